"""Random playouts through the real rules: invariants after every action (hypothesis)."""

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.cledesol.cards import CARDS, DEMANDS, MUSICIEN, deck
from games.cledesol.rules_state import all_cards
from games.engine import Action, IllegalAction, Rng
from games.engine.invariants import check_state, strings_in

from .util import R


def random_step(state, rng: Rng):
    """Any seat with actions; out-of-turn interceptions (right or wrong) now and then."""
    stage = R.stage(state)
    for seat in stage.may:
        if rng.random() < 0.25:
            return rng.choice(R.legal_actions(state, seat))
    return rng.choice(R.legal_actions(state, stage.must[0]))


def hidden_faces(state, seat):
    """Faces of cards another seat holds that `seat` has not been shown."""
    return {CARDS[c].id for c in R.secret_ids(state, seat)}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 6), wide=st.booleans())
def test_random_playouts_keep_every_invariant(seed, seats, wide):
    options = R.Options(note_cards=56 if wide else 52, rounds=2)
    state = R.new_game(seats, options, seed)
    rng = Rng(seed ^ 0x5EED)
    full = Counter(deck(options.note_cards))
    for _ in range(400):
        if state.phase == "game-over":
            break
        state, events = R.apply(state, random_step(state, rng))
        assert Counter(all_cards(state)) == full  # cards conserved
        assert check_state(R, state, seats) == []
        for seat in range(seats):
            obs = R.observation(state, seat)
            leaked = set(strings_in(obs)) & hidden_faces(state, seat)
            assert not leaked, (seat, leaked)
            assert obs["draw_pile"] == {"count": len(state.draw_pile)}
            for e in events:
                if seat not in (e.visible_to or (seat,)):
                    assert e.to_json() not in obs["last_move"]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 5))
def test_legal_actions_are_exactly_the_moves_apply_accepts(seed, seats):
    """Every single card of the hand (every demand for a Musicien) and the draw: apply accepts
    it iff legal_actions lists it (identical cards count as one)."""
    state = R.new_game(seats, R.Options(), seed)
    rng = Rng(seed)
    for _ in range(60):
        if state.phase != "play" or state.gift:
            break
        seat = state.turn
        legal = R.legal_actions(state, seat)
        legal_faces = {(CARDS[a.cards[-1]].face, a.choice) for a in legal if len(a.cards) == 1}
        tries = [Action(seat, "draw")]
        for c in state.hands[seat]:
            choices = DEMANDS if CARDS[c].kind == MUSICIEN else (None,)
            tries += [Action(seat, "play", (c,), d) for d in choices]
        for a in tries:
            try:
                R.apply(state, a)
                accepted = True
            except IllegalAction as err:
                accepted = False
                assert err.code and err.why.render("fr") and err.why.render("en")
            if a.kind == "draw":
                assert accepted == (a in legal)
            else:
                assert accepted == ((CARDS[a.cards[0]].face, a.choice) in legal_faces), a
        for a in legal:
            R.apply(state, a)  # several Notes and interceptions too
        state, _ = R.apply(state, random_step(state, rng))


def test_json_round_trip_is_exact_and_json_able():
    state = R.new_game(4, R.Options(), 7)
    rng = Rng(1)
    for _ in range(200):
        if state.phase == "game-over":
            break
        state, _ = R.apply(state, random_step(state, rng))
        text = json.dumps(R.to_json(state))
        back = R.from_json(json.loads(text))
        assert back == state and json.dumps(R.to_json(back)) == text


def test_same_seed_and_actions_replay_the_same_game():
    a = R.new_game(3, R.Options(), 42)
    b = R.new_game(3, R.Options(), 42)
    assert a == b
    rng1, rng2 = Rng(5), Rng(5)
    for _ in range(100):
        if a.phase == "game-over":
            break
        x, y = random_step(a, rng1), random_step(b, rng2)
        assert x == y
        a, _ = R.apply(a, x)
        b, _ = R.apply(b, Action.from_json(json.loads(json.dumps(x.to_json()))))
        assert a == b
