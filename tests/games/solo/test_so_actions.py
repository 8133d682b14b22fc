"""The coloured and black action cards, and the draw pile (SO-sheet-20…23, 29, 30, SO-4,
SO-5, SO-8, SO-ours-3, 4, 7)."""

from collections import Counter

from games.engine.invariants import find_leaks
from games.solo.cards import DECK
from games.solo.rules_state import all_cards

from .util import R, deal, draw, faces, kinds, play, quick, refused, top


def test_so_sheet_20_passer_the_next_player_neither_plays_nor_draws():
    state = deal([["bP", "b2"], ["b5", "v1"], ["b7", "b8"]], ["b3"])
    state, events = play(state, 0, "bP")
    assert state.turn == 2 and events[1].data == {"seat": 1}
    assert refused(play, state, 1, "b5").code == "not-your-turn"
    assert refused(draw, state, 1).code == "not-your-turn"


def test_so_sheet_20_with_two_players_passer_gives_the_turn_back():
    state = deal([["bP", "b2"], ["b5", "v1"]], ["b3"])
    state, _ = play(state, 0, "bP")
    assert state.turn == 0


def test_so_sheet_21_changement_de_sens_reverses_the_direction():
    state = deal([["jS", "j2"], ["j5", "v1"], ["j7", "j8"], ["v2", "v3"]], ["j3"], turn=1)
    state, _ = play(state, 1, "j5")
    assert state.turn == 2
    state = deal([["jS", "j2"], ["j5", "v1"], ["j7", "j8"], ["v2", "v3"]], ["j3"], turn=0)
    state, _ = play(state, 0, "jS")
    assert state.direction == -1 and state.turn == 3
    assert R.observation(state, 1)["direction"] == "counter-clockwise"


def test_so_sheet_21_and_so_8_with_two_players_reverse_has_no_further_effect():
    state = deal([["jS", "j2"], ["j5", "v1"]], ["j3"])
    state, _ = play(state, 0, "jS")
    assert state.turn == 1  # the opponent plays next, as without the card
    assert R.observation(state, 1)["direction"] == "counter-clockwise"  # reviewer 16: shown
    state, _ = play(state, 1, "j5")
    assert state.turn == 0  # and then the first player again: two seats take turns


def test_so_8_option_reverse_acts_as_a_skip_with_two_players():
    options = R.Options(reverse_skips=True)
    state = deal([["jS", "j2"], ["j5", "v1"]], ["j3"], options=options)
    state, events = play(state, 0, "jS")
    assert state.turn == 0 and "skipped" in kinds(events)
    three = deal([["jS", "j2"], ["j5", "v1"], ["j6", "v2"]], ["j3"], options=options)
    assert play(three, 0, "jS")[0].turn == 2  # with 3 players it is a plain reversal


def test_so_sheet_22_piocher_2_draw_two_or_prolong_with_a_piocher_2_only():
    state = deal([["r+2", "r1"], ["b+2", "r3", "+4"], ["v1", "v2"]], ["r5"], draw_top=["j1", "j2"])
    state, _ = play(state, 0, "r+2", solo=True)
    assert state.stack == 2 and state.turn == 1
    legal = R.legal_actions(state, 1)
    assert {a.kind for a in legal} == {"play", "draw"}
    assert faces(a.cards[0] for a in legal if a.cards) == ["bleu-plus2"]
    assert refused(play, state, 1, "r3").code == "stack-pending"
    err = refused(play, state, 1, "+4", choice="bleu")
    assert err.code == "stack-pending" and "2" in str(err)
    drew, events = draw(state, 1)
    assert events[0].data["count"] == 2 and faces(events[1].data["cards"]) == [
        "jaune-1",
        "jaune-2",
    ]


def test_so_sheet_23_each_prolongation_adds_two():
    state = deal([["r+2", "r1"], ["b+2", "r3"], ["v+2", "v2"], ["j1", "j2"]], ["r5"])
    state, _ = play(state, 0, "r+2", solo=True)
    state, _ = play(state, 1, "b+2", solo=True)
    state, _ = play(state, 2, "v+2", solo=True)
    assert state.stack == 6 and state.turn == 3
    state, events = draw(state, 3)
    assert events[0].data["count"] == 6 and len(state.hands[3]) == 8


def test_so_4_stacking_like_by_like():
    state = deal([["+4", "r1"], ["r+2", "+4", "v1"]], ["r5"])
    state, _ = play(state, 0, "+4", choice="rouge")
    assert refused(play, state, 1, "r+2").code == "stack-pending"
    state, _ = play(state, 1, "+4", choice="vert")
    assert state.stack == 8
    state = deal([["r+2", "r1"], ["+4", "b+2", "v1"]], ["r5"])
    state, _ = play(state, 0, "r+2")
    assert refused(play, state, 1, "+4", choice="rouge").code == "stack-pending"


