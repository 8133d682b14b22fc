"""La Clé's tiles (LC-2): the French Scrabble distribution, 102 tiles, its 2 blanks being the 2
jokers (the sheet's « pions marqués MIRO Cy »). Accents are ignored: FIÈRE is played FIERE.

A tile in a rack or the pool is one character: a letter `A`…`Z`, or `?` for a joker. On the
board a joker keeps the letter it was given when laid (LC-2, LC-sheet-25): the board writes it
in lower case (`e` is a joker standing for E).
"""

from __future__ import annotations

import unicodedata
from collections import Counter

from games.engine import Rng

JOKER = "?"
RACK_SIZE = 10  # LC-sheet-3, LC-sheet-23

COUNTS = {
    "A": 9, "B": 2, "C": 2, "D": 3, "E": 15, "F": 2, "G": 2, "H": 2, "I": 8, "J": 1,
    "K": 1, "L": 5, "M": 3, "N": 6, "O": 6, "P": 2, "Q": 1, "R": 6, "S": 6, "T": 6,
    "U": 6, "V": 2, "W": 1, "X": 1, "Y": 1, "Z": 1, JOKER: 2,
}  # fmt: skip

BAG: tuple[str, ...] = tuple(t for t, n in COUNTS.items() for _ in range(n))
LETTERS = frozenset(t for t in COUNTS if t != JOKER)


def shuffled(seed: int) -> tuple[list[str], Rng]:
    """The 102 tiles face down, shuffled well (LC-sheet-2) by the engine's seeded generator:
    the same seed gives the same tiles in the same order (LC-ours-16). Returns the pool (its
    top, the next tile drawn, is the last item) and the generator, to keep in the state."""
    rng = Rng(seed)
    pool = list(BAG)
    rng.shuffle(pool)
    return pool, rng


def plain(text: str) -> str:
    """A word as the game spells it: upper case, accents dropped (FIÈRE → FIERE)."""
    decomposed = unicodedata.normalize("NFD", text.upper())
    out = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return out.replace("Œ", "OE").replace("Æ", "AE")


def board_tile(letter: str, joker: bool) -> str:
    """How the board stores a laid tile: the letter, lower case for a joker."""
    return letter.lower() if joker else letter


def letter_of(stored: str) -> str:
    """The letter a board tile stands for (a joker's given letter)."""
    return stored.upper()


def is_joker(stored: str) -> bool:
    return stored.islower()


def as_tile(stored: str) -> str:
    """The physical tile behind a board letter: `?` for a joker."""
    return JOKER if is_joker(stored) else stored


def tally(tiles) -> Counter:
    return Counter(tiles)
