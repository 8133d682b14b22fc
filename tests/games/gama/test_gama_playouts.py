"""Random playouts through the real rules: invariants after every action (hypothesis)."""

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine import Action, Rng
from games.engine.invariants import check_state, strings_in
from games.gama.cards import DECK
from games.gama.rules_state import all_cards

from ..playouts import accepts, assert_json_round_trip, assert_replays, played
from .util import R


def random_step(state, rng: Rng):
    """Any seat with actions; an out-of-turn ♭ now and then."""
    stage = R.stage(state)
    for seat in stage.may:
        legal = R.legal_actions(state, seat)
        if legal and rng.random() < 0.2:
            return rng.choice(legal)
    return rng.choice(R.legal_actions(state, stage.must[0]))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 6), own_turn=st.booleans())
def test_random_playouts_keep_every_invariant(seed, seats, own_turn):
    options = R.Options(rounds=2, flat_own_turn_only=own_turn)
    start = R.new_game(seats, options, seed)
    rng = Rng(seed ^ 0x5EED)
    full = Counter(DECK)
    for state, events in played(R, start, random_step, rng, 400):
        assert Counter(all_cards(state)) == full  # the 72 cards are conserved
        assert check_state(R, state, seats) == []
        assert R.stage(state).name == "over" or R.legal_actions(state, R.stage(state).must[0])
        for seat in (None, *range(seats)):
            obs = R.observation(state, seat)
            assert not set(strings_in(obs)) & R.secret_ids(state, seat), seat
            assert obs["stock"] == {"count": len(state.stock)}
            for e in events:
                if not e.visible(seat):
                    assert e.to_json() not in obs["last_move"]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 5))
def test_legal_actions_are_exactly_the_moves_apply_accepts(seed, seats):
    """Every card of every hand, the draw and the end of a run: apply accepts it iff
    legal_actions lists it (identical cards count as one)."""
    state = R.new_game(seats, R.Options(), seed)
    rng = Rng(seed)
    for _ in range(80):
        if state.phase != "play":
            break
        for seat in range(seats):
            legal = R.legal_actions(state, seat)
            faces = {(a.kind, R.CARDS[a.cards[0]].face if a.cards else None) for a in legal}
            tries = [Action(seat, "draw"), Action(seat, "end-run")]
            tries += [Action(seat, "play", (c,)) for c in state.hands[seat]]
            for a in tries:
                accepted = accepts(R, state, a, ("ro", "en"))
                face = R.CARDS[a.cards[0]].face if a.cards else None
                assert accepted == ((a.kind, face) in faces), (a, legal)
        state, _ = R.apply(state, random_step(state, rng))


def test_json_round_trip_is_exact_and_json_able():
    assert_json_round_trip(R, random_step, 300)


def test_options_json_round_trip():
    opts = R.Options(flat_own_turn_only=True, hints=True, bot_delay_ms=0, rounds=3)
    assert R.Options.from_json(json.loads(json.dumps(opts.to_json()))) == opts
    assert R.Options.from_json({"rounds": None}) == R.Options()
    assert R.Options().to_json() == {
        "flat_own_turn_only": False,
        "hints": False,
        "bot_delay_ms": 1500,
        "rounds": None,
    }


def test_same_seed_and_actions_replay_the_same_game():
    assert_replays(R, random_step, 150)
