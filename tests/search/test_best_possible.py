"""`best_possible` bounds every score the search gives, so a search asked for hits of at least a score the
words cannot reach (the conduct and topic readers of `bot/ask.py`) may skip the index: held over every
labelled text, in each venue's editions."""

from __future__ import annotations

import pytest

from bot.venues import load_venues
from parser.rule_search import SearchError, best_possible, get_index, parse_question, search
from tests.support.labelled import labelled_texts


def _editions() -> list[tuple[str, str | None]]:
    return sorted({(v.base_edition, v.house_edition) for v in load_venues().values()}, key=str) + [
        ("tda-2019", None)
    ]


@pytest.mark.parametrize(("edition", "house"), _editions())
def test_no_search_scores_above_its_bound(edition: str, house: str | None) -> None:
    index, reached, low = get_index(), 0.0, 0
    for text in labelled_texts()[::3]:
        try:
            query = parse_question(text, None, index)
        except SearchError:
            continue
        bound = best_possible(query, edition)
        hits = search(text, edition=edition, house_edition=house, limit=50)
        assert all(h.score <= bound + 1e-9 for h in hits), text
        reached = max(reached, max((h.score / bound for h in hits), default=0.0))
        low += bound < 2.0
    assert reached > 0.9 and low  # the bound is met closely somewhere, and some words cannot reach 2


def test_a_search_for_more_than_its_words_can_score_is_empty() -> None:
    text = "the dealer counted the chips"
    query = parse_question(text, "en", get_index())
    assert not query.concepts
    assert (
        search(text, lang="en")
        and search(text, lang="en", at_least=best_possible(query, "tda-2024") + 0.1) == []
    )


def test_a_concept_part_kept_for_the_process_is_the_one_worked_out_anew() -> None:
    """`RuleIndex.concept_parts` keeps what a concept adds to each answer: the scores with every part kept
    are those worked out with none kept."""
    from parser.rule_search import _answer_scores

    index = get_index()
    questions = [t for t in labelled_texts()[::7] if t]
    for text in questions:
        try:
            query = parse_question(text, None, index)
        except SearchError:
            continue
        for edition in ("tda-2024", "tda-2019"):
            kept = _answer_scores(index, query, edition)
            saved, index.concept_parts = index.concept_parts, {}
            try:
                assert _answer_scores(index, query, edition) == kept, text
            finally:
                index.concept_parts = saved
    assert index.concept_parts  # some concept was named and kept
