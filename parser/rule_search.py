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
import math
import re
import sqlite3
import time
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from functools import cache, lru_cache, partial
from typing import NamedTuple

from locales.corpus import DEFAULT_EDITION, LOCALES_DIR, Corpus, RuleText, load_corpus
from locales.languages import LANGS
from parser.compiled import kept
from parser.language import detect
from parser.memo import WordMemo
from parser.normalize import fold, fold_uncached
from rules_engine.record import field, mutable_record, record

MAX_CHARS = 2000  # a question, not a document: longer input is rejected with "too_long"
MAX_TERMS = 40  # words kept from a long question (the first ones), so a pasted paragraph stays fast
TYPO_MIN_LEN = 5  # only long words are corrected: short ones have too many close neighbours
TYPO_CUTOFF = 0.79  # normalised Levenshtein similarity: one edit in a 5-letter word (0.8, less rounding)
TITLE_WEIGHT, TEXT_WEIGHT = 4.0, 1.0  # BM25 column weights: a title names the topic
EXPANSION_WEIGHT = 1.6  # a named concept (times its specificity) vs the question's own words (1.0)
LINK_WEIGHT = 1.0  # a concept's own rules ("rules" in the lexicon): players' words the rule text never prints
LINKED_EDITION = "tda-2024"  # the edition whose numbers the lexicon's "rules" name
EXAMPLE_WEIGHT = 0.7  # addendum examples tell stories full of incidental words; they vote for their rule
NEAR_WINDOW = 8  # words apart, for lexicon phrases the rules do not print verbatim
HOUSE_TOPIC_DEPTH = 2  # house rules covering the first N TDA hits are shown first
HOUSE_MAX = 2  # house rules shown before the TDA hits

# Control and zero-width characters are dropped (white space is kept: it separates words).
_CONTROL_RE = re.compile(r"[\x00-\x08\x0e-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")
_WORD_RE = re.compile(r"[^\W_]+")
_ES_VERB_ENDINGS = ("ieron", "aron", "iendo", "ando")  # longest first
_AMOUNT_RE = re.compile(r"\d+(?:k|m|mil)?")


class SearchHit(NamedTuple):  # a public result: frozen at run time too (and no dataclass module to import)
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


@lru_cache(maxsize=1 << 16)  # the index build stems some 47,000 words, most of them said before
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
    if len(word) > 4 and word.endswith("ies"):  # entries -> entry
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    for ending in _ES_VERB_ENDINGS:  # "repartieron", "tardando" meet "repartir", "tarda"
        if len(word) > 6 and word.endswith(ending):
            return word[: -len(ending)]
    if len(word) > 5 and word.endswith(("ar", "ir")):  # Spanish infinitives: "levantar" meets "levanto"
        return word[:-2]
    if len(word) > 4 and word[-1] in "aeo":
        word = word[:-1]
    return word


def words(text: str) -> list[str]:
    """Folded words of a text, in order (accents and case removed, ``ñ`` as ``n``)."""
    return _WORD_RE.findall(fold_uncached(text))  # a rule's text or a question: each folded once


def content_stems(folded: Iterable[str]) -> list[str]:
    """Stems of the words that carry meaning: stop words are left out of the index and of every query
    ("sobre" must not meet "sobra"), so phrases match across them ("call the clock" is "call clock")."""
    stop = load_lexicon().stopwords
    return [stem(w) for w in folded if w not in stop]


class IndexForms(dict[str, str]):
    """Each word of the corpus -> its form in the index (its stem; "" for a stop word: the index's tokenizer
    reads the two spaces about it as one), filled as the build meets the words. A text is stored as the stems
    of its content words (`content_stems`); here its form is joined in one call, not a stem looked up a word
    at a time. Its keys are the corpus's words."""

    def __init__(self, stop: frozenset[str]) -> None:
        super().__init__()
        self.stop = stop
        # a rule text -> its form: the editions repeat texts word for word (2024 keeps much of 2019's Spanish
        # wording, a part its rule's title), a third of the corpus's characters
        self.texts: dict[str, str] = {}

    def __missing__(self, word: str) -> str:
        form = self[word] = "" if word in self.stop else stem(word)
        return form

    def form(self, folded: list[str]) -> str:
        return " ".join(map(self.__getitem__, folded))

    def of(self, text: str) -> str:
        """The form of a rule text (its words folded, `words`), worked out once per distinct text."""
        known = self.texts.get(text)
        if known is None:
            known = self.texts[text] = self.form(words(text))
        return known


