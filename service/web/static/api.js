// @ts-check
/**
 * The Arbiter API as the table calls it: JSON in, JSON out, on this origin. A refusal
 * (any 4xx or 5xx) is thrown as a Refusal holding the problem document: its reason
 * (`detail`), `rule`, `source` and, for Rummikub, every `violations` entry.
 *
 * The types are openapi-typescript's, generated from openapi.yaml (tests/web/).
 */

/** @typedef {import('arbiter-api').components['schemas']} Schemas */
/** @typedef {Schemas['Game']} GameEntry */
/** @typedef {Schemas['Option']} GameOption */
/** @typedef {Schemas['Catalog']} Catalog */
/** @typedef {Schemas['Problem']} Problem */
/** @typedef {Schemas['DealResponse']} DealAnswer */
/** @typedef {Schemas['LegalMovesResponse']} LegalAnswer */
/** @typedef {Schemas['PlayResponse']} PlayAnswer */
/** @typedef {Schemas['ScoreResponse']} ScoreAnswer */
/** @typedef {Schemas['ViewResponse']} ViewAnswer */
/** @typedef {Schemas['SuggestResponse']} SuggestAnswer */
/** @typedef {Schemas['ReplayResponse']} ReplayAnswer */
/** @typedef {Schemas['CheckTableResponse']} CheckTableAnswer */
/** @typedef {Schemas['SabaccRanking']} RankAnswer */
/** @typedef {Schemas['ProfilesResponse']} ProfilesAnswer */
/**
 * A game's own JSON (a view, a move, an event): each game has its own schema, so the
 * table reads them by member name as docs/rules/<game>.md lists them.
 * @typedef {Record<string, any>} Json
 */

/** A refusal of the service: the problem document it answered. */
export class Refusal extends Error {
  /** @param {Problem} problem */
  constructor(problem) {
    super(problem.detail || problem.title || 'refused');
    /** @type {Problem} */
    this.problem = problem;
  }
}

/**
 * GET or (with a body) POST one path of the API.
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<any>}
 * @throws {Refusal}
 */
async function call(path, body) {
  const init = body === undefined ? {} : {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  };
  const response = await fetch(path, init);
  const answer = await response.json();
  if (!response.ok) throw new Refusal(answer);
  return answer;
}

/** @returns {Promise<Catalog>} */
export const catalog = () => call('/v1/games');

/**
 * A sealed deal.
 * @param {string} game @param {number} players @param {Json} options
 * @returns {Promise<DealAnswer>}
 */
export const deal = (game, players, options) =>
  call(`/v1/games/${game}/deal`, { players, options, sealed: true });

/**
 * The body naming a sealed game and, unless spectating, a seat.
 * @param {string} token @param {string | undefined} key
 */
export const sealed = (token, key) => (key ? { token, seat_key: key } : { token });

/** @param {string} game @param {Json} body @returns {Promise<LegalAnswer>} */
export const legalMoves = (game, body) => call(`/v1/games/${game}/legal-moves`, body);
/** @param {string} game @param {Json} body @returns {Promise<PlayAnswer>} */
export const play = (game, body) => call(`/v1/games/${game}/play`, body);
/** @param {string} game @param {Json} body @returns {Promise<ScoreAnswer>} */
export const score = (game, body) => call(`/v1/games/${game}/score`, body);
/** @param {string} game @param {Json} body @returns {Promise<ViewAnswer>} */
export const view = (game, body) => call(`/v1/games/${game}/view`, body);
/** @param {string} game @param {Json} body @returns {Promise<SuggestAnswer>} */
export const suggest = (game, body) => call(`/v1/games/${game}/suggest`, body);
/** @param {string} game @param {Json} record @returns {Promise<ReplayAnswer>} */
export const replay = (game, record) =>
  call(`/v1/games/${game}/replay`, { record, steps: true });
/** @param {string[][]} table @param {Json} [options] @returns {Promise<CheckTableAnswer>} */
export const checkTable = (table, options) =>
  call('/v1/games/rummikub/check-table', options ? { table, options } : { table });
/** @param {string} game @param {string[][]} hands @param {string} profile @returns {Promise<RankAnswer>} */
export const rank = (game, hands, profile) => call(`/v1/games/${game}/rank`, { hands, profile });
/** @param {string} game @returns {Promise<ProfilesAnswer>} */
export const profiles = (game) => call(`/v1/games/${game}/profiles`);
