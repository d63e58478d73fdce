from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.traditional_sabacc_call_event import TraditionalSabaccCallEvent
  from ..models.traditional_sabacc_dice_event import TraditionalSabaccDiceEvent
  from ..models.traditional_sabacc_fold_event import TraditionalSabaccFoldEvent
  from ..models.traditional_sabacc_freeze_event import TraditionalSabaccFreezeEvent
  from ..models.traditional_sabacc_gain_event import TraditionalSabaccGainEvent
  from ..models.traditional_sabacc_game_over_event import TraditionalSabaccGameOverEvent
  from ..models.traditional_sabacc_record import TraditionalSabaccRecord
  from ..models.traditional_sabacc_reshuffle_event import TraditionalSabaccReshuffleEvent
  from ..models.traditional_sabacc_reveal_event import TraditionalSabaccRevealEvent
  from ..models.traditional_sabacc_shift_event import TraditionalSabaccShiftEvent
  from ..models.traditional_sabacc_stand_event import TraditionalSabaccStandEvent
  from ..models.traditional_sabacc_state import TraditionalSabaccState
  from ..models.traditional_sabacc_sudden_demise_event import TraditionalSabaccSuddenDemiseEvent
  from ..models.traditional_sabacc_swap_event import TraditionalSabaccSwapEvent
  from ..models.traditional_sabacc_view import TraditionalSabaccView





T = TypeVar("T", bound="TraditionalSabaccPlayResponse")



