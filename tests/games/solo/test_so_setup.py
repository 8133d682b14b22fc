"""The deck, the deal, the turned card and the order of play (SO-sheet-1…10, SO-1)."""

from collections import Counter

import pytest

from games.engine.invariants import find_leaks
from games.solo.cards import BLACK, COLOURS, DECK, NUMBER
from games.solo.rules_state import all_cards

from .util import R, deal, draw, kinds, play, top


def _count(kind=None, colour=None):
    return sum(
        1
        for c in R.CARDS.values()
        if (kind is None or c.kind == kind) and (colour is None or c.colour == colour)
    )


def test_so_sheet_1_eighteen_number_cards_per_colour_two_of_each_value():
    for colour in COLOURS:
        values = Counter(
            c.value for c in R.CARDS.values() if c.kind == NUMBER and c.colour == colour
        )
        assert values == {v: 2 for v in range(1, 10)}
    assert _count(NUMBER) == 72


@pytest.mark.parametrize("kind", ["passer", "sens", "plus2"])
def test_so_sheet_2_eight_of_each_coloured_action_two_per_colour(kind):
    assert _count(kind) == 8
    assert all(_count(kind, colour) == 2 for colour in COLOURS)


def test_so_sheet_3_one_swap_card_per_colour():
    assert _count("echange") == 4
    assert all(_count("echange", colour) == 1 for colour in COLOURS)


def test_so_sheet_4_twelve_black_cards_and_112_in_all():
    assert _count("couleur", BLACK) == _count("plus4", BLACK) == _count("tournant", BLACK) == 4
    assert _count(colour=BLACK) == 12
    assert len(DECK) == len(set(DECK)) == 112


def test_so_1_the_deck_is_exactly_as_listed_and_dealt_whole():
    for seats in (2, 5, 10):
        state = R.new_game(seats, R.Options(), seed=seats)
        assert Counter(all_cards(state)) == Counter(DECK)
        assert [len(h) for h in state.hands] == [8] * seats
        assert state.turn == (state.dealer + 1) % seats and state.direction == 1


def test_so_sheet_6_first_dealer_at_random_then_to_the_left_eight_cards_each():
    dealers = {R.new_game(4, R.Options(), seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    state = deal([["r5", "r6"], ["r2", "b3"]], ["r1"], turn=0, dealer=1)
    state, events = play(state, 0, "r5", solo=True)
    state, events = play(state, 1, "r2", solo=True)
    state, events = play(state, 0, "r6")  # wins the round
    assert state.phase == "round-over" and R.stage(state).must == (0,)  # dealer 1 -> 0
    state, events = R.apply(state, R.Action(0, "deal"))
    assert state.dealer == 0 and state.turn == 1 and state.round == 2
    assert [len(h) for h in state.hands] == [8, 8]


def test_so_sheet_7_the_rest_is_the_draw_pile():
    state = R.new_game(3, R.Options(), seed=4)
    assert len(state.draw_pile) == 112 - 3 * 8 - 1
    obs = R.observation(state, 0)
    assert obs["draw_count"] == len(state.draw_pile)
    assert not find_leaks(obs, state.draw_pile)  # the pile's cards are never shown


def test_so_sheet_8_the_turned_card_does_not_fire_and_a_black_one_frees_play():
    for seed in range(300):
        state = R.new_game(3, R.Options(), seed)
        first = R.CARDS[state.top]
        if first.kind == "plus4":
            break
    else:  # pragma: no cover - the seeds above always turn one
        pytest.fail("no Piocher 4 turned")
    assert state.stack == 0 and state.colour is None and state.turn == (state.dealer + 1) % 3
    hand = state.hands[state.turn]
    laid = {a.cards[0] for a in R.legal_actions(state, state.turn) if a.kind == "play"}
    assert {R.CARDS[c].face for c in laid} == {R.CARDS[c].face for c in hand}  # any card
    for seed in range(300):
        state = R.new_game(3, R.Options(), seed)
        if R.CARDS[state.top].kind == "passer":
            assert state.turn == (state.dealer + 1) % 3  # not skipped
            break


def test_so_sheet_9_the_player_left_of_the_dealer_starts():
    for seed in range(10):
        state = R.new_game(5, R.Options(), seed)
        assert R.stage(state).must == ((state.dealer + 1) % 5,)


def test_so_sheet_10_play_goes_clockwise():
    state = deal([["r5", "r6"], ["r7", "r8"], ["r2", "r3"]], ["r1"], turn=0)
    state, _ = play(state, 0, "r5")
    assert state.turn == 1
    state, _ = play(state, 1, "r7")
    assert state.turn == 2 and top(state) == "rouge-7"


def test_so_sheet_7_draw_event_shows_the_card_to_the_drawer_only():
    state = deal([["b5"], ["r7"]], ["r1"], draw_top=["v3"])
    state, events = draw(state, 0)
    assert kinds(events) == ["draw", "drew"] and events[1].visible_to == (0,)


def test_so_1_two_to_ten_players():
    for seats in (1, 11):
        with pytest.raises(ValueError):
            R.new_game(seats, R.Options(), 1)
    assert len(R.new_game(10, R.Options(), 1).draw_pile) == 112 - 80 - 1
    assert R.Options.from_json(R.Options(target=300, notes=True).to_json()) == R.Options(
        target=300, notes=True
    )
