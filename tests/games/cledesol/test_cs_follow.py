"""What may follow what on pile A (CS-5), free play (CS-8, CS-9) and durations (CS-2)."""

import pytest

from games.engine import Action, learning_events

from .util import R, deal, play, refused, top, top_b

OTHER = ["A5h", "G5h"]  # a second hand, so the round goes on


def on(pile_top, *hand, seats=2):
    hands = [list(hand) + ["B4s"], OTHER] + [["G5s", "F5s"] for _ in range(seats - 2)]
    return deal(hands, [pile_top])


# ---------------------------------------------------------------- after a Rythme


def test_cs_sheet_23_after_rythme_the_identical_rythme():
    s, _ = play(on("Rq", "Rq"), 0, "Rq")
    assert top(s) == "R:quarter" and len(s.pile_a) == 2
    assert refused(play, on("Rq", "Rh"), 0, "Rh").code == "not-same-rhythm"


def test_cs_sheet_24_after_rythme_one_note_of_that_rhythm():
    s, events = play(on("Rq", "D5q"), 0, "D5q")
    assert top(s) == "N:D5:quarter"
    assert [e.concept for e in learning_events(events)] == ["rhythm.same"]
    err = refused(play, on("Rq", "D5e"), 0, "D5e")
    assert err.code == "not-same-rhythm" and "croche" in str(err) and "noire" in str(err)


def test_cs_sheet_25_several_notes_adding_up_in_the_players_order():
    s = on("Rh", "E4q", "C5e", "G4e")
    s2, events = play(s, 0, "E4q", "C5e", "G4e")  # 1 + ½ + ½ = 2 beats = blanche
    assert s2.pile_a[-3:] == ["N:E4:quarter", "N:C5:eighth", "N:G4:eighth"]
    assert learning_events(events)[0].concept == "rhythm.sum"
    s3, _ = play(s, 0, "G4e", "E4q", "C5e")
    assert top(s3) == "N:C5:eighth"
    legal = R.legal_actions(s, 0)
    several = {a.cards[-1] for a in legal if len(a.cards) == 3}
    assert several == {"N:E4:quarter", "N:C5:eighth", "N:G4:eighth"}  # any card may end on top
    err = refused(play, on("Rh", "E4q", "C5e", "G4s"), 0, "E4q", "C5e", "G4s")
    assert err.code == "rhythm-sum-wrong" and "blanche" in str(err)


def test_cs_sheet_26_after_rythme_silence_reprise_musicien():
    for token in ("soupir", "P"):
        s, _ = play(on("Rq", token), 0, token)
        assert top_b(s) in ("S:soupir", "P")
    s, _ = play(on("Rq", "M"), 0, "M", demand="A")
    assert top_b(s) == "M" and s.pending == {"type": "demand", "value": "A", "by": 0}


def test_cs_sheet_27_nothing_else_after_rythme():
    assert refused(play, on("Rq", "HC"), 0, "HC").code == "after-rythme"
    assert refused(play, on("Rq", "I3"), 0, "I3").code == "intervalle-after-rythme"
    assert refused(play, on("Rq", "C4h"), 0, "C4h").code == "not-same-rhythm"


# ---------------------------------------------------------------- after a Hauteur


def test_cs_sheet_28_after_hauteur_a_note_of_that_name():
    for token in ("C5h", "C4s"):
        s, events = play(on("HC", token), 0, token)
        assert top(s).startswith("N:C")
        assert learning_events(events)[0].concept == "pitch.same-name"


def test_cs_sheet_29_after_hauteur_an_intervalle():
    s, _ = play(on("HC", "I4"), 0, "I4")
    assert s.pending == {"type": "interval", "size": 4, "drawn": False}


def test_cs_sheet_30_after_hauteur_silence_reprise_musicien():
    for token in ("soupir", "P"):
        assert play(on("HC", token), 0, token)[0].pile_b
    assert play(on("HC", "M"), 0, "M", demand="quarter")[0].pending["value"] == "quarter"


