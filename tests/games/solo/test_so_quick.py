"""Quick discard, a race (SO-sheet-15…18, SO-3, SO-ours-1, 2, 8)."""

from games.engine import Action

from .util import R, deal, draw, kinds, play, quick, refused, top


def test_so_sheet_15_any_player_in_or_out_of_turn_with_the_identical_card():
    for seat in (0, 1, 2):
        hands = [["b1", "b2"], ["v2", "v3", "v4"], ["j3", "j4", "j5"]]
        hands[seat] = ["r5", *hands[seat]]
        state = deal(hands, ["r5"], turn=1)
        stage = R.stage(state)
        assert stage.must == (1,) and stage.may == (0, 1, 2)
        assert stage.may_kinds == ("quick-discard",)
        after, events = quick(state, seat, "r5")
        assert top(after) == "rouge-5" and kinds(events)[0] == "quick-discard"
        assert after.turn == (seat + 1) % 3
        if seat != 1:
            assert {a.kind for a in R.legal_actions(state, seat)} == {"quick-discard"}


def test_so_sheet_15_the_player_who_just_laid_may_quick_discard_his_twin():
    state = deal([["r5", "r5", "b1"], ["v7", "v8"]], ["r2"])
    state, _ = play(state, 0, "r5")
    assert state.turn == 1
    state, _ = quick(state, 0, "r5", solo=True)
    assert state.turn == 1 and state.hands[0] and len(state.hands[0]) == 1


def test_so_sheet_15_identical_means_same_colour_and_value_or_symbol_black_same_symbol():
    state = deal([["b5", "rP", "r5", "v1"], ["v2"]], ["r5"], turn=1)
    assert refused(quick, state, 0, "b5").code == "quick-not-identical"
    assert refused(R.apply, state, Action(0, "play", (state.hands[0][2],))).code == "not-your-turn"
    state = deal([["+4", "v1", "v3"], ["v2"]], ["+4"], turn=1, colour="jaune")
    after, _ = quick(state, 0, "+4", choice="rouge")
    assert after.colour == "rouge"


def test_so_sheet_16_play_passes_to_the_player_after_the_quick_discarder():
    state = deal([["v1"], ["v2", "v3"], ["v4", "v5"], ["r5", "j2", "j3"]], ["r5"], turn=1)
    state, _ = quick(state, 3, "r5")
    assert state.turn == 0  # seat 2 lost the turn it was about to have
    state = deal([["v1"], ["v2", "v3"], ["v4", "v5"], ["r5", "j2", "j3"]], ["r5"], turn=1)
    state = R.from_json({**R.to_json(state), "direction": -1})
    state, _ = quick(state, 3, "r5")
    assert state.turn == 2


def test_so_sheet_17_the_player_after_the_quick_discarder_undergoes_the_action():
    hands = [["v1", "v2"], ["v3", "v4"], ["bP", "j1", "j2"], ["j3", "j4"]]
    state = deal(hands, ["bP"], turn=0)  # the Passer turned at the start did not fire
    state, events = quick(state, 2, "bP")
    assert state.turn == 0 and kinds(events)[:2] == ["quick-discard", "skipped"]
    assert events[1].data["seat"] == 3


def test_so_sheet_18_after_a_draw_the_next_player_plays_unless_someone_quick_discards():
    hands = [["v1", "v2"], ["j3", "j4"], ["b9", "b8"]]
    state = deal(hands, ["r9"], draw_top=["r9"], turn=0)
    drawn, _ = draw(state, 0)
    assert drawn.turn == 0 and drawn.drawn is not None  # the drawn rouge 9 fits
    state = deal(hands, ["r9"], draw_top=["j1"], turn=0)
    state, _ = draw(state, 0)
    assert state.turn == 1
    raced = deal([["v1", "v2"], ["j3", "j4"], ["r9", "b8", "b7"]], ["r9"], draw_top=["j1"])
    raced, _ = draw(raced, 0)
    raced, _ = quick(raced, 2, "r9")
    assert raced.turn == 0 and top(raced) == "rouge-9"


def test_so_3_the_first_valid_quick_discard_wins_the_others_are_told_kindly():
    version = deal([["r7", "v2", "v3"], ["r5", "j4", "j1"], ["b8", "b9"]], ["r5"], turn=0)
    first, _ = play(version, 0, "r7")  # the seat on turn was quicker
    late = refused(quick, first, 1, "r5")
    assert late.code == "quick-too-late"
    assert "Trop tard" in late.why.render("fr") and "Too late" in late.why.render("en")
    assert "Prea târziu" in late.why.render("ro")
    assert len(first.hands[1]) == 3  # nothing lost: the card stays in hand
    other_way, _ = quick(version, 1, "r5")  # had seat 1 been quicker…
    assert other_way.turn == 2
    assert refused(play, other_way, 0, "r7").code == "not-your-turn"


