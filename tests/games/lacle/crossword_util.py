"""Helpers for Mots croisés' tests: a small lexicon, boards written as words, lays by seat, and
refusals checked to change nothing."""

from __future__ import annotations

import pytest

from games.engine import Action, IllegalAction, learning_events
from games.lacle import rules_crossword as R
from games.lacle.keywords import KEY_WORDS
from games.lacle.rules_words import ACROSS, DOWN, empty_board

from .lexicon_double import Lexicon

__all__ = [
    "CROSSWORD",
    "ACROSS",
    "ARBITRE",
    "DOWN",
    "KEYS",
    "LEX",
    "R",
    "TEAMS",
    "board",
    "game",
    "learned",
    "play",
    "refused",
    "tiles",
]

LEX = Lexicon.from_words(
    {
        **dict.fromkeys(KEY_WORDS, False),
        **dict.fromkeys(
            [
                "AXE",
                "TAXE",
                "TABLE",
                "RETABLE",
                "ART",
                "RAT",
                "TA",
                "LA",
                "LE",
                "MOI",
                "COTE",
                "RIXE",
                "NOTE",
                "NOTES",
                "DO",
                "RE",
                "MI",
                "SI",
                "IL",
                "ES",
                "SE",
                "OS",
                "AS",
                "SA",
                "TU",
                "USE",
                "SUR",
                "ROSE",
                "RAS",
                "RUE",
                "BLE",
                "PAS",
                "PATE",
                "TE",
                "ET",
                "SEL",
            ],
            False,
        ),
        # TEMPI is plural-only here, though it ends in neither S nor X: LC-ours-7's guard.
        **dict.fromkeys(("RIXES", "EUX", "ROSES", "BALS", "TAXES", "TEMPI"), True),
    },
    reasons={"MOZART": "proper-noun", "SNCF": "abbreviation", "OK": "foreign"},
)

# The key pack the tests deal: a face-up key word no test rack forms by accident.
KEYS = ["RYTHME", *(w for w in KEY_WORDS if w != "RYTHME")]
CROSSWORD = R.Options(mode=R.CROSSWORD)
ARBITRE = R.Options(mode=R.CROSSWORD, challenges=R.ARBITRE)
TEAMS = R.Options(mode=R.CROSSWORD, teams=True)


def board(*words) -> list[str]:
    """A board holding `(text, row, col, direction)` words (lower case: a joker)."""
    rows = [list(r) for r in empty_board()]
    for text, row, col, direction in words:
        dr, dc = (0, 1) if direction == ACROSS else (1, 0)
        for i, ch in enumerate(text):
            rows[row + dr * i][col + dc * i] = ch
    return ["".join(r) for r in rows]


def game(racks, *words, options=CROSSWORD, keys=None, **kw) -> R.State:
    """A constructed game: these racks, these words on the board, `turn` to play."""
    return R.scenario(
        list(racks),
        board=board(*words) if words else None,
        keys=keys or KEYS,
        options=options,
        **kw,
    )


def tiles(text, row: int, col: int, direction: str = ACROSS, state=None) -> list:
    """The tiles that lay `text` from (row, col), skipping the cells already filled on `state`'s
    board (a list of tokens may hold `?X`, a joker laid as X)."""
    letters = list(text) if isinstance(text, str) else text
    dr, dc = (0, 1) if direction == ACROSS else (1, 0)
    out = []
    for i, letter in enumerate(letters):
        r, c = row + dr * i, col + dc * i
        if state is None or state.board[r][c] == ".":
            out.append((r, c, letter))
    return out


def play(state, seat, tiles_or_kind, lexicon=LEX, direction=None):
    """A lay (a list of tiles) or another kind of action (`"pass"`, `"challenge"`…) by `seat`."""
    if isinstance(tiles_or_kind, str):
        action = Action(seat, tiles_or_kind)
    else:
        action = R.lay(seat, tiles_or_kind, direction)
    return R.apply(state, action, lexicon)


def refused(state, seat, tiles_or_kind, lexicon=LEX, direction=None) -> IllegalAction:
    before = R.to_json(state)
    with pytest.raises(IllegalAction) as info:
        play(state, seat, tiles_or_kind, lexicon, direction)
    assert R.to_json(state) == before  # a refusal changes nothing
    return info.value


def learned(events):
    return learning_events(events)
