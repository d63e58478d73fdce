// @ts-check
/**
 * The lobby and the sealed table (issue 26 items 2, 3, 4, 6).
 *
 * Every game is dealt sealed: the page holds the token and the seat keys in memory and in
 * sessionStorage (never in a URL). Each person's seat is drawn from that seat's view; a
 * "pass the device" screen stands between two persons; a spectator view has no key.
 * The seat to move's legal moves are the only controls; computer seats play the service's
 * suggestion (POST .../suggest) with their own key; chance steps are drawn by the service.
 */
import * as api from './api.js';
import { board, refusal, seatName, seats, melds } from './board.js';
import { byId, h } from './draw.js';

/** @typedef {import('./api.js').Json} Json */
/** @typedef {import('./api.js').GameEntry} GameEntry */
/**
 * One line of the log: the API's `text`, and who may read it (a seat reads its own
 * moves' events; the others read the move's words; "all": the chance draws).
 * @typedef {{ text: string, audience: number | 'all' | 'others', mover?: number }} Line
 */
/**
 * The game on the table, kept in sessionStorage.
 * @typedef {{ game: string, name: string, family: string, kinds: string[], token: string,
 *   keys: string[], toMove: number | 'chance' | null, screen: number | 'spectator',
 *   log: Line[], dice: number[] | null, record: Json | null, pace: number }} Held
 */

const STORE = 'arbiter.table';

/** @type {GameEntry[]} */
let games = [];
/** @type {Held | null} */
let held = null;
let busy = false;

const pause = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));
/** Whether the table waits for a person (tests and assistive tools read `data-ready`). @param {boolean} ready */
const waiting = (ready) => { document.body.dataset.ready = ready ? 'yes' : 'no'; };
const save = () => sessionStorage.setItem(STORE, JSON.stringify(held));

// -- the lobby -----------------------------------------------------------------------------

/** The options form of a game, from its catalog entry's option data. @param {GameEntry} entry */
function optionFields(entry) {
  const box = byId('options');
  box.replaceChildren(h('legend', {}, ['Options']));
  for (const option of entry.options || []) {
    const id = `opt-${option.name}`;
    /** @type {HTMLInputElement | HTMLSelectElement} */
    let field;
    if (option.choices) {
      field = h('select', { id, name: option.name }, option.choices.map((c) =>
        h('option', String(c) === String(option.default) ? { value: String(c), selected: '' } : { value: String(c) }, [String(c)])));
    } else if (option.type === 'boolean') {
      field = h('input', { id, name: option.name, type: 'checkbox' });
      field.checked = Boolean(option.default);
    } else {
      field = h('input', { id, name: option.name, type: option.type === 'integer' ? 'number' : 'text', value: String(option.default ?? '') });
      if (option.minimum !== undefined) field.setAttribute('min', String(option.minimum));
      if (option.maximum !== undefined) field.setAttribute('max', String(option.maximum));
    }
    field.setAttribute('aria-describedby', `${id}-note`);
    box.append(h('div', { class: 'field' }, [h('label', { for: id }, [option.name.replaceAll('_', ' ')]), field,
      h('small', { id: `${id}-note` }, [option.description || ''])]));
  }
}

/** The seat choices: 2..max seats, each a person or a computer. @param {GameEntry} entry */
function seatFields(entry) {
  const count = /** @type {HTMLSelectElement} */ (byId('players'));
  const before = Number(count.value) || 2;
  count.replaceChildren(...Array.from({ length: entry.players.max - entry.players.min + 1 }, (_, i) => {
    const n = entry.players.min + i;
    return h('option', n === Math.min(Math.max(before, entry.players.min), entry.players.max) ? { value: String(n), selected: '' } : { value: String(n) }, [String(n)]);
  }));
  drawSeats();
}

function drawSeats() {
  const box = byId('seat-kinds');
  const n = Number(/** @type {HTMLSelectElement} */ (byId('players')).value);
  const rows = [];
  for (let i = 0; i < n; i++) {
    const id = `seat-${i}`;
    const kind = h('select', { id, name: id }, [
      h('option', i === 0 ? { value: 'person', selected: '' } : { value: 'person' }, ['person']),
      h('option', i === 0 ? { value: 'computer' } : { value: 'computer', selected: '' }, ['computer'])]);
    rows.push(h('div', { class: 'field' }, [h('label', { for: id }, [seatName(i)]), kind]));
  }
  box.replaceChildren(h('legend', {}, ['Seats']), ...rows);
}

