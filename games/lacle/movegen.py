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

Left parts depend on the rack only: they are listed once per call and sieved per anchor by
what the anchor's cell and the board letter after it accept. The search goes on only where a
letter the rack can still pay for may follow (the rack's letters kept as a bit mask).

Speed (`tests/bench/bench_movegen.py`, 30 mid-game boards, 8 letters + both jokers, 44 000
plays a board in the median, up to 122 000): about 0.2 s of CPU in the median and 0.4 s at p95
on this shared machine, short of issue 16's 0.3 s at p95; `every_lay` is several times slower
(each joker cell choice is one lay). The generator only generates: scoring is the rules' business (`rules_crossword*`).
"""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Iterator
from itertools import combinations
from typing import NamedTuple

from .board import SIZE
from .movegen_graph import BIT, WORD, Graph, for_lexicon
from .movegen_line import ALL, ALPHABET, EMPTY, Line
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
        _Search(graph, rack, OPENING_MIN if opening else LATER_MIN).run(lines, out)
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


class _Search:
    """The search proper, over every line, with the rack's counts mutated in place."""

    def __init__(self, graph: Graph, rack, minimum: int) -> None:
        self.graph = graph
        self.counts = dict.fromkeys(ALPHABET, 0)
        self.jokers = 0
        for tile in rack:
            if tile == JOKER:
                self.jokers += 1
            else:
                self.counts[tile] += 1
        self.minimum = minimum
        self.have = sum(BIT[letter] for letter, n in self.counts.items() if n)

    def left_parts(self, longest: int) -> list[list[tuple[int, str, str, int, int]]]:
        """Every left part the rack can spell, by length up to `longest`: the automaton's node,
        the letters, those paid with real tiles, the jokers spent, the letters left in the
        rack (a bit each). The same for every anchor, so they are listed once."""
        edges, counts, jokers = self.graph.edges, self.counts, self.jokers
        parts: list[list] = [[] for _ in range(longest + 1)]

        def grow(node: int, word: str, real: str, spent: int, have: int) -> None:
            parts[len(word)].append((node, word, real, spent, have))
            if len(word) == longest:
                return
            for letter, child in edges[node].items():
                if counts[letter]:
                    counts[letter] -= 1
                    left = have if counts[letter] else have ^ BIT[letter]
                    grow(child, word + letter, real + letter, spent, left)
                    counts[letter] += 1
                elif spent < jokers:
                    grow(child, word + letter, real, spent + 1, have)

        grow(0, "", "", 0, self.have)
        return parts

    def run(self, lines: list[Line], out: list[Play]) -> None:
        next1, next2 = self.graph.next1, self.graph.next2
        longest = max((room for line in lines for _, room in line.anchors), default=0)
        self.parts = [
            [(next1[p[0]], next2[p[0]], *p) for p in by_length]
            for by_length in self.left_parts(longest)
        ]
        self.sieved: dict[tuple[int, int, int], list] = {}
        for line in lines:
            self.from_anchors(line, self.extender(line, out))

    def from_anchors(self, line: Line, extend) -> None:
        """Each anchor of the line: with the board's letters before it, or with no left part
        and with each left part that fits in its room."""
        edges, next1, counts, jokers = self.graph.edges, self.graph.next1, self.counts, self.jokers
        letters, allowed, runs = line.letters, line.allowed, line.runs
        for anchor, room in line.anchors:
            here = allowed[anchor]
            if anchor > 0 and letters[anchor - 1] != EMPTY:
                start = anchor - 1
                while start > 0 and letters[start - 1] != EMPTY:
                    start -= 1
                node = 0
                for ch in letters[start:anchor]:
                    node = edges[node].get(ch)
                    if node is None:
                        break
                else:
                    if next1[node] & here:
                        extend(anchor, node, letters[start:anchor], 0, 0, self.have)
                continue
            extend(anchor, 0, "", 0, 0, self.have)
            run = runs[anchor + 1]
            then = BIT[run[0]] if run else -1  # a board letter right after the anchor?
            for m in range(1, room + 1):
                base = ((1 << m) - 1) << (anchor - m)
                key = (m, here, then)  # anchors that ask the same share the sieve
                kept = self.sieved.get(key)
                if kept is None:
                    kept = self.sieved[key] = [
                        p
                        for p in self.parts[m]
                        if p[0] & here
                        and (then < 0 or p[1] & then)
                        and (p[5] < jokers or p[0] & here & p[6])
                    ]
                for _, _, node, word, real, spent, have in kept:
                    for ch in real:
                        counts[ch] -= 1
                    extend(anchor, node, word, base, spent, have)
                    for ch in real:
                        counts[ch] += 1

    def extender(self, line: Line, out: list[Play]):
        """The search along one line, as a closure over it (the hot loop: locals only)."""
        graph = self.graph
        edges, final, next1, kids = graph.edges, graph.final, graph.next1, graph.kids
        counts, jokers, minimum = self.counts, self.jokers, self.minimum
        direction, index, side = line.direction, line.index, line.side
        allowed, runs, lone = line.allowed, line.runs, line.lone
        make, append = tuple.__new__, out.append
        closed = allowed + [0]  # past the edge nothing may follow

        def extend(pos: int, node: int, word: str, new: int, spent: int, have: int) -> None:
            """Try each letter the rack (`have`, and jokers) and the cell allow at the empty
            cell `pos`, read the board's letters after it, keep the words that end there, and
            go on where a letter the rack can still pay for may follow. What does not depend on
            the letter (where the word starts, its cells laid, whether it is long enough to
            keep) is worked out once, before the letters."""
            mask = allowed[pos]
            after = pos + 1
            run = runs[after]  # the board's letters right after this cell
            if run:
                first = BIT[run[0]]
                after += len(run)
            start = pos - len(word)
            laid = new | 1 << pos
            flags = laid >> start
            # Kept: a word as long as the move's minimum, unless it is one tile alone that reads
            # across too (in a column: such a tile is found as an across word).
            keeps = after - start >= minimum and not (not new and lone[pos])
            then = closed[after]  # what the next cell accepts (nothing past the edge)
            if spent >= jokers:
                mask &= have  # no joker left: only the rack's letters
            for letter, lbit, child, n1, fin in kids[node]:
                if not lbit & mask:
                    continue
                if counts[letter]:
                    paid = spent
                    left = have if counts[letter] > 1 else have ^ lbit
                    payable = ALL if spent < jokers else left
                elif spent < jokers:
                    paid = spent + 1
                    left = have
                    payable = ALL if paid < jokers else have
                else:
                    continue
                if run:
                    if not n1 & first:
                        continue
                    for ch in run:
                        child = edges[child].get(ch)
                        if child is None:
                            break
                    else:
                        text = word + letter + run
                        # The word ends on a board letter: the plural rule has nothing to say.
                        if keeps and final[child]:
                            append(make(Play, (direction, index, start, text, flags, paid, side)))
                        if next1[child] & then & payable:
                            if paid == spent:
                                counts[letter] -= 1
                            extend(after, child, text, laid, paid, left)
                            if paid == spent:
                                counts[letter] += 1
                    continue
                # A plural-only form may not end on its S or X laid now (LC-3).
                ends = keeps and fin == WORD
                goes = n1 & then & payable
                if not (ends or goes):
                    continue
                text = word + letter
                if ends:
                    append(make(Play, (direction, index, start, text, flags, paid, side)))
                if goes:
                    if paid == spent:
                        counts[letter] -= 1
                    extend(after, child, text, laid, paid, left)
                    if paid == spent:
                        counts[letter] += 1

        return extend
