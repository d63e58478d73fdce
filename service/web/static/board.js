// @ts-check
/**
 * A game drawn from a view (or a whole state, in a replay): the seats, and the family's
 * table. Only what the view holds is drawn: a hand the viewer may see face up, another
 * as face-down backs counted by its `_count`. Controls are made by the caller (table.js).
 */
import { h, tableau } from './draw.js';

/** @typedef {import('./api.js').Json} Json */

/**
 * A seat's name as players count: "Seat 2".
 * @param {number} index
 */
export const seatName = (index) => `Seat ${index + 1}`;

/**
 * Pictures of cards or tiles: face up when `items` is a list, else `count` backs.
 * @param {string} tag arb-card, arb-domino or arb-tile
 * @param {string} attr the attribute naming the item
 * @param {unknown} items @param {unknown} count @param {string} game
 */
export function pictures(tag, attr, items, count, game) {
  const row = h('div', { class: 'row' });
  if (Array.isArray(items)) {
    for (const item of items) row.append(h(tag, { [attr]: String(item), game }));
  } else if (typeof count === 'number') {
    const shown = Math.min(count, 12);
    for (let i = 0; i < shown; i++) row.append(h(tag, { game }));
    if (count > shown) row.append(h('span', { class: 'more' }, [`+${count - shown}`]));
  }
  return row;
}

/**
 * The seats: who they are, what they hold (counts), their score, and who is to move.
 * @param {Json} view @param {string} family @param {string[]} kinds person or computer, by seat
 * @param {number | string} screen the seat whose view this is, or "spectator"
 */
export function seats(view, family, kinds, screen) {
  const list = h('ul', { class: 'seats', 'aria-label': 'Seats' });
  const players = /** @type {Json[]} */ (view.players || []);
  players.forEach((p, i) => {
    const bits = [];
    const held = p.hand ?? p.stock ?? p.rack;
    const count = Array.isArray(held) ? held.length : p.hand_count ?? p.stock_count ?? p.rack_count;
    if (typeof count === 'number') {
      bits.push(`${count} ${family === 'sabacc' ? 'cards' : 'tiles'}`);
    }
    if (typeof p.score === 'number') bits.push(`score ${p.score}`);
    if (p.junked) bits.push('junked');
    if (p.folded) bits.push('folded');
    if (p.initial_meld_done) bits.push('initial meld made');
    const turn = view.to_move === i;
    const who = `${seatName(i)}${kinds[i] ? ` (${kinds[i]})` : ''}${screen === i ? ', you' : ''}`;
    list.append(h('li', { class: turn ? 'turn' : '' }, [
      h('strong', {}, [who]), turn ? h('span', { class: 'badge' }, ['to move']) : '',
      h('span', {}, [bits.join(' · ')])]));
  });
  return list;
}

/** What the letters and shapes on the pieces mean, by game or family. */
const LEGENDS = /** @type {Record<string, string>} */ ({
  'corellian-spike': 'Staves: C circle, T triangle, S square; green +, red −; 0a and 0b the sylops.',
  'traditional-sabacc': 'Suits: F flasks, S sabres, T staves, C coins; A and B the two copies of a special card.',
  rummikub: 'Colours: K black, R red, B blue, Y yellow (the letter is on each tile); J a joker.',
});

/** @param {string} key */
const legend = (key) => h('p', { class: 'legend' }, [LEGENDS[key] || '']);

/**
 * A Sabacc table: the piles, the last dice, every hand (face up only where the view has it).
 * @param {Json} view @param {number[] | null} dice
 */
