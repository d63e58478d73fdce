"""Traditional 76-card Sabacc table play (seed 002) through the HTTP API: hand-made positions
for each step of The Setup and Gameplay, calling, the interference field option, the reveal
(Judging Hands) and every refusal. Expected values are worked out by hand from the seed."""

from __future__ import annotations

from service.games import chance
from service.games.sabacc.cards import TRADITIONAL_DECK
from service.games.sabacc.engine import MAX_ROUND
from tests.harness import wordless
from tests.sabacc.table_positions import ok, play, position, post, refused

G = "traditional-sabacc"


def moves(client, state):
    return wordless(ok(client, G, "legal-moves", {"state": state})["moves"])


def start(client, **fields):
    """Dealer 0 of 3; seat 1 to move with +3f +9s; seat 2 -2a +12c; seat 0 +7t +7c.
    Draw pile top: +5c then -8b; the discard pile holds +1f."""
    fields.setdefault("to_move", 1)
    return position(
        client,
        G,
        [["+7t", "+7c"], ["+3f", "+9s"], ["-2a", "+12c"]],
        draw_top=("+5c", "-8b"),
        discard=("+1f",),
        **fields,
    )


def test_deal_two_each_from_the_dealers_left_and_no_discard_is_turned_up(client):
    """Seed 002 steps 2-4: 'deal out two total cards, one at a time to each player'; the
    remainder is the draw pile; 'The Player to the left of the dealer goes first.'"""
    state = ok(client, G, "deal", {"players": 3, "seed": 5})["state"]
    pile = chance.shuffled(TRADITIONAL_DECK.codes, 5, 0)
    assert [p["hand"] for p in state["players"]] == [
        [pile[-3], pile[-6]],
        [pile[-1], pile[-4]],
        [pile[-2], pile[-5]],
    ]
    assert state["discard_pile"] == [] and state["draw_pile"] == pile[:-6]
    assert state["to_move"] == 1 and state["called_by"] is None
    assert state["players"][0] == {"hand": [pile[-3], pile[-6]], "folded": False, "frozen": []}
    assert state["options"] == {
        "dealer": 0,
        "profile": "seed-002",
        "interference": False,
        "sudden_demise": "hand",
        "deal_passes": "round",
    }


def test_seven_players_at_most(client):
    """Seed 002: 'Two or more people. But less than 8.'"""
    assert post(client, G, "deal", {"players": 8}).json["code"] == "invalid_request"
    assert ok(client, G, "deal", {"players": 7, "seed": 1})["state"]["to_move"] == 1


def test_the_actions_of_a_turn_in_the_first_rounds(client):
    """Seed 002 step 5: Gain, Swap, Stand, Fold; no call before the fourth round."""
    assert moves(client, start(client)) == [
        {"action": "gain"},
        {"action": "swap", "card": "+3f"},
        {"action": "swap", "card": "+9s"},
        {"action": "stand"},
        {"action": "fold"},
    ]


def test_gain_takes_the_top_card_of_the_draw_pile(client):
    after, events = play(client, G, start(client), {"action": "gain"})
    assert after["players"][1]["hand"] == ["+3f", "+9s", "+5c"]
    assert events == [{"event": "gain", "player": 1, "card": "+5c"}]


def test_swap_discards_face_up_then_takes_from_the_draw_pile_not_the_discard_pile(client):
    """Seed 002 step 5 Swap: 'place a card from your hand face up next to the Draw Pile
    (discard pile) and take the top card from the Draw Pile'; 'you can't draw from it'."""
    after, events = play(client, G, start(client), {"action": "swap", "card": "+3f"})
    assert after["players"][1]["hand"] == ["+9s", "+5c"]
    assert after["discard_pile"] == ["+1f", "+3f"]
    assert events == [{"event": "swap", "player": 1, "discarded": "+3f", "card": "+5c"}]


def test_fold_and_the_last_player_left_wins(client):
    """Seed 002 step 6 Fold: 'place your cards in the Discard Pile'."""
    state = start(client)
    after, events = play(client, G, state, {"action": "fold"})
    assert after["players"][1] == {"hand": [], "folded": True, "frozen": []}
    assert after["discard_pile"] == ["+1f", "+3f", "+9s"] and after["to_move"] == 2
    final, events = play(client, G, after, {"action": "fold"})
    assert final["terminal"] and events[-1]["winners"] == [0]
    assert ok(client, G, "score", {"state": final})["winners"] == [0]
    problem = refused(client, G, final, {"action": "fold"})
    assert "last player left" in problem["detail"]


