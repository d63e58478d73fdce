from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.corellian_spike_shift_event_players_item import CorellianSpikeShiftEventPlayersItem





T = TypeVar("T", bound="CorellianSpikeShiftEvent")



@_attrs_define
class CorellianSpikeShiftEvent:
    """ In an answer for a viewer, the cards dealt to another seat are only counted (`dealt_count`).

        Attributes:
            event (Literal['shift']):
            rule (str):
            source (str):
            players (list[CorellianSpikeShiftEventPlayersItem]):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['shift']
    rule: str
    source: str
    players: list[CorellianSpikeShiftEventPlayersItem]
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.corellian_spike_shift_event_players_item import CorellianSpikeShiftEventPlayersItem # noqa: PLC0415
        event = self.event

        rule = self.rule

        source = self.source

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "rule": rule,
            "source": source,
            "players": players,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.corellian_spike_shift_event_players_item import CorellianSpikeShiftEventPlayersItem # noqa: PLC0415
        d = dict(src_dict)
        event = cast(Literal['shift'] , d.pop("event"))
        if event != 'shift':
            raise ValueError(f"event must match const 'shift', got '{event}'")

        rule = d.pop("rule")

        source = d.pop("source")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = CorellianSpikeShiftEventPlayersItem.from_dict(players_item_data)



            players.append(players_item)


        text = d.pop("text", UNSET)

        corellian_spike_shift_event = cls(
            event=event,
            rule=rule,
            source=source,
            players=players,
            text=text,
        )

        return corellian_spike_shift_event

