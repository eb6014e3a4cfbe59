"""``floorcall icm``, ``floorcall penalty`` and ``floorcall bubble``: the TD's calculations at the table.

Amount lists are separated by commas ("5000,3000,2000", "5k,3k,2k") or, when the amounts themselves use
thousands separators, by semicolons ("1,500;3,000"); "150x10" repeats a prize for ten places.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from bot.cli.errors import EXIT_OK, UsageError
from bot.render import format_amount
from locales.templates import DEFAULT_LANG, text
from parser.amounts import digits_value
from rules_engine.td_tools import (
    Bust,
    Rulebook,
    TdToolError,
    chip_chop,
    icm_equities,
    keep_for_winner_deal,
    missed_round_penalty,
    round_keeping_total,
    split_simultaneous_busts,
)

ICM_RULES = ("garrido-2010:anexo-3", "san-roque:17")
KEEP_RULES = ("garrido-2010:18.p2", "garrido-2010:18.d", "garrido-2010:anexo-3")
MAX_LIST = 10_000  # places in a payout table; more is hostile input, not a tournament
_REPEAT = re.compile(r"(?P<amount>.+?)[x×](?P<count>\d{1,5})", re.IGNORECASE)
_CENT = Fraction(1, 100)


def _t(lang: str, key: str, **values: object) -> str:
    return text(lang, "td_tools", key, **values)


def _error(lang: str, exc: TdToolError) -> UsageError:
    return UsageError(_t(lang, f"error.{exc.code}", **exc.values))


# --- reading the arguments -------------------------------------------------------------------------------


def _split(raw: str) -> list[str]:
    separators = r";" if ";" in raw else r"[,\s]+"
    return [item.strip() for item in re.split(separators, raw.strip()) if item.strip()]


def _whole(lang: str, option: str, item: str) -> int:
    parsed = digits_value(item)
    if parsed is None:
        raise UsageError(_t(lang, "error.bad_list", option=option, item=item))
    value, _ = parsed
    if value != int(value):
        raise UsageError(_t(lang, "error.not_whole", option=option, item=item))
    return int(value)


def _amounts(lang: str, option: str, raw: str, *, repeats: bool = False) -> list[int]:
    values: list[int] = []
    for item in _split(raw):
        repeat = _REPEAT.fullmatch(item) if repeats else None
        count = int(repeat["count"]) if repeat else 1
        if len(values) + count > MAX_LIST:
            raise UsageError(_t(lang, "error.bad_list", option=option, item=item))
        values += [_whole(lang, option, repeat["amount"] if repeat else item)] * count
    return values


def _named(lang: str, option: str, raw: str, *, required: bool) -> list[tuple[str | None, int]]:
    """ "A:5000,B:3000" -> [("A", 5000), ("B", 3000)]; "5000,3000" -> [(None, 5000), (None, 3000)]."""
    named: list[tuple[str | None, int]] = []
    for item in _split(raw):
        name, colon, amount = item.rpartition(":")
        if (colon or required) and not name.strip():
            raise UsageError(_t(lang, "error.bad_named", item=item))
        named.append((name.strip() if colon else None, _whole(lang, option, amount)))
    return named


# --- output ---------------------------------------------------------------------------------------------


def _money(value: Fraction, lang: str) -> str:
    """Prizes with cents, as written in each language: 1.234,50 in Spanish, 1,234.50 in English."""
    cents = round(value * 100)
    units = format_amount(cents // 100, lang)
    return f"{units}{',' if lang == 'es' else '.'}{cents % 100:02d}"


def _percent(share: Fraction, lang: str) -> str:
    shown = f"{float(share * 100):.1f}"
    return shown.replace(".", ",") if lang == "es" else shown


def _print(lang: str, lines: Sequence[str], rules: Sequence[str]) -> None:
    print("\n".join([*lines, _t(lang, "rules", ids=", ".join(rules))]))


def _print_json(data: dict) -> None:
    print(json.dumps(data, ensure_ascii=False))


# --- icm ------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _IcmRow:
    name: str
    stack: int
    share: Fraction
    icm: Fraction  # cents, adding up to the pool
    chop: Fraction
    now: Fraction | None  # with --keep: what the player takes now (cents, adding up to pool - kept)


def run_icm(args: argparse.Namespace) -> int:
    lang = args.lang or DEFAULT_LANG
    named = _named(lang, "--stacks", args.stacks, required=False)
    if len({name is None for name, _ in named}) > 1:
        raise UsageError(_t(lang, "error.names_mixed"))
    names = [name for name, _ in named if name is not None]
    if len(set(names)) < len(names):  # as bubble refuses them: a deal must tell its players apart
        raise UsageError(_t(lang, "error.stack_names_not_unique"))
    stacks = [chips for _, chips in named]
    payouts = _amounts(lang, "--payouts", args.payouts)
    kept = None if args.keep is None else _whole(lang, "--keep", args.keep)
    pool = sum(payouts)
    try:
        if kept is None:
            icm, now = icm_equities(stacks, payouts), None
        else:
            deal = keep_for_winner_deal(stacks, payouts, kept)
            icm, now = deal.icm, round_keeping_total(deal.amounts, pool - kept)
        icm_cents = round_keeping_total(icm, pool)
        chop_cents = round_keeping_total(chip_chop(stacks, payouts), pool)
    except TdToolError as exc:
        raise _error(lang, exc) from None
    rows = [
        _IcmRow(
            name or _t(lang, "player", n=n),
            chips,
            Fraction(chips, sum(stacks)),
            m,
            c,
            now[n - 1] if now else None,
        )
        for n, ((name, chips), m, c) in enumerate(zip(named, icm_cents, chop_cents, strict=True), 1)
    ]
    rules = ICM_RULES if kept is None else KEEP_RULES
    if args.json:
        players = [
            _icm_json(row, str(n) if named[0][0] is None else row.name) for n, row in enumerate(rows, 1)
        ]
        _print_json({"pool": pool, "kept": kept, "players": players, "rules": list(rules)})
    else:
        _print(lang, _icm_lines(lang, rows, pool, kept), rules)
    return EXIT_OK


def _icm_json(row: _IcmRow, name: str) -> dict:
    data = {"player": name, "stack": row.stack, "share": float(row.share), "icm": float(row.icm)}
    data["chip_chop"] = float(row.chop)
    if row.now is not None:
        data["now"] = float(row.now)
    return data


def _icm_lines(lang: str, rows: Sequence[_IcmRow], pool: int, kept: int | None) -> list[str]:
    money = {"pool": _money(Fraction(pool), lang)}
    if kept is None:
        lines = [_t(lang, "icm.header", players=len(rows), **money)]
    else:
        money |= {"kept": _money(Fraction(kept), lang), "paid": _money(Fraction(pool - kept), lang)}
        lines = [_t(lang, "icm.keep_header", players=len(rows), **money)]
    for row in rows:
        values = {
            "player": row.name,
            "stack": format_amount(row.stack, lang),
            "share": _percent(row.share, lang),
            "icm": _money(row.icm, lang),
            "chop": _money(row.chop, lang),
        }
        if row.now is not None:
            values |= {"now": _money(row.now, lang), "in_play": _money(row.icm - row.now, lang)}
        lines.append(_t(lang, "icm.line" if kept is None else "icm.keep_line", **values))
    lines.append(_t(lang, "icm.chop_note" if kept is None else "icm.keep_total", **money))
    return lines


# --- penalty --------------------------------------------------------------------------------------------


def run_penalty(args: argparse.Namespace) -> int:
    lang = args.lang or DEFAULT_LANG
    try:
        result = missed_round_penalty(args.players, args.rounds)
    except TdToolError as exc:
        raise _error(lang, exc) from None
    if args.json:
        _print_json(
            {
                "hands": result.hands,
                "players": result.players,
                "rounds": result.rounds,
                "rules": list(result.rules),
            }
        )
        return EXIT_OK
    lines = [
        _t(lang, "penalty.result", rounds=result.rounds, players=result.players, hands=result.hands),
        _t(lang, "penalty.note"),
    ]
    _print(lang, lines, result.rules)
    return EXIT_OK


# --- bubble ---------------------------------------------------------------------------------------------


def _rulebook(lang: str, venue_id: str | None) -> Rulebook:
    from bot.venues import UnknownVenue, get_venue

    try:
        venue = get_venue(venue_id)
    except UnknownVenue as exc:
        known = ", ".join(exc.known)
        raise UsageError(text(lang, "messages", "cli.unknown_venue", venue=exc.venue, known=known)) from None
    return Rulebook.GARRIDO if venue.house_edition == Rulebook.GARRIDO else Rulebook.TDA


def run_bubble(args: argparse.Namespace) -> int:
    lang = args.lang or DEFAULT_LANG
    payouts = _amounts(lang, "--payouts", args.payouts, repeats=True)
    busts = [Bust(str(name), chips) for name, chips in _named(lang, "--busted", args.busted, required=True)]
    try:
        ruling = split_simultaneous_busts(
            payouts,
            args.remaining,
            busts,
            _rulebook(lang, args.venue),
            same_table=args.tables == "same",
            hand_for_hand=args.hand_for_hand,
        )
        amounts = round_keeping_total([s.amount for s in ruling.shares], sum(s.amount for s in ruling.shares))
    except TdToolError as exc:
        raise _error(lang, exc) from None
    stacks = {b.name: b.starting_stack for b in busts}
    if args.json:
        shares = [
            {"name": s.name, "places": list(s.places), "amount": float(a)}
            for s, a in zip(ruling.shares, amounts, strict=True)
        ]
        _print_json({"shares": shares, "rules": list(ruling.rules), "floor": ruling.floor})
        return EXIT_OK
    best = args.remaining - len(busts) + 1
    lines = [
        _t(lang, "bubble.header", busts=len(busts), remaining=args.remaining, best=best, worst=args.remaining)
    ]
    for share, amount in zip(ruling.shares, amounts, strict=True):
        first, last = share.places[0], share.places[-1]
        places = str(first) if first == last else f"{first}-{last}"
        lines.append(
            _t(
                lang,
                "bubble.line",
                player=share.name,
                stack=format_amount(stacks[share.name], lang),
                places=places,
                amount=_money(amount, lang),
            )
        )
    lines.append(_t(lang, "bubble.ranked" if ruling.by_starting_stack else "bubble.split"))
    if ruling.floor:
        lines.append(_t(lang, "bubble.floor"))
    _print(lang, lines, ruling.rules)
    return EXIT_OK
