"""♭ ♯ ♮: where they go, whom they block, what they demand (GA-4, GA-ours-6…8)."""

from games.engine import Action

from .util import R, deal, draw, kinds, learned, play, refused, top

FOUR = [["♭", "♯", "♮", "Cr", "Fg"], ["♭", "Bg", "Ca"], ["♭", "Ba", "Cg"], ["Bv", "Dv", "Ga"]]


def skipped(events) -> list[int]:
    return [e.data["seat"] for e in events if e.kind == "skip"]


def test_ga_sheet_9_a_flat_at_any_time_once_the_do_is_down_even_out_of_turn():
    s = deal(FOUR, ["Cr"], turn=0)
    stage = R.stage(s)
    assert stage.must == (0,) and stage.may == (1, 2, 3)  # public: not only the ♭ holders
    assert R.legal_actions(s, 2) == [Action(2, "play", (s.hands[2][0],))]
    assert R.legal_actions(s, 3) == []
    s2, events = play(s, 2, "♭")
    assert top(s2) == "bemol" and events[0].data["out_of_turn"] is True
    assert learned(events) == [("accidental.flat", True, None)]
    opening = deal([["Cr", "Dr"], ["♭", "Ca"]])
    assert R.stage(opening).may == () and R.legal_actions(opening, 1) == []
    assert refused(play, opening, 1, "♭").code == "flat-before-do"


def test_ga_sheet_9_option_flat_only_on_ones_own_turn():
    s = deal(FOUR, ["Cr"], options=R.Options(flat_own_turn_only=True))
    assert R.stage(s).may == () and R.legal_actions(s, 2) == []
    assert refused(play, s, 2, "♭").code == "flat-own-turn-only"
    s, _ = play(s, 0, "♭")
    assert s.demand["type"] == "flat"


def test_ga_sheet_10_a_flat_goes_on_a_note_card_of_any_colour_never_on_a_sign():
    s = deal(FOUR, ["Cg"])
    s, _ = play(s, 0, "♯")  # a ♯ on top, its demand pending
    assert R.stage(s).may == ()
    err = refused(play, s, 1, "♭")
    assert err.code == "accidental-on-demand"
    assert str(err).startswith("Dans Gama, après un ♯ sur Do, la note suivante de la gamme est Ré")
    run = deal([["rest", "Cr", "Dr"], ["♭", "Ca"]], ["Er"])
    run, _ = play(run, 0, "rest")
    assert refused(play, run, 1, "♭").code == "run-blocks-everyone"


def test_ga_sheet_11_a_flat_blocks_the_player_before_its_layer():
    s = deal(FOUR, ["Cr"], turn=0)
    s, events = play(s, 2, "♭")  # seat 1, before seat 2, is blocked
    assert s.blocked == [0, 1, 0, 0] and s.turn == 3
    s, _ = play(s, 3, "Bv")
    s, events = play(s, 0, "Cr")
    assert skipped(events) == [1] and s.turn == 2


def test_ga_sheet_11_a_flat_takes_the_current_turn_of_the_player_before():
    s = deal(FOUR, ["Cr"], turn=1)
    s, events = play(s, 2, "♭")  # it was seat 1's turn: that is the turn he loses
    assert skipped(events) == [1] and s.blocked == [0, 0, 0, 0] and s.turn == 3
    s, _ = play(s, 3, "Bv")
    s, _ = play(s, 0, "Cr")
    assert s.turn == 1  # he plays again next time round


def test_ga_sheet_12_a_flat_makes_the_player_after_lay_the_note_below_any_colour():
    s = deal(FOUR, ["Cr"], turn=0)
    s, _ = play(s, 2, "♭")
    assert s.demand == {"type": "flat", "note": "B", "under": "C", "by": 2} and s.turn == 3
    assert R.observation(s, 0)["expect"]["note"] == "B"
    err = refused(play, s, 3, "Dv")
    assert err.code == "demand-not-met" and err.learning[0].misconception == "scale.wrong-direction"
    assert str(err) == (
        "Dans Gama, après un ♭, on descend d’une note dans la gamme, de n’importe quelle couleur. "
        "En descendant la gamme, après Do vient Si, pas Ré."
    )
    s, events = play(s, 3, "Bv")  # Do -> Si, any colour; play goes on from him
    assert learned(events) == [("scale.previous", True, None)] and s.turn == 0


