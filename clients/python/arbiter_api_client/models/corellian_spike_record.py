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
  from ..models.corellian_spike_chance import CorellianSpikeChance
  from ..models.corellian_spike_gain import CorellianSpikeGain
  from ..models.corellian_spike_junk import CorellianSpikeJunk
  from ..models.corellian_spike_options import CorellianSpikeOptions
  from ..models.corellian_spike_record_tags import CorellianSpikeRecordTags
  from ..models.corellian_spike_roll import CorellianSpikeRoll
  from ..models.corellian_spike_stand import CorellianSpikeStand
  from ..models.corellian_spike_state import CorellianSpikeState
  from ..models.corellian_spike_swap import CorellianSpikeSwap
  from ..models.record_signature import RecordSignature





T = TypeVar("T", bound="CorellianSpikeRecord")



@_attrs_define
class CorellianSpikeRecord:
    """ A game record (docs/records.md): the start (a seed or a whole state) and every move.

        Attributes:
            game (Literal['corellian-spike']):
            version (Literal[1]): The state format version.
            players (int): The number of seats.
            options (CorellianSpikeOptions): Options by name; a missing one takes its default.
            moves (list[CorellianSpikeChance | CorellianSpikeGain | CorellianSpikeJunk | CorellianSpikeRoll |
                CorellianSpikeStand | CorellianSpikeSwap]): Every move in order, as sent to play, chance steps included.
            seed (int | Unset): The deal's seed (or `start`).
            start (CorellianSpikeState | Unset): A whole Corellian Spike Sabacc state as the service writes it. Every card
                of the deck is, by its code, in exactly one place: a hand, the draw pile or the discard pile (top last); a
                player who has left holds no card, one in the game two or more; the phase, to_move and terminal agree; the
                sudden demise draws are the last cards of the tied players' hands, and the reveal is worked out again from the
                hands.
            nonce (str | Unset): Sealed games: the secret (128 to 512 bits, in lowercase hex) mixed into every chance draw.
                Never in a view or an answer to a player.
            tags (CorellianSpikeRecordTags | Unset): Strings by name for people (names, place, date); no rule reads them,
                and no signature covers them.
            signature (RecordSignature | Unset): The service's signature of a record it wrote (docs/records.md says what it
                proves and what it does not); replay says whether it holds (`signed`).
     """

    game: Literal['corellian-spike']
    version: Literal[1]
    players: int
    options: CorellianSpikeOptions
    moves: list[CorellianSpikeChance | CorellianSpikeGain | CorellianSpikeJunk | CorellianSpikeRoll | CorellianSpikeStand | CorellianSpikeSwap]
    seed: int | Unset = UNSET
    start: CorellianSpikeState | Unset = UNSET
    nonce: str | Unset = UNSET
    tags: CorellianSpikeRecordTags | Unset = UNSET
    signature: RecordSignature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.corellian_spike_chance import CorellianSpikeChance # noqa: PLC0415
        from ..models.corellian_spike_gain import CorellianSpikeGain # noqa: PLC0415
        from ..models.corellian_spike_junk import CorellianSpikeJunk # noqa: PLC0415
        from ..models.corellian_spike_options import CorellianSpikeOptions # noqa: PLC0415
        from ..models.corellian_spike_record_tags import CorellianSpikeRecordTags # noqa: PLC0415
        from ..models.corellian_spike_roll import CorellianSpikeRoll # noqa: PLC0415
        from ..models.corellian_spike_stand import CorellianSpikeStand # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.corellian_spike_swap import CorellianSpikeSwap # noqa: PLC0415
        from ..models.record_signature import RecordSignature # noqa: PLC0415
        game = self.game

        version = self.version

        players = self.players

        options = self.options.to_dict()

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, CorellianSpikeGain):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CorellianSpikeSwap):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CorellianSpikeStand):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CorellianSpikeJunk):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CorellianSpikeChance):
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
        from ..models.corellian_spike_chance import CorellianSpikeChance # noqa: PLC0415
        from ..models.corellian_spike_gain import CorellianSpikeGain # noqa: PLC0415
        from ..models.corellian_spike_junk import CorellianSpikeJunk # noqa: PLC0415
        from ..models.corellian_spike_options import CorellianSpikeOptions # noqa: PLC0415
        from ..models.corellian_spike_record_tags import CorellianSpikeRecordTags # noqa: PLC0415
        from ..models.corellian_spike_roll import CorellianSpikeRoll # noqa: PLC0415
        from ..models.corellian_spike_stand import CorellianSpikeStand # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.corellian_spike_swap import CorellianSpikeSwap # noqa: PLC0415
        from ..models.record_signature import RecordSignature # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['corellian-spike'] , d.pop("game"))
        if game != 'corellian-spike':
            raise ValueError(f"game must match const 'corellian-spike', got '{game}'")

        version = cast(Literal[1] , d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        players = d.pop("players")

        options = CorellianSpikeOptions.from_dict(d.pop("options"))




        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> CorellianSpikeChance | CorellianSpikeGain | CorellianSpikeJunk | CorellianSpikeRoll | CorellianSpikeStand | CorellianSpikeSwap:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_move_type_0 = CorellianSpikeGain.from_dict(data)



                    return componentsschemas_corellian_spike_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_move_type_1 = CorellianSpikeSwap.from_dict(data)



                    return componentsschemas_corellian_spike_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_move_type_2 = CorellianSpikeStand.from_dict(data)



                    return componentsschemas_corellian_spike_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_move_type_3 = CorellianSpikeJunk.from_dict(data)



                    return componentsschemas_corellian_spike_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_move_type_4 = CorellianSpikeChance.from_dict(data)



                    return componentsschemas_corellian_spike_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_corellian_spike_move_type_5 = CorellianSpikeRoll.from_dict(data)



                return componentsschemas_corellian_spike_move_type_5

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        seed = d.pop("seed", UNSET)

        _start = d.pop("start", UNSET)
        start: CorellianSpikeState | Unset
        if isinstance(_start,  Unset):
            start = UNSET
        else:
            start = CorellianSpikeState.from_dict(_start)




        nonce = d.pop("nonce", UNSET)

        _tags = d.pop("tags", UNSET)
        tags: CorellianSpikeRecordTags | Unset
        if isinstance(_tags,  Unset):
            tags = UNSET
        else:
            tags = CorellianSpikeRecordTags.from_dict(_tags)




        _signature = d.pop("signature", UNSET)
        signature: RecordSignature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = RecordSignature.from_dict(_signature)




        corellian_spike_record = cls(
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

        return corellian_spike_record

