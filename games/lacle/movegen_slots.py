"""The search of La Clé's move generator (`movegen`) over the bit-sliced index
(`movegen_index`): every slot of every line, its words found with a few big-integer operations.

A **slot** is a stretch of a line that a word could fill exactly: it starts at the edge or after
an empty cell, ends at the edge or before one, holds at least one empty cell (the tiles laid
now) and hangs on the board (LC-4: it holds a board letter or an empty cell with letters across
it, an anchor; for the opening, LC-ours-19: a gray cell). Each placement has exactly one slot,
so each is found once. For a slot of `n` cells:

1. the words of `n` letters with the board's letters where they are, and at each empty cell
   with letters across it one of the letters its cross-check allows (`movegen_line`);
2. when the slot's last cell is laid now, no plural-only form ending in S or X (LC-3);
3. the rack: a word's letters on the empty cells, beyond what the rack holds of each letter,
   are paid by jokers (LC-ours-26); the words needing 0, 1, 2 … jokers up to the rack's are
   told apart by a counter over the index's letter counts (`excess`), kept for all the slots
   with the same length and the same board letters.

The plays come out line by line (across rows, then down columns), each line by the slot's
start then its length, each slot with the fewest jokers first, then alphabetically: the order
the bots break ties by.
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from itertools import repeat

from .movegen_index import WordIndex, chosen
from .movegen_line import ALL, ALPHABET, EMPTY, Line


def search(
    index: WordIndex, lines: list[Line], rack, minimum: int, opening: bool, kind: type
) -> list:
    counts = Counter(tile for tile in rack if tile != "?")
    jokers = len(rack) - sum(counts.values())
    tiles = len(rack)
    out: list = []
    excesses: dict[tuple[int, str], list[int]] = {}
    make, extend = partial(tuple.__new__, kind), out.extend
    for line in lines:
        hangs = line.gray if opening else line.hangs
        if not any(hangs):
            continue
        letters, direction, number, side = line.letters, line.direction, line.index, line.side
        for start, n, new in _slots(line, hangs, minimum, tiles):
            found = _matching(index, line, start, n)
            if not found:
                continue
            if letters[start + n - 1] == EMPTY:
                found &= index.kept_last[n]  # LC-3: the last letter is laid now
            board = "".join(sorted(ch for ch in letters[start : start + n] if ch != EMPTY))
            over = excesses.get((n, board))
            if over is None:
                over = excesses[n, board] = excess(index, n, counts, Counter(board), jokers)
            words = index.words[n]
            for paid in range(jokers + 1):
                more = found & over[paid]  # needing more jokers than `paid`
                exact = found ^ more
                if exact:
                    # Each play made in C: the tuple's fields zipped, the words the only change.
                    got = chosen(words, exact)
                    fields = (repeat(direction), repeat(number), repeat(start), got)
                    extend(map(make, zip(*fields, repeat(new), repeat(paid), repeat(side))))
                found = more
                if not found:
                    break
    return out


def _slots(line: Line, hangs: list[bool], minimum: int, tiles: int):
    """Each slot of the line as (start, length, a bit per cell laid now from the start)."""
    letters, lone, size = line.letters, line.lone, len(line.letters)
    for start in range(size):
        if start and letters[start - 1] != EMPTY:
            continue
        new = empties = 0
        hung = False
        for end in range(start, size):
            if letters[end] == EMPTY:
                new |= 1 << (end - start)
                empties += 1
                if empties > tiles:
                    break
            hung = hung or hangs[end]
            if end + 1 < size and letters[end + 1] != EMPTY:
                continue  # a word cannot stop before a board letter
            n = end - start + 1
            if n < minimum or not hung or not empties:
                continue
            # One tile alone in a column that reads across too is found as an across word.
            if empties == 1 and lone[start + new.bit_length() - 1]:
                continue
            yield start, n, new


def _matching(index: WordIndex, line: Line, start: int, n: int) -> int:
    """The words of `n` letters that fit the slot's board letters and cross-checks."""
    found = index.every.get(n, 0)
    at = index.at.get(n)
    letters, allowed = line.letters, line.allowed
    for j in range(n):
        if not found:
            return 0
        ch = letters[start + j]
        if ch != EMPTY:
            found &= at[j][ch]
            continue
        mask = allowed[start + j]
        if mask == ALL:
            continue
        here, either = at[j], 0
        for bit, letter in enumerate(ALPHABET):
            if mask >> bit & 1:
                either |= here[letter]
        found &= either
    return found


def excess(index: WordIndex, n: int, rack: Counter, board: Counter, jokers: int) -> list[int]:
    """`out[k]`: the words of `n` letters whose letters on the empty cells exceed the rack by
    more than `k` (so need more than `k` jokers), for `k` up to `jokers`; the board's letters
    `board` are the slot's own. A saturating counter over bit sets: `total[k]` is « the excess
    so far is more than `k` », each letter adding its own."""
    total = [0] * (jokers + 1)
    for letter, at_least in index.at_least[n].items():
        have = rack[letter] + board[letter]
        if have + 1 >= len(at_least):
            continue  # no word holds more of it than the rack and the slot give
        mine = at_least[have + 1 : have + 2 + jokers]  # this letter's excess: more than 0, 1…
        added = []
        for k in range(jokers + 1):
            more = total[k] | mine[k] if k < len(mine) else total[k]
            for i in range(min(k, len(mine))):  # more than k - i - 1 so far, and than i here
                if total[k - i - 1]:
                    more |= total[k - i - 1] & mine[i]
            added.append(more)
        total = added
    return total
