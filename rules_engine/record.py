"""`record`: a frozen dataclass to the type checker, a plain slotted one at run time.

A frozen dataclass sets each field through `object.__setattr__`, which makes building one about four times
dearer than building a plain slotted one; the parser builds dozens per report (tokens, terms, amounts, seat
readings) and the engine a few more. The type checker still refuses any assignment to a field, so a record is
as fixed as before in checked code.

Equality, hashing and repr are those `@dataclass(frozen=True, slots=True)` makes (the same fields compared,
the same hash of the same tuple, the same text), written once here instead of compiled per class: the
dataclass module compiles each generated method from source, which cost a one-report process some 0.3 ms per
class, and the policy and incident records have about seventy fields each.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import Field, dataclass, field, fields
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(cls: type[T]) -> type[T]:
    own = set(vars(cls))
    made = dataclass(slots=True, repr=False, eq=False)(cls)
    listed = fields(made)  # type: ignore[arg-type]
    compared = _getter([f.name for f in listed if f.compare])
    if "__eq__" not in own:
        made.__eq__ = _equality(compared)  # type: ignore[method-assign]
    if "__hash__" not in own:
        made.__hash__ = _hashing(_getter([f.name for f in listed if _hashed(f)]))  # type: ignore[assignment]
    if "__repr__" not in own:
        made.__repr__ = _representation([f.name for f in listed if f.repr])  # type: ignore[method-assign]
    return made


def _hashed(found: Field[Any]) -> bool:
    return found.compare if found.hash is None else found.hash


def _getter(names: list[str]) -> Callable[[object], tuple[Any, ...]]:
    """The values of the named fields, as one tuple (one field too, as the dataclass module hashes it)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda item: (one(item),)
    return lambda item: ()


def _equality(values: Callable[[object], tuple[Any, ...]]) -> Callable[[object, object], bool]:
    def __eq__(self: object, other: object) -> bool:
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented

    return __eq__


def _hashing(values: Callable[[object], tuple[Any, ...]]) -> Callable[[object], int]:
    def __hash__(self: object) -> int:
        return hash(values(self))

    return __hash__


def _representation(names: list[str]) -> Callable[[object], str]:
    def __repr__(self: object) -> str:
        shown = ", ".join([f"{name}={getattr(self, name)!r}" for name in names])
        return f"{self.__class__.__qualname__}({shown})"

    return __repr__
