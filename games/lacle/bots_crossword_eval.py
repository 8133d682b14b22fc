"""What Mots croisés' bots weigh: a generated play's points by the rules' own scoring, what a rack
keeps after a lay (its leave), and the lay itself as the rules take it (LC-5, LC-sheet-48).

A `movegen.Play` is scored once, from its letters only: the letters laid, each by its cell
(`rules_crossword_judge.letter_points`, tabled per seat), nothing when every word of the move
has 2 letters, +50 when a word of the move is the face-up key word (`rules_crossword_judge.score`
gives the same number; the tests check it). Jokers score like letters (LC-ours-5), so which
tiles pay for a play is decided afterwards, by the leave.
"""

from __future__ import annotations

from collections import Counter

from .board import SIZE
from .movegen import Play
from .rules_crossword import lay as lay_action
from .rules_crossword_judge import SCORING_MIN, letter_points
from .rules_crossword_state import FINISH_BONUS, KEY_BONUS, PER_LETTER
from .rules_words import ACROSS
from .tiles import JOKER

VOWELS = frozenset("AEIOUY")
HARD = frozenset("JKQWXYZ")  # letters few French words take: a burden on a rack
JOKER_KEPT = 10  # a joker kept is worth about two letters laid
HARD_KEPT = -4
S_KEPT = 3  # an S hangs a plural on a word already laid
DOUBLE_KEPT = -3  # each copy of a letter beyond the first
BALANCE = -2  # per letter away from four vowels in ten
KEY_CHANCE = 20  # times the share of the key word the leave already spells, cubed

_TABLES: dict[int, list[list[int]]] = {}


def points_table(seat: int) -> list[list[int]]:
    """Each cell's points for a letter `seat` lays there, from the rules' `letter_points`."""
    table = _TABLES.get(seat)
    if table is None:
        table = [[letter_points(seat, (r, c)) for c in range(SIZE)] for r in range(SIZE)]
        _TABLES[seat] = table
    return table


def play_score(play: Play, table: list[list[int]], key: str | None) -> int:
    """The play's points as `rules_crossword_judge.score` counts them (letters laid by cell,
    only if a word has 3 letters or more; the key word's bonus), from its letters alone."""
    word, new, side, pos, line = play.word, play.new, play.side, play.pos, play.line
    across = play.direction == ACROSS
    scoring = len(word) >= SCORING_MIN
    bonus = bool(key) and word == key
    letters = 0
    for i, letter in enumerate(word):
        if not new >> i & 1:
            continue
        k = pos + i
        letters += table[line][k] if across else table[k][line]
        context = side[k]
        if context is not None:
            before, after = context
            if len(before) + len(after) + 1 >= SCORING_MIN:
                scoring = True
            if key and not bonus and before + letter + after == key:
                bonus = True
    return (letters if scoring else 0) + (KEY_BONUS if bonus else 0)


def leave_of(rack: list[str], tiles: dict) -> list[str]:
    """The tiles left on the rack after laying `tiles` (cell → stored letter, a joker lower)."""
    left = Counter(rack)
    for stored in tiles.values():
        left[JOKER if stored.islower() else stored] -= 1
    return sorted(left.elements())


def leave_value(leave: list[str], key: str | None, pool_count: int, opponents_tiles: int) -> float:
    """How good the tiles kept are for the next moves (a heuristic in points). With the pool
    empty, letters kept only cost (5 each at a blocked end) and an empty rack ends the game with
    +50 and 5 per letter on the opponents' racks (LC-sheet-49, 50, 51)."""
    if pool_count == 0:
        if not leave:
            return FINISH_BONUS + PER_LETTER * opponents_tiles
        return -2 * PER_LETTER * len(leave)
    counts = Counter(leave)
    jokers = counts.pop(JOKER, 0)
    value = JOKER_KEPT * jokers
    value += sum(HARD_KEPT for t in leave if t in HARD)
    if counts["Q"] and not counts["U"]:
        value += HARD_KEPT * 2
    value += S_KEPT * min(counts["S"], 1)
    value += DOUBLE_KEPT * sum(n - 1 for n in counts.values() if n > 1)
    letters = sum(counts.values())
    vowels = sum(n for t, n in counts.items() if t in VOWELS)
    value += BALANCE * abs(vowels - 0.4 * letters)
    if key:
        need = Counter(key)
        missing = sum(max(0, n - counts[ch]) for ch, n in need.items())
        covered = len(key) - max(0, missing - jokers)
        value += KEY_CHANCE * (covered / len(key)) ** 3
    return value


def as_action(seat: int, play: Play, tiles: dict):
    """The rules' `lay` action for a generated lay (a joker `e` becomes `?E`), with the play's
    direction, so one tile that reads both ways is the word the generator meant."""
    laid = [(r, c, JOKER + s.upper() if s.islower() else s) for (r, c), s in sorted(tiles.items())]
    return lay_action(seat, laid, play.direction)


def best_lay(play: Play, rack: list[str], judge) -> tuple[float, dict]:
    """The way to pay for the play whose leave `judge(leave)` values most (the jokers' cells)."""
    best: tuple[float, dict] | None = None
    for tiles in play.lays(rack):
        value = judge(leave_of(rack, tiles))
        if best is None or value > best[0]:
            best = (value, tiles)
    if best is None:
        raise ValueError("the rack cannot pay for this play")
    return best
