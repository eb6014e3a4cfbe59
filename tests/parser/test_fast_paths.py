"""The parser's short cuts (issue 16's speed work) against the plain definitions they stand for, on the
labelled reports: a short cut that reads one report differently fails here. `benchmarks/ask_outputs.py`
compares every labelled report's whole answer; these tests are the quick guard on each piece."""

from __future__ import annotations

import json
import random
import re
import unicodedata
from functools import cache
from pathlib import Path

import pytest

from locales.corpus import load_corpus
from locales.languages import LANGS
from parser.amounts import read_amounts
from parser.incident_phrases import lexicon as incident_lexicon
from parser.lexicon import (
    FUZZY_CUTOFF,
    FUZZY_MARGIN,
    STEM,
    Lexicon,
    closest,
    lexicon_terms,
    load,
    one_edit,
    swapped,
)
from parser.normalize import Token, fold, fold_uncached, match_keys, tokenize

DATA = Path(__file__).resolve().parents[1] / "data"
_APOSTROPHES = {"'", "’"}


@cache
def report_texts() -> tuple[str, ...]:
    rows = (json.loads(line) for line in (DATA / "reports.jsonl").read_text(encoding="utf-8").splitlines())
    return tuple(row["text"] for row in rows)


def plain_fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def test_fold_drops_accents_as_the_plain_definition() -> None:
    rng = random.Random(16)
    letters = [chr(c) for c in range(0x20, 0x2500) if chr(c).isprintable()]
    rules = [t for rule in load_corpus() for t in (rule.title, rule.text)]  # long texts, many marks
    samples = [*report_texts(), *rules, *("".join(rng.choices(letters, k=8)) for _ in range(3000))]
    assert [fold_uncached(s) for s in samples] == [plain_fold(s) for s in samples]
    assert fold("Subió el CIEGA GRANDE, ñandú") == "subio el ciega grande, nandu"


def tokenizer_keys(text: str) -> tuple[str, ...]:
    return tuple(fold(t.text).replace(" ", "") if t.kind == "num" else t.norm for t in tokenize(text))


def test_lexicon_terms_keyed_without_the_tokenizer_as_with_it() -> None:
    terms = [term for lang in LANGS for term, _ in lexicon_terms(lang)]
    terms += ["subió a", "q es", "dice q", "straße", "all-in", "5 k", "it's", "ciega  grande", " sube"]
    assert [match_keys(t) for t in terms] == [tokenizer_keys(t) for t in terms]


def longest_match(lexicon: Lexicon, items: list, i: int) -> tuple[int, object] | None:
    """The plain definition of `Lexicon.match_at`: the longest window from i, with no mark but an apostrophe
    inside, that is a case-sensitive term or a term (the case-sensitive one first)."""
    keys = lexicon.keys(items)
    for end in range(min(i + lexicon.longest, len(items)), i, -1):
        window = items[i:end]
        if any(isinstance(it, Token) and it.kind == "punct" and it.text not in _APOSTROPHES for it in window):
            continue
        raw = tuple(it.text for it in window)
        entry = lexicon.exact_case.get(raw) or lexicon.phrases.get(tuple(k for k, _ in keys[i:end]))
        if entry is not None:
            return end, entry
    return None


@pytest.mark.parametrize("lang", LANGS)
def test_lexicon_match_at_finds_the_longest_term(lang: str) -> None:
    lexicon = load(lang)
    for text in report_texts()[::3]:
        items = read_amounts(tokenize(text), lang)
        for i in range(len(items)):
            term = lexicon.match_at(items, i)
            found = (term.end, term.entry) if term is not None else None
            assert found == longest_match(lexicon, items, i), (text, i)


def as_alternation(phrases: list[str]) -> re.Pattern[str]:
    """What `_Phrases` stands for: an alternation of the phrases, longest first, between word boundaries."""
    ordered = sorted({fold(p) for p in phrases}, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, ordered)) + r")(?!\w)")