def test_cs_sheet_31_nothing_else_after_hauteur():
    assert refused(play, on("HC", "Rq"), 0, "Rq").code == "after-hauteur"
    assert refused(play, on("HC", "HD"), 0, "HD").code == "after-hauteur"
    err = refused(play, on("HC", "D4q"), 0, "D4q")
    assert err.code == "not-same-name" and "Do" in str(err)


# ---------------------------------------------------------------- after a Note


def test_cs_sheet_32_after_note_the_rythme_of_its_rhythm():
    assert top(play(on("E4e", "Re"), 0, "Re")[0]) == "R:eighth"
    assert refused(play, on("E4e", "Rq"), 0, "Rq").code == "not-same-rhythm"


def test_cs_sheet_33_after_note_the_hauteur_of_its_name_never_a_conjoint_one():
    assert top(play(on("E4e", "HE"), 0, "HE")[0]) == "H:E"
    err = refused(play, on("E4e", "HF"), 0, "HF")
    assert err.code == "not-same-name"
    assert err.learning[0].misconception == "rules.conjoint-hauteur"


def test_cs_sheet_34_after_note_a_note_of_the_same_rhythm():
    s, events = play(on("E4e", "A5e"), 0, "A5e")
    assert top(s) == "N:A5:eighth" and learning_events(events)[0].concept == "rhythm.same"


def test_cs_sheet_35_after_note_a_note_of_the_same_name():
    s, events = play(on("E4e", "E5h"), 0, "E5h")
    assert top(s) == "N:E5:half" and learning_events(events)[0].concept == "pitch.same-name"


def test_cs_sheet_36_after_note_a_conjoint_note():
    for token in ("F4h", "D4h"):
        s, events = play(on("E4e", token), 0, token)
        assert learning_events(events)[0].concept == "pitch.conjoint"
    err = refused(play, on("E4e", "G4h"), 0, "G4h")
    assert err.code == "not-conjoint"
    assert "Ré grave" in str(err) and "Fa grave" in str(err)
    assert err.learning[0].misconception == "pitch.line-space"  # Mi and Sol: two lines
    assert play(on("C4e", "D4h"), 0, "D4h")[0]
    err = refused(play, on("C4e", "B4h"), 0, "B4h")  # Do grave has only Ré grave
    assert err.code == "not-conjoint" and "Ré grave" in str(err)


def test_cs_sheet_37_after_note_an_intervalle():
    assert play(on("E4e", "I5"), 0, "I5")[0].pending["size"] == 5


def test_cs_sheet_38_after_note_silence_reprise_musicien():
    for token in ("soupir", "P"):
        assert play(on("E4e", token), 0, token)[0].pile_b
    assert play(on("E4e", "M"), 0, "M", demand="G")[0].pending["type"] == "demand"


def test_cs_sheet_39_only_one_note_after_a_note():
    err = refused(play, on("E4q", "C4e", "D4e"), 0, "C4e", "D4e")
    assert err.code == "several-notes-only-on-rythme"


def test_cs_ours_2_pile_a_top_decides_unless_an_obligation_is_pending():
    s = deal([["A4h", "B4s"], ["C5s"]], ["C4q"], pile_b=["M"])
    assert refused(play, s, 0, "A4h").code == "not-conjoint"
    s.pending = {"type": "demand", "value": "A", "by": 1}
    assert top(play(s, 0, "A4h")[0]) == "N:A4:half"


# ---------------------------------------------------------------- free play


def test_cs_sheet_49_after_a_silence_any_card_but_an_intervalle_on_a_rythme():
    s = deal([["soupir", "Rq"], ["HD", "B4s"], ["HF", "I3", "G5s"]], ["E4e"])
    s, events = play(s, 0, "soupir")
    assert s.turn == 2 and s.pending == {"type": "free"}
    assert [e.data["seat"] for e in events if e.kind == "skip"] == [1]
    s2, _ = play(s, 2, "HF")  # a Hauteur of another name: free play
    assert top(s2) == "H:F" and s2.pending is None
    r = deal([["soupir", "Rq"], ["HD", "B4s"], ["HF", "I3", "G5s"]], ["Rq"])
    r, _ = play(r, 0, "soupir")
    assert refused(play, r, 2, "I3").code == "intervalle-after-rythme"
    assert all(a.cards[0][:1] != "I" for a in R.legal_actions(r, 2))
    assert top(play(r, 2, "HF")[0]) == "H:F"


