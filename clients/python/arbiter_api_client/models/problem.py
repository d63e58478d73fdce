from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.violation import Violation





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ 
        Attributes:
            type_ (str): urn:arbiter:problem:<code>
            title (str):
            status (int):
            detail (str): What is wrong, in words.
            code (str): Stable machine code; see docs/architecture.md for the list.
            rule (str | Unset): The rule that decided, in words.
            source (str | Unset): Seed file and section of the rule.
            field (str | Unset): JSON path of the offending input.
            errors (Any | Unset): Schema errors by field.
            violations (list[Violation] | Unset): Rummikub: every rule a refused laying broke, one entry each.
            errors_cut (int | Unset): How many schema errors were left out of `errors` (at most 50 listed).
            violations_cut (int | Unset): How many violations were left out of `violations` (at most 50).
     """

    type_: str
    title: str
    status: int
    detail: str
    code: str
    rule: str | Unset = UNSET
    source: str | Unset = UNSET
    field: str | Unset = UNSET
    errors: Any | Unset = UNSET
    violations: list[Violation] | Unset = UNSET
    errors_cut: int | Unset = UNSET
    violations_cut: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.violation import Violation # noqa: PLC0415
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code

        rule = self.rule

        source = self.source

        field = self.field

        errors = self.errors

        violations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.violations, Unset):
            violations = []
            for violations_item_data in self.violations:
                violations_item = violations_item_data.to_dict()
                violations.append(violations_item)



        errors_cut = self.errors_cut

        violations_cut = self.violations_cut


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "code": code,
        })
        if rule is not UNSET:
            field_dict["rule"] = rule
        if source is not UNSET:
            field_dict["source"] = source
        if field is not UNSET:
            field_dict["field"] = field
        if errors is not UNSET:
            field_dict["errors"] = errors
        if violations is not UNSET:
            field_dict["violations"] = violations
        if errors_cut is not UNSET:
            field_dict["errors_cut"] = errors_cut
        if violations_cut is not UNSET:
            field_dict["violations_cut"] = violations_cut

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.violation import Violation # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = d.pop("code")

        rule = d.pop("rule", UNSET)

        source = d.pop("source", UNSET)

        field = d.pop("field", UNSET)

        errors = d.pop("errors", UNSET)

        _violations = d.pop("violations", UNSET)
        violations: list[Violation] | Unset = UNSET
        if _violations is not UNSET:
            violations = []
            for violations_item_data in _violations:
                violations_item = Violation.from_dict(violations_item_data)



                violations.append(violations_item)


        errors_cut = d.pop("errors_cut", UNSET)

        violations_cut = d.pop("violations_cut", UNSET)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            rule=rule,
            source=source,
            field=field,
            errors=errors,
            violations=violations,
            errors_cut=errors_cut,
            violations_cut=violations_cut,
        )


        problem.additional_properties = d
        return problem

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
