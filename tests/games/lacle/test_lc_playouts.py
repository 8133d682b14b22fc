"""Random Patience playouts by a greedy bot through the real rules, every invariant checked
after every action: the 102 tiles conserved (pool + rack + board), the JSON round trip, every
word on the board valid (LC-11, LC-ours-14, 16)."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine.invariants import check_state
from games.lacle import rules_patience as R
from games.lacle.board import SIZE

from .lexicon_double import Lexicon
from .patience_bot import WORDS, GreedyPatienceBot

LEX = Lexicon.from_words(WORDS)


def board_words(board: list[str]) -> list[str]:
    """Every run of 2 letters or more, across and down."""
    lines = list(board) + ["".join(row[c] for row in board) for c in range(SIZE)]
    return [run.upper() for line in lines for run in line.split(".") if len(run) >= 2]


def play_out(seed: int, max_moves: int = 60):
    state = R.new_game(seed=seed)
    bot = GreedyPatienceBot(LEX, lambda: state)
    for _ in range(max_moves):
        assert check_state(R, state, 1) == []
        assert all(w in LEX for w in board_words(state.board))
        if R.outcome(state):
            break
        state, _ = R.apply(state, bot.choose(R.observation(state, 0)), LEX)
    assert check_state(R, state, 1) == []
    return state


def test_lc_11_two_hundred_common_words_are_enough_for_a_patience():
    assert len(WORDS) >= 200


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_lc_11_playouts_keep_tiles_json_and_words(seed):
    state = play_out(seed)
    assert R.outcome(state).finished or state.words > 0


def test_lc_ours_16_two_playouts_of_one_seed_are_the_same():
    one, two = play_out(42), play_out(42)
    assert R.to_json(one) == R.to_json(two)
