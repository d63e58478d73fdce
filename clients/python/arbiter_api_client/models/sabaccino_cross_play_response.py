from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.sabaccino_cross_dealt_event import SabaccinoCrossDealtEvent
  from ..models.sabaccino_cross_drew_event import SabaccinoCrossDrewEvent
  from ..models.sabaccino_cross_match_over_event import SabaccinoCrossMatchOverEvent
  from ..models.sabaccino_cross_opener_event import SabaccinoCrossOpenerEvent
  from ..models.sabaccino_cross_passed_event import SabaccinoCrossPassedEvent
  from ..models.sabaccino_cross_placed_event import SabaccinoCrossPlacedEvent
  from ..models.sabaccino_cross_record import SabaccinoCrossRecord
  from ..models.sabaccino_cross_redeal_event import SabaccinoCrossRedealEvent
  from ..models.sabaccino_cross_round_over_event import SabaccinoCrossRoundOverEvent
  from ..models.sabaccino_cross_state import SabaccinoCrossState
  from ..models.sabaccino_cross_view import SabaccinoCrossView





T = TypeVar("T", bound="SabaccinoCrossPlayResponse")



@_attrs_define
class SabaccinoCrossPlayResponse:
    """ 
        Attributes:
            events (list[SabaccinoCrossDealtEvent | SabaccinoCrossDrewEvent | SabaccinoCrossMatchOverEvent |
                SabaccinoCrossOpenerEvent | SabaccinoCrossPassedEvent | SabaccinoCrossPlacedEvent | SabaccinoCrossRedealEvent |
                SabaccinoCrossRoundOverEvent]): What the move caused; with a `viewer`, a card or tile the viewer may not see is
                left out (a hidden list becomes its `_count`).
            state (SabaccinoCrossState | Unset): A whole Sabbacino Cross state as the service writes it. Each of the 28
                tiles is in exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from
                the tiles placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds
                one item per seat; each finished round's figures add up to what its result awards, and each score is the sum of
                the rounds.
            view (SabaccinoCrossView | Unset): The state as one seat or a spectator may see it: other players' stocks (while
                a round is in play) and the boneyard are replaced by their counts. The seed is left out.
            token (str | Unset): A sealed game: the next state, sealed; send it with the next request.
            record (SabaccinoCrossRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and
                every move.
     """

    events: list[SabaccinoCrossDealtEvent | SabaccinoCrossDrewEvent | SabaccinoCrossMatchOverEvent | SabaccinoCrossOpenerEvent | SabaccinoCrossPassedEvent | SabaccinoCrossPlacedEvent | SabaccinoCrossRedealEvent | SabaccinoCrossRoundOverEvent]
    state: SabaccinoCrossState | Unset = UNSET
    view: SabaccinoCrossView | Unset = UNSET
    token: str | Unset = UNSET
    record: SabaccinoCrossRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabaccino_cross_dealt_event import SabaccinoCrossDealtEvent # noqa: PLC0415
        from ..models.sabaccino_cross_drew_event import SabaccinoCrossDrewEvent # noqa: PLC0415
        from ..models.sabaccino_cross_match_over_event import SabaccinoCrossMatchOverEvent # noqa: PLC0415
        from ..models.sabaccino_cross_opener_event import SabaccinoCrossOpenerEvent # noqa: PLC0415
        from ..models.sabaccino_cross_passed_event import SabaccinoCrossPassedEvent # noqa: PLC0415
        from ..models.sabaccino_cross_placed_event import SabaccinoCrossPlacedEvent # noqa: PLC0415
        from ..models.sabaccino_cross_record import SabaccinoCrossRecord # noqa: PLC0415
        from ..models.sabaccino_cross_redeal_event import SabaccinoCrossRedealEvent # noqa: PLC0415
        from ..models.sabaccino_cross_round_over_event import SabaccinoCrossRoundOverEvent # noqa: PLC0415
        from ..models.sabaccino_cross_state import SabaccinoCrossState # noqa: PLC0415
        from ..models.sabaccino_cross_view import SabaccinoCrossView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, SabaccinoCrossDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinoCrossRedealEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinoCrossOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinoCrossPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinoCrossDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinoCrossPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinoCrossRoundOverEvent):
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
        from ..models.sabaccino_cross_dealt_event import SabaccinoCrossDealtEvent # noqa: PLC0415
        from ..models.sabaccino_cross_drew_event import SabaccinoCrossDrewEvent # noqa: PLC0415
        from ..models.sabaccino_cross_match_over_event import SabaccinoCrossMatchOverEvent # noqa: PLC0415
        from ..models.sabaccino_cross_opener_event import SabaccinoCrossOpenerEvent # noqa: PLC0415
        from ..models.sabaccino_cross_passed_event import SabaccinoCrossPassedEvent # noqa: PLC0415
        from ..models.sabaccino_cross_placed_event import SabaccinoCrossPlacedEvent # noqa: PLC0415
        from ..models.sabaccino_cross_record import SabaccinoCrossRecord # noqa: PLC0415
        from ..models.sabaccino_cross_redeal_event import SabaccinoCrossRedealEvent # noqa: PLC0415
        from ..models.sabaccino_cross_round_over_event import SabaccinoCrossRoundOverEvent # noqa: PLC0415
        from ..models.sabaccino_cross_state import SabaccinoCrossState # noqa: PLC0415
        from ..models.sabaccino_cross_view import SabaccinoCrossView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> SabaccinoCrossDealtEvent | SabaccinoCrossDrewEvent | SabaccinoCrossMatchOverEvent | SabaccinoCrossOpenerEvent | SabaccinoCrossPassedEvent | SabaccinoCrossPlacedEvent | SabaccinoCrossRedealEvent | SabaccinoCrossRoundOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_0 = SabaccinoCrossDealtEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_1 = SabaccinoCrossRedealEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_2 = SabaccinoCrossOpenerEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_3 = SabaccinoCrossPlacedEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_4 = SabaccinoCrossDrewEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_5 = SabaccinoCrossPassedEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_6 = SabaccinoCrossRoundOverEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabaccino_cross_event_type_7 = SabaccinoCrossMatchOverEvent.from_dict(data)



                return componentsschemas_sabaccino_cross_event_type_7

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        _state = d.pop("state", UNSET)
        state: SabaccinoCrossState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = SabaccinoCrossState.from_dict(_state)




        _view = d.pop("view", UNSET)
        view: SabaccinoCrossView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = SabaccinoCrossView.from_dict(_view)




        token = d.pop("token", UNSET)

        _record = d.pop("record", UNSET)
        record: SabaccinoCrossRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = SabaccinoCrossRecord.from_dict(_record)




        sabaccino_cross_play_response = cls(
            events=events,
            state=state,
            view=view,
            token=token,
            record=record,
        )

        return sabaccino_cross_play_response

