"""The cards, the players, the deal, the first attacker (BS-1, BS-5, BS-sheet-1…6, 31…33,
BS-ours-1…4, 16)."""

from collections import Counter

import pytest

from games.bataille.cards import CARDS, HIGH, LOW, PARAMS, POWERS
from games.bataille.rules_state import all_cards
from games.bataille.rules_text import power_label
from games.engine.invariants import find_leaks

from .util import R, deal, trick_through


def test_bs_1_bs_ours_1_2_3_the_37_sound_cards():
    assert len(CARDS) == 37 and len({c.id for c in CARDS}) == 37
    for c in CARDS:
        assert c.name["fr"] and c.name["ro"] and c.name["en"]
        assert c.line["fr"] and c.line["ro"] and c.line["en"]  # a line a child enjoys
        assert all(LOW <= c.value(p) <= HIGH for p in PARAMS)
    assert any(len({c.value(p) for c in CARDS}) < 37 for p in PARAMS)  # ties occur
    powered = [c for c in CARDS if c.power]
    assert 10 <= len(powered) <= 14 and {c.power for c in powered} == set(POWERS)


def test_bs_ours_4_every_card_has_the_four_values_its_sound_is_made_of():
    """The synthesis itself is sound.py's (its own tests); the rules give it four values."""
    assert all(set(c.values) == set(PARAMS) for c in CARDS)


def test_bs_sheet_1_the_goal_is_the_most_cards_won():
    state = deal([["tonnerre", "chat"], ["guitare", "horloge"]], mystery=None)
    state, _ = trick_through(state, "volume")
    state, _ = trick_through(state, "volume")
    assert state.phase == "round-over" and state.rounds[-1]["winner"] == 0
    assert state.rounds[-1]["won"] == [4, 0]


def test_bs_sheet_2_two_to_four_players():
    for seats in (2, 3, 4):
        assert R.new_game(seats, R.Options(), 1).seats == seats
    for seats in (1, 5):
        with pytest.raises(ValueError):
            R.new_game(seats, R.Options(), 1)


@pytest.mark.parametrize("seats,each", [(2, 18), (3, 12), (4, 9)])
def test_bs_sheet_3_4_all_dealt_equally_and_the_37th_is_the_unseen_mystery_card(seats, each):
    state = R.new_game(seats, R.Options(), 3)
    # the trick has opened: each holds his top card
    assert [len(d) + 1 for d in state.decks] == [each] * seats
    assert state.mystery and Counter(all_cards(state)) == Counter(R.DECK)
    for seat in (None, *range(seats)):
        obs = R.observation(state, seat)
        assert not find_leaks(obs, {state.mystery})
        assert obs["mystery"] == {"used": False, "seat": None}


def test_bs_sheet_5_the_aide_memoire_names_the_four_powers_in_every_language():
    for lang in ("fr", "ro", "en"):
        assert len({power_label(p, lang) for p in POWERS}) == 4
    assert power_label("echo", "fr") == "Écho"


def test_bs_sheet_6_bs_5_the_first_attacker_is_the_tables_choice_or_drawn():
    assert R.new_game(4, R.Options(first_attacker=3), 9).attacker == 3
    drawn = {R.new_game(4, R.Options(), seed).attacker for seed in range(30)}
    assert drawn == {0, 1, 2, 3}
    assert R.new_game(4, R.Options(), 5) == R.new_game(4, R.Options(), 5)  # seeded


def test_bs_sheet_33_dealt_counter_clockwise_from_the_dealers_right_who_attacks():
    state = R.new_game(3, R.Options(first_attacker=1), 2)
    assert state.dealer == 2 and state.attacker == 1  # his right: dealer − 1
    obs = R.observation(state, 0)
    assert obs["direction"] == "counter-clockwise" and obs["order"] == [0, 2, 1]


def _round_won_by(winner_deck, other_deck, winner):
    decks = [winner_deck, other_deck] if winner == 0 else [other_deck, winner_deck]
    state = deal(decks, mystery=None, attacker=1, dealer=1)
    state, _ = trick_through(state, "volume")
    return state


def test_bs_sheet_31_32_the_winner_deals_and_the_game_ends_at_rounds_to_win():
    state = _round_won_by(["tonnerre"], ["guitare"], 0)
    assert state.phase == "round-over" and state.rounds_won == [1, 0]
    assert R.stage(state).name == "deal" and R.stage(state).must == (0,)
    assert R.legal_actions(state, 1) == []
    state, _ = R.apply(state, R.Action(0, "deal"))
    assert state.round == 2 and state.dealer == 0 and state.attacker == 1  # the dealer's right
    assert [len(d) for d in state.decks] == [17, 17]
    once = deal([["tonnerre"], ["guitare"]], mystery=None, options=R.Options(rounds_to_win=1))
    once, _ = trick_through(once, "volume")
    assert once.phase == "game-over" and R.outcome(once).winners == (0,)
    assert R.stage(once).name == "over"


def test_bs_ours_13_16_a_shared_round_counts_for_nobody_and_the_dealer_deals_again():
    state = deal([["tonnerre", "chat"], ["guitare", "sirene"]], mystery=None, dealer=1)
    state, _ = trick_through(state, "volume")  # seat 0 wins 2
    state, _ = trick_through(state, "volume")  # seat 1's siren wins 2
    assert state.rounds[-1]["winner"] is None and state.rounds[-1]["shared"] == [0, 1]
    assert state.rounds_won == [0, 0] and R.stage(state).must == (1,)
    state, _ = R.apply(state, R.Action(1, "deal"))
    assert state.dealer == 1 and state.attacker == 0
