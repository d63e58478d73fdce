"""Corellian Spike table play (seed 001) through the HTTP API: hand-made positions for each
rule of §2 Setup, §3 A round and The dice, §4 The reveal and §5's sudden demise, and every
refusal. Expected values are worked out by hand from the seed lines cited."""

from __future__ import annotations

import copy

from service.games import chance
from service.games.sabacc.cards import CORELLIAN_SPIKE_DECK
from tests.harness import wordless_answer
from tests.sabacc.table_positions import ok, play, position, post, refused

G = "corellian-spike"


def deal(client, players=4, seed=11, **options):
    return ok(client, G, "deal", {"players": players, "seed": seed, "options": options})["state"]


def moves(client, state):
    return wordless_answer(ok(client, G, "legal-moves", {"state": state}))


# -- §2 Setup --------------------------------------------------------------------------------


def test_deal_two_each_one_at_a_time_from_the_dealers_left_and_turn_up_a_discard(client):
    """Seed 001 §2: 'deals two cards face down to each player, starting on their left'; 'The
    rest of the deck goes face down ... the Draw Pile'; 'turns the top card face up ... the
    Discard Pile'. With 4 players and dealer 0 the order is seats 1, 2, 3, 0, 1, 2, 3, 0."""
    state = deal(client, 4, 11)
    pile = chance.shuffled(CORELLIAN_SPIKE_DECK.codes, 11, 0)
    assert [p["hand"] for p in state["players"]] == [
        [pile[-4], pile[-8]],
        [pile[-1], pile[-5]],
        [pile[-2], pile[-6]],
        [pile[-3], pile[-7]],
    ]
    assert state["discard_pile"] == [pile[-9]]
    assert state["draw_pile"] == pile[:-9] and len(state["draw_pile"]) == 62 - 9
    assert (state["to_move"], state["round"], state["phase"], state["chance_step"]) == (
        1,
        1,
        "turn",
        1,
    )
    assert state["options"] == {
        "dealer": 0,
        "profile": "seed-001",
        "sudden_demise": "hand",
        "deal_passes": "round",
    }


def test_the_dealer_option_moves_the_first_card_and_the_first_turn(client):
    """Seed 001 §2 'The deal passes to the left each round': dealer 3 of 4 deals first to,
    and is followed in play by, seat 0."""
    state = deal(client, 4, 11, dealer=3)
    pile = chance.shuffled(CORELLIAN_SPIKE_DECK.codes, 11, 0)
    assert state["players"][0]["hand"] == [pile[-1], pile[-5]]
    assert state["dealer"] == 3 and state["to_move"] == 0


def test_a_dealer_outside_the_table_is_refused(client):
    response = post(client, G, "deal", {"players": 3, "options": {"dealer": 3}})
    assert response.status_code == 422 and response.json["code"] == "invalid_option"
    response = post(client, G, "deal", {"players": 9})
    assert response.status_code == 422 and response.json["code"] == "invalid_request"


def test_the_same_seed_deals_the_same_game_and_the_answer_names_its_seed(client):
    assert deal(client, 3, 99) == deal(client, 3, 99)
    fresh = ok(client, G, "deal", {"players": 2})["state"]
    assert isinstance(fresh["seed"], int)


# -- §3 A round: the four actions -------------------------------------------------------------


def start(client, **fields):
    """Dealer 0 of 3; seat 1 to move with +3c -2c; seat 2 +5t +5s; seat 0 -7c +1t.
    Draw pile top: +9s then -4t; discard pile top: +6c."""
    fields.setdefault("to_move", 1)
    return position(
        client,
        G,
        [["-7c", "+1t"], ["+3c", "-2c"], ["+5t", "+5s"]],
        draw_top=("+9s", "-4t"),
        discard=("+6c",),
        **fields,
    )


def test_legal_moves_list_every_action_of_a_turn(client):
    """Seed 001 §3: Gain (keep, or discard first), Swap, Stand, Junk; one move per card."""
    answer = moves(client, start(client))
    assert answer["to_move"] == 1 and answer["complete"] is True
    assert answer["moves"] == [
        {"action": "gain"},
        {"action": "gain", "discard": "+3c"},
        {"action": "gain", "discard": "-2c"},
        {"action": "swap", "card": "+3c"},
        {"action": "swap", "card": "-2c"},
        {"action": "stand"},
        {"action": "junk"},
    ]


