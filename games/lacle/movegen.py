"""Every legal lay of Mots croisés from a board and a rack: La Clé's move generator (LC-4, LC-3).

Appel and Jacobson's anchor method (« The World's Fastest Scrabble Program », 1988) on the
lexicon's minimal automaton (`movegen_graph`), one line of the board at a time:

- an **anchor** is an empty cell a new word may hang on: next to a tile already laid (LC-4: a
  move is connected when any word it forms holds a letter that was there), or, for the opening
  move, a gray cell (LC-ours-19). Each placement is found once, from its leftmost anchor;
- a **cross-check** is, for an empty cell with letters above or below it (left or right, down
  the columns), the letters that make the word formed across it valid, the plural rule
  included (LC-3: a plural-only form whose final S or X would be laid now is refused);
- from each anchor, a left part taken from the rack is grown on the empty cells before it (or
  the board's letters there are read), then the word is extended to the right through the
  board's letters, trying rack letters allowed by each cell's cross-check, keeping each path
  the automaton accepts as a word that ends on an empty cell or the edge.

**Jokers are decided last.** A placement's validity depends only on the letters (a joker
standing for S or X counts as that letter, LC-ours-26), so the search uses a joker only where
the rack has run out of a letter: one branch per letter, not two. A `Play` is a placement
(cells and upper-case letters) with the fewest jokers it needs; `Play.lays(rack)` gives every
way to pay for it with the rack's tiles, each a lay as the rules take it (cells → stored
letters, a joker in lower case). `every_lay` chains them: exactly the lays the rules accept.

The search itself is `movegen_search`. Left parts depend on the rack only: they are listed
once per call, each with the rack's counts after it (one dict for all the parts that took the
same tiles), and sieved per anchor by what the anchor's cell and the board letter after it
accept. The walk to the right goes on only where a letter the rack can still pay for may
follow (the rack's letters kept as a bit mask); once both jokers are spent it tries only the
rack letters that can end a word or be followed by another.

Speed (`tests/bench/bench_movegen.py`, 30 mid-game boards, 8 letters + both jokers, 44 000
plays a board in the median, up to 122 000), measured on this 2-core machine shared with other
jobs (load average 4): each board's best of 5 CPU times gives 0.19 s in the median and 0.39 s at
p95, against 0.22 s and 0.43 s for the first generator in the same run (14 % less in all), with
20 to 25 % fewer instructions on the 4 slowest boards (valgrind); still short of issue 16's
0.3 s at p95. On the slowest board the instructions go to the walk to the right (80 %: some 2
calls per play, half of them finding nothing), the sieve of left parts (7 %), listing the left
parts and reading the lines (11 %). `every_lay` is several times slower (each
joker cell choice is one lay). The generator only generates: scoring is the rules' business
(`rules_crossword*`).
"""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Iterator
from itertools import combinations
from typing import NamedTuple

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
    formed is a game word and keeps the plural rule (LC-3, LC-4)."""
    graph = for_lexicon(lexicon)
    rows = [row.upper() for row in board]
    if opening and any(ch != EMPTY for row in rows for ch in row):
        raise ValueError("the opening move is laid on an empty board")
    columns = ["".join(row[c] for row in rows) for c in range(SIZE)]
    lines = [
        Line(lexicon, direction, index, mine, across, opening)
        for direction, mine, across in ((ACROSS, rows, columns), (DOWN, columns, rows))
        for index in range(SIZE)
    ]
    out: list[Play] = []
    # Up to 10^5 new tuples, none in a cycle: the cyclic collector would walk them (and the
    # whole process's objects) several times over for nothing, so it waits until the end.
    collecting = gc.isenabled()
    gc.disable()
    try:
        Search(graph, rack, OPENING_MIN if opening else LATER_MIN, Play).run(lines, out)
    finally:
        if collecting:
            gc.enable()
    return out


def every_lay(board: list[str], rack, lexicon, opening: bool = False) -> Iterator[Lay]:
    """Every legal lay (each choice of the jokers' cells apart), with the words it forms."""
    for play in plays(board, rack, lexicon, opening):
        words = play.words()
        for tiles in play.lays(rack):
            yield Lay(tiles, play.direction, words)
