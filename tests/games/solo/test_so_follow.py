"""What may be laid on what, drawing, and the black cards (SO-sheet-11…14, 19, 24…28, SO-2,
SO-9, SO-ours-11)."""

import pytest

from .util import R, deal, draw, kinds, play, refused, top


def test_so_sheet_11_match_by_colour_number_or_symbol():
    hand = ["b9", "r3", "v2", "jP", "bS"]
    state = deal([hand, ["v5"]], ["r9"])
    assert play(state, 0, "b9")[0].colour == "bleu"  # same number
    assert top(play(state, 0, "r3")[0]) == "rouge-3"  # same colour
    err = refused(play, state, 0, "v2")
    assert err.code == "not-matching" and "rouge" in str(err)
    # Review 13: the refusal names the top's own number, or its symbol (no « chiffre » on one).
    assert "le même chiffre (9) ou une carte noire" in err.why.render("fr")
    state = deal([hand, ["v5"]], ["rP"])
    assert play(state, 0, "jP")[0].colour == "jaune"  # same symbol
    err = refused(play, state, 0, "bS")
    assert err.code == "not-matching" and "chiffre" not in err.why.render("fr")
    assert "un autre Passer son tour ou une carte noire" in err.why.render("fr")
    assert "another Skip or a black card" in err.why.render("en")


def test_so_sheet_14_a_refusal_says_draw_when_nothing_in_the_hand_fits():
    # A reviewer's find: « same colour or a black card » to a hand that has neither, and no word
    # of drawing, the one move left to it (SO-sheet-14).
    nothing = deal([["v2", "b3"], ["v5"]], ["r9"])
    said = refused(play, nothing, 0, "v2").why.render("fr")
    assert said.endswith("Aucune carte de ta main ne va\u00a0: pioche.")
    assert "trage din pachet" in refused(play, nothing, 0, "v2").why.render("ro")
    something = deal([["v2", "r3"], ["v5"]], ["r9"])  # the red 3 fits
    assert "pioche" not in refused(play, something, 0, "v2").why.render("fr")
    stacked = deal([["+4", "r1"], ["r+2", "v1"]], ["r5"])
    stacked, _ = play(stacked, 0, "+4", choice="rouge")
    said = refused(play, stacked, 1, "r+2").why.render("fr")
    assert "sa couleur ne compte pas" not in said  # a black card has no colour
    assert said.endswith("Tu n’en as pas\u00a0: pioche les cartes.")


def test_so_sheet_11_a_refusal_is_explained_in_three_languages():
    err = refused(play, deal([["v2", "v3"], ["v5"]], ["r9"]), 0, "v2")
    assert "2 vert" in err.why.render("fr") and "9 rouge" in err.why.render("fr")
    assert "green 2" in err.why.render("en") and "verde" in err.why.render("ro")
    ro = err.why.render("ro")  # Romanian puts no space before a colon or a semicolon
    assert ro.startswith("2 verde nu merge pe 9 roșu:") and "\u00a0" not in ro


def test_so_sheet_12_a_player_who_cannot_lay_draws_one_card():
    state = deal([["v2", "b3"], ["v5"]], ["r9"], draw_top=["j4", "j5"])
    assert [a.kind for a in R.legal_actions(state, 0)] == ["draw"]
    state, events = draw(state, 0)
    assert events[0].data["count"] == 1 and len(state.hands[0]) == 3
    assert state.turn == 1 and state.drawn is None  # the jaune 4 does not fit: next player


def test_so_sheet_13_the_drawn_card_may_be_laid_at_once():
    state = deal([["v2", "b3"], ["v5"]], ["r9"], draw_top=["r4"])
    state, _ = draw(state, 0)
    assert state.turn == 0 and state.drawn is not None
    assert refused(play, state, 0, "v2").code == "drawn-only"
    kept, _ = R.apply(state, R.Action(0, "pass"))
    assert kept.turn == 1 and len(kept.hands[0]) == 3
    laid, _ = play(state, 0, "r4")
    assert top(laid) == "rouge-4" and laid.turn == 1 and len(laid.hands[0]) == 2


def test_so_2_draw_one_lay_it_if_it_fits_no_voluntary_draw():
    state = deal([["r2", "b3"], ["v5"]], ["r9"], draw_top=["r4"])
    err = refused(draw, state, 0)
    assert err.code == "must-lay" and "pioche" in str(err)
    assert refused(R.apply, state, R.Action(0, "pass")).code == "no-pass"
    state = deal([["v2", "b3"], ["v5"]], ["r9"], draw_top=["j9"])
    state, _ = draw(state, 0)
    assert state.drawn is not None and {a.kind for a in R.legal_actions(state, 0)} == {
        "play",
        "pass",
    }


def test_so_sheet_14_no_voluntary_draw_even_holding_only_a_black_card():
    state = deal([["v2", "C"], ["v5"]], ["r9"])
    assert refused(draw, state, 0).code == "must-lay"
    assert "draw" not in [a.kind for a in R.legal_actions(state, 0)]


def test_so_sheet_19_black_cards_are_jokers_but_not_on_a_pending_draw():
    state = deal([["C", "+4", "T", "b1"], ["v5"]], ["r9"])
    for token in ("C", "+4", "T"):
        play(state, 0, token, choice="bleu")  # accepted whatever the top
    stacked = deal([["C", "+4", "T", "b1"], ["v5"]], ["r+2"], stack=2)
    for token in ("C", "+4", "T"):
        assert refused(play, stacked, 0, token, choice="bleu").code == "stack-pending"


