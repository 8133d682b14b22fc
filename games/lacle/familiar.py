"""The game words a pupil may have read (`data/familiar.txt.gz`, built by
`tools/build_familiar.py` from wordfreq's French frequencies, with La Clé's music words).

The computer players of Mots croisés lay only these when they can: against a child, FORKA or
TETAT (« tétât ») teach nothing and cost a challenge. The lexicon still judges every word a
pupil lays: this list only narrows what the computer chooses.
"""

from __future__ import annotations

import gzip
from collections.abc import Iterable
from functools import cache
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data" / "familiar.txt.gz"


@cache
def load() -> frozenset[str]:
    """The list, read once per process (about 40,000 accent-free upper-case forms)."""
    with gzip.open(DATA, "rt", encoding="utf-8") as lines:
        return frozenset(line.strip() for line in lines if line.strip() and line[0] != "#")


def all_familiar(words: Iterable[str], familiar: frozenset[str] | None = None) -> bool:
    familiar = load() if familiar is None else familiar
    return all(word in familiar for word in words)
