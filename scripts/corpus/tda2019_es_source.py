"""Parse the 2019 Spanish TDA text (a messy web extraction) into clean rule, part and example records.

The source repeats every linked title inside the text ("la norma 43Subidas. del 50%"), lists its links
under "Ver también:", prints each example block twice (once as a link, once as a heading) and writes the
lettered parts of a rule as "- " bullets like any other list. The cleaning here is generic; what cannot be
told from the text alone (which bullets are the lettered parts, a few wrong cross-references) lives in the
small tables at the top, checked against the source so a change in it fails loudly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

SOURCE_NAME = "tda-2019-es.txt"

# Section headings and the RP preamble: page furniture, not rule text.
FURNITURE = {
    "Poker TDA, VERSIÓN DE LAS NORMAS DE 2019",
    "Conceptos Generales",
    "PUESTOS, ROMPER Y EQUILIBRAR MESAS",
    "BOTES/SHOWDOWN",
    "Procedimientos generales",
    "JUGADOR PRESENTE/DERECHO A JUGAR LA MANO",
    "BOTÓN/CIEGAS",
    "NORMAS DEL REPARTO DE CARTAS",
    "Juego: apuestas y subidas",
    "JUEGO: OTROS",
    "PROTOCOLO Y PENALIZACIONES",
    "Los procedimientos recomendados de la TDA",
}
FURNITURE_PREFIXES = (
    "La TDA es una asociación voluntaria",
    "Los procedimientos recomendados de la TDA son sugerencias",
)
# Lines inside example blocks that are only a second heading.
BLOCK_JUNK = {"ejemplos de situaciones."}

# Bullet layout per rule: one token per "- " bullet, in order.
#   "A".."H"  the bullet belongs to lettered part A..H (joined to the part with a space)
#   "~"       no part: joined to the previous line with a space
#   "a".."h"  no part: own line, printed "A) ..." (letters the rule lists inline, as the English does)
#   "1".."9"  inside the current part or line: printed "1) ..." and joined with a space
#   "-"       no part: kept as a "- " list line (the default for rules not listed)
LAYOUT = {
    "1": "~",
    "8": "A B",
    "11": "A B C D D",
    "13": "A ~ ~ B B C",
    "15": "A B",
    "17": "A B",
    "18": "A B B",
    "20": "A B C D",
    "24": "A B C",
    "25": "A B C",
    "35": "A 1 2 3 4 5 B C D E",
    "36": "A B",
    "40": "A B C",
    "41": "A B C D",
    "42": "A B ~",
    "43": "A B",
    "45": "A B 1 2",
    "46": "A B C 1 2",
    "47": "A B",
    "50": "A B",
    "51": "A B 1 2 ~ C ~",
    "52": "A B",
    "53": "A B",
    "54": "A B C",
    "55": "A B",
    "59": "A B",
    "62": "~",
    "65": "A B",
    "67": "1 2 3",
    "71": "A B B C D",
    "RP-4": "1 2 3",
    "RP-5": "A B C D",
    "RP-8": "A B C D E F",
    "RP-9": "~ ~",
    "RP-10": "A B C D E F G H 1 2 3 4",
}
# Text printed after the last part (as in the English): where it starts inside the last bullet.
OUTRO = {
    "36": "Las ciegas no cuentan",
    "41": "Poner una ficha muy pequeña",
    "42": "Es responsabilidad",
    "55": "Un jugador que dice",
}
# Sub-items ("1".."9") printed "A) .." instead of "1) .." (RP-10-H lists its cases by letter, as in English).
LETTERED_SUBITEMS = {"RP-10"}

# Cross-references the extraction got wrong (checked by the "Ver también" list of the same rule).
FIXES = {
    "3": [("Ver Normas 2 y 46.", "Ver normas 2 y 42.")],
    "13": [("(ver también norma 66)", "(ver también norma 65)")],
    "46": [("- b Al enfrentarse", "- Al enfrentarse")],
    "67": [(" La norma de unjugadorpormano", "\nLa norma de un jugador por mano")],
    "20": [("7 CardStud High/ Lowsplit", "7 Card Stud High/Low split")],
    "43": [("es callen los dos casos", "es call en los dos casos")],
    "45": [("es monos del los 2100", "es menos de los 2100")],
    "38": [("mazó", "mazo")],
    "58": [("un chek,", "un check,")],
    "70": [("fata de higiene", "falta de higiene")],
    "52": [("underrais de 200", "underraise de 200")],
    "RP-9": [("caja una", "cada una")],
    "RP-10": [("se le hacia a ese jugador", "se le repartirá tapada a ese jugador"), ("no etán", "no están")],
    "RP-2": [
        (
            " (Eliminado: La TDA recomienda que los crupieres no toquen las apuestas a no ser que se pida "
            "un conteo).",
            "",
        )
    ],
}

TITLE_FIXES = {
    "33": "Eludir ciegas",
    "34": "Botón en heads-up",
    "54": "Tamaño del bote y apuestas en pot-limit",
}

# Example blocks: the rule part each heading names (default: the rule), in block order.
BLOCK_PARENTS = {"40": ["40-A"], "52": ["52-B"], "53": ["53-A", "53-B"]}
# Examples whose bullets are separate, lettered examples in the English addendum ("1-A", "1-B").
SPLIT_EXAMPLES = {("45", "1"): ["1-A", "1-B"]}

HEADER = re.compile(r"^(RP)?(\d+) : (.+)$")
LIST_ENTRY = re.compile(r"^(Regla \d+: |RP-\d+: |Ejemplos?\b|Norma \d+: )")
EXAMPLE_START = re.compile(r"^(?:Ejemplo ?(?P<ex>\d+(?:-[A-Z])?)\s*[:.]|Situación (?P<sit>\d+):)\s*")


@dataclass
class Example:
    label: str  # "1", "1-A", "situation-2" or "addendum"
    parent: str  # local id of the rule or part the heading names
    text: str


@dataclass
class Rule2019:
    local_id: str  # "45" or "RP-5"
    title: str
    intro: str  # text before the first lettered part (the whole text if the rule has no parts)
    parts: dict[str, str] = field(default_factory=dict)
    outro: str = ""  # text after the last part
    see_also: list[str] = field(default_factory=list)  # local ids of its "Ver también" rule/RP links
    examples: list[Example] = field(default_factory=list)

    @property
    def text(self) -> str:
        lines = [self.intro] if self.intro else []
        lines += [f"{letter}: {body}" for letter, body in self.parts.items()]
        return "\n".join(lines + ([self.outro] if self.outro else []))


def parse_2019(rulebooks: Path) -> list[Rule2019]:
    lines = [ln.strip() for ln in (rulebooks / SOURCE_NAME).read_text(encoding="utf-8").splitlines()]
    lines = [ln for ln in lines if ln and ln not in FURNITURE and not ln.startswith(FURNITURE_PREFIXES)]
    chunks: list[tuple[str, str, list[str]]] = []
    for line in lines:
        m = HEADER.match(line)
        if m:
            local = f"RP-{m.group(2)}" if m.group(1) else m.group(2)
            chunks.append((local, m.group(3).strip(), []))
        elif chunks:
            chunks[-1][2].append(line)
        else:
            raise ValueError(f"text before the first rule: {line!r}")
    titles = sorted({title for _, title, _ in chunks}, key=len, reverse=True)
    return [
        _parse_chunk(local, TITLE_FIXES.get(local, _clean_title(title)), body, titles)
        for local, title, body in chunks
    ]


def _clean_title(title: str) -> str:
    title = title.rstrip(".").strip()
    return title[0].upper() + title[1:]


def _parse_chunk(local: str, title: str, raw: list[str], titles: list[str]) -> Rule2019:
    body, blocks, linked = _split_links_and_blocks(_join_link_lines(raw))
    text = _fix(local, _unglue("\n".join(body), titles))
    blocks = [[_fix(local, _unglue(line, titles)) for line in block] for block in blocks]
    for old, fixed in FIXES.get(local, []):
        if not any(fixed in chunk for chunk in [text, *sum(blocks, [])]):
            raise ValueError(f"{local}: fix target {old!r} not found")
    intro, parts = _apply_layout(local, text.split("\n"))
    outro = ""
    if local in OUTRO:
        last = list(parts)[-1]
        cut = parts[last].index(OUTRO[local])
        parts[last], outro = parts[last][:cut].strip(), parts[last][cut:]
    rule = Rule2019(local, title, intro, parts, outro, sorted(linked, key=lambda x: (x.startswith("RP"), x)))
    parents = BLOCK_PARENTS.get(local, [local] * len(blocks))
    for block, parent in zip(blocks, parents, strict=True):
        rule.examples.extend(_parse_block(local, parent, block))
    return rule


def _fix(local: str, text: str) -> str:
    for old, new in FIXES.get(local, []):
        text = text.replace(old, new)
    return text


def _is_structural(line: str) -> bool:
    return bool(
        line.startswith("- ")
        or line == "Ver también:"
        or LIST_ENTRY.match(line)
        or EXAMPLE_START.match(line)
        or HEADER.match(line)
    )


def _is_list_line(line: str) -> bool:
    return bool(line == "Ver también:" or LIST_ENTRY.match(line) or HEADER.match(line))


def _join_link_lines(raw: list[str]) -> list[str]:
    """Re-join sentences the extraction broke before each link ("Ver\\nnorma 13AMostrar...")."""
    out: list[str] = []
    for line in raw:
        prev = out[-1] if out else ""
        if not prev or _is_list_line(prev) or _is_list_line(line):
            out.append(line)
            continue
        link_line = re.match(r"(?:[Nn]ormas?\b|Procedimiento Recomendado|PR-\d|\d+[A-ZÁÉÍÓÚ]|“)", line)
        open_sentence = prev.endswith("(") or re.search(r"[\wáéíóú,]$", prev)
        label_only = EXAMPLE_START.match(prev) and prev.endswith(":")
        if link_line or ((open_sentence or label_only) and not _is_structural(line)):
            out[-1] = prev + ("" if prev.endswith("(") else " ") + line
        else:
            out.append(line)
    return out


def _split_links_and_blocks(lines: list[str]) -> tuple[list[str], list[list[str]], list[str]]:
    """Drop the "Ver también:" link lists; return the rule body, its example blocks and the linked ids."""
    body: list[str] = []
    blocks: list[list[str]] = []
    entries: set[str] = set()
    mode = "body"
    for line in lines:
        is_title = (line in entries and line.startswith("Ejemplo")) or f"Ejemplo: {line}" in entries
        if line == "Ver también:":
            mode = "links"
        elif is_title:
            blocks.append([])
            mode = "block"
        elif mode == "links" and LIST_ENTRY.match(line):
            entries.add(line)
        elif mode == "links":
            raise ValueError(f"unexpected line in a link list: {line!r}")
        elif mode == "block":
            if line not in BLOCK_JUNK:
                blocks[-1].append(line)
        else:
            body.append(line)
    linked = [
        m.group(1).replace("Regla ", "") for e in entries if (m := re.match(r"(Regla \d+|RP-\d+): ", e))
    ]
    return body, blocks, linked


def _unglue(text: str, titles: list[str]) -> str:
    """ "norma 43Subidas. del 50%" -> "norma 43 del 50%"; "35DMano nula..." -> "35-D"."""
    glued = "|".join(re.escape(t) for t in titles)
    text = re.sub(rf"(?<=[0-9A-Za-z])(?:{glued})", "", text)
    text = re.sub(r"\b(\d{1,2})([A-E])\b", r"\1-\2", text)
    text = text.replace("➜ ", "").replace("➜", "")
    text = re.sub(r"\s+([.,;)])", r"\1", text)
    text = re.sub(r"([A-Za-záéíóú0-9%)”])\.([A-ZÁÉÍÓÚ¿])", r"\1. \2", text)  # "jugadores.Preflop"
    text = re.sub(r"([.:])(\d\) )", r"\1 \2", text)  # "proceso:1) ..."
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\.\.+", ".", text)
    text = re.sub(r"[ \t]{2,}", " ", text)
    return text.strip()


def _apply_layout(local: str, lines: list[str]) -> tuple[str, dict[str, str]]:
    tokens = LAYOUT.get(local, "").split()
    bullets = [ln for ln in lines if ln.startswith("- ")]
    if tokens and len(tokens) != len(bullets):
        raise ValueError(f"{local}: layout has {len(tokens)} tokens for {len(bullets)} bullets")
    out: list[str] = []  # lines of text before/without parts
    parts: dict[str, list[str]] = {}
    current: list[str] = out
    tok_iter = iter(tokens)
    for line in lines:
        if not line.startswith("- "):
            if current is out:
                out.append(line)
            elif current:
                current[-1] = current[-1] + " " + line
            else:
                current.append(line)
            continue
        item = line[2:].strip()
        token = next(tok_iter, "-")
        if token.isupper():
            current = parts.setdefault(token, [])
            if current:
                current[-1] = current[-1] + " " + item
            else:
                current.append(item)
        elif token.isdigit():
            mark = chr(ord("A") + int(token) - 1) if local in LETTERED_SUBITEMS else token
            if current is out:
                out.append(f"{mark}. {item}")
            else:
                current[-1] = current[-1] + f" {mark}) {item}"
        elif token == "~":
            if current:
                current[-1] = current[-1] + " " + item
            else:
                current.append(item)
        elif token.islower():
            current = out
            out.append(f"{token.upper()}) {item}")
        else:
            current = out
            out.append(f"- {item}")
    return "\n".join(out), {letter: " ".join(body) for letter, body in parts.items()}


def _parse_block(local: str, parent: str, lines: list[str]) -> list[Example]:
    """Split one example block into its preamble (``addendum``) and numbered examples/situations."""
    found: list[tuple[str, list[str]]] = []
    for line in lines:
        m = EXAMPLE_START.match(line)
        if m:
            label = f"situation-{m.group('sit')}" if m.group("sit") else m.group("ex")
            rest = line[m.end() :].strip()
            found.append((label, [rest] if rest else []))
        elif found:
            found[-1][1].append(line)
        else:
            if not found or found[0][0] != "addendum":
                found.insert(0, ("addendum", []))
            found[0][1].append(line)
    out: list[Example] = []
    for label, body in found:
        split = SPLIT_EXAMPLES.get((local, label))
        if split:
            heading = [ln for ln in body if not ln.startswith("- ")]
            subs = [ln[2:] for ln in body if ln.startswith("- ")]
            out.append(Example(label, parent, "\n".join(heading)))
            out.extend(Example(sub, parent, text) for sub, text in zip(split, subs, strict=True))
        else:
            out.append(Example(label, parent, "\n".join(body)))
    return out
