"""What the scenario helpers of every card game share: the id of a card a seat holds, named by
its face, and the refusal an action meets."""

from __future__ import annotations

import pytest

from games.engine import IllegalAction


def held(R, state, seat: int, face: str, token: str) -> str:
    """The id of a card of that face in the seat's hand (`token` is what the test wrote)."""
    for c in state.hands[seat]:
        if R.CARDS[c].face == face:
            return c
    raise AssertionError(f"seat {seat} holds no {token}: {state.hands[seat]}")


def refused(fn, *args, **kwargs) -> IllegalAction:
    """The IllegalAction `fn(*args, **kwargs)` raises (the test fails if it raises none)."""
    with pytest.raises(IllegalAction) as info:
        fn(*args, **kwargs)
    return info.value
