"""Issue 18: each learning event says how much it tells: the choices the pupil had (`options`),
how many fitted (`fitting`), whether the hints showed them (`hinted`), and what else the move
met (`also`). CS-5: a Note follows a Note by a step, its name or its rhythm."""

from games.engine import learning_events
from games.engine.evidence import is_decision

from .util import R, deal, draw, intercept, play, refused

QUIET = R.Options(hints=False)


def events_of(result):
    return learning_events(result[1])


def test_cs_5_a_conjoint_note_of_the_same_rhythm_credits_the_rhythm_not_the_step():
    s = deal([["D4q", "E5h", "G4e", "C5h"], ["C5s"]], ["C4q"], options=QUIET)
    (event,) = events_of(play(s, 0, "D4q"))
    assert (event.concept, event.correct) == ("rhythm.same", True)
    assert event.detail["also"] == ["pitch.conjoint"]
    # four cards and the draw: D4q and C5h (its name) fit, E5h and G4e do not, no draw
    assert (event.detail["options"], event.detail["fitting"]) == (5, 2)
    assert event.detail["hinted"] is False and is_decision(event.detail)


def test_cs_5_a_conjoint_note_of_another_rhythm_credits_the_step_alone():
    s = deal([["D4e", "E5h", "G4e"], ["C5s"]], ["C4q"], options=QUIET)
    (event,) = events_of(play(s, 0, "D4e"))
    assert event.concept == "pitch.conjoint" and "also" not in event.detail


def test_cs_5_a_refused_note_carries_the_same_choices():
    s = deal([["D4q", "E5h", "G4e"], ["C5s"]], ["C4q"], options=QUIET)
    err = refused(play, s, 0, "E5h")
    (event,) = err.learning
    assert event.correct is False
    assert (event.detail["options"], event.detail["fitting"]) == (4, 1)
    assert is_decision(event.detail, correct=False)  # a refused try could have been right


def test_issue_18_the_only_card_that_fits_is_a_forced_move():
    s = deal([["D4e", "E5h", "G4e"], ["C5s"]], ["C4q"], options=QUIET)
    (event,) = events_of(play(s, 0, "D4e"))
    assert (event.detail["options"], event.detail["fitting"]) == (4, 1)
    assert not is_decision(event.detail)


def test_cs_ours_7_with_hints_every_event_says_it_was_hinted():
    s = deal([["D4e", "E5h", "G4e"], ["C5s"]], ["C4q"], options=R.Options(hints=True))
    (event,) = events_of(play(s, 0, "D4e"))
    assert event.detail["hinted"] is True


def test_cs_12_two_fitting_cards_of_three_choices_make_a_weaker_decision():
    s = deal([["D4e", "C5q"], ["C5s"]], ["C4q"], options=QUIET)
    (event,) = events_of(play(s, 0, "D4e"))
    # both cards fit and the draw is refused: a blind pick is right 2 times in 3
    assert (event.detail["options"], event.detail["fitting"]) == (3, 2)
    assert is_decision(event.detail)
    assert refused(draw, s, 0).code == "cannot-draw-can-play"


def test_cs_10_an_interception_is_one_try_among_the_hands_notes():
    hands = [["C4q", "B4s"], ["HD", "Rh", "G5s"], ["C5q", "C5e", "A5s"], ["F5s", "I3"]]
    s, _ = play(deal(hands, ["E4q"], options=QUIET), 0, "C4q")
    events = events_of(intercept(s, 2, "C5q"))
    by_concept = {e.concept: e.detail for e in events}
    # three Notes; two named Do, one a quarter: a wrong try closes the window, so it is final
    assert (by_concept["pitch.same-name"]["options"], by_concept["pitch.same-name"]["fitting"]) == (
        3,
        2,
    )
    assert by_concept["rhythm.same"]["fitting"] == 1 and by_concept["rhythm.same"]["final"]
    assert all(is_decision(d) for d in by_concept.values())
