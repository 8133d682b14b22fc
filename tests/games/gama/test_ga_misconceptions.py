"""Issue 18, GA-3 misconceptions: the scale goes round (after Si, Do) and a pupil who does not
go round there is told so, the plainer diagnoses first."""

from theory.lessons.gen_scale import scale_trap

from .util import deal, play, refused


def _mis(err) -> str | None:
    return err.learning[0].misconception


def test_ga_sheet_7_on_si_a_wrong_note_is_told_as_on_any_other_note():
    # A reviewer's find: any wrong note on Si was « n’a pas fait le tour », Si → Mi included,
    # while Fa → Ré had no code. A skip is a skip everywhere; « no-wrap » is for ♯ and ♭.
    s = deal([["Ea", "Ag", "Bg", "Dg", "Cg"], ["Ca"]], ["Bv"])
    assert _mis(refused(play, s, 0, "Ea")) is None
    assert _mis(refused(play, s, 0, "Dg")) == "scale.skip"
    assert _mis(refused(play, s, 0, "Ag")) == "scale.wrong-direction"  # the other way first
    assert _mis(refused(play, s, 0, "Bg")) == "scale.same-note-other-colour"


def test_ga_sheet_7_away_from_the_wrap_a_skip_is_a_skip():
    s = deal([["Ga", "Dg", "Ba"], ["Ca"]], ["Er"])
    assert _mis(refused(play, s, 0, "Ga")) == "scale.skip"  # Mi → Sol
    assert _mis(refused(play, s, 0, "Ba")) is None


def test_ga_sheet_12_a_flat_on_do_asks_si_and_another_note_is_no_wrap():
    s = deal([["♭", "Cr"], ["♭", "Bg", "Ca"], ["♭", "Ba", "Cg"], ["Bv", "Dv", "Ga"]], ["Cr"])
    s, _ = play(s, 2, "♭")
    assert s.demand["note"] == "B" and s.turn == 3
    assert _mis(refused(play, s, 3, "Ga")) == "scale.no-wrap"
    assert _mis(refused(play, s, 3, "Dv")) == "scale.wrong-direction"


def test_the_lessons_scale_trap_names_the_wrap_the_same_way():
    assert scale_trap("B", "E", 1) == "scale.no-wrap"
    assert scale_trap("C", "F", -1) == "scale.no-wrap"
    assert scale_trap("B", "A", 1) == "scale.wrong-direction"
    assert scale_trap("B", "D", 1) == "scale.skip"
    assert scale_trap("E", "A", 1) is None  # not at the wrap: unrecognised
