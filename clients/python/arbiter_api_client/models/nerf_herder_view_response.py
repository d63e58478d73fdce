from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.nerf_herder_record import NerfHerderRecord
  from ..models.nerf_herder_view import NerfHerderView





T = TypeVar("T", bound="NerfHerderViewResponse")



@_attrs_define
class NerfHerderViewResponse:
    """ 
        Attributes:
            state (NerfHerderView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            view (NerfHerderView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            record (NerfHerderRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and
                every move.
     """

    state: NerfHerderView | Unset = UNSET
    view: NerfHerderView | Unset = UNSET
    record: NerfHerderRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.nerf_herder_record import NerfHerderRecord # noqa: PLC0415
        from ..models.nerf_herder_view import NerfHerderView # noqa: PLC0415
        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()

        record: dict[str, Any] | Unset = UNSET
        if not isinstance(self.record, Unset):
            record = self.record.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if state is not UNSET:
            field_dict["state"] = state
        if view is not UNSET:
            field_dict["view"] = view
        if record is not UNSET:
            field_dict["record"] = record

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.nerf_herder_record import NerfHerderRecord # noqa: PLC0415
        from ..models.nerf_herder_view import NerfHerderView # noqa: PLC0415
        d = dict(src_dict)
        _state = d.pop("state", UNSET)
        state: NerfHerderView | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = NerfHerderView.from_dict(_state)




        _view = d.pop("view", UNSET)
        view: NerfHerderView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = NerfHerderView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: NerfHerderRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = NerfHerderRecord.from_dict(_record)




        nerf_herder_view_response = cls(
            state=state,
            view=view,
            record=record,
        )

        return nerf_herder_view_response

