"""`record`: a frozen dataclass to the type checker, a plain slotted one at run time.

A frozen dataclass sets each field through `object.__setattr__`, which makes building one about four times
dearer than building a plain slotted one; the parser builds dozens per report (tokens, terms, amounts, seat
readings) and the engine a few more. The type checker still refuses any assignment to a field, so a record is
as fixed as before in checked code.

Equality, hashing and repr are those `@dataclass(frozen=True, slots=True)` makes (the same fields compared,
the same hash of the same tuple, the same text), written once here instead of compiled per class: the
dataclass module compiles each generated method from source, which cost a one-report process some 0.3 ms per
class, and the policy and incident records have about seventy fields each. The class itself is built here too
(its fields described as the dataclass module describes them, for `fields()` and `replace()`), and its
`__init__` compiled when the first record of the kind is built. `mutable_record` is the same for a class
whose fields are set after it is built (a plain `@dataclass`, unhashable as that one is). `replace` is
`dataclasses.replace`, quicker on a record.

Nothing here imports the dataclass module (with `inspect`, some 30 M machine instructions of a one-report
process's 480 M): a field is described by `field()` here, and the descriptions the module reads
(`__dataclass_fields__`, for its `fields`, `asdict`, `replace`) are made when code outside first asks for
them.
A record whose class has a `functools.cached_property` keeps a `__dict__` for it.

The engine reads and writes no file, so the compiled `__init__`s cannot be kept between processes here:
`compile_inits_with` is the seam through which a caller outside hands in where a record's code comes from
(`parser/kept_code.py` keeps it on disk as bytecode is kept); by default it is compiled here.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import cached_property
from operator import attrgetter
from types import CodeType
from typing import TYPE_CHECKING, Any, TypeVar, cast, dataclass_transform

T = TypeVar("T")


class _Missing:
    """No default given (the dataclass module's `MISSING`, without importing it)."""

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class Field:
    """A record's field, described as `dataclasses.field()` describes one (the arguments records use)."""

    __slots__ = ("name", "type", "default", "default_factory", "init", "repr", "hash", "compare")

    def __init__(
        self, default: Any, default_factory: Any, init: bool, repr: bool, hash: bool | None, compare: bool
    ) -> None:
        self.name: str = ""
        self.type: object = ""
        self.default, self.default_factory = default, default_factory
        self.init, self.repr, self.hash, self.compare = init, repr, hash, compare


def field(
    *,
    default: Any = MISSING,
    default_factory: Callable[[], Any] | Any = MISSING,
    init: bool = True,
    repr: bool = True,  # noqa: A002  the dataclass module's names
    hash: bool | None = None,  # noqa: A002
    compare: bool = True,
) -> Any:
    """`dataclasses.field` for a record."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, hash, compare)


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(cls: type[T]) -> type[T]:
    return _slotted(cls, hashed=True)


@dataclass_transform(field_specifiers=(field,))
def mutable_record(cls: type[T]) -> type[T]:
    """A `record` whose fields may be set after it is built (a reading or a reply filled in as it is worked
    out): a plain `@dataclass(slots=True)` to the type checker, unhashable as that one is."""
    return _slotted(cls, hashed=False)


def _slotted(cls: type[T], hashed: bool) -> type[T]:
    """The slotted class with the fields, `__init__`, equality, hash and repr `@dataclass(slots=True)` gives
    it, built here without the dataclass module's per-field checks and generated source (a fifth of a
    one-report process's imports): a record's fields are plain annotated names, with a default or a
    `field()`, on a class of its own (no base, no class variable, no init-only variable)."""
    own = dict(vars(cls))
    listed = tuple(_field(name, annotation, own.get(name, MISSING)) for name, annotation in _annotations(cls))
    names = tuple(f.name for f in listed)
    body = {key: value for key, value in own.items() if key not in names and key not in _NOT_COPIED}
    cached = any(isinstance(value, cached_property) for value in own.values())
    body["__slots__"] = (*names, "__dict__") if cached else names  # a cached property's value kept there
    body["__dataclass_fields__"] = _Described(listed)  # what `fields`, `asdict`, `replace` read
    body.setdefault("__match_args__", tuple(f.name for f in listed if f.init))
    body["__doc__"] = own.get("__doc__") or f"{cls.__name__}({', '.join(names)})"
    made = cast("type[T]", type(cls.__name__, cls.__bases__, body))
    made.__qualname__ = cls.__qualname__
    if "__init__" not in own:
        made.__init__ = _compiled_when_first_built(made, listed)  # type: ignore[method-assign]
    compared = _getter([f.name for f in listed if f.compare])
    if "__eq__" not in own:
        made.__eq__ = _equality(compared)  # type: ignore[method-assign]
    if "__hash__" not in own:
        made.__hash__ = _hashing(_getter([f.name for f in listed if _hashed(f)])) if hashed else None  # type: ignore[method-assign,assignment]
    if "__repr__" not in own:
        made.__repr__ = _representation([f.name for f in listed if f.repr])  # type: ignore[method-assign]
    if "__init__" not in own:
        _RECORDS[made] = listed
    return made


# Every class made a record here with the `__init__` made for it (its arguments the fields it takes, in
# order), and its fields: `replace` compiles its own for each.
_RECORDS: dict[type, tuple[Field, ...]] = {}


_NOT_COPIED = frozenset({"__dict__", "__weakref__"})  # the slotted class has neither


def _annotations(cls: type) -> list[tuple[str, object]]:
    if cls.__bases__ != (object,):
        raise TypeError(f"{cls.__qualname__}: a record has no base class")
    found = list(vars(cls).get("__annotations__", {}).items())
    for name, annotation in found:
        if not isinstance(annotation, str) or annotation.startswith(("ClassVar", "InitVar", "KW_ONLY")):
            raise TypeError(f"{cls.__qualname__}.{name}: a record's field is a plain annotated name")
    return found


def _field(name: str, annotation: object, default: object) -> Field:
    """The field as given (by `field()`, here or the dataclass module's), its name and type filled in."""
    if isinstance(default, Field):
        made = default
    else:  # a plain default, or a field the dataclass module's `field()` describes (a module outside)
        module = sys.modules.get("dataclasses")
        theirs = module is not None and isinstance(default, module.Field)
        made = _from_theirs(default) if theirs else field(default=default)
    if made.default is not MISSING and made.default.__class__.__hash__ is None:
        raise ValueError(f"{name}: a mutable default is shared by every record (use default_factory)")
    made.name, made.type = name, annotation
    return made


def _from_theirs(given: Any) -> Field:
    module = sys.modules["dataclasses"]
    default, factory = (MISSING if v is module.MISSING else v for v in (given.default, given.default_factory))
    return Field(default, factory, given.init, given.repr, given.hash, given.compare)


class _Described:
    """A record's `__dataclass_fields__`, made the first time it is read (by the dataclass module's
    `fields`, `asdict` or `replace`, from code outside the ask path): the module is imported then, and the
    record's fields described as it describes them, in this descriptor's place on the class."""

    def __init__(self, listed: tuple[Field, ...]) -> None:
        self.listed = listed

    def __get__(self, obj: object, owner: type) -> dict[str, Any]:
        import dataclasses

        described = {}
        for f in self.listed:
            theirs: Any = dataclasses.field(
                default=dataclasses.MISSING if f.default is MISSING else f.default,
                default_factory=dataclasses.MISSING if f.default_factory is MISSING else f.default_factory,
                init=f.init,
                repr=f.repr,
                hash=f.hash,
                compare=f.compare,
            )
            theirs.name, theirs.type, theirs.kw_only = f.name, f.type, False
            theirs._field_type = dataclasses._FIELD  # type: ignore[attr-defined]
            described[f.name] = theirs
        setattr(owner, "__dataclass_fields__", described)  # noqa: B010  in the descriptor's place
        return described


# Where a record's `__init__` code comes from: given its source and the name it is compiled under, that
# source's code. Compiled here unless a caller outside the engine hands in a source that keeps it.
CodeOf = Callable[[str, str], CodeType]


def compiled_here(source: str, name: str) -> CodeType:
    return compile(source, name, "exec")


_code_of: CodeOf = compiled_here


def compile_inits_with(code_of: CodeOf) -> None:
    """Every record `__init__` compiled after this call comes from `code_of` (which must give the code
    `compiled_here` gives): a process's entry point hands in code kept between processes."""
    global _code_of
    _code_of = code_of


_FROM_FACTORY = object()  # an argument left out, for a field whose default a factory makes


def _compiled_when_first_built(made: type, listed: tuple[Field, ...]) -> Callable[..., None]:
    """An `__init__` that compiles the record's own (`_initializer`) the first time a record is built, puts
    it in its place and builds the record with it: a one-report process builds about half its records' kinds
    (the engine's incidents, the TD tools' results... only when asked), and compiling was their dearest part.
    A field without a default after one with is refused at once, as the dataclass module refuses it."""
    defaulted = False
    for f in listed:
        if f.init and (f.default is not MISSING or f.default_factory is not MISSING):
            defaulted = True
        elif f.init and defaulted:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")

    def __init__(self: object, *args: object, **kwargs: object) -> None:
        made.__init__ = init = _initializer(made, listed)  # type: ignore[misc]
        init(self, *args, **kwargs)

    return __init__


def _initializer(made: type, listed: tuple[Field, ...]) -> Callable[..., None]:
    """The `__init__` the dataclass module writes (each field set from its argument, its default or its
    factory, then `__post_init__`), from a leaner source: no annotations, defaults given after it is compiled
    (some 40 records' `__init__` compiled at start-up, half the source the module's would be)."""
    params: list[str] = []
    lines: list[str] = []
    defaults: list[object] = []
    scope: dict[str, Any] = {"_FROM_FACTORY": _FROM_FACTORY}
    for f in listed:
        name, factory = f.name, f.default_factory is not MISSING
        if factory:
            scope[f"_make_{name}"] = f.default_factory
        if f.init:
            params.append(name)
            if factory or f.default is not MISSING:  # after every field without one (checked as it was made)
                defaults.append(_FROM_FACTORY if factory else f.default)
            made_here = f"_make_{name}() if {name} is _FROM_FACTORY else {name}" if factory else name
            lines.append(f" self.{name} = {made_here}")
        elif factory:
            lines.append(f" self.{name} = _make_{name}()")
        elif f.default is not MISSING:  # slotted: no class attribute holds it
            scope[f"_default_{name}"] = f.default
            lines.append(f" self.{name} = _default_{name}")
    if hasattr(made, "__post_init__"):
        lines.append(" self.__post_init__()")
    source = f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(lines) or " pass") + "\n"
    exec(_code_of(source, f"<record {made.__qualname__}>"), scope)
    init: Callable[..., None] = scope["__init__"]
    init.__defaults__ = tuple(defaults) or None
    init.__qualname__ = f"{made.__qualname__}.__init__"
    return init


def _hashed(found: Field) -> bool:
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


def _record_replace(obj: T, /, **changes: Any) -> T:
    """`dataclasses.replace(obj, **changes)`: a new record with those fields changed, the others as they
    are, built by its `__init__` (its `__post_init__` run, its fields not set by `__init__` made anew). The
    dataclass module's walks every field's description at each call (some 10,000 machine instructions for a
    seat of five fields, and a report's reading makes a few); here the fields `__init__` takes are read in
    one call (`attrgetter`) and passed on in order, those changed put in their places. A field outside
    `__init__`, or none of the record's, is refused with TypeError (the module: ValueError for the first).
    Anything else (a plain dataclass, a record with an `__init__` of its own) goes to the module's."""
    kind = obj.__class__
    fields = _INIT_FIELDS.get(kind)
    if fields is None:
        listed = _RECORDS.get(kind)
        if listed is None:
            import dataclasses

            return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
        fields = _INIT_FIELDS[kind] = _init_fields(listed)
    read, places = fields
    values = list(read(obj))
    for name, value in changes.items():
        place = places.get(name)
        if place is None:
            raise TypeError(f"{kind.__qualname__}.__init__() got an unexpected keyword argument {name!r}")
        values[place] = value
    return kind(*values)


# record kind -> the fields its `__init__` takes, read as one tuple, and each one's place among them
_INIT_FIELDS: dict[type, tuple[Callable[[object], tuple[Any, ...]], dict[str, int]]] = {}


def _init_fields(listed: tuple[Field, ...]) -> tuple[Callable[[object], tuple[Any, ...]], dict[str, int]]:
    names = [f.name for f in listed if f.init]
    return _getter(names), {name: place for place, name in enumerate(names)}


if TYPE_CHECKING:
    from dataclasses import replace  # each call's fields checked by the type checker's dataclass reading
else:
    replace = _record_replace
