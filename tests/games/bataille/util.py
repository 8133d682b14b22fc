"""Helpers for Bataille des sons scenario tests: explicit decks (top first), short moves."""

from __future__ import annotations

import pytest

from games.bataille import rules as R
from games.bataille.rules_scenario import scenario
from games.engine import Action, IllegalAction, learning_events

__all__ = ["R", "deal", "ask", "lay", "refused", "learned", "kinds", "trick_through"]

deal = scenario


def ask(state, seat: int, param: str, way: str | None = None):
    params = {"choice": param}
    if way is not None:
        params["way"] = way
    return R.apply(state, Action.of(seat, "ask", params))


def lay(state, seat: int, power: bool = False, target: str | None = None):
    params: dict = {}
    if power:
        params["power"] = True
    if target is not None:
        params["target_param"] = target
    return R.apply(state, Action.of(seat, "lay", params))


def trick_through(state, param: str, way: str | None = None, powers: dict | None = None):
    """Ask `param` and let every layer lay in order (`powers`: seat -> True or a target)."""
    powers = powers or {}
    state, events = ask(state, state.attacker, param, way)
    every = list(events)
    for seat in state.order():
        p = powers.get(seat)
        state, events = lay(state, seat, bool(p), p if isinstance(p, str) else None)
        every += events
    return state, every


def refused(fn, *args, **kwargs) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        fn(*args, **kwargs)
    return info.value


def learned(events) -> list[tuple[str, bool, str | None]]:
    return [(e.concept, e.correct, e.misconception) for e in learning_events(events)]


def kinds(events) -> list[str]:
    return [e.kind for e in events]
