"""The precomputed answers: built once per process from music21, then only dictionary look-ups.

Built lazily on first use so that importing `theory` (Django start-up, a rules test) stays cheap;
call `warm()` to pay the cost up front (e.g. in an AppConfig.ready or a worker's start).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Any


@dataclass(frozen=True, slots=True)
class Tables:
    """Read-only look-up tables; keys are pitch strings, names, rhythms and ±1 directions."""

    name: MappingProxyType  # pitch -> letter name
    octave: MappingProxyType  # pitch -> octave number
    diatonic: MappingProxyType  # pitch -> music21 diatonicNoteNum (staff steps)
    frequency: MappingProxyType  # pitch -> Hz, equal temperament, A4 = 440
    generic: MappingProxyType  # (p, q) -> signed inclusive generic interval (CS-4)
    quality: MappingProxyType  # (p, q) -> (music21 Specifier name, undirected size)
    at: MappingProxyType  # (p, size, direction) -> pitch or None outside EXTENDED_RANGE
    conjoint: frozenset  # {(p, q)} one staff step apart (CS-3)
    name_interval: MappingProxyType  # (a, b, direction) -> 1..7, octave-free
    name_quality: MappingProxyType  # (a, b) -> quality of a up to b inside one octave
    names_at: MappingProxyType  # (name, size 1..8) -> (name up, name down)
    scale_next: MappingProxyType  # (name, direction) -> next name of C major (GA-3)
    quarter_length: MappingProxyType  # rhythm -> Fraction (CS-2)
    units: MappingProxyType  # rhythm -> duration in sixteenths (int), for fast sums
    decompositions: MappingProxyType  # rhythm -> tuple of sorted multisets (CS-5)


_lock = threading.Lock()
_tables: Tables | None = None


def _freeze(raw: dict[str, Any]) -> Tables:
    ql: dict[str, Fraction] = raw["quarter_length"]
    smallest = min(ql.values())
    units = {r: int(v / smallest) for r, v in ql.items()}
    assert all(Fraction(u) * smallest == ql[r] for r, u in units.items())
    conjoint = frozenset(pq for pq, size in raw["generic"].items() if abs(size) == 2)
    frozen = {k: MappingProxyType(v) for k, v in raw.items()}
    return Tables(**frozen, conjoint=conjoint, units=MappingProxyType(units))


def get() -> Tables:
    """The process-wide tables, built from music21 on the first call (thread-safe)."""
    global _tables
    if _tables is None:
        with _lock:
            if _tables is None:
                from . import _music21

                _tables = _freeze(_music21.build_raw_tables())
    return _tables


def warm() -> Tables:
    """Build the tables now (imports music21): for app start-up, so no request pays for it."""
    return get()
