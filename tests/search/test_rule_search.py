"""Rule search: labelled-set accuracy, concrete questions in both languages, house ranking, bad input."""

from __future__ import annotations

import importlib.util
import json
import sys
import time
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.venues import load_venues
from locales.corpus import LOCALES_DIR, UnknownEdition
from parser.rule_search import (
    LINKED_EDITION,
    MAX_CHARS,
    SearchError,
    SearchHit,
    _bm25,
    concept_terms,
    get_index,
    load_lexicon,
    parse_question,
    rule_root,
    search,
    stem,
)

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_rule_search.py"


@cache
def _bench():
    """The benchmark module: the test and the benchmark share one definition of a correct answer."""
    spec = importlib.util.spec_from_file_location("bench_rule_search", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is created
    spec.loader.exec_module(module)
    return module


def top_ids(question: str, n: int = 3, **kwargs) -> list[str]:
    return [h.id for h in search(question, limit=n, **kwargs)]


DATA = Path(__file__).resolve().parent / "data"
# (file, rows at least, top-1 floor, top-3 floor), a little under the measured figures: the author's set
# (96.1 / 100 %); 100 questions written before the search code was read, then used to improve the method
# and lexicon (97 / 100 %; 74 / 86 % before); 40 written after that tuning (52.5 / 72.5 % when written,
# 77.5 / 95 % after two lexicon passes, so no longer a clean hold-out); 80 (40 es, 40 en, every TDA 2024
# rule and 10 RPs) written before the rule-by-rule lexicon pass and measured once after it: 85 / 93.8 %
# (es 80 / 90 %, en 90 / 97.5 %). Its questions and the lexicon pass share an author: the figure for
# other people's questions is likely lower.
LABELLED_SETS = [
    ("rule_questions.jsonl", 90, 0.92, 0.98),
    ("rule_questions_unseen.jsonl", 100, 0.92, 0.98),
    ("rule_questions_holdout.jsonl", 40, 0.72, 0.90),
    ("rule_questions_holdout_2.jsonl", 80, 0.80, 0.90),
]


def _rows(name: str) -> list[dict]:
    bench = _bench()
    path = DATA / name if (DATA / name).exists() else bench.QUESTIONS.parent / name
    return bench.load_questions(path)


@pytest.mark.parametrize("name, size, _top1, _top3", LABELLED_SETS)
def test_labelled_set_is_big_balanced_and_names_real_rules(name, size, _top1, _top3):
    rows = _rows(name)
    assert len(rows) >= size
    langs = [r["lang"] for r in rows]
    assert abs(langs.count("es") - langs.count("en")) <= len(rows) // 10
    ids = set(get_index().texts[r].id for r in get_index().texts)
    venues = load_venues()
    for row in rows:
        assert row["expected"], row
        assert all(e in ids for e in row["expected"]), row  # every expected id exists in the corpus
        assert row.get("venue") is None or row["venue"] in venues, row


@pytest.mark.parametrize("name, _size, top1, top3", LABELLED_SETS)
def test_accuracy_floor_over_labelled_questions(name, _size, top1, top3):
    scores = _bench().evaluate(_rows(name))
    total = scores["all"]
    misses = "\n".join(f"{q!r}: expected {e}, got {got}" for q, e, got in total.misses)
    assert total.rate(total.top1) >= top1, misses
    assert total.rate(total.top3) >= top3, misses
    for lang in ("es", "en"):  # neither language may carry the other
        assert scores[lang].rate(scores[lang].top3) >= top3 - 0.05, lang


def test_venue_rows_rank_the_house_rule_first():
    rows = [r for r in _rows("rule_questions_unseen.jsonl") if r.get("venue")]
    assert len(rows) >= 10
    hits = sum(_bench().answers(_bench().ask(r, limit=1)[0].id, r["expected"]) for r in rows)
    assert hits >= 0.75 * len(rows)  # 11 of 14 measured: San Roque's win-the-button odd chip outranks 31


def test_answers_counts_parts_and_examples_of_an_expected_rule():
    answers = _bench().answers
    assert answers("tda-2024:29-B", ["tda-2024:29"])
    assert answers("tda-2024:45/ex-1-B", ["tda-2024:45"])
    assert not answers("tda-2024:290", ["tda-2024:29"])
    assert not answers("tda-2024:29", ["tda-2024:29-B"])


@pytest.mark.parametrize(
    "question, expected",
    [
        ("¿cuánto tiempo hay con el reloj?", "tda-2024:29"),
        ("cuanto tiempo hay con el reloj", "tda-2024:29"),
        ("CUÁNTO TIEMPO HAY CON EL RELOJ", "tda-2024:29"),
        ("how long is the clock", "tda-2024:29"),
        ("ficha impar", "tda-2024:20"),
        ("odd chip", "tda-2024:20"),
        ("who gets the odd chip?", "tda-2024:20"),
        ("boton muerto", "tda-2024:32"),
        ("botón muerto", "tda-2024:32"),
        ("dead button", "tda-2024:32"),
        ("mano nula", "tda-2024:35"),
        ("misdeal", "tda-2024:35"),
        ("fuera de turno", "tda-2024:53"),
        ("out of turn", "tda-2024:53"),
        ("string bet", "tda-2024:56"),
        ("rabbit hunting", "tda-2024:28"),
    ],
)
def test_everyday_words_find_the_rule_first(question, expected):
    ids = top_ids(question, 1)
    assert ids and (ids[0] == expected or ids[0].startswith(expected + "-")), ids


@pytest.mark.parametrize(
    "question, expected",
    [
        ("cuanto dura el relog", "tda-2024:29"),  # reloj
        ("missdeal", "tda-2024:35"),
        ("etiquete violations", "tda-2024:70"),
        ("substancial action", "tda-2024:36"),
    ],
)
def test_typos_are_corrected(question, expected):
    assert top_ids(question, 1)[0].startswith(expected)


def test_question_about_a_part_answers_with_the_part():
    assert top_ids("heads up who posts the small blind", 1) == ["tda-2024:34-B"]


def test_hits_are_frozen_best_first_with_titles_in_the_question_language():
    hits = search("who gets the odd chip", limit=5)
    assert all(isinstance(h, SearchHit) for h in hits)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert hits[0].lang == "en" and hits[0].title == "Awarding Odd Chips"
    with pytest.raises(AttributeError):
        hits[0].id = "x"  # type: ignore[misc]
    assert len(search("chips", limit=2)) == 2


def test_lang_argument_overrides_detection():
    assert search("odd chip", lang="es")[0].lang == "es"
    assert search("ficha impar", lang="en")[0].lang == "en"


def test_other_editions():
    assert top_ids("cuanto tiempo tengo cuando me piden tiempo", 1, edition="tda-2019")[0] == "tda-2019:29"
    assert top_ids("odd chip", 1, edition="tda-2022")[0].startswith("tda-2022:20")
    with pytest.raises(UnknownEdition):
        search("reloj", edition="tda-1999")
    with pytest.raises(UnknownEdition):
        search("reloj", house_edition="casino-nowhere")


def test_house_rule_on_the_topic_comes_first_then_tda():
    ids = top_ids("¿cuánto tiempo hay con el reloj?", 3, house_edition="san-roque")
    assert ids[:2] == ["san-roque:34", "tda-2024:29"]
    ids = top_ids("boton muerto", 3, house_edition="san-roque")
    assert ids[:2] == ["san-roque:35", "tda-2024:32"]
    # Without a house edition no house rule appears.
    assert not any(i.startswith("san-roque") for i in top_ids("reloj", 5))


def test_house_rule_matching_the_question_itself_comes_first():
    ids = top_ids("cuando se cierran las inscripciones", 3, house_edition="san-roque")
    assert ids[0] == "san-roque:7"


@pytest.mark.parametrize("question, code", [("", "empty"), ("   \n\t ", "empty"), ("\x00\x01\x7f", "empty")])
def test_empty_questions(question, code):
    with pytest.raises(SearchError) as err:
        search(question)
    assert err.value.code == code


def test_huge_question_is_rejected_with_its_limit():
    with pytest.raises(SearchError) as err:
        search("reloj " * 20_000)  # ~120 KB
    assert err.value.code == "too_long" and err.value.values == {"max": MAX_CHARS}


@pytest.mark.parametrize(
    "question",
    [
        "?!... ¿¡",
        "🃏🃏🃏",
        "的时候了",
        "qwxz zzkrp vvbn",
        "el de la que",
        "quelle est la règle de l'horloge",
        "wie lange habe ich, wenn jemand die Uhr verlangt?",
    ],
)
def test_questions_without_usable_words(question):
    with pytest.raises(SearchError) as err:
        search(question)
    assert err.value.code == "no_words"


def test_control_characters_and_emoji_around_real_words_are_ignored():
    assert top_ids("re\x00loj? ⏰⏰ ¿cuánto\u200b tiempo hay con el reloj?\x1b", 1)[0] == "tda-2024:29"


def test_long_but_allowed_question_is_answered_fast():
    question = ("el jugador tarda mucho y le pido reloj, " * 60)[: MAX_CHARS - 1]
    start = time.perf_counter()
    assert top_ids(question, 1)[0] == "tda-2024:29"
    assert time.perf_counter() - start < 0.5


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_any_text_answers_or_raises_search_error(text):
    try:
        hits = search(text)
    except SearchError as err:
        assert err.code in {"empty", "too_long", "no_words"}
    else:
        assert all(h.id.startswith("tda-2024:") for h in hits)


def test_lexicon_phrases_match_any_inflection():
    index = get_index()
    assert "leave_table" in parse_question("he walked away from the table", None, index).concepts
    assert "leave_table" in parse_question("se levanto de la mesa", None, index).concepts
    assert "dodging_blinds" in parse_question("se salto las ciegas", None, index).concepts


def test_amounts_inside_a_lexicon_phrase_are_skipped():
    assert "overchip" in parse_question("he threw one 1k chip", None, get_index()).concepts
    assert "overchip" not in parse_question("he threw one chair", None, get_index()).concepts


def test_entries_reduced_to_one_common_word_do_not_search_for_it():
    # "if you bet" is all stop words but "bet": searching "bet" would match a quarter of the corpus.
    terms = concept_terms(get_index(), "conditional")
    assert '"bet"' not in terms and '"conditional"' in terms


def _tda_2024_topics() -> set[str]:
    """Every rule and recommended procedure number of TDA 2024 ("29", "RP-8")."""
    index = get_index()
    return {rule_root(t.id).split(":", 1)[1] for t in index.texts.values() if t.edition == LINKED_EDITION}


def test_every_tda_rule_and_procedure_is_the_topic_of_a_concept():
    named = {n for rules in load_lexicon().rules.values() for n in rules}
    topics = _tda_2024_topics()
    assert named <= topics, named - topics  # no concept names a rule that does not exist
    assert topics - named == set()  # players' words reach every rule, not only the famous ones


def test_each_entry_of_a_rule_concept_asked_alone_finds_its_rule():
    """The lexicon is consistent: no entry is captured by another concept or drowned by a common word."""
    lexicon = load_lexicon()
    data = json.loads((LOCALES_DIR / "search_synonyms.json").read_text(encoding="utf-8"))
    misses = []
    for concept in data["concepts"]:
        rules = set(lexicon.rules[concept["id"]])
        for lang in ("es", "en"):
            for entry in concept.get(lang, []) if rules else []:
                found = {rule_root(h.id).split(":", 1)[1] for h in search(entry, lang=lang, limit=3)}
                if not found & rules:
                    misses.append((concept["id"], entry, sorted(found)))
    assert misses == []


@pytest.mark.parametrize(
    "question, lang, expected",
    [
        ("se cuelga pensando cada mano", "es", "tda-2024:29"),  # no rule prints "colgarse"
        ("hes hollywooding every hand", None, "tda-2024:29"),
        ("tiro un fichon sin decir nada", "es", "tda-2024:44"),
        ("how much is the ante", None, "tda-2024:RP-11"),  # "ante" is a Spanish stop word, not an English one
    ],
)
def test_a_concept_favours_the_rules_it_names(question, lang, expected):
    assert top_ids(question, 1, lang=lang) == [expected]


def test_stemmer_meets_plural_and_verb_forms():
    assert stem("fichas") == stem("ficha")
    assert stem("raises") == stem("raise") == stem("raised") == stem("raising")
    assert stem("betting") == stem("bet")
    assert stem("entries") == stem("entry")
    assert stem("levantar") == stem("levanto") == stem("levantando")
    assert stem("repartir") == stem("repartieron")


# Issue 13's fresh set: 60 rule questions (30 es, 30 en) and 12 rows of chatter or situations, written by a
# helper who never read the code. First measured (once, before any fix drawn from it): intent 83.3 %, top-1
# 75.0 %, top-3 83.3 %; after general fixes (chatter, questions in general, concept vocabulary): intent
# 97.2 %, top-1 83.3 %, top-3 91.7 %; after the second round (verb forms and players' phrasings of a dozen
# concepts, play supposed in general): intent 98.6 %, top-1 98.3 %, top-3 100 % (tuned on it: no hold-out).
# The second fresh set (44 rule questions, 22 es / 22 en, and 8 of chatter), by another helper who never read
# the code. First measured once, before any fix drawn from it: intent 94.2 %, top-1 77.3 %, top-3 90.9 %;
# after general fixes (regional chatter, players' words for ten concepts): intent 100 %, top-1 100 %, top-3
# 100 % (tuned on it: no longer a hold-out).
# The third fresh set (44 rule questions, 22 es / 22 en, and 8 of chatter), by a third helper who never read
# the code, first measured by the lead once before any fix drawn from it: intent 86.5 %, top-1 81.8 %, top-3
# 88.6 %; after general fixes (players' words for eight concepts, a case supposed from its first words,
# regional chatter): intent 94.2 %, top-1 100 %, top-3 100 % (tuned on it: no longer a hold-out).
FRESH_SETS = [
    ("fresh_questions.jsonl", 60),
    ("fresh_questions_2.jsonl", 44),
    ("fresh_questions_3.jsonl", 44),
    ("fresh_questions_4.jsonl", 44),  # first measured by the lead: 100 % top-1, intent 88.5 %
    ("fresh_questions_5.jsonl", 44),  # the fifth: first measured 84.1 % top-1, 95.5 % top-3
    (
        "fresh_questions_6.jsonl",
        44,
    ),  # the sixth, by two more writers: first measured 68.2 % top-1, 79.5 % top-3
    ("fresh_questions_7.jsonl", 44),  # the seventh: first measured by the lead 86.4 % top-1, 93.2 % top-3
    ("fresh_questions_8.jsonl", 44),  # the eighth: first measured by the lead 88.6 % top-1, 97.7 % top-3
    ("fresh_questions_9.jsonl", 44),  # the ninth: first measured by the lead 79.5 % top-1, 84.1 % top-3
    ("fresh_questions_10.jsonl", 44),  # the tenth: first measured by the lead 79.5 % top-1, 90.9 % top-3
    ("fresh_questions_11.jsonl", 44),  # the eleventh: first measured by the lead 90.9 % top-1, 97.7 % top-3
    ("fresh_questions_12.jsonl", 44),  # the twelfth: first measured by the lead 84.1 % top-1, 97.7 % top-3
    ("fresh_questions_13.jsonl", 44),  # the thirteenth: first measured by the lead 81.8 % top-1, 95.5 % top-3
    # the fourteenth: first measured by the lead 86.4 % top-1, 93.2 % top-3; 100 % / 100 % after the fixes
    ("fresh_questions_14.jsonl", 44),
    ("fresh_questions_15.jsonl", 44),  # the fifteenth: first measured by the lead 90.9 % top-1, 97.7 % top-3
    ("fresh_questions_16.jsonl", 44),  # the sixteenth: first measured by the lead 93.2 % top-1, 100 % top-3
    ("fresh_questions_17.jsonl", 44),  # the seventeenth: first measured 90.9 % top-1, 97.7 % top-3
    ("fresh_questions_18.jsonl", 44),  # the eighteenth: first measured 95.5 % top-1, 100 % top-3
    ("fresh_questions_19.jsonl", 44),  # the nineteenth: first measured 90.9 % top-1, 95.5 % top-3
    ("fresh_questions_20.jsonl", 44),  # the twentieth: first measured 90.9 % top-1, 97.7 % top-3
    ("fresh_questions_21.jsonl", 44),  # the twenty-first: first measured 90.9 % top-1, 100 % top-3
    ("fresh_questions_22.jsonl", 44),  # the twenty-second: first measured 93.2 % top-1, 95.5 % top-3
    ("fresh_questions_23.jsonl", 44),  # the twenty-third: first measured 75.0 % top-1, 86.4 % top-3
    # the twenty-fourth: first measured 79.5 % top-1, 86.4 % top-3; 97.7 % / 100 % after the 25th round
    ("fresh_questions_24.jsonl", 44),
]
INTENT_FLOORS = {
    "fresh_questions.jsonl": 0.97,
    "fresh_questions_2.jsonl": 0.97,
    "fresh_questions_3.jsonl": 0.92,
    "fresh_questions_4.jsonl": 0.92,
    "fresh_questions_5.jsonl": 0.94,
    "fresh_questions_6.jsonl": 0.90,  # first measured 90.4 % (47 of 52), 92.3 % after the fifth round
    "fresh_questions_7.jsonl": 0.92,  # first measured 92.3 % (48 of 52), 94.2 % after the sixth round
    "fresh_questions_8.jsonl": 0.98,  # first measured 98.1 % (51 of 52), 100 % after the twenty-first round
    "fresh_questions_9.jsonl": 0.94,  # first measured 90.4 % (47 of 52), 96.2 % after the eighth round
    "fresh_questions_10.jsonl": 0.98,  # first measured 90.4 % (47 of 52), 100 % after the tenth round
    "fresh_questions_11.jsonl": 0.96,  # first measured 88.5 % (46 of 52), 98.1 % after the eleventh round
    "fresh_questions_12.jsonl": 0.96,  # first measured 90.4 % (47 of 52), 98.1 % after the twelfth round
    "fresh_questions_13.jsonl": 0.92,  # first measured 94.2 % (49 of 52), 94.2 % after the thirteenth round
    "fresh_questions_14.jsonl": 0.98,  # first measured 86.5 % (45 of 52), 100 % after the eighteenth round
    "fresh_questions_15.jsonl": 0.96,  # first measured 90.4 % (47 of 52), 96.2 % after the sixteenth round
    "fresh_questions_16.jsonl": 0.96,  # first measured 92.3 % (48 of 52), 96.2 % after the eighteenth round
    "fresh_questions_17.jsonl": 0.98,  # first measured 92.3 % (48 of 52), 100 % after the eighteenth round
    "fresh_questions_18.jsonl": 0.98,  # first measured 92.3 % (48 of 52), 98.1 % after the nineteenth round
    "fresh_questions_19.jsonl": 0.96,  # first measured 92.3 % (48 of 52), 96.2 % after the twentieth round
    "fresh_questions_20.jsonl": 0.98,  # first measured 88.5 % (46 of 52), 98.1 % after the twenty-first round
    "fresh_questions_21.jsonl": 0.98,  # first measured 96.2 % (50 of 52), 100 % after the twenty-second round
    "fresh_questions_22.jsonl": 0.98,  # first measured 98.1 % (51 of 52)
    "fresh_questions_23.jsonl": 0.98,  # first measured 73.1 % (38 of 52), 100 % after the twenty-fourth round
    "fresh_questions_24.jsonl": 0.98,  # first measured 90.4 % (47 of 52), 100 % after the twenty-fifth round
}
# top-1, top-3; the others (0.95, 0.97). The fifth and sixth: 95.5 % / 100 % after the fifth round's fixes.
SEARCH_FLOORS = {
    "fresh_questions_5.jsonl": (0.93, 0.97),
    "fresh_questions_6.jsonl": (0.93, 0.97),
    "fresh_questions_8.jsonl": (0.93, 0.97),  # first measured 88.6 % / 97.7 %, 95.5 % / 100 % after fixes
    "fresh_questions_9.jsonl": (0.93, 0.93),  # first measured 79.5 % / 84.1 %, 95.5 % / 95.5 % after fixes
    "fresh_questions_10.jsonl": (0.95, 0.97),  # first measured 79.5 % / 90.9 %, 97.7 % / 100 % after fixes
    "fresh_questions_15.jsonl": (0.97, 1.0),  # first measured 90.9 % / 97.7 %, 97.7 % / 100 % after fixes
    "fresh_questions_16.jsonl": (0.97, 1.0),  # first measured 93.2 % / 100 %, 100 % / 100 % after fixes
    "fresh_questions_17.jsonl": (0.97, 1.0),  # first measured 90.9 % / 97.7 %, 97.7 % / 100 % after fixes
    "fresh_questions_18.jsonl": (0.97, 1.0),  # first measured 95.5 % / 100 %, 97.7 % / 100 % after fixes
    "fresh_questions_19.jsonl": (0.90, 0.95),  # first measured 90.9 % / 95.5 %
    "fresh_questions_20.jsonl": (0.97, 1.0),  # first measured 90.9 % / 97.7 %, 100 % / 100 % after fixes
    "fresh_questions_21.jsonl": (0.97, 1.0),  # first measured 90.9 % / 100 %, 100 % / 100 % after fixes
    "fresh_questions_22.jsonl": (0.97, 1.0),  # first measured 93.2 % / 95.5 %, 100 % / 100 % after fixes
    "fresh_questions_23.jsonl": (0.95, 0.95),  # first measured 75.0 % / 86.4 %, 97.7 % / 97.7 % after fixes
    "fresh_questions_24.jsonl": (0.95, 0.97),  # first measured 79.5 % / 86.4 %, 97.7 % / 100 % after fixes
}


@pytest.mark.parametrize(("name", "_size"), FRESH_SETS)
def test_fresh_questions_get_the_intent_they_ask_for(name: str, _size: int) -> None:
    rows = _bench().load_questions(DATA / name)
    right, misses = _bench().intent_misses(rows)
    assert right / len(rows) >= INTENT_FLOORS[name], misses


@pytest.mark.parametrize(("name", "size"), FRESH_SETS)
def test_fresh_questions_stay_above_their_floor(name: str, size: int) -> None:
    scores = _bench().evaluate(_bench().searched(_bench().load_questions(DATA / name)))
    total = scores["all"]
    assert total.total >= size
    top1, top3 = SEARCH_FLOORS.get(name, (0.95, 0.97))
    assert total.rate(total.top1) >= top1 and total.rate(total.top3) >= top3, total.misses


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("¿Qué se hace si el crupier olvida quemar carta antes de abrir el flop?", "tda-2024:39"),
        ("Dealer forgot to burn before putting out the flop, what now?", "tda-2024:39"),
        ("Al crupier se le cae la baraja a mitad de mano, ¿qué se hace?", "tda-2024:RP-4"),
        ("what do we do when the deck falls off the table mid hand", "tda-2024:RP-4"),
        ("¿Se puede ver qué carta iba a salir en el river cuando ya terminó la mano?", "tda-2024:28"),
        ("Can we see what was coming next once the hand is over?", "tda-2024:28"),
        ("¿Puedo enseñarle mis cartas a un amigo después de tirarlas?", "tda-2024:67"),
        ("Am I allowed to show my cards to the guy next to me once I've folded?", "tda-2024:67"),
        ("¿Qué pasa si un jugador enseña sus cartas y todavía falta gente por hablar?", "tda-2024:68"),
        ("What if someone flashes his hand while others are still to act?", "tda-2024:68"),
        ("el flop salió antes de que terminaran de hablar todos, ¿qué hacemos?", "tda-2024:RP-5"),
        ("Is it ok that the button was dealt two consecutive cards?", "tda-2024:37"),
    ],
)
def test_issue_13_question_families_find_their_rule_first(question: str, expected: str) -> None:
    """Forgetting the burn, a dropped deck, rabbit hunting, showing a folded hand to a friend, exposing cards
    with players still to act, a flop dealt before the talking ended, the button's consecutive cards."""
    assert _bench().answers(search(question, limit=1)[0].id, [expected]), search(question, limit=3)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("¿Cuánto hay que subir como mínimo en un torneo no limit?", "tda-2024:43"),
        ("How much do I have to raise at least if someone bet 500?", "tda-2024:43"),
        (
            "¿Qué pasa si muestro mis cartas antes de que termine la mano y aún hay gente por hablar?",
            "tda-2024:68",
        ),
        ("What happens if I turn my cards up before the action is done?", "tda-2024:68"),
        ("¿Puedo exigir que le cuenten el stack a mi rival cuando me va all-in?", "tda-2024:60"),
        ("Can I get his chips counted when he shoves on me?", "tda-2024:60"),
        ("Estando all-in, ¿puedo salir a fumar mientras reparten el river?", "tda-2024:31"),
        ("I'm all in, can I nip out for a smoke while they run it out?", "tda-2024:31"),
        ("Heads-up, ¿el botón pone la ciega chica?", "tda-2024:34"),
        ("When it's heads-up does the button post the small blind?", "tda-2024:34"),
        ("¿Tengo que dar vuelta las dos cartas para cobrar el bote?", "tda-2024:13"),
        ("Must I turn both cards over to be paid?", "tda-2024:13"),
        ("Is it soft play to check the nuts last to act on the river?", "tda-2024:71"),
        ("¿Es juego suave pasar con las nuts en el river siendo el último?", "tda-2024:71"),
        ("Si digo subo, ¿puedo volver a mi stack a por más fichas?", "tda-2024:56"),
        ("Can I say raise and then go back to my stack for more?", "tda-2024:56"),
        (
            "¿Qué se hace si el dealer quema y saca el turn antes de que acabe la ronda de apuestas?",
            "tda-2024:RP-5",
        ),
        ("What if the dealer burned and turned before the flop action was done?", "tda-2024:RP-5"),
        ("¿Tengo que estar sentado cuando reparten para que mi mano valga?", "tda-2024:30"),
        ("Do I have to be seated when the cards are dealt to keep my hand?", "tda-2024:30"),
    ],
)
def test_second_fresh_set_families_find_their_rule_first(question: str, expected: str) -> None:
    """In other words than the set's rows, both languages: the minimum raise asked as 'how much', showing
    cards with action pending, a count asked for, leaving the table when all in, the button heads-up, tabling
    both cards, checking the nuts, going back to the stack after 'raise', a card burned and turned early,
    being seated on the deal."""
    assert _bench().answers(search(question, limit=1)[0].id, [expected]), search(question, limit=3)


