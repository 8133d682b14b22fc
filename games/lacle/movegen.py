"""Every legal lay of Mots croisés from a board and a rack: La Clé's move generator (LC-4, LC-3).

Appel and Jacobson's anchors and cross-checks (« The World's Fastest Scrabble Program », 1988),
one line of the board at a time (`movegen_line`):

- an **anchor** is an empty cell a new word may hang on: next to a tile already laid (LC-4: a
  move is connected when any word it forms holds a letter that was there), or, for the opening
  move, a gray cell (LC-ours-19);
- a **cross-check** is, for an empty cell with letters above or below it (left or right, down
  the columns), the letters that make the word formed across it valid, the plural rule
  included (LC-3: a plural-only form whose final S or X would be laid now is refused).

The words are then found in one of two ways, which give the same placements:

- `plays`, the game's: each **slot** of a line (a stretch a word can fill, holding an anchor)
  is looked up in a bit-sliced index of the lexicon (`movegen_index`, `movegen_slots`): for
  the words of the slot's length, a big integer per (position, letter) and per (letter, count),
  a bit per word; a slot's board letters, cross-checks and rack are a few dozen ANDs and ORs,
  which CPython does in C over 60,000 words at once;
- `plays_by_graph`, the first generator, kept as the reference: from each anchor, a left part
  taken from the rack is grown on the empty cells before it (or the board's letters there are
  read), then the word is extended to the right through the lexicon's minimal automaton
  (`movegen_graph`, `movegen_search`), one Python step per letter tried.

**Jokers are decided last.** A placement's validity depends only on the letters (a joker
standing for S or X counts as that letter, LC-ours-26), so a joker is used only where the rack
has run out of a letter. A `Play` is a placement (cells and upper-case letters) with the fewest
jokers it needs; `Play.lays(rack)` gives every way to pay for it with the rack's tiles, each a
lay as the rules take it (cells → stored letters, a joker in lower case). `every_lay` chains
them: exactly the lays the rules accept.

Why two (issue 16: full generation for a rack of 10 with both jokers, p95 ≤ 300 ms in pure
Python). The graph's walk, tuned over five sessions, spends about 2 Python calls per play found
(some 120,000 plays on the busiest bench board) and stayed at a p95 of 640 to 710 ms on the
bench's 30 boards; the index needs no Python step per word tried, only per word found, and
gives the same plays (all 66 recorded positions of `tests/bench/check_movegen.py`, random
boards and the brute force in the tests). On the bench's boards (`tests/bench/bench_movegen.py`
times both), with both jokers: median 106 ms against 275, p95 202 ms against 678; with one
joker, 63 and 91 ms against 113 and 218. Without a joker the walk, pruned by the rack at every
letter, is quicker at the median (18 ms against 38) and even at p95 (70 ms): the index pays a
few big-integer operations per slot whatever the rack. One generator is used all the same, for
one order of the plays and one structure in memory (the index: about 1 s of CPU to build, once
per process, and 21 MB). The generator only generates: scoring is the rules' business
(`rules_crossword*`).
"""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Iterator
from itertools import combinations
from typing import NamedTuple

from . import movegen_index, movegen_slots
from .board import SIZE
from .movegen_graph import for_lexicon
from .movegen_line import EMPTY, Line
from .movegen_search import Search
from .rules_words import ACROSS, DOWN, Word
from .tiles import JOKER

OPENING_MIN = 3  # LC-4: the opening word has 3 letters or more
LATER_MIN = 2  # LC-4: later words have 2 letters or more

Cell = tuple[int, int]