function sabacc(view, dice) {
  const game = String(view.game);
  const pile = /** @type {string[]} */ (view.discard_pile || []);
  const top = pile.length ? [pile[pile.length - 1]] : [];
  const piles = h('div', { class: 'piles' }, [
    h('figure', {}, [pictures('arb-card', 'code', top, 0, game), h('figcaption', {}, [`discard pile (${pile.length})`])]),
    h('figure', {}, [pictures('arb-card', 'code', null, view.draw_pile_count ? 1 : 0, game),
      h('figcaption', {}, [`draw pile (${view.draw_pile_count ?? 0})`])]),
  ]);
  if (dice) {
    piles.append(h('figure', {}, [h('div', { class: 'row' }, dice.map((d) => h('arb-die', { value: String(d) }))),
      h('figcaption', {}, ['last dice'])]));
  }
  const hands = (/** @type {Json[]} */ (view.players || [])).map((p, i) => h('figure', { class: 'hand' }, [
    pictures('arb-card', 'code', p.hand, p.hand_count, game),
    ...(p.frozen && p.frozen.length ? [pictures('arb-card', 'code', p.frozen, 0, game)] : []),
    h('figcaption', {}, [`${seatName(i)}'s hand${p.frozen && p.frozen.length ? ' (and frozen cards)' : ''}`])]));
  return h('div', { class: 'felt' }, [piles, h('div', { class: 'hands' }, hands), legend(game)]);
}

/**
 * A Sabaccino table: the tableau and every stock.
 * @param {Json} view @param {Set<number>} playable @param {((end: number) => void) | undefined} onEnd
 */
function sabaccino(view, playable, onEnd) {
  const stocks = (/** @type {Json[]} */ (view.players || [])).map((p, i) => h('figure', { class: 'hand' }, [
    pictures('arb-domino', 'tile', p.stock, p.stock_count, ''), h('figcaption', {}, [`${seatName(i)}'s stock`])]));
  return h('div', { class: 'felt' }, [
    h('figure', { class: 'wide' }, [tableau(view.tableau || { tiles: [], open_ends: [] }, playable, onEnd),
      h('figcaption', {}, [`tableau · boneyard ${view.boneyard_count ?? (view.boneyard || []).length}`])]),
    h('div', { class: 'hands' }, stocks)]);
}

/**
 * The Rummikub table's melds as tile pictures.
 * @param {string[][]} melds
 */
export function melds(melds) {
  return h('div', { class: 'melds' }, melds.map((meld, i) =>
    h('div', { class: 'meld', role: 'group', 'aria-label': `meld ${i + 1}: ${meld.join(' ')}` },
      meld.map((code) => h('arb-tile', { code })))));
}

/** @param {Json} view */
function rummikub(view) {
  const racks = (/** @type {Json[]} */ (view.players || [])).map((p, i) => h('figure', { class: 'hand' }, [
    pictures('arb-tile', 'code', p.rack, p.rack_count, ''), h('figcaption', {}, [`${seatName(i)}'s rack`])]));
  return h('div', { class: 'felt' }, [
    h('figure', { class: 'wide' }, [melds(view.table || []), h('figcaption', {}, [`table · pool ${view.pool_count ?? (view.pool || []).length}`])]),
    h('div', { class: 'hands' }, racks), legend('rummikub')]);
}

/**
 * The family's table for `view`.
 * @param {Json} view @param {string} family
 * @param {{ dice?: number[] | null, playable?: Set<number>, onEnd?: (end: number) => void }} [extra]
 */
export function board(view, family, extra = {}) {
  if (family === 'sabacc') return sabacc(view, extra.dice || null);
  if (family === 'sabaccino') return sabaccino(view, extra.playable || new Set(), extra.onEnd);
  if (family === 'rummikub') return rummikub(view);
  return h('pre', {}, [JSON.stringify(view, null, 1)]);
}

/**
 * A refusal told beside the control that caused it: the reason, each rule broken and its
 * source, and a link to the game's rules reading.
 * @param {import('./api.js').Problem} problem @param {string} game
 */
export function refusal(problem, game) {
  const box = h('div', { class: 'refusal', role: 'alert' }, [
    h('strong', {}, ['Refused: ']), problem.detail || problem.title || '']);
  const broken = problem.violations && problem.violations.length ? problem.violations : problem.rule ? [problem] : [];
  const list = h('ul', {});
  for (const v of broken) {
    list.append(h('li', {}, [
      'reason' in v && v.reason ? `${v.reason} ` : '',
      h('span', { class: 'rule' }, [`Rule: ${v.rule || ''}`]), ' ',
      h('cite', {}, [String(v.source || '')])]));
  }
  box.append(list, h('a', { href: `rules/${rulesName(game)}.md` }, [`Read the rules of ${game}`]));
  return box;
}

/** The docs/rules reading a game's rule lives in. @param {string} game */
export const rulesName = (game) => game;
