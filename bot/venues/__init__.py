"""Venue profiles: declarative TOML files, one per card room (base TDA edition plus house rules)."""

from __future__ import annotations

from functools import cache, partial
from pathlib import Path

from parser.compiled import kept
from rules_engine.policy import TDA, AmountReading, AtSeat, ButtonDraw, HouseRules, OddChipTo, Policy, Share
from rules_engine.record import record

VENUES_DIR = Path(__file__).resolve().parent
DEFAULT_VENUE = "tda"


@record
class Venue:
    id: str
    name: str
    base_edition: str
    house_edition: str | None = None
    policy: Policy = TDA
    chips: tuple[tuple[str, int], ...] = ()  # the room's chip colours (canonical English name) and values

    @property
    def chip_set(self) -> dict[str, int]:
        """Colour -> denomination, for the parser ("una ficha naranja")."""
        return dict(self.chips)


class UnknownVenue(LookupError):
    def __init__(self, venue: str, known: list[str]):
        super().__init__(venue)
        self.venue = venue
        self.known = known


@cache
def _venue_files() -> dict[str, Path]:
    """Each profile's file by its venue's id (the file's name)."""
    return {path.stem: path for path in sorted(VENUES_DIR.glob("*.toml"))}


@cache
def _read_venue(path: Path) -> Venue:
    """The profile, kept between processes with the parser's builds (parser/compiled.py): importing the TOML
    reader alone cost a one-report process some 16 M machine instructions of its 480 M."""
    return kept(f"venue.{path.stem}", partial(built_venue, path))


def built_venue(path: Path) -> Venue:
    import tomllib  # only where no kept profile is read

    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return Venue(
        id=data["id"],
        name=data["name"],
        base_edition=data["base_edition"],
        house_edition=data.get("house_edition"),
        policy=_policy(data.get("policy", {})),
        chips=tuple((colour, int(value)) for colour, value in data.get("chips", {}).items()),
    )


def load_venues() -> dict[str, Venue]:
    return {venue_id: _read_venue(path) for venue_id, path in _venue_files().items()}


def _policy(table: dict) -> Policy:
    """The engine's interpretation knobs a profile overrides (its ``[policy]`` table); TDA otherwise."""
    if not table:
        return TDA
    fields = dict(table)
    if "house" in fields:
        fields["house"] = _house(fields["house"])
    if "amount_reading" in fields:
        fields["amount_reading"] = AmountReading(fields["amount_reading"])
    for share in ("raise_standard", "limit_reopen", "tiny_chip"):
        if share in fields:
            fields[share] = _share(fields[share])
    return Policy(**fields)


def _share(written: str | int | float) -> Share:
    """A share as a profile writes it ("1/2", "0.5", 1), in lowest terms."""
    from fractions import Fraction  # only where a profile is read, not its kept build

    exact = Fraction(written)
    return Share(exact.numerator, exact.denominator)


def _house(table: dict) -> HouseRules:
    """The procedure knobs (``[policy.house]``); ``[policy.house.cites]`` maps a TDA rule to the house rule
    (or the list of house rules) on the same point, ``[policy.house.set_aside]`` a house rule to those it sets
    aside."""
    fields = dict(table)
    if "at_seat" in fields:
        fields["at_seat"] = AtSeat(fields["at_seat"])
    if "odd_chip" in fields:
        fields["odd_chip"] = OddChipTo(fields["odd_chip"])
    if "button_draw" in fields:
        fields["button_draw"] = ButtonDraw(fields["button_draw"])
    fields["cites"] = tuple(
        (tda, cited)
        for tda, house in fields.get("cites", {}).items()
        for cited in ([house] if isinstance(house, str) else house)  # one house rule or several on the point
    )
    fields["set_aside"] = tuple(
        (rule, other) for rule, others in fields.get("set_aside", {}).items() for other in others
    )
    fields["cause_rules"] = tuple(fields.get("cause_rules", {}).items())
    fields["staff_topics"] = tuple(fields.get("staff_topics", ()))
    fields["topics"] = tuple((topic, tuple(rules)) for topic, rules in fields.get("topics", {}).items())
    return HouseRules(**fields)


def get_venue(venue_id: str | None) -> Venue:
    """The venue's profile, its file read when first asked (a report is ruled under one venue)."""
    files = _venue_files()
    key = (venue_id or DEFAULT_VENUE).strip().lower()
    if key not in files:
        raise UnknownVenue(key, sorted(files))
    return _read_venue(files[key])
