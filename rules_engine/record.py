"""`record`: a frozen dataclass to the type checker, a plain slotted one at run time.

A frozen dataclass sets each field through `object.__setattr__`, which makes building one about four times
dearer than building a plain slotted one; the parser builds dozens per report (tokens, terms, amounts, seat
readings) and the engine a few more. The type checker still refuses any assignment to a field, so a record is
as fixed as before in checked code; equality, hashing (by the compared fields) and repr are the dataclass's
own, exactly as `@dataclass(frozen=True, slots=True)` makes them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(cls: type[T]) -> type[T]:
    return dataclass(slots=True, unsafe_hash=True)(cls)
