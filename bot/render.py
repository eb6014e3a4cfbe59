"""Ruling -> reply in the user's language: the ruling first, a line of reasoning, notes, then the cited rules.

The engine gives codes and numbers; every word comes from ``locales/<lang>/rulings.json``
and ``reasons.json``.
`Reply` keeps the parts apart so the CLI prints plain text and the Telegram bot can format HTML.
"""

from __future__ import annotations

from locales.corpus import load_corpus
from locales.templates import lookup, text
from parser.described import is_description
from rules_engine.record import field, mutable_record
from rules_engine.ruling import FLOOR_APPLIES, Action, FloorReason, Note, QuestionCode, Ruling


def format_amount(amount: int, lang: str) -> str:
    """Chips as a dealer writes them: 1.100 in Spanish, 1,100 in English."""
    grouped = f"{amount:,}"
    return grouped.replace(",", ".") if lang == "es" else grouped


@mutable_record
class CitedRule:
    id: str
    title: str
    text: str
    origin: str


@mutable_record
class Reply:
    headline: str
    understood: str | None = None  # "Entendido: ..." — the facts the ruling used, shown first
    details: list[str] = field(default_factory=list)
    reasoning: str | None = None
    floor: str | None = None
    notes: list[str] = field(default_factory=list)
    rules: list[CitedRule] = field(default_factory=list)
    lang: str = "es"

    def as_text(self) -> str:
        lines = [self.understood] if self.understood else []
        lines += [self.headline, *self.details]
        if self.reasoning:
            lines.append(self.reasoning)
        if self.floor:
            lines.append(self.floor)
        lines += self.notes
        if self.rules:
            listed = "; ".join(f"{r.id} ({r.title})" for r in self.rules)
            lines.append(text(self.lang, "rulings", "rules", rules=listed))
        return "\n".join(lines)


def note_text(lang: str, note: Note, kind: str) -> str:
    """An assumption or a question as a sentence: "Supuesto: no hubo declaración verbal."."""
    params = {k: format_amount(v, lang) if isinstance(v, int) else v for k, v in note.params}
    params.setdefault("seat", "?")
    return text(lang, "rulings", kind, text=text(lang, "rulings", f"{kind}.{note.code.value}", **params))


def _headline(ruling: Ruling, lang: str) -> str:
    amounts = {
        "total": format_amount(ruling.total or 0, lang),
        "returned": format_amount(ruling.returned or 0, lang),
    }
    if ruling.action is not None:
        key = f"action.{ruling.action.value}"
        amounts["min"] = format_amount(ruling.min_raise_to or 0, lang)
        if ruling.total is None and _his_to_name(ruling):
            key += ".at_least"  # "raise" said, no amount yet: at least the minimum, the rest is his
        elif ruling.total is None and ruling.action not in (Action.CHECK, Action.FOLD):
            key += ".unknown"  # the report did not give the amount: never print an invented 0
        elif ruling.returned:
            key += ".returned"
        sentence = text(lang, "rulings", key, **amounts)
    elif ruling.decision is not None:
        return _decision(ruling, lang)
    elif ruling.options or ruling.min_raise_to:
        return _options(ruling, lang) or _min_raise(ruling, lang)  # the answer to "what can he do?"
    elif _rule_answers(ruling) and (told := reasoning(ruling.rules, lang)):
        return told  # nothing to decide: what the rule says is the answer ("the caller may see the hand")
    else:
        sentence = text(lang, "rulings", "action.none" if ruling.floor else "action.unknown")
    if ruling.seat and is_description(ruling.seat):  # "First to act: ...", "El primero en hablar: ..."
        seat = ruling.seat[:1].upper() + ruling.seat[1:]
        return text(lang, "rulings", "seat.told", seat=seat) + sentence
    prefix = text(lang, "rulings", "seat", seat=ruling.seat) if ruling.seat else ""
    return prefix + sentence


def _decision(ruling: Ruling, lang: str) -> str:
    """The decision's sentence; a house rule cited first may word it its own way, where its procedure
    differs from TDA's under the same code (Garrido 5.d sets a premature turn aside: no reshuffle)."""
    assert ruling.decision is not None
    key = f"decision.{ruling.decision.value}"
    lead = ruling.rules[0] if ruling.rules else ""
    # No "?" for a seat the report does not name: the rule's own words for whose seat it is ("the last small
    # blind's", 32; "the player due the big blind", the balancing move).
    if ruling.seat is None and (unnamed := _unnamed(lang, key, lead.partition(":")[2])):
        return unnamed
    if not lead.startswith("tda-") and (own := lookup(lang, "rulings", f"{key}@{lead}")):
        return own.format(seat=ruling.seat or "?")
    return text(lang, "rulings", key, seat=ruling.seat or "?")


def _unnamed(lang: str, key: str, rule: str) -> str | None:
    """The decision's words for a seat nobody named: the cited rule's own, else the decision's."""
    return lookup(lang, "rulings", f"{key}.unnamed@{rule}") or lookup(lang, "rulings", f"{key}.unnamed")


def _his_to_name(ruling: Ruling) -> bool:
    """A raise whose amount nobody asks about: the player still names it, at least the minimum."""
    asked = any(q.code is QuestionCode.AMOUNT for q in ruling.questions)
    return ruling.action is Action.RAISE and ruling.min_raise_to is not None and not asked


