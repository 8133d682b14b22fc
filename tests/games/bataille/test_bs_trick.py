"""A plain trick (BS-sheet-7…14, BS-3) and the JSON round trip."""

import json

from .util import R, ask, deal, lay, refused, trick_through


def test_bs_sheet_7_every_player_takes_his_top_card_when_the_trick_opens():
    state = deal([["tonnerre", "flute"], ["triangle", "piano"], ["harpe", "orgue"]])
    assert state.hands == ["tonnerre", "triangle", "harpe"]
    assert [len(d) for d in state.decks] == [1, 1, 1]
    obs = R.observation(state, 1)
    assert obs["hand"]["id"] == "triangle" and obs["hand_counts"] == [1, 1, 1]


def test_bs_sheet_8_9_10_11_12_13_14_a_plain_trick():
    # seat 0 attacks; defenders from his right: seat 2, then seat 1, the attacker last
    state = deal([["guitare", "flute"], ["tonnerre", "piano"], ["harpe", "orgue"]])
    assert R.stage(state).name == "ask" and R.stage(state).must == (0,)
    assert len(R.legal_actions(state, 0)) == 4
    state, _ = ask(state, 0, "volume")
    assert state.order() == [2, 1, 0] and R.stage(state).must == (2,)
    assert refused(lay, state, 1).code == "not-your-turn"
    state, _ = lay(state, 2)
    assert R.observation(state, 1)["laid"][0]["card"]["id"] == "harpe"  # face up, seen
    state, _ = lay(state, 1)
    state, events = lay(state, 0)
    assert state.last_trick["winner"] == 1  # the thunder is loudest
    assert sorted(state.won[1]) == sorted(["guitare", "tonnerre", "harpe"])
    assert state.attacker == 1 and state.decks[1] == []  # the next trick opened: piano taken
    assert state.hands == ["flute", "piano", "orgue"] and state.trick == 2


def test_json_round_trip_of_a_trick_in_play():
    state = deal([["guitare", "flute"], ["tonnerre", "piano"]])
    state, _ = ask(state, 0, "pitch")
    state, _ = lay(state, 1)
    text = json.dumps(R.to_json(state))
    back = R.from_json(json.loads(text))
    assert back == state and json.dumps(R.to_json(back)) == text


def test_a_new_game_deals_the_first_trick_and_asks_the_attacker():
    state = R.new_game(3, R.Options(first_attacker=2), 5)
    assert state.attacker == 2 and state.dealer == 0
    assert R.stage(state).must == (2,)
    state, _ = trick_through(state, "timbre")
    assert state.trick == 2