def test_incident_phrases_match_as_their_alternation() -> None:
    known = incident_lexicon()
    lists = [entry.pattern for entry in known.kinds] + [phrases for _, phrases in known.causes]
    texts = [fold(t) for t in report_texts()]
    texts += [fold(json.loads(line)["text"]) for line in _incident_rows()]
    for phrases in lists[::2]:  # every other list keeps the test quick; each list is built alike
        pattern = as_alternation([p for group in phrases._by_first.values() for p in group])
        for text in texts:
            assert [f.span() for f in phrases.finditer(text)] == [m.span() for m in pattern.finditer(text)]


def _incident_rows() -> list[str]:
    path = Path(__file__).resolve().parents[1] / "procedures" / "data" / "unseen_incidents.jsonl"
    return [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _labelled_texts() -> list[str]:
    texts = [*report_texts(), *(json.loads(line)["text"] for line in _incident_rows())]
    return texts + ["3-bet, 4betting, 5bets y 3betted", "it’s a 2 k bet - UTG + 1", "¿Qué?  sí.\tno", ""]


# The tokenizer's pattern as it was written before the look-ahead: no token may start at a space anyway.
_PLAIN_TOKEN = re.compile(
    r"(?P<word>\d-?bets?\b|\d-?betting\b|\d-?betted\b|(?i:it|he|she|that|what|there|who|where|how|here|pot)"
    r"[\'’]s\b|[^\W\d_]+(?:\s?\+\s?\d)?(?:['’](?!s\b)[^\W\d_]+)?)|(?P<num>\d+(?:[.,]\d+)*(?:\s?[kK](?:'?s)?\b)?(?:'?s\b)?)"
    r"|(?P<punct>[^\w\s])"
)


def test_tokens_start_where_the_plain_pattern_starts_them() -> None:
    from parser.normalize import _TOKEN_RE

    rng = random.Random(16)
    texts = _labelled_texts() + [
        "".join(rng.choices("ab3-'’ +kK.,s5betingIT\t\n¿?ñé_", k=12)) for _ in range(5000)
    ]
    for text in texts:
        got = [(m.span(), m.lastgroup) for m in _TOKEN_RE.finditer(text)]
        assert got == [(m.span(), m.lastgroup) for m in _PLAIN_TOKEN.finditer(text)], text


# The tokenizer's pattern before its rare alternatives were guarded by look-aheads of their first letters.
_UNGUARDED_TOKEN = re.compile(
    r"(?=\S)(?:(?P<word>\d-?bet(?:s|ting|ted)?\b"
    r"|(?i:it|he|she|that|what|there|who|where|how|here|pot)[\'’]s\b"
    r"|[^\W\d_]+(?:\s?\+\s?\d)?(?:['’](?!s\b)[^\W\d_]+)?)"
    r"|(?P<num>\d{1,3}(?: \d{3})*(?: 000)(?!\d|[.,]\d)"
    r"|\d+(?:[.,]\d+)*(?:\s?[kK](?:'?s)?\b)?(?:'?s\b)?)"
    r"|(?P<punct>[^\w\s]))"
)


def test_guarded_alternatives_tokenize_as_the_unguarded_pattern() -> None:
    from parser.normalize import _TOKEN_RE

    rng = random.Random(16)
    texts = _labelled_texts() + ["12 000 y 1 500 000. IT'S Pot’s 3bet", "what's 1 50 000 and 123 0000"]
    texts += ["there's where’s THAT's hows here'sy it'st potts's whose's thereś", "wheres's ñe's"]
    texts += ["".join(rng.choices("ab3-'’ +kK.,s05betingITHhwpo\t¿?ñé_", k=14)) for _ in range(20000)]
    groups = [
        "0",
        "000",
        "12",
        "5",
        " ",
        " ",
        ".",
        ",",
        "k",
    ]  # numbers set apart by spaces, some in thousands
    texts += ["".join(rng.choices(groups, k=8)) for _ in range(5000)]
    spaced = sum(bool(re.search(r"\d 000", text)) for text in texts)
    for text in texts:
        got = [(m.span(), m.lastgroup) for m in _TOKEN_RE.finditer(text)]
        assert got == [(m.span(), m.lastgroup) for m in _UNGUARDED_TOKEN.finditer(text)], text
    assert spaced > 300  # the thousands set apart are tried


def test_incident_kinds_tried_by_three_words_as_by_their_first() -> None:
    from parser.incident_phrases import _words, find_kinds

    known = incident_lexicon()

    def by_first_word(folded: str, betting: bool) -> list[tuple[object, int]]:
        words = _words(folded).starts
        kinds = enumerate(known.kinds)
        tried = sorted({i for i, entry in kinds if not entry.pattern.firsts.isdisjoint(words)})
        found = ((known.kinds[i].kind, known.kinds[i].find(folded, betting)) for i in tried)
        return [(kind, where) for kind, where in found if where is not None]

    for text in map(fold, _labelled_texts()):
        for betting in (False, True):
            assert list(find_kinds(text, betting)) == by_first_word(text, betting), text


def test_conduct_phrases_found_at_their_first_words_as_in_every_window() -> None:
    from parser.conduct import _plain, _topics, conduct_topic

    topics, (index, _, _) = _topics()
    lengths = sorted({len(words) for words in index})
    for text in _labelled_texts():
        words = _plain(text).split()
        windows = (tuple(words[i : i + n]) for n in lengths for i in range(len(words) - n + 1))
        found = [k for window in windows if (k := index.get(window)) is not None]
        assert conduct_topic(text) == (topics[min(found)] if found else None), text


def test_table_asks_found_as_by_their_alternation() -> None:
    from bot.topic import _APOSTROPHES as APOSTROPHES
    from bot.topic import _asks_here, asks_here

    phrases = _asks_here().pattern.split("(?:", 1)[1].rsplit(")", 1)[0]
    plain = re.compile(r"\b(?:" + phrases + r")\b")
    for text in [*_labelled_texts(), "y ahora qué hacemos", "whatnow", "what now?"]:
        assert asks_here(text) == bool(plain.search(APOSTROPHES.sub("", fold(text)))), text


def test_records_compare_hash_and_show_as_frozen_dataclasses() -> None:
    from dataclasses import field as dataclass_field
    from dataclasses import fields, make_dataclass

    from parser.seats import SeatRef
    from parser.tagging import tag

    items = [it for text in report_texts()[::5] for it in tag(read_amounts(tokenize(text), "es"), load("es"))]
    items += [SeatRef("3", 0, 1, 2), SeatRef(None)]
    for item in items:
        listed = fields(item)
        twin = make_dataclass(
            type(item).__name__,
            [(f.name, object, dataclass_field(compare=f.compare, hash=f.hash, repr=f.repr)) for f in listed],
            frozen=True,
        )
        twin.__qualname__ = type(item).__qualname__
        same = twin(**{f.name: getattr(item, f.name) for f in listed})
        assert (repr(item), hash(item)) == (repr(same), hash(same))
        assert item == type(item)(*[getattr(item, f.name) for f in listed if f.init]) and item != same


def test_lazy_patterns_find_what_compiled_ones_find() -> None:
    from parser.patterns import lazy_re

    source = r"\b(\d+)\s*(k|mil)?\b"
    lazy, compiled = lazy_re(source, re.I), re.compile(source, re.I)
    for text in ["sube a 5 K", "nada", "10 mil y 20k, 30 MIL"]:
        found, expected = lazy.search(text), compiled.search(text)
        assert (found and found.span()) == (expected and expected.span())
        assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in compiled.finditer(text)]
        assert lazy.findall(text) == compiled.findall(text) and lazy.sub("#", text) == compiled.sub("#", text)
    with pytest.raises(AttributeError):
        lazy.no_such_method  # noqa: B018


