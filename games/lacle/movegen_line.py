"""One row or column of the board as the move generator sees it (`movegen`): its letters, its
anchors with their room, and each empty cell's cross-check (LC-3, LC-4, LC-ours-19, 24)."""

from __future__ import annotations

from .board import SIZE, gray_cells
from .movegen_graph import BIT
from .rules_words import ACROSS, DOWN, PLURAL_ENDS

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
EMPTY = "."
ALL = (1 << 26) - 1  # every letter, a bit each
_GRAY = frozenset(gray_cells())


class Line:
    """One row (across) or column (down) as a line: its letters; for each empty cell with
    letters across it, that context and the letters it allows (a bit each); its anchors, each
    with its room: how many empty cells before it a left part may take (0 when the cell before
    holds a letter: then the left part is the board's)."""

    def __init__(self, lexicon, direction, index, lines, across, opening) -> None:
        self.direction = direction
        self.index = index
        self.letters = letters = lines[index]
        self.allowed = [ALL] * SIZE
        side: list[tuple[str, str] | None] = [None] * SIZE
        if opening:
            cells = ((index, i) if direction == ACROSS else (i, index) for i in range(SIZE))
            anchors = [i for i, cell in enumerate(cells) if cell in _GRAY]
        else:
            anchors = []
            for i in range(SIZE):
                if letters[i] != EMPTY:
                    continue
                before, after = _around(across[i], index)
                if before or after:
                    side[i] = (before, after)
                    self.allowed[i] = _cross_check(lexicon, before, after)
                near = (i > 0 and letters[i - 1] != EMPTY) or (
                    i < SIZE - 1 and letters[i + 1] != EMPTY
                )
                if near or before or after:
                    anchors.append(i)
        self.side = tuple(side)
        # For the slots (`movegen_slots`): the cells a word may hang on, the board's letters
        # and the empty cells with letters across (LC-4), and, for the opening, the gray ones.
        self.hangs = [ch != EMPTY or s is not None for ch, s in zip(letters, side, strict=True)]
        self.gray = [
            ((index, i) if direction == ACROSS else (i, index)) in _GRAY for i in range(SIZE)
        ]
        # For the search: the board's letters from each position on ("" on an empty cell and
        # past the edge), and the cells where one tile alone would read across too (in a
        # column: such a tile is found as an across word).
        self.runs = [letters[i:].split(EMPTY, 1)[0] for i in range(SIZE)] + [""]
        self.lone = [direction == DOWN and s is not None for s in side]
        self.anchors: list[tuple[int, int]] = []
        previous = -1
        for a in anchors:
            room = 0
            while a - room - 1 > previous and letters[a - room - 1] == EMPTY:
                room += 1
            if a > 0 and letters[a - 1] != EMPTY:
                room = 0
            self.anchors.append((a, room))
            previous = a


def _around(line: str, i: int) -> tuple[str, str]:
    """The letters just before and just after position `i` of `line`, unbroken."""
    start = i
    while start > 0 and line[start - 1] != EMPTY:
        start -= 1
    end = i + 1
    while end < SIZE and line[end] != EMPTY:
        end += 1
    return line[start:i], line[i + 1 : end]


def _cross_check(lexicon, before: str, after: str) -> int:
    """The letters that may be laid between `before` and `after` (a bit each): the word they
    make is a game word and, when the letter ends it, not a plural-only form ending in S or X
    (LC-3)."""
    ok = 0
    for letter in ALPHABET:
        text = before + letter + after
        if text not in lexicon:
            continue
        if not after and letter in PLURAL_ENDS and lexicon.plural_only(text):
            continue
        ok |= BIT[letter]
    return ok
