"""The search of La Clé's first move generator (`movegen.plays_by_graph`, the reference of the
bit-sliced index's): left parts, anchors, and the walk to the right over the word graph, every
line of the board with the rack's counts mutated in place.

The walk to the right is the hot loop: one call per cell tried, and two functions, one while a
joker is left (`with_jokers`: every letter the cell allows may be laid, a joker paying for it
where the rack has run out) and one once both are spent (`rack_only`: the rack's letters only).
Splitting them keeps each loop short, and lets the second try only the rack's letters that can
still end a word or be followed by another rack letter (`useful`, worked out once per node on
first need). What a cell asks (the letters it allows, the board's letters after it, where the
word would go on, what the next cell accepts) is read from one tuple per cell of the line.

The walk's functions call themselves, so each is a cycle (function, closure cell) that only the
cyclic collector would free, with all it holds (the left parts, the rack's counts): 25 to 90
thousand objects a call, and a collection of 20 to 50 ms at the start of the next one. So each
recursive closure is let go of once its work is done (`done`, `grow = None`): freed at once.
"""

from __future__ import annotations

from .board import SIZE
from .movegen_graph import BIT, WORD, Graph
from .movegen_line import ALL, ALPHABET, EMPTY, Line


class Search:
    """Every placement for one rack, line after line, appended to `out` as `kind` tuples."""

    def __init__(self, graph: Graph, rack, minimum: int, kind: type) -> None:
        self.graph = graph
        self.kind = kind
        self.counts = dict.fromkeys(ALPHABET, 0)
        self.jokers = 0
        for tile in rack:
            if tile == "?":
                self.jokers += 1
            else:
                self.counts[tile] += 1
        self.minimum = minimum
        self.have = sum(BIT[letter] for letter, n in self.counts.items() if n)
        self.useful: list[tuple | None] = [None] * len(graph)

    def useful_kids(self, node: int) -> tuple:
        """The node's kids worth trying once the jokers are spent, when no board letter
        follows the cell: a rack letter that ends a word or may be followed by a rack letter."""
        have = self.have
        kept = tuple(
            k for k in self.graph.kids[node] if k[1] & have and (k[4] == WORD or k[3] & have)
        )
        self.useful[node] = kept
        return kept

    def left_parts(self, longest: int) -> list[list[tuple]]:
        """Every left part the rack can spell, by length up to `longest`: the letters that may
        follow its node and the step after (a bit each), the node, the letters, the rack's
        counts after it, the jokers spent, the letters left in the rack (a bit each). The
        same for every anchor, so they are listed once."""
        edges, counts, jokers = self.graph.edges, self.counts, self.jokers
        next1, next2 = self.graph.next1, self.graph.next2
        parts: list[list] = [[] for _ in range(longest + 1)]

        # The rack's counts after each part: one dict for all the parts that took the same
        # tiles (`used`: a count per letter, 4 bits each), which the walk then uses as it is.
        after: dict[int, dict[str, int]] = {}
        unit = {letter: 1 << 4 * i for i, letter in enumerate(ALPHABET)}

        def grow(node: int, word: str, used: int, spent: int, have: int) -> None:
            left = after.get(used)
            if left is None:
                left = after[used] = dict(counts)
            parts[len(word)].append((node, word, left, spent, have))
            if len(word) == longest:
                return
            for letter, child in edges[node].items():
                if counts[letter]:
                    counts[letter] -= 1
                    rest = have if counts[letter] else have ^ BIT[letter]
                    grow(child, word + letter, used + unit[letter], spent, rest)
                    counts[letter] += 1
                elif spent < jokers:
                    grow(child, word + letter, used, spent + 1, have)

        grow(0, "", 0, 0, self.have)
        grow = None  # the recursive closure's cycle goes now, with the parts it holds
        # Copied into fresh tuples, each length's together: the sieve reads them over and
        # over, and tuples made during the walk lie scattered in memory (twice as slow).
        return [[(next1[p[0]], next2[p[0]], *p) for p in by_length] for by_length in parts]

    def run(self, lines: list[Line], out: list) -> None:
        longest = max((room for line in lines for _, room in line.anchors), default=0)
        self.parts = self.left_parts(longest)
        self.sieved: dict[tuple[int, int, int], list] = {}
        for line in lines:
            if line.anchors:
                extend, from_parts, done = self.extender(line, out)
                self.from_anchors(line, extend, from_parts)
                done()

    def from_anchors(self, line: Line, extend, from_parts) -> None:
        """Each anchor of the line: with the board's letters before it, or with no left part
        and with each left part that fits in its room."""
        edges, next1 = self.graph.edges, self.graph.next1
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
                    kept = self.sieved[key] = self.sieve(m, here, then)
                from_parts(anchor, kept, base)

    def sieve(self, m: int, here: int, then: int) -> list[tuple]:
        """The left parts of `m` letters that may be followed by a letter the anchor allows
        (from the rack once both jokers are spent) and, when the board has a letter right
        after the anchor, by that letter the step after."""
        parts, jokers = self.parts[m], self.jokers
        if then < 0:
            return [p for p in parts if p[0] & here and (p[5] < jokers or p[0] & here & p[6])]
        if here == ALL:  # most anchors before a board word: the cheaper test
            return [p for p in parts if p[1] & then and (p[5] < jokers or p[0] & p[6])]
        return [
            p
            for p in parts
            if p[0] & here and p[1] & then and (p[5] < jokers or p[0] & here & p[6])
        ]

    def cells(self, line: Line) -> list[tuple]:
        """For each empty cell of the line: the letters it allows, the board's letters right
        after it, the first of them (a bit, 0 if none), the cell where the word would go on,
        what that cell accepts (nothing past the edge), and whether one tile alone there
        would read across too (in a column: such a tile is found as an across word)."""
        closed = line.allowed + [0]
        out = []
        for pos in range(SIZE):
            run = line.runs[pos + 1]
            after = pos + 1 + len(run)
            first = BIT[run[0]] if run else 0
            out.append((line.allowed[pos], run, first, after, closed[after], line.lone[pos]))
        return out

    def extender(self, line: Line, out: list):
        """The walk to the right along one line, as closures over it (locals only), and
        `done` to let go of them."""
        graph = self.graph
        edges, final, kids, next1 = graph.edges, graph.final, graph.kids, graph.next1
        counts, jokers, minimum = self.counts, self.jokers, self.minimum
        useful, useful_kids = self.useful, self.useful_kids
        direction, index, side, cells = line.direction, line.index, line.side, self.cells(line)
        kind, make, append, word_code = self.kind, tuple.__new__, out.append, WORD

        def with_jokers(pos: int, node: int, word: str, new: int, spent: int, have: int) -> None:
            """Lay at the empty cell `pos` each letter it allows, from the rack if it has one,
            else paid by a joker; keep the words that end there and go on where a letter may
            follow. What does not depend on the letter is worked out first."""
            mask, run, first, after, then, lone = cells[pos]
            start = pos - len(word)
            laid = new | 1 << pos
            flags = laid >> start
            # Kept: a word as long as the move's minimum, unless it is one tile alone that
            # reads across too.
            keeps = after - start >= minimum and (new or not lone)
            last = spent + 1 == jokers  # a joker laid here is the last one
            for letter, lbit, child, n1, fin in kids[node]:
                if not lbit & mask:
                    continue
                if run:
                    if not n1 & first:
                        continue
                    for ch in run:
                        child = edges[child].get(ch)
                        if child is None:
                            break
                    else:
                        # Ending on a board letter: the plural rule has nothing to say.
                        ends = keeps and final[child]
                        n1 = next1[child]
                    if child is None:
                        continue
                else:
                    # A plural-only form may not end on its S or X laid now (LC-3).
                    ends = fin == word_code and keeps
                n = counts[letter]
                if n:
                    paid, goes = spent, n1 & then
                elif last:
                    paid, goes = jokers, n1 & then & have
                else:
                    paid, goes = spent + 1, n1 & then
                if not (ends or goes):
                    continue
                text = word + letter + run
                if ends:
                    append(make(kind, (direction, index, start, text, flags, paid, side)))
                if goes:
                    if n:
                        counts[letter] = n - 1
                        with_jokers(after, child, text, laid, spent, have if n > 1 else have ^ lbit)
                        counts[letter] = n
                    elif last:
                        rack_only(after, child, text, laid, paid, have)
                    else:
                        with_jokers(after, child, text, laid, paid, have)

        def rack_only(pos: int, node: int, word: str, new: int, spent: int, have: int) -> None:
            """As `with_jokers`, both jokers spent: the rack's letters only."""
            mask, run, first, after, then, lone = cells[pos]
            mask &= have & next1[node]
            if not mask:
                return
            start = pos - len(word)
            laid = new | 1 << pos
            flags = laid >> start
            keeps = after - start >= minimum and (new or not lone)
            if run:
                for letter, lbit, child, n1, _ in kids[node]:
                    if not (lbit & mask and n1 & first):
                        continue
                    for ch in run:
                        child = edges[child].get(ch)
                        if child is None:
                            break
                    else:
                        n = counts[letter]
                        left = have if n > 1 else have ^ lbit
                        text = word + letter + run
                        if keeps and final[child]:
                            append(make(kind, (direction, index, start, text, flags, spent, side)))
                        if next1[child] & then & left:
                            counts[letter] = n - 1
                            rack_only(after, child, text, laid, spent, left)
                            counts[letter] = n
                return
            choices = useful[node]
            if choices is None:
                choices = useful_kids(node)
            for letter, lbit, child, n1, fin in choices:
                if not lbit & mask:
                    continue
                n = counts[letter]
                left = have if n > 1 else have ^ lbit
                ends = fin == word_code and keeps
                goes = n1 & then & left
                if not (ends or goes):
                    continue
                text = word + letter
                if ends:
                    append(make(kind, (direction, index, start, text, flags, spent, side)))
                if goes:
                    counts[letter] = n - 1
                    rack_only(after, child, text, laid, spent, left)
                    counts[letter] = n

        def extend(pos: int, node: int, word: str, new: int, spent: int, have: int) -> None:
            if spent < jokers:
                with_jokers(pos, node, word, new, spent, have)
            else:
                rack_only(pos, node, word, new, spent, have)

        def from_parts(anchor: int, kept: list, new: int) -> None:
            """Each left part kept for the anchor, with the rack's counts after it."""
            nonlocal counts
            for _, _, node, word, counts, spent, have in kept:  # noqa: B007 (the walk reads it)
                if spent < jokers:
                    with_jokers(anchor, node, word, new, spent, have)
                else:
                    rack_only(anchor, node, word, new, spent, have)
            counts = self.counts

        def done() -> None:
            nonlocal with_jokers, rack_only
            with_jokers = rack_only = None

        return extend, from_parts, done
