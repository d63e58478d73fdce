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
  from ..models.tatooine_spice_train_chance import TatooineSpiceTrainChance
  from ..models.tatooine_spice_train_options import TatooineSpiceTrainOptions
  from ..models.tatooine_spice_train_pass import TatooineSpiceTrainPass
  from ..models.tatooine_spice_train_place import TatooineSpiceTrainPlace
  from ..models.tatooine_spice_train_record_tags import TatooineSpiceTrainRecordTags
  from ..models.tatooine_spice_train_state import TatooineSpiceTrainState





T = TypeVar("T", bound="TatooineSpiceTrainRecord")



@_attrs_define
class TatooineSpiceTrainRecord:
    """ A game record (docs/records.md): the start (a seed or a whole state) and every move.

        Attributes:
            game (Literal['tatooine-spice-train']):
            version (Literal[1]): The state format version.
            players (int): The number of seats.
            options (TatooineSpiceTrainOptions): Options by name; a missing one takes its default.
            moves (list[TatooineSpiceTrainChance | TatooineSpiceTrainPass | TatooineSpiceTrainPlace]): Every move in order,
                as sent to play, chance steps included.
            seed (int | Unset): The deal's seed (or `start`).
            start (TatooineSpiceTrainState | Unset): A whole Tatooine Spice Train state as the service writes it. Each of
                the 28 tiles is in exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow
                from the tiles placed, tile by tile; every seat a member names is one of the table's, and every list per seat
                holds one item per seat; each finished round's figures add up to what its result awards, and each score is the
                sum of the rounds.
            nonce (str | Unset): Sealed games: the secret (128 to 512 bits, in lowercase hex) mixed into every chance draw.
                Never in a view or an answer to a player.
            tags (TatooineSpiceTrainRecordTags | Unset): Strings by name for people (names, place, date); no rule reads
                them, and no signature covers them.
            signature (RecordSignature | Unset): The service's signature of a record it wrote (docs/records.md says what it
                proves and what it does not); replay says whether it holds (`signed`).
     """

    game: Literal['tatooine-spice-train']
    version: Literal[1]
    players: int
    options: TatooineSpiceTrainOptions
    moves: list[TatooineSpiceTrainChance | TatooineSpiceTrainPass | TatooineSpiceTrainPlace]
    seed: int | Unset = UNSET
    start: TatooineSpiceTrainState | Unset = UNSET
    nonce: str | Unset = UNSET
    tags: TatooineSpiceTrainRecordTags | Unset = UNSET
    signature: RecordSignature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_signature import RecordSignature # noqa: PLC0415
        from ..models.tatooine_spice_train_chance import TatooineSpiceTrainChance # noqa: PLC0415
        from ..models.tatooine_spice_train_options import TatooineSpiceTrainOptions # noqa: PLC0415
        from ..models.tatooine_spice_train_pass import TatooineSpiceTrainPass # noqa: PLC0415
        from ..models.tatooine_spice_train_place import TatooineSpiceTrainPlace # noqa: PLC0415
        from ..models.tatooine_spice_train_record_tags import TatooineSpiceTrainRecordTags # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        game = self.game

        version = self.version

        players = self.players

        options = self.options.to_dict()

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, TatooineSpiceTrainPlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, TatooineSpiceTrainPass):
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
        from ..models.tatooine_spice_train_chance import TatooineSpiceTrainChance # noqa: PLC0415
        from ..models.tatooine_spice_train_options import TatooineSpiceTrainOptions # noqa: PLC0415
        from ..models.tatooine_spice_train_pass import TatooineSpiceTrainPass # noqa: PLC0415
        from ..models.tatooine_spice_train_place import TatooineSpiceTrainPlace # noqa: PLC0415
        from ..models.tatooine_spice_train_record_tags import TatooineSpiceTrainRecordTags # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['tatooine-spice-train'] , d.pop("game"))
        if game != 'tatooine-spice-train':
            raise ValueError(f"game must match const 'tatooine-spice-train', got '{game}'")

        version = cast(Literal[1] , d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        players = d.pop("players")

        options = TatooineSpiceTrainOptions.from_dict(d.pop("options"))




        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> TatooineSpiceTrainChance | TatooineSpiceTrainPass | TatooineSpiceTrainPlace:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tatooine_spice_train_move_type_0 = TatooineSpiceTrainPlace.from_dict(data)



                    return componentsschemas_tatooine_spice_train_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tatooine_spice_train_move_type_1 = TatooineSpiceTrainPass.from_dict(data)



                    return componentsschemas_tatooine_spice_train_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tatooine_spice_train_move_type_2 = TatooineSpiceTrainChance.from_dict(data)



                return componentsschemas_tatooine_spice_train_move_type_2

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        seed = d.pop("seed", UNSET)

        _start = d.pop("start", UNSET)
        start: TatooineSpiceTrainState | Unset
        if isinstance(_start,  Unset):
            start = UNSET
        else:
            start = TatooineSpiceTrainState.from_dict(_start)




        nonce = d.pop("nonce", UNSET)

        _tags = d.pop("tags", UNSET)
        tags: TatooineSpiceTrainRecordTags | Unset
        if isinstance(_tags,  Unset):
            tags = UNSET
        else:
            tags = TatooineSpiceTrainRecordTags.from_dict(_tags)




        _signature = d.pop("signature", UNSET)
        signature: RecordSignature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = RecordSignature.from_dict(_signature)




        tatooine_spice_train_record = cls(
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

        return tatooine_spice_train_record

