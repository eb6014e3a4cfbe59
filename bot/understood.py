"""What FloorCall understood: the facts a ruling used, as data (`facts`) and as one line (`understood_line`).

Every reply opens with that line, so a dealer catches a misread at a glance ("Entendido: ciegas 250/500 ·
preflop · UTG sube a 1.100 · el 5 pone en silencio 1.000 + 500"). Words come from
``locales/<lang>/understood.json``; the facts come from the engine's `Situation` as the parser built it.
"""

from __future__ import annotations

from typing import Any

from bot.render import format_amount
from locales.templates import lookup, text
from parser.report import Report
from rules_engine import Ask, Event, Game, Order, Situation, Street, Verbal
from rules_engine.situation import told_as

_CATALOG = "understood"
_BLINDS = ("SB", "BB")


def facts(report: Report) -> dict[str, Any]:
    """The contract's ``facts``: blinds, antes, straddle, street, stacks and each action as read."""
    situation = report.situation
    assert situation is not None
    stated = "blinds:unknown" not in report.assumptions and not _table_untold(situation)
    return {
        "game": situation.game.value,
        "blinds": {"small": situation.small_blind, "big": situation.big_blind} if stated else None,
        "ante": situation.ante,
        "big_blind_ante": situation.big_blind_ante,
        "posted": {s.name: s.posted for s in situation.seats if s.posted and s.name not in _BLINDS},
        "street": situation.street.value,
        "pot": situation.pot,
        "stacks": {s.name: s.stack for s in situation.seats if s.stack is not None},
        "actions": [_action_facts(e) for e in situation.events],
        "asked": {"what": situation.question.ask.value, "seat": situation.question.seat},
        "incident": situation.incident.kind.value if situation.incident is not None else None,
    }


def _action_facts(event: Event) -> dict[str, Any]:
    said = event.declaration
    return {
        "seat": _public(event.seat),
        "declaration": said.kind.value if said else None,
        "amount": said.amount if said else None,
        "by": said.by if said else False,
        "chips": list(event.chips),
        "pushed": event.pushed,
        "added_chips": list(event.added_chips),
        "silent": event.silent if said is None else False,
        "out_of_turn": None if event.in_turn is None else not event.in_turn,
        "count_given": event.count_given,
        "count_believed": event.count_believed,
        "conditional": said.conditional if said else False,
    }


def _public(name: str) -> str | None:
    return told_as(name) if name.startswith("?") else name


def understood_line(report: Report, lang: str, ruled: str | None = None) -> str:
    """The one line of what was understood; ``ruled``: the player the ruling is about, named where the
    question named nobody and the ruling is about a player who already acted (a short wager corrected)."""
    situation = report.situation
    assert situation is not None
    parts = [*_table_parts(report, situation, lang)]
    parts += [_event_text(e, lang) for e in situation.events]
    if (skipped := situation.skipped) is not None:  # "se saltaron al 5 y hablaron tres": the count read
        parts.append(text(lang, _CATALOG, "skipped", seat=_seat(skipped.seat, lang), acted=skipped.acted))
    asked = _asked_text(situation, lang, ruled)
    if asked:
        parts.append(asked)
    sep = text(lang, _CATALOG, "sep")
    return text(lang, _CATALOG, "line", facts=sep.join(p for p in parts if p))


def _table_untold(situation: Situation) -> bool:
    """An incident told with no betting ("se me dio vuelta una carta al repartir"): the parser set the game,
    a big blind of 0 and the street by default, none of them read."""
    return situation.incident is not None and not situation.events and situation.big_blind == 0


