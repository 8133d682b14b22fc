"""Determinised search: what every strong bot does, whatever the game (docs/architecture.md, "The contract").

A search bot sees only its observation. It imagines full states behind it (worlds: the hidden
cards dealt at random from the cards it cannot see, respecting the counts and whatever the table
knows about a hand), plays each candidate move out in the same worlds with a cheap policy, and
keeps the rule of thumb's choice unless another move beats it clearly. The game brings what only
it knows: what a seat saw, which constraints hold, the rollout policy and the evaluation.

The work is fixed (`max_worlds`); `budget_ms` is a wall-clock safety net, and only when it
bites (a slow or loaded machine) does a choice depend on the clock. Every random draw comes from the bot's own `Rng`, in a fixed
order (sample a world, then one playout seed shared by all candidates: common random numbers),
so a seeded game replays exactly.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from games.engine import Rng

S = TypeVar("S")  # a game's state
A = TypeVar("A")  # a move (an Action, or None for "let the player on turn move")

# ---------------------------------------------------------------- sampling hidden cards


def unseen(deck: Iterable[str], seen: set[str]) -> list[str]:
    """The cards a seat cannot see, in deck order (shuffle them before dealing)."""
    return [c for c in deck if c not in seen]


def bury(pool: list[str], count: int, top: str | None) -> tuple[list[str], list[str]]:
    """A pile of `count` cards whose `top` is seen: the cards below it are the first of the
    shuffled pool. Returns the pile (top last) and what is left of the pool."""
    if top is None:
        return [], pool
    below = max(0, count - 1)
    return [*pool[:below], top], pool[below:]


def deal_hidden(
    hand: list[str],
    count: int,
    pool: list[str],
    must: Callable[[str], bool] | None = None,
    free: int = 0,
) -> list[str]:
    """Deal a hand up to `count` cards from the top of the shuffled `pool`; return what is left.
    With `must` (what the table knows of the hand's older cards, e.g. it had to draw, so it held
    nothing playable then), all dealt cards but the `free` ones received since must pass it: they
    are the first cards of the pool that do."""
    missing = count - len(hand)
    old = 0 if must is None else max(0, missing - free)
    if old:
        picked = [c for c in pool if must(c)][:old]
        chosen = set(picked)
        pool = [c for c in pool if c not in chosen]
        hand += picked
        missing -= len(picked)
    hand += pool[:missing]
    return pool[missing:]


def public_part(obs: dict, rng: Rng) -> dict:
    """What a world copies from the observation's head, seen alike by every seat: seats,
    round, phase, whose turn, scores; and its own chance, a fork of the bot's RNG (seed 0)."""
    return {
        "seats": obs["seats"],
        "seed": 0,
        "rng": rng.fork(),
        "round": obs["round"],
        "phase": obs["phase"],
        "turn": obs["turn"],
        "scores": list(obs["scores"]),
    }


# ---------------------------------------------------------------- playouts


@dataclass(frozen=True)
class Rollout(Generic[S, A]):
    """How a game plays an imagined world out: `apply` a move without explanations (a trusted
    apply), the `policy` that picks the next move (for whichever seat must act), whether the
    round `goes_on`, at most `depth` moves after the first."""

    apply: Callable[[S, A], S]
    policy: Callable[[S, Rng], A]
    goes_on: Callable[[S], bool]
    depth: int

    def run(self, world: S, first: A, rng: Rng) -> S:
        """The state after `first` and at most `depth` policy moves (fewer if the round ends)."""
        apply, policy, goes_on = self.apply, self.policy, self.goes_on  # the hot loop
        state = apply(world, first)
        for _ in range(self.depth):
            if not goes_on(state):
                break
            state = apply(state, policy(state, rng))
        return state


# ---------------------------------------------------------------- choosing


