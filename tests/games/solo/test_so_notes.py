"""« Solo en notes » (an option of ours): number cards read as notes on the treble staff, and
every lay of a number card on a number card of another colour is a pitch-reading decision."""

import pytest

from games.engine import Action, IllegalAction, Rng, learning_events
from games.engine.evidence import is_decision
from games.solo.rules_text import PITCHES, card_label

from .util import R, deal, draw, learned, play, quick, refused

NOTES = R.Options(notes=True)


def test_notes_map_one_to_do4_through_nine_to_re5():
    assert [PITCHES[v] for v in range(1, 10)] == [
        "C4",
        "D4",
        "E4",
        "F4",
        "G4",
        "A4",
        "B4",
        "C5",
        "D5",
    ]
    assert card_label("rouge-1-1", "fr", notes=True).startswith("Do")
    assert card_label("rouge-9-1", "fr", notes=True).startswith("Ré")
    assert card_label("rouge-9-1", "fr") == "9 rouge"


def test_same_note_other_colour_is_a_right_reading():
    state = deal([["b5", "b1"], ["v1", "v2"]], ["r5"], options=NOTES)
    state, events = play(state, 0, "b5")
    assert learned(events) == [("pitch.read", True, None)]
    assert events[-1].visible_to == (0,)


@pytest.mark.parametrize(
    "token,misconception",
    [
        ("v4", "pitch.step-off"),
        ("v6", "pitch.step-off"),
        ("v3", "pitch.third-off"),
        ("v7", "pitch.third-off"),
        ("v9", None),
    ],
)
def test_a_refused_note_names_the_confusion(token, misconception):
    state = deal([[token, "b1"], ["v1", "v2"]], ["r5"], options=NOTES)  # r5 = Sol4
    err = refused(play, state, 0, token)
    assert [(e.concept, e.correct, e.misconception) for e in err.learning] == [
        ("pitch.read", False, misconception)
    ]
    assert "Sol" in str(err)


def test_a_lay_decided_by_colour_reads_nothing_a_quick_discard_reads_right_or_wrong():
    state = deal([["r7", "r1"], ["r5", "v2", "v1"]], ["r5"], options=NOTES)
    assert learned(play(state, 0, "r7")[1]) == []
    # the twin laid out of turn is a note read as the same, counted as its misreading is (a
    # reviewer's find: only the wrong ones were filed); the only red number card: no choice
    [right] = [e for e in quick(state, 1, "r5")[1] if e.kind == "learning"]
    assert (right.data["concept"], right.data["correct"]) == ("pitch.read", True)
    assert (right.data["detail"]["options"], right.data["detail"]["fitting"]) == (1, 1)
    among = deal([["r7", "r1"], ["r5", "r3", "v1"]], ["r5"], options=NOTES)
    [right] = [e for e in quick(among, 1, "r5")[1] if e.kind == "learning"]
    detail = right.data["detail"]
    assert right.data["correct"] and (detail["options"], detail["fitting"]) == (2, 1)
    assert is_decision({**detail, "first_try": True}, True)  # as the classroom stamps it
    assert not is_decision({**detail, "after_refusal": True}, True)
    misread = deal([["r7", "r1"], ["v1", "v2"]], ["r5"], turn=1, options=NOTES)
    err = refused(quick, misread, 0, "r7")
    assert [(e.correct, e.misconception) for e in err.learning] == [(False, "pitch.third-off")]
    assert (err.learning[0].detail["options"], err.learning[0].detail["fitting"]) == (2, 0)


def test_a_quick_discard_of_another_colour_misreads_no_note():
    """Blue 3 on red 5 is refused for its colour, seen at a glance: no pitch evidence."""
    state = deal([["b3", "r1"], ["v1", "v2"]], ["r5"], turn=1, options=NOTES)
    err = refused(quick, state, 0, "b3")
    assert err.code == "quick-not-identical" and err.learning == ()


