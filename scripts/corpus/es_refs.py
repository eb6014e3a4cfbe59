"""Cross-references named in a Spanish TDA text: "norma 45-B", "normas 2, 3, 40 y 42", "RP-14", "PR-5-D",
"Procedimiento Recomendado 5", "ejemplo 2 de la norma 43" and "Ver ejemplos"/"Ver anexo ilustrativo"."""

from __future__ import annotations

import re

_NUM = r"\d+(?:-[A-H])?"
RULE_REFS = re.compile(
    rf"\b(?:[Nn]ormas?|[Rr]eglas?)\s+(?:número\s+)?({_NUM}(?:(?:\s*,\s*|\s+[ye]\s+){_NUM})*)"
)
RP_REFS = re.compile(r"\b(?:RP|PR)-?\s?(\d+)(?:-([A-H]))?\b|[Pp]rocedimiento [Rr]ecomendado (\d+)")
EXAMPLE_OF_RULE = re.compile(r"\bejemplo (\d+(?:-[A-B])?) de la norma (\d+)")
SEE_EXAMPLES = re.compile(r"\b[Vv]er (?:también )?(?:el |los )?(?:[Ee]jemplos?\b(?! \d)|anexo)")
# Inside an example: "Mismo escenario que el ejemplo 4-A", "Igual que el anterior 1-B".
SIBLING_EXAMPLE = re.compile(
    r"\b(?:[Ee]jemplos?|anterior) (\d+(?:-[A-B])?)(?: y (\d+(?:-[A-B])?))?\b(?! de la norma)"
)


def find_refs(text: str, edition: str, own_examples: list[str], section: str | None = None) -> list[str]:
    """Ids the text points at, in order of first mention; ``own_examples`` answer "Ver ejemplos" and
    ``section`` (the rule or part an addendum example belongs to) resolves "el ejemplo 4-A"."""
    found: list[str] = []
    if section:
        labels = [label for m in SIBLING_EXAMPLE.finditer(text) for label in m.groups() if label]
        found.extend(f"{edition}:{section}/ex-{label}" for label in labels)
    for m in EXAMPLE_OF_RULE.finditer(text):
        found.append(f"{edition}:{m.group(2)}/ex-{m.group(1)}")
    for m in RULE_REFS.finditer(text):
        found.extend(f"{edition}:{num}" for num in re.findall(_NUM, m.group(1)))
    for m in RP_REFS.finditer(text):
        number = m.group(1) or m.group(3)
        found.append(f"{edition}:RP-{int(number)}" + (f"-{m.group(2)}" if m.group(2) else ""))
    if SEE_EXAMPLES.search(text):
        found.extend(own_examples)
    return list(dict.fromkeys(found))