@pytest.mark.parametrize(
    "question",
    ["can a player ask for a count before calling", "¿cuánto tiempo hay con el reloj?", "chip race"],
)
def test_scoring_one_edition_in_sqlite_gives_the_whole_index_scores(question):
    """A search asks SQLite only for its edition's rows (issue 16): each row scores what it scores in a query
    over the whole index, in the same order."""
    index = get_index()
    terms = parse_question(question, None, index).plain
    for edition, rows in index.by_edition.items():
        everywhere = _bm25(index, terms)
        assert everywhere, question
        within = _bm25(index, terms, index.runs[edition])
        assert list(within.items()) == [(r, s) for r, s in everywhere.items() if r in rows]


@pytest.mark.parametrize(
    "question",
    [
        "¿cómo se reparten el lateral y el principal si empatan en uno?",
        "how do I split the main and side when two tie",
    ],
)
def test_side_pots_in_dealers_words(question: str) -> None:
    assert _bench().answers(search(question, limit=1)[0].id, ["tda-2024:21"]), search(question, limit=3)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("¿Puedo irme a fumar estando all in sin que me maten la mano?", "tda-2024:31"),
        ("Can I step away while all in, or do they kill my hand?", "tda-2024:31"),
        ("Si en el showdown enseño una carta nada más, ¿gano el bote?", "tda-2024:15"),
        ("At showdown he turned one card only, is that enough to win?", "tda-2024:15"),
        ("Si tiro boca abajo en el showdown, ¿puedo arrepentirme y mostrar?", "tda-2024:14"),
        ("I mucked face down and then changed my mind, can I show?", "tda-2024:14"),
        ("Un all in que es una subida incompleta, ¿me deja resubir?", "tda-2024:47"),
        ("After an all in short of a full raise, can I raise again?", "tda-2024:47"),
        ("¿Y si paso antes de mi turno?", "tda-2024:53"),
        ("What if I check before it's my turn?", "tda-2024:53"),
        ("¿Me puedo retirar cuando nadie ha apostado?", "tda-2024:58"),
        ("Can I fold when nobody has bet?", "tda-2024:58"),
        ("En mano por mano, ¿cuánto tiempo se descuenta del reloj?", "tda-2024:RP-8"),
        ("Hand for hand, how much time comes off the clock?", "tda-2024:RP-8"),
        ("¿Hay que tener las fichas grandes visibles?", "tda-2024:25"),
        ("Do I have to keep my big chips visible?", "tda-2024:25"),
    ],
)
def test_issue_13_third_round_question_families_find_their_rule_first(question: str, expected: str) -> None:
    """Leaving the table while all in, one card shown at showdown, changing one's mind after mucking, a short
    all-in that does not reopen, checking before one's turn, folding with no bet, the clock hand for hand,
    big chips in view: players' words the third fresh set showed, asked in other words."""
    assert _bench().answers(search(question, limit=1)[0].id, [expected]), search(question, limit=3)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Split pot and one chip left over, who takes it?", "tda-2024:20"),
        ("Bote dividido y sobra una ficha, ¿para quién es?", "tda-2024:20"),
        ("Both players checked the river, who is supposed to flip over first?", "tda-2024:17"),
        ("Pasaron los dos en el river, ¿quién destapa primero?", "tda-2024:17"),
        ("He bet, I called, can I make him show before he mucks?", "tda-2024:18"),
        ("Si pago el river, ¿puedo obligarle a enseñar antes de que la tire?", "tda-2024:18"),
        ("What's the smallest reraise I'm allowed after a bet and a raise?", "tda-2024:43"),
        ("¿Qué es lo mínimo que puedo resubir si ya hubo una subida?", "tda-2024:43"),
        ("Somebody raised before I'd acted; if I call, does his raise stand?", "tda-2024:53"),
        ("Uno subió antes de que me tocara a mí, ¿se mantiene su subida?", "tda-2024:53"),
        ("I said call and only put half of it out, must I put the rest in?", "tda-2024:51"),
        ("Dije call y puse menos fichas, ¿tengo que completar el call?", "tda-2024:51"),
        ("May I find out how much he's got behind before I act?", "tda-2024:60"),
        ("¿Puedo saber cuánto le queda al rival antes de decidir?", "tda-2024:60"),
        ("Can we see what would've come on the river once the hand is over?", "tda-2024:28"),
        ("¿Se puede ver qué carta habría salido en el turn?", "tda-2024:28"),
        ("Can I put my raise out in two goes?", "tda-2024:42"),
        ("¿Puedo poner la subida en dos viajes?", "tda-2024:42"),
        ("If I rap the table with my knuckles, is that a check?", "tda-2024:3"),
        ("¿Dar con los nudillos en la mesa vale como paso?", "tda-2024:3"),
        ("In no limit, if I just say pot, what am I betting?", "tda-2024:54"),
        ("En no limit, si digo bote, ¿cuánto apuesto?", "tda-2024:54"),
        ("Do high value chips have to be kept in view?", "tda-2024:25"),
        ("¿Las fichas de mayor valor tienen que estar a la vista?", "tda-2024:25"),
        ("Why is there no small blind this hand after the big blind busted?", "tda-2024:32"),
        ("¿Por qué no hay ciega pequeña esta mano si eliminaron a la ciega grande?", "tda-2024:32"),
        ("A chip turned up behind his cards after the call, does it count?", "tda-2024:62"),
        ("Apareció una ficha detrás de sus cartas después del call, ¿cuenta?", "tda-2024:62"),
    ],
)
def test_fifth_round_question_families_find_their_rule_first(question: str, expected: str) -> None:
    """Players' words for thirteen concepts the fifth and sixth fresh sets missed, both languages, in other
    words than their rows: a chip left over from a split pot, who flips first after checks, making a caller
    show, the smallest re-raise, a raise before one's turn, a call short of its chips, what a player has
    behind, the card that would have come, a raise in two goes, knuckles on the table, "pot" said in no
    limit, big chips in view, no small blind after a bust, a chip found behind the cards."""
    assert _bench().answers(search(question, limit=1)[0].id, [expected]), search(question, limit=3)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Me acaban de traer de una mesa rota, ¿me pueden poner la grande nada más sentarme?", "tda-2024:10"),
        (
            "I came from a broken table, can I be dealt in on the big blind as soon as I sit down?",
            "tda-2024:10",
        ),
        ("What if the dealer flops before the betting is finished?", "tda-2024:RP-5"),
        ("¿Qué pasa si el dealer abre el flop antes de terminar las apuestas?", "tda-2024:RP-5"),
        ("My cards never reached the muck, can I still table them?", "tda-2024:14"),
        ("Mis cartas no llegaron al muck, ¿todavía puedo enseñarlas?", "tda-2024:14"),
        ("When the board is the best hand, what must I show to chop?", "tda-2024:19"),
        ("Si la mesa es la mejor mano, ¿qué tengo que enseñar para partir?", "tda-2024:19"),
        ("How many players make the final table here?", "tda-2024:RP-9"),
        ("After everyone folded, can the dealer run out the turn and river just to see?", "tda-2024:28"),
        ("Terminada la mano, ¿se puede sacar el turn y el river para ver qué salía?", "tda-2024:28"),
        ("I flashed a card by accident with players still to act, is my hand dead?", "tda-2024:68"),
        ("Se me vio una carta sin querer con la mano en juego, ¿me matan la mano?", "tda-2024:68"),
        ("¿Cuántos entran a la mesa final?", "tda-2024:RP-9"),
    ],
)
def test_seventh_set_question_families_find_their_rule_first(question: str, expected: str) -> None:
    """Players' words for five concepts the seventh fresh set missed, both languages, in other words than its
    rows: sitting down from a broken table, a flop dealt before the betting ends, cards short of the muck,
    the board as the best hand, the size of the final table."""
    assert _bench().answers(search(question, limit=1)[0].id, [expected]), search(question, limit=3)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "Si a un jugador nuevo lo sientan entre el botón y la ciega pequeña, ¿recibe cartas ya?",
            "tda-2024:10",
        ),
        (
            "A new player seated between the small blind and the button: is he dealt in right away?",
            "tda-2024:10",
        ),
    ],
)
def test_a_new_player_between_the_small_blind_and_the_button_finds_rule_10(
    question: str, expected: str
) -> None:
    """10-A: new players and players from broken tables are dealt in anywhere except between the small blind
    and the button."""
    assert _bench().answers(search(question, limit=1)[0].id, [expected]), search(question, limit=3)
