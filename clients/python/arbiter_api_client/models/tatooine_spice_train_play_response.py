from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.tatooine_spice_train_dealt_event import TatooineSpiceTrainDealtEvent
  from ..models.tatooine_spice_train_hub_event import TatooineSpiceTrainHubEvent
  from ..models.tatooine_spice_train_match_over_event import TatooineSpiceTrainMatchOverEvent
  from ..models.tatooine_spice_train_opener_event import TatooineSpiceTrainOpenerEvent
  from ..models.tatooine_spice_train_passed_event import TatooineSpiceTrainPassedEvent
  from ..models.tatooine_spice_train_placed_event import TatooineSpiceTrainPlacedEvent
  from ..models.tatooine_spice_train_record import TatooineSpiceTrainRecord
  from ..models.tatooine_spice_train_round_over_event import TatooineSpiceTrainRoundOverEvent
  from ..models.tatooine_spice_train_state import TatooineSpiceTrainState
  from ..models.tatooine_spice_train_view import TatooineSpiceTrainView





T = TypeVar("T", bound="TatooineSpiceTrainPlayResponse")



@_attrs_define
class TatooineSpiceTrainPlayResponse:
    """ 
        Attributes:
            events (list[TatooineSpiceTrainDealtEvent | TatooineSpiceTrainHubEvent | TatooineSpiceTrainMatchOverEvent |
                TatooineSpiceTrainOpenerEvent | TatooineSpiceTrainPassedEvent | TatooineSpiceTrainPlacedEvent |
                TatooineSpiceTrainRoundOverEvent]): What the move caused; with a `viewer`, a card or tile the viewer may not see
                is left out (a hidden list becomes its `_count`).
            state (TatooineSpiceTrainState | Unset): A whole Tatooine Spice Train state as the service writes it. Each of
                the 28 tiles is in exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow
                from the tiles placed, tile by tile; every seat a member names is one of the table's, and every list per seat
                holds one item per seat; each finished round's figures add up to what its result awards, and each score is the
                sum of the rounds.
            view (TatooineSpiceTrainView | Unset): The state as one seat or a spectator may see it: other players' stocks
                (while a round is in play) and the boneyard are replaced by their counts. The seed is left out.
            token (str | Unset): A sealed game: the next state, sealed; send it with the next request.
            record (TatooineSpiceTrainRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state)
                and every move.
     """

    events: list[TatooineSpiceTrainDealtEvent | TatooineSpiceTrainHubEvent | TatooineSpiceTrainMatchOverEvent | TatooineSpiceTrainOpenerEvent | TatooineSpiceTrainPassedEvent | TatooineSpiceTrainPlacedEvent | TatooineSpiceTrainRoundOverEvent]
    state: TatooineSpiceTrainState | Unset = UNSET
    view: TatooineSpiceTrainView | Unset = UNSET
    token: str | Unset = UNSET
    record: TatooineSpiceTrainRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.tatooine_spice_train_dealt_event import TatooineSpiceTrainDealtEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_hub_event import TatooineSpiceTrainHubEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_match_over_event import TatooineSpiceTrainMatchOverEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_opener_event import TatooineSpiceTrainOpenerEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_passed_event import TatooineSpiceTrainPassedEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_placed_event import TatooineSpiceTrainPlacedEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_record import TatooineSpiceTrainRecord # noqa: PLC0415
        from ..models.tatooine_spice_train_round_over_event import TatooineSpiceTrainRoundOverEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        from ..models.tatooine_spice_train_view import TatooineSpiceTrainView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, TatooineSpiceTrainDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TatooineSpiceTrainHubEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TatooineSpiceTrainOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TatooineSpiceTrainPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TatooineSpiceTrainPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TatooineSpiceTrainRoundOverEvent):
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
        from ..models.tatooine_spice_train_dealt_event import TatooineSpiceTrainDealtEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_hub_event import TatooineSpiceTrainHubEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_match_over_event import TatooineSpiceTrainMatchOverEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_opener_event import TatooineSpiceTrainOpenerEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_passed_event import TatooineSpiceTrainPassedEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_placed_event import TatooineSpiceTrainPlacedEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_record import TatooineSpiceTrainRecord # noqa: PLC0415
        from ..models.tatooine_spice_train_round_over_event import TatooineSpiceTrainRoundOverEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        from ..models.tatooine_spice_train_view import TatooineSpiceTrainView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> TatooineSpiceTrainDealtEvent | TatooineSpiceTrainHubEvent | TatooineSpiceTrainMatchOverEvent | TatooineSpiceTrainOpenerEvent | TatooineSpiceTrainPassedEvent | TatooineSpiceTrainPlacedEvent | TatooineSpiceTrainRoundOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tatooine_spice_train_event_type_0 = TatooineSpiceTrainDealtEvent.from_dict(data)



                    return componentsschemas_tatooine_spice_train_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tatooine_spice_train_event_type_1 = TatooineSpiceTrainHubEvent.from_dict(data)



                    return componentsschemas_tatooine_spice_train_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tatooine_spice_train_event_type_2 = TatooineSpiceTrainOpenerEvent.from_dict(data)



                    return componentsschemas_tatooine_spice_train_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tatooine_spice_train_event_type_3 = TatooineSpiceTrainPlacedEvent.from_dict(data)



                    return componentsschemas_tatooine_spice_train_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tatooine_spice_train_event_type_4 = TatooineSpiceTrainPassedEvent.from_dict(data)



                    return componentsschemas_tatooine_spice_train_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tatooine_spice_train_event_type_5 = TatooineSpiceTrainRoundOverEvent.from_dict(data)



                    return componentsschemas_tatooine_spice_train_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tatooine_spice_train_event_type_6 = TatooineSpiceTrainMatchOverEvent.from_dict(data)



                return componentsschemas_tatooine_spice_train_event_type_6

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        _state = d.pop("state", UNSET)
        state: TatooineSpiceTrainState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = TatooineSpiceTrainState.from_dict(_state)




        _view = d.pop("view", UNSET)
        view: TatooineSpiceTrainView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = TatooineSpiceTrainView.from_dict(_view)




        token = d.pop("token", UNSET)

        _record = d.pop("record", UNSET)
        record: TatooineSpiceTrainRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = TatooineSpiceTrainRecord.from_dict(_record)




        tatooine_spice_train_play_response = cls(
            events=events,
            state=state,
            view=view,
            token=token,
            record=record,
        )

        return tatooine_spice_train_play_response