def test_three_rounds_then_the_hand_may_be_called(client):
    """Seed 002 steps 9-11: 'Repeat the Player Action Phase 2 more times for a total of 3
    rounds'; 'After the 3rd round of play, the game can still continue. But any player ...
    can Call the hand.'"""
    state = start(client, round=3, phase="dice", to_move="chance")
    after, _ = play(client, G, state, {"action": "roll", "dice": [1, 2]})
    assert (after["round"], after["to_move"], after["terminal"]) == (4, 1, False)
    assert {"action": "call"} in moves(client, after)
    problem = refused(client, G, start(client, round=3), {"action": "call"})
    assert problem["source"] == "seed 002 The Setup and Gameplay, steps 9-12"
    assert "round 3" in problem["detail"]


def test_without_a_call_play_goes_on_after_the_fourth_round(client):
    """Seed 002 step 10 'The player to the left of the dealer will now be the dealer, so on
    and so forth each round': of 3 seats dealt by 0, round 5 is dealt by (0 + 4) mod 3 = 1,
    so seat 2 acts first."""
    state = start(client, round=4, phase="dice", to_move="chance")
    after, _ = play(client, G, state, {"action": "roll", "dice": [1, 2]})
    assert (after["round"], after["phase"], after["to_move"]) == (5, "turn", 2)


def test_after_a_call_the_others_stand_or_fold_then_a_last_roll_and_the_reveal(client):
    """Seed 002 steps 11-13: once called, 'player actions cease and only standing ...
    folding ... can take place'; 'After the last player has made their decision, the dice
    are rolled one last time'; then the hands are shown. Seat 2 calls in round 4: seats 0
    and 1 (from the caller's left) decide; seat 2 does not act again."""
    state = start(client, round=4, to_move=2)
    after, events = play(client, G, state, {"action": "call"})
    assert events == [{"event": "call", "player": 2}]
    assert (after["called_by"], after["to_move"]) == (2, 0)
    assert moves(client, after) == [{"action": "stand"}, {"action": "fold"}]
    problem = refused(client, G, after, {"action": "gain"})
    assert problem["rule"].startswith("Once the hand is called")
    after, _ = play(client, G, after, {"action": "stand"})
    assert after["to_move"] == 1
    after, _ = play(client, G, after, {"action": "stand"})
    assert (after["phase"], after["to_move"]) == ("dice", "chance")
    final, events = play(client, G, after, {"action": "roll", "dice": [2, 5]})
    # +7 +7 = 14, +3 +9 = 12, -2 +12 = 10: closest to 23 wins
    assert events[1]["event"] == "reveal" and events[1]["players"] == [1, 2, 0]
    assert final["terminal"] and events[-1]["winners"] == [0]


def test_the_idiots_array_beats_a_pure_sabacc_at_the_reveal(client):
    """Seed 002 Judging Hands: 'Idiot's Array ... (2,3,0). This is the best hand in the game,
    and beats a Pure Sabacc.' [+15, +8] is a Pure Sabacc (23)."""
    state = position(
        client,
        G,
        [["+15f", "+8f"], ["0a", "+2f", "+3f"]],
        round=4,
        called_by=0,
        phase="dice",
        to_move="chance",
    )
    final, events = play(client, G, state, {"action": "roll", "dice": [3, 4]})
    assert events[1]["winners"] == [1]
    score = ok(client, G, "score", {"state": final})
    assert score["winners"] == [1]
    assert [(r["player"], r["status"], r["score"]) for r in score["standings"]] == [
        (0, "lost", 23),
        (1, "won", 5),
    ]


def test_a_bomb_out_loses_to_a_hand_that_did_not(client):
    """Seed 002 Bombing Out: 'your hand totals above 23 /-23 or exactly zero'; issue 2's
    example [10, 5] beats [15, 15]."""
    state = position(
        client,
        G,
        [["+15f", "+15s"], ["+10f", "+5f"]],
        round=4,
        called_by=1,
        phase="dice",
        to_move="chance",
    )
    final, _ = play(client, G, state, {"action": "roll", "dice": [3, 4]})
    rows = ok(client, G, "score", {"state": final})["standings"]
    assert rows[0]["name"] == "bomb out" and rows[1]["status"] == "won"


