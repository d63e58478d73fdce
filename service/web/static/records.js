// @ts-check
/**
 * Records (issue 26 item 6): open a game record (a file, a drop, or the last game on the
 * table), replay it through the rules (POST .../replay with steps), step through it move
 * by move, and see the first move the rules refuse, highlighted with its rule.
 */
import * as api from './api.js';
import { board, refusal, seats } from './board.js';
import { byId } from './draw.js';

/** @typedef {import('./api.js').Json} Json */

/** @type {{ game: string, family: string, start: Json, steps: Json[], refused: number | null } | null} */
let replay = null;
let at = 0;

/** @param {string} text */
async function open(text) {
  const summary = byId('summary');
  byId('replay').hidden = false;
  byId('first-illegal').replaceChildren();
  /** @type {Json} */
  let record;
  try {
    record = JSON.parse(text);
  } catch (error) {
    summary.textContent = `This file is not JSON: ${String(error)}`;
    return;
  }
  const game = String(record.game || '');
  let answer;
  try {
    answer = await api.replay(game, record);
  } catch (error) {
    if (!(error instanceof api.Refusal)) throw error;
    summary.textContent = 'The service cannot replay this record.';
    byId('first-illegal').append(refusal(error.problem, game));
    return;
  }
  const entry = (await api.catalog()).games.find((g) => g.id === game);
  const first = /** @type {Json | null | undefined} */ (answer.first_illegal);
  replay = { game, family: entry?.family || '', start: /** @type {Json} */ (answer.start || {}),
    steps: /** @type {Json[]} */ (answer.steps || []), refused: first ? first.index : null };
  summary.textContent = `${entry?.name || game}: ${record.players} seats, ${(record.moves || []).length} moves in the record; `
    + (first ? `move ${first.index + 1} is refused by the rules, so the replay stops there.` : 'every move is legal.');
  if (first) {
    byId('first-illegal').append(refusal({ type: 'about:blank', title: 'Refused', status: 422, code: String(first.code),
      detail: `Move ${first.index + 1} (${JSON.stringify(first.move)}): ${first.reason}`, rule: first.rule, source: first.source }, game));
  }
  const list = byId('steps');
  list.replaceChildren(...replay.steps.map((s, i) => {
    const li = document.createElement('li');
    li.textContent = `${i + 1}. ${(s.events || []).map((/** @type {Json} */ e) => e.text).join(' · ') || JSON.stringify(s.move)}`;
    return li;
  }));
  if (first) {
    const li = document.createElement('li');
    li.className = 'refused';
    li.textContent = `${first.index + 1}. ${JSON.stringify(first.move)}: ${first.reason} Rule: ${first.rule} (${first.source})`;
    list.append(li);
  }
  go(replay.refused !== null ? replay.steps.length : 0);
}

/** Show the state after `n` moves (0: the start). @param {number} n */
function go(n) {
  if (!replay) return;
  at = Math.max(0, Math.min(n, replay.steps.length));
  const state = at === 0 ? replay.start : replay.steps[at - 1]?.state || {};
  const stopped = replay.refused !== null && at === replay.steps.length;
  byId('at').textContent = at === 0 ? 'The deal, before any move.'
    : `After move ${at} of ${replay.steps.length}${stopped ? `; move ${at + 1} is refused` : ''}.`;
  byId('steps').querySelectorAll('li').forEach((li, i) => li.classList.toggle('now', i === at - 1));
  byId('board').replaceChildren(seats(state, replay.family, [], 'spectator'), board(state, replay.family));
}

byId('first').addEventListener('click', () => go(0));
byId('prev').addEventListener('click', () => go(at - 1));
byId('next').addEventListener('click', () => go(at + 1));
byId('end').addEventListener('click', () => go(replay ? replay.steps.length : 0));
const file = /** @type {HTMLInputElement} */ (byId('file'));
file.addEventListener('change', () => { file.files?.[0]?.text().then(open).catch(String); });
const drop = byId('drop');
drop.addEventListener('dragover', (e) => { e.preventDefault(); drop.classList.add('over'); });
drop.addEventListener('dragleave', () => drop.classList.remove('over'));
drop.addEventListener('drop', (e) => {
  e.preventDefault();
  drop.classList.remove('over');
  /** @type {DragEvent} */ (e).dataTransfer?.files[0]?.text().then(open).catch(String);
});
const kept = JSON.parse(sessionStorage.getItem('arbiter.table') || 'null');
if (kept && kept.record) {
  const last = byId('last');
  last.hidden = false;
  last.addEventListener('click', () => { open(JSON.stringify(kept.record)).catch(String); });
}
