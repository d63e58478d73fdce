from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bergamor_chance import BergamorChance
  from ..models.bergamor_pass import BergamorPass
  from ..models.bergamor_place import BergamorPlace
  from ..models.bergamor_state import BergamorState





T = TypeVar("T", bound="BergamorPlayRequest")



@_attrs_define
class BergamorPlayRequest:
    """ 
        Attributes:
            move (BergamorChance | BergamorPass | BergamorPlace): A move of Bergamor, by its action.
            state (BergamorState | Unset): A whole Bergamor state as the service writes it. Each of the 28 tiles is in
                exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles
                placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one item
                per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            token (str | Unset): A sealed game's token as the last answer gave it, instead of `state` (docs/security.md).
                Its header `arb1.<key id>.<game>.<move counter>.` is readable: a relay refuses a counter lower than the last it
                saw.
            seat_key (str | Unset): With `token`: one seat's key from the sealed deal. The answer is that seat's; without a
                key, a spectator's.
            viewer (int | str | Unset): A player index, or "spectator": the answer has `view` (the next state as that viewer
                sees it) instead of `state`, and events without what the viewer may not see. Without it the answer is complete,
                every seat's secrets included: for a trusted server only.
     """

    move: BergamorChance | BergamorPass | BergamorPlace
    state: BergamorState | Unset = UNSET
    token: str | Unset = UNSET
    seat_key: str | Unset = UNSET
    viewer: int | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bergamor_chance import BergamorChance # noqa: PLC0415
        from ..models.bergamor_pass import BergamorPass # noqa: PLC0415
        from ..models.bergamor_place import BergamorPlace # noqa: PLC0415
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, BergamorPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, BergamorPass):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        token = self.token

        seat_key = self.seat_key

        viewer: int | str | Unset
        if isinstance(self.viewer, Unset):
            viewer = UNSET
        else:
            viewer = self.viewer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
        })
        if state is not UNSET:
            field_dict["state"] = state
        if token is not UNSET:
            field_dict["token"] = token
        if seat_key is not UNSET:
            field_dict["seat_key"] = seat_key
        if viewer is not UNSET:
            field_dict["viewer"] = viewer

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bergamor_chance import BergamorChance # noqa: PLC0415
        from ..models.bergamor_pass import BergamorPass # noqa: PLC0415
        from ..models.bergamor_place import BergamorPlace # noqa: PLC0415
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> BergamorChance | BergamorPass | BergamorPlace:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bergamor_move_type_0 = BergamorPlace.from_dict(data)



                return componentsschemas_bergamor_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bergamor_move_type_1 = BergamorPass.from_dict(data)



                return componentsschemas_bergamor_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_bergamor_move_type_2 = BergamorChance.from_dict(data)



            return componentsschemas_bergamor_move_type_2

        move = _parse_move(d.pop("move"))


        _state = d.pop("state", UNSET)
        state: BergamorState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = BergamorState.from_dict(_state)




        token = d.pop("token", UNSET)

        seat_key = d.pop("seat_key", UNSET)

        def _parse_viewer(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        viewer = _parse_viewer(d.pop("viewer", UNSET))


        bergamor_play_request = cls(
            move=move,
            state=state,
            token=token,
            seat_key=seat_key,
            viewer=viewer,
        )

        return bergamor_play_request

