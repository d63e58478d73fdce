// Plays the first moves of a Muggins game through the wrapper against a running Arbiter, then
// sends a move naming no tile and expects an ArbiterError with the problem's code
// (tests/test_generated_clients.py). Usage: node build/smoke/test/smoke.js BASE_URL
import { arbiter, ArbiterError, type State } from "../src/index.js";

const baseUrl = process.argv[2];
if (!baseUrl) throw new Error("usage: smoke.js BASE_URL");
const muggins = arbiter({ baseUrl }).game("muggins");
const dealt = await muggins.deal({ players: 2, seed: 7 });
let state: State<"muggins"> | undefined = dealt.state;
if (state === undefined) throw new Error("an open deal answers its state");
const played: string[] = [];
for (let step = 0; step < 12; step++) {
  const listed = await muggins.legalMoves({ state });
  const move = listed.moves[0];
  if (move === undefined) break;
  const answer = await muggins.play({ state, move });
  if (answer.state === undefined) throw new Error("an open play answers its state");
  state = answer.state;
  played.push(move.action);
}
let refused: { status: number; code: string } | undefined;
try {
  await muggins.play({ state, move: { action: "place", tile: "9-9" } });
} catch (error) {
  if (!(error instanceof ArbiterError)) throw error;
  refused = { status: error.status, code: error.problem.code };
}
console.log(JSON.stringify({ game: state.game, played, refused }));
