"""Issue 18: Clé de Sol names the misconception behind a wrong sum of durations (CS-sheet-25)."""

from .test_cs_follow import on
from .util import play, refused


def test_cs_sheet_25_notes_that_last_too_long_or_not_long_enough():
    err = refused(play, on("Rq", "C4q", "D5e"), 0, "C4q", "D5e")  # 1 + ½ on a noire
    assert err.code == "rhythm-sum-wrong"
    assert err.learning[0].misconception == "rhythm.sum-too-long"
    err = refused(play, on("Rh", "E4q", "C5e", "G4s"), 0, "E4q", "C5e", "G4s")  # 1¾ on a blanche
    assert err.learning[0].misconception == "rhythm.sum-too-short"
