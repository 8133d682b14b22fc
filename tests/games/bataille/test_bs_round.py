"""The round's end and the mystery card (BS-4, BS-sheet-26…30, BS-ours-11, 12, 17)."""

from games.engine.invariants import find_leaks

from .util import R, deal, trick_through


def test_bs_4_bs_sheet_26_27_the_round_ends_when_all_cards_are_played():
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


def test_bs_sheet_28_bs_4_the_mystery_card_played_is_labelled_in_hand_laid_and_revealed():
    """A pupil can tell which card in play is the mystery card: it is marked in its player's
    hand, on the table once laid (face up, or only heard « à l'oreille », still unnamed there),
    and in the trick revealed; no other card is marked."""
    for by_ear in (False, True):
        options = R.Options(by_ear=by_ear)
        state = deal([["tonnerre", "orgue", "cymbale"], ["guitare"]], mystery="goutte",
                     options=options)  # fmt: skip
        assert R.observation(state, 1)["hand"].get("mystery") is None  # not yet played
        state, _ = trick_through(state, "volume")
        assert R.observation(state, 1)["hand"]["mystery"] is True
        assert R.observation(state, 0)["hand"].get("mystery") is None  # the organ is not it
        state, _ = R.apply(state, R.Action.of(0, "ask", {"choice": "volume"}))
        state, _ = R.apply(state, R.Action.of(1, "lay"))
        for seat in (None, 0, 1):
            obs = R.observation(state, seat)
            assert obs["laid"][0]["card"]["mystery"] is True
            if by_ear:
                assert not find_leaks(obs, R.secret_ids(state, seat))
        state, _ = R.apply(state, R.Action.of(0, "lay"))
        last = {e["seat"]: e for e in R.observation(state, 0)["last_trick"]["laid"]}
        assert last[1]["card"]["id"] == "goutte" and last[1]["card"]["mystery"] is True
        assert "mystery" not in last[0]["card"]
