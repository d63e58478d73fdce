from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_family import GameFamily
from ..models.game_status import GameStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.option import Option
  from ..models.players import Players





T = TypeVar("T", bound="Game")



@_attrs_define
class Game:
    """ 
        Attributes:
            id (str):  Example: corellian-spike.
            name (str):
            family (GameFamily):
            players (Players):
            source (str): Seed file of the rules.
            summary (str):
            options (list[Option]):
            endpoints (list[str]): The endpoints this game supports: rank, deal, legal-moves, play, score, view, profiles,
                check-table, solve.
            status (GameStatus):
     """

    id: str
    name: str
    family: GameFamily
    players: Players
    source: str
    summary: str
    options: list[Option]
    endpoints: list[str]
    status: GameStatus





    def to_dict(self) -> dict[str, Any]:
        from ..models.option import Option # noqa: PLC0415
        from ..models.players import Players # noqa: PLC0415
        id = self.id

        name = self.name

        family = self.family.value

        players = self.players.to_dict()

        source = self.source

        summary = self.summary

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        endpoints = self.endpoints



        status = self.status.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "name": name,
            "family": family,
            "players": players,
            "source": source,
            "summary": summary,
            "options": options,
            "endpoints": endpoints,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option import Option # noqa: PLC0415
        from ..models.players import Players # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        family = GameFamily(d.pop("family"))




        players = Players.from_dict(d.pop("players"))




        source = d.pop("source")

        summary = d.pop("summary")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = Option.from_dict(options_item_data)



            options.append(options_item)


        endpoints = cast(list[str], d.pop("endpoints"))


        status = GameStatus(d.pop("status"))




        game = cls(
            id=id,
            name=name,
            family=family,
            players=players,
            source=source,
            summary=summary,
            options=options,
            endpoints=endpoints,
            status=status,
        )

        return game

