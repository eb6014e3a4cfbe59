"""Rule search: the rules that answer a question asked in Spanish or English.

Ranking is SQLite FTS5 with BM25 over the title and text of every rule, part, recommended procedure
and addendum example of the corpus, both languages, in one in-memory index built lazily on first use.
The index and the questions go through the same normalisation (folded case and accents, a light
plural/verb-ending stemmer), so "fichas"/"ficha" and "raises"/"raise" meet. A question is cleaned,
typo-corrected against the index vocabulary (rapidfuzz, long words only), stripped of stop words and
expanded with the bilingual concept lexicon (``locales/search_synonyms.json``): "reloj", "pedir tiempo"
and "tanking" all search for the clock rule's words.
"""

from __future__ import annotations

import json
import re
import sqlite3
import time
import unicodedata
from dataclasses import dataclass, field
from functools import cache

from locales.corpus import DEFAULT_EDITION, LANGS, LOCALES_DIR, Corpus, RuleText, load_corpus
from parser.language import detect
from parser.normalize import fold

MAX_CHARS = 2000  # a question, not a document: longer input is rejected with "too_long"
MAX_TERMS = 40  # words kept from a long question (the first ones), so a pasted paragraph stays fast
TYPO_MIN_LEN = 5  # only long words are corrected: short ones have too many close neighbours
TYPO_CUTOFF = 80  # rapidfuzz ratio; 80 is one edit in a 5-letter word
TITLE_WEIGHT, TEXT_WEIGHT = 4.0, 1.0  # BM25 column weights: a title names the topic
EXPANSION_WEIGHT = 0.6  # concept words weigh less than the question's own words
EXAMPLE_WEIGHT = 0.7  # addendum examples tell stories full of incidental words; they vote for their rule
HOUSE_TOPIC_DEPTH = 2  # house rules covering the first N TDA hits are shown first

_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\ufeff]")
_WORD_RE = re.compile(r"[^\W_]+")


@dataclass(frozen=True, slots=True)
class SearchHit:
    id: str
    title: str
    score: float
    lang: str


class SearchError(ValueError):
    """Unusable input: ``code`` is "empty", "too_long" or "no_words"; ``values`` fill the message template."""

    def __init__(self, code: str, lang: str | None = None, **values: object):
        super().__init__(code)
        self.code = code
        self.lang = lang
        self.values = values


# --- normalisation shared by index and questions --------------------------------------------------


def stem(word: str) -> str:
    """A light stemmer for both languages: plural and a few verb endings, final vowel dropped.

    It only has to map the forms players write onto the forms the rules print ("fichas"/"ficha" -> "fich",
    "raises"/"raised"/"raise" -> "rais", "betting"/"bet" -> "bet"); it never needs to produce real words.
    """
    if len(word) <= 3 or not word.isalpha():
        return word
    if len(word) > 5 and word.endswith("ing"):
        word = word[:-3]
        if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "lsz":
            word = word[:-1]
        return word
    if len(word) > 4 and word.endswith("ed"):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    if len(word) > 4 and word[-1] in "aeo":
        word = word[:-1]
    return word


def words(text: str) -> list[str]:
    """Folded words of a text, in order (accents and case removed, ``ñ`` as ``n``)."""
    return _WORD_RE.findall(fold(text))


def index_form(text: str) -> str:
    """The text as the index stores it: folded, stemmed words separated by spaces."""
    return " ".join(stem(w) for w in words(text))


# --- lexicon --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Lexicon:
    stopwords: dict[str, frozenset[str]]
    phrases: dict[tuple[str, ...], str]  # folded words of a trigger -> concept id
    terms: dict[str, tuple[tuple[str, ...], ...]]  # concept id -> stemmed phrases to search for
    longest: int

    @property
    def vocabulary(self) -> set[str]:
        return {w for phrase in self.phrases for w in phrase}


@cache
def load_lexicon() -> Lexicon:
    data = json.loads((LOCALES_DIR / "search_synonyms.json").read_text(encoding="utf-8"))
    stopwords = {lang: frozenset(fold(w) for w in data["stopwords"][lang]) for lang in LANGS}
    phrases: dict[tuple[str, ...], str] = {}
    terms: dict[str, tuple[tuple[str, ...], ...]] = {}
    for concept in data["concepts"]:
        entries = [tuple(words(t)) for lang in LANGS for t in concept.get(lang, [])]
        for entry in entries:
            phrases.setdefault(entry, concept["id"])
        terms[concept["id"]] = tuple(dict.fromkeys(tuple(stem(w) for w in e) for e in entries if e))
    return Lexicon(stopwords, phrases, terms, max(len(p) for p in phrases))


