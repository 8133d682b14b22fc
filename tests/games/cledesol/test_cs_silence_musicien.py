"""Silence (CS-8), Reprise (CS-9) and Musicien (CS-7)."""

from games.engine import Action, learning_events

from .util import R, deal, draw, play, refused, top, top_b


def test_cs_sheet_47_soupir_skips_the_next_player():
    s = deal([["soupir", "C4s"], ["D4s"], ["E4s"], ["F4s"]], ["Rq"])
    s, events = play(s, 0, "soupir")
    assert s.turn == 2 and [e.data["seat"] for e in events if e.kind == "skip"] == [1]


def test_cs_sheet_48_demi_pause_skips_the_next_two_players():
    s = deal([["demi-pause", "C4s"], ["D4s"], ["E4s"], ["F4s"]], ["Rq"])
    assert play(s, 0, "demi-pause")[0].turn == 3
    three = deal([["demi-pause", "C4s"], ["D4s"], ["E4s"]], ["Rq"])
    assert play(three, 0, "demi-pause")[0].turn == 0  # only players other than its own


def test_cs_sheet_48_two_players_demi_pause_skips_once_or_twice_as_an_option():
    hands = [["demi-pause", "C4q", "D4q", "E4q"], ["F4s", "G4s"]]
    s, _ = play(deal(hands, ["Rq"]), 0, "demi-pause")
    assert s.turn == 0
    s, _ = play(s, 0, "C4q")
    assert s.turn == 1
    opt = R.Options(demi_pause_two_turns=True)
    s, _ = play(deal(hands, ["Rq"], options=opt), 0, "demi-pause")
    assert s.turn == 0
    s, _ = play(s, 0, "C4q")
    assert s.turn == 0  # the opponent loses his second turn
    s, _ = play(s, 0, "D4q")
    assert s.turn == 1


def test_cs_sheet_50_reprise_reverses_the_direction():
    s = deal([["P", "C4s"], ["D4s", "Rs"], ["E4s", "A5s"]], ["Rs"])
    s, _ = play(s, 0, "P")
    assert s.direction == -1 and s.turn == 2
    s, _ = play(s, 2, "E4s")
    assert s.turn == 1
    two = deal([["P", "C4s"], ["D4s"]], ["Rs"])
    assert play(two, 0, "P")[0].turn == 1  # with two players the opponent simply plays next


def test_cs_sheet_52_musicien_names_a_pitch_name_or_a_rhythm():
    s = deal([["M", "C4s"], ["A4h", "B4s"]], ["Rs"])
    assert refused(R.apply, s, Action(0, "play", ("M:1",))).code == "musicien-needs-demand"
    assert refused(R.apply, s, Action(0, "play", ("M:1",), "H")).code == "musicien-needs-demand"
    s, _ = play(s, 0, "M", demand="A")
    assert s.pending == {"type": "demand", "value": "A", "by": 0}
    assert R.observation(s, 1)["pending"] == {"type": "demand", "value": "A", "by": 0}
    s, events = play(s, 1, "A4h")
    assert top(s) == "N:A4:half" and s.pending is None
    assert learning_events(events)[0].concept == "pitch.same-name"


def test_cs_sheet_53_cannot_meet_draws_one_and_the_demand_passes_on():
    hands = [["M", "A4h", "C4s"], ["D4q", "HC"], ["E4q", "HD"]]
    s, _ = play(deal(hands, ["Rs"]), 0, "M", demand="A")
    assert R.legal_actions(s, 1) == [Action(1, "draw")]
    s, _ = draw(s, 1)
    assert len(s.hands[1]) == 3 and s.turn == 2 and s.pending["value"] == "A"
    s, _ = draw(s, 2)
    assert s.turn == 0 and s.pending["value"] == "A"  # round the table, to its own player
    s, _ = play(s, 0, "A4h")  # pile A's top (a Rythme) does not matter
    assert s.pending is None and s.turn == 1


def test_cs_sheet_53_the_hauteur_or_rythme_naming_it_meets_the_demand():
    s, _ = play(deal([["M", "C4s"], ["HA", "B4s"]], ["Rs"]), 0, "M", demand="A")
    assert top(play(s, 1, "HA")[0]) == "H:A"
    s, _ = play(deal([["M", "C4s"], ["Re", "B4s"]], ["Rs"]), 0, "M", demand="eighth")
    assert top(play(s, 1, "Re")[0]) == "R:eighth"
    s, _ = play(deal([["M", "C4s"], ["G5e", "B4s"]], ["Rs"]), 0, "M", demand="eighth")
    assert top(play(s, 1, "G5e")[0]) == "N:G5:eighth"
    err = refused(play, s, 1, "B4s")
    assert err.code == "demand-not-met" and "croche" in str(err)


def test_cs_sheet_54_instead_of_drawing_another_musicien_with_a_new_demand():
    s, _ = play(deal([["M", "C4s"], ["M", "D4q"], ["E4s"]], ["Rs"]), 0, "M", demand="A")
    legal = R.legal_actions(s, 1)
    assert Action(1, "draw") in legal and len(legal) == 12  # 11 demands or the draw
    s2, _ = play(s, 1, "M", demand="quarter")
    assert s2.pending == {"type": "demand", "value": "quarter", "by": 1} and s2.turn == 2
    able, _ = play(deal([["M", "C4s"], ["M", "A4q"]], ["Rs"]), 0, "M", demand="A")
    assert refused(play, able, 1, "M", demand="C").code == "must-meet-demand"
    assert refused(draw, able, 1).code == "cannot-draw-can-play"


