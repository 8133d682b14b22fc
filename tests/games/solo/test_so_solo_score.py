"""SOLO!, the round's end, the hands' values and the game to 500 (SO-sheet-5, 31…44, SO-6,
SO-7, SO-ours-5, 6, 9, 10)."""

import pytest

from games.engine import Action

from .util import R, deal, draw, kinds, play, quick, top


def test_so_sheet_31_solo_is_said_with_the_second_to_last_card():
    state = deal([["r5", "r6"], ["v1", "v2"]], ["r1"])
    said, events = play(state, 0, "r5", solo=True)
    assert len(said.hands[0]) == 1 and events[0].data["solo"] is True
    assert "solo-forgotten" not in kinds(events)
    legal = [a for a in R.legal_actions(state, 0)]
    assert {a.param("solo", False) for a in legal} == {True, False}
    action = Action.of(0, "play", {"cards": [state.hands[0][0]], "solo": True})
    assert Action.from_json(action.to_json()) == action


@pytest.mark.parametrize("how", ["turn", "quick", "drawn"])
def test_so_sheet_31_solo_is_owed_in_turn_by_quick_discard_or_with_a_drawn_card(how):
    if how == "turn":
        state, events = play(deal([["r5", "r6"], ["v1", "v2"]], ["r1"]), 0, "r5")
    elif how == "quick":
        state, events = quick(deal([["v1", "v2"], ["r1", "b2"]], ["r1"]), 1, "r1")
    else:
        state, _ = draw(deal([["v3"], ["v1", "v2"]], ["r1"], draw_top=["r7"]), 0)
        state, events = play(state, 0, "r7")
    assert "solo-forgotten" in kinds(events)


def test_so_sheet_32_forgetting_solo_costs_two_cards_at_once():
    state = deal([["r5", "r6"], ["v1", "v2"]], ["r1"], draw_top=["j1", "j2", "j3"])
    state, events = play(state, 0, "r5")
    assert kinds(events)[:4] == ["play", "solo-forgotten", "draw", "drew"]
    assert events[1].visible_to is None and events[1].data == {"seat": 0, "count": 2}
    assert len(state.hands[0]) == 3 and state.turn == 1


def test_so_6_solo_judged_on_the_hand_held_when_the_move_ends():
    hands = [["rE", "r2"], ["v1", "v2", "v3", "v4"]]
    state, events = play(deal(hands, ["r9"]), 0, "rE", target=1)
    assert len(state.hands[0]) == 4 and "solo-forgotten" not in kinds(events)
    state, events = play(deal(hands, ["r9"]), 0, "rE")
    assert "solo-forgotten" in kinds(events)


def test_so_ours_9_laying_the_swap_as_second_to_last_card_and_taking_a_bigger_hand():
    hands = [["bE", "b2"], ["v1", "v2", "v3"], ["j1"]]
    taken, events = play(deal(hands, ["b9"]), 0, "bE", target=1)
    assert "solo-forgotten" not in kinds(events) and len(taken.hands[0]) == 3
    one, events = play(deal(hands, ["b9"]), 0, "bE", target=2)  # takes a hand of one
    assert "solo-forgotten" in kinds(events)
    kept, events = play(deal(hands, ["b9"]), 0, "bE", solo=True)
    assert "solo-forgotten" not in kinds(events) and len(kept.hands[0]) == 1


def test_so_ours_9_so_ours_6_a_solo_said_with_a_swap_that_takes_a_bigger_hand_is_not_told():
    """A rules reviewer's find: « … pose Échange avec un joueur (rouge). SOLO ! » in the log
    beside the three cards she took; the hand the move leaves decides (SO-ours-9)."""
    hands = [["rE", "r2"], ["v1", "v2", "v3"], ["j1"]]
    taken, events = play(deal(hands, ["r9"]), 0, "rE", target=1, solo=True)
    assert len(taken.hands[0]) == 3 and events[0].data["solo"] is False
    kept, events = play(deal(hands, ["r9"]), 0, "r2", solo=True)  # a plain card: told
    assert len(kept.hands[0]) == 1 and events[0].data["solo"] is True