def test_an_exact_tie_goes_to_sudden_demise_or_is_shared_by_option(client):
    """Seed 002 'What happens in the event of a tie?': the seed's own rule (most cards) leaves
    +10 +5 and +10 +5 tied; 'a Sudden Demise round' decides, or with option 'share' both
    win."""
    hands = [["+10f", "+5f"], ["+10s", "+5s"]]
    kw = {"round": 4, "called_by": 1, "phase": "dice", "to_move": "chance"}
    state = position(client, G, hands, draw_top=("+8c", "+3c"), **kw)
    after, _ = play(client, G, state, {"action": "roll", "dice": [3, 4]})
    assert after["phase"] == "sudden_demise"
    final, events = play(client, G, after, {"action": "chance"})
    # round 4 of 2 seats is dealt by seat (0 + 3) mod 2 = 1 (seed 002 step 10): seat 0 (the
    # dealer's left) takes +8c: 23, a Pure Sabacc; seat 1 takes +3c: 18
    assert events[0]["draws"] == [{"player": 0, "card": "+8c"}, {"player": 1, "card": "+3c"}]
    assert final["terminal"] and ok(client, G, "score", {"state": final})["winners"] == [0]
    shared = position(client, G, hands, options={"sudden_demise": "share"}, **kw)
    final, events = play(client, G, shared, {"action": "roll", "dice": [3, 4]})
    assert final["terminal"] and events[-1]["winners"] == [0, 1]
    assert events[-1]["by"] == "shared: the tie stands"
    rows = ok(client, G, "score", {"state": final})["standings"]
    assert [r["status"] for r in rows] == ["shared", "shared"]


# -- the interference field ----------------------------------------------------------------


def test_freeze_needs_the_interference_option(client):
    """Seed 002 'Interference Field': an optional action."""
    problem = refused(client, G, start(client), {"action": "freeze", "card": "+3f"})
    assert problem["source"] == (
        "seed 002 Other Questions and Considerations (the Interference Field)"
    )


def test_a_frozen_card_cannot_be_swapped_and_stays_through_a_double(client):
    """Seed 002: 'you can Gain, Swap, Stand, Fold, and additionally Freeze a card (but still
    only get to pick one)'; issue 3: 'a frozen card stays through a dice shift'."""
    state = start(client, options={"interference": True})
    assert moves(client, state) == [
        {"action": "gain"},
        {"action": "swap", "card": "+3f"},
        {"action": "swap", "card": "+9s"},
        {"action": "freeze", "card": "+3f"},
        {"action": "freeze", "card": "+9s"},
        {"action": "stand"},
        {"action": "fold"},
    ]
    after, events = play(client, G, state, {"action": "freeze", "card": "+9s"})
    assert events == [{"event": "freeze", "player": 1, "card": "+9s"}]
    assert after["players"][1]["frozen"] == ["+9s"] and after["to_move"] == 2
    view = ok(client, G, "view", {"state": after, "viewer": 0})["state"]
    assert view["players"][1] == {"hand_count": 2, "folded": False, "frozen": ["+9s"]}
    again = {**after, "to_move": 1}
    assert "frozen" in refused(client, G, again, {"action": "swap", "card": "+9s"})["detail"]
    assert {"action": "swap", "card": "+9s"} not in moves(client, again)
    rolled = {**after, "phase": "dice", "to_move": "chance"}
    final, events = play(client, G, rolled, {"action": "roll", "dice": [5, 5]})
    # hands go in from the dealer's left: seat 1 gives only +3f; seat 2 two; seat 0 two.
    # dealt one at a time from the top: +5c to 1, -8b to 2, then the deck order below
    assert final["players"][1]["hand"][:2] == ["+9s", "+5c"]
    assert final["players"][1]["frozen"] == ["+9s"] and len(final["players"][1]["hand"]) == 2
    assert final["players"][2]["hand"][0] == "-8b"
    assert final["discard_pile"] == ["+1f", "+3f", "-2a", "+12c", "+7t", "+7c"]


def test_frozen_cards_need_the_option_and_must_be_in_the_hand(client):
    state = start(client)
    state["players"][1]["frozen"] = ["+3f"]
    assert post(client, G, "score", {"state": state}).json["code"] == "invalid_state"
    state = start(client, options={"interference": True})
    state["players"][1]["frozen"] = ["+12c"]
    assert post(client, G, "score", {"state": state}).json["field"] == "state.players[1].frozen"


