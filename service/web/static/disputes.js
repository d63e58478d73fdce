// @ts-check
/**
 * Disputes (issue 26 item 5): rank Sabacc hands built with a card picker under a chosen
 * ranking profile, and check a Rummikub table; the verdict, the rule between each pair of
 * hands (or each meld's reason) and a link to the rule's text in docs/rules.
 */
import * as api from './api.js';
import { melds, refusal } from './board.js';
import { byId, cardWords, h } from './draw.js';

/** Every card code of a game's deck (seed 001: three staves of ±1..±10 and two sylops;
 * seed 002: four suits of +1..+15 and two copies of eight special cards). @param {string} game */
function deckOf(game) {
  if (game === 'corellian-spike') {
    const codes = ['c', 't', 's'].flatMap((s) => Array.from({ length: 20 }, (_, i) => `${i < 10 ? '+' : '-'}${(i % 10) + 1}${s}`));
    return [...codes, '0a', '0b'];
  }
  const suits = ['f', 's', 't', 'c'].flatMap((s) => Array.from({ length: 15 }, (_, i) => `+${i + 1}${s}`));
  return [...suits, ...[0, -2, -8, -11, -13, -14, -15, -17].flatMap((v) => [`${v}a`, `${v}b`])];
}

/** @type {string[][]} */
let hands = [[], []];
let active = 0;

const game = () => /** @type {HTMLSelectElement} */ (byId('rank-game')).value;

function drawHands() {
  const box = byId('hands');
  box.replaceChildren(...hands.map((hand, i) => {
    const pick = h('button', { type: 'button', 'aria-pressed': String(i === active) }, [`Hand ${i + 1}${i === active ? ' (adding here)' : ''}`]);
    pick.addEventListener('click', () => { active = i; drawHands(); });
    const cards = hand.map((code, k) => {
      const b = h('button', { type: 'button', class: 'piece', 'aria-label': `take ${cardWords(code, game())} out of hand ${i + 1}` }, [h('arb-card', { code, game: game() })]);
      b.addEventListener('click', () => { hand.splice(k, 1); drawHands(); });
      return b;
    });
    return h('div', { class: 'row', role: 'group', 'aria-label': `Hand ${i + 1}` }, [pick, ...cards]);
  }));
}

function drawDeck() {
  byId('deck').replaceChildren(...deckOf(game()).map((code) => {
    const b = h('button', { type: 'button', class: 'piece', 'aria-label': `add ${cardWords(code, game())}` }, [h('arb-card', { code, game: game() })]);
    b.addEventListener('click', () => { hands[active]?.push(code); drawHands(); });
    return b;
  }));
}

async function loadProfiles() {
  const answer = await api.profiles(game());
  const select = /** @type {HTMLSelectElement} */ (byId('profile'));
  select.replaceChildren(...answer.profiles.map((p) => h('option', { value: p.id }, [`${p.id}: ${p.title}`])));
  const note = () => { byId('profile-note').textContent = answer.profiles.find((p) => p.id === select.value)?.description || ''; };
  select.onchange = note;
  note();
}

async function rank() {
  const out = byId('rank-result');
  out.replaceChildren();
  const profile = /** @type {HTMLSelectElement} */ (byId('profile')).value;
  try {
    const answer = await api.rank(game(), hands.filter((x) => x.length), profile);
    const rows = answer.ranking.map((r) => h('tr', {}, [
      h('td', {}, [String(r.position)]), h('th', { scope: 'row' }, [`Hand ${r.hand + 1}`]),
      h('td', {}, [h('div', { class: 'row' }, (r.cards || []).map((c) => h('arb-card', { code: String(c), game: game() })))]),
      h('td', {}, [String(r.name ?? '')]), h('td', {}, [String(r.total ?? '')])]));
    const pairs = (answer.decisions || []).map((d) => h('li', {}, [
      `Hand ${d.higher + 1} ${d.tied ? 'ties with' : 'over'} Hand ${d.lower + 1}: `,
      h('span', { class: 'rule' }, [String(d.rule)]), ' ', h('cite', {}, [String(d.source)])]));
    out.append(h('p', { class: 'winners' }, [String(answer.verdict)]),
      h('div', { class: 'scroll' }, [h('table', {}, [h('thead', {}, [h('tr', {}, ['Place', 'Hand', 'Cards', 'Name', 'Total'].map((t) => h('th', { scope: 'col' }, [t])))]), h('tbody', {}, rows)])]),
      h('h3', {}, ['The rule between each pair']), h('ul', { class: 'decisions' }, pairs),
      h('a', { href: `rules/${game()}.md` }, [`Read the ranking rules of ${game()}`]));
  } catch (error) {
    if (!(error instanceof api.Refusal)) throw error;
    out.append(refusal(error.problem, game()));
  }
}

async function check() {
  const text = /** @type {HTMLInputElement} */ (byId('table-text')).value;
  const table = text.split('|').map((m) => m.trim().split(/[\s,]+/).filter(Boolean)).filter((m) => m.length);
  const out = byId('check-result');
  out.replaceChildren();
  try {
    const answer = await api.checkTable(table);
    const verdicts = answer.melds.map((m, i) => h('li', { class: m.valid ? '' : 'bad' }, [
      h('strong', {}, [`Meld ${i + 1} (${m.meld.join(' ')}): `]),
      m.valid ? `valid ${m.kind}, worth ${m.value}` : `not valid: ${m.reason}`]));
    out.append(h('p', { class: 'winners' }, [answer.valid ? `Valid: ${answer.tiles} tiles worth ${answer.value}.` : 'Not valid: see the melds below.']),
      melds(table), h('ul', {}, verdicts), h('a', { href: 'rules/rummikub.md' }, ['Read the rules of Rummikub (melds: groups and runs)']));
  } catch (error) {
    if (!(error instanceof api.Refusal)) throw error;
    out.append(refusal(error.problem, 'rummikub'));
  }
}

/** @param {unknown} error */
const fail = (error) => { byId('rank-result').textContent = `Something went wrong: ${String(error)}`; };

byId('rank-game').addEventListener('change', () => { hands = [[], []]; active = 0; drawHands(); drawDeck(); loadProfiles().catch(fail); });
byId('add-hand').addEventListener('click', () => { if (hands.length < 8) { hands.push([]); active = hands.length - 1; drawHands(); } });
byId('rank').addEventListener('click', () => { rank().catch(fail); });
byId('check-form').addEventListener('submit', (e) => { e.preventDefault(); check().catch(fail); });
drawHands();
drawDeck();
loadProfiles().catch(fail);
