"""Batailles and a trick nobody takes (BS-3, BS-sheet-15…20, BS-ours-10)."""

from .util import R, deal, kinds, trick_through


def test_bs_sheet_15_16_bataille_among_tied_repeated_with_the_same_question():
    state = deal([["sirene", "orgue", "lion", "flute"], ["tonnerre", "klaxon", "goutte", "piano"]])
    state, events = trick_through(state, "volume")  # 10 = 10, then 8 = 8, then 9 > 1
    trick = state.last_trick
    assert trick["winner"] == 0 and trick["batailles"] == 2
    assert [e["bataille"] for e in trick["laid"]] == [["klaxon", "goutte"], ["orgue", "lion"]]
    assert len(state.won[0]) == 6 and state.attacker == 0 and "trick" in kinds(events)


def test_bs_sheet_17_no_power_in_a_bataille():
    # the trumpet (Crescendo) turned in the bataille counts 8, not 11
    state = deal([["sirene", "orgue", "lion"], ["tonnerre", "trompette", "goutte"]])
    state, _ = trick_through(state, "volume")
    assert state.last_trick["batailles"] == 2 and state.last_trick["winner"] == 0


def test_bs_sheet_18_19_with_three_players_only_the_tied_best_play_the_bataille():
    state = deal([["sirene", "lion", "vent"], ["guitare", "cymbale"], ["tonnerre", "chat", "tuba"]])
    state, _ = trick_through(state, "volume")
    trick = state.last_trick
    laid = {e["seat"]: e for e in trick["laid"]}
    assert laid[1]["bataille"] == [] and state.decks[1] == []  # his cymbal was not turned
    assert trick["winner"] == 0 and laid[0]["bataille"] == ["lion"]
    assert state.hands[1] == "cymbale"  # he takes it for the next trick


def test_bs_sheet_20_two_players_a_tied_player_without_cards_plays_the_mystery_card():
    state = deal([["sirene", "orgue"], ["tonnerre"]], mystery="goutte")
    state, _ = trick_through(state, "volume")
    laid = {e["seat"]: e for e in state.last_trick["laid"]}
    assert laid[1]["bataille"] == ["goutte"] and state.mystery is None
    assert state.last_trick["winner"] == 0 and len(state.won[0]) == 4


def test_bs_sheet_20_three_players_a_tied_player_without_cards_loses():
    state = deal([["sirene"], ["guitare", "chat"], ["tonnerre", "horloge"]], mystery="goutte")
    state, _ = trick_through(state, "volume")
    assert state.last_trick["winner"] == 2 and state.mystery == "goutte"


def test_bs_ours_10_set_aside_when_every_tied_player_is_out():
    state = deal([["sirene", "chat"], ["tonnerre"]], mystery=None)
    state, _ = trick_through(state, "volume")  # 10 = 10; seat 1 has nothing, the mystery is used
    assert state.last_trick["winner"] == 0  # seat 0 still had a card: he wins
    state = deal([["sirene"], ["tonnerre"]], mystery=None)
    set_aside = len(state.set_aside)
    state, _ = trick_through(state, "volume")
    assert state.last_trick["winner"] is None
    assert len(state.set_aside) == set_aside + 2 and state.won == [[], []]
    assert R.observation(state, 0)["last_trick"]["winner"] is None


def test_bs_sheet_20_bs_ours_10_both_out_of_cards_the_mystery_card_stays_and_the_trick_is_set_aside():
    # A reviewer's find: the first tied player out took the mystery card and won at once, the
    # other out of cards too. The mystery card is for one out while the other still has one.
    for attacker in (0, 1):
        state = deal([["sirene"], ["tonnerre"]], mystery="goutte", attacker=attacker)
        state, _ = trick_through(state, "volume")  # 10 = 10, both decks empty
        assert state.last_trick["winner"] is None and state.won == [[], []]
        assert state.mystery == "goutte" and state.mystery_seat is None
        laid = state.last_trick["laid"]
        assert [e["bataille"] for e in laid] == [[], []]


def test_bs_sheet_20_bs_3_the_mystery_card_turned_in_a_bataille_is_labelled():
    state = deal([["sirene", "orgue"], ["tonnerre"]], mystery="goutte")
    state, _ = trick_through(state, "volume")
    last = {e["seat"]: e for e in R.observation(state, 0)["last_trick"]["laid"]}
    assert last[1]["bataille"][0]["id"] == "goutte" and last[1]["bataille"][0]["mystery"]
    assert "mystery" not in last[0]["bataille"][0] and "mystery" not in last[1]["card"]
