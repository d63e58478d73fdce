// @ts-check
/**
 * The table's pictures: small custom elements drawing inline SVG, and the Sabaccino
 * tableau. Colour is never the only cue: a Sabacc card shows its stave's letter and shape,
 * a Rummikub tile its colour's letter, a domino its pips and its numbers.
 */

const NS = 'http://www.w3.org/2000/svg';

/**
 * An SVG element with attributes and children.
 * @param {string} tag @param {Record<string, string | number>} [attrs]
 * @param {(SVGElement | string)[]} [children]
 * @returns {SVGElement}
 */
export function svg(tag, attrs = {}, children = []) {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  for (const child of children) {
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

/**
 * The element of the page with this id.
 * @param {string} id @returns {HTMLElement}
 * @throws {Error} no such element (a page and its script disagree)
 */
export function byId(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} missing`);
  return found;
}

/**
 * An HTML element (or one of the table's own, `arb-card` ...) with attributes and children.
 * @template {string} K
 * @param {K} tag @param {Record<string, string>} [attrs]
 * @param {(Node | string)[]} [children]
 * @returns {K extends keyof HTMLElementTagNameMap ? HTMLElementTagNameMap[K] : HTMLElement}
 */
export function h(tag, attrs = {}, children = []) {
  const node = /** @type {any} */ (document.createElement(tag));
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Sabacc staves and suits: a name and a shape for each letter (seed 001, seed 002). */
const STAVES = /** @type {Record<string, [string, string]>} */ ({
  c: ['circle', 'circle'], t: ['triangle', 'triangle'], s: ['square', 'square'],
  f: ['flask', 'flask'], a: ['copy a', 'star'], b: ['copy b', 'star'],
});
const SABACC_SUIT_NAMES = /** @type {Record<string, Record<string, string>>} */ ({
  'traditional-sabacc': { f: 'flasks', s: 'sabres', t: 'staves', c: 'coins', a: 'copy a', b: 'copy b' },
  'corellian-spike': { c: 'circles', t: 'triangles', s: 'squares', a: 'sylop a', b: 'sylop b' },
});

/** @param {string} shape @param {number} x @param {number} y @param {number} r */
function shapeAt(shape, x, y, r) {
  switch (shape) {
    case 'circle': return svg('circle', { cx: x, cy: y, r, class: 'mark' });
    case 'triangle': return svg('polygon', { points: `${x},${y - r} ${x + r},${y + r} ${x - r},${y + r}`, class: 'mark' });
    case 'square': return svg('rect', { x: x - r, y: y - r, width: 2 * r, height: 2 * r, class: 'mark' });
    case 'flask': return svg('polygon', { points: `${x - r / 3},${y - r} ${x + r / 3},${y - r} ${x + r},${y + r} ${x - r},${y + r}`, class: 'mark' });
    default: return svg('polygon', { points: `${x},${y - r} ${x + r / 3},${y - r / 3} ${x + r},${y} ${x + r / 3},${y + r / 3} ${x},${y + r} ${x - r / 3},${y + r / 3} ${x - r},${y} ${x - r / 3},${y - r / 3}`, class: 'mark' });
  }
}

/**
 * The parts of a Sabacc card code: `+3c` -> value 3, letter c.
 * @param {string} code @returns {{ value: number, letter: string }}
 */
export function cardParts(code) {
  const match = /^([+-]?\d+)([a-z]?)$/i.exec(String(code));
  return match ? { value: Number(match[1]), letter: (match[2] || '').toLowerCase() } : { value: 0, letter: '' };
}

/** Words for a card, read by screen readers: "+3 circles". @param {string} code @param {string} game */
export function cardWords(code, game) {
  const { value, letter } = cardParts(code);
  const suit = (SABACC_SUIT_NAMES[game] || {})[letter] || letter;
  return `${value > 0 ? '+' : ''}${value} ${suit}`.trim();
}

/** Base of the drawn elements: draws on connect and when an attribute changes. */
class Drawn extends HTMLElement {
  static get observedAttributes() { return ['code', 'value', 'tile', 'game']; }
  connectedCallback() { this.draw(); }
  attributeChangedCallback() { if (this.isConnected) this.draw(); }
  /** @param {SVGElement} picture @param {string} label */
  show(picture, label) {
    picture.setAttribute('role', 'img');
    picture.setAttribute('aria-label', label);
    this.replaceChildren(picture);
  }
  draw() {}
}

/** `<arb-card code="+3c" game="corellian-spike">`; no code: a face-down card. */
class Card extends Drawn {
  draw() {
    const code = this.getAttribute('code');
    if (!code) {
      this.show(svg('svg', { viewBox: '0 0 50 70', class: 'card back' }, [
        svg('rect', { x: 1, y: 1, width: 48, height: 68, rx: 6, class: 'face' }),
        svg('path', { d: 'M10 10 L40 60 M40 10 L10 60', class: 'weave' })]), 'a face-down card');
      return;
    }
    const game = this.getAttribute('game') || '';
    const { value, letter } = cardParts(code);
    const shape = (STAVES[letter] || ['', 'star'])[1];
    const sign = value > 0 ? 'pos' : value < 0 ? 'neg' : 'zero';
    this.show(svg('svg', { viewBox: '0 0 50 70', class: `card ${sign}` }, [
      svg('rect', { x: 1, y: 1, width: 48, height: 68, rx: 6, class: 'face' }),
      svg('text', { x: 25, y: 30, class: 'value' }, [`${value > 0 ? '+' : ''}${value}`]),
      shapeAt(shape, 25, 48, 7),
      svg('text', { x: 8, y: 64, class: 'letter' }, [letter.toUpperCase()]),
    ]), cardWords(code, game));
  }
}

/** Pip places on a face of side 1 (0..1 coordinates) for 0 to 6. */
const PIPS = [[], [[0.5, 0.5]], [[0.25, 0.25], [0.75, 0.75]], [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
  [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
  [[0.25, 0.2], [0.75, 0.2], [0.25, 0.5], [0.75, 0.5], [0.25, 0.8], [0.75, 0.8]]];

/**
 * Pips (or the number, past 6) on a square face.
 * @param {number} n @param {number} x @param {number} y @param {number} size
 * @returns {SVGElement[]}
 */
export function pips(n, x, y, size) {
  const places = PIPS[n];
  if (!places) return [svg('text', { x: x + size / 2, y: y + size * 0.65, class: 'num' }, [String(n)])];
  return places.map(([px, py]) => svg('circle', { cx: x + (px || 0) * size, cy: y + (py || 0) * size, r: size * 0.09, class: 'pip' }));
}

/** `<arb-die value="5">`. */
class Die extends Drawn {
  draw() {
    const value = Number(this.getAttribute('value'));
    this.show(svg('svg', { viewBox: '0 0 40 40', class: 'die' }, [
      svg('rect', { x: 1, y: 1, width: 38, height: 38, rx: 7, class: 'face' }), ...pips(value, 2, 2, 36)]),
    `a die showing ${value}`);
  }
}

/**
 * A domino's group at (x, y), 80 by 40 (or 40 by 80 when upright).
 * @param {string} tile @param {number} x @param {number} y @param {boolean} [upright]
 */
export function domino(tile, x, y, upright = false) {
  const [a = 0, b = 0] = String(tile).split('-').map(Number);
  const w = upright ? 40 : 80, hgt = upright ? 80 : 40;
  const second = upright ? [x, y + 40] : [x + 40, y];
  return svg('g', { class: 'domino' }, [
    svg('rect', { x: x + 1, y: y + 1, width: w - 2, height: hgt - 2, rx: 6, class: 'face' }),
    svg('line', upright ? { x1: x + 4, y1: y + 40, x2: x + 36, y2: y + 40, class: 'split' }
      : { x1: x + 40, y1: y + 4, x2: x + 40, y2: y + 36, class: 'split' }),
    ...pips(a, x + 2, y + 2, 36), ...pips(b, (second[0] || 0) + 2, (second[1] || 0) + 2, 36),
  ]);
}

/** `<arb-domino tile="3-5">`; no tile: a face-down tile. */
class Domino extends Drawn {
  draw() {
    const tile = this.getAttribute('tile');
    if (!tile) {
      this.show(svg('svg', { viewBox: '0 0 80 40', class: 'domino back' }, [
        svg('rect', { x: 1, y: 1, width: 78, height: 38, rx: 6, class: 'face' })]), 'a face-down tile');
      return;
    }
    this.show(svg('svg', { viewBox: '0 0 80 40', class: 'domino' }, [domino(tile, 0, 0)]), `tile ${tile}`);
  }
}

/** Rummikub colours: a name and a letter, so colour is not the only cue. */
export const COLOURS = /** @type {Record<string, string>} */ ({ K: 'black', R: 'red', B: 'blue', Y: 'yellow' });

/** `<arb-tile code="R9">` (Rummikub); `J` a joker. */
class Tile extends Drawn {
  draw() {
    const code = this.getAttribute('code') || '';
    if (!code) {
      this.show(svg('svg', { viewBox: '0 0 40 54', class: 'rk back' }, [
        svg('rect', { x: 1, y: 1, width: 38, height: 52, rx: 5, class: 'face' })]), 'a hidden tile');
      return;
    }
    const joker = code === 'J';
    const colour = joker ? 'joker' : COLOURS[code[0] || ''] || 'joker';
    this.show(svg('svg', { viewBox: '0 0 40 54', class: `rk ${colour}` }, [
      svg('rect', { x: 1, y: 1, width: 38, height: 52, rx: 5, class: 'face' }),
      joker ? shapeAt('star', 20, 24, 12) : svg('text', { x: 20, y: 30, class: 'value' }, [code.slice(1)]),
      svg('text', { x: 20, y: 48, class: 'letter' }, [joker ? 'J' : code[0] || '']),
    ]), joker ? 'joker' : `${colour} ${code.slice(1)}`);
  }
}

customElements.define('arb-card', Card);
customElements.define('arb-die', Die);
customElements.define('arb-domino', Domino);
customElements.define('arb-tile', Tile);

/**
 * A Sabaccino tableau as a tree: the first tile at the left, each tile placed on another
 * to its right, a second branch (a cross, a spinner, a train, a foot) on a row of its own,
 * a double laid crosswise upright;
 * every open end a numbered marker, a button when `onEnd` is given for its id.
 * @param {{ tiles: { tile: string, on: number | null, end: number | null, crosswise?: boolean }[],
 *   open_ends: { id: number, value: number, tile: number }[] }} tableau
 * @param {Set<number>} playable open end ids a move may use now
 * @param {(end: number) => void} [onEnd]
 * @returns {SVGElement}
 */
export function tableau(tableau, playable, onEnd) {
  const tiles = tableau.tiles || [];
  /** @type {number[][]} */
  const children = tiles.map(() => []);
  tiles.forEach((t, i) => { if (t.on !== null && t.on !== undefined) children[t.on]?.push(i); });
  /** @type {[number, number][]} */
  const at = [];
  let rows = 0;
  /** @param {number} i @param {number} col @param {number} row */
  const place = (i, col, row) => {
    at[i] = [col, row];
    (children[i] || []).forEach((child, k) => place(child, col + 1, k === 0 ? row : ++rows));
  };
  tiles.forEach((t, i) => { if (t.on === null || t.on === undefined) { if (i > 0) rows++; place(i, 0, rows); } });
  const cols = Math.max(1, ...at.map((p) => p[0] + 2));
  const parts = tiles.map((t, i) => {
    const [col, row] = at[i] || [0, 0];
    // a double laid crosswise (a spinner, a cross's centre) stands upright in its cell
    const g = t.crosswise ? domino(t.tile, col * 96 + 28, row * 88 + 4, true)
      : domino(t.tile, col * 96 + 8, row * 88 + 24);
    g.append(svg('title', {}, [`tile ${t.tile}`]));
    return g;
  });
  /** @type {Map<number, number>} */
  const perTile = new Map();
  const ends = (tableau.open_ends || []).map((end) => {
    const [col, row] = at[end.tile] || [0, 0];
    const j = perTile.get(end.tile) || 0;
    perTile.set(end.tile, j + 1);
    const x = col * 96 + 92 + Math.floor(j / 4) * 20, y = row * 88 + 14 + (j % 4) * 18;
    const can = playable.has(end.id);
    const g = svg('g', { class: `end${can ? ' playable' : ''}` }, [
      svg('circle', { cx: x, cy: y + 6, r: 9 }),
      svg('text', { x, y: y + 10 }, [String(end.id)]),
      svg('title', {}, [`open end ${end.id}, showing ${end.value}`])]);
    if (can && onEnd) {
      g.setAttribute('role', 'button');
      g.setAttribute('tabindex', '0');
      g.setAttribute('aria-label', `open end ${end.id}, showing ${end.value}`);
      g.addEventListener('click', () => onEnd(end.id));
      g.addEventListener('keydown', (e) => {
        const key = /** @type {KeyboardEvent} */ (e).key;
        if (key === 'Enter' || key === ' ') { e.preventDefault(); onEnd(end.id); }
      });
    }
    return g;
  });
  const width = cols * 96 + 36, height = (rows + 1) * 88 + 8;
  return svg('svg', {
    viewBox: `0 0 ${width} ${height}`, width: Math.round(width * 0.8), height: Math.round(height * 0.8),
    class: 'tableau', role: 'group',
    'aria-label': `the tableau: ${tiles.length} tiles, open ends ${(tableau.open_ends || []).map((e) => `${e.id} (${e.value})`).join(', ') || 'none'}`,
  }, [...parts, ...ends]);
}