# -- piles -------------------------------------------------------------------------------------


def test_an_empty_draw_pile_is_refilled_from_the_whole_discard_pile(client):
    """Reading (docs/rules/traditional-sabacc.md): the discard pile 'cannot be drawn from',
    so when the draw pile runs out all of it is shuffled into a new draw pile."""
    state = start(client)
    state["discard_pile"] = state["draw_pile"] + state["discard_pile"]
    state["draw_pile"] = []
    after, events = play(client, G, state, {"action": "gain"})
    order = chance.shuffled(state["discard_pile"], state["seed"], state["chance_step"])
    assert after["discard_pile"] == [] and after["draw_pile"] == order[:-1]
    assert after["players"][1]["hand"][-1] == order[-1]
    assert events[0]["cards"] == len(order)


def crowded(client):
    """Every card in the hands: 20, 16, 20, 20 (seat 1 to move); both piles empty."""
    codes = TRADITIONAL_DECK.codes
    return position(client, G, [codes[:20], codes[60:], codes[20:40], codes[40:60]], to_move=1)


def test_gain_with_no_card_anywhere_to_draw_is_refused(client):
    problem = refused(client, G, crowded(client), {"action": "gain"})
    assert "draw pile is empty" in problem["detail"]
    # a swap can still draw back the card it discards
    card = crowded(client)["players"][1]["hand"][0]
    after, _ = play(client, G, crowded(client), {"action": "swap", "card": card})
    assert after["players"][1]["hand"][-1] == card and after["discard_pile"] == []


def test_a_hand_holds_at_most_twenty_cards(client):
    """Seed 002 'How many cards can I have? At least 2, and then there isn't a limit
    really': the service ranks hands of up to 20 cards, so a 20-card hand cannot gain."""
    state = start(client)
    extra = state["draw_pile"][:18]
    state["draw_pile"] = state["draw_pile"][18:]
    state["players"][1]["hand"] += extra
    problem = refused(client, G, state, {"action": "gain"})
    assert "holds 20 cards" in problem["detail"]
    assert {"action": "gain"} not in moves(client, state)


# -- invalid states ------------------------------------------------------------------------------


def test_a_call_that_cannot_have_happened_is_refused(client):
    for fields in (
        {"called_by": 1, "round": 3},
        {"called_by": 5, "round": 4},
        {"called_by": 2, "round": 4, "to_move": 2},
    ):
        response = post(client, G, "legal-moves", {"state": start(client, **fields)})
        assert response.json["code"] == "invalid_state", (fields, response.json)


def test_a_round_past_the_ceiling_a_hand_past_twenty_and_too_many_draws_are_refused(client):
    """Seed 002 sets no last round and no hand limit ("there isn't a limit really"); a state
    carries at most round MAX_ROUND, hands of at most 20 cards (what the ranking takes) and
    at most one sudden demise draw per card of the deck (the contract's
    TraditionalSabaccState)."""
    response = post(client, G, "legal-moves", {"state": start(client, round=MAX_ROUND + 1)})
    assert response.json["code"] == "invalid_state" and response.json["field"] == "state.round"
    assert response.json["detail"] == (
        f"state.round must be between 1 and {MAX_ROUND}; got {MAX_ROUND + 1}."
    )
    state = start(client)
    state["players"][1]["hand"] += state["draw_pile"][:19]
    state["draw_pile"] = state["draw_pile"][19:]
    response = post(client, G, "legal-moves", {"state": state})
    assert (response.json["code"], response.json["field"]) == (
        "invalid_state",
        "state.players[1].hand",
    )
    assert response.json["detail"] == "state.players[1].hand has 21 items; at most 20 are possible."
    state = start(client)
    state["sudden_demise"] = [[{"player": 1, "card": "+3f"}, {"player": 2, "card": "-2a"}]] * 77
    response = post(client, G, "legal-moves", {"state": state})
    assert response.json["code"] == "invalid_state"
    assert response.json["field"] == "state.sudden_demise"
    assert response.json["detail"] == "state.sudden_demise has 77 items; at most 76 are possible."


def test_a_corellian_spike_state_is_refused(client):
    other = ok(client, "corellian-spike", "deal", {"players": 3, "seed": 1})["state"]
    response = post(client, G, "play", {"state": other, "move": {"action": "gain"}})
    assert response.json["code"] == "invalid_state"
    assert response.json["field"] == "state.game"