def test_gain_takes_the_top_of_the_draw_pile_and_keeps_it(client):
    """Seed 001 §3 Gain: 'Take the top card of the Draw Pile. Keep it'."""
    state = start(client)
    after, events = play(client, G, state, {"action": "gain"})
    assert after["players"][1]["hand"] == ["+3c", "-2c", "+9s"]
    assert after["draw_pile"] == state["draw_pile"][:-1]
    assert after["discard_pile"] == ["+6c"] and after["to_move"] == 2
    assert events == [{"event": "gain", "player": 1, "card": "+9s"}]


def test_gain_with_a_discard_discards_first_then_draws(client):
    """Seed 001 §3 Gain: 'If you choose to discard, you must discard before you draw'."""
    after, events = play(client, G, start(client), {"action": "gain", "discard": "+3c"})
    assert after["players"][1]["hand"] == ["-2c", "+9s"]
    assert after["discard_pile"] == ["+6c", "+3c"]
    assert events == [{"event": "gain", "player": 1, "discarded": "+3c", "card": "+9s"}]


def test_swap_takes_the_top_discard_and_puts_a_card_face_up_in_its_place(client):
    """Seed 001 §3 Swap: 'Take the top card of the Discard Pile and put a card from your hand
    face up in its place'."""
    state = start(client)
    after, events = play(client, G, state, {"action": "swap", "card": "-2c", "player": 1})
    assert after["players"][1]["hand"] == ["+3c", "+6c"]
    assert after["discard_pile"] == ["-2c"] and after["draw_pile"] == state["draw_pile"]
    assert events == [{"event": "swap", "player": 1, "took": "+6c", "discarded": "-2c"}]


def test_card_codes_may_be_written_loosely_in_a_move(client):
    """Codes are case-insensitive and the + may be left out (cards.py notation). The
    contract lists the canonical codes only, so this goes around the harness's check."""
    answer = client.post(
        f"/v1/games/{G}/play",
        json={"state": start(client), "move": {"action": "swap", "card": "3C"}},
    )
    assert answer.status_code == 200, answer.json
    assert answer.json["state"]["discard_pile"] == ["+3c"]


def test_stand_does_nothing_but_pass_the_turn(client):
    state = start(client)
    after, events = play(client, G, state, {"action": "stand"})
    assert events == [{"event": "stand", "player": 1}]
    assert after["players"] == state["players"] and after["to_move"] == 2


def test_junk_puts_the_whole_hand_on_the_discard_pile_and_the_player_is_skipped(client):
    """Seed 001 §3 Junk: 'Put your whole hand face up on the Discard Pile and leave the
    game'. In round 2 the turn goes from the dealer's left past the junked seat."""
    after, events = play(client, G, start(client), {"action": "junk"})
    assert after["players"][1] == {"hand": [], "junked": True}
    assert after["discard_pile"] == ["+6c", "+3c", "-2c"]
    assert events == [{"event": "junk", "player": 1, "cards": ["+3c", "-2c"]}]
    after, _ = play(client, G, after, {"action": "stand"})  # seat 2
    after, _ = play(client, G, after, {"action": "stand"})  # seat 0, the dealer
    after, _ = play(client, G, after, {"action": "roll", "dice": [1, 2]})
    assert (after["round"], after["to_move"]) == (2, 2)


def test_when_everyone_else_junks_the_last_player_wins_at_once(client):
    """Seed 001 §3: 'If everyone else junks, the last player left wins at once.'"""
    state = position(client, G, [["-7c", "+1t"], ["+3c", "-2c"], None], to_move=1)
    after, events = play(client, G, state, {"action": "junk"})
    assert after["terminal"] is True and after["to_move"] is None and after["phase"] == "over"
    assert events[-1] == {
        "event": "game_over",
        "winners": [0],
        "by": "last player left",
        "next_dealer": 1,
    }
    score = ok(client, G, "score", {"state": after})
    assert score["terminal"] is True and score["winners"] == [0]
    assert score["standings"][0]["status"] == "won"
    assert "last player left" in score["standings"][0]["how"]
    assert [s["status"] for s in score["standings"][1:]] == ["junked", "junked"]
    assert ok(client, G, "legal-moves", {"state": after}) == {
        "to_move": None,
        "moves": [],
        "complete": True,
    }