class Play(NamedTuple):
    """One placement: the main word `word` (upper case) along `direction` on row (across) or
    column (down) `line` from position `pos`; `new` a bit per letter of the word (first letter
    lowest) for the cells laid now; `jokers` the fewest jokers the rack needs for it. `side`
    is the line's context, shared by its plays: for each position, the letters before and
    after it across the line (None where there are none), so `words()` builds the words formed
    on the side only when asked."""

    direction: str
    line: int
    pos: int
    word: str
    new: int
    jokers: int
    side: tuple

    @property
    def start(self) -> Cell:
        return (self.line, self.pos) if self.direction == ACROSS else (self.pos, self.line)

    @property
    def tiles(self) -> int:
        """How many tiles it lays."""
        return self.new.bit_count()

    def cells(self) -> list[Cell]:
        n, p = self.line, self.pos
        if self.direction == ACROSS:
            return [(n, p + i) for i in range(len(self.word))]
        return [(p + i, n) for i in range(len(self.word))]

    def laid(self) -> list[tuple[Cell, str]]:
        """The cells laid now with their letters (upper case), in reading order."""
        return [(cell, self.word[i]) for i, cell in enumerate(self.cells()) if self.new >> i & 1]

    def words(self) -> list[Word]:
        """The words it forms, as `rules_words.words_formed` lists them: the main word first,
        then each word formed on the side, in cell order."""
        cells = tuple(self.cells())
        new = tuple(bool(self.new >> i & 1) for i in range(len(self.word)))
        out = [Word(self.word, cells, self.direction, new, True)]
        other = DOWN if self.direction == ACROSS else ACROSS
        for i, letter in enumerate(self.word):
            context = self.side[self.pos + i] if new[i] else None
            if context is None:
                continue
            before, after = context
            text = before + letter + after
            k = self.pos + i  # this cell along the line; the side word runs across it
            first = self.line - len(before)
            if self.direction == ACROSS:
                side_cells = tuple((first + j, k) for j in range(len(text)))
            else:
                side_cells = tuple((k, first + j) for j in range(len(text)))
            flags = tuple(j == len(before) for j in range(len(text)))
            out.append(Word(text, side_cells, other, flags, False))
        return out

    def lays(self, rack) -> Iterator[dict[Cell, str]]:
        """Every way to pay for this placement with `rack`'s tiles: each lay maps a cell to its
        stored letter, a joker in lower case. Between these lays only the jokers' cells differ
        (a joker scores like any letter, LC-ours-5)."""
        laid = self.laid()
        have = Counter(rack)
        jokers = have.pop(JOKER, 0)
        for k in range(self.jokers, min(jokers, len(laid)) + 1):
            for chosen in combinations(range(len(laid)), k):
                need = Counter(letter for i, (_, letter) in enumerate(laid) if i not in chosen)
                if all(have[letter] >= n for letter, n in need.items()):
                    yield {
                        cell: letter.lower() if i in chosen else letter
                        for i, (cell, letter) in enumerate(laid)
                    }


class Lay(NamedTuple):
    """One legal lay as the rules take it, with the words it forms (main word first)."""

    tiles: dict[Cell, str]
    direction: str
    words: list[Word]


def plays(board: list[str], rack, lexicon, opening: bool = False) -> list[Play]:
    """Every legal placement on `board` (16 strings of 16, `.` empty, a joker in lower case)
    for `rack` (letters, `?` a joker): on the opening move a word of 3 letters or more covering a
    gray cell; later, a word of 2 letters or more hanging on the board's letters. Every word
    formed is a game word and keeps the plural rule (LC-3, LC-4). Found in the bit-sliced index
    (`movegen_slots`), in its order."""
    index = movegen_index.for_lexicon(lexicon)
    lines = _lines(board, lexicon, opening)
    minimum = OPENING_MIN if opening else LATER_MIN
    return _quietly(lambda: movegen_slots.search(index, lines, rack, minimum, opening, Play))


def plays_by_graph(board: list[str], rack, lexicon, opening: bool = False) -> list[Play]:
    """The same placements found by walking the word graph from each anchor (Appel and
    Jacobson), in that walk's order: the first generator, kept as the index's reference."""
    graph = for_lexicon(lexicon)
    lines = _lines(board, lexicon, opening)
    minimum = OPENING_MIN if opening else LATER_MIN
    out: list[Play] = []
    _quietly(lambda: Search(graph, rack, minimum, Play).run(lines, out))
    return out


def _lines(board: list[str], lexicon, opening: bool) -> list[Line]:
    rows = [row.upper() for row in board]
    if opening and any(ch != EMPTY for row in rows for ch in row):
        raise ValueError("the opening move is laid on an empty board")
    columns = ["".join(row[c] for row in rows) for c in range(SIZE)]
    return [
        Line(lexicon, direction, index, mine, across, opening)
        for direction, mine, across in ((ACROSS, rows, columns), (DOWN, columns, rows))
        for index in range(SIZE)
    ]


def _quietly(search):
    """Up to 10^5 new tuples, none in a cycle: the cyclic collector would walk them (and the
    whole process's objects) several times over for nothing, so it waits until the end."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        return search()
    finally:
        if collecting:
            gc.enable()


def every_lay(board: list[str], rack, lexicon, opening: bool = False) -> Iterator[Lay]:
    """Every legal lay (each choice of the jokers' cells apart), with the words it forms."""
    for play in plays(board, rack, lexicon, opening):
        words = play.words()
        for tiles in play.lays(rack):
            yield Lay(tiles, play.direction, words)
