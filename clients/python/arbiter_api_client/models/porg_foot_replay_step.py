from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.porg_foot_dealt_event import PorgFootDealtEvent
  from ..models.porg_foot_drew_event import PorgFootDrewEvent
  from ..models.porg_foot_match_over_event import PorgFootMatchOverEvent
  from ..models.porg_foot_opener_event import PorgFootOpenerEvent
  from ..models.porg_foot_passed_event import PorgFootPassedEvent
  from ..models.porg_foot_placed_event import PorgFootPlacedEvent
  from ..models.porg_foot_redeal_event import PorgFootRedealEvent
  from ..models.porg_foot_roll_to_draw_event import PorgFootRollToDrawEvent
  from ..models.porg_foot_rolled_event import PorgFootRolledEvent
  from ..models.porg_foot_round_over_event import PorgFootRoundOverEvent
  from ..models.porg_foot_state import PorgFootState





T = TypeVar("T", bound="PorgFootReplayStep")



@_attrs_define
class PorgFootReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (PorgFootState): A whole Porg Foot state as the service writes it. Each of the 28 tiles is in exactly one
                place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles placed, tile by
                tile; every seat a member names is one of the table's, and every list per seat holds one item per seat; each
                finished round's figures add up to what its result awards, and each score is the sum of the rounds.
            events (list[PorgFootDealtEvent | PorgFootDrewEvent | PorgFootMatchOverEvent | PorgFootOpenerEvent |
                PorgFootPassedEvent | PorgFootPlacedEvent | PorgFootRedealEvent | PorgFootRolledEvent | PorgFootRollToDrawEvent
                | PorgFootRoundOverEvent]):
     """

    index: int
    move: Any
    state: PorgFootState
    events: list[PorgFootDealtEvent | PorgFootDrewEvent | PorgFootMatchOverEvent | PorgFootOpenerEvent | PorgFootPassedEvent | PorgFootPlacedEvent | PorgFootRedealEvent | PorgFootRolledEvent | PorgFootRollToDrawEvent | PorgFootRoundOverEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.porg_foot_dealt_event import PorgFootDealtEvent # noqa: PLC0415
        from ..models.porg_foot_drew_event import PorgFootDrewEvent # noqa: PLC0415
        from ..models.porg_foot_match_over_event import PorgFootMatchOverEvent # noqa: PLC0415
        from ..models.porg_foot_opener_event import PorgFootOpenerEvent # noqa: PLC0415
        from ..models.porg_foot_passed_event import PorgFootPassedEvent # noqa: PLC0415
        from ..models.porg_foot_placed_event import PorgFootPlacedEvent # noqa: PLC0415
        from ..models.porg_foot_redeal_event import PorgFootRedealEvent # noqa: PLC0415
        from ..models.porg_foot_roll_to_draw_event import PorgFootRollToDrawEvent # noqa: PLC0415
        from ..models.porg_foot_rolled_event import PorgFootRolledEvent # noqa: PLC0415
        from ..models.porg_foot_round_over_event import PorgFootRoundOverEvent # noqa: PLC0415
        from ..models.porg_foot_state import PorgFootState # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, PorgFootDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PorgFootRedealEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PorgFootOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PorgFootPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PorgFootRollToDrawEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PorgFootRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PorgFootDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PorgFootPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PorgFootRoundOverEvent):
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
        from ..models.porg_foot_dealt_event import PorgFootDealtEvent # noqa: PLC0415
        from ..models.porg_foot_drew_event import PorgFootDrewEvent # noqa: PLC0415
        from ..models.porg_foot_match_over_event import PorgFootMatchOverEvent # noqa: PLC0415
        from ..models.porg_foot_opener_event import PorgFootOpenerEvent # noqa: PLC0415
        from ..models.porg_foot_passed_event import PorgFootPassedEvent # noqa: PLC0415
        from ..models.porg_foot_placed_event import PorgFootPlacedEvent # noqa: PLC0415
        from ..models.porg_foot_redeal_event import PorgFootRedealEvent # noqa: PLC0415
        from ..models.porg_foot_roll_to_draw_event import PorgFootRollToDrawEvent # noqa: PLC0415
        from ..models.porg_foot_rolled_event import PorgFootRolledEvent # noqa: PLC0415
        from ..models.porg_foot_round_over_event import PorgFootRoundOverEvent # noqa: PLC0415
        from ..models.porg_foot_state import PorgFootState # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = PorgFootState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> PorgFootDealtEvent | PorgFootDrewEvent | PorgFootMatchOverEvent | PorgFootOpenerEvent | PorgFootPassedEvent | PorgFootPlacedEvent | PorgFootRedealEvent | PorgFootRolledEvent | PorgFootRollToDrawEvent | PorgFootRoundOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_porg_foot_event_type_0 = PorgFootDealtEvent.from_dict(data)



                    return componentsschemas_porg_foot_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_porg_foot_event_type_1 = PorgFootRedealEvent.from_dict(data)



                    return componentsschemas_porg_foot_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_porg_foot_event_type_2 = PorgFootOpenerEvent.from_dict(data)



                    return componentsschemas_porg_foot_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_porg_foot_event_type_3 = PorgFootPlacedEvent.from_dict(data)



                    return componentsschemas_porg_foot_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_porg_foot_event_type_4 = PorgFootRollToDrawEvent.from_dict(data)



                    return componentsschemas_porg_foot_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_porg_foot_event_type_5 = PorgFootRolledEvent.from_dict(data)



                    return componentsschemas_porg_foot_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_porg_foot_event_type_6 = PorgFootDrewEvent.from_dict(data)



                    return componentsschemas_porg_foot_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_porg_foot_event_type_7 = PorgFootPassedEvent.from_dict(data)



                    return componentsschemas_porg_foot_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_porg_foot_event_type_8 = PorgFootRoundOverEvent.from_dict(data)



                    return componentsschemas_porg_foot_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_porg_foot_event_type_9 = PorgFootMatchOverEvent.from_dict(data)



                return componentsschemas_porg_foot_event_type_9

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        porg_foot_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return porg_foot_replay_step

