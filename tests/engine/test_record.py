"""`record` and `mutable_record` build, compare, hash and show a record as the dataclass module's own
`@dataclass(frozen=True, slots=True)` / `@dataclass(slots=True)` do, with an `__init__` of their own."""

from __future__ import annotations

import dataclasses
from dataclasses import field

import pytest

from rules_engine.record import mutable_record, record, replace


def _shapes(decorate):  # type: ignore[no-untyped-def]
    @decorate
    class Shape:
        name: str
        sides: int = 3
        tags: list[str] = field(default_factory=list)
        area: float = field(default=0.0, compare=False)
        label: str = field(init=False, default="?")
        seen: list[str] = field(init=False, default_factory=list, repr=False)

        def __post_init__(self) -> None:
            self.seen.append(self.name)

    return Shape


def _plain(frozen: bool):  # type: ignore[no-untyped-def]
    return _shapes(dataclasses.dataclass(frozen=frozen, slots=True))


@pytest.mark.parametrize(("decorate", "frozen"), [(record, True), (mutable_record, False)])
def test_a_record_is_built_and_compared_as_the_dataclass(decorate, frozen) -> None:  # type: ignore[no-untyped-def]
    ours, theirs = _shapes(decorate), _plain(frozen)
    for args, kwargs in [(("tri",), {}), (("sq", 4), {"tags": ["x"]}), ((), {"name": "pent", "area": 2.5})]:
        a, b = ours(*args, **kwargs), theirs(*args, **kwargs)
        fields = [f.name for f in dataclasses.fields(b)]
        assert [getattr(a, n) for n in fields] == [getattr(b, n) for n in fields]
        assert repr(a).replace(ours.__qualname__, "X") == repr(b).replace(theirs.__qualname__, "X")
        assert a == ours(*args, **kwargs) and a.seen == [a.name]
    assert ours("tri", area=1.0) == ours("tri", area=2.0)  # a field out of the comparison
    assert ours("tri") != ours("tri", 4)
    assert ours("tri").tags is not ours("tri").tags  # one list per record, as a factory makes
    with pytest.raises(TypeError):
        ours()  # the name has no default
    with pytest.raises(TypeError):
        ours("tri", label="x")  # not an argument
    if not frozen:
        with pytest.raises(TypeError, match="unhashable"):
            {ours("tri")}  # noqa: B018  unhashable, as a mutable dataclass is
    assert dataclasses.replace(ours("tri"), sides=5) == ours("tri", 5)
    assert ours.__doc__ == "Shape(name, sides, tags, area, label, seen)"  # written without `inspect`


def test_a_record_hashes_as_the_frozen_dataclass() -> None:
    def point(decorate):  # type: ignore[no-untyped-def]
        @decorate
        class Point:
            x: int
            y: int = 0
            note: str = field(default="", compare=False)

        return Point

    ours, theirs = point(record), point(dataclasses.dataclass(frozen=True, slots=True))
    assert hash(ours(1, 2, "a")) == hash(theirs(1, 2, "b")) == hash(ours(1, 2))
    assert len({ours(1), ours(1, 0, "x"), ours(2)}) == 2


def test_a_field_without_a_default_after_one_with_is_refused() -> None:
    with pytest.raises(TypeError, match="follows default"):

        @record
        class Bad:
            first: int = 0
            second: int  # type: ignore[misc]


def test_a_record_compiles_its_init_when_first_built() -> None:
    @record
    class Pair:
        x: int
        y: int = 2

    stub = Pair.__init__
    assert Pair(1) == Pair(1, 2) == Pair(x=1, y=2)
    assert Pair.__init__ is not stub  # the compiled one, in the stub's place
    assert Pair.__init__.__defaults__ == (2,) and Pair(3).y == 2
    with pytest.raises(TypeError):
        Pair(1, 2, 3)


@pytest.mark.parametrize(("decorate", "frozen"), [(record, True), (mutable_record, False)])
def test_replace_builds_a_record_as_the_dataclass_module_does(decorate, frozen) -> None:  # type: ignore[no-untyped-def]
    ours, theirs = _shapes(decorate), _plain(frozen)
    fields = [f.name for f in dataclasses.fields(theirs)]
    for changes in [{}, {"sides": 5}, {"name": "hex", "tags": ["y"], "area": 1.5}]:
        a = replace(ours("tri", 4, ["x"], 2.0), **changes)
        b = dataclasses.replace(theirs("tri", 4, ["x"], 2.0), **changes)
        assert a.__class__ is ours
        # every field as the module's: those changed, those kept, `seen` made anew by `__post_init__`
        assert [getattr(a, n) for n in fields] == [getattr(b, n) for n in fields]
    kept = ours("tri", tags=["x"])
    assert replace(kept, sides=4).tags is kept.tags  # kept, not copied, as the module keeps it
    with pytest.raises(TypeError):
        replace(ours("tri"), label="x")  # not an argument of `__init__`
    with pytest.raises(TypeError):
        replace(ours("tri"), colour="red")  # no such field
    plain = theirs("tri")
    assert replace(plain, sides=6) == dataclasses.replace(plain, sides=6)  # not a record: the module's
