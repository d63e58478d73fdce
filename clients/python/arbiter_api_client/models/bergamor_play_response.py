from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bergamor_dealt_event import BergamorDealtEvent
  from ..models.bergamor_match_over_event import BergamorMatchOverEvent
  from ..models.bergamor_opener_event import BergamorOpenerEvent
  from ..models.bergamor_passed_event import BergamorPassedEvent
  from ..models.bergamor_placed_event import BergamorPlacedEvent
  from ..models.bergamor_record import BergamorRecord
  from ..models.bergamor_round_over_event import BergamorRoundOverEvent
  from ..models.bergamor_scored_event import BergamorScoredEvent
  from ..models.bergamor_state import BergamorState
  from ..models.bergamor_view import BergamorView





T = TypeVar("T", bound="BergamorPlayResponse")



@_attrs_define
class BergamorPlayResponse:
    """ 
        Attributes:
            events (list[BergamorDealtEvent | BergamorMatchOverEvent | BergamorOpenerEvent | BergamorPassedEvent |
                BergamorPlacedEvent | BergamorRoundOverEvent | BergamorScoredEvent]): What the move caused; with a `viewer`, a
                card or tile the viewer may not see is left out (a hidden list becomes its `_count`).
            state (BergamorState | Unset): A whole Bergamor state as the service writes it. Each of the 28 tiles is in
                exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles
                placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one item
                per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            view (BergamorView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            token (str | Unset): A sealed game: the next state, sealed; send it with the next request.
            record (BergamorRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and every
                move.
     """

    events: list[BergamorDealtEvent | BergamorMatchOverEvent | BergamorOpenerEvent | BergamorPassedEvent | BergamorPlacedEvent | BergamorRoundOverEvent | BergamorScoredEvent]
    state: BergamorState | Unset = UNSET
    view: BergamorView | Unset = UNSET
    token: str | Unset = UNSET
    record: BergamorRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bergamor_dealt_event import BergamorDealtEvent # noqa: PLC0415
        from ..models.bergamor_match_over_event import BergamorMatchOverEvent # noqa: PLC0415
        from ..models.bergamor_opener_event import BergamorOpenerEvent # noqa: PLC0415
        from ..models.bergamor_passed_event import BergamorPassedEvent # noqa: PLC0415
        from ..models.bergamor_placed_event import BergamorPlacedEvent # noqa: PLC0415
        from ..models.bergamor_record import BergamorRecord # noqa: PLC0415
        from ..models.bergamor_round_over_event import BergamorRoundOverEvent # noqa: PLC0415
        from ..models.bergamor_scored_event import BergamorScoredEvent # noqa: PLC0415
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        from ..models.bergamor_view import BergamorView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, BergamorDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BergamorOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BergamorPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BergamorScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BergamorPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BergamorRoundOverEvent):
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
        from ..models.bergamor_dealt_event import BergamorDealtEvent # noqa: PLC0415
        from ..models.bergamor_match_over_event import BergamorMatchOverEvent # noqa: PLC0415
        from ..models.bergamor_opener_event import BergamorOpenerEvent # noqa: PLC0415
        from ..models.bergamor_passed_event import BergamorPassedEvent # noqa: PLC0415
        from ..models.bergamor_placed_event import BergamorPlacedEvent # noqa: PLC0415
        from ..models.bergamor_record import BergamorRecord # noqa: PLC0415
        from ..models.bergamor_round_over_event import BergamorRoundOverEvent # noqa: PLC0415
        from ..models.bergamor_scored_event import BergamorScoredEvent # noqa: PLC0415
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        from ..models.bergamor_view import BergamorView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> BergamorDealtEvent | BergamorMatchOverEvent | BergamorOpenerEvent | BergamorPassedEvent | BergamorPlacedEvent | BergamorRoundOverEvent | BergamorScoredEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bergamor_event_type_0 = BergamorDealtEvent.from_dict(data)



                    return componentsschemas_bergamor_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bergamor_event_type_1 = BergamorOpenerEvent.from_dict(data)



                    return componentsschemas_bergamor_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bergamor_event_type_2 = BergamorPlacedEvent.from_dict(data)



                    return componentsschemas_bergamor_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bergamor_event_type_3 = BergamorScoredEvent.from_dict(data)



                    return componentsschemas_bergamor_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bergamor_event_type_4 = BergamorPassedEvent.from_dict(data)



                    return componentsschemas_bergamor_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bergamor_event_type_5 = BergamorRoundOverEvent.from_dict(data)



                    return componentsschemas_bergamor_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bergamor_event_type_6 = BergamorMatchOverEvent.from_dict(data)



                return componentsschemas_bergamor_event_type_6

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        _state = d.pop("state", UNSET)
        state: BergamorState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = BergamorState.from_dict(_state)




        _view = d.pop("view", UNSET)
        view: BergamorView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = BergamorView.from_dict(_view)




        token = d.pop("token", UNSET)

        _record = d.pop("record", UNSET)
        record: BergamorRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = BergamorRecord.from_dict(_record)




        bergamor_play_response = cls(
            events=events,
            state=state,
            view=view,
            token=token,
            record=record,
        )

        return bergamor_play_response

