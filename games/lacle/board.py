"""La Clé's board as data (LC-1): 16 × 16, the same for La Patience and Mots croisés.

The sheet's diagram is missing; this board is ours, and the rules page says so. Coordinates are
0-based `(row, col)` in code and in actions (row 0 is the top, col 0 the left); pages say
« ligne 1 … 16, colonne 1 … 16 ».

The design, one quarter turned four times (a quarter turn maps each colour to the next, so no
colour is better placed than another; the kinds alone are also symmetric about both diagonals):

- **gray**: the 4 × 4 block in the middle (rows and cols 6 … 9), a true centre on an even side.
  A 3- or 4-letter opening fits inside it and a longer one runs past it, as the sheet allows
  («et même déborder des cases grises»): so the block is wider than 2 × 2.
- **colour**: in each quarter, eight cells of that quarter's colour: the diagonal from the
  corner toward the centre (4 cells), two on the edges, two beside the middle lines. Rouge top
  left, orangé top right, vert bottom right, bleu bottom left (teams: rouge + orangé, vert +
  bleu, LC-10).
- **key**: the four corners (La Patience starts and ends on one) and two cells at the middle of
  each edge: 12 plain key cells.
- **key + colour**: one per quarter, on its diagonal just before the gray block.

Totals: 16 gray, 32 colour (8 each), 12 key, 4 key + colour (1 each), 192 plain.

`render()` draws it one character a cell (see `SYMBOLS`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

SIZE = 16
TOP_LEFT = (0, 0)
BOTTOM_RIGHT = (SIZE - 1, SIZE - 1)

PLAIN, GRAY, COLOUR, KEY, KEY_COLOUR = "plain", "gray", "colour", "key", "key-colour"
KINDS = (PLAIN, GRAY, COLOUR, KEY, KEY_COLOUR)

ROUGE, ORANGE, VERT, BLEU = "rouge", "orange", "vert", "bleu"
COLOURS = (ROUGE, ORANGE, VERT, BLEU)  # the quarter turn's order, top left first
COLOUR_NAMES = {ROUGE: "rouge", ORANGE: "orangé", VERT: "vert", BLEU: "bleu"}

# One quarter (the top left, rouge), before turning: (row, col) → kind.
_QUARTER = {
    (0, 0): KEY,
    (0, 7): KEY,
    (7, 0): KEY,
    (1, 1): COLOUR,
    (2, 2): COLOUR,
    (3, 3): COLOUR,
    (4, 4): COLOUR,
    (0, 4): COLOUR,
    (4, 0): COLOUR,
    (3, 7): COLOUR,
    (7, 3): COLOUR,
    (5, 5): KEY_COLOUR,
    (6, 6): GRAY,
    (6, 7): GRAY,
    (7, 6): GRAY,
    (7, 7): GRAY,
}

SYMBOLS = {
    (PLAIN, None): ".",
    (GRAY, None): "#",
    (KEY, None): "*",
    (COLOUR, ROUGE): "R",
    (COLOUR, ORANGE): "O",
    (COLOUR, VERT): "V",
    (COLOUR, BLEU): "B",
    (KEY_COLOUR, ROUGE): "r",
    (KEY_COLOUR, ORANGE): "o",
    (KEY_COLOUR, VERT): "v",
    (KEY_COLOUR, BLEU): "b",
}


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell: its place, its kind, and its colour (colour and key-colour cells only)."""

    row: int
    col: int
    kind: str
    colour: str | None = None

    @property
    def key(self) -> bool:
        return self.kind in (KEY, KEY_COLOUR)

    @property
    def symbol(self) -> str:
        return SYMBOLS[(self.kind, self.colour)]

    def to_json(self) -> dict:
        return {"row": self.row, "col": self.col, "kind": self.kind, "colour": self.colour}


def _turn(row: int, col: int) -> tuple[int, int]:
    """A quarter turn clockwise."""
    return col, SIZE - 1 - row


def _build() -> dict[tuple[int, int], Cell]:
    cells = {
        (r, c): Cell(r, c, PLAIN) for r in range(SIZE) for c in range(SIZE)
    }  # every cell plain, then each quarter's pattern
    for turns, colour in enumerate(COLOURS):
        for (r, c), kind in _QUARTER.items():
            for _ in range(turns):
                r, c = _turn(r, c)
            coloured = kind in (COLOUR, KEY_COLOUR)
            cells[(r, c)] = Cell(r, c, kind, colour if coloured else None)
    return cells


CELLS: dict[tuple[int, int], Cell] = _build()


def cell(row: int, col: int) -> Cell:
    return CELLS[(row, col)]


def in_board(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


def neighbours(row: int, col: int) -> list[tuple[int, int]]:
    """The cells above, below, left and right that are on the board."""
    around = ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
    return [(r, c) for r, c in around if in_board(r, c)]


def gray_cells() -> list[tuple[int, int]]:
    return sorted(p for p, c in CELLS.items() if c.kind == GRAY)


def cells_of(kind: str, colour: str | None = None) -> Iterator[Cell]:
    for p in sorted(CELLS):
        c = CELLS[p]
        if c.kind == kind and (colour is None or c.colour == colour):
            yield c


def render() -> str:
    """The board, one line a row, one character a cell (`SYMBOLS`):
    `.` plain, `#` gray, `*` key, `R O V B` a colour, `r o v b` a key cell of that colour."""
    return "\n".join("".join(CELLS[(r, c)].symbol for c in range(SIZE)) for r in range(SIZE))


def to_json() -> dict:
    """The board for a page: its size and every cell that is not plain."""
    return {
        "size": SIZE,
        "cells": [c.to_json() for p, c in sorted(CELLS.items()) if c.kind != PLAIN],
    }