def test_so_ours_9_so_6_a_swap_laid_from_a_bigger_hand_that_ends_with_one_card_owes_nothing():
    # A reviewer's find: a swap laid from three cards taking a one-card hand, or a rotation
    # laid from five bringing one card, cost 2 cards « for forgetting SOLO! », never offered.
    state = deal([["rE", "r1", "r2"], ["v1"], ["j1", "j2", "j3", "j4"]], ["r9"])
    assert all(not a.param("solo", False) for a in R.legal_actions(state, 0))
    taken, events = play(state, 0, "rE", target=1)
    assert len(taken.hands[0]) == 1 and "solo-forgotten" not in kinds(events)
    rot = [["T", "r1", "r2", "r3", "r4"], ["v1", "v2"], ["j1", "j2"], ["b1"]]
    state, events = play(deal(rot, ["r9"]), 0, "T")
    assert len(state.hands[0]) == 1 and "solo-forgotten" not in kinds(events)


def test_so_ours_5_no_penalty_when_someone_elses_swap_leaves_a_player_with_one_card():
    hands = [["rE", "r2"], ["v1", "v2", "v3"]]
    state, events = play(deal(hands, ["r9"]), 0, "rE", target=1, solo=True)
    assert len(state.hands[1]) == 1 and "solo-forgotten" not in kinds(events)
    rot = [["T", "r2", "r3"], ["v1", "v2"], ["j1", "j2", "j3"]]
    state, events = play(deal(rot, ["r9"]), 0, "T")
    assert [len(h) for h in state.hands] == [3, 2, 2]
    rot = [["T", "r2", "r3"], ["v1"], ["j1", "j2", "j3"]]
    state, events = play(deal(rot, ["r9"]), 0, "T")
    assert len(state.hands[2]) == 1 and "solo-forgotten" not in kinds(events)


def test_so_ours_6_a_needless_solo_does_nothing():
    state = deal([["r5", "r6", "r7"], ["v1", "v2"]], ["r1"])
    said, events = play(state, 0, "r5", solo=True)
    plain, _ = play(state, 0, "r5")
    assert said.hands == plain.hands and said.draw_pile == plain.draw_pile
    # nor is it told: the log read « Sam pose vert 6. SOLO ! » with 7 cards left (an English
    # reviewer's find)
    assert events[0].data["solo"] is False
    _, owed = play(deal([["r5", "r6"], ["v1", "v2"]], ["r1"]), 0, "r5", solo=True)
    assert owed[0].data["solo"] is True


def test_so_sheet_5_the_first_to_discard_all_his_cards_wins_the_round():
    state = deal([["r5", "r6"], ["r7", "v2", "v3"]], ["r1"])
    state, _ = play(state, 0, "r5", solo=True)
    state, _ = play(state, 1, "r7")
    assert state.phase == "play" and R.outcome(state) is None
    state, _ = play(state, 0, "r6")
    assert R.outcome(state).rounds[-1]["winner"] == 0 and state.hands[0] == []
    assert state.phase == "round-over"


def test_so_sheet_33_the_last_card_wins_the_round_its_effect_does_not_apply():
    state = deal([["+4"], ["v1", "v2"], ["jE", "b8", "j1"]], ["r1"])
    state, events = play(state, 0, "+4", choice="bleu")
    assert state.phase == "round-over" and state.stack == 0
    assert kinds(events) == ["play", "round-over"] and events[1].data["winner"] == 0
    assert R.stage(state).name == "deal"
    swap = deal([["rE"], ["v1", "v2"]], ["r1"])
    hand_of_1 = list(swap.hands[1])
    state, _ = play(swap, 0, "rE", target=1)
    assert state.hands[1] == hand_of_1 and state.hands[0] == []
    rotate = deal([["T"], ["v1", "v2"], ["j1", "j2", "j3"]], ["r1"])
    hands = [list(h) for h in rotate.hands[1:]]
    state, _ = play(rotate, 0, "T")  # nobody's hand moves (a reviewer's mutant survived)
    assert state.hands[0] == [] and [list(h) for h in state.hands[1:]] == hands


def test_so_7_a_quick_discarded_last_card_wins_too():
    state = deal([["v1", "v2"], ["r1"]], ["r1"])
    state, events = quick(state, 1, "r1")
    assert state.phase == "round-over" and events[-1].data["winner"] == 1


