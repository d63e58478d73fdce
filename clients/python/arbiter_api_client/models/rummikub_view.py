from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rummikub_tile import RummikubTile
from ..models.rummikub_view_to_move_type_1 import RummikubViewToMoveType1
from ..models.rummikub_view_viewer_type_1 import RummikubViewViewerType1
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.rummikub_view_options import RummikubViewOptions
  from ..models.rummikub_view_players_item import RummikubViewPlayersItem





T = TypeVar("T", bound="RummikubView")



@_attrs_define
class RummikubView:
    """ The state as one seat or a spectator may see it: other players' racks (until the game is over) and the pool are
    replaced by their counts. The seed is left out.

        Attributes:
            game (Literal['rummikub']):
            version (Literal[1]): State format version.
            options (RummikubViewOptions): Every option of the game (see the catalog); a state saved before an option
                existed lacks it and loads with its default.
            chance_step (int): How many chance outcomes were drawn.
            to_move (int | None | RummikubViewToMoveType1): The seat to move, "chance" at a chance step, or null once the
                game is over.
            terminal (bool): Whether the game is over.
            players (list[RummikubViewPlayersItem]):
            table (list[list[RummikubTile]]): Melds, each as laid left to right.
            viewer (int | RummikubViewViewerType1): Whose view this is: a seat, or "spectator".
            pool_count (int): How many tiles in the pool there are (the list itself is hidden).
     """

    game: Literal['rummikub']
    version: Literal[1]
    options: RummikubViewOptions
    chance_step: int
    to_move: int | None | RummikubViewToMoveType1
    terminal: bool
    players: list[RummikubViewPlayersItem]
    table: list[list[RummikubTile]]
    viewer: int | RummikubViewViewerType1
    pool_count: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.rummikub_view_options import RummikubViewOptions # noqa: PLC0415
        from ..models.rummikub_view_players_item import RummikubViewPlayersItem # noqa: PLC0415
        game = self.game

        version = self.version

        options = self.options.to_dict()

        chance_step = self.chance_step

        to_move: int | None | str
        if isinstance(self.to_move, RummikubViewToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        terminal = self.terminal

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        table = []
        for componentsschemas_rummikub_table_item_data in self.table:
            componentsschemas_rummikub_table_item = []
            for componentsschemas_rummikub_table_item_item_data in componentsschemas_rummikub_table_item_data:
                componentsschemas_rummikub_table_item_item = componentsschemas_rummikub_table_item_item_data.value
                componentsschemas_rummikub_table_item.append(componentsschemas_rummikub_table_item_item)


            table.append(componentsschemas_rummikub_table_item)



        viewer: int | str
        if isinstance(self.viewer, RummikubViewViewerType1):
            viewer = self.viewer.value
        else:
            viewer = self.viewer

        pool_count = self.pool_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "options": options,
            "chance_step": chance_step,
            "to_move": to_move,
            "terminal": terminal,
            "players": players,
            "table": table,
            "viewer": viewer,
            "pool_count": pool_count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rummikub_view_options import RummikubViewOptions # noqa: PLC0415
        from ..models.rummikub_view_players_item import RummikubViewPlayersItem # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['rummikub'] , d.pop("game"))
        if game != 'rummikub':
            raise ValueError(f"game must match const 'rummikub', got '{game}'")

        version = cast(Literal[1] , d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        options = RummikubViewOptions.from_dict(d.pop("options"))




        chance_step = d.pop("chance_step")

        def _parse_to_move(data: object) -> int | None | RummikubViewToMoveType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = RummikubViewToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | RummikubViewToMoveType1, data)

        to_move = _parse_to_move(d.pop("to_move"))


        terminal = d.pop("terminal")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = RummikubViewPlayersItem.from_dict(players_item_data)



            players.append(players_item)


        table = []
        _table = d.pop("table")
        for componentsschemas_rummikub_table_item_data in (_table):
            componentsschemas_rummikub_table_item = []
            _componentsschemas_rummikub_table_item = componentsschemas_rummikub_table_item_data
            for componentsschemas_rummikub_table_item_item_data in (_componentsschemas_rummikub_table_item):
                componentsschemas_rummikub_table_item_item = RummikubTile(componentsschemas_rummikub_table_item_item_data)



                componentsschemas_rummikub_table_item.append(componentsschemas_rummikub_table_item_item)

            table.append(componentsschemas_rummikub_table_item)


        def _parse_viewer(data: object) -> int | RummikubViewViewerType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                viewer_type_1 = RummikubViewViewerType1(data)



                return viewer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | RummikubViewViewerType1, data)

        viewer = _parse_viewer(d.pop("viewer"))


        pool_count = d.pop("pool_count")

        rummikub_view = cls(
            game=game,
            version=version,
            options=options,
            chance_step=chance_step,
            to_move=to_move,
            terminal=terminal,
            players=players,
            table=table,
            viewer=viewer,
            pool_count=pool_count,
        )

        return rummikub_view

