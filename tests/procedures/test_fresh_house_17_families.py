"""House-rule families the seventeenth house round of issue 13 fixed (drawn from the seventeenth house set,
tests/procedures/data/fresh_house_17.jsonl), each in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import house_decides, ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Garrido rules. Seat 7 was skipped and three players have acted since; now he wants to bet big. "
         "Can he?", "7"),
        ("Garrido house rules. Seat 3 got skipped, and seats 4, 5 and 6 all acted before anyone noticed. "
         "What are his options?", "3"),
        ("Reglamento de Garrido. Al 8 lo saltaron y ya hablaron cuatro jugadores después; quiere resubir. "
         "¿Le dejo?", "8"),
        ("Reglas de Garrido. Al del asiento 1 se lo saltaron: actuaron el 2, el 3 y el 4 y luego protestó. "
         "¿Qué opciones tiene?", "1"),
        ("Reglas de Garrido: se saltearon a uno; el del 6 no había hablado y actuaron el 7, el 8 y el 9 "
         "(fold, call, call). ¿Puede resubir?", "6"),
        ("Garrido. A la del 3 la saltaron y ya hablaron cuatro detrás de ella. ¿Qué opciones tiene?", "3"),
        ("Garrido rules. We skipped someone: seat 5 hadn't acted and seats 6, 7 and 8 all acted after him. "
         "What can seat 5 do now?", "5"),
    ],
)  # fmt: skip
def test_a_player_skipped_while_three_acted_may_only_call_or_fold_at_garrido(text: str, seat: str) -> None:
    """Garrido 6.g: a player skipped while three players acted after him, their actions untold, keeps his
    hand but may not act aggressively; TDA 53-B: three actions are substantial (36), and the TD rules on
    the skipped hand."""
    tda = house_decides(text, "garrido", "garrido-2010:6.g", "live_hand", seat)
    assert ruled(text, "garrido")["ruling"]["options"] == ["fold", "call"]
    assert tda["ruling"]["seat"] == seat and tda["floor_reason"] == "skipped_player"
    assert tda["rules"][:2] == ["tda-2024:53-B", "tda-2024:36"]


@pytest.mark.parametrize(
    "text",
    [
        "Reglamento Garrido. El del 7 tiene tres cartas y ya han tirado el UTG y el UTG+1, nadie más. "
        "¿Es misdeal?",
        "Con las normas de Garrido: al 2 le llegaron tres cartas; antes habían tirado los dos primeros, "
        "nadie más habló. ¿Se repite la mano?",
        "Garrido rules. Seat 6 is found holding three cards; UTG and UTG+1 had folded and nobody else "
        "acted. Misdeal?",
    ],
)
def test_two_folds_told_in_a_compound_tense_stop_a_misdeal_at_garrido(text: str) -> None:
    """Garrido 2 and 4.l: any two actions, folds included, are action, so a hand with a card too many is dead;
    TDA 36: two folds are no substantial action, and the hand is a misdeal (35-A)."""
    tda = house_decides(text, "garrido", "garrido-2010:3.c", "dead_hand")
    assert "garrido-2010:2.p1" in ruled(text, "garrido")["rules"]
    assert tda["ruling"]["decision"] == "misdeal" and tda["rules"][0] == "tda-2024:35-A"


@pytest.mark.parametrize(
    "text",
    [
        "Con reglas de Garrido: la crupier abrió el turn y el del 2 aún no actuaba en el flop. ¿Cómo dejo "
        "las cartas?",
        "Reglamento Garrido. Puse el turn cuando el asiento 5 no hablaba todavía en el flop; ¿qué hago con "
        "esa carta?",
        "Garrido rules. The dealer turned the turn card while seat 2 still hadn't acted on the flop. How do "
        "I sort the board out?",
    ],
)
def test_a_turn_dealt_while_a_player_was_yet_to_act_is_set_aside_at_garrido(text: str) -> None:
    """Garrido 5.d: a premature turn is set aside and the next card dealt as the turn, the flop's action
    finished first ("aún no actuaba": the imperfect tells the action pending); TDA RP-5-B reshuffles it into
    the stub."""
    house = ruled(text, "garrido")
    assert house["rules"][0] == "garrido-2010:5.d" and "tda-2024:RP-5-B" in house["rules"]
    assert house["confidence"] == "certain" and not house["floor"]
    assert ruled(text)["rules"][0] == "tda-2024:RP-5-B"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento de Garrido. El del 6 levantó sus cartas sin cuidado y el del 5 llegó a verla, una "
         "reina; nadie más. ¿Qué se hace?", "6"),
        ("Normas de Garrido: el jugador del 1 levantó mal sus cartas y el del 9 pudo verla, una jota. ¿Y "
         "ahora?", "1"),
        ("Garrido rules. Seat 8 flashed a card as he looked at his hand and seat 7 managed to see it, a "
         "queen. What now?", "8"),
    ],
)  # fmt: skip
def test_a_card_a_neighbour_managed_to_see_is_shown_to_all_at_garrido(text: str, seat: str) -> None:
    """Garrido 7.f: a card another player saw ("llegó a verla", "managed to see it") is shown to the whole
    table and the hand plays on (4.i); TDA 68: the hand lives and nobody else sees it."""
    tda = house_decides(text, "garrido", "garrido-2010:4.i", "live_hand", seat)
    assert "garrido-2010:7.f" in ruled(text, "garrido")["rules"]
    assert tda["ruling"]["decision"] == "live_hand" and tda["rules"] == ["tda-2024:68"]


@pytest.mark.parametrize(
    "text",
    [
        "Sala de San Roque. Ciegas 300-600, turn, en el bote hay 9.000. El del 2 dice 'apuesto seis' sin "
        "poner nada; la mitad de la mesa oyó 600 y la otra mitad 6.000. ¿De cuánto es?",
        "San Roque rules. Blinds 300-600 on the turn, about 9,000 in the middle. Seat 2 announces 'bet six' "
        "with no chips out; half the table heard 600, the rest 6,000. What is the bet?",
    ],
)
def test_the_readings_argued_over_a_bare_number_are_no_words_unread(text: str) -> None:
    """San Roque 19: an amount that may mean several things is the lowest, here the big blind itself; TDA 57:
    the highest reasonable reading within the pot. The readings the table argues over are what the number
    may mean, not amounts left unread to ask about, even where one of them is also the big blind."""
    house = ruled(text, "san-roque")
    assert (house["ruling"]["total"], house["rules"][0]) == (600, "san-roque:19")
    assert house["confidence"] == "certain" and not house["questions"]
    tda = ruled(text)
    assert (tda["ruling"]["total"], tda["rules"][0], tda["confidence"]) == (6000, "tda-2024:57", "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Reglamento Garrido. El 3 ya había tirado su mano y le mostró una carta al del 4, que todavía juega. "
        "¿Qué hacemos?",
        "Con las reglas de Garrido, el del 5 se tiró y después le enseñó una de sus cartas al del 6, que "
        "sigue jugando la mano. ¿Qué se hace?",
        "Garrido rules. Seat 2 folded and then showed one of his cards to seat 3, who is still in the hand. "
        "How do I handle it?",
    ],
)
def test_a_folded_card_shown_to_a_live_player_cites_garridos_own_rules_on_the_point(text: str) -> None:
    """A card shown by a player who had folded ("ya había tirado su mano y le mostró", "se tiró y después le
    enseñó") is one player to a hand (TDA 67), not his own exposure with the hand live (68). At Garrido two
    house rules on its point are cited first: 7.f (a card one player saw is shown to all) and 16.g (reading
    another's hand, or one's own folded one, may be sanctioned: the rulebook's equivalent of 67); the
    penalty stays the TD's call."""
    house = ruled(text, "garrido")
    assert house["rules"][:3] == ["garrido-2010:7.f", "garrido-2010:16.g", "tda-2024:67"]
    assert house["floor"] and house["floor_reason"] == "penalty"
    tda = ruled(text)
    assert tda["rules"][0] == "tda-2024:67" and not any(r.startswith("garrido") for r in tda["rules"])