function chosenGame() {
  const id = /** @type {HTMLSelectElement} */ (byId('game')).value;
  return games.find((g) => g.id === id) || games[0];
}

async function lobby() {
  games = (await api.catalog()).games.filter((g) => (g.endpoints || []).includes('suggest'));
  const select = /** @type {HTMLSelectElement} */ (byId('game'));
  select.replaceChildren(...games.map((g) => h('option', { value: g.id }, [`${g.name} (${g.family})`])));
  const show = () => {
    const entry = chosenGame();
    if (!entry) return;
    byId('summary').textContent = `${entry.summary || ''} ${entry.source || ''}`;
    optionFields(entry);
    seatFields(entry);
  };
  select.addEventListener('change', show);
  byId('players').addEventListener('change', drawSeats);
  show();
  byId('lobby-form').addEventListener('submit', (event) => { event.preventDefault(); start().catch(fail); });
}

/** Deal the chosen game sealed, as the form says. */
async function start() {
  const entry = chosenGame();
  if (!entry) return;
  /** @type {Json} */
  const options = {};
  for (const option of entry.options || []) {
    const field = /** @type {HTMLInputElement} */ (byId(`opt-${option.name}`));
    options[option.name] = field.type === 'checkbox' ? field.checked
      : option.type === 'integer' ? Number(field.value) : field.value;
  }
  const players = Number(/** @type {HTMLSelectElement} */ (byId('players')).value);
  const kinds = Array.from({ length: players }, (_, i) => /** @type {HTMLSelectElement} */ (byId(`seat-${i}`)).value);
  const form = byId('lobby-form');
  form.querySelector('.refusal')?.remove();
  let dealt;
  try {
    dealt = await api.deal(entry.id, players, options);
  } catch (error) {
    if (!(error instanceof api.Refusal)) throw error;
    form.append(refusal(error.problem, entry.id));
    return;
  }
  const persons = kinds.flatMap((k, i) => (k === 'person' ? [i] : []));
  held = {
    game: entry.id, name: entry.name, family: entry.family, kinds, token: dealt.token || '',
    keys: dealt.seat_keys || [], toMove: /** @type {any} */ (dealt.view)?.to_move ?? null,
    screen: persons.length === 1 ? persons[0] ?? 'spectator' : 'spectator', log: [], dice: null,
    record: null, pace: Number(/** @type {HTMLSelectElement} */ (byId('pace')).value),
  };
  save();
  await run();
}

// -- the table -----------------------------------------------------------------------------

/** The key of a seat, or none for a spectator. @param {number | 'spectator'} seat */
const keyOf = (seat) => (held && typeof seat === 'number' ? held.keys[seat] : undefined);
const persons = () => (held ? held.kinds.flatMap((k, i) => (k === 'person' ? [i] : [])) : []);

/**
 * Play `move` as `seat` (or, at a chance step, as the table) and keep the answer: the next
 * token, the seat to move, the log lines, the record once the game is over.
 * @param {Json} move @param {number | 'spectator'} seat
 */
async function playAs(move, seat) {
  if (!held) return;
  const answer = await api.play(held.game, { ...api.sealed(held.token, keyOf(seat)), move });
  held.token = answer.token || held.token;
  const seen = /** @type {Json} */ (answer.view || {});
  held.toMove = seen.to_move ?? null;
  const events = /** @type {Json[]} */ (answer.events || []);
  for (const e of events) if (e.event === 'dice' && Array.isArray(e.dice)) held.dice = e.dice;
  if (typeof seat === 'number') {
    const said = move.text || events[0]?.text || 'moves';
    held.log.push({ text: `${seatName(seat)}: ${said}`, audience: 'others', mover: seat });
    for (const e of events) held.log.push({ text: String(e.text || ''), audience: seat });
  } else {
    for (const e of events) held.log.push({ text: String(e.text || ''), audience: 'all' });
  }
  if (answer.record) held.record = /** @type {Json} */ (answer.record);
  save();
}

/** The log as the screen's seat may read it. */
function drawLog() {
  if (!held) return;
  const screen = held.screen;
  const lines = held.log.filter((l) => l.audience === 'all' || l.audience === screen
    || (l.audience === 'others' && l.mover !== screen));
  const log = byId('log');
  const shown = log.children.length;
  if (shown > lines.length || log.dataset.screen !== String(screen)) {
    log.replaceChildren();
    log.dataset.screen = String(screen);
  }
  for (const line of lines.slice(log.children.length)) log.append(h('li', {}, [line.text]));
  const box = byId('log-box');
  box.scrollTop = box.scrollHeight;
}

