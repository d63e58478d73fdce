from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.record_signature import RecordSignature
  from ..models.rummikub_chance import RummikubChance
  from ..models.rummikub_draw import RummikubDraw
  from ..models.rummikub_lay import RummikubLay
  from ..models.rummikub_options import RummikubOptions
  from ..models.rummikub_penalty import RummikubPenalty
  from ..models.rummikub_record_tags import RummikubRecordTags
  from ..models.rummikub_state import RummikubState





T = TypeVar("T", bound="RummikubRecord")



@_attrs_define
class RummikubRecord:
    """ A game record (docs/records.md): the start (a seed or a whole state) and every move.

        Attributes:
            game (Literal['rummikub']):
            version (Literal[1]): The state format version.
            players (int): The number of seats.
            options (RummikubOptions): Options by name; a missing one takes its default.
            moves (list[RummikubChance | RummikubDraw | RummikubLay | RummikubPenalty]): Every move in order, as sent to
                play, chance steps included.
            seed (int | Unset): The deal's seed (or `start`).
            start (RummikubState | Unset): A whole Rummikub (Sabra rules) state as the service writes it. Every tile of the
                tile set (option tile_set: sabra-104 (104 tiles: one R9, one Y5, two of every other tile); standard-106 (106
                tiles: two of every tile)) is in exactly one place: a rack, the pool or a meld on the table; every meld on the
                table is a valid group or run; a player who has laid has made the initial meld.
            nonce (str | Unset): Sealed games: the secret (128 to 512 bits, in lowercase hex) mixed into every chance draw.
                Never in a view or an answer to a player.
            tags (RummikubRecordTags | Unset): Strings by name for people (names, place, date); no rule reads them, and no
                signature covers them.
            signature (RecordSignature | Unset): The service's signature of a record it wrote (docs/records.md says what it
                proves and what it does not); replay says whether it holds (`signed`).
     """

    game: Literal['rummikub']
    version: Literal[1]
    players: int
    options: RummikubOptions
    moves: list[RummikubChance | RummikubDraw | RummikubLay | RummikubPenalty]
    seed: int | Unset = UNSET
    start: RummikubState | Unset = UNSET
    nonce: str | Unset = UNSET
    tags: RummikubRecordTags | Unset = UNSET
    signature: RecordSignature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_signature import RecordSignature # noqa: PLC0415
        from ..models.rummikub_chance import RummikubChance # noqa: PLC0415
        from ..models.rummikub_draw import RummikubDraw # noqa: PLC0415
        from ..models.rummikub_lay import RummikubLay # noqa: PLC0415
        from ..models.rummikub_options import RummikubOptions # noqa: PLC0415
        from ..models.rummikub_penalty import RummikubPenalty # noqa: PLC0415
        from ..models.rummikub_record_tags import RummikubRecordTags # noqa: PLC0415
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        game = self.game

        version = self.version

        players = self.players

        options = self.options.to_dict()

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, RummikubChance):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RummikubDraw):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RummikubLay):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)



        seed = self.seed

        start: dict[str, Any] | Unset = UNSET
        if not isinstance(self.start, Unset):
            start = self.start.to_dict()

        nonce = self.nonce

        tags: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags.to_dict()

        signature: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signature, Unset):
            signature = self.signature.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "players": players,
            "options": options,
            "moves": moves,
        })
        if seed is not UNSET:
            field_dict["seed"] = seed
        if start is not UNSET:
            field_dict["start"] = start
        if nonce is not UNSET:
            field_dict["nonce"] = nonce
        if tags is not UNSET:
            field_dict["tags"] = tags
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_signature import RecordSignature # noqa: PLC0415
        from ..models.rummikub_chance import RummikubChance # noqa: PLC0415
        from ..models.rummikub_draw import RummikubDraw # noqa: PLC0415
        from ..models.rummikub_lay import RummikubLay # noqa: PLC0415
        from ..models.rummikub_options import RummikubOptions # noqa: PLC0415
        from ..models.rummikub_penalty import RummikubPenalty # noqa: PLC0415
        from ..models.rummikub_record_tags import RummikubRecordTags # noqa: PLC0415
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['rummikub'] , d.pop("game"))
        if game != 'rummikub':
            raise ValueError(f"game must match const 'rummikub', got '{game}'")

        version = cast(Literal[1] , d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        players = d.pop("players")

        options = RummikubOptions.from_dict(d.pop("options"))




        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> RummikubChance | RummikubDraw | RummikubLay | RummikubPenalty:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_move_type_0 = RummikubChance.from_dict(data)



                    return componentsschemas_rummikub_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_move_type_1 = RummikubDraw.from_dict(data)



                    return componentsschemas_rummikub_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_move_type_2 = RummikubLay.from_dict(data)



                    return componentsschemas_rummikub_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummikub_move_type_3 = RummikubPenalty.from_dict(data)



                return componentsschemas_rummikub_move_type_3

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        seed = d.pop("seed", UNSET)

        _start = d.pop("start", UNSET)
        start: RummikubState | Unset
        if isinstance(_start,  Unset):
            start = UNSET
        else:
            start = RummikubState.from_dict(_start)




        nonce = d.pop("nonce", UNSET)

        _tags = d.pop("tags", UNSET)
        tags: RummikubRecordTags | Unset
        if isinstance(_tags,  Unset):
            tags = UNSET
        else:
            tags = RummikubRecordTags.from_dict(_tags)




        _signature = d.pop("signature", UNSET)
        signature: RecordSignature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = RecordSignature.from_dict(_signature)




        rummikub_record = cls(
            game=game,
            version=version,
            players=players,
            options=options,
            moves=moves,
            seed=seed,
            start=start,
            nonce=nonce,
            tags=tags,
            signature=signature,
        )

        return rummikub_record