def test_ga_sheet_13_a_sharp_is_laid_on_ones_own_turn_on_a_note_card():
    out_of_turn = deal([["Cr", "Dr"], ["♯", "Fr"], ["Er"]], ["Ea"])
    err = refused(play, out_of_turn, 1, "♯")
    assert err.code == "not-your-turn" and "seul" not in str(err) and "qu’un ♭" in str(err)
    assert R.legal_actions(out_of_turn, 1) == []
    s, events = play(deal(FOUR, ["Ea"]), 0, "♯")  # on a blue note: whatever its colour
    assert learned(events) == [("accidental.sharp", True, None)]


def test_ga_sheet_14_a_sharp_blocks_the_player_after_its_layer():
    s, events = play(deal(FOUR, ["Ea"]), 0, "♯")
    assert skipped(events) == [1] and s.turn == 2


def test_ga_sheet_15_a_sharp_makes_the_player_on_turn_lay_the_note_above():
    s, _ = play(deal(FOUR, ["Ba"]), 0, "♯")
    assert s.demand == {"type": "sharp", "note": "C", "under": "B", "by": 0} and s.turn == 2
    err = refused(play, s, 2, "Ba")
    assert err.learning[0].misconception == "scale.no-step"
    s, events = play(s, 2, "Cg")  # Si -> Do, any colour
    assert learned(events) == [("scale.next", True, None)] and s.turn == 3


def test_ga_sheet_16_a_natural_is_laid_on_ones_own_turn_on_a_note_card():
    s = deal([["Cr", "Dg"], ["♮", "Ba"], ["Er"]], ["Ea"])
    assert refused(play, s, 1, "♮").code == "not-your-turn"
    s, events = play(deal(FOUR, ["Ag"]), 0, "♮")
    assert learned(events) == [("accidental.natural", True, None)]


def test_ga_sheet_17_a_natural_blocks_the_players_before_and_after():
    s, events = play(deal(FOUR, ["Ag"]), 0, "♮")
    assert skipped(events) == [1] and s.blocked == [0, 0, 0, 1] and s.turn == 2
    s, _ = draw(s, 2)
    assert s.turn == 0  # seat 3 loses his turn too


def test_ga_sheet_18_a_natural_makes_the_player_on_turn_lay_the_same_note():
    s, _ = play(deal(FOUR, ["Ba"]), 0, "♮")
    assert s.demand == {"type": "natural", "note": "B", "under": "B", "by": 0}
    err = refused(play, s, 2, "Cg")
    assert str(err) == (
        "Après un ♮ sur Si, on rejoue la même note, Si, de n’importe quelle couleur\u00a0; pas Do."
    )
    s, events = play(s, 2, "Ba")
    assert learned(events) == [("scale.same", True, None)]


def test_ga_sheet_21_a_block_costs_one_turn_only():
    s, _ = play(deal(FOUR, ["Ea"]), 0, "♯")
    s, _ = draw(s, 2)
    s, _ = draw(s, 3)
    assert s.turn == 0
    s, events = play(s, 0, "Fg")
    assert skipped(events) == [] and s.turn == 1


def test_ga_sheet_22_blocks_do_not_add_up():
    s = deal(FOUR, ["Cr"], turn=0)
    s, _ = play(s, 2, "♭")  # blocks seat 1
    s, _ = play(s, 3, "Bv")
    s, events = play(s, 0, "♮")  # blocks seat 3 and seat 1 again
    assert s.blocked == [0, 0, 0, 1] and skipped(events) == [1] and s.turn == 2
    s, events = play(s, 2, "Ba")
    assert skipped(events) == [3] and s.turn == 0
    s, _ = play(s, 0, "Cr")
    assert s.turn == 1  # seat 3 missed one turn, seat 1 one turn only


