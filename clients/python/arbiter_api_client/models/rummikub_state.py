from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rummikub_state_to_move_type_1 import RummikubStateToMoveType1
from ..models.rummikub_tile import RummikubTile
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.rummikub_state_options import RummikubStateOptions
  from ..models.rummikub_state_players_item import RummikubStatePlayersItem





T = TypeVar("T", bound="RummikubState")



@_attrs_define
class RummikubState:
    """ A whole Rummikub (Sabra rules) state as the service writes it. Every tile of the tile set (option tile_set:
    sabra-104 (104 tiles: one R9, one Y5, two of every other tile); standard-106 (106 tiles: two of every tile)) is in
    exactly one place: a rack, the pool or a meld on the table; every meld on the table is a valid group or run; a
    player who has laid has made the initial meld.

        Attributes:
            game (Literal['rummikub']):
            version (Literal[1]): State format version.
            options (RummikubStateOptions): Every option of the game (see the catalog); a state saved before an option
                existed lacks it and loads with its default.
            seed (int): Seed of every chance outcome.
            chance_step (int): How many chance outcomes were drawn.
            to_move (int | None | RummikubStateToMoveType1): The seat to move, "chance" at a chance step, or null once the
                game is over.
            terminal (bool): Whether the game is over.
            players (list[RummikubStatePlayersItem]):
            pool (list[RummikubTile]): The face-down tiles, as a multiset (order means nothing).
            table (list[list[RummikubTile]]): Melds, each as laid left to right.
            nonce (str | Unset): Sealed games: the secret (128 to 512 bits, in lowercase hex) mixed into every chance draw.
                Never in a view or an answer to a player.
     """

    game: Literal['rummikub']
    version: Literal[1]
    options: RummikubStateOptions
    seed: int
    chance_step: int
    to_move: int | None | RummikubStateToMoveType1
    terminal: bool
    players: list[RummikubStatePlayersItem]
    pool: list[RummikubTile]
    table: list[list[RummikubTile]]
    nonce: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.rummikub_state_options import RummikubStateOptions # noqa: PLC0415
        from ..models.rummikub_state_players_item import RummikubStatePlayersItem # noqa: PLC0415
        game = self.game

        version = self.version

        options = self.options.to_dict()

        seed = self.seed

        chance_step = self.chance_step

        to_move: int | None | str
        if isinstance(self.to_move, RummikubStateToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        terminal = self.terminal

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        pool = []
        for pool_item_data in self.pool:
            pool_item = pool_item_data.value
            pool.append(pool_item)



        table = []
        for componentsschemas_rummikub_table_item_data in self.table:
            componentsschemas_rummikub_table_item = []
            for componentsschemas_rummikub_table_item_item_data in componentsschemas_rummikub_table_item_data:
                componentsschemas_rummikub_table_item_item = componentsschemas_rummikub_table_item_item_data.value
                componentsschemas_rummikub_table_item.append(componentsschemas_rummikub_table_item_item)


            table.append(componentsschemas_rummikub_table_item)



        nonce = self.nonce


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "options": options,
            "seed": seed,
            "chance_step": chance_step,
            "to_move": to_move,
            "terminal": terminal,
            "players": players,
            "pool": pool,
            "table": table,
        })
        if nonce is not UNSET:
            field_dict["nonce"] = nonce

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rummikub_state_options import RummikubStateOptions # noqa: PLC0415
        from ..models.rummikub_state_players_item import RummikubStatePlayersItem # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['rummikub'] , d.pop("game"))
        if game != 'rummikub':
            raise ValueError(f"game must match const 'rummikub', got '{game}'")

        version = cast(Literal[1] , d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        options = RummikubStateOptions.from_dict(d.pop("options"))




        seed = d.pop("seed")

        chance_step = d.pop("chance_step")

        def _parse_to_move(data: object) -> int | None | RummikubStateToMoveType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = RummikubStateToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | RummikubStateToMoveType1, data)

        to_move = _parse_to_move(d.pop("to_move"))


        terminal = d.pop("terminal")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = RummikubStatePlayersItem.from_dict(players_item_data)



            players.append(players_item)


        pool = []
        _pool = d.pop("pool")
        for pool_item_data in (_pool):
            pool_item = RummikubTile(pool_item_data)



            pool.append(pool_item)


        table = []
        _table = d.pop("table")
        for componentsschemas_rummikub_table_item_data in (_table):
            componentsschemas_rummikub_table_item = []
            _componentsschemas_rummikub_table_item = componentsschemas_rummikub_table_item_data
            for componentsschemas_rummikub_table_item_item_data in (_componentsschemas_rummikub_table_item):
                componentsschemas_rummikub_table_item_item = RummikubTile(componentsschemas_rummikub_table_item_item_data)



                componentsschemas_rummikub_table_item.append(componentsschemas_rummikub_table_item_item)

            table.append(componentsschemas_rummikub_table_item)


        nonce = d.pop("nonce", UNSET)

        rummikub_state = cls(
            game=game,
            version=version,
            options=options,
            seed=seed,
            chance_step=chance_step,
            to_move=to_move,
            terminal=terminal,
            players=players,
            pool=pool,
            table=table,
            nonce=nonce,
        )

        return rummikub_state

