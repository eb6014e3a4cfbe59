"""`floorcall icm`, `penalty` and `bubble` through the CLI: texts in both languages, JSON, bad input
(exit 2 with a message from locales, never a traceback)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bot.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# --- icm -------------------------------------------------------------------------------------------------


def test_icm_spanish_by_default(capsys):
    code, out, _ = run(capsys, "icm", "--stacks", "5000,3000,2000", "--payouts", "50,30,20")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Reparto por ICM") and "100,00" in lines[0]
    assert lines[1] == "Jugador 1: 5.000 fichas (50,0 %) → ICM 38,39 (por fichas: 40,00)"
    assert "ICM 32,75" in lines[2] and "ICM 28,86" in lines[3]
    assert lines[-1] == "Reglas: garrido-2010:anexo-3, san-roque:17"


def test_icm_json_amounts_add_up_to_the_pool(capsys):
    code, out, _ = run(capsys, "icm", "--stacks", "5k,3k,1.5k,500", "--payouts", "500,300,200", "--json")
    assert code == 0
    data = json.loads(out)
    assert [p["icm"] for p in data["players"]] == [377.78, 312.89, 225.60, 83.73]
    assert [p["stack"] for p in data["players"]] == [5000, 3000, 1500, 500]
    assert round(sum(p["icm"] for p in data["players"]), 2) == data["pool"] == 1000
    assert data["kept"] is None and "now" not in data["players"][0]


def test_icm_keep_for_the_winner_english_with_names(capsys):
    code, out, _ = run(
        capsys,
        "icm",
        "--stacks",
        "A:5000,B:3000,C:2000",
        "--payouts",
        "50,30,20",
        "--keep",
        "10",
        "--lang",
        "en",
    )
    assert code == 0
    assert "A: 5,000 chips (50.0%) → takes 33.39 now (ICM 38.39 − 5.00" in out
    assert "90.00 is paid now; 10.00 goes to the tournament winner. Total: 100.00." in out
    assert out.splitlines()[-1].startswith("Rules: garrido-2010:18.p2")


def test_icm_keep_json(capsys):
    code, out, _ = run(
        capsys, "icm", "--stacks", "5000;3000;2000", "--payouts", "1.500;900;600", "--keep", "1,000", "--json"
    )
    assert code == 0
    data = json.loads(out)
    now = [p["now"] for p in data["players"]]
    assert data["kept"] == 1000 and round(sum(now), 2) == 2000
    assert now[0] == pytest.approx(data["players"][0]["icm"] - 500, abs=0.01)


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--stacks", "5000,-3000", "--payouts", "50,30"], "no entiendo «-3000»"),
        (["--stacks", "5000,0", "--payouts", "50,30"], "jugador 2 deben ser más de cero"),
        (["--stacks", "5000,3000", "--payouts", "50,30,20"], "Hay 3 premios para 2 jugadores"),
        (["--stacks", ",".join(["1000"] * 11), "--payouts", "100"], None),
        (
            ["--stacks", ",".join(["1000"] * 11), "--payouts", ",".join(["10"] * 11)],
            "El límite es 10 jugadores",
        ),
        (["--stacks", "5000,3000", "--payouts", "30,50"], "puesto 2 es mayor"),
        (["--stacks", "cinco mil,3000", "--payouts", "50,30"], "no entiendo"),
        (["--stacks", "5000,3000", "--payouts", "50,30", "--keep", "60"], "--keep debe estar entre 0 y"),
        (["--stacks", "5000,3000", "--payouts", "50,30", "--keep", "2,5"], "debe ser un número entero"),
        (["--stacks", "A:5000,3000", "--payouts", "50,30"], "o todos los jugadores llevan nombre"),
        (
            ["--stacks", "A:5000,A:3000", "--payouts", "50,30"],
            "--stacks: cada jugador necesita un nombre distinto",
        ),
        (["--stacks", "", "--payouts", "50"], "Faltan las fichas"),
    ],
)
def test_icm_bad_input_exits_2_with_a_message(capsys, argv, needle):
    code, out, err = run(capsys, "icm", *argv)
    if needle is None:  # 11 players with one place paid is cheap: accepted
        assert code == 0 and out
        return
    assert code == 2 and not out
    assert needle in err and "Traceback" not in err


def test_icm_too_many_players_in_english(capsys):
    code, _, err = run(
        capsys,
        "icm",
        "--stacks",
        ",".join(["1000"] * 12),
        "--payouts",
        "12,11,10,9,8,7,6,5,4,3,2,1",
        "--lang",
        "en",
    )
    assert code == 2 and "Too many players for exact ICM: 12 players with 12 payouts" in err


# --- penalty ---------------------------------------------------------------------------------------------


def test_penalty_text_and_json(capsys):
    code, out, _ = run(capsys, "penalty", "--players", "9", "--rounds", "2")
    assert (
        code == 0
        and "18 manos sin jugar" in out
        and out.splitlines()[-1] == "Reglas: tda-2024:71-A, tda-2024:71-C"
    )
    code, out, _ = run(capsys, "penalty", "--players", "7", "--rounds", "3", "--json")
    assert json.loads(out) == {
        "hands": 21,
        "players": 7,
        "rounds": 3,
        "rules": ["tda-2024:71-A", "tda-2024:71-C"],
    }


def test_penalty_english(capsys):
    code, out, _ = run(capsys, "penalty", "--players", "6", "--rounds", "1", "--lang", "en")
    assert code == 0 and "6 hands missed" in out


@pytest.mark.parametrize(("players", "rounds"), [("1", "1"), ("12", "1"), ("9", "0")])
def test_penalty_out_of_range(capsys, players, rounds):
    code, out, err = run(capsys, "penalty", "--players", players, "--rounds", rounds)
    assert code == 2 and not out and "debe estar entre" in err


# --- bubble ----------------------------------------------------------------------------------------------


def test_bubble_rp8a_example(capsys):
    code, out, _ = run(
        capsys, "bubble", "--payouts", "5000,3000,2000,1000x46,300", "--remaining", "52",
        "--busted", "A:20000,B:5000,C:12000",
    )  # fmt: skip
    assert code == 0
    lines = out.splitlines()
    assert (
        lines[0] == "3 jugadores eliminados en la misma mano con 52 en juego: ocupan los puestos 50.º a 52.º."
    )
    assert lines[1] == "A (20.000 fichas al empezar la mano): puesto(s) 50-52 → 100,00"
    assert lines[-1] == "Reglas: tda-2024:RP-8-A"


def test_bubble_garrido_json_ranks_by_starting_stack(capsys):
    code, out, _ = run(
        capsys, "bubble", "--payouts", "1000x49,300", "--remaining", "52",
        "--busted", "A:5000,B:20000,C:12000", "--venue", "garrido", "--json",
    )  # fmt: skip
    assert code == 0
    assert json.loads(out) == {
        "shares": [
            {"name": "B", "places": [50], "amount": 300.0},
            {"name": "C", "places": [51], "amount": 0.0},
            {"name": "A", "places": [52], "amount": 0.0},
        ],
        "rules": ["garrido-2010:10.b"],
        "floor": False,
    }


def test_bubble_split_cents_add_up(capsys):
    code, out, _ = run(
        capsys, "bubble", "--payouts", "100x50", "--remaining", "52", "--busted", "A:1,B:2,C:3", "--json"
    )
    assert code == 0
    assert [s["amount"] for s in json.loads(out)["shares"]] == [33.34, 33.33, 33.33]


def test_bubble_tda_outside_hand_for_hand_says_the_td_decides(capsys):
    code, out, _ = run(
        capsys, "bubble", "--payouts", "100,50", "--remaining", "4", "--busted", "A:1,B:2",
        "--tables", "different", "--no-hand-for-hand", "--lang", "en",
    )  # fmt: skip
    assert code == 0 and "the TD decides" in out


def test_bubble_san_roque_follows_tda(capsys):
    code, out, _ = run(
        capsys,
        "bubble",
        "--payouts",
        "100,50",
        "--remaining",
        "4",
        "--busted",
        "A:1,B:2",
        "--venue",
        "san-roque",
        "--json",
    )
    assert code == 0 and json.loads(out)["rules"] == ["tda-2024:RP-8-A"]


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--busted", "5000,3000"], "Escriba NOMBRE:FICHAS"),
        (["--busted", "A:5000,A:3000"], "nombre distinto"),
        (["--busted", "A:0"], "las fichas de A al empezar"),
        (["--busted", "A:1,B:2,C:3,D:4"], "no pueden quedar eliminados 4"),
        (["--busted", "A:1", "--venue", "nowhere"], "Sala desconocida"),
    ],
)
def test_bubble_bad_input(capsys, argv, needle):
    code, out, err = run(capsys, "bubble", "--payouts", "100,50", "--remaining", "4", *argv)
    assert code == 2 and not out and needle in err


def test_bubble_hostile_repeat_is_refused(capsys):
    code, _, err = run(capsys, "bubble", "--payouts", "1x99999", "--remaining", "4", "--busted", "A:1")
    assert code == 2 and "no entiendo «1x99999»" in err


def test_real_process_bad_input_has_no_traceback():
    proc = subprocess.run(
        [sys.executable, "-m", "bot.cli", "icm", "--stacks", "abc", "--payouts", "1"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert proc.returncode == 2 and "Traceback" not in proc.stderr and "abc" in proc.stderr
