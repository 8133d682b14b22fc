"""How far one could go: a bounded search for a short Patience over the same tile sequence
(LC-11, LC-sheet-9 « On peut faire mieux »).

A seed fixes the tiles and their order, so a Patience is determined by its lays: the search
plays candidate lays through the real rules (`rules_patience.apply`, so every word formed and
the plural rule are checked exactly as for the pupil) and looks for the fewest words that put
a letter on the bottom-right cell.

Best-first (A*): a state's priority is the words laid plus a lower bound of the words still
needed (a word moves along one line and lays at most 10 tiles, so from the previous word's
nearest cell it takes at least ⌈rows left / 10⌉ + ⌈columns left / 10⌉ more words); two lays that
leave the same board with the same previous word are one state (the board fixes the rack).
With that bound, the first finished patience taken from the queue is a shortest one (the bound
assumes a word reaches no further than its 10 tiles; a word that also runs on through older
letters could, which the page's « au plus court » never claims beyond these candidates).

**The bound is a number of states expanded** (`max_nodes`, 2 000 by default), not a time: the
same seed gives the same answer on every machine. The result says whether the search was
exhaustive (the queue ran dry, or a finished patience came out first: then it is the shortest
one that uses only the candidate words given) or stopped at the bound (then it is « au moins
aussi bien que » the answer). Candidate words are `words` (by default every word of the
lexicon) of 2 to 11 letters; jokers stand for missing letters.
"""

from __future__ import annotations

import heapq
import itertools
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from games.engine import Action, IllegalAction

from . import rules_patience as R
from .board import BOTTOM_RIGHT, SIZE, TOP_LEFT
from .rules_text import NB
from .rules_words import ACROSS, DOWN, STEP
from .tiles import JOKER, RACK_SIZE

MAX_NODES = 2_000
DIVES = 10  # greedy finishes tried from the queue's most advanced states at the bound


@dataclass
class Solution:
    """The best patience found: its words, in order, with their lays; `reached` False when
    none reached the bottom-right cell; `exhaustive` when no shorter one exists (among the
    candidate words); `nodes` the states expanded."""

    chain: list[str] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)
    reached: bool = False
    exhaustive: bool = False
    nodes: int = 0

    @property
    def words(self) -> int:
        return len(self.chain)

    def to_json(self) -> dict:
        return {
            "chain": list(self.chain),
            "actions": [a.to_json() for a in self.actions],
            "reached": self.reached,
            "exhaustive": self.exhaustive,
            "nodes": self.nodes,
        }


