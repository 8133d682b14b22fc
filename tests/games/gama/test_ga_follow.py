"""Following (GA-3), drawing (GA-5) and the demand that stays (GA-ours-11)."""

from games.engine import Action

from .util import R, deal, draw, learned, play, refused, top


def test_ga_sheet_5_a_card_of_the_same_colour_any_note():
    s = deal([["Ar", "Dg"], ["Ca"]], ["Er"])
    s, events = play(s, 0, "Ar")
    assert top(s) == "N:A:rosu" and learned(events) == [("colour.same", True, None)]


def test_ga_sheet_6_the_next_note_up_any_colour():
    s = deal([["Fg", "Dg"], ["Ca"]], ["Er"])
    s, events = play(s, 0, "Fg")
    assert top(s) == "N:F:galben" and learned(events) == [("scale.next", True, None)]


def test_ga_sheet_7_the_scale_wraps_round_after_si_comes_do():
    s = deal([["Ca", "Dg"], ["Ca"]], ["Bv"])
    s, events = play(s, 0, "Ca")
    assert top(s) == "N:C:albastru" and learned(events) == [("scale.next", True, None)]
    assert refused(play, deal([["Ag", "Dg"], ["Ca"]], ["Bv"]), 0, "Ag").code == "not-following"


def test_ga_sheet_8_not_the_same_note_in_another_colour_not_the_note_below():
    s = deal([["Eg", "Dg", "Ga"], ["Ca"]], ["Er"])
    err = refused(play, s, 0, "Eg")
    assert err.code == "not-following"
    assert learned([e.as_event() for e in err.learning])[0] == (
        "scale.next",
        False,
        "scale.same-note-other-colour",
    )
    assert str(err) == (
        "Le Mi jaune ne va pas sur le Mi rouge\u00a0: il faut une carte rouge (n’importe "
        "quelle note) ou un Fa (n’importe quelle couleur). Après Mi, la note suivante de la "
        "gamme est Fa, pas Mi."
    )
    err = refused(play, s, 0, "Dg")
    assert err.learning[0].misconception == "scale.wrong-direction"
    assert "Après Mi, la note suivante de la gamme est Fa, pas Ré." in str(err)
    err = refused(play, s, 0, "Ga")
    assert err.code == "not-following" and err.learning[0].misconception == "scale.skip"
    assert R.legal_actions(s, 0) == [Action(0, "draw")]


def test_ga_sheet_23_lacking_any_legal_card_draw_one_and_the_turn_ends():
    s = deal([["Ag", "Dg"], ["Ca", "Gv"], ["Ba"]], ["Er"], stock_top=["Fv"])
    s, events = draw(s, 0)
    assert len(s.hands[0]) == 3 and "N:F:verde" in [R.CARDS[c].face for c in s.hands[0]]
    assert s.turn == 1 and top(s) == "N:E:rosu"  # the drawn card is not played
    assert learned(events) == [("scale.next", True, None)]
    drew = [e for e in events if e.kind == "drew"][0]
    assert drew.visible_to == (0,)


def test_ga_sheet_23_no_voluntary_draw():
    s = deal([["Ar", "Dg"], ["Ca"]], ["Er"])
    err = refused(draw, s, 0)
    assert (
        err.code == "cannot-draw-can-play"
        and str(err) == "Tu peux jouer, donc tu ne peux pas piocher."
    )
    assert err.learning[0].concept == "colour.same" and not err.learning[0].correct
    hinted = deal([["Ar", "Dg"], ["Ca"]], ["Er"], options=R.Options(hints=True))
    assert "essaie le La rouge" in str(refused(draw, hinted, 0))
    # holding only a ♭ that could go down, he must lay it rather than draw
    flat = deal([["♭", "Dg"], ["Ca"]], ["Er"])
    assert refused(draw, flat, 0).code == "cannot-draw-can-play"


def test_ga_ours_11_a_pending_demand_stays_for_the_next_player_until_met():
    s = deal([["♯", "Cr"], ["Dg"], ["Ba", "Eg"], ["Ga", "Fv"]], ["Er"])
    s, _ = play(s, 0, "♯")
    assert s.turn == 2 and s.demand["note"] == "F"
    s, _ = draw(s, 2)
    assert s.turn == 3 and s.demand["note"] == "F" and R.stage(s).must == (3,)
    assert R.observation(s, 3)["demand"] == {"type": "sharp", "note": "F", "under": "E", "by": 0}
    s, events = play(s, 3, "Fv")
    assert s.demand is None and s.turn == 0 and learned(events) == [("scale.next", True, None)]
