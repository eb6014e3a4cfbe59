"""Rule ids as rulings cite them: the edition prefix, house rules first, and what TDA would have ruled."""

from __future__ import annotations

from .record import replace
from .ruling import TD_JUDGES, Ruling, TdaOutcome


def cite(edition: str, parts: list[str]) -> tuple[str, ...]:
    """Rule ids with the edition prefix (house-rule ids already carry theirs)."""
    prefix = edition + ":"
    return tuple(dict.fromkeys(p if ":" in p else prefix + p for p in parts))  # each once, first place kept


def with_discretion(ruling: Ruling, edition: str) -> Ruling:
    """A ruling the TD decides by judgement cites Rule 1, the ground of every such decision, last."""
    if ruling.floor_reason not in TD_JUDGES or any(r.endswith(":1") for r in ruling.rules):
        return ruling
    return replace(ruling, rules=(*ruling.rules, *cite(edition, ["1"])))


def with_house_cites(
    rules: tuple[str, ...],
    cites: tuple[tuple[str, str], ...],
    edition: str,
    set_aside: tuple[tuple[str, str], ...] = (),
) -> tuple[str, ...]:
    """House rules lead the citation: first those on the same point as a cited TDA rule, then the house
    rules that decided (from the venue's knobs), then the TDA rules. A same-point rule that a deciding
    house rule sets aside follows the rules that decided (San Roque's dead button, 35, in a "win the button"
    event, where 11 and 33 give the button to the winner)."""
    prefix = edition + ":"
    own = [r for r in rules if not r.startswith(prefix)]
    aside = {other for rule, other in set_aside if rule in own}
    house: list[str] = []
    for tda, cited in cites:
        if (
            prefix + tda in rules and cited not in aside
        ):  # a clause of the same house rule that decided leads its cite ("2.p3", "2.f")
            house += [*(o for o in own if _same_rule(o, cited)), cited]
    later = [cited for tda, cited in cites if prefix + tda in rules and cited in aside]
    return tuple(dict.fromkeys([*house, *own, *later, *rules]))


def _same_rule(one: str, other: str) -> bool:
    """Two clauses of one house rule ("garrido-2010:2.f", "garrido-2010:2.p3")."""
    return one.split(".", 1)[0] == other.split(".", 1)[0]


def compare_with_tda(ruling: Ruling, tda: Ruling) -> Ruling:
    """The house ruling, with `tda_would` set when the TDA outcome differs, and the TDA rule that would have
    decided cited after the rest (the reply names it: "según TDA 35-A")."""
    if not ruling.rules or not tda.rules or _same_outcome(ruling, tda):
        return ruling
    seat, action, total, decision = tda.outcome()
    ruling.tda_would = TdaOutcome(ruling.rules[0], tda.rules[0], seat, action, total, decision)
    if tda.rules[0] not in ruling.rules:
        ruling.rules = (*ruling.rules, tda.rules[0])
    return ruling


def _same_outcome(house: Ruling, tda: Ruling) -> bool:
    """Where neither states an action or a decision (a request to see a hand), the rule each rests on is
    the outcome: the house rule that forbids it differs from the TDA rule that grants it."""
    if house.outcome() != tda.outcome():
        return False
    return house.action is not None or house.decision is not None or house.rules[0] == tda.rules[0]