def _still_needed(state: R.State) -> int:
    """A lower bound of the words still to lay (0 once the goal is covered)."""
    if state.phase == R.REACHED:
        return 0
    cells = [tuple(c) for c in state.chain[-1]["cells"]] if state.chain else [TOP_LEFT]
    goal_r, goal_c = BOTTOM_RIGHT
    step = RACK_SIZE
    return min(-(-(goal_r - r) // step) + -(-(goal_c - c) // step) for r, c in cells) or 1


def _progress(state: R.State) -> int:
    """How far toward the bottom-right cell the previous word reaches (ties go deepest)."""
    return max((r + c for r, c in state.chain[-1]["cells"]), default=0) if state.chain else 0


def _fit(word: str, start: tuple[int, int], direction: str, board: list[str], rack: Counter):
    """The tiles that lay `word` from `start`, from the rack (a joker for a missing letter),
    or None when it does not fit."""
    dr, dc = STEP[direction]
    r, c = start
    last = (r + dr * (len(word) - 1), c + dc * (len(word) - 1))
    if r < 0 or c < 0 or last[0] >= SIZE or last[1] >= SIZE:
        return None
    left = Counter(rack)
    tiles = []
    for i, letter in enumerate(word):
        y, x = r + dr * i, c + dc * i
        here = board[y][x]
        if here != ".":
            if here.upper() != letter:
                return None
        elif left[letter] > 0:
            left[letter] -= 1
            tiles.append([y, x, letter])
        elif left[JOKER] > 0:
            left[JOKER] -= 1
            tiles.append([y, x, JOKER + letter])
        else:
            return None
    return tiles or None


def placements(state: R.State, words: Iterable[str]) -> list[Action]:
    """Every lay of a candidate word through a letter of the previous word (the top-left
    cell first) that the rack can pay for; the rules still judge each one."""
    anchors = [tuple(c) for c in state.chain[-1]["cells"]] if state.chain else [TOP_LEFT]
    rack = Counter(state.rack)
    seen: set[str] = set()
    out = []
    for word in words:
        for direction in (ACROSS, DOWN):
            dr, dc = STEP[direction]
            for ar, ac in anchors:
                for i in range(len(word)):
                    tiles = _fit(word, (ar - dr * i, ac - dc * i), direction, state.board, rack)
                    key = repr(tiles)
                    if tiles and key not in seen:
                        seen.add(key)
                        out.append(R.lay(tiles, direction))
    return out


def _reach(action: Action) -> int:
    return max(r + c for r, c, _ in action.param("tiles"))


def _usable(words: Iterable[str]) -> list[str]:
    return sorted({w for w in words if 2 <= len(w) <= RACK_SIZE + 1 and w.isalpha()})


def _children(state: R.State, words, lexicon, width: int | None = None):
    """The lays the rules accept from `state`; `words` a list, or a function of the state
    giving its candidate lays (`candidates.lays`); `width` keeps only that many lays, those that reach nearest
    the bottom-right cell (before judging them)."""
    lays = words(state) if callable(words) else placements(state, words)
    if width is not None:
        lays = sorted(lays, key=_reach, reverse=True)[:width]
    for action in lays:
        try:
            child, _ = R.apply(state, action, lexicon)
        except IllegalAction:
            continue
        yield action, child


def solve(
    state: R.State,
    lexicon,
    words: Iterable[str] | Callable | None = None,
    max_nodes: int = MAX_NODES,
    width: int | None = None,
    dives: int = DIVES,
) -> Solution:
    """The shortest patience from `state` (a new game from a seed, or a scenario) found
    within `max_nodes` expanded states (see the module's docstring). `words` may also be a
    function of a state giving its candidate lays (`candidates.lays`, for the real
    lexicon); `width` caps the lays tried from each state (then the answer is never called
    the shortest)."""
    pool = words if callable(words) else _usable(lexicon if words is None else words)
    tick = itertools.count()
    queue = [(_still_needed(state), 0, next(tick), state, ())]
    seen: set[tuple] = set()
    nodes = 0
    while queue:
        if nodes >= max_nodes:
            return _dive(queue, pool, lexicon, nodes, dives, width)
        _, _, _, current, path = heapq.heappop(queue)
        if current.phase == R.REACHED:
            chain = [w["word"] for w in current.chain]
            return Solution(chain, list(path), True, width is None, nodes)
        key = (
            tuple(current.board),
            current.words and tuple(map(tuple, current.chain[-1]["cells"])),
        )
        if key in seen or current.phase != R.PLAY:
            continue
        seen.add(key)
        nodes += 1
        for action, child in _children(current, pool, lexicon, width):
            priority = child.words + _still_needed(child)
            item = (priority, -_progress(child), next(tick), child, (*path, action))
            heapq.heappush(queue, item)
    return Solution(exhaustive=width is None, nodes=nodes)  # none reaches the goal (these words)


def _dive(
    queue: list, words, lexicon, nodes: int, starts: int = DIVES, width: int | None = None
) -> Solution:
    """At the bound: from the most advanced states left in the queue, go greedily (the lay that
    reaches furthest) to the goal; the shortest such patience, not known to be the shortest."""
    best = Solution(nodes=nodes)
    for *_, state, path in sorted(queue, key=lambda item: item[1])[:starts]:
        path = list(path)
        while state.phase == R.PLAY and (not best.reached or state.words + 1 < best.words):
            step = max(
                _children(state, words, lexicon, width),
                key=lambda p: _progress(p[1]),
                default=None,
            )
            best.nodes += 1
            if step is None:
                break
            path.append(step[0])
            state = step[1]
        if state.phase == R.REACHED and (not best.reached or state.words < best.words):
            chain = [w["word"] for w in state.chain]
            best = Solution(chain, path, True, False, best.nodes)
    return best


def verdict(solution: Solution, played: int | None = None) -> str:
    """The sentence after an attempt (French): « On peut faire mieux : 11 mots » …"""
    if not solution.reached:
        if played is not None:  # the pupil reached the corner: never tell him it cannot be
            return f"Tu as fait mieux que la recherche{NB}: elle n’a pas trouvé de chemin jusqu’en bas à droite."
        return "La recherche n’a trouvé aucune patience qui arrive en bas à droite."
    count = f"{solution.words}{NB}mots"
    if played is not None and solution.words >= played:
        if solution.exhaustive:
            return f"Impossible de faire mieux{NB}: {played}{NB}mots, c’est le plus court."
        return f"La recherche n’a pas trouvé plus court que tes {played}{NB}mots."
    if solution.exhaustive:
        return f"On peut faire mieux{NB}: {count}."
    return f"On peut arriver en {count}, ou moins."