def test_so_ours_3_drawing_the_stack_ends_the_turn():
    state = deal([["v1", "v2"], ["r+2", "r3"], ["j1", "j2"]], ["b+2"], turn=1, stack=2)
    state, events = draw(state, 1)
    assert state.turn == 2 and state.stack == 0 and state.drawn is None
    assert len(state.hands[1]) == 4 and top(state) == "bleu-plus2"
    assert refused(play, state, 1, "r3").code == "not-your-turn"


def test_so_sheet_29_swap_with_a_chosen_player():
    hands = [["rE", "r1", "r2"], ["v1", "v2", "v3", "v4", "v5"], ["j1"]]
    state = deal(hands, ["r9"])
    given, received = list(state.hands[0][1:]), list(state.hands[2])
    state, events = play(state, 0, "rE", target=2, solo=True)
    assert state.hands[0] == received and state.hands[2] == given
    assert events[1].data == {"seat": 0, "with": 2} and state.colour == "rouge"
    assert state.turn == 1


def test_so_5_swap_with_nobody_and_no_swap_with_oneself():
    hands = [["rE", "r1", "r2"], ["v1", "v2"]]
    state = deal(hands, ["r9"])
    kept, events = play(state, 0, "rE")
    assert len(kept.hands[0]) == 2 and "swap" not in kinds(events)
    assert refused(play, state, 0, "rE", target=0).code == "bad-target"
    assert refused(play, state, 0, "rE", target=5).code == "bad-target"
    assert refused(play, state, 0, "r1", target=1).code == "bad-target"
    targets = {a.target for a in R.legal_actions(state, 0) if a.cards and "echange" in a.cards[0]}
    assert targets == {None, 1}


def test_so_5_a_swap_moves_hands_in_the_state_only():
    hands = [["rE", "r1", "r2"], ["v1", "v2", "v3"], ["j1", "j2"]]
    state, _ = play(deal(hands, ["r9"]), 0, "rE", target=1)
    obs = R.observation(state, 2)
    assert not find_leaks(obs, state.hands[0] + state.hands[1])
    assert obs["hand_counts"] == [3, 2, 2]
    assert faces(c["id"] for c in R.observation(state, 0)["hand"]) == faces(state.hands[0])


def test_so_sheet_30_rotating_swap_passes_every_hand_to_the_left_neighbour():
    hands = [["T", "r1", "r2"], ["v1", "v2", "v3", "v4"], ["j1"], ["b1", "b2"]]
    for direction in (1, -1):
        state = deal(hands, ["r9"], direction=direction)
        before = [list(h) for h in state.hands]
        before[0].remove(state.hands[0][0])
        state, events = play(state, 0, "T")
        assert state.hands == [before[3], before[0], before[1], before[2]]
        assert "rotate" in kinds(events)


def test_so_ours_4_after_a_rotating_swap_any_card_may_be_laid():
    hands = [["T", "r1", "r2"], ["v1", "v2", "v3"], ["j1", "b4"]]
    state, _ = play(deal(hands, ["r9"]), 0, "T")
    assert state.colour is None and state.turn == 1
    assert {a.cards[0] for a in R.legal_actions(state, 1)} == set(state.hands[1])
    state, _ = play(state, 1, "r1")
    assert state.colour == "rouge"


def test_so_ours_7_an_empty_draw_pile_is_rebuilt_from_the_discard_but_its_top():
    state = deal([["v1", "v2"], ["j1", "j2"]], ["r1", "r2", "r3", "b3"], draw_size=0)
    assert state.draw_pile == [] and len(state.discard) == 112 - 4
    state, events = draw(state, 0)
    assert events[0].data["count"] == 1 and top(state) == "bleu-3"
    assert len(state.discard) == 1 and len(state.draw_pile) == 112 - 4 - 1 - 1
    assert Counter(all_cards(state)) == Counter(DECK)


def test_so_8_rebuilt_pile_and_a_table_with_no_card_left_to_draw():
    hands = [list(DECK[:55]), list(DECK[55:111])]
    state = deal(hands, [DECK[111]], colour="rouge", stack=2)
    state = R.from_json({**R.to_json(state), "discard": [DECK[111]], "draw_pile": []})
    state, events = draw(state, 0)
    assert events[0].data["count"] == 0 and state.turn == 1  # nothing to draw: the turn ends


def test_so_5_a_quick_discarded_rotating_swap_turns_the_hands_too():
    state = deal([["v1", "v2"], ["j1", "j2", "j3"], ["T", "b1", "b2"]], ["T"], turn=0)
    before = [list(h) for h in state.hands]
    before[2] = before[2][1:]
    state, events = quick(state, 2, "T")
    assert state.hands == [before[2], before[0], before[1]] and state.turn == 0
    assert state.colour is None
