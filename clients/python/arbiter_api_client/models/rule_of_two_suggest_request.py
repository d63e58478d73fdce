from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rule_of_two_suggest_request_bot import RuleOfTwoSuggestRequestBot
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.rule_of_two_state import RuleOfTwoState





T = TypeVar("T", bound="RuleOfTwoSuggestRequest")



@_attrs_define
class RuleOfTwoSuggestRequest:
    """ 
        Attributes:
            state (RuleOfTwoState | Unset): A whole Rule of Two state as the service writes it. Each of the 28 tiles is in
                exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles
                placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one item
                per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            token (str | Unset): A sealed game's token as the last answer gave it, instead of `state` (docs/security.md).
                Its header `arb1.<key id>.<game>.<move counter>.` is readable: a relay refuses a counter lower than the last it
                saw.
            seat_key (str | Unset): With `token`: one seat's key from the sealed deal. The answer is that seat's; without a
                key, a spectator's.
            bot (RuleOfTwoSuggestRequestBot | Unset): The computer player: greedy (the default: the move a family heuristic
                scores best from the seat's view; at Rummikub the solver's best turn under a short time limit) or random (any
                legal move).
     """

    state: RuleOfTwoState | Unset = UNSET
    token: str | Unset = UNSET
    seat_key: str | Unset = UNSET
    bot: RuleOfTwoSuggestRequestBot | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        token = self.token

        seat_key = self.seat_key

        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if state is not UNSET:
            field_dict["state"] = state
        if token is not UNSET:
            field_dict["token"] = token
        if seat_key is not UNSET:
            field_dict["seat_key"] = seat_key
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        d = dict(src_dict)
        _state = d.pop("state", UNSET)
        state: RuleOfTwoState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = RuleOfTwoState.from_dict(_state)




        token = d.pop("token", UNSET)

        seat_key = d.pop("seat_key", UNSET)

        _bot = d.pop("bot", UNSET)
        bot: RuleOfTwoSuggestRequestBot | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = RuleOfTwoSuggestRequestBot(_bot)




        rule_of_two_suggest_request = cls(
            state=state,
            token=token,
            seat_key=seat_key,
            bot=bot,
        )

        return rule_of_two_suggest_request

