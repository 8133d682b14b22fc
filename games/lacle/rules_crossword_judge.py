"""Mots croisés' judge of one lay, and its score: which words it forms and whether the lay keeps
the rules of a move (LC-4), whether the opener must lay the key word (LC-sheet-27), the words
against the lexicon (Arbitre, or a challenge: LC-3, LC-6), and the points (LC-5).

A lay is read as La Patience reads it (`rules_patience_apply.read_lay`: every tile on a free
cell of the board, every tile on the player's rack), then its line and words by `rules_words`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from types import SimpleNamespace

from games.engine import IllegalAction

from . import board as B
from .rules_crossword_state import KEY_BONUS, State, colour_of
from .rules_crossword_text import say
from .rules_patience_apply import read_lay
from .rules_text import say as say_tiles
from .rules_text import say_word
from .rules_words import (
    DIRECTIONS,
    STEP,
    Cell,
    Word,
    WordRefused,
    line_of,
    single_tile_directions,
    spelling_event,
    word_fault,
    words_formed,
)
from .tiles import JOKER

OPENING_MIN = 3  # LC-sheet-28
SCORING_MIN = 3  # LC-sheet-17: a move scores only if it forms a word of 3 letters or more


def refuse(code: str, **fields) -> IllegalAction:
    return IllegalAction(code, say(code, **fields))


def read(state: State, seat: int, tiles) -> dict[Cell, str]:
    """The lay as cell → stored letter, once its tiles are on free cells and on `seat`'s rack."""
    return read_lay(SimpleNamespace(board=state.board, rack=state.racks[seat]), tiles)


def words_of(state: State, lay: Mapping[Cell, str], hint) -> list[Word]:
    """The words the lay forms, main word first, once it is one line with no gap (LC-ours-8);
    one tile makes its word across, or down when asked or when it makes none across."""
    try:
        direction = line_of(lay)
    except ValueError:
        raise IllegalAction("not-one-line", say_tiles("not-one-line")) from None
    if direction is None:
        ways = single_tile_directions(state.board, lay)
        if not ways:
            raise refuse("cw-not-connected" if state.opened else "cw-opening-short")
        direction = hint if hint in ways else ways[0]
    try:
        return words_formed(state.board, lay, direction)
    except ValueError:
        raise IllegalAction("gap", say_tiles("gap")) from None


def check_move(state: State, seat: int, words: list[Word]) -> None:
    """The rules of a move, whatever the words mean: the opening word has 3 letters or more on
    a gray cell (LC-sheet-28, LC-ours-19) and is the key word when the opener can form it
    (LC-sheet-27); a later move uses a letter already on the board, in its main word or in a
    word formed on the side (LC-sheet-32, LC-ours-24)."""
    main = words[0]
    if not state.opened:
        if len(main.text) < OPENING_MIN:
            raise refuse("cw-opening-short")
        if not any(B.cell(r, c).kind == B.GRAY for r, c in main.cells):
            raise refuse("cw-opening-gray")
        key = state.key_word
        if key and main.text != key and key_placements(state, seat):
            raise refuse("cw-must-key", key=key)
        return
    if all(all(w.new) for w in words):
        raise refuse("cw-not-connected")


def fault_of(words: list[Word], lexicon) -> tuple[str, Word] | None:
    """The first word at fault and why (main word first), or None: the lexicon decides on every
    ground, the plural rule included (LC-3, LC-sheet-36, LC-sheet-39)."""
    for word in words:
        fault = word_fault(word, lexicon)
        if fault:
            return fault, word
    return None


def refuse_words(seat: int, words: list[Word], lexicon, hinted: bool = False) -> None:
    """Arbitre: an invalid move is refused with the reason (LC-ours-11); a word unknown to the
    lexicon is evidence of a wrong spelling, as in La Patience."""
    found = fault_of(words, lexicon)
    if found:
        fault, word = found
        learning = (
            [spelling_event(seat, word, False, lexicon, hinted)] if fault == "unknown" else []
        )
        raise WordRefused(fault, say_word(fault, word.text, not word.main), word, learning)


def letter_points(seat: int, cell: Cell) -> int:
    """One laid letter's points by its cell (LC-sheet-44 … 47, LC-ours-5, 26): 5; 10 on one's
    own colour; 25 on a key cell; 50 on a key cell of one's own colour; gray scores as plain;
    a joker like any letter."""
    here = B.cell(*cell)
    own = here.colour == colour_of(seat)
    if here.kind == B.KEY_COLOUR:
        return 50 if own else 25
    if here.kind == B.KEY:
        return 25
    if here.kind == B.COLOUR and own:
        return 10
    return 5


def score(state: State, seat: int, lay: Mapping[Cell, str], words: list[Word]) -> dict:
    """The move's points: only the letters laid, each once, and only if a word of the move,
    main or side, has 3 letters or more (LC-sheet-17, LC-ours-25); +50 once when a word of the
    move is the face-up key word (LC-sheet-48). Returns `{"letters", "key", "total"}`."""
    scoring = any(len(w.text) >= SCORING_MIN for w in words)
    letters = sum(letter_points(seat, cell) for cell in lay) if scoring else 0
    key = state.key_word
    bonus = KEY_BONUS if key and any(w.text == key for w in words) else 0
    return {"letters": letters, "key": bonus, "total": letters + bonus}


def key_placements(state: State, seat: int) -> list[list[list]]:
    """Every way `seat`'s rack lays the face-up key word as the opening word (across or down,
    on a gray cell), as `lay` tiles (real letters first, then jokers); empty when it cannot.
    The rules know whether the dealer can lay it (LC-sheet-27): one fixed word, every place."""
    key, rack = state.key_word, Counter(state.racks[seat])
    if not key or state.opened:
        return []
    need = Counter(key)
    short = sum(max(0, n - rack[ch]) for ch, n in need.items())
    if short > rack[JOKER]:
        return []
    out = []
    for direction in DIRECTIONS:
        dr, dc = STEP[direction]
        for row in range(B.SIZE):
            for col in range(B.SIZE):
                cells = [(row + dr * i, col + dc * i) for i in range(len(key))]
                if not all(B.in_board(*c) for c in cells):
                    continue
                if any(B.cell(*c).kind == B.GRAY for c in cells):
                    out.append(_spelt(key, cells, rack))
    return out


def _spelt(word: str, cells: list[Cell], rack: Counter) -> list[list]:
    left = Counter(rack)
    tiles = []
    for (r, c), ch in zip(cells, word, strict=True):
        if left[ch]:
            left[ch] -= 1
            tiles.append([r, c, ch])
        else:
            left[JOKER] -= 1
            tiles.append([r, c, JOKER + ch])
    return tiles


def laid_tiles(lay: Mapping[Cell, str]) -> list[list]:
    """The lay as it is stored and shown: `[row, col, stored letter]`, in reading order."""
    return [[r, c, stored] for (r, c), stored in sorted(lay.items())]


def word_json(word: Word) -> dict:
    """A word of a move as the state keeps it: `Word.to_json` and which cells are new (the
    plural rule needs them when a challenge comes)."""
    return {**word.to_json(), "new": list(word.new)}


def word_back(data: dict) -> Word:
    return Word(
        data["word"],
        tuple(tuple(c) for c in data["cells"]),
        data["direction"],
        tuple(data["new"]),
        data["main"],
    )


def undone_board(board: list[str], tiles: list[list]) -> list[str]:
    """The board with a move's tiles taken off again (a right challenge, LC-ours-9)."""
    rows = [list(row) for row in board]
    for r, c, _stored in tiles:
        rows[r][c] = "."
    return ["".join(row) for row in rows]
