"""The worked examples of the Spanish TDA 2019 text (tda-2019-es.txt), ruled with edition "tda-2019".

Rules 40-62 share their numbering across 2019, 2022 and 2024, so the same rule parts are cited with the
2019 prefix. The 2019 text numbers the rule 46 situations differently from 2024 (its "Situación 2" is the
2024 situation 4, prior chips covering the call); the tests follow the 2019 names. Examples with the same
content in both texts share their situation with the 2024 tests (conftest.py).
"""

from rules_engine import Action, FloorReason, PriorChips, rule
from rules_engine.shorthand import silent

CALL, RAISE = Action.CALL, Action.RAISE


def ids(*parts: str) -> tuple[str, ...]:
    return tuple(f"tda-2019:{p}" for p in parts)


def ruled(situation):
    return rule(situation, edition="tda-2019")


def test_2019_41_ficha_muy_pequena_apuesta_de_50000_y_ficha_de_1000(tiny_chip_41):
    r = ruled(tiny_chip_41)
    assert r.floor and r.floor_reason is FloorReason.TINY_CHIP
    assert r.rules == ids("41", "51-B", "40-A", "1")


def test_2019_43_ej_mil_cuatrocientos_contra_1000_es_call(fourteen_hundred_43a):
    r = ruled(fourteen_hundred_43a)
    assert (r.action, r.total) == (CALL, 1000)
    assert r.rules == ids("40-C", "45-B", "43-A")


def test_2019_43_ej_subo_8000_es_el_total(raise_eight_thousand_43b):
    r = ruled(raise_eight_thousand_43b)
    assert (r.action, r.total) == (RAISE, 8000)
    assert r.rules == ids("43-B", "40-B")


def test_2019_45_ej_1_una_de_500_y_una_de_1000_contra_1100_es_call(multi_chip_45a_1):
    r = ruled(multi_chip_45a_1)
    assert (r.action, r.total, r.returned) == (CALL, 1100, 400)
    assert r.rules == ids("45-A", "41", "40-A")


def test_2019_45_ej_2_ultimas_fichas_dos_de_1000_contra_1050_es_call(last_chips_45a_2):
    r = ruled(last_chips_45a_2)
    assert (r.action, r.total, r.returned) == (CALL, 1050, 950)
    assert r.rules == ids("45-A", "41", "40-A")


def test_2019_46_situacion_1_dejar_las_fichas_y_anadir_1k_y_500_sube_a_1550(bb_faces_a_raise):
    r = ruled(bb_faces_a_raise(silent("BB", 1000, 500, prior_chips=PriorChips.LEFT_ALONE)))
    assert (r.action, r.total) == (RAISE, 1550)


def test_2019_46_situacion_2_la_ficha_de_1k_cubre_la_subida(bb_faces_a_raise):
    r = ruled(bb_faces_a_raise(silent("BB", 500), raise_total=700, blinds=(50, 100), bb_chips=(1000,)))
    assert (r.action, r.total) == (RAISE, 1500)
    assert r.rules == ids("46-C", "45-B", "43-A", "40-A")


def test_2019_46_situacion_3_retirar_todas_y_una_ficha_de_1k_es_igualar(bb_faces_a_raise):
    r = ruled(bb_faces_a_raise(silent("BB", 1000, prior_chips=PriorChips.PULLED_BACK)))
    assert (r.action, r.total, r.returned) == (CALL, 600, 400)


def test_2019_46_situacion_4_retirar_parcialmente_es_apuesta_de_multiples_fichas(bb_faces_a_raise):
    r = ruled(bb_faces_a_raise(silent("BB", 1000, prior_chips=PriorChips.PARTLY_PULLED_BACK, prior_kept=25)))
    assert (r.action, r.total) == (RAISE, 1150)


def test_2019_46_situacion_5_empujar_todas_juntas(bb_faces_a_raise):
    r = ruled(bb_faces_a_raise(silent("BB", 1000, 500, prior_chips=PriorChips.COMBINED)))
    assert (r.action, r.total) == (RAISE, 1550)


def test_2019_57_ej_apuesto_cinco(bets_five):
    assert ruled(bets_five(4000)).total == 500
    assert ruled(bets_five(5000)).total == 5000
    assert ruled(bets_five(5000)).rules[0] == "tda-2019:57"


def test_2019_61_ejemplo_525_contra_325_es_subir_a_650(change_61):
    r = ruled(change_61)
    assert (r.action, r.total, r.returned) == (RAISE, 650, 0)
    assert r.rules == ids("45-B", "43-A", "40-A")
