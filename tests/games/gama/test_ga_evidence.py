"""Issue 18: Gama's events say how much they tell. The ♭ ♯ ♮ and the rest (GA-4), the first
note of a rest's run and its end (GA-4), the oval (GA-6) and a draw with no alternative (GA-5)
cannot be wrong: they are stamped as such (in the log, never decisions)."""

from games.engine import learning_events
from games.engine.evidence import is_decision

from .util import deal, draw, end_run, play, refused

HANDS = [
    ["rest", "Ar", "Br", "Ca", "Dao", "Ga", "Ev"],
    ["Cg", "Eg"],
    ["Gv", "♭", "Bv"],
    ["Fv", "Gvo"],
]


def events_of(result):
    return learning_events(result[1])


def test_ga_3_a_follow_says_its_choices():
    s = deal(HANDS, ["Er"])
    (event,) = events_of(play(s, 0, "Ar"))  # same colour (red)
    assert event.concept == "colour.same"
    # seven cards and the draw; the rest and the red notes Ar Br fit; Ca, Dao, Ga no; Ev no
    assert event.detail["options"] == 8 and 1 < event.detail["fitting"] < 8
    assert event.detail["hinted"] is False and is_decision(event.detail)


def test_ga_3_a_refusal_carries_the_same_choices():
    s = deal(HANDS, ["Er"])
    err = refused(play, s, 0, "Ca")
    assert {e.concept for e in err.learning} == {"scale.next", "colour.same"}
    fitting = {e.detail["fitting"] for e in err.learning}
    assert {e.detail["options"] for e in err.learning} == {8} and len(fitting) == 1


def test_ga_3_the_next_note_in_the_same_colour_credits_the_colour():
    s = deal(HANDS, ["Ar"])
    (event,) = events_of(play(s, 0, "Br"))
    assert event.concept == "colour.same" and event.detail["also"] == ["scale.next"]


def test_ga_4_the_rest_and_its_run_are_logged_never_decisions():
    s = deal(HANDS, ["Er"])
    s, events = play(s, 0, "rest")
    (rest,) = learning_events(events)
    assert rest.concept == "rest.quarter" and not is_decision(rest.detail)
    s, events = play(s, 0, "Ga")  # any note starts the run
    (first,) = learning_events(events)
    assert first.concept == "rest.run" and not is_decision(first.detail)
    s, events = end_run(s, 0)
    (ended,) = learning_events(events)
    assert ended.concept == "rest.run" and not is_decision(ended.detail)


def test_ga_sheet_9_a_flat_out_of_turn_is_never_a_decision():
    s = deal(HANDS, ["Er"])
    (event,) = events_of(play(s, 2, "♭"))
    assert event.concept == "accidental.flat" and not is_decision(event.detail)


def test_ga_5_a_draw_with_no_alternative_is_not_a_decision():
    s = deal([["Cg", "Eg"], ["Gv"]], ["Ar"])  # no red card, no Si: nothing to lay
    (event,) = events_of(draw(s, 0))
    assert event.correct and event.detail["options"] == event.detail["fitting"] == 1
    # Drawn at once, with no refused try before it, it is still no decision: the classroom's
    # first-try mark must not turn it into one.
    assert not is_decision({**event.detail, "first_try": True})


def test_ga_6_an_oval_is_never_a_decision():
    s = deal([["Gvo", "Ar"], ["Cg", "Eg"]], ["Fv"])
    s, _ = play(s, 0, "Gvo")
    assert s.oval_draw == 2
    (event,) = events_of(draw(s, 1))  # taking the oval's draw
    assert event.concept == "rules.oval" and not is_decision(event.detail)


def test_ga_4_a_draw_refused_for_a_flat_counts_no_more_than_the_flat_laid():
    """A ♭ laid is never counted (it cannot be wrong): the draw refused because a ♭ could go
    down is logged too, not counted, or the grid could only ever sink on ♭."""
    flat = deal([["♭", "Dg"], ["Ca"]], ["Er"])
    (event,) = refused(draw, flat, 0).learning
    assert event.concept == "accidental.flat" and not event.correct
    assert not is_decision(event.detail, correct=False)
    note = deal([["Ar", "Dg"], ["Ca"]], ["Er"])  # a note that could go down: a real miss
    (event,) = refused(draw, note, 0).learning
    assert event.concept == "colour.same" and is_decision(event.detail, correct=False)


def test_ga_5_a_card_refused_when_only_the_draw_was_right_is_logged_not_counted():
    # Nothing to lay, the draw right and forced: counted, the misses alone would only sink the
    # grid (a reviewer's random pupil: 1 right of 39 where chance gives 7).
    s = deal([["Cg", "Gv"], ["Ar", "Br"]], ["Er"])
    err = refused(play, s, 0, "Cg")
    assert err.learning and not any(is_decision(e.detail, False) for e in err.learning)
    s = deal([["Cg", "Fr"], ["Ar", "Br"]], ["Er"])  # the red Fa fits: a real choice
    err = refused(play, s, 0, "Cg")
    assert any(is_decision(e.detail, False) for e in err.learning)