def test_the_round_ends_after_the_dealer_and_the_dealer_rolls(client):
    """Seed 001 §3: 'starting with the player to the dealer's left'; 'When everyone has had
    their turn, the dealer rolls the two Sabacc Dice.' 36 outcomes plus a seeded roll."""
    state = start(client, to_move=0)
    after, _ = play(client, G, state, {"action": "stand"})
    assert (after["phase"], after["to_move"]) == ("dice", "chance")
    answer = moves(client, after)
    assert answer["to_move"] == "chance" and len(answer["moves"]) == 37
    assert answer["moves"][0] == {"action": "chance"}
    assert {tuple(m["dice"]) for m in answer["moves"][1:]} == {
        (a, b) for a in range(1, 7) for b in range(1, 7)
    }


def test_different_numbers_keep_every_hand_and_start_the_next_round(client):
    """Seed 001 §3 The dice: 'Different numbers: everyone keeps their cards.' Seed 001 §2 'The
    deal passes to the left each round' (option deal_passes "round", default): seat 1 deals
    round 2, so seat 2 (the dealer's left) acts first; with "game" seat 0 still deals and
    seat 1 acts first. The state's dealer stays the game's first dealer, 0."""
    state = start(client, phase="dice", to_move="chance")
    after, events = play(client, G, state, {"action": "roll", "dice": [3, 5]})
    assert events == [
        {"event": "dice", "dice": [3, 5], "double": False, "seeded": False, "round": 1}
    ]
    assert after["players"] == state["players"]
    assert (after["round"], after["phase"], after["to_move"], after["dealer"]) == (2, "turn", 2, 0)
    assert after["chance_step"] == state["chance_step"]
    per_game = {**state, "options": {**state["options"], "deal_passes": "game"}}
    after, _ = play(client, G, per_game, {"action": "roll", "dice": [3, 5]})
    assert (after["round"], after["to_move"]) == (2, 1)


def test_a_seeded_roll_uses_the_state_seed_and_counts_a_chance_step(client):
    state = start(client, phase="dice", to_move="chance")
    after, events = play(client, G, state, {"action": "chance"})
    assert events[0]["dice"] == chance.roll(state["seed"], state["chance_step"], 2)
    assert events[0]["seeded"] is True
    assert after["chance_step"] == state["chance_step"] + 1


def test_a_double_replaces_every_hand_card_for_card(client):
    """Seed 001 §3 The dice: 'A double: everyone's cards go to the Discard Pile, and the
    dealer deals each player the same number of cards they discarded.' Hands go to the pile
    from the dealer's left (seats 1, 2, 0); the deal is one card at a time from the dealer's
    left, seat 1 being owed three: 1, 2, 0, 1, 2, 0, 1."""
    state = position(
        client,
        G,
        [["-7c", "+1t"], ["+3c", "-2c", "+8t"], ["+5t", "+5s"]],
        draw_top=("+9s", "-4t", "+2c", "-1s", "+7c", "-6t", "+10s"),
        discard=("+6c",),
        phase="dice",
        to_move="chance",
    )
    after, events = play(client, G, state, {"action": "roll", "dice": [4, 4]})
    assert after["players"][1]["hand"] == ["+9s", "-1s", "+10s"]
    assert after["players"][2]["hand"] == ["-4t", "+7c"]
    assert after["players"][0]["hand"] == ["+2c", "-6t"]
    assert after["discard_pile"] == ["+6c", "+3c", "-2c", "+8t", "+5t", "+5s", "-7c", "+1t"]
    assert events[1]["event"] == "shift" and events[1]["players"][0] == {
        "player": 1,
        "discarded": ["+3c", "-2c", "+8t"],
        "dealt": ["+9s", "-1s", "+10s"],
    }
    assert after["round"] == 2


# -- reshuffle and empty piles ----------------------------------------------------------------


def test_an_empty_draw_pile_is_refilled_from_the_discard_pile_but_its_top_card(client):
    """Reading (docs/rules/corellian-spike.md): 'the discard pile but its top card is
    reshuffled into it', from the seed, at the next chance step."""
    state = position(
        client,
        G,
        [["-7c", "+1t"], ["+3c", "-2c"], ["+5t", "+5s"]],
        discard=("+6c",),
        rest="discard",
        to_move=1,
    )
    under = state["discard_pile"][:-1]
    after, events = play(client, G, state, {"action": "gain"})
    order = chance.shuffled(under, state["seed"], state["chance_step"])
    assert after["discard_pile"] == ["+6c"]
    assert after["players"][1]["hand"] == ["+3c", "-2c", order[-1]]
    assert after["draw_pile"] == order[:-1]
    assert after["chance_step"] == state["chance_step"] + 1
    assert events[0]["event"] == "reshuffle" and events[0]["cards"] == len(under)


