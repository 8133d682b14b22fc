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


def sequence_events(events):
    return [e for e in events if e.concept == "rules.sequence"]


def test_cs_sheet_31_an_intervalle_on_a_hauteur_beside_a_rythme_is_a_sequence_decision():
    """Issue 18: `rules.sequence` is credited right when the hand held a card its kind forbids
    there; its choices are the cards whose kind decides (the Notes' names decide, not kinds)."""
    s = deal([["I3", "soupir", "Rq", "HD", "C4q"], ["C5s"]], ["HC"], options=QUIET)
    (event,) = sequence_events(events_of(play(s, 0, "I3")))
    assert event.correct
    # I3 and the soupir may follow a Hauteur by their kind, the Rythme and Hauteur Ré may not
    assert (event.detail["options"], event.detail["fitting"]) == (4, 2)
    assert is_decision(event.detail)
    err = refused(play, s, 0, "Rq")
    (wrong,) = sequence_events(err.learning)
    assert not wrong.correct and (wrong.detail["options"], wrong.detail["fitting"]) == (4, 2)


def test_cs_sheet_37_an_intervalle_on_a_note_tells_nothing_about_the_sequence():
    """On a Note no card is refused for its kind: no way to be wrong, no event."""
    s = deal([["I3", "soupir", "Rq", "HD"], ["C5s"]], ["C4q"], options=QUIET)
    assert sequence_events(events_of(play(s, 0, "I3"))) == []


def test_cs_sheet_31_a_lone_card_of_the_right_kind_is_a_forced_move():
    s = deal([["I3", "Rq", "E5h"], ["C5s"]], ["HC"], options=QUIET)
    (event,) = sequence_events(events_of(play(s, 0, "I3")))
    assert (event.detail["options"], event.detail["fitting"]) == (2, 1)
    assert not is_decision(event.detail)  # the Rythme's refusal says where to go


def test_cs_sheet_27_an_intervalle_on_a_rythme_is_a_sequence_mistake():
    s = deal([["I3", "Rh", "soupir"], ["C5s"]], ["Rq"], options=QUIET)
    (wrong,) = refused(play, s, 0, "I3").learning
    assert (wrong.concept, wrong.correct) == ("rules.sequence", False)
    assert (wrong.detail["options"], wrong.detail["fitting"]) == (2, 1)
    assert is_decision(wrong.detail, correct=False)