# --- lexicon --------------------------------------------------------------------------------------


@record
class Lexicon:
    stopwords: frozenset[str]  # both languages: questions mix them ("el del boton hace call")
    # Per language: a word that is a stop word in the other language still names a concept ("ante").
    stopwords_by_lang: dict[str, frozenset[str]]
    # Stems of an entry's words -> concept id: "walked away" meets "walk away", "se salto las ciegas"
    # meets "saltarse las ciegas", so the lexicon lists each idea once, not every inflection.
    phrases: dict[tuple[str, ...], str]
    entries: dict[str, tuple[tuple[str, ...], ...]]  # concept id -> folded words of all its entries
    rules: dict[str, tuple[str, ...]]  # concept id -> TDA 2024 rule numbers whose topic it is ("29", "RP-8")
    # The first stem of an entry -> the lengths of the entries it opens, longest first: a question's word is
    # tried only at the lengths of the phrases it may open (most open none).
    sizes: dict[str, tuple[int, ...]]

    @property
    def vocabulary(self) -> set[str]:
        return {w for entries in self.entries.values() for entry in entries for w in entry}


@cache
def load_lexicon() -> Lexicon:
    """`built_lexicon`, kept between processes (parser/compiled.py): a process's first search paid some 60 M
    machine instructions to fold and stem every entry."""
    return kept("rule_search.lexicon", built_lexicon)


def built_lexicon() -> Lexicon:
    data = json.loads((LOCALES_DIR / "search_synonyms.json").read_text(encoding="utf-8"))
    by_lang = {lang: frozenset(fold(w) for w in data["stopwords"][lang]) for lang in LANGS}
    stopwords = frozenset().union(*by_lang.values())
    alone = data["alone_no_concept"]  # searched as words, but no concept when said alone
    by_lang = {lang: by_lang[lang] | {fold(w) for w in alone[lang]} for lang in LANGS}
    phrases: dict[tuple[str, ...], str] = {}
    entries: dict[str, tuple[tuple[str, ...], ...]] = {}
    rules: dict[str, tuple[str, ...]] = {}
    for concept in data["concepts"]:
        found = [tuple(words(t)) for lang in LANGS for t in concept.get(lang, [])]
        for entry in found:
            phrases.setdefault(tuple(map(stem, entry)), concept["id"])
        entries[concept["id"]] = tuple(dict.fromkeys(e for e in found if e))
        rules[concept["id"]] = tuple(concept.get("rules", ()))
    sizes: dict[str, set[int]] = {}
    for phrase in phrases:
        if phrase:
            sizes.setdefault(phrase[0], set()).add(len(phrase))
    opened = {first: tuple(sorted(found, reverse=True)) for first, found in sizes.items()}
    return Lexicon(stopwords, by_lang, phrases, entries, rules, opened)


# --- index ----------------------------------------------------------------------------------------


