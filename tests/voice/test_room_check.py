"""``python -m bot.voice.room_check FOLDER``: a room's own notes and the words spoken, on real tiny.en."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.voice import synthetic
from bot.voice.room_check import main, word_edits
from locales.messages import message

SPOKEN = (
    "Blinds two hundred and four hundred. Under the gun raises to one thousand and the big blind folds.",
    "The button opens to twenty two hundred and the small blind shoves for eleven thousand. "
    "Can the button raise?",
)


def test_word_edits_count_words_not_letters() -> None:
    assert word_edits("Seat three bets 400.", "seat three met 400") == 1
    assert word_edits("the pot is 3000", "the pot 3000 is") == 2
    assert word_edits("Blinds 200", "blinds, 200!") == 0


def test_a_folder_of_notes_gives_retention_and_word_error_rate(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, tiny_en_model: Path
) -> None:
    for i, text in enumerate(SPOKEN):
        synthetic.write_spoken_note(
            text, "en", tmp_path / f"note{i}.ogg", voice=synthetic.Voice("en-gb", 165)
        )
        (tmp_path / f"note{i}.txt").write_text(text, encoding="utf-8")
    (tmp_path / "lonely.ogg").write_bytes(b"")  # no text beside it: not counted
    assert main([str(tmp_path), "--lang", "en", "--model", str(tiny_en_model)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and lines[0].startswith("note0.ogg: ruling kept · words wrong 0% heard")
    # The second is heard "the small blind shunned for eleven thousand": the all-in lost, a ruling lost.
    assert lines[1].startswith("note1.ogg: ruling LOST")
    assert lines[-1].startswith("2 notes: 1 of 2 rulings kept from voice (50%); word error rate ")


def test_an_empty_folder_says_what_to_put_there(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main([str(tmp_path), "--lang", "es"]) == 2
    assert capsys.readouterr().err.strip() == message("es", "voice.check.no_notes", folder=tmp_path)
