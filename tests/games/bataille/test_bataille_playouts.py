"""Random playouts through the real rules (2–4 players, every variant): the kit's invariants
after every action (37 cards conserved, JSON round trip, an action for the stage's seat, no
hidden card in any observation), legal actions exactly what `apply` takes, replays, simulate."""

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.bataille.rules_state import all_cards
from games.engine import Action, Rng
from games.engine.invariants import check_state
from games.engine.simulate import simulate

from ..playouts import accepts, assert_json_round_trip, assert_replays, played
from .util import R


def random_step(state, rng: Rng):
    return rng.choice(R.legal_actions(state, R.stage(state).must[0]))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31 - 1),
    seats=st.integers(2, 4),
    variant=st.sampled_from(["classic", "pianissimo", "scherzo"]),
    by_ear=st.booleans(),
)
def test_random_playouts_keep_every_invariant(seed, seats, variant, by_ear):
    start = R.new_game(seats, R.Options(variant=variant, by_ear=by_ear), seed)
    full = Counter(R.DECK)
    for state, events in played(R, start, random_step, Rng(seed ^ 0x5EED), 400):
        assert Counter(all_cards(state)) == full
        assert check_state(R, state, seats) == []
        for seat in (None, *range(seats)):
            last_move = R.observation(state, seat)["last_move"]
            assert not [e for e in events if not e.visible(seat) and e.to_json() in last_move]


def _tries(state, seat):
    out = [Action(seat, "deal")]
    for p in (*R.PARAMS, "loudness"):
        out += [
            Action.of(seat, "ask", {"choice": p}),
            Action.of(seat, "ask", {"choice": p, "way": "low"}),
        ]
    out.append(Action.of(seat, "lay"))
    for t in (None, *R.PARAMS):
        params = {"power": True} if t is None else {"power": True, "target_param": t}
        out.append(Action.of(seat, "lay", params))
    return out


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 4), scherzo=st.booleans())
def test_legal_actions_are_exactly_the_moves_apply_accepts(seed, seats, scherzo):
    options = R.Options(variant="scherzo" if scherzo else "classic")
    state = R.new_game(seats, options, seed)
    rng = Rng(seed)
    for _ in range(60):
        if state.phase == "game-over":
            break
        for seat in range(seats):
            legal = set(R.legal_actions(state, seat))
            for a in _tries(state, seat):
                assert accepts(R, state, a, ("fr", "ro", "en")) == (a in legal), (a, legal)
        state, _ = R.apply(state, random_step(state, rng))


def test_json_round_trip_is_exact_and_json_able():
    assert_json_round_trip(R, random_step, 300)


def test_same_seed_and_actions_replay_the_same_game():
    assert_replays(R, random_step, 150)


@pytest.mark.parametrize("players,games", [(2, 3), (3, 2), (4, 2)])
def test_simulate_has_no_invariant_violation(bataille_registered, players, games):
    summary = simulate("bataille-des-sons", players=players, games=games, seed=3,
                       bots="random,simple,strong")  # fmt: skip
    assert summary["invariant_violations"] == 0, summary["violations"]
    assert summary["unfinished"] == 0 and summary["games"] == games
