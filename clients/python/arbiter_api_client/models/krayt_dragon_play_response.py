from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.krayt_dragon_dealt_event import KraytDragonDealtEvent
  from ..models.krayt_dragon_discarded_event import KraytDragonDiscardedEvent
  from ..models.krayt_dragon_drew_event import KraytDragonDrewEvent
  from ..models.krayt_dragon_hunt_event import KraytDragonHuntEvent
  from ..models.krayt_dragon_match_over_event import KraytDragonMatchOverEvent
  from ..models.krayt_dragon_opener_event import KraytDragonOpenerEvent
  from ..models.krayt_dragon_passed_event import KraytDragonPassedEvent
  from ..models.krayt_dragon_placed_event import KraytDragonPlacedEvent
  from ..models.krayt_dragon_record import KraytDragonRecord
  from ..models.krayt_dragon_round_over_event import KraytDragonRoundOverEvent
  from ..models.krayt_dragon_state import KraytDragonState
  from ..models.krayt_dragon_view import KraytDragonView





T = TypeVar("T", bound="KraytDragonPlayResponse")



@_attrs_define
class KraytDragonPlayResponse:
    """ 
        Attributes:
            events (list[KraytDragonDealtEvent | KraytDragonDiscardedEvent | KraytDragonDrewEvent | KraytDragonHuntEvent |
                KraytDragonMatchOverEvent | KraytDragonOpenerEvent | KraytDragonPassedEvent | KraytDragonPlacedEvent |
                KraytDragonRoundOverEvent]): What the move caused; with a `viewer`, a card or tile the viewer may not see is
                left out (a hidden list becomes its `_count`).
            state (KraytDragonState | Unset): A whole Krayt Dragon state as the service writes it. Each of the 28 tiles is
                in exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles
                placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one item
                per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            view (KraytDragonView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            token (str | Unset): A sealed game: the next state, sealed; send it with the next request.
            record (KraytDragonRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and
                every move.
     """

    events: list[KraytDragonDealtEvent | KraytDragonDiscardedEvent | KraytDragonDrewEvent | KraytDragonHuntEvent | KraytDragonMatchOverEvent | KraytDragonOpenerEvent | KraytDragonPassedEvent | KraytDragonPlacedEvent | KraytDragonRoundOverEvent]
    state: KraytDragonState | Unset = UNSET
    view: KraytDragonView | Unset = UNSET
    token: str | Unset = UNSET
    record: KraytDragonRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.krayt_dragon_dealt_event import KraytDragonDealtEvent # noqa: PLC0415
        from ..models.krayt_dragon_discarded_event import KraytDragonDiscardedEvent # noqa: PLC0415
        from ..models.krayt_dragon_drew_event import KraytDragonDrewEvent # noqa: PLC0415
        from ..models.krayt_dragon_hunt_event import KraytDragonHuntEvent # noqa: PLC0415
        from ..models.krayt_dragon_match_over_event import KraytDragonMatchOverEvent # noqa: PLC0415
        from ..models.krayt_dragon_opener_event import KraytDragonOpenerEvent # noqa: PLC0415
        from ..models.krayt_dragon_passed_event import KraytDragonPassedEvent # noqa: PLC0415
        from ..models.krayt_dragon_placed_event import KraytDragonPlacedEvent # noqa: PLC0415
        from ..models.krayt_dragon_record import KraytDragonRecord # noqa: PLC0415
        from ..models.krayt_dragon_round_over_event import KraytDragonRoundOverEvent # noqa: PLC0415
        from ..models.krayt_dragon_state import KraytDragonState # noqa: PLC0415
        from ..models.krayt_dragon_view import KraytDragonView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, KraytDragonDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonHuntEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonRoundOverEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()

        token = self.token

        record: dict[str, Any] | Unset = UNSET
        if not isinstance(self.record, Unset):
            record = self.record.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
        })
        if state is not UNSET:
            field_dict["state"] = state
        if view is not UNSET:
            field_dict["view"] = view
        if token is not UNSET:
            field_dict["token"] = token
        if record is not UNSET:
            field_dict["record"] = record

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.krayt_dragon_dealt_event import KraytDragonDealtEvent # noqa: PLC0415
        from ..models.krayt_dragon_discarded_event import KraytDragonDiscardedEvent # noqa: PLC0415
        from ..models.krayt_dragon_drew_event import KraytDragonDrewEvent # noqa: PLC0415
        from ..models.krayt_dragon_hunt_event import KraytDragonHuntEvent # noqa: PLC0415
        from ..models.krayt_dragon_match_over_event import KraytDragonMatchOverEvent # noqa: PLC0415
        from ..models.krayt_dragon_opener_event import KraytDragonOpenerEvent # noqa: PLC0415
        from ..models.krayt_dragon_passed_event import KraytDragonPassedEvent # noqa: PLC0415
        from ..models.krayt_dragon_placed_event import KraytDragonPlacedEvent # noqa: PLC0415
        from ..models.krayt_dragon_record import KraytDragonRecord # noqa: PLC0415
        from ..models.krayt_dragon_round_over_event import KraytDragonRoundOverEvent # noqa: PLC0415
        from ..models.krayt_dragon_state import KraytDragonState # noqa: PLC0415
        from ..models.krayt_dragon_view import KraytDragonView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> KraytDragonDealtEvent | KraytDragonDiscardedEvent | KraytDragonDrewEvent | KraytDragonHuntEvent | KraytDragonMatchOverEvent | KraytDragonOpenerEvent | KraytDragonPassedEvent | KraytDragonPlacedEvent | KraytDragonRoundOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_0 = KraytDragonDealtEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_1 = KraytDragonHuntEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_2 = KraytDragonOpenerEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_3 = KraytDragonPlacedEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_4 = KraytDragonDrewEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_5 = KraytDragonDiscardedEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_6 = KraytDragonPassedEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_7 = KraytDragonRoundOverEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_krayt_dragon_event_type_8 = KraytDragonMatchOverEvent.from_dict(data)



                return componentsschemas_krayt_dragon_event_type_8

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        _state = d.pop("state", UNSET)
        state: KraytDragonState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = KraytDragonState.from_dict(_state)




        _view = d.pop("view", UNSET)
        view: KraytDragonView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = KraytDragonView.from_dict(_view)




        token = d.pop("token", UNSET)

        _record = d.pop("record", UNSET)
        record: KraytDragonRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = KraytDragonRecord.from_dict(_record)




        krayt_dragon_play_response = cls(
            events=events,
            state=state,
            view=view,
            token=token,
            record=record,
        )

        return krayt_dragon_play_response

