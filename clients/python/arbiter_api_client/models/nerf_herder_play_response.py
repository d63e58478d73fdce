from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.nerf_herder_dealt_event import NerfHerderDealtEvent
  from ..models.nerf_herder_match_over_event import NerfHerderMatchOverEvent
  from ..models.nerf_herder_opener_event import NerfHerderOpenerEvent
  from ..models.nerf_herder_passed_event import NerfHerderPassedEvent
  from ..models.nerf_herder_placed_event import NerfHerderPlacedEvent
  from ..models.nerf_herder_record import NerfHerderRecord
  from ..models.nerf_herder_round_over_event import NerfHerderRoundOverEvent
  from ..models.nerf_herder_scored_event import NerfHerderScoredEvent
  from ..models.nerf_herder_state import NerfHerderState
  from ..models.nerf_herder_view import NerfHerderView





T = TypeVar("T", bound="NerfHerderPlayResponse")



@_attrs_define
class NerfHerderPlayResponse:
    """ 
        Attributes:
            events (list[NerfHerderDealtEvent | NerfHerderMatchOverEvent | NerfHerderOpenerEvent | NerfHerderPassedEvent |
                NerfHerderPlacedEvent | NerfHerderRoundOverEvent | NerfHerderScoredEvent]): What the move caused; with a
                `viewer`, a card or tile the viewer may not see is left out (a hidden list becomes its `_count`).
            state (NerfHerderState | Unset): A whole Nerf Herder state as the service writes it. Each of the 28 tiles is in
                exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles
                placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one item
                per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            view (NerfHerderView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            token (str | Unset): A sealed game: the next state, sealed; send it with the next request.
            record (NerfHerderRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and
                every move.
     """

    events: list[NerfHerderDealtEvent | NerfHerderMatchOverEvent | NerfHerderOpenerEvent | NerfHerderPassedEvent | NerfHerderPlacedEvent | NerfHerderRoundOverEvent | NerfHerderScoredEvent]
    state: NerfHerderState | Unset = UNSET
    view: NerfHerderView | Unset = UNSET
    token: str | Unset = UNSET
    record: NerfHerderRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.nerf_herder_dealt_event import NerfHerderDealtEvent # noqa: PLC0415
        from ..models.nerf_herder_match_over_event import NerfHerderMatchOverEvent # noqa: PLC0415
        from ..models.nerf_herder_opener_event import NerfHerderOpenerEvent # noqa: PLC0415
        from ..models.nerf_herder_passed_event import NerfHerderPassedEvent # noqa: PLC0415
        from ..models.nerf_herder_placed_event import NerfHerderPlacedEvent # noqa: PLC0415
        from ..models.nerf_herder_record import NerfHerderRecord # noqa: PLC0415
        from ..models.nerf_herder_round_over_event import NerfHerderRoundOverEvent # noqa: PLC0415
        from ..models.nerf_herder_scored_event import NerfHerderScoredEvent # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        from ..models.nerf_herder_view import NerfHerderView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, NerfHerderDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NerfHerderOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NerfHerderPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NerfHerderScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NerfHerderPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NerfHerderRoundOverEvent):
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
        from ..models.nerf_herder_dealt_event import NerfHerderDealtEvent # noqa: PLC0415
        from ..models.nerf_herder_match_over_event import NerfHerderMatchOverEvent # noqa: PLC0415
        from ..models.nerf_herder_opener_event import NerfHerderOpenerEvent # noqa: PLC0415
        from ..models.nerf_herder_passed_event import NerfHerderPassedEvent # noqa: PLC0415
        from ..models.nerf_herder_placed_event import NerfHerderPlacedEvent # noqa: PLC0415
        from ..models.nerf_herder_record import NerfHerderRecord # noqa: PLC0415
        from ..models.nerf_herder_round_over_event import NerfHerderRoundOverEvent # noqa: PLC0415
        from ..models.nerf_herder_scored_event import NerfHerderScoredEvent # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        from ..models.nerf_herder_view import NerfHerderView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> NerfHerderDealtEvent | NerfHerderMatchOverEvent | NerfHerderOpenerEvent | NerfHerderPassedEvent | NerfHerderPlacedEvent | NerfHerderRoundOverEvent | NerfHerderScoredEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_event_type_0 = NerfHerderDealtEvent.from_dict(data)



                    return componentsschemas_nerf_herder_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_event_type_1 = NerfHerderOpenerEvent.from_dict(data)



                    return componentsschemas_nerf_herder_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_event_type_2 = NerfHerderPlacedEvent.from_dict(data)



                    return componentsschemas_nerf_herder_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_event_type_3 = NerfHerderScoredEvent.from_dict(data)



                    return componentsschemas_nerf_herder_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_event_type_4 = NerfHerderPassedEvent.from_dict(data)



                    return componentsschemas_nerf_herder_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_event_type_5 = NerfHerderRoundOverEvent.from_dict(data)



                    return componentsschemas_nerf_herder_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nerf_herder_event_type_6 = NerfHerderMatchOverEvent.from_dict(data)



                return componentsschemas_nerf_herder_event_type_6

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        _state = d.pop("state", UNSET)
        state: NerfHerderState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = NerfHerderState.from_dict(_state)




        _view = d.pop("view", UNSET)
        view: NerfHerderView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = NerfHerderView.from_dict(_view)




        token = d.pop("token", UNSET)

        _record = d.pop("record", UNSET)
        record: NerfHerderRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = NerfHerderRecord.from_dict(_record)




        nerf_herder_play_response = cls(
            events=events,
            state=state,
            view=view,
            token=token,
            record=record,
        )

        return nerf_herder_play_response

