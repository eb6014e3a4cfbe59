"""Fresh betting reports (tests/data/unseen/), written and labelled from the TDA 2024 text by helpers who
never read the parser, with the confidence a careful floor person would have (issue 12). Each pair of files
was measured once before any fix drawn from it; the figures are in the README. Here they guard regressions:
the share fully right (every labelled field, confidence included) and the share stated as certain but wrong.

First measured (fully right / confident wrong): set 1 11.6% / 0.9% (the gate was new and asked about every
unknown word; the parser before this work: 34.8% / 37.5% without the confidence field), set 2 53.6% / 17.0%,
set 3 56.2% / 19.6% (the holdout of that round); the next round: set 5 32.1% / 17.0%, set 4 44.6% / 17.9%
(measured after the fixes drawn from set 5), set 6 41.1% / 17.9% (the final holdout, after those from set 4);
the round after: set 7 43.8% / 12.5%, set 8 41.1% / 12.5% (after the set-7 fixes), set 9 53.6% / 10.7% (the
holdout, after those from set 8); the fourth round: set 10 44.6% / 6.2%, set 11 54.5% / 5.4% (after the set-10
fixes), set 12 50.9% / 9.8% (after those from set 11), set 13 53.6% / 8.9% (the session's last
holdout); the fifth round: set 14 60.7% / 5.4%, set 15 60.7% / 4.5% (the session's last holdout,
after every fix of the round); the sixth round: set 16 65.2% / 1.8%, set 17 55.4% / 8.0% (the holdout,
with long rambling voice notes, measured after every fix of the round); later rounds: set 18 69.6% / 8.0%,
set 19 63.4% / 4.5%, set 20 51.8% / 13.4%, set 21 43.8% / 15.2% (late levels in big numbers), set 22 55.4% /
5.4% (the eighth round's last holdout). Floors sit a few points under the figures at the last change.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.evaluate import evaluate, read_rows

UNSEEN = Path(__file__).resolve().parents[1] / "data" / "unseen"
SETS = {  # files: (floor fully right, ceiling confident wrong)
    # The floors that rose with the needless-questions rounds (issue 12) sit at their figures then.
    ("betting_set1_es.jsonl", "betting_set1_en.jsonl"): (0.80, 0.04),
    ("betting_set2_latam.jsonl", "betting_set2_mixed.jsonl"): (0.83, 0.03),
    ("betting_set3_es.jsonl", "betting_set3_en.jsonl"): (0.75, 0.04),
    ("betting_set4_es.jsonl", "betting_set4_en.jsonl"): (0.63, 0.07),
    ("betting_set5_es.jsonl", "betting_set5_en.jsonl"): (0.73, 0.04),
    ("betting_set6_es.jsonl", "betting_set6_en.jsonl"): (0.78, 0.09),
    ("betting_set7_es.jsonl", "betting_set7_en.jsonl"): (0.82, 0.05),
    ("betting_set8_es.jsonl", "betting_set8_en.jsonl"): (0.61, 0.07),
    ("betting_set9_es.jsonl", "betting_set9_en.jsonl"): (0.85, 0.05),
    ("betting_set10_es.jsonl", "betting_set10_en.jsonl"): (0.87, 0.03),
    ("betting_set11_es.jsonl", "betting_set11_en.jsonl"): (0.89, 0.06),
    ("betting_set12_es.jsonl", "betting_set12_en.jsonl"): (0.81, 0.06),
    ("betting_set13_es.jsonl", "betting_set13_en.jsonl"): (0.83, 0.08),
    ("betting_set14_es.jsonl", "betting_set14_en.jsonl"): (0.74, 0.05),
    ("betting_set15_es.jsonl", "betting_set15_en.jsonl"): (0.90, 0.06),
    ("betting_set16_es.jsonl", "betting_set16_en.jsonl"): (0.84, 0.03),
    ("betting_set17_es.jsonl", "betting_set17_en.jsonl"): (0.79, 0.06),
    ("betting_set18_es.jsonl", "betting_set18_en.jsonl"): (0.83, 0.06),
    ("betting_set19_es.jsonl", "betting_set19_en.jsonl"): (0.86, 0.02),
    ("betting_set20_es.jsonl", "betting_set20_en.jsonl"): (0.72, 0.07),
    ("betting_set21_es.jsonl", "betting_set21_en.jsonl"): (0.66, 0.09),
    ("betting_set22_es.jsonl", "betting_set22_en.jsonl"): (0.71, 0.04),
    # Set 23 (multi-day festival mid/deep levels): first measured at bf15f57 51.8 % / 8.0 %.
    ("betting_set23_es.jsonl", "betting_set23_en.jsonl"): (0.75, 0.07),
    # Set 24 (an ordinary evening at a mid-size card room): first measured at 4474469 70.5 % / 8.0 %.
    ("betting_set24_es.jsonl", "betting_set24_en.jsonl"): (0.84, 0.04),
    # Set 25 (a busy weekend event's first levels, a fifth PLO): first measured at c8897d0, 60.7 % / 14.3 %.
    ("betting_set25_es.jsonl", "betting_set25_en.jsonl"): (0.77, 0.09),
    # Set 26 (the bubble and final tables of a regional series), the tenth round's last holdout: first
    # measured at 8cfd2e2 63.4 % / 12.5 %.
    ("betting_set26_es.jsonl", "betting_set26_en.jsonl"): (0.82, 0.06),
    # Set 27 (a club's weekly deep-stack and a casino's daily turbo, new dealers): first measured at f50ab67
    # 67.0 % / 8.0 %.
    ("betting_set27_es.jsonl", "betting_set27_en.jsonl"): (0.82, 0.04),
    # Set 28 (the middle levels of a national tour's main event), the session's last holdout: first measured
    # at b879df4 70.5 % / 7.1 %.
    ("betting_set28_es.jsonl", "betting_set28_en.jsonl"): (0.76, 0.02),
    # Set 29 (a big field's day-1 flights and a Sunday qualifier's final, limpers and min-clicks): first
    # measured at 38b5581 71.4 % / 4.5 %.
    ("betting_set29_es.jsonl", "betting_set29_en.jsonl"): (0.84, 0.03),
    # Set 30 (the late stages of a high roller and a turbo satellite), the session's last holdout: first
    # measured at fc20e7e 73.2 % / 2.7 %.
    ("betting_set30_es.jsonl", "betting_set30_en.jsonl"): (0.77, 0.03),
    # Set 31 (a deep-stack festival's early levels in small numbers and a club league): first measured at
    # 29e0987 58.9 % / 12.5 %; 79.5 % / 6.2 % after the fifteenth round, 81.2 % / 4.5 % after the sixteenth.
    ("betting_set31_es.jsonl", "betting_set31_en.jsonl"): (0.8, 0.05),
    # Set 32 (a bounty event's bubble and a late-night turbo), the session's holdout: measured at 29e0987
    # 67.9 % / 6.2 %, then on the round's final tree (fd1ddf0), its rows never looked at, 74.1 % / 5.4 %;
    # 82.1 % / 0.9 % after the families drawn from it (tests/parser/test_set32_families.py).
    ("betting_set32_es.jsonl", "betting_set32_en.jsonl"): (0.82, 0.01),
    # Set 33 (a festival's day 2 and cash dealers new to tournaments): first measured at 2944fb9
    # 64.3 % / 12.5 %; 79.5 % / 8.0 % after the families drawn from it (test_session31_families.py); 83.0 % /
    # 7.1 % after a second round (test_set33_families.py, the b33en-32 label).
    ("betting_set33_es.jsonl", "betting_set33_en.jsonl"): (0.86, 0.08),
    # Set 34 (a satellite and a deep-stack Sunday), the session's holdout: measured once at bdbd50f, the
    # round's tree after every fix and all helper merges, 65.2 % / 9.8 % (64.3 % / 10.7 % on 2944fb9);
    # 67.0 % / 8.0 % after three families drawn from it; 76.8 % / 3.6 % after the families of the set-34
    # round (tests/parser/test_set34_families.py).
    ("betting_set34_es.jsonl", "betting_set34_en.jsonl"): (0.80, 0.04),
    # Set 35 (a bounty turbo in Mexico, Colombia and Las Vegas and a Monday league in Madrid and London):
    # first measured at fa1eb61 69.6 % / 8.9 %; 85.7 % / 3.6 % after the families drawn from it
    # (test_session32_families.py, test_set35_families.py).
    ("betting_set35_es.jsonl", "betting_set35_en.jsonl"): (0.85, 0.04),
    # Set 36 (a charity event's first-time players and a streamed final table), the session's holdout:
    # measured once at 6fc4bec, the round's tree after every fix and all six helper merges, 67.9 % / 11.6 %
    # (the same, row for row, on fa1eb61, the session's start); 80.4 % / 1.8 % after the families drawn from
    # it (tests/parser/test_set36_families.py, the b36es-54 label).
    ("betting_set36_es.jsonl", "betting_set36_en.jsonl"): (0.80, 0.02),
    # Set 37 (a high-roller side event in Barcelona and Lima, a bar-league final in Texas and Manchester):
    # first measured at 53e6d78, session 33's start, before any fix: 61.6 % / 8.0 %
    # (es 58.9 / 8.9, en 64.3 / 7.1); 86.6 % / 2.7 % after the families drawn from it
    # (test_set37_es_families.py, test_set37_en_families.py).
    ("betting_set37_es.jsonl", "betting_set37_en.jsonl"): (0.91, 0.03),
    # Set 38 (a women's event in Bogotá and Santiago, an online qualifier's live final in Dublin and Toronto,
    # voice notes from a noisy room), the session's holdout: measured once at ee69114, the round's tree after
    # every fix and all eight helper merges, 74.1 % / 6.2 % (es 71.4 / 5.4, en 76.8 / 7.1); 72.3 % / 6.2 % on
    # 53e6d78, the session's start; 91.1 % / 0.9 % (es 91.1 / 1.8, en 91.1 / 0) after the families drawn
    # from it (tests/parser/test_set38_families.py) and four labels (b38en-34, b38en-35: the posted blind
    # counts toward the call; b38es-06, b38es-13: the seat, not the writer's phrase).
    ("betting_set38_es.jsonl", "betting_set38_en.jsonl"): (0.91, 0.01),
    # Set 39 (a Sunday deep-stack in Valencia, Rosario and Montevideo, a Caribbean cruise and a Las Vegas
    # Strip daily; hands told out of order): first measured at 8c362c3, session 34's start, before any fix:
    # 74.1 % / 4.5 % (es 83.9 / 3.6, en 64.3 / 5.4); 79.5 % / 2.7 % (es 85.7 / 3.6, en 73.2 / 1.8) after the
    # families drawn from it (test_set39_families.py).
    ("betting_set39_es.jsonl", "betting_set39_en.jsonl"): (0.84, 0.03),
    # Set 40 (a weekend series in Mexico City and Caracas, a club championship in Johannesburg and Sydney,
    # voice notes between hands), the session's holdout: measured once at e083660, the round's final tree
    # after every fix and all eight helper merges, 79.5 % / 6.2 % (es 80.4 / 7.1, en 78.6 / 5.4); 78.6 % /
    # 6.2 % on 8c362c3, the session's start; 83.9 % / 4.5 % (es 83.9 / 5.4, en 83.9 / 3.6) after the families
    # drawn from it and the ones earlier rounds left (tests/parser/test_set40_families.py).
    ("betting_set40_es.jsonl", "betting_set40_en.jsonl"): (0.83, 0.05),
    # Set 41 (a festival in Lima and Medellín with cash-room slang, a pub-league final in Melbourne and
    # Birmingham; half voice notes, hands over two or three streets): first measured at 8ce3459, session 35's
    # start, before any fix: 79.5 % / 6.2 % (es 78.6 / 3.6, en 80.4 / 8.9); 84.8 % / 3.6 % (es 83.9 / 0, en
    # 85.7 / 7.1) after the families drawn from it (test_set41_families.py).
    ("betting_set41_es.jsonl", "betting_set41_en.jsonl"): (0.87, 0.04),
    # Set 42 (a circuit stop in Santo Domingo and Quito, a private club in Madrid, a daily in Manila, Cardiff
    # and Boston; messages typed on a phone in a hurry, voice notes), the session's holdout: measured once at
    # be03703, the round's final tree after every fix and all eight helper merges, 79.5 % / 6.2 % (es 82.1 /
    # 3.6, en 76.8 / 8.9); the same on 8ce3459, the session's start; 84.8 % / 5.4 % (es 83.9 / 3.6, en 85.7
    # / 7.1) after the families drawn from it (test_set42_families.py).
    ("betting_set42_es.jsonl", "betting_set42_en.jsonl"): (0.84, 0.06),
    # Set 43 (a weekly in Bogotá and Asunción, a casino festival in Valencia and Tenerife, a Las Vegas daily
    # with a Glasgow and Auckland qualifier; half voice notes from a noisy room, hands over several streets):
    # first measured at 6892735, session 36's start, before any fix: 75.0 % / 8.0 % (es 73.2 / 8.9, en
    # 76.8 / 7.1); 78.6 % / 5.4 % (es 76.8 / 7.1, en 80.4 / 3.6) after the families drawn from it
    # (test_set43_families.py).
    ("betting_set43_es.jsonl", "betting_set43_en.jsonl"): (0.78, 0.06),
    # Set 44 (a club series in Rosario and Montevideo, a card room in Bilbao and Zaragoza, a deepstack in
    # London, Toronto and Singapore; floor people retelling what the dealer told them, half-remembered
    # amounts and orders, stacks told late), the session's holdout: measured once at 18533ef, the round's
    # final tree after every fix and all eight helper merges, 68.8 % / 8.9 % (es 66.1 / 10.7, en 71.4 / 7.1);
    # the same on 6892735, the session's start; 71.4 % / 6.2 % (es 66.1 / 10.7, en 76.8 / 1.8) after the
    # lead's families drawn from it (test_session36_families.py); 80.4 % / 3.6 % (es 75.0 / 5.4, en 85.7 /
    # 1.8) after a helper's families (test_set44_families.py).
    ("betting_set44_es.jsonl", "betting_set44_en.jsonl"): (0.80, 0.04),
    # Set 45 (a club circuit in Lima and Santiago de Chile, a casino weekly in Sevilla and Málaga, a daily in
    # Dublin, Melbourne and Atlantic City; dealers typing fast on the phone between hands: "k", "1k2", no
    # accents, typos): first measured at 1826ecd, session 37's start, before any fix: 76.8 % / 2.7 % (es 73.2
    # / 1.8, en 80.4 / 3.6); 83.9 % / 0.0 % (es 80.4 / 0.0, en 87.5 / 0.0) after a helper's families drawn
    # from it (test_set45_families.py).
    ("betting_set45_es.jsonl", "betting_set45_en.jsonl"): (0.84, 0.0),
    # Set 46 (a weekend series in Quito and Caracas, a card room in Murcia and Las Palmas, a deepstack in
    # Manchester, Reno and Johannesburg; voice notes dictated with the hand frozen, seats and amounts
    # corrected mid-sentence, players named by nickname or position, two players' versions), the holdout:
    # measured once at a480d83, the round's final tree after every fix and all eight helper merges, 65.2 % /
    # 9.8 % (es 64.3 / 14.3, en 66.1 / 5.4); 65.2 % / 8.9 % on d8e2b67, the session's start; 68.8 % / 8.0 %
    # (es 71.4 / 10.7, en 66.1 / 5.4) after the lead's families drawn from it (test_session37_families.py);
    # 74.1 % / 2.7 % (es 80.4 / 1.8, en 67.9 / 3.6) after a helper's families (test_set46_families.py).
    ("betting_set46_es.jsonl", "betting_set46_en.jsonl"): (0.74, 0.03),
    # Set 47 (a weekly in Guadalajara and Monterrey, a club in La Paz and Santa Cruz, a casino in Barcelona
    # and Palma, a daily in Philadelphia, Toronto and Cardiff; written up after the floor was called, in the
    # past tense, as numbered sequences or one long sentence, blinds and stacks at the end, positions by
    # abbreviation beside seat numbers): first measured at 9403703, session 38's start, before any fix:
    # 72.3 % / 10.7 % (es 67.9 / 12.5, en 76.8 / 8.9); 82.1 % / 5.4 % (es 80.4 / 7.1, en 83.9 / 3.6) after a
    # helper's families drawn from it (test_set47_families.py) and four labels (b47es-01, -05: the seat told;
    # b47es-39, b47en-17: certain, the underraise noticed before the burn), 75.0 % / 8.9 % on 928c8ed with
    # those labels.
    # 85.7 % / 3.6 % after the twenty-second round's helpers (older confident-wrong answers, set 48's
    # families).
    ("betting_set47_es.jsonl", "betting_set47_en.jsonl"): (0.85, 0.04),
    # Set 48 (a series in San José and Panama City, a club in Buenos Aires and Córdoba, a card room in Granada
    # and A Coruña, a deepstack in Las Vegas, Newcastle and Cape Town; voice notes through the phone's
    # speech-to-text: numbers as words or digits at random, near-homophones, split and run-together words,
    # little punctuation, two dealers in turn), the holdout: measured once at a532e8dd, the round's tree after
    # every fix and eight helper merges, 68.8 % / 11.6 % (es 73.2 / 12.5, en 64.3 / 10.7); 67.9 % / 11.6 % on
    # 9403703, the session's start; 71.4 % / 8.9 % (es 76.8 / 8.9, en 66.1 / 8.9) after the lead's families
    # drawn from it (test_session38_families.py).
    # 75.0 % / 4.5 % after the twenty-second round (a helper on its families: a seat's possessive owning the
    # question's pronoun, a partial pull-back to the floor, 51-B's "was it the opening bet?", a verb around
    # the chips pulled back; 52-A asking whether the next card came).
    ("betting_set48_es.jsonl", "betting_set48_en.jsonl"): (0.74, 0.05),
    # Set 49 (a big festival's Day 2 in Santo Domingo, Quito, Asunción, Seville and Valencia, Atlantic City,
    # Texas, Auckland, Glasgow and Malta: one-thumb typing with typos and abbreviations, voice notes in a
    # noisy room): first measured at 0b3ff967 61.6 % / 6.2 % (es 60.7 / 5.4, en 62.5 / 7.1); 73.2 % / 0.9 %
    # (es 71.4 / 1.8, en 75.0 / 0.0) after its families (test_set49_families.py).
    ("betting_set49_es.jsonl", "betting_set49_en.jsonl"): (0.71, 0.03),
    # Set 50 (a weeknight tournament and its satellite at small card rooms in Tegucigalpa, San Pedro Sula,
    # La Habana, Rosario, Mendoza, the Canaries, Bilbao and Cali, Florida, Nevada locals' rooms, Dublin,
    # Melbourne, Singapore and Manila: dealers new to the job who explain too much, players' words quoted,
    # numbers said several ways in one report), the holdout: measured once at 0b67692a, the round's tree
    # after every fix and eight helper merges, 59.8 % / 11.6 % (es 57.1 / 8.9, en 62.5 / 14.3); 58.9 % /
    # 11.6 % at f711ab73; 59.8 % / 10.7 % after the lead's family drawn from it (test_session39_families.py);
    # 66.1 % / 3.6 % (es 60.7 / 1.8, en 71.4 / 5.4) after its families (test_set50_families.py).
    ("betting_set50_es.jsonl", "betting_set50_en.jsonl"): (0.64, 0.04),
    # Set 51 (a Sunday deep-stack in Lima, Arequipa, Montevideo, Guadalajara, Monterrey, Barcelona, Madrid and
    # Santiago, London, the Las Vegas Strip, Toronto, Johannesburg and Sydney: terse shorthand in poker
    # jargon, a floor forwarding a dealer's radio call, notes dictated while walking): first measured at
    # 9e60a1f0 before any fix, 57.1 % / 8.0 % (es 64.3 / 5.4, en 50.0 / 10.7); 69.6 % / 0.0 % after its
    # families (test_set51_families.py).
    ("betting_set51_es.jsonl", "betting_set51_en.jsonl"): (0.68, 0.01),
    # Set 52 (a high-roller side event in Caracas, San José, La Paz, Panamá, Asturias and Galicia, Buenos
    # Aires, Chicago, Los Angeles, Manchester, Cardiff, Vancouver, Nairobi and Mumbai: disputes with players'
    # words quoted, several irregularities in one hand, counts told late, the question first), the holdout:
    # measured once at 2ce3ba8b, the round's tree after every fix and eight helper merges, 54.5 % / 5.4 %
    # (es 48.2 / 1.8, en 60.7 / 8.9); 53.6 % / 5.4 % at 27c5635c; 55.4 % / 4.5 % after the lead's families
    # drawn from it (test_session40_families.py).
    ("betting_set52_es.jsonl", "betting_set52_en.jsonl"): (0.55, 0.045),
}


@pytest.mark.parametrize(("files", "limits"), SETS.items(), ids=[f"set{n}" for n in range(1, len(SETS) + 1)])
def test_unseen_betting_sets_hold_their_figures(files: tuple[str, str], limits: tuple[float, float]) -> None:
    rows = [
        row for name in files for row in read_rows((UNSEEN / name).read_text(encoding="utf-8").splitlines())
    ]
    scores = evaluate(rows)
    floor, ceiling = limits
    wrong = [(o.id, sorted(o.wrong)) for o in scores.outcomes if o.wrong]
    assert scores.fully_right >= floor, f"{scores.fully_right:.1%} fully right; wrong: {wrong}"
    assert scores.confident_wrong / len(rows) <= ceiling, (
        f"{scores.confident_wrong} stated as certain and wrong"
    )


def test_every_row_says_what_confidence_is_expected() -> None:
    for path in UNSEEN.glob("betting_set*.jsonl"):
        for row in read_rows(path.read_text(encoding="utf-8").splitlines()):
            assert row["confidence"] in {"certain", "conditional", "unsure"}, row["id"]
            assert row["confidence"] != "unsure" or row["floor"] is True, row["id"]  # unsure means floor
