from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.scoundrels_run_dealt_event import ScoundrelsRunDealtEvent
  from ..models.scoundrels_run_match_over_event import ScoundrelsRunMatchOverEvent
  from ..models.scoundrels_run_opener_event import ScoundrelsRunOpenerEvent
  from ..models.scoundrels_run_passed_event import ScoundrelsRunPassedEvent
  from ..models.scoundrels_run_placed_event import ScoundrelsRunPlacedEvent
  from ..models.scoundrels_run_record import ScoundrelsRunRecord
  from ..models.scoundrels_run_rolled_event import ScoundrelsRunRolledEvent
  from ..models.scoundrels_run_round_over_event import ScoundrelsRunRoundOverEvent
  from ..models.scoundrels_run_state import ScoundrelsRunState
  from ..models.scoundrels_run_view import ScoundrelsRunView





T = TypeVar("T", bound="ScoundrelsRunPlayResponse")



@_attrs_define
class ScoundrelsRunPlayResponse:
    """ 
        Attributes:
            events (list[ScoundrelsRunDealtEvent | ScoundrelsRunMatchOverEvent | ScoundrelsRunOpenerEvent |
                ScoundrelsRunPassedEvent | ScoundrelsRunPlacedEvent | ScoundrelsRunRolledEvent | ScoundrelsRunRoundOverEvent]):
                What the move caused; with a `viewer`, a card or tile the viewer may not see is left out (a hidden list becomes
                its `_count`).
            state (ScoundrelsRunState | Unset): A whole Scoundrel's Run state as the service writes it. Each of the 28 tiles
                is in exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the
                tiles placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one
                item per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            view (ScoundrelsRunView | Unset): The state as one seat or a spectator may see it: other players' stocks (while
                a round is in play) and the boneyard are replaced by their counts. The seed is left out.
            token (str | Unset): A sealed game: the next state, sealed; send it with the next request.
            record (ScoundrelsRunRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and
                every move.
     """

    events: list[ScoundrelsRunDealtEvent | ScoundrelsRunMatchOverEvent | ScoundrelsRunOpenerEvent | ScoundrelsRunPassedEvent | ScoundrelsRunPlacedEvent | ScoundrelsRunRolledEvent | ScoundrelsRunRoundOverEvent]
    state: ScoundrelsRunState | Unset = UNSET
    view: ScoundrelsRunView | Unset = UNSET
    token: str | Unset = UNSET
    record: ScoundrelsRunRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.scoundrels_run_dealt_event import ScoundrelsRunDealtEvent # noqa: PLC0415
        from ..models.scoundrels_run_match_over_event import ScoundrelsRunMatchOverEvent # noqa: PLC0415
        from ..models.scoundrels_run_opener_event import ScoundrelsRunOpenerEvent # noqa: PLC0415
        from ..models.scoundrels_run_passed_event import ScoundrelsRunPassedEvent # noqa: PLC0415
        from ..models.scoundrels_run_placed_event import ScoundrelsRunPlacedEvent # noqa: PLC0415
        from ..models.scoundrels_run_record import ScoundrelsRunRecord # noqa: PLC0415
        from ..models.scoundrels_run_rolled_event import ScoundrelsRunRolledEvent # noqa: PLC0415
        from ..models.scoundrels_run_round_over_event import ScoundrelsRunRoundOverEvent # noqa: PLC0415
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        from ..models.scoundrels_run_view import ScoundrelsRunView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, ScoundrelsRunDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ScoundrelsRunOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ScoundrelsRunPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ScoundrelsRunRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ScoundrelsRunPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ScoundrelsRunRoundOverEvent):
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
        from ..models.scoundrels_run_dealt_event import ScoundrelsRunDealtEvent # noqa: PLC0415
        from ..models.scoundrels_run_match_over_event import ScoundrelsRunMatchOverEvent # noqa: PLC0415
        from ..models.scoundrels_run_opener_event import ScoundrelsRunOpenerEvent # noqa: PLC0415
        from ..models.scoundrels_run_passed_event import ScoundrelsRunPassedEvent # noqa: PLC0415
        from ..models.scoundrels_run_placed_event import ScoundrelsRunPlacedEvent # noqa: PLC0415
        from ..models.scoundrels_run_record import ScoundrelsRunRecord # noqa: PLC0415
        from ..models.scoundrels_run_rolled_event import ScoundrelsRunRolledEvent # noqa: PLC0415
        from ..models.scoundrels_run_round_over_event import ScoundrelsRunRoundOverEvent # noqa: PLC0415
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        from ..models.scoundrels_run_view import ScoundrelsRunView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> ScoundrelsRunDealtEvent | ScoundrelsRunMatchOverEvent | ScoundrelsRunOpenerEvent | ScoundrelsRunPassedEvent | ScoundrelsRunPlacedEvent | ScoundrelsRunRolledEvent | ScoundrelsRunRoundOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_scoundrels_run_event_type_0 = ScoundrelsRunDealtEvent.from_dict(data)



                    return componentsschemas_scoundrels_run_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_scoundrels_run_event_type_1 = ScoundrelsRunOpenerEvent.from_dict(data)



                    return componentsschemas_scoundrels_run_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_scoundrels_run_event_type_2 = ScoundrelsRunPlacedEvent.from_dict(data)



                    return componentsschemas_scoundrels_run_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_scoundrels_run_event_type_3 = ScoundrelsRunRolledEvent.from_dict(data)



                    return componentsschemas_scoundrels_run_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_scoundrels_run_event_type_4 = ScoundrelsRunPassedEvent.from_dict(data)



                    return componentsschemas_scoundrels_run_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_scoundrels_run_event_type_5 = ScoundrelsRunRoundOverEvent.from_dict(data)



                    return componentsschemas_scoundrels_run_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scoundrels_run_event_type_6 = ScoundrelsRunMatchOverEvent.from_dict(data)



                return componentsschemas_scoundrels_run_event_type_6

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        _state = d.pop("state", UNSET)
        state: ScoundrelsRunState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = ScoundrelsRunState.from_dict(_state)




        _view = d.pop("view", UNSET)
        view: ScoundrelsRunView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = ScoundrelsRunView.from_dict(_view)




        token = d.pop("token", UNSET)

        _record = d.pop("record", UNSET)
        record: ScoundrelsRunRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = ScoundrelsRunRecord.from_dict(_record)




        scoundrels_run_play_response = cls(
            events=events,
            state=state,
            view=view,
            token=token,
            record=record,
        )

        return scoundrels_run_play_response

