"""Helpers for Gama scenario tests: explicit deals, moves written with short card names."""

from __future__ import annotations

from games.engine import Action, learning_events
from games.gama import rules as R
from games.gama.rules_scenario import face, scenario

from ..moves import held, refused

__all__ = ["R", "deal", "cid", "play", "draw", "end_run", "refused", "top", "learned", "face"]

deal = scenario


def cid(state, seat: int, token: str) -> str:
    """The id of the card of that face in the seat's hand."""
    return held(R, state, seat, face(token), token)


def play(state, seat: int, token: str):
    return R.apply(state, Action(seat, "play", (cid(state, seat, token),)))


def draw(state, seat: int):
    return R.apply(state, Action(seat, "draw"))


def end_run(state, seat: int):
    return R.apply(state, Action(seat, "end-run"))


def top(state) -> str:
    """The pile's top as a face ("N:E:rosu", "diez")."""
    return R.CARDS[state.pile[-1]].face


def learned(events) -> list[tuple[str, bool, str | None]]:
    """(concept, correct, misconception) of the learning events."""
    return [(e.concept, e.correct, e.misconception) for e in learning_events(events)]


def kinds(events) -> list[str]:
    return [e.kind for e in events]
