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
  from ..models.nerf_herder_chance import NerfHerderChance
  from ..models.nerf_herder_options import NerfHerderOptions
  from ..models.nerf_herder_pass import NerfHerderPass
  from ..models.nerf_herder_place import NerfHerderPlace
  from ..models.nerf_herder_record_tags import NerfHerderRecordTags
  from ..models.nerf_herder_state import NerfHerderState
  from ..models.record_signature import RecordSignature





T = TypeVar("T", bound="NerfHerderRecord")



@_attrs_define
class NerfHerderRecord:
    """ A game record (docs/records.md): the start (a seed or a whole state) and every move.

        Attributes:
            game (Literal['nerf-herder']):
            version (Literal[1]): The state format version.
            players (int): The number of seats.
            options (NerfHerderOptions): Options by name; a missing one takes its default.
            moves (list[NerfHerderChance | NerfHerderPass | NerfHerderPlace]): Every move in order, as sent to play, chance
                steps included.
            seed (int | Unset): The deal's seed (or `start`).
            start (NerfHerderState | Unset): A whole Nerf Herder state as the service writes it. Each of the 28 tiles is in
                exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles
                placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one item
                per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            nonce (str | Unset): Sealed games: the secret (128 to 512 bits, in lowercase hex) mixed into every chance draw.
                Never in a view or an answer to a player.
            tags (NerfHerderRecordTags | Unset): Strings by name for people (names, place, date); no rule reads them, and no
                signature covers them.
            signature (RecordSignature | Unset): The service's signature of a record it wrote (docs/records.md says what it
                proves and what it does not); replay says whether it holds (`signed`).
     """

    game: Literal['nerf-herder']
    version: Literal[1]
    players: int
    options: NerfHerderOptions
    moves: list[NerfHerderChance | NerfHerderPass | NerfHerderPlace]
    seed: int | Unset = UNSET
    start: NerfHerderState | Unset = UNSET
    nonce: str | Unset = UNSET
    tags: NerfHerderRecordTags | Unset = UNSET
    signature: RecordSignature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.nerf_herder_chance import NerfHerderChance # noqa: PLC0415
        from ..models.nerf_herder_options import NerfHerderOptions # noqa: PLC0415
        from ..models.nerf_herder_pass import NerfHerderPass # noqa: PLC0415
        from ..models.nerf_herder_place import NerfHerderPlace # noqa: PLC0415
        from ..models.nerf_herder_record_tags import NerfHerderRecordTags # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        from ..models.record_signature import RecordSignature # noqa: PLC0415
        game = self.game

        version = self.version

        players = self.players

        options = self.options.to_dict()

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, NerfHerderPlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, NerfHerderPass):
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
        from ..models.nerf_herder_chance import NerfHerderChance # noqa: PLC0415
        from ..models.nerf_herder_options import NerfHerderOptions # noqa: PLC0415
        from ..models.nerf_herder_pass import NerfHerderPass # noqa: PLC0415
        from ..models.nerf_herder_place import NerfHerderPlace # noqa: PLC0415
        from ..models.nerf_herder_record_tags import NerfHerderRecordTags # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        from ..models.record_signature import RecordSignature # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['nerf-herder'] , d.pop("game"))
        if game != 'nerf-herder':
            raise ValueError(f"game must match const 'nerf-herder', got '{game}'")

        version = cast(Literal[1] , d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        players = d.pop("players")

        options = NerfHerderOptions.from_dict(d.pop("options"))




        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> NerfHerderChance | NerfHerderPass | NerfHerderPlace:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_move_type_0 = NerfHerderPlace.from_dict(data)



                    return componentsschemas_nerf_herder_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_move_type_1 = NerfHerderPass.from_dict(data)



                    return componentsschemas_nerf_herder_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nerf_herder_move_type_2 = NerfHerderChance.from_dict(data)



                return componentsschemas_nerf_herder_move_type_2

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        seed = d.pop("seed", UNSET)

        _start = d.pop("start", UNSET)
        start: NerfHerderState | Unset
        if isinstance(_start,  Unset):
            start = UNSET
        else:
            start = NerfHerderState.from_dict(_start)




        nonce = d.pop("nonce", UNSET)

        _tags = d.pop("tags", UNSET)
        tags: NerfHerderRecordTags | Unset
        if isinstance(_tags,  Unset):
            tags = UNSET
        else:
            tags = NerfHerderRecordTags.from_dict(_tags)




        _signature = d.pop("signature", UNSET)
        signature: RecordSignature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = RecordSignature.from_dict(_signature)




        nerf_herder_record = cls(
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

        return nerf_herder_record

