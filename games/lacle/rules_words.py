"""What one lay forms on the board, and whether each word stands: La Clé's word rules, shared by
La Patience and Mots croisés (LC-3, LC-4, LC-11).

The board is 16 strings of 16 characters: `.` an empty cell, `A`…`Z` a tile, `a`…`z` a joker
standing for that letter (`tiles.board_tile`). A lay is a mapping cell → stored letter. This
module reads the lay's line, its main word and the words it forms on the side, and judges each
word against the lexicon and the plural rule. It depends on the lexicon's interface only
(`word in lex`, `lex.plural_only(word)`, `lex.why_not(word)`: games/lacle/README.md).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import permutations
from math import factorial, prod

from games.engine import IllegalAction, LearningEvent, Why
from games.engine.evidence import weighed

from .board import SIZE, in_board
from .tiles import letter_of

ACROSS, DOWN = "across", "down"
DIRECTIONS = (ACROSS, DOWN)
STEP = {ACROSS: (0, 1), DOWN: (1, 0)}
OTHER = {ACROSS: DOWN, DOWN: ACROSS}
EMPTY = "."
PLURAL_ENDS = ("S", "X")  # LC-3: a plural needs its final S or X already on the board
SPELLING = "word.spelling"

Cell = tuple[int, int]


@dataclass(frozen=True)
class Word:
    """A word the lay forms: its letters, its cells (in reading order), its direction, which of
    its cells the lay fills, and whether it is the lay's main word (the one counted)."""

    text: str
    cells: tuple[Cell, ...]
    direction: str
    new: tuple[bool, ...]
    main: bool

    def to_json(self) -> dict:
        return {
            "word": self.text,
            "cells": [list(c) for c in self.cells],
            "direction": self.direction,
            "main": self.main,
        }


class WordRefused(IllegalAction):
    """A refusal that names the word at fault, so the page can highlight its cells."""

    def __init__(self, code: str, why: Why, word: Word, learning=()) -> None:
        super().__init__(code, why, ("word",), tuple(learning))
        self.word = word

    def to_json(self, lang: str = "fr", names: str | None = None) -> dict:
        return {**super().to_json(lang, names), "word": self.word.to_json()}


def empty_board() -> list[str]:
    return [EMPTY * SIZE for _ in range(SIZE)]


def at(board: list[str], cell: Cell) -> str | None:
    """The stored letter on a cell, or None (empty or off the board)."""
    r, c = cell
    if not in_board(r, c):
        return None
    ch = board[r][c]
    return None if ch == EMPTY else ch


def with_tiles(board: list[str], lay: Mapping[Cell, str]) -> list[str]:
    """A new board with the lay's tiles on it."""
    rows = [list(row) for row in board]
    for (r, c), stored in lay.items():
        rows[r][c] = stored
    return ["".join(row) for row in rows]


def run_through(get: Callable[[Cell], str | None], cell: Cell, direction: str) -> list[Cell]:
    """The cells of the unbroken line of letters through `cell` in `direction`."""
    dr, dc = STEP[direction]
    start = cell
    while get((start[0] - dr, start[1] - dc)):
        start = (start[0] - dr, start[1] - dc)
    cells = [start]
    while get((cells[-1][0] + dr, cells[-1][1] + dc)):
        cells.append((cells[-1][0] + dr, cells[-1][1] + dc))
    return cells


def line_of(lay: Mapping[Cell, str]) -> str | None:
    """The direction the lay's tiles share (LC-ours-8), None for one tile; raises ValueError
    when they are in no one line."""
    rows = {r for r, _ in lay}
    cols = {c for _, c in lay}
    if len(lay) == 1:
        return None
    if len(rows) == 1:
        return ACROSS
    if len(cols) == 1:
        return DOWN
    raise ValueError("not-one-line")


def _word(get, cells: list[Cell], direction: str, lay: Mapping[Cell, str], main: bool) -> Word:
    text = "".join(letter_of(get(c)) for c in cells)
    new = tuple(c in lay for c in cells)
    return Word(text, tuple(cells), direction, new, main)


def words_formed(board: list[str], lay: Mapping[Cell, str], direction: str) -> list[Word]:
    """The main word along `direction` (first), then each word the lay forms on the side.
    Raises ValueError("gap") when the main line does not hold every tile laid."""

    def get(cell: Cell) -> str | None:
        return lay.get(cell) or at(board, cell)

    first = min(lay)
    main_cells = run_through(get, first, direction)
    if not set(lay) <= set(main_cells):
        raise ValueError("gap")
    out = [_word(get, main_cells, direction, lay, True)]
    for cell in sorted(lay):
        side = run_through(get, cell, OTHER[direction])
        if len(side) >= 2:
            out.append(_word(get, side, OTHER[direction], lay, False))
    return out