# --- index ----------------------------------------------------------------------------------------


@dataclass
class RuleIndex:
    db: sqlite3.Connection
    vocabulary: list[str]  # folded surface words of the corpus and the lexicon, for typo correction
    known: frozenset[str]
    build_ms: float
    texts: dict[int, RuleText] = field(default_factory=dict)  # FTS rowid -> record


def build_index(corpus: Corpus) -> RuleIndex:
    start = time.perf_counter()
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.execute("CREATE VIRTUAL TABLE docs USING fts5(title, body, tokenize='unicode61 remove_diacritics 2')")
    texts: dict[int, RuleText] = {}
    vocabulary: set[str] = set(load_lexicon().vocabulary)
    rows = []
    for rowid, text in enumerate(corpus, 1):
        texts[rowid] = text
        vocabulary.update(words(text.title))
        vocabulary.update(words(text.text))
        rows.append((rowid, index_form(text.title), index_form(text.text)))
    db.executemany("INSERT INTO docs(rowid, title, body) VALUES (?, ?, ?)", rows)
    db.execute("INSERT INTO docs(docs) VALUES ('optimize')")
    vocab = sorted(w for w in vocabulary if w.isalpha())
    return RuleIndex(db, vocab, frozenset(vocabulary), (time.perf_counter() - start) * 1000, texts)


@cache
def get_index() -> RuleIndex:
    return build_index(load_corpus())


# --- questions ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Query:
    lang: str
    plain: tuple[tuple[str, ...], ...]  # the question's own content words (stemmed), as one-word phrases
    expansion: tuple[tuple[str, ...], ...]  # lexicon phrases of the concepts the question names
    concepts: tuple[str, ...]


def clean(question: str) -> str:
    """Drop control and invisible characters, collapse white space; raise for empty or huge input."""
    if not isinstance(question, str):
        raise SearchError("empty")
    text = unicodedata.normalize("NFC", question)
    if len(text) > MAX_CHARS:
        raise SearchError("too_long", max=MAX_CHARS)
    text = " ".join(_CONTROL_RE.sub(" ", text).split())
    if not text:
        raise SearchError("empty")
    return text


def correct(word: str, index: RuleIndex) -> str:
    """The nearest index word for a long word the index does not know (a typo), else the word itself."""
    if len(word) < TYPO_MIN_LEN or word in index.known or not word.isalpha():
        return word
    from rapidfuzz import fuzz, process

    match = process.extractOne(word, index.vocabulary, scorer=fuzz.ratio, score_cutoff=TYPO_CUTOFF)
    return match[0] if match else word


def parse_question(question: str, lang: str | None, index: RuleIndex) -> Query:
    text = clean(question)
    lang = lang if lang in LANGS else detect(text)
    lexicon = load_lexicon()
    stop = lexicon.stopwords["es"] | lexicon.stopwords["en"]
    surface = [correct(w, index) for w in words(text)[: MAX_TERMS * 3]]
    if not surface:
        raise SearchError("no_words", lang=lang)
    concepts: list[str] = []
    i = 0
    while i < len(surface):  # longest lexicon phrase first, left to right
        for size in range(min(lexicon.longest, len(surface) - i), 0, -1):
            concept = lexicon.phrases.get(tuple(surface[i : i + size]))
            if concept and (size > 1 or surface[i] not in stop):
                if concept not in concepts:
                    concepts.append(concept)
                i += size
                break
        else:
            i += 1
    content = [w for w in surface if w not in stop and (w in index.known)]
    if not content and not concepts:
        raise SearchError("no_words", lang=lang)
    plain = tuple(dict.fromkeys((stem(w),) for w in content[:MAX_TERMS]))
    expansion = tuple(dict.fromkeys(t for c in concepts for t in lexicon.terms[c] if (t,) not in plain))
    return Query(lang, plain, expansion, tuple(concepts))