def test_so_sheet_34_each_other_player_adds_his_hands_points():
    state = deal([["r5"], ["v1", "v9", "+4"], ["bS", "jP"]], ["r1"], scores=[10, 20, 30])
    state, events = play(state, 0, "r5")
    assert events[-1].data["points"] == [0, 60, 30]
    assert state.scores == [10, 80, 60]
    assert R.outcome(state).rounds[-1]["points"] == [0, 60, 30]
    assert R.observation(state, 0)["revealed_hands"][1]


@pytest.mark.parametrize(
    "token,points",
    [
        ("v1", 1),
        ("b9", 9),
        ("jS", 10),
        ("jP", 20),
        ("r+2", 30),
        ("bE", 30),
        ("T", 40),
        ("C", 40),
        ("+4", 50),
    ],
)
def test_so_7_hand_values(token, points):
    state = deal([["r5"], [token]], ["r1"])
    state, events = play(state, 0, "r5")
    assert events[-1].data["points"] == [0, points]


def test_so_sheet_37_number_cards_score_their_face_value():
    assert [R.CARDS[f"rouge-{v}-1"].points for v in range(1, 10)] == list(range(1, 10))


def _left_in_hand(token: str) -> int:
    """What one card left in a loser's hand adds to his total when the round ends."""
    state = deal([["r5"], [token, "v1"]], ["r1"], scores=[0, 100])
    state, events = play(state, 0, "r5")
    return state.scores[1] - 100 - 1


def test_so_sheet_38_changement_de_sens_scores_10():
    assert _left_in_hand("jS") == 10


def test_so_sheet_39_passer_scores_20():
    assert _left_in_hand("jP") == 20


def test_so_sheet_40_piocher_2_scores_30():
    assert _left_in_hand("r+2") == 30


def test_so_sheet_41_echange_avec_un_joueur_scores_30():
    assert _left_in_hand("bE") == 30


def test_so_sheet_42_echange_tournant_scores_40():
    assert _left_in_hand("T") == 40


def test_so_sheet_43_choix_de_couleur_scores_40():
    assert _left_in_hand("C") == 40


def test_so_sheet_44_piocher_4_scores_50():
    assert _left_in_hand("+4") == 50


def test_so_sheet_35_the_game_stops_as_soon_as_a_total_reaches_500():
    state = deal([["r5"], ["v9"], ["b1"]], ["r1"], scores=[0, 490, 10])
    state, _ = play(state, 0, "r5")
    assert state.phase == "round-over" and state.scores[1] == 499
    state = deal([["r5"], ["v9"], ["b1"]], ["r1"], scores=[0, 491, 10])
    state, _ = play(state, 0, "r5")
    assert state.phase == "game-over" and state.scores[1] == 500  # reaches: stops
    assert R.legal_actions(state, 0) == [] and R.stage(state).name == "over"


def test_so_sheet_36_the_lowest_total_wins():
    state = deal([["r5"], ["v9"], ["b1"]], ["r1"], scores=[120, 495, 30])
    state, _ = play(state, 0, "r5")
    result = R.outcome(state)
    assert result.finished and result.winners == (2,) and result.scores == (120, 504, 31)


def test_so_ours_10_equal_lowest_totals_share_the_win():
    state = deal([["r5"], ["v9"], ["b1"]], ["r1"], scores=[31, 495, 30])
    state, _ = play(state, 0, "r5")
    assert R.outcome(state).winners == (0, 2)


@pytest.mark.parametrize("target", [200, 300])
def test_so_7_option_a_shorter_game(target):
    options = R.Options(target=target)
    state = deal([["r5"], ["+4"]], ["r1"], scores=[0, target - 50], options=options)
    state, _ = play(state, 0, "r5")
    assert state.phase == "game-over" and R.outcome(state).winners == (0,)
    assert R.observation(state, 1)["target"] == target
    with pytest.raises(ValueError):
        R.Options(target=250).validate(2)


def test_so_7_outcome_is_none_before_the_first_round_ends():
    assert R.outcome(R.new_game(2, R.Options(), 1)) is None
    state = deal([["r5"], ["v9"]], ["r1"])
    state, _ = play(state, 0, "r5")
    assert not R.outcome(state).finished and top(state) == "rouge-5"
