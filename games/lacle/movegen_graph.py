"""The word graph behind La Clé's move generator: the lexicon as a DAWG (a minimal automaton).

Each node is a dict letter → child node (node numbers index `edges`), and `final[node]` says
whether the letters read so far make a game word: 0 no, `WORD` yes, `PLURAL` yes but a
plural-only form ending in S or X (LC-3: laid only if that final letter was already on the
board). Sharing every common suffix (the conjugations and plurals), the 412 656 forms fit in
44 232 nodes and 107 674 edges: about 12 MB as Python dicts, plus the search's per-edge tuples.

Building it takes about 1 s of CPU in pure Python (800 000 trie nodes folded as they are made);
reading it from a file about 0.06 s. `make lexicon` therefore writes it next to the lexicon
(`data/graphe.txt.gz`, 276 kB, by `tools/build_graph.py`), stamped with the lexicon file's
SHA-256, and `for_lexicon` reads it once per process. A lexicon that is not the committed one
(a test's small double), or a stale file, is built in memory instead.

The file, gzip with mtime 0 (the same lexicon gives the same bytes): a header line
`lacle-graph 1 <sha256> <nodes> <words>`, then one line per node, numbered breadth-first from
the root with the letters in order: its final code (`0`, `1`, `2`) then each edge as a letter and
the child's number (`1E5S6` : a word, E → node 5, S → node 6).
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import io
import re
from collections import deque
from collections.abc import Iterable
from pathlib import Path

from . import lexicon as lexicon_module

FILE = Path(__file__).resolve().parent / "data" / "graphe.txt.gz"
MAGIC = "lacle-graph"
VERSION = "1"
WORD, PLURAL = 1, 2
PLURAL_ENDS = "SX"
_EDGE = re.compile(r"([A-Z])(\d+)")
BIT = {chr(65 + i): 1 << i for i in range(26)}


def _union(masks: Iterable[int]) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


class Graph:
    """The lexicon's words as a minimal automaton: `edges[node]` and `final[node]`."""

    __slots__ = ("edges", "final", "kids", "next1", "next2")

    def __init__(self, edges: list[dict[str, int]], final: list[int]) -> None:
        self.edges = edges
        self.final = final
        # For the generator's quick sieve: the letters that may come next (a bit per letter,
        # A lowest), and the letters that may come the step after.
        self.next1 = [sum(BIT[ch] for ch in out) for out in edges]
        self.next2 = [_union(self.next1[c] for c in out.values()) for out in edges]
        # Each edge as the search reads it, in one tuple: letter, its bit, the child, the
        # child's next letters and final code.
        nxt = self.next1
        self.kids = [
            tuple((ch, BIT[ch], c, nxt[c], final[c]) for ch, c in out.items()) for out in edges
        ]

    def __len__(self) -> int:
        return len(self.edges)

    def words(self) -> Iterable[tuple[str, int]]:
        """Every word with its final code, in alphabetical order (for tests and checks)."""
        stack = [(0, "")]
        while stack:
            node, prefix = stack.pop()
            if self.final[node]:
                yield prefix, self.final[node]
            stack.extend((child, prefix + ch) for ch, child in reversed(self.edges[node].items()))


def code_of(word: str, plural_only: bool) -> int:
    """A word's final code: `PLURAL` only for a plural-only form ending in S or X (the plural
    rule concerns that final letter only: TEMPI is an ordinary word)."""
    return PLURAL if plural_only and word[-1] in PLURAL_ENDS else WORD


def build(words: Iterable[tuple[str, int]]) -> Graph:
    """The minimal automaton of `(word, code)` pairs, by incremental construction on sorted
    words (Daciuk et al., 2000): each finished branch is folded into an equal node already
    registered, so the whole trie never exists at once."""
    edges: list[dict[str, int] | None] = [{}]
    final = [0]
    register: dict[tuple, int] = {}
    unchecked: list[tuple[int, str, int]] = []  # the last word's path not yet folded

    def fold(down_to: int) -> None:
        while len(unchecked) > down_to:
            parent, letter, child = unchecked.pop()
            key = (final[child], tuple(edges[child].items()))  # letters arrive in order
            twin = register.get(key)
            if twin is None:
                register[key] = child
            else:
                edges[parent][letter] = twin
                edges[child] = None

    previous = ""
    for word, code in sorted(words):
        if not word or word == previous:
            continue
        common = 0
        limit = min(len(word), len(previous))
        while common < limit and word[common] == previous[common]:
            common += 1
        fold(common)
        node = unchecked[-1][2] if unchecked else 0
        for letter in word[common:]:
            edges.append({})
            final.append(0)
            child = len(edges) - 1
            edges[node][letter] = child
            unchecked.append((node, letter, child))
            node = child
        final[node] = code
        previous = word
    fold(0)
    return _renumbered(edges, final)


def _renumbered(edges: list, final: list[int]) -> Graph:
    """The live nodes numbered breadth-first from the root, letters in order: one numbering
    for one language, so the file is reproducible."""
    number = {0: 0}
    order = [0]
    queue = deque([0])
    while queue:
        node = queue.popleft()
        for child in edges[node].values():
            if child not in number:
                number[child] = len(order)
                order.append(child)
                queue.append(child)
    new_edges = [{ch: number[c] for ch, c in edges[old].items()} for old in order]
    return Graph(new_edges, [final[old] for old in order])


def of_lexicon(lex) -> Graph:
    """Build the graph of any lexicon with the game's interface (`iter`, `plural_only`)."""
    return build((w, code_of(w, lex.plural_only(w))) for w in lex)


def lexicon_digest(path: Path = lexicon_module.DATA) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def dumps(graph: Graph, digest: str) -> bytes:
    """The file's bytes (gzip, mtime 0)."""
    words = sum(1 for f in graph.final if f)  # nodes that end a word, for the header
    lines = [f"{MAGIC} {VERSION} {digest} {len(graph)} {words}"]
    for node, out in enumerate(graph.edges):
        lines.append(str(graph.final[node]) + "".join(f"{ch}{c}" for ch, c in out.items()))
    buffer = io.BytesIO()
    with gzip.GzipFile(fileobj=buffer, mode="wb", mtime=0, compresslevel=9) as f:
        f.write(("\n".join(lines) + "\n").encode("ascii"))
    return buffer.getvalue()


def read(path: Path = FILE) -> tuple[str, Graph]:
    """The committed graph and the lexicon digest it was built from."""
    with gzip.open(path, "rt", encoding="ascii") as f:
        header, *lines = f.read().splitlines()
    magic, version, digest, nodes, _ = header.split()
    if magic != MAGIC or version != VERSION or int(nodes) != len(lines):
        raise ValueError(f"{path}: not a La Clé word graph")
    edges = [{ch: int(c) for ch, c in _EDGE.findall(line)} for line in lines]
    final = [int(line[0]) for line in lines]
    return digest, Graph(edges, final)


@functools.cache
def for_lexicon(lex) -> Graph:
    """The graph of `lex`, once per process: the committed file for the committed lexicon
    when it was built from these very bytes, else built in memory."""
    if lex is lexicon_module.load() and FILE.exists():
        digest, graph = read()
        if digest == lexicon_digest():
            return graph
    return of_lexicon(lex)