def test_per_report_readings_follow_the_list_read() -> None:
    from parser.tagging import kinds_in, tag

    first = tag(read_amounts(tokenize("el 3 apuesta 500"), "es"), load("es"))
    again = tag(read_amounts(tokenize("el 3 apuesta 500"), "es"), load("es"))
    other = tag(read_amounts(tokenize("creo que el 3 dijo check"), "es"), load("es"))
    assert kinds_in(first) is kinds_in(first) and kinds_in(again) == kinds_in(first)
    assert "dealer_leaning" in kinds_in(other) and "dealer_leaning" not in kinds_in(first)


def test_seat_doubts_skipped_where_their_walk_could_find_none() -> None:
    """No raise said: no raise below the bet; each player acting once: nobody acts twice."""
    from parser.doubts import _acts_twice, _acts_twice_walked, _raise_not_above, _raise_not_above_walked
    from parser.report import parse

    found = [
        "Turn, seat 2 bets 4,000 and seat 5 raises to 3,500. How much must he put in?",
        "Flop: seat 2 checks, seat 2 bets 1,000.",
    ]
    parsed = (parse(text).situation for text in (*found, *report_texts()))
    situations = [s for s in parsed if s is not None]
    assert [_raise_not_above(s) for s in situations] == [_raise_not_above_walked(s) for s in situations]
    assert [_acts_twice(s) for s in situations] == [_acts_twice_walked(s) for s in situations]
    assert _raise_not_above(situations[0]) == "5" and _acts_twice(situations[1]) == "2"


