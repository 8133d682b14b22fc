"""Music words laid in La Clé and the memo page that explains each (issue 26: vocabulary, not
just a puzzle). The key words (LC-8), the note names, the durations, the intervals, the scale's
and the sound's words, each mapped to its memo's slug (`/apprendre/<slug>/`, theory.memos.SLUGS).

A plural counts as its singular (NOTES, CROCHES), for words of 4 letters or more: LAS or SIS
are no plural of a note name.
"""

from __future__ import annotations

HAUTEURS, DUREES, INTERVALLES, GAMME, SON = "hauteurs", "durees", "intervalles", "gamme", "son"

_WORDS: dict[str, tuple[str, ...]] = {
    HAUTEURS: ("DO", "UT", "RE", "MI", "FA", "SOL", "LA", "SI", "CLE", "NOTE", "PORTEE"),
    DUREES: (
        "DUREE",
        "RONDE",
        "BLANCHE",
        "NOIRE",
        "CROCHE",
        "SOUPIR",
        "PAUSE",
        "SILENCE",
        "TEMPO",
        "RYTHME",
        "TEMPS",
        "MESURE",
    ),
    INTERVALLES: (
        "INTERVALLE",
        "SECONDE",
        "TIERCE",
        "QUARTE",
        "QUINTE",
        "SIXTE",
        "SEPTIEME",
        "OCTAVE",
        "ACCORD",
    ),
    GAMME: ("GAMME", "DIESE", "BEMOL", "BECARRE", "MAJEUR", "MINEUR", "ALTERATION"),
    SON: ("SON", "TIMBRE", "VOLUME", "AIGU", "GRAVE", "HAUTEUR"),
}

MEMO_OF: dict[str, str] = {word: memo for memo, words in _WORDS.items() for word in words}


def entry_of(word: str) -> str | None:
    """The music word a word laid is (accent-free, upper case; a plural its singular), else
    None."""
    word = word.upper()
    if word in MEMO_OF:
        return word
    if len(word) >= 5 and word[-1] in "SX" and word[:-1] in MEMO_OF:
        return word[:-1]
    return None


def memo_of(word: str) -> str | None:
    """The memo's slug for a music word laid, else None."""
    entry = entry_of(word)
    return MEMO_OF[entry] if entry else None
