// Must NOT type-check (tests/test_generated_clients.py runs tsc --strict on it and expects
// exactly the errors marked WRONG): a Corellian Spike move sent to Muggins, and a Muggins
// state sent as a Rummikub one.
import { arbiter, type Move, type State } from "../src/index.js";

const client = arbiter({ baseUrl: "http://127.0.0.1:8080" });

export async function wrongGame(state: State<"muggins">, gain: Move<"corellian-spike">) {
  await client.game("muggins").play({ state, move: gain }); // WRONG: not a Muggins move
  await client.game("rummikub").legalMoves({ state }); // WRONG: not a Rummikub state
  const place: Move<"muggins"> = { action: "place", tile: "3-5", end: 2 };
  await client.game("muggins").play({ state, move: place }); // right: Muggins' own
}
