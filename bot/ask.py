"""The `ask` pipeline: a report or question in, the contract result out (design.md, "The CLI contract").

text -> parser.parse -> (ruling) rules_engine.rule -> bot.render   or   (question) parser.rule_search
Shared by the CLI, the Telegram bot and the evaluation tool, so every entry point answers the same way.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from bot.render import Reply, cited_rules, compose_reply
from bot.venues import Venue, get_venue
from locales.corpus import load_corpus
from locales.templates import text
from parser.report import MAX_CHARS, Report, parse
from rules_engine import Ruling, rule

QUESTION_HITS = 3


@dataclass
class Answer:
    """One answered report: the contract result plus what the bot and the audit log keep."""

    result: dict[str, Any]
    reply: Reply | None = None
    report: Report | None = None
    ruling: Ruling | None = None
    timings_ms: dict[str, float] = field(default_factory=dict)


def _empty_result(lang: str, intent: str) -> dict[str, Any]:
    return {
        "lang": lang,
        "intent": intent,
        "ruling": None,
        "rules": [],
        "floor": False,
        "floor_reason": None,
        "assumptions": [],
        "questions": [],
        "reply": "",
    }


def _parser_assumption_text(lang: str, code: str) -> str:
    return text(lang, "rulings", "assumption", text=text(lang, "rulings", f"assumption.{code}"))


def _answer_ruling(report: Report, venue: Venue, edition: str) -> tuple[dict[str, Any], Reply, Ruling]:
    ruling = rule(report.situation, edition=edition, policy=venue.policy)
    result = _empty_result(report.lang, "ruling")
    result.update(ruling.to_contract())
    result["assumptions"] += list(report.assumptions)
    reply = compose_reply(ruling, report.lang)
    reply.notes += [_parser_assumption_text(report.lang, code) for code in report.assumptions]
    return result, reply, ruling


def _answer_question(
    question: str, report: Report, venue: Venue, edition: str
) -> tuple[dict[str, Any], Reply]:
    from parser.rule_search import SearchError, search

    lang = report.lang
    result = _empty_result(lang, "question")
    try:
        hits = search(
            question, lang=lang, edition=edition, house_edition=venue.house_edition, limit=QUESTION_HITS
        )
    except SearchError:
        hits = []
    if not hits:
        return result, Reply(headline=text(lang, "rulings", "question.none"), lang=lang)
    result["rules"] = [h.id for h in hits]
    reply = Reply(headline=text(lang, "rulings", "question.results"), lang=lang)
    reply.rules = cited_rules(result["rules"], lang)
    best = reply.rules[0]
    reply.details.append(f"{best.id} · {best.title}\n{best.text}")
    return result, reply


def answer(
    raw: str, *, venue: str | None = None, edition: str | None = None, lang: str | None = None
) -> Answer:
    """Answer one report. Unknown venue or edition raise (bad arguments); any text gets an answer."""
    started = time.perf_counter()
    profile = get_venue(venue)
    edition = edition or profile.base_edition
    load_corpus().check_edition(edition)
    report = parse(raw, lang=lang, chip_set=profile.chip_set)
    parsed = time.perf_counter()
    out = Answer(result=_empty_result(report.lang, report.intent), report=report)
    if report.intent == "ruling" and report.situation is not None:
        out.result, out.reply, out.ruling = _answer_ruling(report, profile, edition)
    elif report.intent == "question":
        out.result, out.reply = _answer_question(raw, report, profile, edition)
    else:
        key = f"unclear.{report.reason}" if report.reason in ("empty", "too_long") else "unclear"
        out.reply = Reply(headline=text(report.lang, "rulings", key, max=MAX_CHARS), lang=report.lang)
    out.result["reply"] = out.reply.as_text()
    done = time.perf_counter()
    out.timings_ms = {"parse": (parsed - started) * 1000, "total": (done - started) * 1000}
    return out
