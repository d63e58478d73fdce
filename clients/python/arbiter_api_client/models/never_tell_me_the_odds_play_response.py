from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.never_tell_me_the_odds_dealt_event import NeverTellMeTheOddsDealtEvent
  from ..models.never_tell_me_the_odds_match_over_event import NeverTellMeTheOddsMatchOverEvent
  from ..models.never_tell_me_the_odds_opener_event import NeverTellMeTheOddsOpenerEvent
  from ..models.never_tell_me_the_odds_passed_event import NeverTellMeTheOddsPassedEvent
  from ..models.never_tell_me_the_odds_placed_event import NeverTellMeTheOddsPlacedEvent
  from ..models.never_tell_me_the_odds_record import NeverTellMeTheOddsRecord
  from ..models.never_tell_me_the_odds_rolled_event import NeverTellMeTheOddsRolledEvent
  from ..models.never_tell_me_the_odds_round_over_event import NeverTellMeTheOddsRoundOverEvent
  from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState
  from ..models.never_tell_me_the_odds_view import NeverTellMeTheOddsView





T = TypeVar("T", bound="NeverTellMeTheOddsPlayResponse")



@_attrs_define
class NeverTellMeTheOddsPlayResponse:
    """ 
        Attributes:
            events (list[NeverTellMeTheOddsDealtEvent | NeverTellMeTheOddsMatchOverEvent | NeverTellMeTheOddsOpenerEvent |
                NeverTellMeTheOddsPassedEvent | NeverTellMeTheOddsPlacedEvent | NeverTellMeTheOddsRolledEvent |
                NeverTellMeTheOddsRoundOverEvent]): What the move caused; with a `viewer`, a card or tile the viewer may not see
                is left out (a hidden list becomes its `_count`).
            state (NeverTellMeTheOddsState | Unset): A whole Never Tell Me The Odds state as the service writes it. Each of
                the 28 tiles is in exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow
                from the tiles placed, tile by tile; every seat a member names is one of the table's, and every list per seat
                holds one item per seat; each finished round's figures add up to what its result awards, and each score is the
                sum of the rounds.
            view (NeverTellMeTheOddsView | Unset): The state as one seat or a spectator may see it: other players' stocks
                (while a round is in play) and the boneyard are replaced by their counts. The seed is left out.
            token (str | Unset): A sealed game: the next state, sealed; send it with the next request.
            record (NeverTellMeTheOddsRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state)
                and every move.
     """

    events: list[NeverTellMeTheOddsDealtEvent | NeverTellMeTheOddsMatchOverEvent | NeverTellMeTheOddsOpenerEvent | NeverTellMeTheOddsPassedEvent | NeverTellMeTheOddsPlacedEvent | NeverTellMeTheOddsRolledEvent | NeverTellMeTheOddsRoundOverEvent]
    state: NeverTellMeTheOddsState | Unset = UNSET
    view: NeverTellMeTheOddsView | Unset = UNSET
    token: str | Unset = UNSET
    record: NeverTellMeTheOddsRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.never_tell_me_the_odds_dealt_event import NeverTellMeTheOddsDealtEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_match_over_event import NeverTellMeTheOddsMatchOverEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_opener_event import NeverTellMeTheOddsOpenerEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_passed_event import NeverTellMeTheOddsPassedEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_placed_event import NeverTellMeTheOddsPlacedEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_record import NeverTellMeTheOddsRecord # noqa: PLC0415
        from ..models.never_tell_me_the_odds_rolled_event import NeverTellMeTheOddsRolledEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_round_over_event import NeverTellMeTheOddsRoundOverEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState # noqa: PLC0415
        from ..models.never_tell_me_the_odds_view import NeverTellMeTheOddsView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, NeverTellMeTheOddsDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NeverTellMeTheOddsOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NeverTellMeTheOddsPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NeverTellMeTheOddsRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NeverTellMeTheOddsPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NeverTellMeTheOddsRoundOverEvent):
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
        from ..models.never_tell_me_the_odds_dealt_event import NeverTellMeTheOddsDealtEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_match_over_event import NeverTellMeTheOddsMatchOverEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_opener_event import NeverTellMeTheOddsOpenerEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_passed_event import NeverTellMeTheOddsPassedEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_placed_event import NeverTellMeTheOddsPlacedEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_record import NeverTellMeTheOddsRecord # noqa: PLC0415
        from ..models.never_tell_me_the_odds_rolled_event import NeverTellMeTheOddsRolledEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_round_over_event import NeverTellMeTheOddsRoundOverEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState # noqa: PLC0415
        from ..models.never_tell_me_the_odds_view import NeverTellMeTheOddsView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> NeverTellMeTheOddsDealtEvent | NeverTellMeTheOddsMatchOverEvent | NeverTellMeTheOddsOpenerEvent | NeverTellMeTheOddsPassedEvent | NeverTellMeTheOddsPlacedEvent | NeverTellMeTheOddsRolledEvent | NeverTellMeTheOddsRoundOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_event_type_0 = NeverTellMeTheOddsDealtEvent.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_event_type_1 = NeverTellMeTheOddsOpenerEvent.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_event_type_2 = NeverTellMeTheOddsPlacedEvent.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_event_type_3 = NeverTellMeTheOddsRolledEvent.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_event_type_4 = NeverTellMeTheOddsPassedEvent.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_event_type_5 = NeverTellMeTheOddsRoundOverEvent.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_never_tell_me_the_odds_event_type_6 = NeverTellMeTheOddsMatchOverEvent.from_dict(data)



                return componentsschemas_never_tell_me_the_odds_event_type_6

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        _state = d.pop("state", UNSET)
        state: NeverTellMeTheOddsState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = NeverTellMeTheOddsState.from_dict(_state)




        _view = d.pop("view", UNSET)
        view: NeverTellMeTheOddsView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = NeverTellMeTheOddsView.from_dict(_view)




        token = d.pop("token", UNSET)

        _record = d.pop("record", UNSET)
        record: NeverTellMeTheOddsRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = NeverTellMeTheOddsRecord.from_dict(_record)




        never_tell_me_the_odds_play_response = cls(
            events=events,
            state=state,
            view=view,
            token=token,
            record=record,
        )

        return never_tell_me_the_odds_play_response

