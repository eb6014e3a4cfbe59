"""``floorcall rule`` and ``floorcall search``: read the rule corpus."""

from __future__ import annotations

import argparse
import json
import unicodedata

from bot.cli.bad_arguments import bad_argument
from bot.cli.errors import EXIT_OK, UsageError, shown
from locales.corpus import DEFAULT_EDITION, RuleText, UnknownEdition, UnknownRule, load_corpus
from locales.messages import DEFAULT_LANG, message

MAX_RULE_ID = 64


def _has_control_chars(text: str) -> bool:
    return any(unicodedata.category(ch) == "Cc" for ch in text)


def run_rule(args: argparse.Namespace) -> int:
    lang = args.lang or DEFAULT_LANG
    query = args.rule_id.strip()
    if not query or len(query) > MAX_RULE_ID or _has_control_chars(query):
        raise UsageError(message(lang, "cli.bad_rule_id"))
    corpus = load_corpus()
    edition = DEFAULT_EDITION if args.edition is None else args.edition  # "" is an edition asked for
    try:
        rule_id = corpus.resolve(query, edition)
    except UnknownEdition as exc:
        raise bad_argument(lang, exc) from None
    except UnknownRule as exc:
        lines = [message(lang, "cli.unknown_rule", query=shown(exc.query), edition=exc.edition)]
        if exc.suggestions:
            lines.append(message(lang, "cli.nearest", ids=", ".join(exc.suggestions)))
        raise UsageError("\n".join(lines)) from None
    text = corpus.get(rule_id, lang)
    assert text is not None  # resolve() returns only ids the corpus holds
    examples = [t.id for t in corpus.children(rule_id, text.lang) if t.kind == "example"]
    if args.json:
        print(json.dumps(_rule_json(text, examples), ensure_ascii=False, indent=2))
    else:
        print(_render_rule(text, examples, lang))
    return EXIT_OK


def _rule_json(text: RuleText, examples: list[str]) -> dict:
    return {
        "id": text.id,
        "edition": text.edition,
        "lang": text.lang,
        "kind": text.kind,
        "title": text.title,
        "text": text.text,
        "origin": text.origin,
        "examples": examples,
        "tda_topics": list(text.tda_topics),
    }


def _render_rule(text: RuleText, examples: list[str], lang: str) -> str:
    lines = [f"{text.id} · {text.title}", "", text.text]
    notes = []
    if text.origin == "floorcall-translation":
        notes.append(message(lang, "rule.unofficial"))
    elif text.origin == "tda-2019-es" and text.edition != "tda-2019":
        notes.append(message(lang, "rule.reused_2019"))
    if text.tda_topics:
        notes.append(
            message(lang, "rule.topics", ids=", ".join(f"{DEFAULT_EDITION}:{n}" for n in text.tda_topics))
        )
    if examples:
        notes.append(message(lang, "rule.examples", ids=", ".join(e.split(":", 1)[1] for e in examples)))
    if notes:
        lines += [""] + notes
    return "\n".join(lines)


def run_search(args: argparse.Namespace) -> int:
    from bot.venues import UnknownVenue, get_venue
    from parser.rule_search import SearchError, search

    lang_hint = args.lang or DEFAULT_LANG
    if args.limit < 1 or args.limit > 50:
        raise UsageError("--limit: 1..50")
    try:
        venue = get_venue(args.venue)
    except UnknownVenue as exc:
        raise bad_argument(lang_hint, exc) from None
    edition = venue.base_edition if args.edition is None else args.edition
    try:
        load_corpus().check_edition(edition)
        hits = search(
            args.question,
            lang=args.lang,
            edition=edition,
            house_edition=venue.house_edition,
            limit=args.limit,
        )
    except UnknownEdition as exc:
        raise bad_argument(lang_hint, exc) from None
    except SearchError as exc:
        raise UsageError(message(exc.lang or lang_hint, f"search.{exc.code}", **exc.values)) from None
    if args.json:
        print(
            json.dumps(
                [{"id": h.id, "title": h.title, "score": round(h.score, 4)} for h in hits], ensure_ascii=False
            )
        )
        return EXIT_OK
    lang = args.lang or (hits[0].lang if hits else lang_hint)
    if not hits:
        print(message(lang, "search.no_results"))
        return EXIT_OK
    print(message(lang, "search.header", question=args.question.strip()[:80]))
    corpus = load_corpus()
    for rank, hit in enumerate(hits, 1):
        text = corpus.get(hit.id, lang)
        house = f" ({message(lang, 'search.house')})" if text and text.edition == venue.house_edition else ""
        print(f"{rank}. {hit.id} · {hit.title}{house}")
    return EXIT_OK