/** Move on until a person must move or the game is over. */
async function run() {
  if (!held || busy) return;
  busy = true;
  waiting(false);
  try {
    byId('lobby').hidden = true;
    byId('table').hidden = false;
    byId('title').textContent = held.name;
    for (;;) {
      const toMove = held.toMove;
      if (toMove === null) { await finished(); return; }
      if (toMove === 'chance') { await playAs({ action: 'chance' }, 'spectator'); continue; }
      if (held.kinds[toMove] === 'computer') {
        await draw([]);
        if (held.pace) await pause(held.pace);
        const { move } = await api.suggest(held.game, api.sealed(held.token, keyOf(toMove)));
        await playAs(/** @type {Json} */ (move), toMove);
        continue;
      }
      if (held.screen !== toMove) {
        if (persons().length > 1) { passScreen(toMove); return; }
        held.screen = toMove;
      }
      const legal = await api.legalMoves(held.game, api.sealed(held.token, keyOf(toMove)));
      await draw(/** @type {Json[]} */ (legal.moves), /** @type {Json} */ (legal.view));
      return;
    }
  } finally {
    busy = false;
    waiting(true);
  }
}

/** "Pass the device to Seat N": the screen hides every hand until that person is there. @param {number} seat */
function passScreen(seat) {
  if (!held) return;
  byId('board').replaceChildren();
  byId('controls').replaceChildren();
  byId('log').replaceChildren();
  byId('pass-text').textContent = `Pass the device to ${seatName(seat)}. Nobody else should look.`;
  const ready = byId('pass-ready');
  ready.textContent = `I am ${seatName(seat)}: show my seat`;
  byId('pass').hidden = false;
  ready.focus();
}

/**
 * Draw the table from the screen's seat's view, with `moves` as the controls.
 * @param {Json[]} moves @param {Json} [seen] the view when already at hand
 */
async function draw(moves, seen) {
  if (!held) return;
  byId('pass').hidden = true;
  const screen = held.screen;
  const view = seen || /** @type {Json} */ ((await api.view(held.game, api.sealed(held.token, keyOf(screen)))).view);
  const status = view.to_move === null ? 'Game over'
    : view.to_move === 'chance' ? 'Chance step' : `${seatName(view.to_move)} to move`;
  const played = held.token.split('.')[3] || '0'; // the token header's move counter
  byId('status').textContent = `${status}${view.round ? ` · round ${view.round}` : ''} · ${played} move${played === '1' ? '' : 's'} played · viewing as ${screen === 'spectator' ? 'spectator' : seatName(screen)}`;
  byId('status').dataset.moves = played;
  byId('spectate').textContent = screen === 'spectator' ? 'Back to my seat' : 'Spectator view';
  /** @type {Set<number>} */
  const playable = new Set();
  /** @type {{ tile: string | null }} */
  const picked = { tile: null };
  const family = held.family;
  const controls = byId('controls');
  controls.replaceChildren();
  const onEnd = (/** @type {number} */ end) => {
    const move = moves.find((m) => m.end === end && (picked.tile === null || m.tile === picked.tile));
    if (move) act(move, controls);
  };
  if (family === 'sabaccino') for (const m of moves) if (typeof m.end === 'number') playable.add(m.end);
  const table = board(view, family, { dice: held.dice, playable, onEnd });
  byId('board').replaceChildren(seats(view, family, held.kinds, screen), table);
  if (moves.length) {
    controls.append(h('h2', {}, ['Your moves']));
    if (family === 'sabacc') controls.append(picker(moves, 'code', (m) => [m.card, m.discard], 'arb-card', controls));
    if (family === 'sabaccino') controls.append(picker(moves, 'tile', (m) => [m.tile], 'arb-domino', controls, (tile) => {
      picked.tile = tile;
      playable.clear();
      for (const m of moves) if (m.tile === tile && typeof m.end === 'number') playable.add(m.end);
      const redrawn = board(view, family, { playable, onEnd });
      table.replaceWith(redrawn);
    }));
    if (family === 'rummikub') controls.append(builder(view, controls));
    const list = h('ul', { class: 'moves' });
    for (const move of moves) {
      const button = h('button', { type: 'button', class: 'move' }, [String(move.text || move.action)]);
      button.addEventListener('click', () => act(move, button));
      list.append(h('li', {}, [button]));
    }
    controls.append(list);
  }
  drawLog();
}