def paired_choice(
    candidates: Sequence[A],
    sample: Callable[[Rng], S],
    value: Callable[[S, A, Rng], float],
    rng: Rng,
    *,
    max_worlds: int,
    budget_ms: float,
    z: float,
) -> A:
    """Paired playouts: candidate 0 is the rule of thumb's choice; another replaces it only if
    it beats it in the same worlds by more than `z` standard errors. `sample(rng)` imagines one
    world; `value(world, move, rng)` plays `move` out there and scores the end for the bot."""
    n = len(candidates)
    diff_sum = [0.0] * n
    diff_sq = [0.0] * n
    deadline = time.perf_counter() + budget_ms / 1000.0
    worlds = 0
    while worlds < max_worlds and (worlds < 2 or time.perf_counter() < deadline):
        world = sample(rng)
        seed = rng.randbelow(2**31)
        values = [value(world, a, Rng(seed)) for a in candidates]
        for i in range(1, n):
            d = values[i] - values[0]
            diff_sum[i] += d
            diff_sq[i] += d * d
        worlds += 1
    best, best_margin = 0, 0.0
    for i in range(1, n):
        mean = diff_sum[i] / worlds
        var = max(diff_sq[i] / worlds - mean * mean, 1e-9)
        margin = mean - z * (var / worlds) ** 0.5
        if margin > best_margin:
            best, best_margin = i, margin
    return candidates[best]


def lead(values: Sequence[float], seat: int) -> float:
    """How far `seat` is ahead: the others' mean minus its own (points: lower is better)."""
    others = [v for s, v in enumerate(values) if s != seat]
    return sum(others) / len(others) - values[seat]


# ---------------------------------------------------------------- the strong level


def in_play(state: Any) -> bool:
    """A round goes on while its table is in play (the games' `phase`)."""
    return state.phase == "play"


class SearchBot(Generic[S, A]):
    """A strong bot's search, whatever the game. A game's StrongBot subclasses it, plugs in
    its rules in the class line (`sample` a world behind an observation, `apply` a trusted
    move, the rollout `policy`, whether the round `goes_on`), sets its default settings as class
    attributes, and says what the end of a playout is `worth` to the bot and, if a candidate is
    not a move (e.g. "not now"), what is played first (`opening`). Its `choose` picks the
    candidates; `search` plays them out."""

    level = "strong"
    budget_ms: float = 250.0  # a wall-clock safety cap only
    max_worlds: int = 20  # the work: worlds sampled per decision
    depth: int = 24  # moves per playout after the candidate
    candidates: int = 3  # candidates tried, the rule of thumb's first
    z: float = 0.75  # standard errors another candidate must win by

    def __init_subclass__(
        cls,
        sample: Callable[[dict, Rng], S] | None = None,
        apply: Callable[[S, A], S] | None = None,
        policy: Callable[[S, Rng], A] | None = None,
        goes_on: Callable[[S], bool] = in_play,
        **kwargs: Any,
    ) -> None:
        super().__init_subclass__(**kwargs)
        if sample is not None:
            cls._sample = staticmethod(sample)
        if apply is not None and policy is not None:
            cls._rules = (apply, policy, goes_on)

    def __init__(self, **settings: float) -> None:
        for name, value in settings.items():
            if not hasattr(type(self), name) or callable(getattr(type(self), name)):
                raise TypeError(f"{type(self).__name__} has no setting {name!r}")
            setattr(self, name, value)

    def world(self, observation: dict, rng: Rng) -> S:
        """One full state behind the observation (the game's `sample`)."""
        return self._sample(observation, rng)

    def rollout(self) -> Rollout[S, A]:
        """How a world plays out (the game's `apply`, `policy`, `goes_on`; our `depth`)."""
        return Rollout(*self._rules, self.depth)

    def worth(self, end: S, observation: dict) -> float:
        raise NotImplementedError

    def opening(self, world: S, move: A, rng: Rng) -> A:
        return move

    def search(self, observation: dict, candidates: Sequence[A], rng: Rng) -> A:
        """The candidate to play: paired playouts in worlds behind the observation."""
        rollout = self.rollout()

        def value(world: S, move: A, r: Rng) -> float:
            return self.worth(rollout.run(world, self.opening(world, move, r), r), observation)

        return paired_choice(
            candidates,
            lambda r: self.world(observation, r),
            value,
            rng,
            max_worlds=self.max_worlds,
            budget_ms=self.budget_ms,
            z=self.z,
        )


__all__ = [
    "Rollout",
    "SearchBot",
    "bury",
    "deal_hidden",
    "in_play",
    "lead",
    "paired_choice",
    "public_part",
    "unseen",
]
