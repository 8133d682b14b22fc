"""Ovals (GA-6), the stock rebuilt (GA-7), the end of a round and the score (GA-8)."""

from games.engine import Action

from .util import R, deal, draw, kinds, learned, play, refused, top


def test_ga_sheet_25_an_oval_makes_the_next_player_draw_two_and_end_his_turn():
    s = deal([["Gro", "Ca"], ["Ar", "Eg"], ["Av", "Cv"]], ["Fr"])
    s, events = play(s, 0, "Gro")
    assert s.oval_draw == 2 and s.turn == 1 and "oval" in kinds(events)
    assert R.legal_actions(s, 1) == [Action(1, "draw")]
    assert refused(play, s, 1, "Ar").code == "oval-pending"
    s, events = draw(s, 1)
    assert len(s.hands[1]) == 4 and s.turn == 2 and s.oval_draw == 0
    assert learned(events) == [("rules.oval", True, None)]
    s, _ = play(s, 2, "Av")  # then play goes on, on the oval card as on any note
    assert top(s) == "N:A:verde"


def test_ga_sheet_26_another_oval_of_any_colour_or_note_passes_the_draw_on():
    hands = [["Gro", "Ca"], ["Dvo", "Eg"], ["Gao", "Cv"], ["Ba", "Cg"]]
    s, _ = play(deal(hands, ["Fr"]), 0, "Gro")
    legal = R.legal_actions(s, 1)
    assert [a.kind for a in legal] == ["play", "draw"]  # pass it on, or take the cards
    s, events = play(s, 1, "Dvo")  # neither red nor La: an oval on an oval
    assert s.oval_draw == 4 and learned(events) == [("rules.oval", True, None)]
    s, _ = play(s, 2, "Gao")
    assert s.oval_draw == 6 and s.turn == 3
    s, _ = draw(s, 3)
    assert len(s.hands[3]) == 8 and s.turn == 0


def test_ga_sheet_24_an_empty_stock_is_rebuilt_from_the_pile_but_its_top():
    pile = ["Cr", "Dr", "Er", "Fr", "Gr"]
    s = deal([["Ba", "Cg"], ["Ca", "Bg"]], pile, stock_size=0)
    assert s.stock == [] and len(s.pile) == 72 - 4
    top_before = s.pile[-1]
    s, events = draw(s, 0)
    assert "reshuffle" in kinds(events) and s.pile == [top_before]
    assert len(s.stock) == 72 - 4 - 1 - 1 and len(s.hands[0]) == 3
    empty = deal([["Ba", "Cg"], ["Ca", "Bg"]], ["Gr"], stock_size=0)
    empty.pile = [empty.pile[-1]]
    empty.hands[1] += [c for c in R.DECK if c not in empty.pile and c not in empty.hands[0]][2:]
    s, events = draw(empty, 0)  # nothing to rebuild from: he gets what there is
    assert len(s.hands[0]) == 2 and s.turn == 1


def test_ga_sheet_27_the_round_ends_as_soon_as_a_hand_is_empty():
    s = deal([["Dr"], ["Ca", "Eg"], ["Bv"]], ["Cr"])
    s, events = play(s, 0, "Dr")
    assert s.phase == "round-over" and "round-end" in kinds(events)
    assert R.stage(s).name == "deal" and R.legal_actions(s, 2) == []
    assert refused(play, s, 1, "Ca").code == "round-over"


def test_ga_sheet_28_each_player_scores_the_number_of_cards_in_his_hand():
    s = deal([["Dr"], ["Ca", "Eg", "♭"], ["Bv", "rest"]], ["Cr"])
    s, events = play(s, 0, "Dr")
    assert s.rounds[-1]["points"] == [0, 3, 2] and s.scores == [0, 3, 2]
    end = [e for e in events if e.kind == "round-end"][0]
    assert end.data["winner"] == 0 and len(end.data["hands"][1]) == 3
    assert R.outcome(s).scores == (0, 3, 2) and not R.outcome(s).finished


def test_ga_sheet_29_as_many_rounds_as_players():
    for seats in (2, 3, 6):
        s = R.new_game(seats, R.Options(), 1)
        assert s.total_rounds == seats and R.observation(s, 0)["rounds"] == seats
    s = deal([["Dr"], ["Ca"], ["Bv"]], ["Cr"], round=2)
    s, _ = play(s, 0, "Dr")
    assert s.phase == "round-over"
    s = deal([["Dr"], ["Ca"], ["Bv"]], ["Cr"], round=3)
    s, events = play(s, 0, "Dr")
    assert s.phase == "game-over" and "game-end" in kinds(events)
    assert R.new_game(3, R.Options(rounds=1), 1).total_rounds == 1


def test_ga_sheet_30_the_fewest_total_points_wins():
    s = deal([["Dr"], ["Ca", "Eg"], ["Bv"]], ["Cr"], round=3, scores=[9, 2, 5])
    s, _ = play(s, 0, "Dr")
    result = R.outcome(s)
    assert result.finished and result.scores == (9, 4, 6) and result.winners == (1,)


def test_ga_ours_12_an_oval_as_last_card_ends_the_round_nobody_draws():
    s = deal([["Gro"], ["Ca", "Eg"], ["Bv"]], ["Fr"])
    stock = len(s.stock)
    s, events = play(s, 0, "Gro")
    assert s.phase == "round-over" and s.oval_draw == 0 and len(s.stock) == stock
    assert s.rounds[-1]["points"] == [0, 2, 1] and "oval" not in kinds(events)


def test_ga_ours_13_a_demand_survives_a_rebuild_of_the_stock():
    sharp = {"type": "sharp", "note": "F", "under": "E", "by": 0}
    hands = [["Fr", "Dg"], ["Bg"], ["Ag", "Ba"]]
    s = deal(hands, ["Er", "♯"], turn=2, demand=sharp, stock_size=0)
    s, events = draw(s, 2)
    assert "reshuffle" in kinds(events) and top(s) == "diez" and len(s.pile) == 1
    assert s.demand == sharp and s.turn == 0
    s, events = play(s, 0, "Fr")
    assert s.demand is None and learned(events) == [("scale.next", True, None)]


def test_ga_ours_14_equal_fewest_totals_share_the_win():
    s = deal([["Dr"], ["Ca", "Eg"], ["Bv"]], ["Cr"], round=3, scores=[5, 2, 3])
    s, events = play(s, 0, "Dr")
    assert s.scores == [5, 4, 4] and R.outcome(s).winners == (1, 2)
    game_end = [e for e in events if e.kind == "game-end"][0]
    assert game_end.data["winners"] == [1, 2]
