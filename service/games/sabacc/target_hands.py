"""Traditional 76-card hands (seed 002 Judging Hands): Idiot's Array, Pure Sabacc, the
hands judged by how close they come to 23 or -23, and bomb outs.

The one profile flag, ``zero_bombs_out``, says whether a total of exactly 0 bombs out
(seed 002 Bombing Out: "above 23 /-23 or exactly zero").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .hands import MOST_CARDS, NEGATIVE_FIRST, POSITIVE_FIRST, GameRules, Hand, Kind, distance_step

JUDGING = "seed 002 Judging Hands"
OTHER = "seed 002 Other Questions and Considerations"
TARGET = 23


def bombed(total: int, flags: Mapping[str, Any]) -> bool:
    """Whether a total bombs out: over 23, under -23, or 0 when ``flags["zero_bombs_out"]``."""
    return total > TARGET or total < -TARGET or (total == 0 and flags["zero_bombs_out"])


def _idiots_array(flags: Mapping[str, Any], hand: Hand) -> int | None:
    """The Idiot (0), a +2 and a +3 (seed 002: "a 2, 3 and a zero card (2,3,0)")."""
    values = hand.values
    return 0 if 0 in values and 2 in values and 3 in values else None


def _pure(flags: Mapping[str, Any], hand: Hand) -> int | None:
    return 0 if hand.total in (TARGET, -TARGET) else None


def _standing(flags: Mapping[str, Any], hand: Hand) -> int | None:
    return None if bombed(hand.total, flags) else 0


def _bomb_out(flags: Mapping[str, Any], hand: Hand) -> int | None:
    return 0 if bombed(hand.total, flags) else None


KINDS = [
    Kind("idiots_array", "Idiot's Array", _idiots_array, f"{JUDGING} (Idiot's Array)", size=3),
    Kind("pure_sabacc", "Pure Sabacc", _pure, f"{JUDGING} (Pure Sabacc)", shows_total=True),
    Kind(
        "non_pure_sabacc",
        "non-Pure Sabacc",
        _standing,
        f"{JUDGING} (All other hands)",
        shows_total=True,
        catch_all=True,
    ),
    Kind(
        "bomb_out",
        "bomb out",
        _bomb_out,
        f"{JUDGING} (Bombing Out)",
        shows_total=True,
        catch_all=True,
        tie_source=f"{OTHER} (What if two or more players bomb out?)",
    ),
]

STEPS = [
    distance_step("closest_to_target", "23 or -23", lambda total: abs(TARGET - abs(total))),
    distance_step("closest_to_plus_23", "+23", lambda total: abs(TARGET - total)),
    POSITIVE_FIRST,
    NEGATIVE_FIRST,
    MOST_CARDS,
]

_SOURCES = {
    "closest_to_target": f"{JUDGING} (All other hands)",
    "closest_to_plus_23": f"{OTHER} (What if two or more players bomb out?)",
    "positive_first": f"{JUDGING} (Pure Sabacc; examples: 20 beats -20)",
    "negative_first": f"{JUDGING} (Pure Sabacc note: place -23 over 23)",
    "most_cards": f"{OTHER} (What happens in the event of a tie? Modification)",
}

RULES = GameRules(
    game="traditional-sabacc",
    title="traditional 76-card Sabacc",
    kinds={kind.id: kind for kind in KINDS},
    steps={step.name: step.for_game(_SOURCES[step.name]) for step in STEPS},
    flags={"zero_bombs_out": "a total of exactly 0 bombs out (seed 002 Bombing Out)"},
    default_profile="seed-002",
    tie_rule="a Sudden Demise round or a roll of the dice decides",
    tie_source=f"{OTHER} (What happens in the event of a tie?)",
    min_cards=2,
    min_cards_source=f"{OTHER} (How many cards can I have? At least 2)",
    players=(2, 7),
    players_source=f"{OTHER} (Two or more people. But less than 8.)",
)
"""Traditional 76-card Sabacc: what its profiles may name (seed 002)."""