@_attrs_define
class TraditionalSabaccPlayResponse:
    """ 
        Attributes:
            events (list[TraditionalSabaccCallEvent | TraditionalSabaccDiceEvent | TraditionalSabaccFoldEvent |
                TraditionalSabaccFreezeEvent | TraditionalSabaccGainEvent | TraditionalSabaccGameOverEvent |
                TraditionalSabaccReshuffleEvent | TraditionalSabaccRevealEvent | TraditionalSabaccShiftEvent |
                TraditionalSabaccStandEvent | TraditionalSabaccSuddenDemiseEvent | TraditionalSabaccSwapEvent]): What the move
                caused; with a `viewer`, a card or tile the viewer may not see is left out (a hidden list becomes its `_count`).
            state (TraditionalSabaccState | Unset): A whole Traditional 76-card Sabacc state as the service writes it. Every
                card of the deck is, by its code, in exactly one place: a hand, the draw pile or the discard pile (top last); a
                player who has left holds no card, one in the game two or more; the phase, to_move and terminal agree; the
                sudden demise draws are the last cards of the tied players' hands, and the reveal is worked out again from the
                hands.
            view (TraditionalSabaccView | Unset): The state as one seat or a spectator may see it: other players' hands
                (until the reveal) and the draw pile are replaced by their counts; the discard pile is face up. The seed is left
                out.
            token (str | Unset): A sealed game: the next state, sealed; send it with the next request.
            record (TraditionalSabaccRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state)
                and every move.
     """

    events: list[TraditionalSabaccCallEvent | TraditionalSabaccDiceEvent | TraditionalSabaccFoldEvent | TraditionalSabaccFreezeEvent | TraditionalSabaccGainEvent | TraditionalSabaccGameOverEvent | TraditionalSabaccReshuffleEvent | TraditionalSabaccRevealEvent | TraditionalSabaccShiftEvent | TraditionalSabaccStandEvent | TraditionalSabaccSuddenDemiseEvent | TraditionalSabaccSwapEvent]
    state: TraditionalSabaccState | Unset = UNSET
    view: TraditionalSabaccView | Unset = UNSET
    token: str | Unset = UNSET
    record: TraditionalSabaccRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.traditional_sabacc_call_event import TraditionalSabaccCallEvent # noqa: PLC0415
        from ..models.traditional_sabacc_dice_event import TraditionalSabaccDiceEvent # noqa: PLC0415
        from ..models.traditional_sabacc_fold_event import TraditionalSabaccFoldEvent # noqa: PLC0415
        from ..models.traditional_sabacc_freeze_event import TraditionalSabaccFreezeEvent # noqa: PLC0415
        from ..models.traditional_sabacc_gain_event import TraditionalSabaccGainEvent # noqa: PLC0415
        from ..models.traditional_sabacc_game_over_event import TraditionalSabaccGameOverEvent # noqa: PLC0415
        from ..models.traditional_sabacc_record import TraditionalSabaccRecord # noqa: PLC0415
        from ..models.traditional_sabacc_reshuffle_event import TraditionalSabaccReshuffleEvent # noqa: PLC0415
        from ..models.traditional_sabacc_reveal_event import TraditionalSabaccRevealEvent # noqa: PLC0415
        from ..models.traditional_sabacc_shift_event import TraditionalSabaccShiftEvent # noqa: PLC0415
        from ..models.traditional_sabacc_stand_event import TraditionalSabaccStandEvent # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        from ..models.traditional_sabacc_sudden_demise_event import TraditionalSabaccSuddenDemiseEvent # noqa: PLC0415
        from ..models.traditional_sabacc_swap_event import TraditionalSabaccSwapEvent # noqa: PLC0415
        from ..models.traditional_sabacc_view import TraditionalSabaccView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, TraditionalSabaccGainEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccSwapEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccStandEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccFoldEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccDiceEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccShiftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccReshuffleEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccRevealEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccSuddenDemiseEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccCallEvent):
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
        from ..models.traditional_sabacc_call_event import TraditionalSabaccCallEvent # noqa: PLC0415
        from ..models.traditional_sabacc_dice_event import TraditionalSabaccDiceEvent # noqa: PLC0415
        from ..models.traditional_sabacc_fold_event import TraditionalSabaccFoldEvent # noqa: PLC0415
        from ..models.traditional_sabacc_freeze_event import TraditionalSabaccFreezeEvent # noqa: PLC0415
        from ..models.traditional_sabacc_gain_event import TraditionalSabaccGainEvent # noqa: PLC0415
        from ..models.traditional_sabacc_game_over_event import TraditionalSabaccGameOverEvent # noqa: PLC0415
        from ..models.traditional_sabacc_record import TraditionalSabaccRecord # noqa: PLC0415
        from ..models.traditional_sabacc_reshuffle_event import TraditionalSabaccReshuffleEvent # noqa: PLC0415
        from ..models.traditional_sabacc_reveal_event import TraditionalSabaccRevealEvent # noqa: PLC0415
        from ..models.traditional_sabacc_shift_event import TraditionalSabaccShiftEvent # noqa: PLC0415
        from ..models.traditional_sabacc_stand_event import TraditionalSabaccStandEvent # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        from ..models.traditional_sabacc_sudden_demise_event import TraditionalSabaccSuddenDemiseEvent # noqa: PLC0415
        from ..models.traditional_sabacc_swap_event import TraditionalSabaccSwapEvent # noqa: PLC0415
        from ..models.traditional_sabacc_view import TraditionalSabaccView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> TraditionalSabaccCallEvent | TraditionalSabaccDiceEvent | TraditionalSabaccFoldEvent | TraditionalSabaccFreezeEvent | TraditionalSabaccGainEvent | TraditionalSabaccGameOverEvent | TraditionalSabaccReshuffleEvent | TraditionalSabaccRevealEvent | TraditionalSabaccShiftEvent | TraditionalSabaccStandEvent | TraditionalSabaccSuddenDemiseEvent | TraditionalSabaccSwapEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_0 = TraditionalSabaccGainEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_1 = TraditionalSabaccSwapEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_2 = TraditionalSabaccStandEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_3 = TraditionalSabaccFoldEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_4 = TraditionalSabaccDiceEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_5 = TraditionalSabaccShiftEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_6 = TraditionalSabaccReshuffleEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_7 = TraditionalSabaccRevealEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_8 = TraditionalSabaccSuddenDemiseEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_9 = TraditionalSabaccGameOverEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_10 = TraditionalSabaccCallEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_traditional_sabacc_event_type_11 = TraditionalSabaccFreezeEvent.from_dict(data)



                return componentsschemas_traditional_sabacc_event_type_11

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        _state = d.pop("state", UNSET)
        state: TraditionalSabaccState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = TraditionalSabaccState.from_dict(_state)




        _view = d.pop("view", UNSET)
        view: TraditionalSabaccView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = TraditionalSabaccView.from_dict(_view)




        token = d.pop("token", UNSET)

        _record = d.pop("record", UNSET)
        record: TraditionalSabaccRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = TraditionalSabaccRecord.from_dict(_record)




        traditional_sabacc_play_response = cls(
            events=events,
            state=state,
            view=view,
            token=token,
            record=record,
        )

        return traditional_sabacc_play_response

