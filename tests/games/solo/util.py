"""Helpers for Solo scenario tests: explicit deals, moves written with short card names."""

from __future__ import annotations

import pytest

from games.engine import Action, IllegalAction, learning_events
from games.solo import rules as R
from games.solo.rules_scenario import face, scenario

__all__ = ["R", "deal", "cid", "play", "quick", "draw", "refused", "top", "learned", "kinds"]

deal = scenario


def cid(state, seat: int, token: str) -> str:
    """The id of the card of that face in the seat's hand."""
    f = face(token)
    for c in state.hands[seat]:
        if R.CARDS[c].face == f:
            return c
    raise AssertionError(f"seat {seat} holds no {token}: {state.hands[seat]}")


def _params(state, seat, token, **params) -> dict:
    return {"cards": [cid(state, seat, token)], **params}


def play(state, seat: int, token: str, **params):
    """Lay a card on one's turn: `choice=` a colour, `target=` a seat, `solo=True`."""
    return R.apply(state, Action.of(seat, "play", _params(state, seat, token, **params)))


def quick(state, seat: int, token: str, **params):
    return R.apply(state, Action.of(seat, "quick-discard", _params(state, seat, token, **params)))


def draw(state, seat: int):
    return R.apply(state, Action(seat, "draw"))


def refused(fn, *args, **kwargs) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        fn(*args, **kwargs)
    return info.value


def top(state) -> str:
    """The discard's top as a face ("rouge-5", "noir-plus4")."""
    return R.CARDS[state.top].face


def faces(cards) -> list[str]:
    return sorted(R.CARDS[c].face for c in cards)


def learned(events) -> list[tuple[str, bool, str | None]]:
    """(concept, correct, misconception) of the learning events."""
    return [(e.concept, e.correct, e.misconception) for e in learning_events(events)]


def kinds(events) -> list[str]:
    return [e.kind for e in events]
