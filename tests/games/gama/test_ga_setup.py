"""The deck (GA-1), the deal and the opening Do (GA-2), the single pile (GA-sheet-1…4)."""

from collections import Counter

from games.engine import Action
from games.gama.cards import COLOUR_SYMBOLS, COLOURS, DECK
from games.gama.rules_state import all_cards

from .util import R, deal, draw, kinds, learned, play, refused, top


def test_ga_sheet_1_seven_cards_are_dealt_to_every_player():
    for seats in range(2, 7):
        s = R.new_game(seats, R.Options(), seats)
        assert [len(h) for h in s.hands] == [7] * seats
        assert R.observation(s, 0)["hand_counts"] == [7] * seats


def test_ga_sheet_2_the_other_cards_stay_face_down_in_the_stock():
    s = R.new_game(4, R.Options(), 3)
    assert len(s.stock) == 72 - 28 and Counter(all_cards(s)) == Counter(DECK)
    for seat in (None, 0, 1, 2, 3):
        obs = R.observation(s, seat)
        assert obs["stock"] == {"count": 44}
        assert not set(s.stock) & {c["id"] for c in obs["hand"] or ()}
        assert set(s.stock) <= R.secret_ids(s, seat)


def test_ga_sheet_3_the_starter_must_open_with_a_do_of_any_colour():
    s = deal([["Ca", "Dr", "♭"], ["Cg", "Er"]])
    assert R.stage(s).name == "opening" and s.demand == {"type": "do", "note": "C"}
    assert R.legal_actions(s, 0) == [Action(0, "play", (s.hands[0][0],))]
    err = refused(play, s, 0, "Dr")
    assert err.code == "opening-do" and learned([e.as_event() for e in err.learning]) == [
        ("scale.opening-do", False, None)
    ]
    assert refused(play, s, 0, "♭").code == "opening-do"
    assert refused(draw, s, 0).code == "cannot-draw-can-play"
    s, events = play(s, 0, "Ca")
    assert top(s) == "N:C:albastru" and s.demand is None and s.turn == 1
    assert learned(events) == [("scale.opening-do", True, None)]


def test_ga_sheet_3_without_a_do_he_draws_and_the_demand_for_a_do_passes_on():
    s = deal([["Dr", "Er"], ["Fg", "Ga"], ["Cv", "Ar"]], stock_top=["Bv", "Ba"])
    assert R.legal_actions(s, 0) == [Action(0, "draw")]
    s, events = draw(s, 0)
    assert "draw" in kinds(events) and len(s.hands[0]) == 3 and s.turn == 1
    assert s.demand == {"type": "do", "note": "C"} and not s.pile
    s, _ = draw(s, 1)
    assert s.turn == 2 and R.stage(s).name == "opening"
    s, _ = play(s, 2, "Cv")
    assert top(s) == "N:C:verde" and s.turn == 0 and R.stage(s).name == "turn"


def test_ga_sheet_4_cards_are_laid_face_up_on_one_pile():
    s = deal([["Cr", "Dr", "Fg"], ["Er", "Ba"]])
    s, _ = play(s, 0, "Cr")
    s, _ = play(s, 1, "Er")
    s, _ = play(s, 0, "Dr")
    assert [R.CARDS[c].face for c in s.pile] == ["N:C:rosu", "N:E:rosu", "N:D:rosu"]
    obs = R.observation(s, 1)
    assert obs["pile"]["top"]["id"] == s.pile[-1] and obs["pile"]["count"] == 3
    assert obs["colour"] == "rosu"


def test_ga_ours_1_fifty_six_note_cards_four_colours_seven_notes_twice():
    notes = [c for c in R.CARDS.values() if c.kind == "note"]
    assert len(notes) == 56
    assert Counter((c.colour, c.name) for c in notes) == {
        (colour, name): 2 for colour in COLOURS for name in "CDEFGAB"
    }


def test_ga_ours_2_eight_ovals_one_sol_and_one_re_per_colour():
    ovals = sorted((c.colour, c.name) for c in R.CARDS.values() if c.oval)
    assert ovals == sorted((colour, name) for colour in COLOURS for name in ("G", "D"))


def test_ga_ours_3_four_of_each_sign_seventy_two_cards():
    counts = Counter(c.kind for c in R.CARDS.values())
    assert counts == {"note": 56, "bemol": 4, "diez": 4, "becar": 4, "pauza": 4}
    assert len(DECK) == len(set(DECK)) == 72
    assert all(c.points == 1 for c in R.CARDS.values())


def test_ga_ours_4_a_note_card_carries_its_note_colour_and_a_shape_per_colour():
    assert len(set(COLOUR_SYMBOLS.values())) == 4
    for c in R.CARDS.values():
        data = c.to_json()
        if c.kind == "note":
            assert data["name"] == c.name and data["colour"] == c.colour
            assert data["symbol"] == COLOUR_SYMBOLS[c.colour] and data["oval"] == c.oval
        else:
            assert data["symbol"] in "♭♯♮𝄽"


def test_ga_ours_5_the_starter_moves_one_seat_each_round():
    s = deal([["Cr"], ["Cg", "Dg"], ["Ca", "Da"]], ["Br"], turn=0)
    s, _ = play(s, 0, "Cr")
    assert s.phase == "round-over" and R.stage(s).must == (1,)
    assert refused(R.apply, s, Action(0, "deal")).code == "round-over"
    s, events = R.apply(s, Action(1, "deal"))
    assert s.round == 2 and s.starter == 1 and s.turn == 1
    assert s.demand == {"type": "do", "note": "C"} and not s.pile
    assert [len(h) for h in s.hands] == [7, 7, 7] and "deal" in kinds(events)
    starters = [R.new_game(3, R.Options(), 5).starter]
    assert starters == [0]  # round 1: the table's first seat
