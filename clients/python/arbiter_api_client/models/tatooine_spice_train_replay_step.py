from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.tatooine_spice_train_dealt_event import TatooineSpiceTrainDealtEvent
  from ..models.tatooine_spice_train_hub_event import TatooineSpiceTrainHubEvent
  from ..models.tatooine_spice_train_match_over_event import TatooineSpiceTrainMatchOverEvent
  from ..models.tatooine_spice_train_opener_event import TatooineSpiceTrainOpenerEvent
  from ..models.tatooine_spice_train_passed_event import TatooineSpiceTrainPassedEvent
  from ..models.tatooine_spice_train_placed_event import TatooineSpiceTrainPlacedEvent
  from ..models.tatooine_spice_train_round_over_event import TatooineSpiceTrainRoundOverEvent
  from ..models.tatooine_spice_train_state import TatooineSpiceTrainState





T = TypeVar("T", bound="TatooineSpiceTrainReplayStep")



@_attrs_define
class TatooineSpiceTrainReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (TatooineSpiceTrainState): A whole Tatooine Spice Train state as the service writes it. Each of the 28
                tiles is in exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from
                the tiles placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds
                one item per seat; each finished round's figures add up to what its result awards, and each score is the sum of
                the rounds.
            events (list[TatooineSpiceTrainDealtEvent | TatooineSpiceTrainHubEvent | TatooineSpiceTrainMatchOverEvent |
                TatooineSpiceTrainOpenerEvent | TatooineSpiceTrainPassedEvent | TatooineSpiceTrainPlacedEvent |
                TatooineSpiceTrainRoundOverEvent]):
     """

    index: int
    move: Any
    state: TatooineSpiceTrainState
    events: list[TatooineSpiceTrainDealtEvent | TatooineSpiceTrainHubEvent | TatooineSpiceTrainMatchOverEvent | TatooineSpiceTrainOpenerEvent | TatooineSpiceTrainPassedEvent | TatooineSpiceTrainPlacedEvent | TatooineSpiceTrainRoundOverEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.tatooine_spice_train_dealt_event import TatooineSpiceTrainDealtEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_hub_event import TatooineSpiceTrainHubEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_match_over_event import TatooineSpiceTrainMatchOverEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_opener_event import TatooineSpiceTrainOpenerEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_passed_event import TatooineSpiceTrainPassedEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_placed_event import TatooineSpiceTrainPlacedEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_round_over_event import TatooineSpiceTrainRoundOverEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

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




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "index": index,
            "move": move,
            "state": state,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tatooine_spice_train_dealt_event import TatooineSpiceTrainDealtEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_hub_event import TatooineSpiceTrainHubEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_match_over_event import TatooineSpiceTrainMatchOverEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_opener_event import TatooineSpiceTrainOpenerEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_passed_event import TatooineSpiceTrainPassedEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_placed_event import TatooineSpiceTrainPlacedEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_round_over_event import TatooineSpiceTrainRoundOverEvent # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = TatooineSpiceTrainState.from_dict(d.pop("state"))




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


        tatooine_spice_train_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return tatooine_spice_train_replay_step

