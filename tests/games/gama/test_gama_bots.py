"""Bots see only observations; their moves are legal; the strong bot's worlds are consistent;
the registry knows the game and simulate finds no invariant violation."""

import time
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine import Action, Rng, registry
from games.engine.simulate import simulate
from games.gama.bots import (
    SimpleBot,
    StrongBot,
    View,
    rollout_action,
    rollout_move,
    simple_pick,
)
from games.gama.rules_judge import turn_actions
from games.gama.rules_sample import sample_state
from games.gama.rules_state import all_cards

from .util import R, deal, play


def faces(actions) -> set:
    """Actions up to identical cards."""
    return {(a.seat, a.kind, tuple(R.CARDS[c].face for c in a.cards)) for a in actions}


def walk(seed, seats, steps, check):
    """Play random legal moves; call check(state, rng) at each step."""
    state = R.new_game(seats, R.Options(rounds=1), seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.phase != "play":
            break
        check(state, rng)
        stage = R.stage(state)
        seat = stage.must[0]
        for other in stage.may:
            if R.legal_actions(state, other) and rng.random() < 0.1:
                seat = other
        state, _ = R.apply(state, rng.choice(R.legal_actions(state, seat)))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 6))
def test_sampled_worlds_agree_with_the_observation(seed, seats):
    def check(state, rng):
        seat = R.stage(state).must[0]
        world = sample_state(R.observation(state, seat), rng)
        assert Counter(all_cards(world)) == Counter(all_cards(state))
        assert sorted(world.hands[seat]) == sorted(state.hands[seat])
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        assert world.pile[-1:] == state.pile[-1:] and len(world.pile) == len(state.pile)
        assert len(world.stock) == len(state.stock)
        same = ("turn", "demand", "oval_draw", "blocked", "run", "scores", "round", "starter")
        assert all(getattr(world, k) == getattr(state, k) for k in same)
        assert R.check_invariants(world) == []
        assert faces(R.legal_actions(world, seat)) == faces(R.legal_actions(state, seat))

    walk(seed, seats, 80, check)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 6))
def test_the_playout_policy_only_plays_legal_moves(seed, seats):
    def check(state, rng):
        R.apply(state, rollout_action(state, rng))  # raises IllegalAction if it cheated

    walk(seed, seats, 100, check)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 6))
def test_the_fast_playout_move_is_the_simple_bots_move(seed, seats):
    def check(state, rng):
        seat = state.turn
        r1, r2 = Rng(seed), Rng(seed)
        slow = simple_pick(View.of_state(state, seat), turn_actions(state, seat), r1)
        assert rollout_move(state, seat, r2) == slow

    walk(seed, seats, 100, check)


def choose(bot, state, seat):
    return bot.choose(R.observation(state, seat), R.legal_actions(state, seat), Rng(1))


def test_simple_bot_passes_an_oval_draw_on():
    s = deal([["Gro", "Ca"], ["Dvo", "Eg", "Av"], ["Bv"]], ["Fr"])
    s, _ = play(s, 0, "Gro")
    assert R.CARDS[choose(SimpleBot(), s, 1).cards[0]].face == "N:D:verde:oval"


def test_simple_bot_blocks_a_player_about_to_win():
    # 4 players: seat 1 holds one card; seat 0 lays the ♯ that blocks him rather than a note
    s = deal([["♯", "Fr", "Ag"], ["Ba"], ["Cg", "Dg"], ["Ev", "Fv"]], ["Er"])
    assert R.CARDS[choose(SimpleBot(), s, 0).cards[0]].kind == "diez"
    # out of turn: the ♭ takes the current turn of the player before, who is about to win
    s = deal([["Ca", "Dg"], ["Ba"], ["♭", "Eg", "Av"]], ["Er"], turn=1)
    a = choose(SimpleBot(), s, 2)
    assert a is not None and R.CARDS[a.cards[0]].kind == "bemol"
    assert (
        choose(
            SimpleBot(), deal([["Ca", "Dg"], ["Ba", "Bv", "Cv"], ["♭", "Eg"]], ["Er"], turn=1), 2
        )
        is None
    )


def test_simple_bot_lays_a_rest_before_a_long_run_and_keeps_it_going():
    s = deal([["rest", "Fr", "Gr", "Ar", "Cv"], ["Ba"]], ["Eg"])
    a = choose(SimpleBot(), s, 0)
    assert R.CARDS[a.cards[0]].kind == "pauza"
    s, _ = R.apply(s, a)
    while s.run is not None:
        a = choose(SimpleBot(), s, 0)
        s, _ = R.apply(s, a)
    assert len(s.hands[0]) == 1


def test_simple_bot_keeps_its_do_when_another_card_does_as_well():
    s = deal([["Cr", "Ar", "Bg"], ["Ba"]], ["Er"])
    assert R.CARDS[choose(SimpleBot(), s, 0).cards[0]].name != "C"


def test_view_reads_the_same_from_an_observation_and_from_the_state():
    s = deal([["Cr", "♯", "Bg"], ["Ba"], ["Cg"]], ["Er"], blocked=[2])
    a, b = View.of_obs(R.observation(s, 0)), View.of_state(s, 0)
    assert a.__class__(
        *[sorted(a.hand) if k == "hand" else getattr(a, k) for k in a.__slots__]
    ) == (b.__class__(*[sorted(b.hand) if k == "hand" else getattr(b, k) for k in b.__slots__]))


def test_strong_bot_decides_within_its_budget():
    s = R.new_game(4, R.Options(), 11)
    while R.stage(s).name == "opening":
        s, _ = R.apply(s, R.legal_actions(s, s.turn)[0])
    seat = R.stage(s).must[0]
    bot = StrongBot(budget_ms=100)
    started = time.perf_counter()
    a = bot.choose(R.observation(s, seat), R.legal_actions(s, seat), Rng(2))
    assert a in R.legal_actions(s, seat) and time.perf_counter() - started < 1.0


def test_the_registry_knows_gama_and_simulate_finds_no_violation():
    import games.gama  # noqa: F401

    assert registry.rules("gama") is R and registry.levels("gama") == ["random", "simple", "strong"]
    assert isinstance(registry.bot("gama", "strong"), StrongBot)
    out = simulate("gama", 4, 3, seed=1, bots=["random", "simple"])
    assert out["invariant_violations"] == 0 and out["unfinished"] == 0
    out = simulate(
        "gama", 2, 1, seed=2, bots="strong,simple", bot_kwargs={"strong": {"budget_ms": 5}}
    )
    assert out["invariant_violations"] == 0 and "strong" in out["decision_ms"]
    assert Action(0, "draw").to_json() == {"seat": 0, "kind": "draw"}
