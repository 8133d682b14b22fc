"""games.engine.search: hidden cards dealt consistently, playouts, the paired choice."""

from collections import Counter

import pytest

from games.engine import Rng
from games.engine.search import (
    Rollout,
    SearchBot,
    bury,
    deal_hidden,
    lead,
    paired_choice,
    public_part,
    unseen,
)

DECK = [f"c{k}" for k in range(20)]


def test_unseen_keeps_deck_order_without_the_seen_cards():
    assert unseen(DECK[:6], {"c1", "c4", "x"}) == ["c0", "c2", "c3", "c5"]


def test_bury_puts_the_seen_top_last_over_the_first_cards_of_the_pool():
    pile, rest = bury(["a", "b", "c", "d"], 3, "T")
    assert pile == ["a", "b", "T"] and rest == ["c", "d"]
    assert bury(["a", "b"], 0, None) == ([], ["a", "b"])
    assert bury(["a", "b"], 1, "T") == (["T"], ["a", "b"])


def test_deal_hidden_fills_up_to_the_count_and_returns_the_rest():
    hand = ["seen"]
    rest = deal_hidden(hand, 4, ["a", "b", "c", "d", "e"])
    assert hand == ["seen", "a", "b", "c"] and rest == ["d", "e"]


def test_deal_hidden_gives_the_old_cards_only_what_passes_the_constraint():
    """Three cards missing, one received since the hand was stuck: two must pass `must`."""
    hand: list[str] = []
    odd = lambda c: int(c[1:]) % 2 == 1  # noqa: E731
    rest = deal_hidden(hand, 3, DECK[:8], odd, free=1)
    assert hand == ["c1", "c3", "c0"]
    assert rest == ["c2", "c4", "c5", "c6", "c7"]
    assert Counter(hand + rest) == Counter(DECK[:8])


def test_deal_hidden_with_too_few_matching_cards_still_fills_the_hand():
    hand: list[str] = []
    rest = deal_hidden(hand, 3, ["a", "b", "X", "c"], lambda c: c == "X")
    assert hand == ["X", "a", "b"] and rest == ["c"]


def _counter_rollout(depth: int) -> Rollout:
    """A toy game: the state is a number, a move adds to it, the round ends at 10."""
    return Rollout(
        apply=lambda s, a: s + a,
        policy=lambda s, rng: 1 + rng.randbelow(2),
        goes_on=lambda s: s < 10,
        depth=depth,
    )


def test_a_rollout_plays_the_first_move_then_the_policy_until_the_end_or_depth():
    assert _counter_rollout(depth=0).run(0, 5, Rng(1)) == 5
    assert _counter_rollout(depth=100).run(0, 5, Rng(1)) in (10, 11)
    assert _counter_rollout(depth=100).run(0, 12, Rng(1)) == 12  # over after the first move
    assert 3 + 2 <= _counter_rollout(depth=2).run(0, 3, Rng(1)) <= 3 + 4


def _choose(candidates, value, seed=3, max_worlds=12, z=0.5):
    calls = []

    def sample(rng):
        calls.append(rng.randbelow(100))
        return calls[-1]

    out = paired_choice(
        candidates, sample, value, Rng(seed), max_worlds=max_worlds, budget_ms=1e6, z=z
    )
    return out, calls


def test_the_clearly_better_move_replaces_the_rule_of_thumb():
    out, calls = _choose(["thumb", "good", "bad"], lambda w, a, r: {"good": 5}.get(a, 0) + w)
    assert out == "good" and len(calls) == 12


def test_the_rule_of_thumb_stays_when_nothing_beats_it_clearly():
    # "other" is a little better on average (4.5 against 4.4) but swings from world to world
    noisy = lambda w, a, r: w % 10 if a == "other" else 4.4  # noqa: E731
    assert _choose(["thumb", "other"], noisy)[0] == "thumb"
    assert _choose(["thumb", "worse"], lambda w, a, r: -1.0 if a == "worse" else 0.0)[0] == "thumb"


def test_candidates_share_each_world_and_its_playout_seed():
    seen: dict[int, set] = {}

    def value(world, move, rng):
        seen.setdefault(world, set()).add(rng.randbelow(2**31))
        return 0.0

    _choose(["a", "b", "c"], value)
    assert seen and all(len(seeds) == 1 for seeds in seen.values())


def test_the_choice_is_work_bounded_and_replays_with_the_same_seed():
    value = lambda w, a, r: r.randbelow(7) * (a == "b") + w % 3  # noqa: E731
    first = _choose(["a", "b"], value, seed=11, max_worlds=7)
    assert first == _choose(["a", "b"], value, seed=11, max_worlds=7)
    assert len(first[1]) == 7


def test_the_clock_only_caps_the_work_after_two_worlds():
    calls = []
    out = paired_choice(
        ["a", "b"],
        lambda rng: calls.append(1) or 0,
        lambda w, a, r: 0.0,
        Rng(1),
        max_worlds=1000,
        budget_ms=0.0,
        z=1.0,
    )
    assert out == "a" and len(calls) == 2


def test_a_world_copies_the_public_head_and_forks_its_own_chance():
    obs = {"seats": 3, "round": 2, "phase": "play", "turn": 1, "scores": [4, 0, 9]}
    rng = Rng(8)
    head = public_part(obs, rng)
    assert {k: head[k] for k in obs} == obs and head["seed"] == 0
    assert head["scores"] is not obs["scores"]
    assert head["rng"] == Rng(8).fork() and rng != Rng(8)


def test_lead_is_the_others_mean_minus_ours():
    assert lead([10, 4, 7], 1) == 4.5
    assert lead([3, 3], 0) == 0


class _Bot(SearchBot[int, "int | None"]):
    """The counter game: worth is the number reached; None means "add nothing first"."""

    max_worlds = 6
    depth = 0

    def world(self, observation, rng):
        return observation["start"]

    def rollout(self):
        return _counter_rollout(self.depth)

    def worth(self, end, observation):
        return float(end)

    def opening(self, world, move, rng):
        return 0 if move is None else move


def test_a_search_bot_plays_its_candidates_out_through_the_games_hooks():
    assert _Bot().search({"start": 0}, [1, 3, None], Rng(1)) == 3
    assert _Bot().search({"start": 0}, [2, None], Rng(1)) == 2
    assert _Bot(z=0.0).max_worlds == 6 and _Bot(max_worlds=2).max_worlds == 2
    with pytest.raises(TypeError, match="no setting"):
        _Bot(max_world=2)
    with pytest.raises(TypeError, match="no setting"):
        _Bot(search=1)


class _Plugged(
    SearchBot[int, int],
    sample=lambda observation, rng: observation["start"],
    apply=lambda s, a: s + a,
    policy=lambda s, rng: 1,
    goes_on=lambda s: s < 5,
):
    depth = 10

    def worth(self, end, observation):
        return -abs(end - 7)  # 7 is best; the policy adds 1 while the number is below 5


def test_a_game_plugs_its_rules_in_the_class_line():
    bot = _Plugged()
    assert bot.world({"start": 2}, Rng(1)) == 2
    assert bot.rollout().run(2, 1, Rng(1)) == 5 and bot.rollout().run(2, 6, Rng(1)) == 8
    assert bot.search({"start": 0}, [1, 7, 6], Rng(1)) == 7
