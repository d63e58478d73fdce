// Plays a whole game of each family (Corellian Spike, Basic Sabbacinos, Rummikub) against a
// running Arbiter through openapi-fetch, typed by the types openapi-typescript generated from
// openapi.yaml (build/schema.d.ts). Each state an answer gives is sent on as it is: tsc --strict
// checks that no conversion is needed. Usage: node build/js/play.js http://127.0.0.1:PORT
import createClient from "openapi-fetch";
import type { components, paths } from "./build/schema.js";

type Move = components["schemas"]["PlayRequest"]["move"];
/** A game's id: the `game` member of a state, a union of the contract's game-id literals. */
type GameId = NonNullable<components["schemas"]["StateRequest"]["state"]>["game"];

const baseUrl = process.argv[2];
if (!baseUrl) throw new Error("usage: play.js BASE_URL");
const client = createClient<paths>({ baseUrl });

/** A small seeded generator (no Math.random: the game must be the same every run). */
function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/** The state of an open game's answer (`state` is absent only from a sealed game's answers). */
function stateOf<State>(state: State | undefined, call: string): State {
  if (state === undefined) throw new Error(`${call}: no state in the answer`);
  return state;
}

async function playGame(game: GameId, players: number, seed: number,
                        prefer?: string): Promise<{ steps: number; winners: number[] }> {
  const path = { game };
  const dealt = await client.POST("/v1/games/{game}/deal", {
    params: { path }, body: { players, seed } });
  if (!dealt.data) throw new Error(`deal: ${JSON.stringify(dealt.error)}`);
  let state = stateOf(dealt.data.state, "deal");
  const pick = chooser(seed);
  let steps = 0;
  for (; steps < 5000; steps++) {
    const legal = await client.POST("/v1/games/{game}/legal-moves", {
      params: { path }, body: { state } });
    if (!legal.data) throw new Error(`legal-moves: ${JSON.stringify(legal.error)}`);
    if (legal.data.to_move === null) break;
    const moves: Move[] = legal.data.moves;
    const preferred = moves.find((m) => prefer !== undefined && m.action === prefer);
    const move = preferred ?? moves[pick(moves.length)];
    if (move === undefined) throw new Error("no legal move in a live game");
    const played = await client.POST("/v1/games/{game}/play", {
      params: { path }, body: { state, move } });
    if (!played.data) throw new Error(`play: ${JSON.stringify(played.error)}`);
    state = stateOf(played.data.state, "play");
  }
  const score = await client.POST("/v1/games/{game}/score", { params: { path }, body: { state } });
  if (!score.data) throw new Error(`score: ${JSON.stringify(score.error)}`);
  if (!score.data.terminal || !state.terminal || state.game !== game) {
    throw new Error(`${game} did not end`);
  }
  return { steps, winners: score.data.winners };
}

const results: Partial<Record<GameId, { steps: number; winners: number[] }>> = {
  "corellian-spike": await playGame("corellian-spike", 3, 5),
  sabaccinos: await playGame("sabaccinos", 2, 7),
  rummikub: await playGame("rummikub", 2, 1, "lay"),
};
console.log(JSON.stringify(results));
