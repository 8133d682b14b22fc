"""The round's end and the mystery card (BS-4, BS-sheet-26…30, BS-ours-11, 12, 17)."""

from games.engine.invariants import find_leaks

from .util import R, deal, trick_through


def test_bs_sheet_26_27_the_round_ends_when_all_cards_are_played():
    state = deal([["tonnerre", "chat"], ["guitare", "horloge"]], mystery="goutte")
    state, _ = trick_through(state, "volume")
    assert state.phase == "play"
    state, events = trick_through(state, "volume")
    assert state.phase == "round-over" and state.rounds[-1]["winner"] == 0
    assert state.mystery == "goutte"  # both ran out together: it stays
    assert R.observation(state, 1)["round_results"][0]["won"] == [4, 0]


def test_bs_sheet_28_two_players_the_one_who_runs_out_plays_the_mystery_card():
    state = deal([["tonnerre", "orgue", "cymbale"], ["guitare"]], mystery="goutte")
    state, _ = trick_through(state, "volume")
    assert state.hands[1] == "goutte" and state.mystery is None
    obs = R.observation(state, 0)
    assert obs["mystery"] == {"used": True, "seat": 1}
    assert not find_leaks(obs, {"goutte"})  # face down until laid
    assert R.observation(state, 1)["hand"]["id"] == "goutte"  # he sees his card


def test_bs_sheet_29_once_it_is_used_the_round_ends_and_the_other_banks():
    state = deal([["tonnerre", "orgue", "cymbale"], ["guitare"]], mystery="goutte")
    state, _ = trick_through(state, "volume")
    state, events = trick_through(state, "volume")  # the organ beats the mystery drop
    assert state.phase == "round-over"
    assert len(state.won[0]) == 5 and "cymbale" in state.won[0]
    assert "bank" in [e.kind for e in events]


def test_bs_sheet_30_bs_ours_12_several_run_out_at_once_it_stays_and_holders_bank():
    state = deal([["tonnerre", "orgue"], ["guitare"], ["chat"]], mystery="goutte")
    state, _ = trick_through(state, "volume")
    assert state.phase == "round-over" and state.mystery == "goutte"
    assert sorted(state.won[0]) == ["chat", "guitare", "orgue", "tonnerre"]


def test_bs_ours_11_three_players_exactly_one_runs_out_plays_it():
    state = deal([["tonnerre", "orgue"], ["guitare", "lion"], ["chat"]], mystery="goutte")
    state, _ = trick_through(state, "volume")
    assert state.phase == "play" and state.hands[2] == "goutte"


def test_bs_ours_17_once_used_a_player_who_runs_out_sits_out_until_one_alone_has_cards():
    state = deal([["tonnerre", "orgue", "cymbale"], ["guitare", "lion"], ["chat"]],
                 mystery=None, mystery_seat=1)  # fmt: skip
    state, events = trick_through(state, "volume")
    assert state.out == [2] and "sit-out" in [e.kind for e in events]
    assert state.order() == [1, 0] and R.observation(state, 0)["out"] == [2]
    state, events = trick_through(state, "volume")
    assert state.phase == "round-over" and "cymbale" in state.won[0]


def test_bs_ours_17_a_trick_winner_who_sits_out_passes_the_attack_to_his_right():
    state = deal([["guitare", "orgue"], ["chat", "lion"], ["tonnerre"]],
                 mystery=None, mystery_seat=0)  # fmt: skip
    state, _ = trick_through(state, "volume")
    assert state.out == [2] and state.attacker == 1
