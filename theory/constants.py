"""The small vocabulary the games share: pitches, names, rhythms, languages.

Pitches are strings in scientific notation ("C4" = Do grave, middle C). Everything the theory
module answers is about these few values, which is why it fits in precomputed tables.
"""

from __future__ import annotations

# CS-1: the default deck has one Note card per pitch from Do grave (C4) to La aigu (A5).
GAME_RANGE: tuple[str, ...] = (
    "C4",
    "D4",
    "E4",
    "F4",
    "G4",
    "A4",
    "B4",
    "C5",
    "D5",
    "E5",
    "F5",
    "G5",
    "A5",
)
# CS-1 option: the printed 56 Note cards, every name in two octaves (adds Si aigu).
EXTENDED_RANGE: tuple[str, ...] = (*GAME_RANGE, "B5")

# Letter names, octave-free (Hauteur cards, Gama's notes), in C major scale order.
NAMES: tuple[str, ...] = ("C", "D", "E", "F", "G", "A", "B")

# CS-2: music21 duration type names, shortest first
# (double-croche, croche, noire, blanche).
RHYTHMS: tuple[str, ...] = ("16th", "eighth", "quarter", "half")

LANGS: tuple[str, ...] = ("fr", "ro", "en")
DEFAULT_LANG = "fr"

# Generic interval sizes the tables cover: from a unison to the widest span of EXTENDED_RANGE.
MAX_SIZE = len(EXTENDED_RANGE)


def normalise_lang(lang: str | None) -> str:
    """Map "fr-ch", "EN_us", None… to one of LANGS; French (the site default) otherwise.

    Django hands us whatever the browser negotiated, so a page must never crash on it.
    """
    if not lang:
        return DEFAULT_LANG
    short = lang.replace("_", "-").split("-", 1)[0].lower()
    return short if short in LANGS else DEFAULT_LANG
