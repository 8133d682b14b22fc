"""Helpers for Clé de Sol scenario tests: explicit deals, moves written with short card names."""

from __future__ import annotations

from games.cledesol import rules as R
from games.cledesol.rules_scenario import _face, scenario
from games.engine import Action

from ..moves import held, refused

__all__ = ["R", "deal", "cid", "play", "draw", "refused", "top", "intercept", "give", "face"]

deal = scenario


def face(token: str) -> str:
    return _face(token)


def cid(state, seat: int, token: str) -> str:
    """The id of the card of that face in the seat's hand."""
    return held(R, state, seat, _face(token), token)


def play(state, seat: int, *tokens: str, demand: str | None = None):
    action = Action(seat, "play", tuple(cid(state, seat, t) for t in tokens), demand)
    return R.apply(state, action)


def draw(state, seat: int):
    return R.apply(state, Action(seat, "draw"))


def intercept(state, seat: int, token: str):
    return R.apply(state, Action(seat, "intercept", (cid(state, seat, token),)))


def give(state, seat: int, *tokens: str):
    return R.apply(state, Action(seat, "give", tuple(cid(state, seat, t) for t in tokens)))


def top(state) -> str:
    """Pile A's top as a face ("N:C4:quarter", "R:half", "H:C")."""
    return R.CARDS[state.pile_a[-1]].face


def top_b(state) -> str | None:
    return R.CARDS[state.pile_b[-1]].face if state.pile_b else None
