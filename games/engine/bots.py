"""Bots are seats: they see only `observation(state, seat)` and `legal_actions(state, seat)`.

A bot never reads the full state. `choose` returns None only when the seat is not obliged to act
now (an out-of-turn window it lets pass); when the seat must act it returns one of the legal
actions.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from .contract import Action
from .rng import Rng

LEVELS = ("random", "simple", "strong")


@runtime_checkable
class Bot(Protocol):
    level: str

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        """One of `legal_actions`, or None to let an optional window pass."""
        ...


def must_act(observation: dict) -> bool:
    """Does the observing seat have to act now (rather than merely being allowed to)?"""
    stage = observation.get("stage") or {}
    return observation.get("seat") in stage.get("must", ())
