"""La Clé's own invariant for `simulate` (LC-11, LC-3): every word on the board, across and down,
is a word of the lexicon. The rules judge each lay as it comes; this checks the whole board after
it, as a second pair of eyes (the rules' own `check_invariants` keep the tiles conserved and the
chain on the board; the engine checks the JSON round trip). Django-free.
"""

from __future__ import annotations

from .board import SIZE


def board_words(board: list[str]) -> list[tuple[str, int, int, str]]:
    """Every run of 2 letters or more: (word, row, col of its first letter, direction)."""
    found = []
    for r in range(SIZE):
        for c in range(SIZE):
            for direction, (dr, dc) in (("across", (0, 1)), ("down", (1, 0))):
                before = (r - dr, c - dc)
                if board[r][c] == "." or (min(before) >= 0 and board[before[0]][before[1]] != "."):
                    continue
                letters, y, x = [], r, c
                while y < SIZE and x < SIZE and board[y][x] != ".":
                    letters.append(board[y][x].upper())
                    y, x = y + dr, x + dc
                if len(letters) >= 2:
                    found.append(("".join(letters), r, c, direction))
    return found


def check_board_words(state, lexicon=None) -> list[str]:
    """The words on the board that the lexicon does not know (none, in a sound game)."""
    if lexicon is None:
        from .lexicon import load  # noqa: PLC0415 - loaded once per process, when first asked

        lexicon = load()
    return [
        f"{word} (row {r + 1}, column {c + 1}, {d}) is not a word"
        for word, r, c, d in board_words(state.board)
        if word not in lexicon
    ]
