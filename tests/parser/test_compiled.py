"""The kept builds of parser/compiled.py: read back, a kept build is the build of the files as they are."""

from __future__ import annotations

import json
import os
import pickle
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest

from bot.venues import _venue_files, built_venue
from locales.corpus import load_corpus, load_file
from parser import compiled, incident_phrases
from parser.amounts import built_action_verbs
from parser.common_words import built_groups, built_ranked_groups, built_ranks
from parser.compiled import ROOT, fingerprint, kept
from parser.conduct import built_topics
from parser.doubts import built_betting_stems
from parser.language import built_frequent, built_shared_terms
from parser.lexicon import Lexicon, build, load
from parser.normalize import tokenize
from parser.rule_search import built_index, built_lexicon

_RULE_FILES = load_corpus().files
# Each kept build, and how it is built anew.
BUILDS: dict[str, Callable[[], object]] = {
    "lexicon.es": lambda: build("es"),
    "lexicon.en": lambda: build("en"),
    "conduct.topics": built_topics,
    "language.shared_terms": built_shared_terms,
    **{f"language.frequent.{lang}": partial(built_frequent, lang) for lang in ("es", "en")},
    "incidents.kinds_by_words": lambda: incident_phrases.lexicon().built_kinds_by_words(),
    **{f"incidents.lists.{lang}": partial(incident_phrases.built_lists, lang) for lang in ("es", "en")},
    f"rule_search.index.{sqlite3.sqlite_version}": built_index,
    "common_words.ranks.es": lambda: built_ranks("es"),
    "common_words.ranks.en": lambda: built_ranks("en"),
    "common_words.groups": built_groups,
    **{f"common_words.ranked_groups.{lang}": partial(built_ranked_groups, lang) for lang in ("es", "en")},
    "doubts.betting_stems": built_betting_stems,
    "amounts.action_verbs": built_action_verbs,
    "rule_search.lexicon": built_lexicon,
    **{f"venue.{path.stem}": partial(built_venue, path) for path in _venue_files().values()},
    **{
        f"corpus.{lang}.{path.stem}": partial(load_file, path)
        for (_, lang), path in load_corpus().files.items()
    },
}


def _same_lexicon(read: Lexicon, built: Lexicon) -> None:
    assert read == built  # every compared field: phrases and their entries, words, inflections...
    for tree, fresh in ((read.tree, built.tree), (read.case_tree, built.case_tree)):
        assert tree.firsts == fresh.firsts and tree._waiting == fresh._waiting  # what each branch grows
        assert all(tree[first] == fresh[first] for first in tree)  # those grown in this process so far
    assert read.first_keys == built.first_keys and read.case_first == built.case_first
    assert read.word_key("siguinte") == built.word_key("siguinte") == ("siguiente", True)  # a typo, corrected


