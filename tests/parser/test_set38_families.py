"""Grammar families drawn from set 38 (a women's event in Bogotá and Santiago and an online qualifier's live
final in Dublin and Toronto, most reports dictated as voice notes), each tested in both languages in other
words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 100/200. The hijack raises to 600, the cutoff got skipped, the next one calls 600, the next "
        "one folds, and now the cutoff says hey, it was my turn",
        "Ciegas 100/200. El HJ sube a 600, al CO lo saltamos, el siguiente paga 600, el otro se tira y ahora "
        "el CO dice oye, me tocaba a mí",
        "Ciegas 100/200. La HJ sube a 600, a la CO la saltamos, la siguiente paga 600, la otra se tira y "
        "ahora la CO reclama que le tocaba",
    ],
)
def test_the_next_player_after_a_skip_follows_the_skipped_player(text: str) -> None:
    """ "the next one" told after a player said to be skipped sits after the skipped player, not after the
    one who acted before him: the call and the fold past her are substantial action (36), so the floor
    rules on the skipped hand (53-B)."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "CO"
    assert result["floor"] is True
    assert {"tda-2024:53-B", "tda-2024:36"} <= set(result["rules"])
