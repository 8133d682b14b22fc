"""The lays worth trying from a Patience position, fast, with the real lexicon (LC-11).

The lexicon holds some 400 000 forms: trying each one in every place at every move (what
`solver.placements` does with the words it is given) takes minutes. This module keeps only the
words the tiles at hand can spell on each line through the previous word's cells (a new word
lies on one of them): the rack (a joker for any one missing letter) plus the letters already on
that line; and tries each only where its letter matches the previous word's letter on the cell. It is a sieve, not a judge: every lay it
suggests is still played through the real rules. Letter counts are one numpy matrix (one row a
word), built once per lexicon.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable

import numpy as np

from games.engine import Action

from . import rules_patience as R
from .board import BOTTOM_RIGHT, SIZE, TOP_LEFT
from .rules_words import ACROSS, DOWN, STEP
from .solver import _fit as fit  # noqa: PLC2701 - one way to fit a word
from .tiles import JOKER, RACK_SIZE

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@functools.cache
def _index(lexicon) -> tuple[list[str], np.ndarray]:
    words = sorted(w for w in lexicon if 2 <= len(w) <= RACK_SIZE + 1 and w.isalpha())
    counts = np.zeros((len(words), 26), dtype=np.int16)
    for i, word in enumerate(words):
        for ch in word:
            counts[i, ord(ch) - 65] += 1
    return words, counts


def anchors(chain: list[dict]) -> list[tuple[int, int]]:
    """The cells the next word must use: the previous word's, or the top-left cell."""
    return [tuple(c) for c in chain[-1]["cells"]] if chain else [TOP_LEFT]


def _vector(letters: Iterable[str]) -> np.ndarray:
    out = np.zeros(26, dtype=np.int16)
    for ch, n in Counter(letters).items():
        if ch in ALPHABET:
            out[ord(ch) - 65] += n
    return out


def _line(board: list[str], direction: str, index: int) -> list[str]:
    if direction == ACROSS:
        return [board[index][c] for c in range(SIZE)]
    return [board[r][index] for r in range(SIZE)]


def lays(board: list[str], rack: list[str], chain: list[dict], lexicon) -> list[Action]:
    """Every lay of a lexicon word through a cell of the previous word (the top-left cell for
    the first) that the rack can pay for, the nearest the bottom-right cell first. For each
    line through those cells, only the words the rack and that line's letters can spell are
    tried, and only where the word's letter matches the letter already on the cell."""
    words, counts = _index(lexicon)
    rack_vec = _vector([t for t in rack if t != JOKER])
    jokers = sum(1 for t in rack if t == JOKER)
    cells = anchors(chain)
    lines: dict[tuple[str, int], list[tuple[int, int]]] = {}
    for r, c in cells:
        lines.setdefault((ACROSS, r), []).append((r, c))
        lines.setdefault((DOWN, c), []).append((r, c))
    rack_count = Counter(rack)
    rack_short = np.maximum(counts - rack_vec, 0).sum(axis=1)  # letters the rack lacks
    seen: set[str] = set()
    out: list[Action] = []
    for (direction, index), on_line in sorted(lines.items()):
        line = _line(board, direction, index)
        here = [ch.upper() for ch in line if ch != "."]
        maybe = np.flatnonzero(rack_short <= jokers + len(here))  # a line adds its letters
        short = np.maximum(counts[maybe] - (rack_vec + _vector(here)), 0).sum(axis=1)
        dr, dc = STEP[direction]
        for i in maybe[short <= jokers]:
            word = words[i]
            for ar, ac in on_line:
                letter = board[ar][ac].upper() if board[ar][ac] != "." else None
                for k, ch in enumerate(word):
                    if letter is not None and ch != letter:
                        continue
                    tiles = fit(word, (ar - dr * k, ac - dc * k), direction, board, rack_count)
                    key = repr(tiles)
                    if tiles and key not in seen:
                        seen.add(key)
                        out.append(R.lay(tiles, direction))
    out.sort(key=lambda a: reach(a.param("tiles")), reverse=True)
    return out


def state_lays(lexicon):
    """`lays` as a function of a state, for `solver.solve(words=...)`."""

    def of(state) -> list[Action]:
        return lays(state.board, state.rack, state.chain, lexicon)

    return of


def reach(tiles: list) -> int:
    """How near the bottom-right cell a lay comes (higher is nearer): its tiles' best r + c."""
    goal = BOTTOM_RIGHT[0] + BOTTOM_RIGHT[1]
    return max(r + c for r, c, _ in tiles) - goal