def _path(name: str) -> Path:
    found = compiled.path_of(name)
    assert found is not None
    return found


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(compiled.CACHE_ENV, str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return tmp_path


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_kept_lexicon_read_back_is_the_lexicon_built(cache: Path, lang: str) -> None:
    first = kept(f"lexicon.{lang}", lambda: build(lang))  # built, and kept
    assert list(cache.iterdir()) == [_path(f"lexicon.{lang}")]
    read = kept(f"lexicon.{lang}", lambda: pytest.fail("read back, not built again"))
    assert read is not first
    _same_lexicon(read, build(lang))
    assert read.phrases[("sube",)].value == "raise"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_kept_lexicons_phrase_tree_grows_every_branch_from_the_lexicons_own_phrases(
    cache: Path, lang: str
) -> None:
    """The tree read back keeps each phrase's key and entry once, in the lexicon's own phrases (not a copy of
    them per first word), and a branch grown from it ends each phrase at the entry the fresh build has."""
    kept(f"lexicon.{lang}", lambda: build(lang))
    read = kept(f"lexicon.{lang}", lambda: pytest.fail("read back, not built again"))
    fresh = build(lang)
    for tree, phrases, built in (
        (read.tree, read.phrases, fresh.phrases),
        (read.case_tree, read.exact_case, fresh.exact_case),
    ):
        assert tree._phrases is phrases
        for key, entry in built.items():
            node = tree[key[0]]
            for word in key[1:]:
                node = node[word]
            assert node.entry == entry, key
    assert read.tree["sube"].entry == fresh.phrases[("sube",)]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_kept_typo_vocabulary_is_the_languages_most_frequent_words_in_order(cache: Path, lang: str) -> None:
    """The words a message no list places is checked for typos against, read back without the whole table
    of ranks: the first of the ranked words, most frequent first."""
    kept(f"language.frequent.{lang}", partial(built_frequent, lang))
    read = kept(f"language.frequent.{lang}", lambda: pytest.fail("read back, not built again"))
    assert (
        len(read) == 5000 and read == tuple(built_ranks(lang))[:5000]
    )  # the ranks' order: most frequent first


def _said(*parts: str) -> str:
    return "".join(parts)  # a new string object each time, as a build makes one per entry that says it


def _builds_words() -> dict[str, object]:
    return {
        "terms": [_said("pa", "ga"), (_said("pa", "ga"), "sube"), [_said("pa", "ga")]],
        "kinds": {_said("ci", "ega"): frozenset({1, 2}), _said("ci", "ega") + "s": frozenset({2, 1})},
        "tokens": tokenize("paga paga"),  # records with slots
        "alike": [(1, "x"), (True, "x"), (1.0, "x"), (0, None), (False, None)],  # equal, not the same
    }


def test_a_kept_build_is_read_back_with_each_equal_value_once(cache: Path) -> None:
    made = kept("words", _builds_words)
    read = kept("words", lambda: pytest.fail("read back, not built again"))
    assert read == made == _builds_words()
    terms, kinds, tokens = read["terms"], read["kinds"], read["tokens"]
    assert terms[0] is terms[1][0] is terms[2][0] is tokens[0].text is tokens[1].text  # "paga" once
    first, second = kinds.values()
    assert first is second  # the same set of kinds
    assert [tuple(map(type, pair)) for pair in read["alike"]] == [
        (int, str),
        (bool, str),
        (float, str),
        (int, type(None)),
        (bool, type(None)),
    ]
    assert made["terms"][0] is not made["terms"][1][0]  # the process's own build is left as it was


def test_nothing_is_kept_where_bytecode_would_not_be_written(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    assert kept("numbers", lambda: [1, 2]) == [1, 2]
    assert list(cache.iterdir()) == []


def test_an_unreadable_kept_file_is_built_again(cache: Path) -> None:
    _path("numbers").write_bytes(b"not a pickle")
    assert kept("numbers", lambda: [3]) == [3]
    assert kept("numbers", lambda: pytest.fail("kept")) == [3]


def test_a_file_another_user_wrote_is_not_read(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kept("numbers", lambda: [6])
    monkeypatch.setattr(os, "getuid", lambda: os.stat(cache).st_uid + 1)  # the file is now another's
    assert kept("numbers", lambda: [7]) == [7]


def test_nothing_is_kept_without_a_whole_path_to_keep_it_in(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(compiled.CACHE_ENV, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", "cache")  # relative: the folder the process runs in
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    assert compiled.cache_dir() is None
    assert kept("numbers", lambda: [8]) == [8]
    assert list(tmp_path.iterdir()) == []


def test_nothing_is_kept_where_the_sources_cannot_be_listed(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(compiled, "SOURCES", (tmp_path / "no such folder",))
    fingerprint.cache_clear()
    try:
        assert kept("numbers", lambda: [9]) == [9]
    finally:
        fingerprint.cache_clear()
    assert list(cache.iterdir()) == []


def test_a_file_of_other_sources_under_the_same_name_is_not_read(cache: Path) -> None:
    """Its name is a checksum two fingerprints may share: the fingerprint it holds is compared whole."""
    with _path("numbers").open("wb") as file:
        pickle.dump(fingerprint() + "\nparser/lexicon.py:1:1", file)
        pickle.dump([4], file)
    assert kept("numbers", lambda: [5]) == [5]


def test_a_build_keeps_its_newest_files_only(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for k in range(compiled.KEPT_PER_BUILD + 3):  # as many edits of the tree
        monkeypatch.setattr(compiled, "fingerprint", lambda k=k: f"sources {k}")
        assert kept("numbers", lambda k=k: [k]) == [k]
    kept("other", lambda: [])
    assert len(list(cache.glob("numbers-*.pickle"))) == compiled.KEPT_PER_BUILD
    assert _path("other").exists()
    monkeypatch.setattr(compiled, "fingerprint", lambda: f"sources {compiled.KEPT_PER_BUILD + 2}")
    assert kept("numbers", lambda: pytest.fail("the newest was removed")) == [compiled.KEPT_PER_BUILD + 2]


def test_an_edited_added_or_removed_input_names_another_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "locales"
    data.mkdir()
    (data / "lexicon.json").write_text('{"entries": []}')
    monkeypatch.setattr(compiled, "SOURCES", (data,))
    seen = []
    for change in (
        lambda: None,
        lambda: (data / "lexicon.json").write_text('{"entries": [1]}'),  # another size
        lambda: os.utime(data / "lexicon.json", ns=(0, 10**18)),  # the same size, another time
        lambda: (data / "grammar.json").write_text("{}"),
        lambda: (data / "notes.md").write_text("no build reads it"),
        lambda: (data / "grammar.json").unlink(),
    ):
        change()
        fingerprint.cache_clear()
        seen.append(fingerprint())
    fingerprint.cache_clear()
    assert len(set(seen[:4])) == 4 and seen[4] == seen[3] and seen[5] == seen[2]


# Run in a process of its own: the builds' data, read once a process, is read there while it is watched.
_WATCHED = """
import json, sys
sys.path.insert(0, {tests!r})
from test_compiled import BUILDS
opened = []
sys.addaudithook(lambda event, args: opened.append(str(args[0])) if event == "open" else None)
for name in {names!r}:
    BUILDS[name]()
print(json.dumps(opened))
"""


def test_every_file_a_kept_build_reads_is_in_its_fingerprint() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = _WATCHED.format(tests=str(Path(__file__).parent), names=sorted(BUILDS))
    done = subprocess.run([sys.executable, "-c", child], env=env, capture_output=True, text=True, check=True)
    read = {Path(p).resolve() for p in json.loads(done.stdout) if Path(p).resolve().is_relative_to(ROOT)}
    assert {"lexicon.json", "conduct.json", "incidents.json"} <= {p.name for p in read}  # the watch sees them
    assert {"tda-2024.json", "san-roque.json"} <= {p.name for p in read}  # the rule texts the index reads
    assert {"tda.toml", "san-roque.toml"} <= {p.name for p in read}  # the venue profiles
    assert read <= {Path(e.path).resolve() for e in compiled.inputs()}


@pytest.mark.parametrize("name", sorted(BUILDS))
def test_the_kept_file_for_these_sources_is_their_build(name: str) -> None:
    """The kept file this tree's processes read (if one was written): a stale one fails here."""
    if not _path(name).exists():
        pytest.skip(f"no kept {name} for these sources")
    read, built = kept(name, lambda: pytest.fail("the kept file could not be read")), BUILDS[name]()
    if isinstance(built, Lexicon):
        assert isinstance(read, Lexicon)
        _same_lexicon(read, built)
    else:
        assert read == built


def test_load_gives_the_built_lexicon() -> None:
    _same_lexicon(load("es"), build("es"))