def crowded(client, discard: tuple):
    """Four players holding every card but ``discard``: 20, the rest, 20 and 19 (the dealer's
    left, seat 1, is to move); the draw pile is empty."""
    codes = [c for c in CORELLIAN_SPIKE_DECK.codes if c not in discard]
    hands = [codes[:20], codes[59:], codes[20:40], codes[40:59]]
    return position(client, G, hands, discard=discard, to_move=1)


def test_gain_with_an_empty_draw_pile_and_nothing_to_reshuffle_is_refused(client):
    """Seed 001 §3 Gain needs a card to take; only the discard pile's top card is left."""
    state = crowded(client, ("+6c",))
    problem = refused(client, G, state, {"action": "gain"})
    assert "draw pile is empty" in problem["detail"]
    assert problem["source"] == "seed 001 §3 A round"
    listed = moves(client, state)["moves"]
    assert {"action": "gain"} not in listed
    # discarding first puts a second card on the pile, which can then be reshuffled
    card = state["players"][1]["hand"][0]
    assert {"action": "gain", "discard": card} in listed
    after, _ = play(client, G, state, {"action": "gain", "discard": card})
    assert after["players"][1]["hand"][-1] == "+6c" and after["discard_pile"] == [card]


def test_giving_up_a_card_with_nothing_to_draw_is_refused(client):
    """Seed 001 §3: 'You can never give up a card without receiving one, and you should
    always hold at least two cards': with both piles empty, discard-then-draw is refused."""
    state = crowded(client, ())
    card = state["players"][1]["hand"][0]
    problem = refused(client, G, state, {"action": "gain", "discard": card})
    assert problem["rule"].startswith("You can never give up a card without receiving one")
    assert [m["action"] for m in moves(client, state)["moves"]] == ["stand", "junk"]


def test_a_double_with_every_card_in_the_hands_deals_the_top_discard_too(client):
    """Seed 001 §3 The dice: each player gets back as many cards as they gave up, even when
    every card was in the hands (the reshuffle then takes the whole discard pile)."""
    state = crowded(client, ())
    state.update(phase="dice", to_move="chance")
    after, events = play(client, G, state, {"action": "roll", "dice": [6, 6]})
    assert [len(p["hand"]) for p in after["players"]] == [20, 3, 20, 19]
    assert after["discard_pile"] == [] and after["draw_pile"] == []
    assert [e["event"] for e in events] == ["dice", "reshuffle", "reshuffle", "shift"]


def test_swap_from_an_empty_discard_pile_is_refused(client):
    """Seed 001 §3 Swap takes the top card of the discard pile; there is none."""
    state = start(client)
    state["draw_pile"] += state["discard_pile"]
    state["discard_pile"] = []
    problem = refused(client, G, state, {"action": "swap", "card": "+3c"})
    assert "discard pile is empty" in problem["detail"]
    assert not any(m["action"] == "swap" for m in moves(client, state)["moves"])


# -- refusals --------------------------------------------------------------------------------


def test_swapping_a_card_not_held_is_refused(client):
    problem = refused(client, G, start(client), {"action": "swap", "card": "+5t"})
    assert "does not hold +5 of triangles (+5t)" in problem["detail"]
    assert (
        refused(client, G, start(client), {"action": "swap", "card": "+11c"}, "invalid_move")[
            "field"
        ]
        == "move.card"
    )
    assert refused(client, G, start(client), {"action": "swap", "card": 3}, "invalid_move")


def test_acting_out_of_turn_is_refused(client):
    """Seed 001 §3: 'every player takes one turn, starting with the player to the dealer's
    left': seat 1 is to move, so seat 2 may not."""
    problem = refused(client, G, start(client), {"action": "stand", "player": 2})
    assert problem["detail"] == "It is seat 2's turn, not seat 3's."
    assert problem["source"] == "seed 001 §3 A round"
    dice = start(client, phase="dice", to_move="chance")
    assert "dealer rolls the dice" in refused(client, G, dice, {"action": "gain"})["detail"]
    assert "No chance step" in refused(client, G, start(client), {"action": "chance"})["detail"]


