"""The rule corpus's files kept between processes, as `parser/kept_code.py` keeps records' code.

A ruling cites a rule or two of one edition, and its process read that edition's whole file to cite them: the
JSON of TDA 2024 in Spanish (some 170 KB, its 249 texts built one by one) was some 2 ms of a one-report
`floorcall ask`; read back as pickled rule texts, a fifth of that. The corpus (locales/) reads no kept build
itself: `keep_corpus_files` hands `kept_file` in through its seam (`read_files_with`). A file is kept under
the fingerprint of `parser/compiled.py`, which names every rule file's size and time, and read only when
that is the files as they are now (a test holds what is read back to the file read anew).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from locales.corpus import Edition, RuleText, load_file, read_files_with
from parser.compiled import kept


def keep_corpus_files() -> None:
    """Every corpus file this process reads from now on comes from its kept build."""
    read_files_with(kept_file)


def kept_file(path: Path) -> tuple[Edition, list[RuleText]]:
    """`load_file(path)`, read back from its kept build when one was kept for the files as they are now."""
    return kept(f"corpus.{path.parent.parent.name}.{path.stem}", partial(load_file, path))
