"""Quick checked reading of the numbers in a Sabaccino state.

A state is read on every request, so the usual case (a member that fits) is checked with
plain type tests; anything else goes through the ``Reader`` for its exact message, so a
value is refused with the same words either way.
"""

from __future__ import annotations

from ..reader import Reader


def integer(r: Reader, key: str, low: int, high: int | None = None) -> int:
    """The member ``key`` of the object ``r`` as an integer from ``low`` to ``high``.

    :raises ArbiterError: (``r.error``) the member is missing, not an integer or out of range.
    """
    value = r.value.get(key)
    if type(value) is int and low <= value and (high is None or value <= high):
        return value
    return r[key].int(low, high)


def integers(r: Reader, key: str, low: int, high: int, most: int) -> list[int]:
    """The member ``key`` of the object ``r``, an array of at most ``most`` integers from
    ``low`` to ``high``, as a new list.

    :raises ArbiterError: (``r.error``) the member is missing, not an array, too long, or an
        item that does not fit.
    """
    value = r.value.get(key)
    if type(value) is list and len(value) <= most:
        for item in value:
            if type(item) is not int or not low <= item <= high:
                break
        else:
            return list(value)
    return [item.int(low, high) for item in r[key].items(most)]


def choice(r: Reader, key: str, choices: tuple[str, ...]) -> str:
    """The member ``key`` of the object ``r`` as one of the strings ``choices``.

    :raises ArbiterError: (``r.error``) the member is missing, not a string or not a choice.
    """
    value = r.value.get(key)
    if type(value) is str and value in choices:
        return value
    return r[key].str(choices)


def within(r: Reader, allowed: frozenset[str]) -> dict:
    """The object ``r``, which has no member outside ``allowed`` (it may lack some).

    :raises ArbiterError: (``r.error``) not an object, or an unknown member.
    """
    value = r.value
    if type(value) is dict and value.keys() <= allowed:
        return value
    return r.obj(allowed)
