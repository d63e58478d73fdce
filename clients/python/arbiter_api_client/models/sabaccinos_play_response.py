from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.sabaccinos_dealt_event import SabaccinosDealtEvent
  from ..models.sabaccinos_drew_event import SabaccinosDrewEvent
  from ..models.sabaccinos_match_over_event import SabaccinosMatchOverEvent
  from ..models.sabaccinos_opener_event import SabaccinosOpenerEvent
  from ..models.sabaccinos_passed_event import SabaccinosPassedEvent
  from ..models.sabaccinos_placed_event import SabaccinosPlacedEvent
  from ..models.sabaccinos_record import SabaccinosRecord
  from ..models.sabaccinos_round_over_event import SabaccinosRoundOverEvent
  from ..models.sabaccinos_state import SabaccinosState
  from ..models.sabaccinos_view import SabaccinosView





T = TypeVar("T", bound="SabaccinosPlayResponse")



@_attrs_define
class SabaccinosPlayResponse:
    """ 
        Attributes:
            events (list[SabaccinosDealtEvent | SabaccinosDrewEvent | SabaccinosMatchOverEvent | SabaccinosOpenerEvent |
                SabaccinosPassedEvent | SabaccinosPlacedEvent | SabaccinosRoundOverEvent]): What the move caused; with a
                `viewer`, a card or tile the viewer may not see is left out (a hidden list becomes its `_count`).
            state (SabaccinosState | Unset): A whole Basic Sabbacinos state as the service writes it. Each of the 28 tiles
                is in exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the
                tiles placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one
                item per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            view (SabaccinosView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            token (str | Unset): A sealed game: the next state, sealed; send it with the next request.
            record (SabaccinosRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and
                every move.
     """

    events: list[SabaccinosDealtEvent | SabaccinosDrewEvent | SabaccinosMatchOverEvent | SabaccinosOpenerEvent | SabaccinosPassedEvent | SabaccinosPlacedEvent | SabaccinosRoundOverEvent]
    state: SabaccinosState | Unset = UNSET
    view: SabaccinosView | Unset = UNSET
    token: str | Unset = UNSET
    record: SabaccinosRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabaccinos_dealt_event import SabaccinosDealtEvent # noqa: PLC0415
        from ..models.sabaccinos_drew_event import SabaccinosDrewEvent # noqa: PLC0415
        from ..models.sabaccinos_match_over_event import SabaccinosMatchOverEvent # noqa: PLC0415
        from ..models.sabaccinos_opener_event import SabaccinosOpenerEvent # noqa: PLC0415
        from ..models.sabaccinos_passed_event import SabaccinosPassedEvent # noqa: PLC0415
        from ..models.sabaccinos_placed_event import SabaccinosPlacedEvent # noqa: PLC0415
        from ..models.sabaccinos_record import SabaccinosRecord # noqa: PLC0415
        from ..models.sabaccinos_round_over_event import SabaccinosRoundOverEvent # noqa: PLC0415
        from ..models.sabaccinos_state import SabaccinosState # noqa: PLC0415
        from ..models.sabaccinos_view import SabaccinosView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, SabaccinosDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinosOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinosPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinosDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinosPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinosRoundOverEvent):
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
        from ..models.sabaccinos_dealt_event import SabaccinosDealtEvent # noqa: PLC0415
        from ..models.sabaccinos_drew_event import SabaccinosDrewEvent # noqa: PLC0415
        from ..models.sabaccinos_match_over_event import SabaccinosMatchOverEvent # noqa: PLC0415
        from ..models.sabaccinos_opener_event import SabaccinosOpenerEvent # noqa: PLC0415
        from ..models.sabaccinos_passed_event import SabaccinosPassedEvent # noqa: PLC0415
        from ..models.sabaccinos_placed_event import SabaccinosPlacedEvent # noqa: PLC0415
        from ..models.sabaccinos_record import SabaccinosRecord # noqa: PLC0415
        from ..models.sabaccinos_round_over_event import SabaccinosRoundOverEvent # noqa: PLC0415
        from ..models.sabaccinos_state import SabaccinosState # noqa: PLC0415
        from ..models.sabaccinos_view import SabaccinosView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> SabaccinosDealtEvent | SabaccinosDrewEvent | SabaccinosMatchOverEvent | SabaccinosOpenerEvent | SabaccinosPassedEvent | SabaccinosPlacedEvent | SabaccinosRoundOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_event_type_0 = SabaccinosDealtEvent.from_dict(data)



                    return componentsschemas_sabaccinos_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_event_type_1 = SabaccinosOpenerEvent.from_dict(data)



                    return componentsschemas_sabaccinos_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_event_type_2 = SabaccinosPlacedEvent.from_dict(data)



                    return componentsschemas_sabaccinos_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_event_type_3 = SabaccinosDrewEvent.from_dict(data)



                    return componentsschemas_sabaccinos_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_event_type_4 = SabaccinosPassedEvent.from_dict(data)



                    return componentsschemas_sabaccinos_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_event_type_5 = SabaccinosRoundOverEvent.from_dict(data)



                    return componentsschemas_sabaccinos_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabaccinos_event_type_6 = SabaccinosMatchOverEvent.from_dict(data)



                return componentsschemas_sabaccinos_event_type_6

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        _state = d.pop("state", UNSET)
        state: SabaccinosState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = SabaccinosState.from_dict(_state)




        _view = d.pop("view", UNSET)
        view: SabaccinosView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = SabaccinosView.from_dict(_view)




        token = d.pop("token", UNSET)

        _record = d.pop("record", UNSET)
        record: SabaccinosRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = SabaccinosRecord.from_dict(_record)




        sabaccinos_play_response = cls(
            events=events,
            state=state,
            view=view,
            token=token,
            record=record,
        )

        return sabaccinos_play_response

