"""Checks every game must pass after every action (simulate, the playout tests)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from types import ModuleType
from typing import Any


def strings_in(value: Any) -> Iterator[str]:
    """Every string (keys too) anywhere inside a JSON-like value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield str(k)
            yield from strings_in(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings_in(v)


def find_leaks(observation: dict, secrets: Iterable[str]) -> set[str]:
    """The secret tokens (hidden card ids…) that appear in an observation."""
    secret = set(secrets)
    if not secret:
        return set()
    return {s for s in strings_in(observation) if s in secret}


def check_state(rules: ModuleType, state: Any, seats: int) -> list[str]:
    """Generic invariants for any rules module; game-specific ones come from the module's
    optional `check_invariants(state) -> list[str]` and `secret_ids(state, seat) -> set[str]`."""
    problems: list[str] = []
    if hasattr(rules, "check_invariants"):
        problems += rules.check_invariants(state)
    data = rules.to_json(state)
    text = json.dumps(data, sort_keys=True)
    back = rules.from_json(json.loads(text))
    if back != state or json.dumps(rules.to_json(back), sort_keys=True) != text:
        problems.append("json round trip differs")
    finished = rules.outcome(state)
    if not (finished and finished.finished):
        if not any(rules.legal_actions(state, s) for s in range(seats)):
            problems.append("no seat has an action")
        stage = rules.stage(state) if hasattr(rules, "stage") else None
        if stage is not None and not any(rules.legal_actions(state, s) for s in stage.must):
            problems.append(f"stage {stage.name}: no obliged seat has an action")
    for seat in [None, *range(seats)]:
        obs = rules.observation(state, seat)
        try:
            json.dumps(obs)
        except (TypeError, ValueError) as exc:
            problems.append(f"observation of {seat} is not JSON: {exc}")
        if hasattr(rules, "secret_ids"):
            leaks = find_leaks(obs, rules.secret_ids(state, seat))
            if leaks:
                problems.append(f"observation of seat {seat} leaks {sorted(leaks)[:5]}")
    return problems