/**
 * The pieces the moves name, as buttons: one naming a single move plays it; else it picks
 * the piece (and `onPick` shows where it may go) and marks the moves naming it.
 * @param {Json[]} moves @param {string} attr @param {(m: Json) => unknown[]} named
 * @param {string} tag @param {HTMLElement} controls @param {(piece: string) => void} [onPick]
 */
function picker(moves, attr, named, tag, controls, onPick) {
  const pieces = [...new Set(moves.flatMap((m) => named(m).filter((x) => typeof x === 'string')))];
  const row = h('div', { class: 'row pick', role: 'group', 'aria-label': 'Pieces you can play' });
  for (const piece of pieces) {
    const naming = moves.filter((m) => named(m).includes(piece));
    const button = h('button', { type: 'button', class: 'piece', 'aria-pressed': 'false', 'aria-label': `${piece}: ${naming.map((m) => m.text).join('; ')}` },
      [h(tag, { [attr]: String(piece), game: held?.game || '' })]);
    button.addEventListener('click', () => {
      const only = naming[0];
      if (naming.length === 1 && only) { act(only, button); return; }
      row.querySelectorAll('button').forEach((b) => b.setAttribute('aria-pressed', String(b === button)));
      controls.querySelectorAll('button.move').forEach((b) => {
        b.classList.toggle('named', naming.some((m) => (m.text || m.action) === b.textContent));
      });
      if (onPick) onPick(piece);
    });
    row.append(button);
  }
  return row;
}

/**
 * Rummikub: build melds from the rack with check-table's verdict as you go, then lay.
 * @param {Json} view @param {HTMLElement} controls
 */
function builder(view, controls) {
  const seat = /** @type {number} */ (view.to_move);
  const rack = /** @type {string[]} */ ((view.players || [])[seat]?.rack || []);
  const before = /** @type {string[][]} */ (view.table || []);
  /** @type {string[][]} */
  let work = before.map((m) => [...m]);
  /** @type {number[]} */
  let used = [];
  /** @type {Set<number>} */
  const chosen = new Set();
  const box = h('section', { class: 'builder', 'aria-label': 'Build melds' }, [h('h3', {}, ['Build melds'])]);
  const rackRow = h('div', { class: 'row pick', role: 'group', 'aria-label': 'Your rack: pick tiles' });
  const workArea = h('div', {});
  const verdict = h('p', { class: 'verdict', 'aria-live': 'polite' });
  const newMeld = h('button', { type: 'button' }, ['New meld from picked tiles']);
  const reset = h('button', { type: 'button' }, ['Take back']);
  const lay = h('button', { type: 'button', class: 'primary' }, ['Lay these melds']);
  const redraw = async () => {
    rackRow.replaceChildren(...rack.map((code, i) => {
      if (used.includes(i)) return '';
      const b = h('button', { type: 'button', class: 'piece', 'aria-pressed': String(chosen.has(i)), 'aria-label': `tile ${code}` }, [h('arb-tile', { code })]);
      b.addEventListener('click', () => { if (chosen.has(i)) chosen.delete(i); else chosen.add(i); redraw(); });
      return b;
    }));
    const shown = melds(work);
    shown.querySelectorAll('.meld').forEach((meld, i) => {
      const add = h('button', { type: 'button', class: 'add' }, [`Add picked tiles to meld ${i + 1}`]);
      add.addEventListener('click', () => { take((tiles) => { work[i] = [...(work[i] || []), ...tiles]; }); });
      meld.append(add);
    });
    workArea.replaceChildren(shown);
    if (!used.length) { verdict.textContent = 'Pick tiles from your rack, then make a new meld or add them to one.'; return; }
    try {
      const checked = await api.checkTable(work, view.options);
      verdict.textContent = checked.valid ? `The table is valid: ${checked.tiles} tiles, melds worth ${checked.value}.`
        : `Not yet valid: ${checked.melds.map((m, i) => (m.valid ? '' : `meld ${i + 1}: ${m.reason}`)).filter(Boolean).join('; ')}`;
    } catch (error) {
      if (!(error instanceof api.Refusal)) throw error;
      verdict.textContent = error.message;
    }
  };
  /** @param {(tiles: string[]) => void} put */
  const take = (put) => {
    const picked = [...chosen].sort((a, b) => a - b);
    if (!picked.length) return;
    put(picked.map((i) => rack[i] || ''));
    used = [...used, ...picked];
    chosen.clear();
    redraw();
  };
  newMeld.addEventListener('click', () => take((tiles) => { work = [...work, tiles]; }));
  reset.addEventListener('click', () => { work = before.map((m) => [...m]); used = []; chosen.clear(); redraw(); });
  lay.addEventListener('click', () => act({ action: 'lay', table: work, from_rack: used.map((i) => rack[i]) }, lay));
  box.append(rackRow, h('div', { class: 'row' }, [newMeld, reset, lay]), workArea, verdict);
  redraw();
  return box;
}

