"""Random playouts through the real rules: invariants after every action (hypothesis)."""

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.cledesol.cards import CARDS, DEMANDS, MUSICIEN, deck
from games.cledesol.rules_state import all_cards
from games.engine import Action, Rng
from games.engine.invariants import check_state, strings_in

from ..playouts import accepts, assert_json_round_trip, assert_replays, played
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
    start = R.new_game(seats, options, seed)
    rng = Rng(seed ^ 0x5EED)
    full = Counter(deck(options.note_cards))
    for state, events in played(R, start, random_step, rng, 400):
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
            accepted = accepts(R, state, a, ("fr", "en"))
            if a.kind == "draw":
                assert accepted == (a in legal)
            else:
                assert accepted == ((CARDS[a.cards[0]].face, a.choice) in legal_faces), a
        for a in legal:
            R.apply(state, a)  # several Notes and interceptions too
        state, _ = R.apply(state, random_step(state, rng))


def test_json_round_trip_is_exact_and_json_able():
    assert_json_round_trip(R, random_step, 200)


def test_same_seed_and_actions_replay_the_same_game():
    assert_replays(R, random_step, 100)
