"""Bots see only observations; their moves are legal; the strong bot's worlds are consistent."""

import time
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from games.cledesol.bots import RandomBot, SimpleBot, StrongBot, rollout_action
from games.cledesol.rules_sample import sample_state
from games.cledesol.rules_state import all_cards
from games.engine import Rng

from .util import R, deal, play


def faces(actions):
    """Actions up to identical cards and the order of cards that do not end on top."""
    out = set()
    for a in actions:
        f = [R.CARDS[c].face for c in a.cards]
        out.add((a.kind, tuple(sorted(f[:-1])), f[-1] if a.kind == "play" else None, a.choice))
        if a.kind == "give":
            out.add((a.kind, tuple(sorted(f)), a.choice))
    return {x for x in out if x[0] != "give" or len(x) == 3}


def walk(seed, seats, steps, check):
    """Play random legal moves; call check(state) at each step."""
    state = R.new_game(seats, R.Options(rounds=1), seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.phase != "play":
            break
        check(state, rng)
        stage = R.stage(state)
        seat = stage.may[0] if stage.may and rng.random() < 0.2 else stage.must[0]
        state, _ = R.apply(state, rng.choice(R.legal_actions(state, seat)))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 6))
def test_sampled_worlds_agree_with_the_observation(seed, seats):
    def check(state, rng):
        seat = R.stage(state).must[0]
        obs = R.observation(state, seat)
        world = sample_state(obs, rng)
        assert Counter(all_cards(world)) == Counter(all_cards(state))
        assert sorted(world.hands[seat]) == sorted(state.hands[seat])
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        assert world.pile_a[-1] == state.pile_a[-1] and len(world.pile_a) == len(state.pile_a)
        assert len(world.draw_pile) == len(state.draw_pile)
        assert (world.turn, world.pending, world.window) == (
            state.turn,
            state.pending,
            state.window,
        )
        assert R.check_invariants(world) == []
        assert faces(R.legal_actions(world, seat)) == faces(R.legal_actions(state, seat))

    walk(seed, seats, 60, check)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 6))
def test_the_playout_policy_only_plays_legal_moves(seed, seats):
    def check(state, rng):
        a = rollout_action(state, rng)
        R.apply(state, a)  # raises IllegalAction if the playout cheated

    walk(seed, seats, 80, check)


def test_simple_bot_intercepts_when_right_and_never_wrongly():
    hands = [["C4q", "B4s"], ["HD", "Rh"], ["C5q", "C5e"]]
    s, _ = play(deal(hands, ["E4q"]), 0, "C4q")
    obs = R.observation(s, 2)
    a = SimpleBot().choose(obs, R.legal_actions(s, 2), Rng(1))
    assert a.kind == "intercept" and a.cards == ("N:C5:quarter",)
    s.hands[2].remove("N:C5:quarter")
    s.draw_pile.append("N:C5:quarter")
    assert SimpleBot().choose(R.observation(s, 2), R.legal_actions(s, 2), Rng(1)) is None


def test_random_bot_tries_a_wrong_interception_only_rarely():
    hands = [["C4q", "B4s"], ["HD", "Rh"], ["D5e", "C5e"]]
    s, _ = play(deal(hands, ["E4q"]), 0, "C4q")
    obs, legal, rng = R.observation(s, 2), R.legal_actions(s, 2), Rng(3)
    tries = sum(RandomBot().choose(obs, legal, rng) is not None for _ in range(2000))
    assert 10 < tries < 100


def test_simple_bot_keeps_its_musicien_and_sheds_heavy_cards():
    s = deal([["M", "I3", "C5q", "B4s"], ["D4s"]], ["C4q"])
    a = SimpleBot().choose(R.observation(s, 0), R.legal_actions(s, 0), Rng(1))
    assert a.cards == ("I:3:1",)


def test_strong_bot_decides_within_its_budget():
    s = R.new_game(4, R.Options(), 11)
    bot = StrongBot(budget_ms=100)
    for seat in range(1):
        obs, legal = R.observation(s, seat), R.legal_actions(s, seat)
        started = time.perf_counter()
        a = bot.choose(obs, legal, Rng(2))
        assert a in legal and time.perf_counter() - started < 1.0


def test_a_seat_that_had_to_draw_is_sampled_without_cards_it_could_have_played():
    s = deal([["C4q", "D4q"], ["HD", "I3", "B4s"]], ["Rq"], turn=1)
    s, _ = R.apply(s, R.legal_actions(s, 1)[0])  # the draw: nothing follows a Rythme noire
    obs = R.observation(s, 0)
    assert obs["stuck"][1]["free"] == 1 and obs["stuck"][1]["top"]["rhythm"] == "quarter"
    rng = Rng(4)
    for _ in range(50):
        world = sample_state(obs, rng)
        playable = [
            c
            for c in world.hands[1]
            if R.CARDS[c].kind in ("silence", "reprise", "musicien")
            or R.CARDS[c].rhythm == "quarter"
        ]
        assert len(world.hands[1]) == 4 and len(playable) <= 1


def test_strong_bot_search_is_work_bounded_not_clock_bounded():
    """A fixed number of worlds: the same observation and seed give the same move, whatever
    the machine's load."""
    s = R.new_game(2, R.Options(), 5)
    obs, legal = R.observation(s, 0), R.legal_actions(s, 0)
    bot = StrongBot(max_worlds=4)
    assert bot.choose(obs, legal, Rng(9)) == bot.choose(obs, legal, Rng(9))


def test_strong_bot_only_tries_demands_it_could_meet_itself():
    s = deal([["M", "C5q", "D4e"], ["D4s"]], ["C4q"])
    legal, hand = R.legal_actions(s, 0), s.hands[0]
    candidates = StrongBot(candidates=20)._candidates(legal, hand, Rng(1))
    demands = {a.choice for a in candidates if a.choice}
    assert demands and demands <= {"C", "D", "quarter", "eighth"}