def _table_parts(report: Report, situation: Situation, lang: str) -> list[str]:
    out: list[str] = []
    if situation.incident is not None:
        kind = situation.incident.kind.value
        out.append(lookup(lang, _CATALOG, f"incident.{kind}") or kind.replace("_", " "))
    if _table_untold(situation):  # only a street the incident's words named (pre-flop is the default)
        named = situation.street is not Street.PREFLOP
        return out + ([text(lang, _CATALOG, f"street.{situation.street.value}")] if named else [])
    if situation.game is not Game.NLHE or "game:nlhe" not in report.assumptions:
        out.append(text(lang, _CATALOG, f"game.{situation.game.value}"))
    if "blinds:unknown" in report.assumptions:
        out.append(text(lang, _CATALOG, "blinds.unknown"))
    else:
        small = format_amount(situation.small_blind, lang) if situation.small_blind is not None else "?"
        out.append(text(lang, _CATALOG, "blinds", small=small, big=format_amount(situation.big_blind, lang)))
    if situation.ante:
        out.append(text(lang, _CATALOG, "ante", amount=format_amount(situation.ante, lang)))
    if situation.big_blind_ante:
        out.append(text(lang, _CATALOG, "bb_ante", amount=format_amount(situation.big_blind_ante, lang)))
    for seat in situation.seats:
        if seat.posted and seat.name not in _BLINDS and not seat.posted_chips:
            amount = format_amount(seat.posted, lang)
            out.append(text(lang, _CATALOG, "posted", seat=_seat(seat.name, lang), amount=amount))
    street = text(lang, _CATALOG, f"street.{situation.street.value}")
    if any(a.startswith("street:") for a in report.assumptions):
        street = text(lang, _CATALOG, "assumed", fact=street)
    out.append(street)
    if situation.pot is not None and situation.street is not Street.PREFLOP:  # pre-flop: dead blinds only
        out.append(text(lang, _CATALOG, "pot", amount=format_amount(situation.pot, lang)))
    for seat in situation.seats:
        if seat.stack is not None:
            out.append(
                text(
                    lang,
                    _CATALOG,
                    "stack",
                    seat=_seat(seat.name, lang),
                    amount=format_amount(seat.stack, lang),
                )
            )
    return out


def _seat(name: str, lang: str) -> str:
    if (words := told_as(name)) is not None:
        return words  # "first to act bets 6", "el primero en hablar apuesta 8"
    if name.startswith("?"):
        return text(lang, _CATALOG, "seat.opponent" if name == "?opponent" else "seat.someone")
    return text(lang, _CATALOG, "seat.number", n=name) if name.isdigit() else name


def _chips(event: Event, lang: str) -> str:
    if event.chips:
        return " + ".join(format_amount(c, lang) for c in event.chips)
    return format_amount(event.amount or 0, lang)


def _said(event: Event, lang: str) -> str | None:
    said = event.declaration
    if said is None:
        return None
    key = f"said.{said.kind.value}"
    if said.amount is not None and said.kind is not Verbal.AMOUNT:
        key += ".by" if said.by else ".amount"
    elif said.amount is not None:
        key = "said.amount"
    amount = format_amount(said.amount, lang) if said.amount is not None else ""
    words = text(lang, _CATALOG, key, amount=amount)
    if not said.standard or not said.clear:  # "I'm in", "voy", a word half the table heard: shown as such
        words += text(lang, _CATALOG, "said.not_standard" if not said.standard else "said.unclear")
    return text(lang, _CATALOG, "conditional", what=words) if said.conditional else words


def _event_text(event: Event, lang: str) -> str:
    said = _said(event, lang)
    pushed = event.chips or event.amount is not None
    if said and pushed:
        key = "then_chips" if event.order is not Order.CHIPS_FIRST else "chips_then"
        what = text(lang, _CATALOG, key, said=said, chips=_chips(event, lang))
    elif pushed:
        what = text(lang, _CATALOG, "pushes.silent" if event.silent else "pushes", chips=_chips(event, lang))
    elif event.prior_chips is not None:
        prior = text(lang, _CATALOG, f"prior.{event.prior_chips.value}")
        # "pulls his earlier chips back, then folds": the pull that binds him (46-B) shown with what he said
        what = text(lang, _CATALOG, "prior_then", prior=prior, said=said) if said else prior
    else:
        what = said or text(lang, _CATALOG, "acts")
    if event.added_chips:
        added = " + ".join(format_amount(c, lang) for c in event.added_chips)
        what += text(lang, _CATALOG, "added", chips=added)
    if event.in_turn is False:
        what += text(lang, _CATALOG, "out_of_turn")
    if event.count_given is not None:
        told = "count_believed" if event.count_believed else "count_given"
        what += text(lang, _CATALOG, told, amount=format_amount(event.count_given, lang))
    if event.last_chips:
        what += text(lang, _CATALOG, "last_chips")
    return f"{_seat(event.seat, lang)} {what}"


def _asked_text(situation: Situation, lang: str, ruled: str | None) -> str | None:
    ask = situation.question.ask
    if ask is Ask.RULING:
        return None
    seat = situation.question.seat
    if seat is None and ruled is not None and any(e.seat == ruled for e in situation.events):
        seat = ruled  # "raises to 1,000 over 600: the minimum?": his own raise corrected (52-A)
    who = _seat(seat, lang) if seat else text(lang, _CATALOG, "seat.next")
    return text(lang, _CATALOG, f"asked.{ask.value}", seat=who)