def _match_expr(phrases: tuple[tuple[str, ...], ...]) -> str:
    return " OR ".join('"' + " ".join(p) + '"' for p in phrases)


def _bm25(index: RuleIndex, phrases: tuple[tuple[str, ...], ...]) -> dict[int, float]:
    """Positive BM25 score of every document matching any phrase."""
    if not phrases:
        return {}
    rows = index.db.execute(
        f"SELECT rowid, -bm25(docs, {TITLE_WEIGHT}, {TEXT_WEIGHT}) FROM docs WHERE docs MATCH ?",
        (_match_expr(phrases),),
    )
    return dict(rows.fetchall())


# --- ranking --------------------------------------------------------------------------------------


def _answer_id(text: RuleText) -> str:
    """Examples answer for the rule or part their heading names; everything else for itself."""
    return text.parent if text.kind == "example" and text.parent else text.id


def _root(rule_id: str) -> str:
    """``tda-2024:45-A`` -> ``tda-2024:45``; ``tda-2024:RP-8-A`` -> ``tda-2024:RP-8``."""
    edition, local = rule_id.split(":", 1)
    local = local.split("/", 1)[0]
    m = re.match(r"(RP-\d+|\d+(?:\.\d+)?)", local)
    return f"{edition}:{m.group(1) if m else local}"


def _scores(index: RuleIndex, query: Query, editions: set[str]) -> dict[str, float]:
    """Score per answer id, one id per rule (the best of the rule, its parts and its examples)."""
    per_doc: dict[int, float] = dict(_bm25(index, query.plain))
    for rowid, score in _bm25(index, query.expansion).items():
        per_doc[rowid] = per_doc.get(rowid, 0.0) + EXPANSION_WEIGHT * score
    best: dict[str, tuple[float, str]] = {}
    for rowid, score in per_doc.items():
        text = index.texts[rowid]
        if text.edition not in editions:
            continue
        if text.kind == "example":
            score *= EXAMPLE_WEIGHT
        answer = _answer_id(text)
        root = _root(answer)
        if root not in best or score > best[root][0]:
            best[root] = (score, answer)
    return {answer: score for score, answer in best.values()}


def _title(corpus: Corpus, rule_id: str, lang: str) -> str:
    text = corpus.get(rule_id, lang)
    return text.title if text else rule_id


def search(
    question: str,
    *,
    lang: str | None = None,
    edition: str = DEFAULT_EDITION,
    house_edition: str | None = None,
    limit: int = 5,
) -> list[SearchHit]:
    """The rules that best answer ``question``, best first (house rules on the topic first).

    Raises SearchError for unusable input and corpus.UnknownEdition for an edition we do not have.
    """
    corpus = load_corpus()
    corpus.check_edition(edition)
    if house_edition:
        corpus.check_edition(house_edition)
    index = get_index()
    query = parse_question(question, lang, index)
    scores = _scores(index, query, {edition})
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])
    if house_edition:
        ranked = _house_first(ranked, _scores(index, query, {house_edition}), house_edition, corpus)
    return [SearchHit(rid, _title(corpus, rid, query.lang), s, query.lang) for rid, s in ranked[:limit]]


def _house_first(
    tda: list[tuple[str, float]], house: dict[str, float], house_edition: str, corpus: Corpus
) -> list[tuple[str, float]]:
    """House rules covering the top TDA hits (``tda_topics``) or best matching the question, then TDA hits."""
    top_numbers = [rid.split(":", 1)[1] for rid, _ in tda[:HOUSE_TOPIC_DEPTH]]
    covering: list[tuple[int, float, str]] = []
    for text in corpus.in_edition(house_edition):
        ranks = [top_numbers.index(t) for t in text.tda_topics if t in top_numbers]
        if ranks and text.id not in {c[2] for c in covering}:
            covering.append((min(ranks), -house.get(text.id, 0.0), text.id))
    chosen = [rid for _, _, rid in sorted(covering)]
    best_own = max(house.items(), key=lambda kv: kv[1], default=None)
    if best_own and best_own[0] not in chosen and (not tda or best_own[1] >= tda[0][1]):
        chosen.append(best_own[0])
    top = tda[0][1] if tda else 1.0
    return [(rid, max(house.get(rid, 0.0), top)) for rid in chosen] + tda