def test_cs_ours_3_a_demand_is_never_met_by_several_notes_adding_up():
    s, _ = play(deal([["M", "C4s"], ["C5e", "D5e", "Rq"]], ["Rq"]), 0, "M", demand="quarter")
    assert refused(play, s, 1, "C5e", "D5e").code == "demand-not-met"
    assert all(len(a.cards) == 1 for a in R.legal_actions(s, 1))
    assert top_b(play(s, 1, "Rq")[0]) == "M"


def test_cs_8_cs_9_free_play_lasts_until_a_card_is_laid():
    """Rulings v3: a player who cannot lay in free play (only Intervalles on a Rythme) draws, and
    the free play passes on to the next player."""
    hands = [["soupir", "C4q"], ["D4e"], ["I3", "I4"], ["F5s", "A4h"]]
    s = deal(hands, ["Rq"], draw_top=["I5"])
    s, _ = play(s, 0, "soupir")
    assert s.turn == 2 and s.pending == {"type": "free"}
    assert [a.kind for a in R.legal_actions(s, 2)] == ["draw"]
    s, _ = draw(s, 2)
    assert s.turn == 3 and s.pending == {"type": "free"}
    s, _ = play(s, 3, "F5s")  # a double croche on a Rythme noire: only free play allows it
    assert s.pending is None and s.turn == 0
    hands = [["P", "C4q"], ["D4e"], ["I3", "I4"], ["F5s", "A4h"]]
    s = deal(hands, ["Rq"], draw_top=["I5"], direction=-1)
    s, _ = play(s, 0, "P")  # Reprise: the direction turns, seat 1 has free play
    assert s.turn == 1 and s.pending == {"type": "free"}


def test_the_free_play_notice_speaks_to_the_player_on_turn_only():
    """Issue 20: « Jeu libre — tu peux poser » was shown to waiting players and spectators."""
    from games.cledesol.board import pending_view

    s, _ = play(deal([["soupir", "C4q"], ["D4e"], ["I3", "I4"]], ["Rq"]), 0, "soupir")
    names = ["Léa", "Tom", "Lina"]
    on_turn = pending_view(R.observation(s, 2), names, "fr")
    assert "Jeu libre" in str(on_turn) and "Tu peux poser" in str(on_turn)
    for viewer in (0, 1, None):
        other = str(pending_view(R.observation(s, viewer), names, "fr"))
        assert "À Lina de jouer (jeu libre)" in other and "Tu peux" not in other


def test_cs_7_a_refused_card_says_which_cards_give_the_demand_and_draw_only_without_one():
    """A reviewer's find: the refusal said « ou pioche » to a child holding the demanded card
    (whose draw is then refused), and offered a Hauteur for a duration."""
    holding = deal([["M", "C4q", "B4s"], ["A4h", "D4s", "E4q"]], ["C5h"])
    holding, _ = play(holding, 0, "M", demand="A")
    why = str(refused(play, holding, 1, "D4s")).replace("\u00a0", " ")
    assert why.startswith("Le Musicien a demandé un La : pose une Note ou une Hauteur qui porte")
    assert "pioche" not in why
    lacking = deal([["M", "C4q", "B4s"], ["D4h", "F4s", "M", "E4q"]], ["C5h"])
    lacking, _ = play(lacking, 0, "M", demand="eighth")
    err = refused(play, lacking, 1, "D4h")
    why = str(err).replace("\u00a0", " ")
    assert why.startswith("Le Musicien a demandé une croche : pose une Note ou un Rythme de")
    assert "Hauteur" not in why
    assert why.endswith(
        "Tu n’en as pas : pioche une carte, ou pose ton Musicien pour demander autre chose."
    )
    assert err.why.render("en").endswith(
        "You have none: draw a card, or lay your Musician to ask for something else."
    )
    no_musicien = deal([["M", "C4q", "B4s"], ["D4h", "F4s", "E4q"]], ["C5h"])
    no_musicien, _ = play(no_musicien, 0, "M", demand="A")
    assert str(refused(play, no_musicien, 1, "D4h")).endswith(
        "Tu n’en as pas\u00a0: pioche une carte."
    )


def test_cs_7_a_card_of_no_kind_that_gives_the_demand_is_a_sequence_mistake():
    """A teacher-journey reviewer's find: every card tried on a Musicien's demand for a name
    (an Intervalle, a Silence, a Rythme…) was counted wrong on « Même nom de note »."""
    hands = [["M", "C4q", "B4s"], ["I3", "soupir", "Rq", "HD", "D4s", "E4q"]]
    s, _ = play(deal(hands, ["C5h"]), 0, "M", demand="A")
    for token in ("I3", "soupir", "Rq"):
        (learn,) = refused(play, s, 1, token).learning
        assert (learn.concept, learn.correct) == ("rules.sequence", False), token
        assert learn.detail["demand"] == "A"
    for token in ("HD", "D4s"):  # a name misread: the notion is the name's
        concepts = [e.concept for e in refused(play, s, 1, token).learning]
        assert concepts[0] == "pitch.same-name", token
    rhythm, _ = play(deal(hands, ["C5h"]), 0, "M", demand="eighth")
    (learn,) = refused(play, rhythm, 1, "HD").learning  # a Hauteur has no duration
    assert learn.concept == "rules.sequence"
    assert refused(play, rhythm, 1, "Rq").learning[0].concept == "rhythm.same"