def single_tile_directions(board: list[str], lay: Mapping[Cell, str]) -> list[str]:
    """For a lay of one tile, the directions in which it makes a word of 2 letters or more."""

    def get(cell: Cell) -> str | None:
        return lay.get(cell) or at(board, cell)

    (cell,) = lay
    return [d for d in DIRECTIONS if len(run_through(get, cell, d)) >= 2]


def word_fault(word: Word, lexicon) -> str | None:
    """Why `word` may not stand, or None: the lexicon's reason (unknown, proper-noun…), or the
    plural rule (LC-3, LC-ours-17): a plural-only form whose final S or X was laid in this
    very move ("plural-s", "plural-x"). A joker standing for S or X counts as that letter, on
    the board or laid."""
    if word.text not in lexicon:
        return lexicon.why_not(word.text) or "unknown"
    last = word.text[-1]
    if last in PLURAL_ENDS and word.new[-1] and lexicon.plural_only(word.text):
        return f"plural-{last.lower()}"
    return None


def plural_that_stands(word: Word, lexicon) -> bool:
    """A word that looks like a plural laid with its own S or X, yet stands: the lexicon knows
    another reading of it (« tu bouteilles », LC-ours-6). A pupil who challenged it by the rule
    printed on the page is told why."""
    last = word.text[-1]
    return (
        last in PLURAL_ENDS
        and bool(word.new[-1])
        and word.text in lexicon
        and word.text[:-1] in lexicon
        and not lexicon.plural_only(word.text)
    )


# 5 different letters: beyond, a blind order is right less than 1 time in 20 unless 7 of the
# orders were words, which French hardly has; and counting stays cheap for the bots' tries
ORDERINGS_COUNTED = 120


def spelling_choices(word: Word, lexicon) -> tuple[int, int]:
    """Issue 18: the orders the pupil's own letters could take in the word's new cells (the
    board's letters stay), and how many of them make a word the lexicon knows: a pupil who
    knew the letters but not their order would be right that often. Beyond
    `ORDERINGS_COUNTED` orders they are not tried one by one: the word itself, if it stands,
    is counted (the chance is then below the model's floor of 1 in 20 all the same)."""
    spots = [i for i, new in enumerate(word.new) if new]
    letters = [word.text[i] for i in spots]
    options = factorial(len(letters)) // prod(factorial(n) for n in Counter(letters).values())
    if options > ORDERINGS_COUNTED:
        return options, int(word.text in lexicon)
    text = list(word.text)
    fitting = 0
    for order in set(permutations(letters)):
        for i, letter in zip(spots, order, strict=True):
            text[i] = letter
        fitting += "".join(text) in lexicon
    return options, fitting


def spelling_event(
    seat: int, word: Word, correct: bool, lexicon, hinted: bool = False
) -> LearningEvent:
    """A `word.spelling` learning event: the pupil chose the letters and their order from a
    rack of scattered tiles and laid them, so the word laid is evidence of knowing how it is
    spelled (a word the lexicon refuses as unknown is evidence of a wrong spelling). `detail`
    says which word, its length, and whether it was the main word or one formed on the side,
    and how much it tells (`spelling_choices`; La Clé shows no playable tiles: never hinted).
    A refusal says "not a word", never which order is: the word laid is a decision of its own,
    not the last of a blind search (`final`); one new letter alone has no order to choose.
    `hinted`: the player may have seen Mots croisés' hint (the best move of a position he
    left may still be on the board to copy), so the word counts for no mastery."""
    event = LearningEvent(
        seat,
        SPELLING,
        correct,
        {"word": word.text, "length": len(word.text), "main": word.main},
    )
    options, fitting = spelling_choices(word, lexicon)
    if options == 1:  # one new letter: counted neither right nor wrong (a reviewer saw only
        fitting = 1  # the wrong ones counted: the grid could only go down)
    return weighed(event, options, fitting, hinted, final=True)


def cells_of_chain(chain: list[dict]) -> list[set[Cell]]:
    """The cells of each word of a stored chain (`Word.to_json` forms)."""
    return [{(r, c) for r, c in w["cells"]} for w in chain]
