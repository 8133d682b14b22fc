"""The game words a pupil may have read (`data/familiar.txt.gz`, built by
`tools/build_familiar.py` from wordfreq's French frequencies, with La Clé's music words).

The computer players of Mots croisés lay only these when they can, and the hint shows the best
of these: against a child, FORKA or TETAT (« tétât ») teach nothing and cost a challenge. The
lexicon still judges every word a pupil lays: this list only narrows what the computer chooses
or shows.
"""

from __future__ import annotations

import gzip
from functools import cache
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data" / "familiar.txt.gz"


@cache
def load() -> frozenset[str]:
    """The list, read once per process (about 40,000 accent-free upper-case forms)."""
    with gzip.open(DATA, "rt", encoding="utf-8") as lines:
        return frozenset(line.strip() for line in lines if line.strip() and line[0] != "#")


def plays_to_show(plays: list, known: frozenset[str] | None = None) -> list:
    """The plays (`movegen.Play`) whose every word, main or on the side, is familiar; all of
    them when none is."""
    known = load() if known is None else known
    kept = [p for p in plays if p.word in known and all(w.text in known for w in p.words()[1:])]
    return kept or plays
