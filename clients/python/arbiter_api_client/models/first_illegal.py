from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="FirstIllegal")



@_attrs_define
class FirstIllegal:
    """ 
        Attributes:
            index (int): 0-based index of the move in record.moves.
            move (Any): The move as the record has it.
            code (str): illegal_move (the rules forbid it), or invalid_move or invalid_card (malformed).
            reason (str): Why, in words.
            rule (None | str): The rule in words, or null for a malformed move.
            source (None | str): Where the rule is written, or null.
     """

    index: int
    move: Any
    code: str
    reason: str
    rule: None | str
    source: None | str





    def to_dict(self) -> dict[str, Any]:
        index = self.index

        move = self.move

        code = self.code

        reason = self.reason

        rule: None | str
        rule = self.rule

        source: None | str
        source = self.source


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "index": index,
            "move": move,
            "code": code,
            "reason": reason,
            "rule": rule,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        code = d.pop("code")

        reason = d.pop("reason")

        def _parse_rule(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rule = _parse_rule(d.pop("rule"))


        def _parse_source(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source = _parse_source(d.pop("source"))


        first_illegal = cls(
            index=index,
            move=move,
            code=code,
            reason=reason,
            rule=rule,
            source=source,
        )

        return first_illegal