/**
 * A person's move: play it; a refusal is shown beside the control that sent it.
 * @param {Json} move @param {HTMLElement} control
 */
async function act(move, control) {
  if (!held || busy || typeof held.toMove !== 'number') return;
  document.querySelectorAll('.refusal').forEach((r) => r.remove());
  waiting(false);
  busy = true; // a second click while this move is on its way sends nothing
  try {
    await playAs(move, held.toMove);
  } catch (error) {
    waiting(true);
    if (!(error instanceof api.Refusal)) throw error;
    control.after(refusal(error.problem, held.game));
    return;
  } finally {
    busy = false;
  }
  await run();
}

/** The game is over: the scores from the screen's seat, and the record to download. */
async function finished() {
  if (!held) return;
  await draw([]);
  const answer = await api.score(held.game, api.sealed(held.token, keyOf(held.screen)));
  if (answer.record) held.record = /** @type {Json} */ (answer.record);
  save();
  const rows = answer.standings.map((s) => {
    const st = /** @type {Json} */ (s);
    return h('tr', {}, [h('th', { scope: 'row' }, [seatName(st.player)]), h('td', {}, [String(st.score ?? '')]),
      h('td', {}, [answer.winners.includes(st.player) ? 'winner' : '']), h('td', {}, [String(st.how || '')])]);
  });
  const result = byId('result');
  result.replaceChildren(h('h2', {}, ['Final score']),
    h('p', { class: 'winners' }, [`Won by ${answer.winners.map(seatName).join(' and ') || 'nobody'}.`]),
    h('div', { class: 'scroll' }, [h('table', {}, [h('thead', {}, [h('tr', {}, ['Seat', 'Score', 'Result', 'How'].map((t) => h('th', { scope: 'col' }, [t])))]),
      h('tbody', {}, rows)])]));
  if (held.record) {
    const record = held.record;
    const download = h('button', { type: 'button', class: 'primary' }, ['Download the record']);
    download.addEventListener('click', () => {
      const link = h('a', { href: URL.createObjectURL(new Blob([JSON.stringify(record, null, 1)], { type: 'application/json' })), download: `${record.game}-record.json` });
      document.body.append(link);
      link.click();
      link.remove();
    });
    result.append(download);
  }
  result.hidden = false;
}

/** @param {unknown} error */
function fail(error) {
  const box = byId('failure');
  box.textContent = error instanceof api.Refusal ? `The service refused: ${error.message}` : `Something went wrong: ${String(error)}`;
  box.hidden = false;
}

function wire() {
  byId('pass-ready').addEventListener('click', () => {
    if (!held || typeof held.toMove !== 'number') return;
    held.screen = held.toMove;
    save();
    run().catch(fail);
  });
  byId('spectate').addEventListener('click', () => {
    if (!held) return;
    if (held.screen === 'spectator') {
      const mine = typeof held.toMove === 'number' && held.kinds[held.toMove] === 'person' ? held.toMove : persons()[0];
      if (mine === undefined) return;
      if (persons().length > 1) { passScreen(mine); return; }
      held.screen = mine;
      run().catch(fail);
      return;
    }
    held.screen = 'spectator';
    save();
    waiting(false);
    draw([]).then(() => waiting(true)).catch(fail);
  });
  byId('leave').addEventListener('click', () => {
    sessionStorage.removeItem(STORE);
    held = null;
    byId('table').hidden = true;
    byId('result').hidden = true;
    byId('lobby').hidden = false;
  });
}

wire();
waiting(false);
lobby().then(() => {
  performance.mark('arbiter-ready'); // the lobby is usable: its time since navigation
  waiting(true);
  const kept = sessionStorage.getItem(STORE);
  if (kept) { held = JSON.parse(kept); return run(); }
  return undefined;
}).catch(fail);