def test_so_9_black_cards_at_any_time_on_ones_turn_except_on_a_stack():
    state = deal([["T", "b1", "b2"], ["v5"]], ["noir-couleur"], colour="jaune")
    state, _ = play(state, 0, "T")
    assert state.colour is None
    stacked = deal([["C", "v+2"], ["v5"]], ["+4"], colour="jaune", stack=4)
    assert refused(play, stacked, 0, "C", choice="rouge").code == "stack-pending"


def test_so_sheet_24_colour_choice_whatever_the_top_also_when_other_cards_fit():
    state = deal([["C", "r3", "b4"], ["v5"]], ["r9"])
    state, events = play(state, 0, "C", choice="vert")
    assert state.colour == "vert" and events[0].data["choice"] == "vert"


def test_so_sheet_24_a_black_colour_card_needs_a_colour_named():
    state = deal([["C", "r3"], ["v5"]], ["r9"])
    assert refused(play, state, 0, "C").code == "name-colour"
    assert refused(play, state, 0, "C", choice="violet").code == "name-colour"


def test_so_sheet_25_27_a_colour_goes_only_with_the_cards_that_name_one():
    """A rules reviewer ticked « bleu » for a Choix de couleur, then laid an Échange tournant:
    the log said « Couleur : bleu » while no colour was asked (SO-ours-4)."""
    state = deal([["T", "C", "r3"], ["v5", "r9"]], ["r9"])
    after, events = play(state, 0, "T", choice="bleu")
    assert after.colour is None and events[0].data["choice"] is None
    after, events = play(deal([["r3", "C"], ["v5"]], ["r9"]), 0, "r3", choice="vert")
    assert after.colour == "rouge" and events[0].data["choice"] is None


def test_so_sheet_25_the_next_player_must_play_the_named_colour():
    state = deal([["C", "r3"], ["v5", "r9", "b3", "r1"]], ["r9"])
    state, _ = play(state, 0, "C", choice="bleu")
    assert state.turn == 1
    legal = {R.CARDS[a.cards[0]].face for a in R.legal_actions(state, 1) if a.cards}
    assert legal == {"bleu-3"}
    err = refused(play, state, 1, "r9")
    assert err.code == "colour-asked" and "bleu" in str(err)


def test_so_ours_11_after_a_named_colour_a_black_card_may_be_laid():
    state = deal([["C", "r3"], ["v5", "+4", "b3"]], ["r9"])
    state, _ = play(state, 0, "C", choice="rouge")
    assert refused(play, state, 1, "v5").code == "colour-asked"
    state, _ = play(state, 1, "+4", choice="jaune")
    assert state.colour == "jaune" and state.stack == 4


def test_so_sheet_26_piocher_4_whatever_the_top_card():
    for pile in (["r9"], ["bS"], ["C"], ["jE"]):
        state = deal([["+4", "r3"], ["v5"]], pile, colour="jaune" if pile == ["C"] else "")
        state, _ = play(state, 0, "+4", choice="vert")
        assert top(state) == "noir-plus4"


def test_so_sheet_27_piocher_4_names_a_new_colour():
    state = deal([["+4", "r3"], ["v5", "j4"]], ["r9"])
    assert refused(play, state, 0, "+4").code == "name-colour"
    state, _ = play(state, 0, "+4", choice="jaune")
    assert state.colour == "jaune"
    state, events = draw(state, 1)  # draws the 4, then the colour stands for the next
    assert state.colour == "jaune" and state.turn == 0 and kinds(events) == ["draw", "drew"]


@pytest.mark.parametrize("seats", [2, 3])
def test_so_sheet_28_piocher_4_stacks_only_with_a_piocher_4(seats):
    hands = [["+4", "r3"], ["+4", "v+2", "C"], ["+4", "b1"]][:seats]
    state = deal(hands, ["r9"])
    state, _ = play(state, 0, "+4", choice="bleu")
    assert state.stack == 4
    assert refused(play, state, 1, "v+2").code == "stack-pending"
    assert refused(play, state, 1, "C", choice="rouge").code == "stack-pending"
    state, _ = play(state, 1, "+4", choice="rouge")
    assert state.stack == 8 and state.colour == "rouge"
    if seats == 3:
        state, _ = play(state, 2, "+4", choice="vert")
        assert state.stack == 12


def test_poser_pressed_before_choosing_a_card_says_so():
    """A reviewer's pupil pressed « Poser » with no card chosen and read « Pose une seule carte
    à la fois »: the refusal now tells what to do first."""
    state = deal([["v2", "r3"], ["v5"]], ["r9"])
    err = refused(R.apply, state, R.Action(kind="play", seat=0, cards=()))
    assert err.code == "no-card" and "Choisis d’abord une carte" in err.why.render("fr")
    assert "Alege mai întâi" in err.why.render("ro")


def test_so_9_a_card_that_cannot_answer_a_stack_says_so_before_asking_a_colour():
    """A reviewer's pupil laid a Piocher 4 on a Piocher 2 and was asked for a colour; picking
    one only then told her that only a Piocher 2 answers a Piocher 2 (SO-4, SO-9)."""
    stacked = deal([["+4", "C", "b1"], ["v5"]], ["r+2"], stack=2)
    assert refused(play, stacked, 0, "+4").code == "stack-pending"
    assert refused(play, stacked, 0, "C").code == "stack-pending"