def test_junk_with_one_player_left_and_any_move_after_the_end_are_refused(client):
    """Seed 001 §3: the last player left has won at once; the game is over."""
    state = position(
        client, G, [["-7c", "+1t"], None, None], phase="over", to_move=None, terminal=True
    )
    problem = refused(client, G, state, {"action": "junk"})
    assert "seat 1 is the last player left" in problem["detail"]
    assert refused(client, G, state, {"action": "chance"})["code"] == "illegal_move"


def test_a_die_that_no_die_shows_is_refused(client):
    """Seed 001 §3 The dice: two six-sided dice; a 7 or a 0 is not a roll."""
    state = start(client, phase="dice", to_move="chance")
    for dice in ([7, 1], [0, 3]):
        problem = refused(client, G, state, {"action": "roll", "dice": dice})
        assert problem["source"] == "seed 001 §3 A round, The dice"
    for dice in ([3.5, 1], ["3", 1], [1, 2, 3], [True, 1]):
        refused(client, G, state, {"action": "roll", "dice": dice}, "invalid_move")
    refused(client, G, state, {"action": "chance", "dice": [1, 1]}, "invalid_move")


def test_malformed_moves_are_invalid_moves(client):
    state = start(client)
    for move in (
        {},
        {"action": 3},
        {"action": "fold"},
        {"action": "gain", "card": "+3c"},
        {"action": "stand", "player": "one"},
    ):
        refused(client, G, state, move, "invalid_move")


def test_play_never_changes_the_state_it_is_given(client):
    from service.games.registry import engine

    state = start(client)
    before = copy.deepcopy(state)
    engine(G, "play").play(state, {"action": "gain", "discard": "+3c"})
    assert state == before


# -- §4 The reveal, §5 sudden demise ----------------------------------------------------------


def last_roll(client, hands, **kw):
    return position(client, G, hands, **{"round": 3, "phase": "dice", "to_move": "chance", **kw})


def test_after_the_third_roll_the_hands_are_ranked_by_the_profile(client):
    """Seed 001 §4-5 and issue 2's example: [+2,+2,+2,-3,-3] (Rhylet) beats [+1,+1,-1,-1]
    (Squadron); a nulrhek +1 comes last. The deal passed left each round: seat 2 deals round
    3, so the hands are laid from seat 0 ('starting with the player to the dealer's left')
    and the next game's dealer is seat 0."""
    state = last_roll(
        client, [["+3c", "-2c"], ["+2c", "+2t", "+2s", "-3c", "-3t"], ["+1c", "+1t", "-1c", "-1t"]]
    )
    after, events = play(client, G, state, {"action": "roll", "dice": [2, 6]})
    reveal = events[1]
    assert reveal["event"] == "reveal" and reveal["players"] == [0, 1, 2]
    assert reveal["winners"] == [1] and reveal["positions"] == [3, 1, 2]
    assert reveal["ranking"]["profile"] == "seed-001"
    assert events[-1] == {"event": "game_over", "winners": [1], "by": "reveal", "next_dealer": 0}
    assert after["terminal"] is True
    score = ok(client, G, "score", {"state": after})
    assert score["winners"] == [1]
    rows = score["standings"]
    assert [(r["player"], r["status"], r["position"], r["score"]) for r in rows] == [
        (0, "lost", 3, 1),
        (1, "won", 1, 0),
        (2, "lost", 2, 0),
    ]
    assert rows[2]["how"].startswith("Below seat 2: ")  # player index 1, as players count seats
    assert rows[1]["hand"] == ["+2c", "+2t", "+2s", "-3c", "-3t"]


def test_the_profile_option_picks_the_ranking_profile(client):
    state = last_roll(
        client, [["+3c", "-2c"], ["+2c", "-3t"]], options={"profile": "lower-positive-total"}
    )
    _, events = play(client, G, state, {"action": "roll", "dice": [2, 6]})
    assert events[1]["ranking"]["profile"] == "lower-positive-total"
    bad = post(client, G, "deal", {"players": 2, "options": {"profile": "nope"}})
    assert bad.status_code == 422 and bad.json["code"] == "invalid_option"


