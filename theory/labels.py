"""Names a child reads: notes, rhythms, intervals, beats, in fr / ro / en.

Octave words (CS-1, the memo's vocabulary): the sheet says "du Do grave au La aigu", so octave 4
is "grave" and octave 5 "aigu". Every pitch whose name has two octaves in the printed 56 cards
(EXTENDED_RANGE, C4–B5) says which: C4 "Do grave", C5 "Do aigu", B4 "Si grave", B5 "Si aigu"
(rulings v3). B4 is "Si grave" in the 52-card game too (where it is the only Si): a card's name
never depends on the table's options, and it is true in both.
"""

from __future__ import annotations

from collections import Counter

from .constants import EXTENDED_RANGE, LANGS, normalise_lang
from .pitches import is_name, name_of
from .tables import get
from .texts import (
    BEATS,
    INTERVAL_NAMES,
    NOTE_NAMES,
    OCTAVE_WORDS,
    QUALITIES,
    QUALITY_ORDER,
    RHYTHM_NAMES,
)

_NAME_COUNT = Counter(p[0] for p in EXTENDED_RANGE)
# Pitches labelled with their octave word (see the module docstring).
OCTAVE_LABELLED: frozenset[str] = frozenset(p for p in EXTENDED_RANGE if _NAME_COUNT[p[0]] > 1)


def _system(lang: str, names: str | None) -> str:
    """The naming system: the class setting if any, else the language (CS design, i18n)."""
    return names if names in LANGS else lang


def note_label(pitch_or_name: str, lang: str, names: str | None = None) -> str:
    """ "Do grave", "Ré", "Si", "low C": a pitch or a bare name as the game says it."""
    lang = normalise_lang(lang)
    name = name_of(pitch_or_name)
    text = NOTE_NAMES[_system(lang, names)][name]
    if is_name(pitch_or_name) or pitch_or_name not in OCTAVE_LABELLED:
        return text
    octave = get().octave[pitch_or_name]
    return OCTAVE_WORDS[lang][octave].format(name=text)


def rhythm_label(rhythm: str, lang: str) -> str:
    """ "noire" / "pătrime" / "quarter note" (CS-2)."""
    try:
        return RHYTHM_NAMES[normalise_lang(lang)][rhythm]
    except KeyError:
        raise ValueError(f"unknown rhythm {rhythm!r}") from None


def interval_label(size: int, lang: str) -> str:
    """ "tierce", "quarte", "quinte" / "terță", "cvartă", "cvintă" / "third"… (CS-4)."""
    try:
        return INTERVAL_NAMES[normalise_lang(lang)][abs(size)]
    except KeyError:
        raise ValueError(f"no name for an interval of size {size!r}") from None


def interval_quality(p: str, q: str, lang: str) -> str:
    """ "tierce majeure" (C4-E4), "quinte diminuée" (B4-F5): enrichment only (CS-4, music21).

    Exact pitches give the directed interval (C5 down to A4: tierce mineure). Bare names give
    the interval from the first name up to the second inside one octave.
    """
    lang = normalise_lang(lang)
    t = get()
    if is_name(p) or is_name(q):
        specifier, size = t.name_quality[(name_of(p), name_of(q))]
    else:
        try:
            specifier, size = t.quality[(p, q)]
        except KeyError:
            raise ValueError(f"unknown pitch in {(p, q)!r}") from None
    return QUALITY_ORDER[lang].format(
        name=INTERVAL_NAMES[lang][size], quality=QUALITIES[lang][specifier]
    )


def beats_label(quarter_length: float, lang: str) -> str:
    """A duration in beats as a child says it: "un demi-temps", "1 temps et demi", "2 beats"."""
    lang = normalise_lang(lang)
    words = BEATS[lang]
    whole = int(quarter_length)
    frac = quarter_length - whole
    if frac not in (0, 0.25, 0.5, 0.75) or quarter_length <= 0:
        raise ValueError(f"no words for {quarter_length!r} beats")
    if whole == 0:
        return words["fraction"][frac]  # type: ignore[index]
    big = "_20" if whole >= 20 and "many_20" in words else ""
    if not frac:
        return words["one"] if whole == 1 else words["many" + big].format(n=whole)  # type: ignore[union-attr]
    template = words["one_mixed"] if whole == 1 else words["many_mixed" + big]
    return template.format(n=whole, suffix=words["suffix"][frac])  # type: ignore[union-attr,index]