def test_a_whole_message_is_folded_anew_for_each_report() -> None:
    """A message's fold is kept while the readers of that report ask for it, never for another report with
    the same words (a benchmark repeating its reports must not measure a cache)."""
    import parser.normalize as normalize
    from parser.normalize import fold_message

    text = "El del asiento SIETE subió a 1.100 y el siguiente pagó sin decir nada"
    folded = fold_message(text)
    assert folded == fold_uncached(text) and fold_message(text) is folded  # kept for its own readers
    again = (text + " ")[:-1]  # the same words, another report
    assert again is not text and fold_message(again) == folded and fold_message(again) is not folded
    assert normalize._last_text[0][0] is again  # only the last message is kept


def test_hesitations_and_quotes_dropped_as_by_the_plain_patterns() -> None:
    """The incident reader's look-ahead on a hesitation's first letter and its check for any quotation mark
    leave each text as the plain patterns, run on every text, leave it."""
    from parser.incidents import _HESITATION, _QUOTE_MARKS, _QUOTES
    from tests.support.labelled import labelled_texts

    hesitation = re.compile(r"\b(?:e+h+|u+h+|u+m+|e+m+|e+r+m+|h*m{2,}|a+h+)\b,?\s*", re.IGNORECASE)
    quotes = re.compile("(?<!\\w)['‘’\"“”«»]|['‘’\"“”«»](?!\\w)")
    spoken = ["Uhh, seat 4 erm 'calls' umm", "HMM «all in» AH, ah; ehm...", "eh uh um em hmm Éh ñuh _uh"]
    words = ["uh", "Uhh", "umm", "ehm", "ERM", "hmm", "mm", "ah", "eh,", "ñuh", "éh", "_uh", "uh1", "'", "«"]
    rng = random.Random(16)
    made = [" ".join(rng.choice(words) for _ in range(rng.randint(1, 8))) for _ in range(3000)]
    for text in [*spoken, *made, *labelled_texts()]:
        said = _HESITATION.sub("", text)
        assert said == hesitation.sub("", text), text
        assert (_QUOTES.sub("", said) if _QUOTE_MARKS.search(said) else said) == quotes.sub("", said), text
    assert _HESITATION.sub("", spoken[0]) == "seat 4 'calls' "


def plain_swapped(word: str, vocabulary: tuple[str, ...]) -> str | None:
    from rapidfuzz.distance import OSA, Levenshtein

    near = [w for w in vocabulary if len(w) == len(word) and OSA.distance(word, w, score_cutoff=1) == 1]
    near = [w for w in near if Levenshtein.distance(word, w) == 2]
    return near[0] if len(near) == 1 else None


def test_swaps_found_among_words_as_long_as_the_plain_scan_finds_them() -> None:
    vocabulary = load("es").fuzzy_words

    rng = random.Random(16)
    typos = []
    for word in rng.sample(vocabulary, 300):
        k = rng.randrange(len(word) - 1)
        typos.append(word[:k] + word[k + 1] + word[k] + word[k + 2 :])  # two neighbours swapped
    words = {*typos, *(t.norm for text in report_texts() for t in tokenize(text) if t.kind == "word")}
    found = {word: swapped(word, vocabulary) for word in words}
    assert found == {word: plain_swapped(word, vocabulary) for word in words}
    assert sum(found[word] is not None for word in typos) > 200  # the swaps are found