def test_ga_ours_6_the_rest_too_goes_only_on_a_note_card():
    s, _ = play(deal([["♯", "Ca"], ["Dg"], ["rest", "Fa"]], ["Ba"]), 0, "♯")
    assert s.turn == 2
    err = refused(play, s, 2, "rest")
    assert err.code == "accidental-on-demand"
    assert refused(play, deal([["rest", "Ca"], ["Dg"]]), 0, "rest").code == "opening-do"


def test_ga_ours_7_no_sign_while_a_demand_or_an_oval_draw_is_pending():
    s, _ = play(deal([["♯", "Ca"], ["Dg"], ["♮", "♭", "Fa"]], ["Ea"]), 0, "♯")
    assert refused(play, s, 2, "♮").code == "accidental-on-demand"
    assert refused(play, s, 2, "♭").code == "accidental-on-demand"
    s, _ = play(deal([["Gro", "Ca"], ["♯", "rest", "♭", "Ea"], ["Ba"]], ["Fr"]), 0, "Gro")
    assert s.oval_draw == 2 and R.stage(s).may == ()
    for sign in ("♯", "rest", "♭"):
        assert refused(play, s, 1, sign).code == "accidental-on-oval"
    assert refused(play, s, 2, "Ba").code == "not-your-turn"


def test_ga_ours_8_two_players_the_demand_falls_on_the_next_who_actually_plays():
    two = [["♯", "♭", "♮", "Fg", "Dg", "Ea", "Cr"], ["♭", "Ba", "Cg", "Ag"]]
    s, events = play(deal(two, ["Er"]), 0, "♯")  # the opponent skips: Fa falls on seat 0
    assert skipped(events) == [1] and s.turn == 0 and s.demand["note"] == "F"
    s, _ = play(s, 0, "Fg")
    assert s.turn == 1
    s, events = play(deal(two, ["Er"]), 0, "♮")  # before and after are one seat: one block
    assert skipped(events) == [1] and s.turn == 0 and s.demand["note"] == "E"
    s, events = play(deal(two, ["Er"]), 0, "♭")  # on his own turn
    assert skipped(events) == [1] and s.turn == 0 and s.demand["note"] == "D"
    s, _ = play(s, 0, "Dg")
    assert s.turn == 1 and s.blocked == [0, 0]
    s, events = play(deal(two, ["Er"], turn=1), 0, "♭")  # out of turn: the opponent's turn
    assert skipped(events) == [1] and s.turn == 0 and s.demand["note"] == "D"
    s, _ = play(s, 0, "Dg")
    assert s.turn == 1 and s.blocked == [0, 0]
    s, events = play(deal([["Ca", "Dg"], ["♭", "Ba", "Cg"]], ["Er"]), 1, "♭")
    assert s.turn == 1 and s.demand["note"] == "D"  # seat 0 loses his turn, seat 1 plays on
    assert kinds(events).count("skip") == 1


def test_ga_4_with_three_players_a_natural_falls_on_its_own_player():
    """Rulings v3: with 3 players the ♮ blocks both others, so its own player lays the same note."""
    s = deal([["♮", "Ba", "Cr"], ["Dg", "Er"], ["Fa", "Gg"]], ["Bg"])
    s, events = play(s, 0, "♮")
    assert sorted(skipped(events) + [i for i, b in enumerate(s.blocked) if b]) == [1, 2]
    assert s.turn == 0 and s.demand == {"type": "natural", "note": "B", "under": "B", "by": 0}
    assert "la même note, Si" in str(refused(play, s, 0, "Cr"))
    s, events = play(s, 0, "Ba")
    assert learned(events) == [("scale.same", True, None)] and s.turn == 1
