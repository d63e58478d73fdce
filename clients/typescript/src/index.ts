// A thin typed wrapper over fetch for Arbiter (README.md). The types come from
// src/schema.d.ts, which openapi-typescript generates from openapi.yaml (never edited by hand);
// each game's own operations (`/v1/games/muggins/play`, ...) type its requests and answers, so
// `arbiter.game("muggins").play(...)` takes Muggins' states and moves only.
import type { components, paths } from "./schema.js";

export type { components, paths };
export type Schemas = components["schemas"];
/** A game's id: the contract's one game enum (`GameId`). */
export type GameId = Schemas["GameId"];
/** An RFC 9457 problem document: every refusal, with its stable `code`. */
export type Problem = Schemas["Problem"];
/** The operations every game has its own of. */
export type Endpoint = "deal" | "legal-moves" | "play" | "score" | "view" | "replay";

type Operation<G extends GameId, E extends Endpoint> =
  `/v1/games/${G}/${E}` extends keyof paths ? paths[`/v1/games/${G}/${E}`]["post"] : never;

/** The body of game `G`'s `E` request (`Request<"muggins", "play">` is `MugginsPlayRequest`). */
export type Request<G extends GameId, E extends Endpoint> =
  Operation<G, E> extends { requestBody: { content: { "application/json": infer B } } } ? B
    : never;
/** Game `G`'s `E` answer (`Answer<"muggins", "play">` is `MugginsPlayResponse`). */
export type Answer<G extends GameId, E extends Endpoint> =
  Operation<G, E> extends { responses: { 200: { content: { "application/json": infer A } } } }
    ? A : never;
/** A whole state of game `G` (`MugginsState`). */
export type State<G extends GameId> =
  Answer<G, "deal"> extends { state?: infer S } ? NonNullable<S> : never;
/** A move of game `G`: its moves, told apart by `action` (`MugginsMove`). */
export type Move<G extends GameId> = Request<G, "play"> extends { move: infer M } ? M : never;
/** An event of game `G`, told apart by `event` (`MugginsEvent`). */
export type Event<G extends GameId> =
  Answer<G, "play"> extends { events: (infer E)[] } ? E : never;
/** A view of game `G`, as one seat or a spectator sees it (`MugginsView`). */
export type View<G extends GameId> =
  Answer<G, "play"> extends { view?: infer V } ? NonNullable<V> : never;
/** A game record of game `G` (docs/records.md; `MugginsRecord`). */
export type GameRecord<G extends GameId> =
  Request<G, "replay"> extends { record: infer R } ? R : never;

/** A refusal: the HTTP status and the problem document the service answered. */
export class ArbiterError extends Error {
  constructor(readonly status: number, readonly problem: Problem) {
    super(`${problem.code}: ${problem.detail}`);
    this.name = "ArbiterError";
  }
}

export interface Options {
  /** The service's base URL, such as `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

/** One game's operations, typed by that game's own schemas. */
export class Game<G extends GameId> {
  constructor(readonly id: G, private readonly options: Options) {}

  /** A fresh deal (`sealed: true` for a token and seat keys). */
  deal(body: Request<G, "deal">): Promise<Answer<G, "deal">> { return this.post("deal", body); }
  /** Who is to move and every move they may make. */
  legalMoves(body: Request<G, "legal-moves">): Promise<Answer<G, "legal-moves">> {
    return this.post("legal-moves", body);
  }
  /** Play a move: the next state (or token) and its events. */
  play(body: Request<G, "play">): Promise<Answer<G, "play">> { return this.post("play", body); }
  /** Standings, winners once over, how each was reached. */
  score(body: Request<G, "score">): Promise<Answer<G, "score">> { return this.post("score", body); }
  /** The state as one seat or a spectator may see it. */
  view(body: Request<G, "view">): Promise<Answer<G, "view">> { return this.post("view", body); }
  /** A whole record through the rules, and whether its signature holds. */
  replay(body: Request<G, "replay">): Promise<Answer<G, "replay">> {
    return this.post("replay", body);
  }

  private async post<E extends Endpoint>(endpoint: E, body: Request<G, E>): Promise<Answer<G, E>> {
    const send = this.options.fetch ?? fetch;
    const base = this.options.baseUrl.replace(/\/+$/, "");
    const response = await send(`${base}/v1/games/${this.id}/${endpoint}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...this.options.headers },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    if (!response.ok) throw new ArbiterError(response.status, answer as Problem);
    return answer as Answer<G, E>;
  }
}

/** The client: `arbiter(options).game("muggins")` is Muggins' operations. */
export function arbiter(options: Options): { game<G extends GameId>(id: G): Game<G> } {
  return { game: <G extends GameId>(id: G) => new Game(id, options) };
}