def _typos(vocabulary: tuple[str, ...], seed: int) -> set[str]:
    """The labelled reports' words, and 300 lexicon words each with a letter dropped, doubled or changed."""
    rng = random.Random(seed)
    typos = set()
    for word in rng.sample(vocabulary, min(300, len(vocabulary))):
        k = rng.randrange(len(word))
        typos |= {word[:k] + word[k + 1 :], word[:k] + word[k] + word[k:], word[:k] + "x" + word[k + 1 :]}
    return typos | {t.norm for text in report_texts() for t in tokenize(text) if t.kind == "word"}


@pytest.mark.parametrize("lang", LANGS)
def test_typos_corrected_by_one_scoring_call_as_by_the_plain_scan(lang: str) -> None:
    """`one_edit` and `swapped` score the words one edit away in one call: each finds what the plain scan of
    every word finds (and `closest` too, held to its definition)."""
    from rapidfuzz import fuzz, process
    from rapidfuzz.distance import OSA

    lexicon = load(lang)
    longer, short = lexicon.fuzzy_words, lexicon.short_words

    def plain_closest(word: str) -> str | None:
        best = process.extract(word, longer, scorer=fuzz.ratio, limit=2)
        if not best or best[0][1] < FUZZY_CUTOFF:
            return None
        top, runner_up = best[0][0], best[1][0] if len(best) > 1 else ""
        if len(best) > 1 and best[0][1] - best[1][1] < FUZZY_MARGIN and top[:STEM] != runner_up[:STEM]:
            return None
        return top

    def plain_one_edit(word: str) -> str | None:
        near = [w for w in short if OSA.distance(word, w, score_cutoff=1) <= 1]
        return near[0] if len(near) == 1 else None

    words = _typos(longer, 16) | _typos(short, 17)
    found = {w: (closest(w, longer), one_edit(w, short), swapped(w, longer)) for w in words}
    assert found == {w: (plain_closest(w), plain_one_edit(w), plain_swapped(w, longer)) for w in words}
    assert sum(f[0] is not None for f in found.values()) > 300 and sum(
        f[1] is not None for f in found.values()
    )


@pytest.mark.parametrize("lang", LANGS)
def test_lexicon_keyed_once_per_language_as_keyed_term_after_term(lang: str) -> None:
    phrases: dict[tuple[str, ...], object] = {}
    exact_case: dict[tuple[str, ...], object] = {}
    for code in sorted(LANGS, key=lambda c: c != lang):  # the message's language first
        for term, entry in lexicon_terms(code):
            if entry.case_sensitive:
                exact_case.setdefault(tuple(t.text for t in tokenize(term)), entry)
            else:
                phrases.setdefault(match_keys(term), entry)
    built = load(lang)
    assert list(built.phrases.items()) == list(phrases.items())  # the same entries, in the same order
    assert list(built.exact_case.items()) == list(exact_case.items())
    assert built.phrases[("ciega", "grande")].value == "BB"


def test_a_word_twice_in_a_row_found_as_pair_by_pair() -> None:
    from parser.amounts import _twice_in_a_row

    rng = random.Random(16)
    cases = [[rng.choice([".", "..", "a", "…"]) for _ in range(rng.randint(0, 9))] for _ in range(20000)]
    found = [_twice_in_a_row(norms, ".") for norms in cases]
    assert found == [any(a == b == "." for a, b in zip(norms, norms[1:], strict=False)) for norms in cases]
    assert 1000 < sum(found) < len(cases) - 1000


def plain_stem(word: str) -> str:
    """`inflection.stem` as first written: each enclitic pronoun, then each ending, tried longest first."""
    from parser.grammar import grammar

    pairs = {
        (p, tuple(grammar(lang)["enclitic_hosts"]))
        for lang in LANGS
        for p in grammar(lang)["enclitic_pronouns"]
    }
    for pronoun, hosts in sorted(pairs, key=lambda pair: len(pair[0]), reverse=True):
        host = word[: -len(pronoun)]
        if word.endswith(pronoun) and host.endswith(hosts) and len(host) >= 5:
            word = host
            break
    endings = {e for lang in LANGS for e in grammar(lang)["verb_endings"]}
    for ending in sorted(endings, key=len, reverse=True):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word


