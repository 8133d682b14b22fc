"""The sheet's own Patience, laid out on our board: the rules page's worked example (LC-1,
LC-ours-23).

The sheet gives the words, not the places: SAVOIR, ROUGE (on SAVOIR's R), FIERE, ETUDE, DAME,
ECRIN, PIMENT, TIGRE, RIXE, IL, SEL, SEUL, LAIT, TA, ANE, «le E se trouvant bien sur l'ultime
case du bas». Each word crosses the one before, so the words alternate across and down, from
SAVOIR across on the top-left cell to ANE across ending on the bottom-right one.

A search over every place of every word (each on a letter of the previous word, every move's
words valid at the moment it is laid) finds exactly one way on 16 × 16, this one. It forms one
word on the side: when SEL is laid under RIXE, its E stands under RIXE's R and makes RE
(« ré », the note), which is checked and not counted (LC-ours-21). The only other way that ends
on the bottom-right cell (PIMENT on ECRIN's N, RIXE on TIGRE's R) leaves no side word on the
finished board, but cannot be replayed move by move: IL's L would stand beside TIGRE's E and
make EL, which is no word, until SEL fills the row.

Cells are 0-based `(row, col)`; pages count from 1 (ANE ends on row 16, column 16).
"""

from __future__ import annotations

from .rules_words import ACROSS, DOWN, STEP

PATIENCE_EXAMPLE: tuple[tuple[str, int, int, str], ...] = (
    ("SAVOIR", 0, 0, ACROSS),
    ("ROUGE", 0, 5, DOWN),
    ("FIERE", 4, 3, ACROSS),
    ("ETUDE", 0, 7, DOWN),
    ("DAME", 3, 7, ACROSS),
    ("ECRIN", 3, 10, DOWN),
    ("PIMENT", 6, 9, ACROSS),
    ("TIGRE", 6, 14, DOWN),
    ("RIXE", 10, 11, ACROSS),
    ("IL", 10, 12, DOWN),
    ("SEL", 11, 10, ACROSS),
    ("SEUL", 11, 10, DOWN),
    ("LAIT", 14, 10, ACROSS),
    ("TA", 14, 13, DOWN),
    ("ANE", 15, 13, ACROSS),
)
SIDE_WORDS = ("RE",)  # formed on the side by SEL (LC-ours-21)


def cells(word: str, row: int, col: int, direction: str) -> list[tuple[int, int]]:
    dr, dc = STEP[direction]
    return [(row + dr * i, col + dc * i) for i in range(len(word))]


def moves(
    example=PATIENCE_EXAMPLE,
) -> list[tuple[str, str, list[tuple[int, int, str]]]]:
    """Each word, its direction and the tiles it lays (the cells not yet filled), in order."""
    filled: set[tuple[int, int]] = set()
    out = []
    for word, row, col, direction in example:
        tiles = []
        for (r, c), letter in zip(cells(word, row, col, direction), word, strict=True):
            if (r, c) not in filled:
                tiles.append((r, c, letter))
                filled.add((r, c))
        out.append((word, direction, tiles))
    return out


def draws(example=PATIENCE_EXAMPLE) -> str:
    """A tile sequence that allows the example: the letters in the order they are laid. The
    rack draws back as many as were laid, so it always holds the next 10 letters needed."""
    return "".join(t for _, _, tiles in moves(example) for _, _, t in tiles)
