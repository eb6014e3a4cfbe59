"""Write locales/<lang>/common_words.txt: the language's most frequent words, folded as the parser folds.

The parser's confidence gate (parser/doubts.py) must tell an ordinary word it does not need ("todavía",
"wants", "cambio") from words that may carry the ruling (table slang it does not know, an inflection of a
betting verb it did not read). The list comes from wordfreq (code Apache-2.0; its word lists CC BY-SA 4.0,
https://github.com/rspeer/wordfreq): the generated files are under CC BY-SA 4.0 with that attribution.
Run once when the list should change (``pip install wordfreq``); nothing reads wordfreq at run time.
"""

from __future__ import annotations

import sys
from pathlib import Path

from wordfreq import top_n_list

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from parser.normalize import fold  # noqa: E402

SIZE = 25_000  # enough for everyday speech; table slang is far rarer (zipf < 3)
LOCALES = Path(__file__).resolve().parents[2] / "locales"
HEADER = (
    "# The {size} most frequent {lang} words (wordfreq {version}, CC BY-SA 4.0, "
    "https://github.com/rspeer/wordfreq), folded, most frequent first. "
    "Built by scripts/lexicon/build_common_words.py.\n"
)


def main() -> None:
    from importlib.metadata import version

    for lang in ("es", "en"):
        # Most frequent first (parser/language.py breaks ties by rank); a folded word keeps its best rank.
        folded = (fold(w).replace("'", "").replace("’", "") for w in top_n_list(lang, SIZE))
        words = [w for w in dict.fromkeys(folded) if w.isalpha()]
        header = HEADER.format(size=SIZE, lang=lang, version=version("wordfreq"))
        (LOCALES / lang / "common_words.txt").write_text(header + "\n".join(words) + "\n", encoding="utf-8")
        print(lang, len(words))


if __name__ == "__main__":
    main()