@mutable_record
class RuleIndex:
    db: sqlite3.Connection
    vocabulary: list[str]  # folded words of the corpus: what a typo is corrected to
    known: frozenset[str]  # corpus and lexicon words: never corrected
    build_ms: float
    texts: Mapping[int, RuleText] = field(default_factory=dict)  # FTS rowid -> record
    by_edition: dict[str, frozenset[int]] = field(default_factory=dict)  # edition -> its rowids
    # edition -> its rowids as runs (first, last): a search scores only its edition's documents
    runs: dict[str, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    # rowid -> the answer its document votes for and the weight of its vote (_answer_id, EXAMPLE_WEIGHT)
    answers: dict[int, tuple[str, float]] = field(default_factory=dict)
    # concept -> its FTS5 terms: every concept's read back with a kept index, else filled lazily
    concept_terms: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # (concept, edition) -> what the concept adds to each answer (`_concept_part`), filled lazily: a property
    # of the corpus and the lexicon, the same for every question that names the concept
    concept_parts: dict[tuple[str, str], dict[str, float]] = field(default_factory=dict)
    corrections: WordMemo[str] = field(init=False)  # typo -> index word (`correct`), filled lazily

    def __post_init__(self) -> None:
        self.corrections = WordMemo(partial(_nearest_word, vocabulary=self.vocabulary))


def build_index(corpus: Corpus) -> RuleIndex:
    start = time.perf_counter()
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.execute("CREATE VIRTUAL TABLE docs USING fts5(title, body, tokenize='unicode61 remove_diacritics 2')")
    texts: dict[int, RuleText] = {}
    forms = IndexForms(load_lexicon().stopwords)
    rows = []
    for rowid, text in enumerate(corpus, 1):
        texts[rowid] = text
        title = forms.of(text.title)  # the corpus's words: a part's title too
        # Parts and examples repeat their rule's title; indexing it would let the shortest part win every
        # question about the rule's topic. The rule carries the title; a part wins on its own words.
        rows.append((rowid, title if text.kind not in ("part", "example") else "", forms.of(text.text)))
    db.executemany("INSERT INTO docs(rowid, title, body) VALUES (?, ?, ?)", rows)
    db.execute("INSERT INTO docs(docs) VALUES ('optimize')")
    vocabulary = forms.keys()
    known = frozenset(vocabulary | load_lexicon().vocabulary)
    vocab = sorted(w for w in vocabulary if w.isalpha() and len(w) >= TYPO_MIN_LEN - 1)
    editions: dict[str, set[int]] = {}
    for rowid, text in texts.items():
        editions.setdefault(text.edition, set()).add(rowid)
    by_edition = {ed: frozenset(rows) for ed, rows in editions.items()}
    runs = {ed: _runs(rows) for ed, rows in editions.items()}
    answers = {
        rowid: (_answer_id(text), EXAMPLE_WEIGHT if text.kind == "example" else 1.0)
        for rowid, text in texts.items()
    }
    elapsed = (time.perf_counter() - start) * 1000
    return RuleIndex(db, vocab, known, elapsed, texts, by_edition, runs=runs, answers=answers)


def _runs(rowids: Iterable[int]) -> tuple[tuple[int, int], ...]:
    """Consecutive rowids as (first, last) runs: an edition is one run per language file."""
    out: list[tuple[int, int]] = []
    for rowid in sorted(rowids):
        if out and out[-1][1] == rowid - 1:
            out[-1] = (out[-1][0], rowid)
        else:
            out.append((rowid, rowid))
    return tuple(out)


@mutable_record
class KeptIndex:
    """A built index as a process keeps it on disk for the next (parser/compiled.py): the FTS5 table as
    SQLite's bytes, each rule text as its fields in order (made a rule text only when first asked), the rest
    as built. Folding and stemming the 1,222 rule texts and filling the table cost
    a process that searches some 40 ms (and the seven rule files read); reading this back, a few."""

    documents: bytes  # `sqlite3.Connection.serialize()` of the index's database
    vocabulary: list[str]
    known: frozenset[str]
    build_ms: float = field(compare=False)  # of the process that built it
    text_rows: tuple[tuple[object, ...], ...] = ()  # each `RuleText`'s fields, by rowid from 1
    by_edition: dict[str, frozenset[int]] = field(default_factory=dict)
    runs: dict[str, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    answers: dict[int, tuple[str, float]] = field(default_factory=dict)
    # every concept's FTS5 terms (`concept_terms`): a property of the corpus and the lexicon, some 2,300
    # queries for all 105 concepts once at the build, where each process asked its own concepts' phrases
    # of SQLite again (some 430 queries over the labelled reports, 0.1 ms each)
    concept_terms: dict[str, tuple[str, ...]] = field(default_factory=dict)


class _TextsByRow(Mapping[int, RuleText]):
    """FTS rowid -> rule text, made from the kept fields when first asked: a search reads the texts only
    to put a house edition's rules first."""

    def __init__(self, rows: tuple[tuple[object, ...], ...]) -> None:
        self._rows = rows
        self._made: dict[int, RuleText] | None = None

    def _texts(self) -> dict[int, RuleText]:
        if self._made is None:
            self._made = {rowid: RuleText(*row) for rowid, row in enumerate(self._rows, 1)}  # type: ignore[arg-type]
        return self._made

    def __getitem__(self, rowid: int) -> RuleText:
        return self._texts()[rowid]

    def __iter__(self) -> Iterator[int]:
        return iter(self._texts())

    def __len__(self) -> int:
        return len(self._rows)


def built_index() -> KeptIndex:
    """The index of the corpus, built, in the form a process keeps."""
    index = build_index(load_corpus())
    index.db.commit()  # the rows inserted, not left in the open transaction `serialize` would not hold
    rows = tuple(tuple(text) for text in index.texts.values())  # each one's fields in order, rowid 1...
    made = (index.db.serialize(), index.vocabulary, index.known, index.build_ms, rows, index.by_edition)
    terms = {concept: concept_terms(index, concept) for concept in load_lexicon().entries}
    return KeptIndex(*made, index.runs, index.answers, terms)


def _read_back(made: KeptIndex) -> RuleIndex:
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.deserialize(made.documents)
    # Searched inside one read transaction, as the index built in this process is (its rows are inserted in
    # one never closed): each query outside one opens and closes its own, some 100,000 machine instructions
    # a search.
    db.execute("BEGIN")
    texts = _TextsByRow(made.text_rows)
    return RuleIndex(
        db,
        made.vocabulary,
        made.known,
        made.build_ms,
        texts,
        made.by_edition,
        made.runs,
        made.answers,
        made.concept_terms,
    )


@cache
def get_index() -> RuleIndex:
    """The corpus's index, read back from the one kept for the files as they are (else built and kept).
    Named by the SQLite library too: its bytes are that library's file format."""
    return _read_back(kept(f"rule_search.index.{sqlite3.sqlite_version}", built_index))


# --- questions ------------------------------------------------------------------------------------


@record
class Query:
    lang: str
    plain: tuple[str, ...]  # the question's content words, as FTS5 phrases of one stemmed word
    concepts: tuple[str, ...]  # lexicon concepts the question names, in order
    announced: tuple[str, ...] = ()  # those its heading names ("Late reg question: ..."): the topic


def clean(question: str) -> str:
    """Drop control and invisible characters, collapse white space; raise for empty or huge input."""
    if not isinstance(question, str):
        raise SearchError("empty")
    text = unicodedata.normalize("NFC", question)
    if len(text) > MAX_CHARS:
        raise SearchError("too_long", max=MAX_CHARS)
    text = " ".join(_CONTROL_RE.sub("", text).split())
    if not text:
        raise SearchError("empty")
    return text


def correct(word: str, index: RuleIndex) -> str:
    """The nearest index word for a long word the index does not know (a typo), else the word itself."""
    if len(word) < TYPO_MIN_LEN or word in index.known or not word.isalpha():
        return word
    return index.corrections(word)


def _nearest_word(word: str, vocabulary: list[str]) -> str:
    from rapidfuzz import process
    from rapidfuzz.distance import Levenshtein

    # Levenshtein, not InDel: InDel finds "muere" inside "muestre" (two free insertions).
    match = process.extractOne(
        word, vocabulary, scorer=Levenshtein.normalized_similarity, score_cutoff=TYPO_CUTOFF
    )
    return match[0] if match else word


def parse_question(question: str, lang: str | None, index: RuleIndex) -> Query:
    text = clean(question)
    lang = lang if lang in LANGS else detect(text)
    lexicon = load_lexicon()
    stop = lexicon.stopwords
    surface = [correct(w, index) for w in words(text)[: MAX_TERMS * 3]]
    if not surface:
        raise SearchError("no_words", lang=lang)
    concepts = _concepts([w for w in surface if not _AMOUNT_RE.fullmatch(w)], lexicon, lang)
    # Single letters and digits (player "A", seat 4) say nothing about the topic; amounts ("500") may.
    content = [w for w in surface if len(w) > 1 and w not in stop and w in index.known]
    if not content and not concepts or not _mostly_known(surface, index):
        raise SearchError("no_words", lang=lang)
    plain = tuple(dict.fromkeys(_phrase([stem(w)]) for w in content[:MAX_TERMS]))
    heading = _HEADING.match(text)
    said = words(heading.group(1)) if heading else []
    announced = _concepts(said, lexicon, lang) if 0 < len(said) <= HEADING_MAX_WORDS else []
    return Query(lang, plain, tuple(concepts), tuple(c for c in announced if c in concepts))


# A short heading that announces the question's topic before a colon: "Late reg question: ...", "Duda sobre el
# reloj: ...". Its concept is what the question is about; the later words may name others on the way.
HEADING_MAX_WORDS = 4
_HEADING = re.compile(r"([^:?!.]+):\s*\S")


def _concepts(surface: list[str], lexicon: Lexicon, lang: str) -> list[str]:
    """Concepts named by the words, longest lexicon entry first, left to right, compared by stems.

    Amounts are left out before matching ("one 1k chip" names "one chip", "una ficha de 500" "una ficha"):
    they sit inside the phrases players use and never carry the topic on their own.
    """
    stems = [stem(w) for w in surface]
    concepts: list[str] = []
    i = 0
    while i < len(stems):
        for size in lexicon.sizes.get(stems[i], ()):
            if size > len(stems) - i:
                continue
            concept = lexicon.phrases.get(tuple(stems[i : i + size]))
            if concept and (size > 1 or surface[i] not in lexicon.stopwords_by_lang[lang]):
                if concept not in concepts:
                    concepts.append(concept)
                i += size
                break
        else:
            i += 1
    return concepts


def _mostly_known(surface: list[str], index: RuleIndex) -> bool:
    """At least half the longer words are Spanish or English words we know: a French or Italian question
    shares a few words with the rules ("la", "regle") but should be told to ask in Spanish or English."""
    longer = [w for w in surface if len(w) > 2 and w.isalpha()]
    known = [w for w in longer if w in index.known or w in load_lexicon().stopwords]
    return 2 * len(known) >= len(longer)


def concept_terms(index: RuleIndex, concept: str) -> tuple[str, ...]:
    """FTS5 expressions for a concept: each entry as a phrase where the corpus has that phrase, else its
    content words near each other ("count ... stack"), else nothing (everyday phrasing no rule uses)."""
    cached = index.concept_terms.get(concept)
    if cached is not None:
        return cached
    lexicon = load_lexicon()
    terms: list[str] = []
    for entry in lexicon.entries[concept]:
        stems = content_stems(entry)
        if not stems:
            continue
        phrase = _phrase(stems)
        if len(entry) > 1 and len(stems) == 1:
            continue  # "if you bet" is not "bet", "una ficha" not "ficha": such entries only name the concept
        if len(stems) == 1 or _in_corpus(index, phrase):
            terms.append(phrase)
        else:
            terms.append(f"NEAR({' '.join(_phrase([w]) for w in stems)}, {NEAR_WINDOW})")
    index.concept_terms[concept] = result = tuple(dict.fromkeys(terms))
    return result


def _phrase(stems: Iterable[str]) -> str:
    return '"' + " ".join(stems) + '"'


def _in_corpus(index: RuleIndex, expression: str) -> bool:
    """Does any document match the FTS5 expression? (The first match answers: no document is scored.)"""
    return (
        index.db.execute("SELECT 1 FROM docs WHERE docs MATCH ? LIMIT 1", (expression,)).fetchone()
        is not None
    )


def _bm25(
    index: RuleIndex, terms: tuple[str, ...], runs: tuple[tuple[int, int], ...] = ()
) -> dict[int, float]:
    """Positive BM25 score of every document matching any of the FTS5 expressions (only those of the
    rowid runs given, if any: BM25's statistics are the whole index's either way, so a score is the same)."""
    if not terms:
        return {}
    within = " OR ".join("rowid BETWEEN ? AND ?" for _ in runs)
    rows = index.db.execute(
        f"SELECT rowid, -bm25(docs, {TITLE_WEIGHT}, {TEXT_WEIGHT}) FROM docs WHERE docs MATCH ?"
        + (f" AND ({within})" if runs else ""),
        (" OR ".join(terms), *(bound for run in runs for bound in run)),
    )
    return dict(rows.fetchall())


# --- ranking --------------------------------------------------------------------------------------


def _answer_id(text: RuleText) -> str:
    """Examples answer for the rule or part their heading names; everything else for itself."""
    return text.parent if text.kind == "example" and text.parent else text.id


@lru_cache(maxsize=1 << 13)  # a search asks it of every answer it scores, for every concept it names
def rule_root(rule_id: str) -> str:
    """``tda-2024:45-A`` -> ``tda-2024:45``; ``tda-2024:RP-8-A`` -> ``tda-2024:RP-8``."""
    edition, local = rule_id.split(":", 1)
    local = local.split("/", 1)[0]
    m = re.match(r"(RP-\d+|\d+(?:\.\d+)?)", local)
    return f"{edition}:{m.group(1) if m else local}"


def _answer_scores(index: RuleIndex, query: Query, edition: str) -> dict[str, float]:
    """Score per answer id (rule, part or RP; an example answers for its heading's rule or part).

    The question's own words score by BM25, scaled so the best document has 1. Each concept the question
    names adds up to EXPANSION_WEIGHT times its specificity, in proportion to how well a document matches
    that concept's words (again relative to the best): a concept counts as one idea however many synonyms
    the lexicon lists. Each of these parts takes the best evidence among an answer's documents in either
    language, so a Spanish question's own words (Spanish text) and its concepts (either text) add up.
    """
    total = _part(index, query.plain, edition, is_concept=False)
    for concept in query.concepts:
        part = index.concept_parts.get((concept, edition))
        if part is None:
            terms = concept_terms(index, concept)
            part = index.concept_parts[(concept, edition)] = _part(index, terms, edition, is_concept=True)
        for answer, score in part.items():
            total[answer] = total.get(answer, 0.0) + score
    if edition == LINKED_EDITION:
        for concept in (*query.concepts, *query.announced):  # an announced topic's rules favoured twice
            for number in load_lexicon().rules[concept]:
                _favour(total, f"{edition}:{number}", LINK_WEIGHT)
    return total


def best_possible(query: Query, edition: str) -> float:
    """No answer scores more (`_answer_scores`, `_house_first`): the question's own words give at most 1
    (the best document's share), each concept at most EXPANSION_WEIGHT times its greatest specificity (2),
    and in the linked edition LINK_WEIGHT more for each of its own rules (a rule and its part both listed
    may both favour the part; an announced concept's twice)."""
    rules = load_lexicon().rules
    named = (*query.concepts, *query.announced)
    linked = sum(len(rules[c]) for c in named) if edition == LINKED_EDITION else 0
    return 1.0 + len(query.concepts) * 2 * EXPANSION_WEIGHT + linked * LINK_WEIGHT


def _part(index: RuleIndex, terms: tuple[str, ...], edition: str, *, is_concept: bool) -> dict[str, float]:
    """What one query (the question's words, or one concept's) adds to each answer: its best document's share
    of the best score, weighted (a concept by its specificity)."""
    rows = index.by_edition.get(edition, frozenset())
    matched = {r: sc for r, sc in _bm25(index, terms, index.runs.get(edition, ())).items() if r in rows}
    top = max(matched.values(), default=0.0)
    weight = _specificity(len(matched), len(rows)) * EXPANSION_WEIGHT if is_concept else 1.0
    best: dict[str, float] = {}
    for rowid, score in matched.items():
        answer, factor = index.answers[rowid]
        share = score / top * factor
        best[answer] = max(best.get(answer, 0.0), share)
    return {answer: weight * share for answer, share in best.items()}


def _favour(total: dict[str, float], rule_id: str, bonus: float) -> None:
    """Add ``bonus`` to a rule and to each of its parts already scored, so their order stays as scored."""
    for answer in [a for a in total if rule_root(a) == rule_id] or [rule_id]:
        total[answer] = total.get(answer, 0.0) + bonus


def _specificity(matched: int, total: int) -> float:
    """Inverse document frequency of a concept, 0..2: "rabbit hunting" (3 rules) counts more than "show"."""
    return 2 * math.log(total / matched) / math.log(total) if matched and total > 1 else 0.0


def _ranked(scores: dict[str, float]) -> list[tuple[str, float]]:
    """One answer per rule, best first: the best-scoring of the rule and its parts."""
    best: dict[str, tuple[float, str]] = {}
    for answer, score in scores.items():
        root = rule_root(answer)
        if root not in best or score > best[root][0]:
            best[root] = (score, answer)
    return sorted(((answer, score) for score, answer in best.values()), key=lambda kv: -kv[1])


def _house_first(index: RuleIndex, tda: list[tuple[str, float]], house: dict[str, float], edition: str):
    """House rules on the topic, then the TDA hits.

    A house rule is on the topic when its ``tda_topics`` name one of the first TDA hits (the most specific
    such rule first: a part tagged with that one topic before a section tagged with ten) or when it matches
    the question at least as well as the best TDA hit. At most HOUSE_MAX house rules, one per house rule.
    """
    top_numbers = [rule_root(rid).split(":", 1)[1] for rid, _ in tda[:HOUSE_TOPIC_DEPTH]]
    candidates: list[tuple[tuple[int, float, int], str]] = []
    for rowid in index.by_edition.get(edition, frozenset()):
        text = index.texts[rowid]
        ranks = [top_numbers.index(t) for t in text.tda_topics if t in top_numbers]
        if ranks:
            candidates.append(((min(ranks), -house.get(text.id, 0.0), len(text.tda_topics)), text.id))
    best_tda = tda[0][1] if tda else 0.0
    for answer, score in _ranked(house)[:1]:
        if score >= best_tda:
            candidates.append(((-1, -score, 0), answer))
    chosen: dict[str, str] = {}
    for _, rid in sorted(candidates):
        if len(chosen) < HOUSE_MAX:
            chosen.setdefault(rule_root(rid), rid)
    own = dict(_ranked(house))
    return [(rid, max(own.get(rid, 0.0), best_tda)) for rid in chosen.values()] + tda


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
    at_least: float = 0.0,
) -> list[SearchHit]:
    """The rules that best answer ``question``, best first (house rules on the topic first). With
    ``at_least``, none when no rule can score that much for these words (`best_possible`): the index is not
    asked.

    Raises SearchError for unusable input and corpus.UnknownEdition for an edition we do not have.
    """
    corpus = load_corpus()
    corpus.check_edition(edition)
    if house_edition:
        corpus.check_edition(house_edition)
    index = get_index()
    query = parse_question(question, lang, index)
    if best_possible(query, edition) < at_least:
        return []
    ranked = _ranked(_answer_scores(index, query, edition))
    if house_edition:
        ranked = _house_first(index, ranked, _answer_scores(index, query, house_edition), house_edition)
    return [SearchHit(rid, _title(corpus, rid, query.lang), s, query.lang) for rid, s in ranked[:limit]]
