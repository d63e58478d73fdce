from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccino_tile import SabaccinoTile
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="TatooineSpiceTrainHubEvent")



@_attrs_define
class TatooineSpiceTrainHubEvent:
    """ 
        Attributes:
            event (Literal['hub']):
            tile (SabaccinoTile): A tile of the double-six set, low half first ("3-5"); each of the 28 exists once.
            opens (list[int]): Ids of the open ends it made.
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['hub']
    tile: SabaccinoTile
    opens: list[int]
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        tile = self.tile.value

        opens = self.opens



        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "tile": tile,
            "opens": opens,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['hub'] , d.pop("event"))
        if event != 'hub':
            raise ValueError(f"event must match const 'hub', got '{event}'")

        tile = SabaccinoTile(d.pop("tile"))




        opens = cast(list[int], d.pop("opens"))


        text = d.pop("text", UNSET)

        tatooine_spice_train_hub_event = cls(
            event=event,
            tile=tile,
            opens=opens,
            text=text,
        )

        return tatooine_spice_train_hub_event