def tied(client, **kw):
    """+3c -2c against +3t -2t: nulrhek +1 both, two cards, positive total 3, top card 3:
    'If it's still a tie, each tied player takes one card blind from the Draw Pile'."""
    return last_roll(client, [["+5t", "+9c"], ["+3c", "-2c"], ["+3t", "-2t"]], **kw)


def test_a_tie_every_rule_leaves_standing_goes_to_sudden_demise(client):
    """Seed 001 §5: 'each tied player takes one card blind from the Draw Pile, and the
    closest to zero wins'. Seat 1 (dealer's left) takes -1s first: +3 -2 -1 = 0 beats
    seat 2's +3 -2 +5 = +6."""
    state = tied(client, draw_top=("-1s", "+5s"))
    after, events = play(client, G, state, {"action": "roll", "dice": [1, 3]})
    assert events[1]["winners"] == [1, 2] and events[1]["sudden_demise"] is True
    assert (after["phase"], after["to_move"], after["terminal"]) == (
        "sudden_demise",
        "chance",
        False,
    )
    assert moves(client, after)["moves"] == [{"action": "chance"}]
    view = ok(client, G, "view", {"state": after, "viewer": 0})["state"]
    assert view["players"][1]["hand"] == ["+3c", "-2c"]  # revealed hands are shown
    final, events = play(client, G, after, {"action": "chance"})
    assert events[0]["draws"] == [{"player": 1, "card": "-1s"}, {"player": 2, "card": "+5s"}]
    assert events[0]["winners"] == [1]
    assert events[-1]["by"] == "sudden demise"
    assert final["players"][1]["hand"] == ["+3c", "-2c", "-1s"]
    assert final["sudden_demise"] == [[{"player": 1, "card": "-1s"}, {"player": 2, "card": "+5s"}]]
    score = ok(client, G, "score", {"state": final})
    assert score["winners"] == [1]
    rows = {r["player"]: r for r in score["standings"]}
    assert (rows[1]["position"], rows[2]["position"], rows[0]["position"]) == (1, 2, 3)
    assert rows[1]["sudden_demise"] == ["-1s"] and rows[1]["hand"] == ["+3c", "-2c"]


def test_sudden_demise_by_the_card_alone_positive_beating_negative(client):
    """Option sudden_demise 'card', seed 001 §5: 'the closest to zero wins, positive beating
    negative': +4s beats -4c though -4c would bring its hand nearer zero."""
    state = tied(client, draw_top=("-4c", "+4s"), options={"sudden_demise": "card"})
    after, _ = play(client, G, state, {"action": "roll", "dice": [1, 3]})
    final, events = play(client, G, after, {"action": "chance"})
    assert events[0]["winners"] == [2] and events[0]["cards"] == ["-4c", "+4s"]
    assert ok(client, G, "score", {"state": final})["winners"] == [2]


def test_tie_again_and_you_draw_again(client):
    """Seed 001 §5: 'Tie again and you draw again.' +4c and +4t tie (card option)."""
    state = tied(client, draw_top=("+4c", "+4t", "+2s", "-1t"), options={"sudden_demise": "card"})
    after, _ = play(client, G, state, {"action": "roll", "dice": [1, 3]})
    after, events = play(client, G, after, {"action": "chance"})
    assert events[0]["winners"] == [1, 2] and after["phase"] == "sudden_demise"
    final, events = play(client, G, after, {"action": "chance"})
    assert events[0]["cards"] == ["+2s", "-1t"] and events[0]["winners"] == [2]
    assert final["terminal"] and len(final["sudden_demise"]) == 2


# -- invalid states ----------------------------------------------------------------------------


def invalid(client, state, field=None):
    response = post(client, G, "legal-moves", {"state": state})
    assert response.status_code == 422, response.json
    assert response.json["code"] == "invalid_state", response.json
    if field:
        assert response.json["field"] == field, response.json
    return response.json


def test_a_card_in_two_places_is_refused(client):
    state = start(client)
    state["discard_pile"].append("+3c")
    assert (
        "+3c is also at state.players[1].hand[0]"
        in invalid(client, state, "state.discard_pile[1]")["detail"]
    )


def test_a_missing_card_is_refused(client):
    state = start(client)
    state["draw_pile"].remove("-10s")
    assert "missing 1 card" in invalid(client, state, "state")["detail"]


