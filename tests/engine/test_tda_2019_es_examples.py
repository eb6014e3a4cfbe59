"""The worked examples of the Spanish TDA 2019 text (tda-2019-es.txt), ruled with edition "tda-2019".

Rules 40-62 share their numbering across 2019, 2022 and 2024, so the same rule parts are cited with the
2019 prefix. The 2019 text numbers the rule 46 situations differently from 2024 (its "Situación 2" is the
2024 situation 4, prior chips covering the call); the tests follow the 2019 names.
"""

from rules_engine import Action, FloorReason, Game, PriorChips, Street, Verbal, rule
from rules_engine.shorthand import bet, fold, preflop_seats, raise_to, say, seats, silent, street

CALL, RAISE = Action.CALL, Action.RAISE


def ids(*parts: str) -> tuple[str, ...]:
    return tuple(f"tda-2019:{p}" for p in parts)


def ruled(situation):
    return rule(situation, edition="tda-2019")


def test_2019_41_ficha_muy_pequena_apuesta_de_50000_y_ficha_de_1000():
    s = street(Game.NLHE, (2000, 4000), Street.TURN, seats("A", "B", "C"), bet("A", 50000), silent("B", 1000))
    r = ruled(s)
    assert r.floor and r.floor_reason is FloorReason.TINY_CHIP
    assert r.rules == ids("41", "51-B")


def test_2019_43_ej_mil_cuatrocientos_contra_1000_es_call():
    s = street(
        Game.NLHE, (200, 400), Street.FLOP, seats("A", "B"), bet("A", 1000), say("B", Verbal.AMOUNT, 1400)
    )
    r = ruled(s)
    assert (r.action, r.total) == (CALL, 1000)
    assert r.rules == ids("40-C", "43-A")


def test_2019_43_ej_subo_8000_es_el_total():
    s = street(Game.NLHE, (500, 1000), Street.FLOP, seats("A", "B"), bet("A", 2000), raise_to("B", 8000))
    r = ruled(s)
    assert (r.action, r.total) == (RAISE, 8000)
    assert r.rules == ids("43-B")


def test_2019_45_ej_1_una_de_500_y_una_de_1000_contra_1100_es_call():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("A", 400),
        raise_to("B", 1100),
        silent("C", 500, 1000),
    )
    r = ruled(s)
    assert (r.action, r.total, r.returned) == (CALL, 1100, 400)
    assert r.rules == ids("45-A")


def test_2019_45_ej_2_ultimas_fichas_dos_de_1000_contra_1050_es_call():
    s = street(
        Game.NLHE,
        (25, 50),
        Street.FLOP,
        seats("A", "B", stacks={"B": 2000}),
        bet("A", 1050),
        silent("B", 1000, 1000),
    )
    r = ruled(s)
    assert (r.action, r.total, r.returned) == (CALL, 1050, 950)


def _bb_posts(chips: tuple[int, ...], raise_total: int, blinds: tuple[int, int], event):
    sb, bb = blinds
    return street(
        Game.NLHE,
        blinds,
        Street.PREFLOP,
        preflop_seats("BTN", "SB", "BB", sb=sb, bb=bb, posted_chips={"BB": chips}),
        raise_to("BTN", raise_total),
        fold("SB"),
        event,
    )


def test_2019_46_situacion_2_la_ficha_de_1k_cubre_la_subida():
    r = ruled(_bb_posts((1000,), 700, (50, 100), silent("BB", 500)))
    assert (r.action, r.total) == (RAISE, 1500)
    assert r.rules == ids("46-C", "45-B", "43-A")


def test_2019_46_situacion_3_retirar_todas_y_una_ficha_de_1k_es_igualar():
    r = ruled(_bb_posts((25, 25), 600, (25, 50), silent("BB", 1000, prior_chips=PriorChips.PULLED_BACK)))
    assert (r.action, r.total, r.returned) == (CALL, 600, 400)


def test_2019_46_situacion_4_retirar_parcialmente_es_apuesta_de_multiples_fichas():
    event = silent("BB", 1000, prior_chips=PriorChips.PARTLY_PULLED_BACK, prior_kept=25)
    r = ruled(_bb_posts((25, 25), 600, (25, 50), event))
    assert (r.action, r.total) == (RAISE, 1150)


def test_2019_46_situacion_5_empujar_todas_juntas():
    event = silent("BB", 1000, 500, prior_chips=PriorChips.COMBINED)
    r = ruled(_bb_posts((25, 25), 600, (25, 50), event))
    assert (r.action, r.total) == (RAISE, 1550)


def test_2019_57_ej_apuesto_cinco():
    def five(pot: int):
        return street(
            Game.NLHE,
            (200, 400),
            Street.FLOP,
            seats("A", "B"),
            say("A", Verbal.BET, 5, bare_number=True),
            pot=pot,
        )

    assert ruled(five(4000)).total == 500
    assert ruled(five(5000)).total == 5000
    assert ruled(five(5000)).rules[0] == "tda-2019:57"


def test_2019_61_ejemplo_525_contra_325_es_subir_a_650():
    s = street(Game.NLHE, (100, 200), Street.FLOP, seats("O", "A"), bet("O", 325), silent("A", 500, 25))
    r = ruled(s)
    assert (r.action, r.total, r.returned) == (RAISE, 650, 0)
    assert r.rules == ids("45-B", "43-A")
