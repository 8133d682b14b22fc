"""Intervalle: the obligation, the Musicien escape, the draws (CS-4, CS-6)."""

import pytest

from games.engine import Action, learning_events

from .util import R, deal, draw, play, refused, top

KEEP = "B4s"  # a card the Intervalle's layer keeps, so the round goes on


def after_intervalle(pile_top, size, *hands):
    """Seat 0 lays an Intervalle of `size` on `pile_top`; the other hands follow."""
    s = deal([[f"I{size}", KEEP], *[list(h) for h in hands]], [pile_top])
    s, _ = play(s, 0, f"I{size}")
    assert s.pending == {"type": "interval", "size": size, "drawn": False} and s.turn == 1
    return s


def test_cs_sheet_40_the_next_player_must_form_it_up_or_down():
    s = after_intervalle("C5q", 3, ["E5h", "A4s", "G5h"])
    up, events = play(s, 1, "E5h")
    assert top(up) == "N:E5:half" and up.pending is None and up.turn == 0
    assert learning_events(events)[0].concept == "interval.third.up"
    down, events = play(s, 1, "A4s")
    assert top(down) == "N:A4:16th"
    assert learning_events(events)[0].concept == "interval.third.down"
    legal = {a.cards[0] for a in R.legal_actions(s, 1)}
    assert legal == {"N:E5:half", "N:A4:16th"}


def test_cs_sheet_41_a_note_counts_exact_pitches_from_a_note_names_from_a_hauteur():
    s = after_intervalle("C5q", 3, ["A5e", "A4e", "G5h"])
    err = refused(play, s, 1, "A5e")  # La aigu is a sixth above Do aigu
    assert err.code == "interval-not-formed"
    assert "La grave" in str(err) and "Mi aigu" in str(err)
    assert err.concepts == ("interval.third.up",)
    assert top(play(s, 1, "A4e")[0]) == "N:A4:eighth"
    h = after_intervalle("HC", 3, ["A5e", "E4s", "G5h"])
    assert top(play(h, 1, "A5e")[0]) == "N:A5:eighth"  # from a Hauteur, names only
    assert top(play(h, 1, "E4s")[0]) == "N:E4:16th"


def test_cs_sheet_42_a_hauteur_answer_counts_names_octave_free():
    s = after_intervalle("C5q", 3, ["HE", "HA", "HF", "G5h"])
    assert top(play(s, 1, "HE")[0]) == "H:E"
    assert top(play(s, 1, "HA")[0]) == "H:A"
    err = refused(play, s, 1, "HF")
    assert err.code == "interval-not-formed" and "Mi" in str(err)


def test_cs_sheet_43_unable_with_a_musicien_he_must_lay_it():
    s = after_intervalle("C5q", 3, ["M", "D4q"])
    assert [a.cards[0] for a in R.legal_actions(s, 1)] == ["M:1"] * 11
    assert refused(draw, s, 1).code == "must-play-musicien"
    s2, _ = play(s, 1, "M", demand="G")
    assert s2.pending == {"type": "demand", "value": "G", "by": 1} and s2.turn == 0
    able = after_intervalle("C5q", 3, ["M", "E5q"])
    assert refused(play, able, 1, "M", demand="G").code == "interval-can-be-formed"


@pytest.mark.parametrize("size", [3, 4, 5])
def test_cs_sheet_44_unable_without_musicien_he_draws_3_4_or_5(size):
    s = after_intervalle("C5q", size, ["D5s", "HD"], ["G5h"])
    assert R.legal_actions(s, 1) == [Action(1, "draw")]
    s, _ = draw(s, 1)
    assert len(s.hands[1]) == 2 + size
    assert s.pending == {"type": "interval", "size": size, "drawn": True} and s.turn == 2


def test_cs_sheet_45_then_each_next_player_honours_it_or_draws_2():
    hands = [["I3", KEEP, "A4h"], ["D5s", "HD"], ["M", "D4q"]]
    s = deal(hands, ["C5q"], draw_top=["C4s", "C4e", "D4e", "D4s", "F4s"])
    s, _ = play(s, 0, "I3")
    s, _ = draw(s, 1)  # 3 cards
    assert len(s.hands[1]) == 5
    assert refused(play, s, 2, "M", demand="A").code == "musicien-does-not-help"
    assert R.legal_actions(s, 2) == [Action(2, "draw")]
    s, _ = draw(s, 2)
    assert len(s.hands[2]) == 4 and s.turn == 0
    s, _ = play(s, 0, "A4h")  # round the table: the Intervalle's own player too
    assert s.pending is None and s.turn == 1


def test_cs_sheet_46_nothing_else_answers_an_intervalle():
    s = after_intervalle("C5q", 3, ["Rq", "soupir", "P", "I4", "E5q"])
    for token in ("Rq", "soupir", "P", "I4"):
        assert refused(play, s, 1, token).code == "must-form-interval"
    assert play(s, 1, "E5q")[0].pending is None


def test_cs_sheet_61_intervals_count_the_starting_note():
    s = after_intervalle("C4q", 3, ["F4q", "D4q", "G5h"])
    err = refused(play, s, 1, "F4q")  # Do Ré Mi Fa is a quarte: counted without Do
    assert err.learning[0].misconception == "interval.exclusive-count"
    assert err.learning[0].concept == "interval.third.up"
    assert "Do, Ré, Mi" in str(err)
    err = refused(play, s, 1, "D4q")
    assert err.learning[0].misconception == "interval.off-by-one"
    h = after_intervalle("HC", 3, ["HE", "HA", "G5h"])
    assert top(play(h, 1, "HE")[0]) == "H:E" and top(play(h, 1, "HA")[0]) == "H:A"


def test_cs_6_nothing_but_the_interval_even_for_a_note_that_would_follow():
    s = after_intervalle("C5q", 4, ["C4q", "F5h", "G5h"])
    assert refused(play, s, 1, "C4q").code == "interval-not-formed"  # same name, not a quarte
    s, _ = play(s, 1, "F5h")
    assert top(s) == "N:F5:half"


def test_cs_6_a_refused_card_says_what_this_hand_must_do_about_the_interval():
    """A reviewer's find: a child who could not form the interval was told to lay a card at a
    third of « Do aigu noire » (the rhythm does not count), not that she must draw 3 cards."""
    can = deal([["I3", "B4s"], ["Rq", "E5q", "M"]], ["C5q"])
    can, _ = play(can, 0, "I3")
    assert str(refused(play, can, 1, "Rq")) == (
        "Une tierce est demandée\u00a0: pose une Note ou une Hauteur à une tierce de Do aigu, "
        "en montant ou en descendant."
    )
    cannot = deal([["I3", "B4s"], ["Rq", "D4q", "E4e"]], ["C5q"])
    cannot, _ = play(cannot, 0, "I3")
    err = refused(play, cannot, 1, "Rq")
    assert err.code == "must-form-interval"
    assert str(err) == (
        "Une tierce est demandée, et aucune de tes cartes n’est à une tierce de Do aigu\u00a0: "
        "pioche 3\u00a0cartes."
    )
    assert err.why.render("en").endswith("draw 3 cards.")
    musicien = deal([["I3", "B4s"], ["Rq", "D4q", "M"]], ["C5q"])
    musicien, _ = play(musicien, 0, "I3")
    assert "tu dois le poser" in str(refused(play, musicien, 1, "Rq"))