def test_so_3_a_skipped_player_may_quick_discard_and_solo_is_needed():
    hands = [["bP", "v2"], ["bP", "j4"], ["v5", "v6"]]
    state = deal(hands, ["b3"], turn=0)
    state, _ = play(state, 0, "bP", solo=True)
    assert state.turn == 2  # seat 1 is skipped
    state, events = quick(state, 1, "bP")  # forgets SOLO!
    assert "solo-forgotten" in kinds(events) and len(state.hands[1]) == 3
    assert state.turn == 0 and "skipped" in kinds(events)  # seat 2 is skipped in turn


def test_so_ours_1_a_piocher_2_quick_discarded_on_a_pending_one_makes_4():
    hands = [["v1", "v2"], ["j3", "j4"], ["r+2", "b8", "b1"], ["v3", "v4"]]
    state = deal(hands, ["r+2"], turn=1, stack=2)
    assert refused(quick, deal(hands, ["b+2"], turn=1, stack=2), 2, "r+2").code == (
        "quick-not-identical"
    )
    state, _ = quick(state, 2, "r+2")
    assert state.stack == 4 and state.turn == 3
    state, events = draw(state, 3)
    assert events[0].data["count"] == 4 and state.turn == 0 and state.stack == 0


def test_so_ours_8_a_piocher_4_quick_discarded_on_a_pending_one_makes_8():
    hands = [["v1", "v2"], ["j3", "j4"], ["+4", "b8", "b1"], ["v3", "v4"]]
    state = deal(hands, ["+4"], turn=1, stack=4, colour="bleu")
    state, _ = quick(state, 2, "+4", choice="vert")
    assert state.stack == 8 and state.turn == 3 and state.colour == "vert"


def test_so_ours_2_a_quick_discarded_black_card_names_the_colour():
    state = deal([["C", "v1", "v2"], ["j3", "j4"]], ["C"], turn=1, colour="rouge")
    assert refused(quick, state, 0, "C").code == "name-colour"
    state, events = quick(state, 0, "C", choice="jaune")
    assert state.colour == "jaune" and events[0].data["choice"] == "jaune"
    assert {a.choice for a in R.legal_actions(deal([["C", "v1"], ["j3"]], ["C"], turn=1), 0)} == {
        "rouge",
        "vert",
        "bleu",
        "jaune",
    }


def test_so_3_two_identical_black_cards_in_a_race_both_land():
    """A black card exists four times: the second racer's Choix de couleur is still identical to
    the new top, so it lands too (disclosed in « Nos choix »); a coloured twin cannot follow."""
    version = deal([["v1", "v2"], ["C", "j4", "j5"], ["C", "b8", "b9"]], ["C"], turn=0)
    first, _ = quick(version, 1, "C", choice="rouge")
    second, _ = quick(first, 2, "C", choice="bleu")
    assert top(second) == "noir-couleur" and second.colour == "bleu"
    assert len(second.discard) == 3 and second.turn == 0
    copies = [c for c in R.CARDS.values() if c.face == "rouge-5"]
    assert len(copies) == 2  # a coloured twin on the top has no third copy to follow it


def test_so_3_a_card_that_is_not_the_twin_is_told_so_before_anything_else():
    """Without hints the « Défausse rapide ! » button is always there out of turn: a black
    card or a swap that is not the top's twin hears "not the same card", not "name a colour"."""
    state = deal([["+4", "rE", "v1"], ["v2", "v3"]], ["r5"], turn=1)
    assert refused(quick, state, 0, "+4").code == "quick-not-identical"
    assert refused(quick, state, 0, "rE", target=1).code == "quick-not-identical"
    state = deal([["C", "v1"], ["v2", "v3"]], ["C"], turn=1)
    assert refused(quick, state, 0, "C").code == "name-colour"  # the twin: its colour, still


def test_so_3_no_quick_discard_is_asked_on_a_card_printed_once():
    # A reviewer's find: after a coloured Échange avec un joueur (one copy) the hot seat's pass
    # screen still asked « Défausse rapide ! Qui a exactement la même carte… ? ».
    state = deal([["v1", "v2"], ["b1", "b2"]], ["rE"])
    assert R.stage(state).may == () and R.stage(state).may_kinds == ()
    assert all(a.kind != "quick-discard" for s in (0, 1) for a in R.legal_actions(state, s))
    assert R.stage(deal([["v1", "v2"], ["b1", "b2"]], ["rP"])).may == (0, 1)  # two Passer
