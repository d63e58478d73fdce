"""Sabacc cards and the two decks, with the compact card notation.

A card is given either as a plain signed value (JSON integer ``7``, ``-3``, ``0``) or as a
*card code*, a string that also names the stave or suit::

    <signed value><letter>      "+3c"  "-10s"  "0a"  "+15f"  "-17b"

Corellian Spike (seed 001 §1 The deck): staves ``c`` circles, ``t`` triangles, ``s``
squares, values ``+1..+10`` and ``-1..-10``; the two sylops (zero cards) are ``0a`` and
``0b``.

Traditional 76-card (seed 002, The Cards and Such): suits ``f`` flasks, ``s`` sabres,
``t`` staves, ``c`` coins, values ``+1..+15``; the sixteen special cards come in two copies,
``a`` and ``b``: ``0`` The Idiot, ``-2`` Queen of Air and Darkness, ``-8`` Endurance,
``-11`` Balance, ``-13`` Demise, ``-14`` Moderation, ``-15`` The Evil One, ``-17`` The Star.

The ``+`` of a positive code may be left out (``7f`` is ``+7f``) and letters may be given in
either case; codes are always printed in the canonical form (``+7f``).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ..errors import InvalidCard

_CODE = re.compile(r"^([+-]?)([0-9]{1,2})([a-zA-Z])\Z")


@dataclass(frozen=True)
class Card:
    """One card: its signed ``value`` and, when the caller named it, its ``code``.

    A plain-value card (``code`` is ``None``) stands for some copy of that value in the deck.
    """

    value: int
    code: str | None = None

    def __str__(self) -> str:
        return self.code if self.code else signed(self.value)

    def as_json(self) -> int | str:
        """The JSON form: the code when known, else the integer value."""
        return self.code if self.code else self.value


def signed(value: int) -> str:
    """``+3``, ``-3`` or ``0``: how a value is written in this project."""
    return f"{value:+d}" if value else "0"


@dataclass(frozen=True)
class Deck:
    """A Sabacc deck as data: every coded card with its value and name.

    :param game: the game id, e.g. ``"corellian-spike"``.
    :param label: the deck's name for messages.
    :param names: card code -> human name (``"+3c"`` -> ``"+3 of circles"``).
    :param values: card code -> signed value.
    :param source: where the deck is described (seed file and section).
    """

    game: str
    label: str
    names: dict[str, str]
    values: dict[str, int]
    source: str

    @cached_property
    def copies(self) -> Counter[int]:
        """How many cards of each value the deck holds (counted once per deck)."""
        return Counter(self.values.values())

    @property
    def codes(self) -> list[str]:
        """Every card code, in deck order."""
        return list(self.values)

    def name(self, card: Card) -> str:
        """The human name of a card, e.g. ``"+3 of circles (+3c)"`` or ``"a +3"``."""
        if card.code:
            return f"{self.names[card.code]} ({card.code})"
        return f"a {signed(card.value)}"

    def parse(self, raw: Any, where: str) -> Card:
        """A card from its JSON form (integer value or code string).

        :param where: the JSON path, for the message (``"hands[1][0]"``).
        :raises InvalidCard: not an integer or a string; a value or code not in this deck.
        """
        if isinstance(raw, bool) or not isinstance(raw, (int, str)):
            raise InvalidCard(
                f"{where} must be a card: an integer value or a card code such as "
                f"{self.codes[0]!r}; got {raw!r}.",
                field=where,
                source=self.source,
            )
        if isinstance(raw, int):
            if raw not in self.copies:
                low, high = min(self.copies), max(self.copies)
                raise InvalidCard(
                    f"{where}: {signed(raw)} is not a card of the {self.label} deck "
                    f"(its values run from {signed(low)} to {signed(high)}"
                    + (", with gaps" if self.game == "traditional-sabacc" else "")
                    + ").",
                    field=where,
                    source=self.source,
                )
            return Card(raw)
        code = canonical(raw)
        if code not in self.values:
            raise InvalidCard(
                f"{where}: {raw!r} is not a card code of the {self.label} deck.",
                field=where,
                source=self.source,
            )
        return Card(self.values[code], code)

    def check_supply(self, hands: list[list[Card]], path: str = "hands") -> None:
        """Refuse hands that one deck cannot hold.

        :param hands: the cards of each hand; ``path`` names them in messages
            (``hands[1][2]``).
        :raises InvalidCard: a code given twice, or more cards of a value than the deck has
            (counting coded and plain cards of that value together); the message names it.
        """
        seen: dict[str, tuple[int, int]] = {}
        per_value: dict[int, int] = {}
        copies = self.copies
        for i, hand in enumerate(hands):
            for j, card in enumerate(hand):
                code, value = card.code, card.value
                if code:
                    if code in seen:
                        first = "{}[{}][{}]".format(path, *seen[code])
                        raise InvalidCard(
                            f"{path}[{i}][{j}]: {self.name(card)} is already at {first}; the "
                            f"{self.label} deck holds one of it.",
                            field=f"{path}[{i}][{j}]",
                            source=self.source,
                        )
                    seen[code] = i, j
                per_value[value] = count = per_value.get(value, 0) + 1
                if count > copies[value]:
                    raise InvalidCard(
                        f"{path}[{i}][{j}]: the {self.label} deck holds only {copies[value]} "
                        f"card{'s' if copies[value] > 1 else ''} of value "
                        f"{signed(value)}; this is card number {count}.",
                        field=f"{path}[{i}][{j}]",
                        source=self.source,
                    )


def canonical(code: str) -> str:
    """The canonical spelling of a card code (``"7F"`` -> ``"+7f"``); unchanged if unparseable."""
    m = _CODE.match(code)
    if not m:
        return code
    sign, digits, letter = m.groups()
    value = int(digits) * (-1 if sign == "-" else 1)
    return f"{signed(value)}{letter.lower()}"


def _corellian_spike() -> Deck:
    names: dict[str, str] = {}
    values: dict[str, int] = {}
    for letter, stave in (("c", "circles"), ("t", "triangles"), ("s", "squares")):
        for value in [*range(1, 11), *range(-1, -11, -1)]:
            code = f"{signed(value)}{letter}"
            names[code], values[code] = f"{signed(value)} of {stave}", value
    for letter in "ab":
        names[f"0{letter}"], values[f"0{letter}"] = "sylop", 0
    return Deck("corellian-spike", "Corellian Spike", names, values, "seed 001 §1 The deck")


TRADITIONAL_SPECIALS = {
    0: "The Idiot",
    -2: "Queen of Air and Darkness",
    -8: "Endurance",
    -11: "Balance",
    -13: "Demise",
    -14: "Moderation",
    -15: "The Evil One",
    -17: "The Star",
}
"""The sixteen special cards of the 76-card deck (two of each), by value (seed 002)."""

_RANKS = {11: "11", 12: "Commander", 13: "Mistress", 14: "Master", 15: "Ace"}


def _traditional() -> Deck:
    names: dict[str, str] = {}
    values: dict[str, int] = {}
    for letter, suit in (("f", "flasks"), ("s", "sabres"), ("t", "staves"), ("c", "coins")):
        for value in range(1, 16):
            rank = _RANKS.get(value)
            label = f"{rank} of {suit} ({value})" if rank and value > 11 else f"{value} of {suit}"
            code = f"{signed(value)}{letter}"
            names[code], values[code] = label, value
    for value, name in TRADITIONAL_SPECIALS.items():
        for letter in "ab":
            code = f"{signed(value)}{letter}"
            names[code], values[code] = name, value
    return Deck(
        "traditional-sabacc", "traditional 76-card", names, values, "seed 002 The Cards and Such"
    )


CORELLIAN_SPIKE_DECK = _corellian_spike()
"""The 62-card Corellian Spike deck (seed 001 §1)."""

TRADITIONAL_DECK = _traditional()
"""The 76-card traditional deck (seed 002, The Cards and Such)."""

DECKS = {deck.game: deck for deck in (CORELLIAN_SPIKE_DECK, TRADITIONAL_DECK)}
"""Deck by game id."""
