"""Helpers for La Clé's Patience tests: a small lexicon, lays written as words on cells."""

from __future__ import annotations

import pytest

from games.engine import IllegalAction, learning_events
from games.lacle import example as E
from games.lacle import rules_patience as R
from games.lacle.rules_words import ACROSS, DOWN

from .lexicon_double import Lexicon

__all__ = ["ACROSS", "DOWN", "E", "LEX", "R", "lay", "learned", "refused", "word"]

# The sheet's words and side word, some plural-only forms, and words the tests lay.
LEX = Lexicon.from_words(
    {
        **{w: False for w, *_ in E.PATIENCE_EXAMPLE},
        **{w: False for w in E.SIDE_WORDS},
        **{w: False for w in ("AXE", "SA", "SAS", "NOTE", "NOTES", "OR", "ORS", "SI", "AS")},
        **{w: False for w in ("RIRE", "GARE", "ART", "RAT", "TA", "VA", "ES", "SE", "OS")},
        **{w: True for w in ("RIXES", "EUX", "NOUS", "CES", "DEUX", "PARIS", "ROUGES")},
        "TEMPI": True,
    },
    reasons={"MOZART": "proper-noun", "SNCF": "abbreviation", "OK": "foreign"},
)


def word(text: str, row: int, col: int, direction: str = ACROSS, state=None):
    """The tiles that lay `text` from (row, col): the cells not already filled on `state`'s
    board (`?X` in `text` is a joker laid as X: write it as a two-character token in a list)."""
    letters = list(text) if isinstance(text, str) else text
    dr, dc = (0, 1) if direction == ACROSS else (1, 0)
    tiles = []
    for i, letter in enumerate(letters):
        r, c = row + dr * i, col + dc * i
        if state is None or state.board[r][c] == ".":
            tiles.append((r, c, letter))
    return tiles


def lay(state, tiles, direction=None, lexicon=LEX):
    return R.apply(state, R.lay(tiles, direction), lexicon)


def refused(state, tiles, direction=None, lexicon=LEX) -> IllegalAction:
    before = R.to_json(state)
    with pytest.raises(IllegalAction) as info:
        lay(state, tiles, direction, lexicon)
    assert R.to_json(state) == before  # a refusal changes nothing
    return info.value


def learned(events):
    return learning_events(events)
