"""Solo's strong bot: its worlds agree with the observation (never a card the seat cannot
hold), its playout policy is the simple bot's, its moves are legal, it weighs a quick discard
against letting the window pass, and its work is bounded by worlds, not by the clock."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine import Rng
from games.engine.simulate import simulate
from games.solo.bots import SimpleBot, StrongBot, rollout_action, rollout_move, worth
from games.solo.bots_search import _drew_without_fitting, sample_state
from games.solo.rules_judge import fits
from games.solo.rules_state import all_cards

from .util import R, deal


def walk(seed, seats, steps, check):
    """Random legal moves, quick discards now and then; check(state, rng) at each step."""
    state = R.new_game(seats, R.Options(target=200), seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.phase != "play":
            break
        check(state, rng)
        stage = R.stage(state)
        seat = stage.must[0]
        for other in stage.may:
            if other != seat and R.legal_actions(state, other) and rng.random() < 0.3:
                seat = other
        state, _ = R.apply(state, rng.choice(R.legal_actions(state, seat)))


def moves(actions) -> set:
    """Actions up to identical cards (the world's hand is in another order)."""
    return {(a.seat, a.kind, R.CARDS[a.cards[0]].face if a.cards else None, a.choice, a.target,
             a.extra) for a in actions}  # fmt: skip


def _agrees(world, state, seat):
    assert Counter(all_cards(world)) == Counter(all_cards(state))  # the 112 cards, once each
    assert sorted(world.hands[seat]) == sorted(state.hands[seat])
    assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    assert world.top == state.top and len(world.discard) == len(state.discard)
    assert len(world.draw_pile) == len(state.draw_pile)
    same = ("turn", "direction", "colour", "stack", "scores", "round", "dealer", "phase")
    assert all(getattr(world, k) == getattr(state, k) for k in same)
    assert (world.drawn is None) == (state.drawn is None)
    if seat == state.turn:
        assert world.drawn == state.drawn
    assert R.check_invariants(world) == []


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 6))
def test_sampled_worlds_agree_with_the_observation(seed, seats):
    def check(state, rng):
        for seat in range(seats):
            obs = R.observation(state, seat)
            world = sample_state(obs, rng)
            _agrees(world, state, seat)
            # what the seat knows of a hand that had to draw holds in the world, and in truth
            holder = _drew_without_fitting(obs)
            if holder is not None:
                for s in (world, state):
                    old = [c for c in s.hands[holder] if c != s.drawn]
                    assert not any(fits(s, c) for c in old)
            # the legal moves of the observer are the same in its world
            assert moves(R.legal_actions(world, seat)) == moves(R.legal_actions(state, seat))

    walk(seed, seats, 120, check)


def test_a_seat_that_drew_holds_nothing_that_fits_in_the_worlds():
    state = deal([["v1", "v2"], ["j2", "j3", "b4"], ["r7", "b8"]], ["r5"], turn=1,
                 draw_top=["b9"])  # fmt: skip
    state, _ = R.apply(state, R.Action(1, "draw"))  # nothing fitted; b9 does not either
    assert state.turn == 2
    obs = R.observation(state, 0)
    assert _drew_without_fitting(obs) == 1
    for k in range(50):
        world = sample_state(obs, Rng(k))
        assert len(world.hands[1]) == 4 and not any(fits(world, c) for c in world.hands[1])
    # the drawn card fits: the seat keeps the turn with it, the only card of his that fits
    state = deal([["v1", "v2"], ["j2", "j3", "b4"], ["b8"]], ["r5"], turn=1, draw_top=["r9"])
    state, _ = R.apply(state, R.Action(1, "draw"))
    assert state.drawn and state.turn == 1
    obs = R.observation(state, 0)
    for k in range(50):
        world = sample_state(obs, Rng(k))
        assert world.drawn in world.hands[1] and fits(world, world.drawn)
        assert [c for c in world.hands[1] if fits(world, c)] == [world.drawn]


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 6))
def test_the_playout_policy_is_the_simple_bots_and_legal(seed, seats):
    def check(state, rng):
        seat = state.turn
        obs = R.observation(state, seat)
        simple = SimpleBot().choose(obs, R.legal_actions(state, seat), Rng(1))
        assert rollout_move(state, seat) == simple
        move = rollout_action(state, rng)
        assert move in R.legal_actions(state, move.seat)
        if move.kind == "quick-discard":
            counts = obs["hand_counts"]
            hand = state.hands[move.seat]
            best = max(worth(a, hand, counts) for a in R.legal_actions(state, move.seat))
            assert worth(move, hand, counts) == best

    walk(seed, seats, 120, check)