def test_stems_found_by_looking_up_endings_as_by_trying_each() -> None:
    from parser.inflection import stem

    rules = [t for rule in load_corpus() for t in (rule.title, rule.text)]
    words = {w for text in [*report_texts(), *rules] for w in re.findall(r"\w+", fold(text))}
    words |= {w for lang in LANGS for term, _ in lexicon_terms(lang) for w in fold(term).split()}
    words |= {"recuperarlas", "devolviendole", "pagaron", "shoving", "ia", "ando", "flatted", "x"}
    stems = {word: stem(word) for word in words}
    assert stems == {word: plain_stem(word) for word in words}
    assert sum(stems[word] != word for word in words) > 1000  # most endings met


@pytest.mark.parametrize("lang", LANGS)
def test_the_phrase_tree_grown_branch_by_branch_holds_every_phrase_and_no_other(lang: str) -> None:
    """Each first word's branch, grown when first read, holds that word's phrases and nothing more: walked
    whole, the tree gives back the lexicon's phrases with their entries (the case-sensitive ones too)."""
    from parser.phrase_tree import PhraseNode, PhraseTree

    def walked(tree: PhraseTree) -> dict:
        found: dict = {}
        stack = [((first,), tree[first]) for first in tree.firsts]
        while stack:
            key, node = stack.pop()
            assert isinstance(node, PhraseNode)
            if node.entry is not None:
                found[key] = node.entry
            stack += [((*key, word), child) for word, child in node.items()]
        assert tree["no phrase opens with this"] is None
        return found

    lexicon = load(lang)
    for tree, phrases in ((lexicon.tree, lexicon.phrases), (lexicon.case_tree, lexicon.exact_case)):
        assert tree.firsts == {key[0] for key in phrases}
        assert walked(tree) == phrases
        assert walked(PhraseTree(phrases)) == phrases  # a tree none of whose branches was read yet


def test_incident_phrases_open_with_the_words_read_off_their_heads_as_written_out_whole() -> None:
    """`_Phrases.firsts`, read off the phrases as written (only a slot in the first word written out), is
    the first words of the whole list written out and grouped (`_openers`), for every phrase list of a
    lexicon none of whose lists was read yet (kinds, companions, vetoes, causes, flags)."""
    fresh = incident_lexicon.__wrapped__()  # type: ignore[attr-defined]
    lists = [k.pattern for k in fresh.kinds] + [k.also for k in fresh.kinds if k.also is not None]
    lists += [k.unless for k in fresh.kinds if k.unless is not None]
    lists += [phrases for _, phrases in fresh.causes] + list(fresh.flags.values())
    heads = [phrases.firsts for phrases in lists]  # first: no list is written out yet
    assert not any("_openers" in phrases.__dict__ for phrases in lists)
    assert heads == [frozenset(phrases._openers) for phrases in lists]
    assert sum(len(firsts) for firsts in heads) > 1000


def test_word_hyphens_found_from_hyphen_to_hyphen_as_by_the_look_behind_first() -> None:
    """The hyphen between two words, searched by the hyphen itself, is the one a look-behind first finds."""
    from parser.normalize import _WORD_HYPHEN_RE

    plain = re.compile(r"(?<=[^\W\d_]{2})-(?=[^\W_])")
    rng = random.Random(16)
    texts = [*_labelled_texts(), *("".join(rng.choices("ab3-_ ñé5k-", k=12)) for _ in range(20000))]
    joined = 0
    for text in texts:
        assert _WORD_HYPHEN_RE.sub(" ", text) == plain.sub(" ", text), text
        joined += bool(plain.search(text))
    assert joined > 1000


def test_tokens_built_field_by_field_are_the_records_the_class_builds() -> None:
    for text in _labelled_texts():
        for token in tokenize(text):
            built = Token(token.text, token.norm, token.start, token.end, token.kind)
            assert type(token) is Token
            assert (token, hash(token), repr(token)) == (built, hash(built), repr(built))
