"""Helpers for Gama scenario tests: explicit deals, moves written with short card names."""

from __future__ import annotations

import pytest

from games.engine import Action, IllegalAction, learning_events
from games.gama import rules as R
from games.gama.rules_scenario import face, scenario

__all__ = ["R", "deal", "cid", "play", "draw", "end_run", "refused", "top", "learned", "face"]

deal = scenario


def cid(state, seat: int, token: str) -> str:
    """The id of the card of that face in the seat's hand."""
    f = face(token)
    for c in state.hands[seat]:
        if R.CARDS[c].face == f:
            return c
    raise AssertionError(f"seat {seat} holds no {token}: {state.hands[seat]}")


def play(state, seat: int, token: str):
    return R.apply(state, Action(seat, "play", (cid(state, seat, token),)))


def draw(state, seat: int):
    return R.apply(state, Action(seat, "draw"))


def end_run(state, seat: int):
    return R.apply(state, Action(seat, "end-run"))


def refused(fn, *args, **kwargs) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        fn(*args, **kwargs)
    return info.value


def top(state) -> str:
    """The pile's top as a face ("N:E:rosu", "diez")."""
    return R.CARDS[state.pile[-1]].face


def learned(events) -> list[tuple[str, bool, str | None]]:
    """(concept, correct, misconception) of the learning events."""
    return [(e.concept, e.correct, e.misconception) for e in learning_events(events)]


def kinds(events) -> list[str]:
    return [e.kind for e in events]