def choose(bot, state, seat, rng=None):
    return bot.choose(R.observation(state, seat), R.legal_actions(state, seat), rng or Rng(1))


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 4))
def test_the_strong_bot_plays_legal_moves_and_may_let_a_window_pass(seed, seats):
    bot = StrongBot(max_worlds=4, depth=8)

    def check(state, rng):
        for seat in range(seats):
            legal = R.legal_actions(state, seat)
            if not legal:
                continue
            a = choose(bot, state, seat, rng)
            if seat == state.turn:
                assert a in legal
            else:
                assert a is None or (a in legal and a.kind == "quick-discard")
            if a is not None and len(state.hands[seat]) == 2 and a.cards:
                assert a.param("solo") is True  # never forgets SOLO!

    walk(seed, seats, 40, check)


def test_the_strong_bot_goes_out_and_quick_discards_its_last_card():
    state = deal([["r9"], ["v1", "v2"]], ["r5"])
    assert choose(StrongBot(), state, 0).cards
    state = deal([["v1", "v2"], ["r5"]], ["r5"])
    assert choose(StrongBot(), state, 1).kind == "quick-discard"


def test_the_strong_bot_lets_a_quick_discard_pass_when_it_costs():
    """3 players: seat 0 holds one card, a red 9, and red is asked; seat 1, on turn, can only
    lay the green 5. A quick discard of seat 2's red 5 would give the turn to seat 0, who goes
    out; letting it pass, seat 1 turns the colour to green. The simple bot discards at once;
    search, which cannot see that red 9, mostly lets it pass."""
    state = deal([["r9"], ["v5", "v6", "v7"], ["r5", "jP", "bP", "vE", "C", "+4", "T"]], ["r1", "r5"],
                 turn=1)  # fmt: skip
    legal = R.legal_actions(state, 2)
    assert legal and all(a.kind == "quick-discard" for a in legal)
    assert SimpleBot().choose(R.observation(state, 2), legal, Rng(1)) is not None
    bot = StrongBot(max_worlds=64, budget_ms=60_000)  # the work, not a loaded clock, decides
    picks = [choose(bot, state, 2, Rng(k)) for k in range(5)]
    assert picks.count(None) >= 4, picks  # seeded: the same picks every run
    assert choose(StrongBot(search_quick=False), state, 2) is not None


def test_the_strong_bot_is_work_bounded_not_clock_bounded():
    """Same seed, same choice, whatever the clock: with a generous safety net the worlds
    sampled are exactly `max_worlds` per decision."""
    state = R.new_game(4, R.Options(target=200), 11)
    seat = state.turn
    calls = []

    class Counted(StrongBot):
        def world(self, observation, rng):
            calls.append(1)
            return super().world(observation, rng)

    bot = Counted(max_worlds=7, budget_ms=60_000)
    legal = R.legal_actions(state, seat)
    picks = {bot.choose(R.observation(state, seat), legal, Rng(3)) for _ in range(3)}
    assert len(picks) == 1 and picks <= set(legal)
    assert len(calls) == 21  # 7 worlds for each of the 3 decisions


def test_the_strong_bot_decides_within_its_budget():
    """p95 of the decisions of a game to 200 points under the issue's 300 ms (the bench
    measures the real figure over the ladder)."""
    timings: dict[str, list[float]] = {}
    out = simulate("solo", 2, 1, seed=5, bots="strong,simple", options={"target": 200},
                   check=True, timings=timings)  # fmt: skip
    assert out["invariant_violations"] == 0 and out["unfinished"] == 0
    ts = sorted(timings["strong"])
    assert len(ts) > 50 and ts[int(0.95 * (len(ts) - 1))] < 0.3