def test_without_the_option_solo_yields_no_learning_event():
    state = deal([["b5", "v4"], ["v1", "v2"]], ["r5"])
    assert learned(play(state, 0, "b5")[1]) == []
    assert refused(play, state, 0, "v4").learning == ()
    state = R.new_game(4, R.Options(), 5)
    rng = Rng(5)
    for _ in range(300):
        if state.phase != "play":
            break
        seat = state.turn
        for cid in state.hands[seat]:
            try:
                R.apply(state, Action.of(seat, "play", {"cards": [cid], "choice": "rouge"}))
            except IllegalAction as err:
                assert err.learning == ()
        state, events = R.apply(state, rng.choice(R.legal_actions(state, seat)))
        assert learned(events) == []


def test_issue_18_a_reading_says_its_choices_and_the_lone_fitting_one_is_forced():
    """The reading choices are the number cards of another colour (a same-colour card or a
    joker fits by its colour): among two where one reads the same note, it is forced."""
    from games.engine.evidence import is_decision

    state = deal([["b5", "j5", "v2", "r1", "b1"], ["v1", "v2"]], ["r5"], options=NOTES)
    (event,) = learning_events(play(state, 0, "b5")[1])
    # b5, j5, v2, b1 are of another colour (r1 fits by its colour): b5 and j5 read Sol
    assert (event.detail["options"], event.detail["fitting"], event.detail["hinted"]) == (
        4,
        2,
        False,
    )
    assert is_decision(event.detail)
    (wrong,) = refused(play, state, 0, "v2").learning
    assert (wrong.detail["options"], wrong.detail["fitting"]) == (4, 2)
    assert is_decision(wrong.detail, correct=False)
    lone = deal([["b5", "b1"], ["v1", "v2"]], ["r5"], options=R.Options(notes=True, hints=True))
    (forced,) = learning_events(play(lone, 0, "b5")[1])
    assert (forced.detail["options"], forced.detail["fitting"]) == (2, 1)
    assert forced.detail["hinted"] is True and not is_decision(forced.detail)


def test_a_refusal_in_notes_speaks_of_notes_not_digits():
    """The cards show no digit in « Solo en notes »: « la même note », not « le même chiffre »."""
    for options, word in ((NOTES, "la même note"), (R.Options(), "le même chiffre")):
        err = refused(play, deal([["b3", "b1"], ["v1", "v2"]], ["r5"], options=options), 0, "b3")
        assert err.code == "not-matching" and word in err.why.render("fr")
    err = refused(play, deal([["b3", "b1"], ["v1", "v2"]], ["r5"], options=NOTES), 0, "b3")
    assert "aceeași notă" in err.why.render("ro") and "the same note" in err.why.render("en")


def test_a_refused_quick_discard_is_filed_on_the_pupil_who_pressed_with_the_hint_said():
    # A reviewer's mutants survived: the seat on turn credited, the hint's stamp dropped.
    for hints in (False, True):
        options = R.Options(notes=True, hints=hints)
        state = deal([["r7", "r1"], ["v1", "v2"], ["r3", "b2"]], ["r5"], options=options)
        err = refused(quick, state, 2, "r3")
        [event] = err.learning
        assert event.seat == 2 and event.detail["hinted"] is hints


def test_a_drawn_card_laid_is_a_forced_reading():
    # SO-2: after a draw only the drawn card may go: laying it is no choice among the hand.
    state = deal([["b3", "j4", "v2"], ["v1", "v2"]], ["r5"], draw_top=["v5"], options=NOTES)
    state, _ = draw(state, 0)
    [event] = [e for e in play(state, 0, "v5")[1] if e.kind == "learning"]
    assert event.data["correct"] and not is_decision(event.data["detail"], True)
    assert (event.data["detail"]["options"], event.data["detail"]["fitting"]) == (1, 1)


def test_a_misreading_with_no_note_to_read_right_this_turn_is_logged_not_counted():
    # No card of another colour reads the top's note: no right reading could be filed this
    # turn, so the misses alone would only sink the grid (a reviewer's random pupil read 4
    # right of 139 where chance gives 15).
    err = refused(play, deal([["v7", "j3"], ["v1", "v2"]], ["r5"], options=NOTES), 0, "v7")
    [event] = err.learning
    assert not event.correct and not is_decision(event.detail, False)
    err = refused(play, deal([["v7", "j5"], ["v1", "v2"]], ["r5"], options=NOTES), 0, "v7")
    assert is_decision(err.learning[0].detail, False)  # the yellow 5 read right was there
