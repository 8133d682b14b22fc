"""Random playouts through the real rules: invariants after every action, the legal actions are
exactly what `apply` takes, the JSON round trip, and `simulate` with the bots."""

import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine import Action, Rng
from games.engine.invariants import check_state
from games.engine.simulate import simulate
from games.solo.cards import DECK
from games.solo.rules_state import all_cards

from ..playouts import accepts, assert_json_round_trip, assert_replays, played
from .util import R


def random_step(state, rng: Rng):
    """Any seat with actions; an out-of-turn quick discard now and then."""
    stage = R.stage(state)
    for seat in stage.may:
        legal = R.legal_actions(state, seat)
        if legal and seat not in stage.must and rng.random() < 0.5:
            return rng.choice(legal)
    return rng.choice(R.legal_actions(state, stage.must[0]))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 10), notes=st.booleans())
def test_random_playouts_keep_every_invariant(seed, seats, notes):
    start = R.new_game(seats, R.Options(target=200, notes=notes), seed)
    rng = Rng(seed ^ 0x5EED)
    full = Counter(DECK)
    for state, events in played(R, start, random_step, rng, 300):
        assert Counter(all_cards(state)) == full  # the 112 cards are conserved
        assert check_state(R, state, seats) == []  # no secret id in any observation either
        for seat in (None, *range(seats)):
            last_move = R.observation(state, seat)["last_move"]
            assert not [e for e in events if not e.visible(seat) and e.to_json() in last_move]


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 5))
def test_legal_actions_are_exactly_the_moves_apply_accepts(seed, seats):
    """Every card of every hand as a play and a quick discard (SOLO! said), the draw and the
    pass: apply accepts it iff legal_actions lists its face (identical cards count as one)."""
    state = R.new_game(seats, R.Options(), seed)
    rng = Rng(seed)
    for _ in range(40):
        if state.phase != "play":
            break
        for seat in range(seats):
            legal = R.legal_actions(state, seat)
            assert all(R.is_legal(state, a) for a in legal)
            listed = {(a.kind, R.CARDS[a.cards[0]].face if a.cards else None) for a in legal}
            tries = [Action(seat, "draw"), Action(seat, "pass")]
            for cid in state.hands[seat]:
                params = {"cards": [cid], "solo": True}
                if R.CARDS[cid].kind in ("couleur", "plus4"):
                    params["choice"] = "rouge"
                tries += [Action.of(seat, k, params) for k in ("play", "quick-discard")]
            for a in tries:
                accepted = accepts(R, state, a, ("ro", "en"))
                face = R.CARDS[a.cards[0]].face if a.cards else None
                if a.kind == "quick-discard" and seat == state.turn:
                    continue  # the seat on turn lists its identical card as a play
                assert accepted == ((a.kind, face) in listed), (a, legal)
        state, _ = R.apply(state, random_step(state, rng))


def test_json_round_trip_is_exact_and_json_able():
    assert_json_round_trip(R, random_step, 300)


def test_json_round_trip_with_the_notes_keeps_their_events():
    """« Solo en notes » puts learning events in the last move: they go through JSON too."""
    start = R.new_game(4, R.Options(notes=True, target=300), 7)
    learned = 0
    for state, _ in played(R, start, random_step, Rng(1), 300):
        text = json.dumps(R.to_json(state))
        assert R.from_json(json.loads(text)) == state
        learned += any(e["kind"] == "learning" for e in state.last_move)
    assert learned


def test_same_seed_and_actions_replay_the_same_game():
    assert_replays(R, random_step, 150)


@pytest.mark.parametrize("players,games", [(2, 3), (4, 2), (10, 1)])
def test_simulate_has_no_invariant_violation(solo_registered, players, games):
    summary = simulate("solo", players=players, games=games, seed=3, bots="random,simple")
    assert summary["invariant_violations"] == 0, summary["violations"]
    assert summary["unfinished"] == 0 and summary["games"] == games
    assert summary["mean_turns"] > 0 and summary["actions"] > games
