"""Issue 18: Clé de Sol names the misconception behind a wrong sum of durations (CS-sheet-25)."""

from games.engine import learning_events
from games.engine.evidence import is_decision

from .test_cs_follow import on
from .util import play, refused


def test_cs_sheet_25_notes_that_last_too_long_or_not_long_enough():
    err = refused(play, on("Rq", "C4q", "D5e"), 0, "C4q", "D5e")  # 1 + ½ on a noire
    assert err.code == "rhythm-sum-wrong"
    assert err.learning[0].misconception == "rhythm.sum-too-long"
    err = refused(play, on("Rh", "E4q", "C5e", "G4s"), 0, "E4q", "C5e", "G4s")  # 1¾ on a blanche
    assert err.learning[0].misconception == "rhythm.sum-too-short"


def _learned(events):
    return [(e.concept, e.correct) for e in learning_events(events)]


def test_cs_sheet_5_a_note_laid_by_its_name_is_that_note_read():
    """Issue 18, coverage: on a Hauteur (or for a Musicien's name) a Note is laid by its name,
    so the pupil read that very note on the staff: right, or misread."""
    _s, events = play(on("HE", "E4q"), 0, "E4q")
    assert _learned(events) == [("pitch.same-name", True), ("pitch.read.E4", True)]
    err = refused(play, on("HE", "F4q", "E5h"), 0, "F4q")  # the E5 fits: a real choice
    assert [(e.concept, e.correct) for e in err.learning] == [
        ("pitch.same-name", False),
        ("pitch.read.F4", False),
    ]
    assert all(e.detail["options"] >= 2 for e in err.learning)  # weighed like the move
    # With nothing to lay, only the draw was right, and a draw is forced: the misreading is
    # logged, not counted (a reviewer's random pupil read 1 right of 39 where chance gives 7).
    err = refused(play, on("HE", "F4q"), 0, "F4q")
    assert [e.detail["options"] for e in err.learning] == [1, 1]
    assert not any(is_decision(e.detail, False) for e in err.learning)


def test_cs_sheet_5_a_note_on_a_note_by_its_rhythm_is_no_reading():
    _s, events = play(on("E4q", "G4q"), 0, "G4q")  # same rhythm: no name was read
    assert [c for c, _ in _learned(events)] == ["rhythm.same"]
