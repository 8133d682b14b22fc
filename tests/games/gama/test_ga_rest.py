"""The quarter rest and its run (GA-4, GA-ours-9) and who plays after it (our choice)."""

from games.engine import Action

from .util import R, deal, draw, end_run, kinds, learned, play, refused, top

HANDS = [
    ["rest", "Ar", "Br", "Ca", "Dao", "Ga", "Ev"],
    ["Cg", "Eg"],
    ["Gv", "♭", "Bv"],
    ["Fv", "Gvo"],
]


def test_ga_sheet_19_the_rest_blocks_every_other_player_once():
    s = deal(HANDS, ["Er"])
    s, events = play(s, 0, "rest")
    block = [e for e in events if e.kind == "block"][0]
    assert block.data["seats"] == [1, 2, 3] and R.stage(s).name == "run"
    assert R.stage(s).must == (0,) and R.stage(s).may == ()
    for seat in (1, 2, 3):
        assert R.legal_actions(s, seat) == []
    assert refused(play, s, 2, "♭").code == "run-blocks-everyone"
    err = refused(play, s, 1, "Cg")
    # No ♭ may go down during the run either: she is not sent to try one (a reviewer's find).
    assert (
        err.code == "not-your-turn"
        and str(err) == "Ce n’est pas ton tour\u00a0: attends ton tour pour jouer."
    )
    assert learned(events) == [("rest.quarter", True, None)]


def test_ga_sheet_20_then_any_note_card_and_a_run_each_legal_on_the_previous():
    s, _ = play(deal(HANDS, ["Er"]), 0, "rest")
    legal = R.legal_actions(s, 0)
    assert all(a.kind == "play" for a in legal) and len(legal) == 6  # any note card; no end yet
    assert refused(end_run, s, 0).code == "run-must-start"
    assert refused(draw, s, 0).code == "no-draw-in-run"
    s, events = play(s, 0, "Ga")  # any note: nothing to follow
    assert learned(events) == [("rest.run", True, None)] and s.turn == 0
    s, _ = play(s, 0, "Ar")  # next note up
    s, events = play(s, 0, "Br")  # same colour and next note: the colour, plainer (issue 18)
    assert learned(events) == [("colour.same", True, None)]
    err = refused(play, s, 0, "Dao")
    assert err.code == "not-following"
    assert Action(0, "end-run") in R.legal_actions(s, 0)
    s, _ = play(s, 0, "Ca")
    s, _ = play(s, 0, "Dao")
    assert s.run == {"seat": 0, "notes": 5, "ovals": 1} and s.turn == 0


def test_ga_ours_9_each_oval_of_the_run_adds_two_for_the_next_player():
    hands = [["rest", "Gro", "Dro", "Ea"], ["Cg", "Eg"], ["Gv", "Gvo"]]
    s, _ = play(deal(hands, ["Er"]), 0, "rest")
    s, _ = play(s, 0, "Gro")
    s, _ = play(s, 0, "Dro")  # same colour
    s, events = end_run(s, 0)
    assert s.oval_draw == 4 and s.turn == 1 and "oval" in kinds(events)
    assert R.observation(s, 1)["expect"] == {
        "reason": "oval",
        "note": None,
        "colour": None,
        "under": None,
        "draw": 4,
    }
    assert R.legal_actions(s, 1) == [Action(1, "draw")]
    s, _ = draw(s, 1)
    assert len(s.hands[1]) == 6 and s.oval_draw == 0 and s.turn == 2


def test_ga_4_run_the_next_player_to_the_left_plays_after_the_run():
    """Our choice: the others' blocks are the turns the run takes; then seat + 1 plays."""
    s = deal(HANDS, ["Er"], blocked=[2])
    s, _ = play(s, 0, "rest")
    assert s.blocked == [0, 0, 0, 0]  # an older block is spent too: blocks never add up
    s, _ = play(s, 0, "Ar")
    s, events = end_run(s, 0)
    assert s.turn == 1 and s.run is None and "run-end" in kinds(events)
    assert learned(events) == [("rest.run", True, None)]
    assert top(s) == "N:A:rosu"


def test_ga_4_run_a_rest_needs_a_note_card_to_follow_it():
    s = deal([["rest", "♯", "♭"], ["Cg"]], ["Er"])
    err = refused(play, s, 0, "rest")
    assert err.code == "rest-needs-note"
    assert [R.CARDS[a.cards[0]].kind for a in R.legal_actions(s, 0)] == ["diez", "bemol"]
    last = deal([["rest"], ["Cg"]], ["Er"])
    s, events = play(last, 0, "rest")  # a rest as last card ends the round
    assert s.phase == "round-over" and "round-end" in kinds(events)


def test_ga_4_run_ends_by_itself_only_when_the_player_says_so():
    s, _ = play(deal([["rest", "Cr", "Fg"], ["Cg"]], ["Er"]), 0, "rest")
    s, _ = play(s, 0, "Cr")
    assert R.legal_actions(s, 0) == [Action(0, "end-run")]  # nothing follows Do rouge
    assert refused(end_run, deal([["Cr", "Dr"], ["Cg"]], ["Er"]), 0).code == "no-run"