def test_cards_not_of_the_deck_or_not_in_the_service_notation_are_refused(client):
    for bad in ("+11c", "3c", 3, ["+3c"]):
        state = start(client)
        state["players"][1]["hand"][0] = bad
        invalid(client, state, "state.players[1].hand[0]")


def test_indexes_out_of_range_are_refused(client):
    invalid(client, start(client, to_move=3), "state.to_move")
    invalid(client, start(client, dealer=5), "state.dealer")
    invalid(client, start(client, round=0), "state.round")
    state = tied(client, phase="sudden_demise", to_move="chance")
    state["sudden_demise"] = [[{"player": 7, "card": "+9s"}, {"player": 2, "card": "+1s"}]]
    invalid(client, state)


def test_an_integer_written_with_a_fraction_is_refused(client):
    """A seat, a round or a dealer written 1.0 is refused as the readers refused it, not read
    as a number the model cannot index by (a 500) nor echoed as 1.0."""
    for member in ("to_move", "round", "dealer"):
        state = start(client)
        state[member] = float(state[member])
        invalid(client, state, f"state.{member}")
    state = tied(client, phase="sudden_demise", to_move="chance")
    state["sudden_demise"] = [[{"player": 1.0, "card": "+9s"}, {"player": 2, "card": "+1s"}]]
    invalid(client, state, "state.sudden_demise[0][0].player")


def test_a_state_of_another_game_or_version_is_refused(client):
    other = ok(client, "traditional-sabacc", "deal", {"players": 3, "seed": 1})["state"]
    assert "not of 'corellian-spike'" in invalid(client, other, "state.game")["detail"]
    invalid(client, {**start(client), "version": 2}, "state.version")


def test_contradictory_turn_state_is_refused(client):
    invalid(client, start(client, to_move=None))
    invalid(client, start(client, phase="dice"), "state.to_move")
    invalid(client, start(client, terminal=True), "state.terminal")
    invalid(client, {**start(client), "extra": 1}, "state")
    state = start(client)
    del state["discard_pile"]
    invalid(client, state, "state")
    state = start(client)
    state["players"][2]["junked"] = True
    invalid(client, state, "state.players[2].hand")
    state = start(client)
    state["options"]["dealer"] = 1
    assert "state.options.dealer" in invalid(client, state, "state.dealer")["detail"]


def test_a_hand_below_two_cards_is_refused(client):
    """Seed 001 §3: 'you should always hold at least two cards'."""
    state = start(client)
    state["draw_pile"].append(state["players"][1]["hand"].pop())
    assert "at least two" in invalid(client, state, "state.players[1].hand")["detail"]


def test_a_result_the_cards_do_not_give_is_refused(client):
    """The phase must be what the ranking of the revealed hands gives: no claiming 'over'
    while tied, nor a sudden demise without a tie."""
    invalid(client, tied(client, phase="over", to_move=None, terminal=True), "state.phase")
    state = last_roll(client, [["+3c", "-2c"], ["+2c", "-1t"]], phase="sudden_demise")
    invalid(client, state, "state.phase")
    invalid(client, start(client, phase="over", to_move=None, terminal=True), "state.phase")


# -- view and score ----------------------------------------------------------------------------


def test_view_hides_other_hands_the_draw_pile_and_the_seed(client):
    state = start(client)
    view = ok(client, G, "view", {"state": state, "viewer": 1})["state"]
    assert view["players"][1]["hand"] == ["+3c", "-2c"]
    assert view["players"][0]["hand_count"] == 2 and view["players"][2]["hand_count"] == 2
    assert "hand" not in view["players"][0] and "draw_pile" not in view
    assert view["draw_pile_count"] == len(state["draw_pile"]) and "seed" not in view
    assert view["discard_pile"] == ["+6c"] and view["viewer"] == 1
    spectator = ok(client, G, "view", {"state": state, "viewer": "spectator"})["state"]
    assert [p["hand_count"] for p in spectator["players"]] == [2, 2, 2]
    response = post(client, G, "view", {"state": state, "viewer": 3})
    assert response.status_code == 422 and response.json["code"] == "invalid_request"


def test_score_before_the_reveal_has_no_winner(client):
    score = ok(client, G, "score", {"state": start(client)})
    assert score["terminal"] is False and score["winners"] == []
    assert [(r["player"], r["status"], r["position"]) for r in score["standings"]] == [
        (0, "playing", None),
        (1, "playing", None),
        (2, "playing", None),
    ]
