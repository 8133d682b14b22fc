"""Helpers for Clé de Sol scenario tests: explicit deals, moves written with short card names."""

from __future__ import annotations

import pytest

from games.cledesol import rules as R
from games.cledesol.rules_scenario import _face, scenario
from games.engine import Action, IllegalAction

__all__ = ["R", "deal", "cid", "play", "draw", "refused", "top", "intercept", "give", "face"]

deal = scenario


def face(token: str) -> str:
    return _face(token)


def cid(state, seat: int, token: str) -> str:
    """The id of the card of that face in the seat's hand."""
    f = _face(token)
    for c in state.hands[seat]:
        if R.CARDS[c].face == f:
            return c
    raise AssertionError(f"seat {seat} holds no {token}: {state.hands[seat]}")


def play(state, seat: int, *tokens: str, demand: str | None = None):
    action = Action(seat, "play", tuple(cid(state, seat, t) for t in tokens), demand)
    return R.apply(state, action)


def draw(state, seat: int):
    return R.apply(state, Action(seat, "draw"))


def intercept(state, seat: int, token: str):
    return R.apply(state, Action(seat, "intercept", (cid(state, seat, token),)))


def give(state, seat: int, *tokens: str):
    return R.apply(state, Action(seat, "give", tuple(cid(state, seat, t) for t in tokens)))


def refused(fn, *args, **kwargs) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        fn(*args, **kwargs)
    return info.value


def top(state) -> str:
    """Pile A's top as a face ("N:C4:quarter", "R:half", "H:C")."""
    return R.CARDS[state.pile_a[-1]].face


def top_b(state) -> str | None:
    return R.CARDS[state.pile_b[-1]].face if state.pile_b else None