def test_cs_sheet_51_after_a_reprise_free_play_but_no_intervalle_on_a_rythme():
    s = deal([["P", "Rq"], ["HD", "B4s"], ["HF", "I3", "G5s"]], ["Rq"])
    s, _ = play(s, 0, "P")
    assert s.turn == 2 and s.direction == -1 and s.pending == {"type": "free"}
    assert refused(play, s, 2, "I3").code == "intervalle-after-rythme"
    s, _ = play(s, 2, "HF")
    assert s.turn == 1 and s.pending is None


def test_cs_sheet_60_durations_en_binaire():
    s, _ = play(on("Rq", "C4e", "D5e"), 0, "C4e", "D5e")
    assert top(s) == "N:D5:eighth"
    s, _ = play(on("Rq", "C4e", "D5s", "F4s"), 0, "C4e", "D5s", "F4s")
    assert len(s.pile_a) == 4
    err = refused(play, on("Rq", "C4e", "D5s"), 0, "C4e", "D5s")
    assert err.code == "rhythm-sum-wrong" and "trois quarts de temps" in str(err)
    assert err.learning[0].concept == "rhythm.sum" and not err.learning[0].correct


@pytest.mark.parametrize("lang", ["fr", "en", "ro"])
def test_cs_5_refusals_render_in_every_language(lang):
    err = refused(play, on("E4e", "G4h"), 0, "G4h")
    assert err.why.render(lang) and err.to_json(lang)["code"] == "not-conjoint"


def test_cs_5_musicien_offers_every_demand_and_needs_one():
    s = on("Rq", "M")
    demands = {a.choice for a in R.legal_actions(s, 0) if a.cards and a.cards[0] == "M:1"}
    assert demands == {"C", "D", "E", "F", "G", "A", "B", "16th", "eighth", "quarter", "half"}
    err = refused(R.apply, s, Action(0, "play", ("M:1",)))
    assert err.code == "musicien-needs-demand"


def test_poser_pressed_before_choosing_a_card_says_so():
    """A reviewer pressed « Poser » with no card chosen: « Ce coup n’existe pas dans ce jeu. »"""
    from games.engine import Action, IllegalAction

    state = deal([["C4q", "E4q"], ["D4q"]], ["G4q"])
    try:
        R.apply(state, Action(0, "play", ()))
    except IllegalAction as refusal:
        assert refusal.code == "no-card"
        assert str(refusal) == "Choisis d’abord une carte dans ta main, puis appuie sur le bouton."
    else:
        raise AssertionError("a move with no card was accepted")


def test_a_refusal_s_staff_shows_the_pile_and_the_card_but_not_under_a_demand():
    """Review 12: under a Musicien's demand (« il faut un La »), the refusal's staff still drew
    pile A's card, which the refusal is not about."""
    from games.cledesol.presenter import refusal_staff

    s = deal([["A4h", "B4s"], ["C5s"]], ["C4q"], pile_b=["M"])
    assert "<svg" in refusal_staff(s, (s.hands[0][0],), "fr")
    s.pending = {"type": "demand", "value": "G", "by": 1}
    assert refusal_staff(s, (s.hands[0][0],), "fr") == ""


def test_cs_5_a_refusal_names_its_cards_as_a_sentence_does():
    """A reviewer's find: « Notă Si grav (pătrime) nu merge pe Notă La acut » (no article in
    Romanian), « Note Si grave (noire) ne va pas sur Note La aigu » in French."""
    s = deal([["B4q", "C4h"], ["Rq"]], ["A5h"])
    err = refused(play, s, 0, "B4q")
    assert err.why.render("ro").startswith("Nota Si grav (pătrime) nu merge pe Nota La acut")
    assert str(err).startswith("La carte Note Si grave (noire) ne va pas sur la carte Note La aigu")
    assert err.why.render("en").startswith("The card Note low B")