def _rule_answers(ruling: Ruling) -> bool:
    """Is what the cited rule says the answer: no TD's decision awaited (the staff only applies it)?"""
    return not ruling.floor or ruling.floor_reason is FloorReason.STAFF_APPLIES


def _options(ruling: Ruling, lang: str) -> str | None:
    if not ruling.options:
        return None
    words = [text(lang, "rulings", f"option.{o.value}") for o in ruling.options]
    if Action.RAISE in ruling.options and ruling.min_raise_to:
        raise_word = text(lang, "rulings", "option.raise")
        words[-1] = f"{raise_word} (≥ {format_amount(ruling.min_raise_to, lang)})"
    joined = ", ".join(words[:-1]) + text(lang, "rulings", "or") + words[-1] if len(words) > 1 else words[0]
    said = text(lang, "rulings", "options", seat=ruling.seat or "?", options=joined)
    return said[:1].upper() + said[1:]  # a seat told by words opens it: "First to act may: bet."


def _min_raise(ruling: Ruling, lang: str) -> str:
    """The smallest raise-to: the seat's own, or, once the seat has raised past it, the next player's (so a
    raise to 5,100 is not read as short of a minimum of 8,100)."""
    key = "min_raise_to"
    if ruling.total is not None and ruling.min_raise_to is not None and ruling.min_raise_to > ruling.total:
        key = "next_min_raise_to" if ruling.action in (Action.BET, Action.RAISE, Action.ALL_IN) else key
    return text(lang, "rulings", key, amount=format_amount(ruling.min_raise_to or 0, lang))


def reasoning(rules: tuple[str, ...], lang: str) -> str | None:
    """The reasoning line of the most relevant cited rule that has one (part first, then the whole rule)."""
    for rule_id in rules:
        if not rule_id.startswith("tda-"):
            # A house rule cited first decided the ruling: its own line or none, never the TDA's reasoning
            # it overrode. House rules are keyed by their full id (their numbers collide with TDA's).
            return lookup(lang, "reasons", rule_id)
        local = rule_id.split(":", 1)[1]
        for key in (local, local.split("-")[0]):
            found = lookup(lang, "reasons", key)
            if found:
                return found
    return None


def cited_rules(rule_ids: tuple[str, ...] | list[str], lang: str) -> list[CitedRule]:
    corpus = load_corpus()
    out = []
    for rule_id in rule_ids:
        found = corpus.get(rule_id, lang)
        if found is not None:
            out.append(CitedRule(found.id, found.title, found.text, found.origin))
    return out


def _house_line(ruling: Ruling, lang: str) -> str:
    """ "Norma de la sala san-roque:31; TDA 20-A: la ficha impar es para 3." """
    tda = ruling.tda_would
    assert tda is not None
    outcome = Ruling(
        seat=tda.seat, action=tda.action, total=tda.total, decision=tda.decision, rules=(tda.tda_rule,)
    )
    return text(
        lang,
        "rulings",
        "house",
        rule=tda.rule,
        tda_rule=tda.tda_rule.split(":", 1)[1],
        outcome=_headline(outcome, lang),
    )


def compose_reply(ruling: Ruling, lang: str, assumed: list[str] | None = None) -> Reply:
    """The reply to a ruling; `assumed`: its assumptions as sentences (`note_text`), where the caller has
    them already (the contract lists them too)."""
    reply = Reply(headline=_headline(ruling, lang), lang=lang)
    if ruling.decision is not None and ruling.action is not None:
        reply.details.append(
            text(lang, "rulings", f"decision.{ruling.decision.value}", seat=ruling.seat or "?")
        )
    if ruling.action is None and ruling.returned:  # "the 3,000 he bet out of turn goes back" (53-A)
        amount = format_amount(ruling.returned, lang)
        reply.details.append(text(lang, "rulings", "returned_to", seat=ruling.seat or "?", amount=amount))
    if ruling.action is not None or ruling.decision is not None:  # else the headline says them already
        if options := _options(ruling, lang):
            reply.details.append(options)
        elif ruling.min_raise_to:
            reply.details.append(_min_raise(ruling, lang))
    elif ruling.options and ruling.min_raise_to and Action.RAISE not in ruling.options:
        reply.details.append(_min_raise(ruling, lang))
    told = reasoning(ruling.rules, lang)
    reply.reasoning = told if told != reply.headline else None
    if ruling.tda_would is not None:
        reply.details.append(_house_line(ruling, lang))
    if ruling.floor:
        reason = (
            text(lang, "rulings", f"floor_reason.{ruling.floor_reason.value}") if ruling.floor_reason else "?"
        )
        applies = ruling.floor_reason in FLOOR_APPLIES  # the floor applies what the rules decided
        reply.floor = text(lang, "rulings", "floor.applies" if applies else "floor", reason=reason)
    reply.notes += (
        assumed if assumed is not None else [note_text(lang, n, "assumption") for n in ruling.assumptions]
    )
    reply.notes += [note_text(lang, n, "question") for n in ruling.questions]
    reply.rules = cited_rules(ruling.rules, lang)
    return reply
