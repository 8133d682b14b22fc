"""Pitch and name relations the rules ask (CS-3, CS-4, GA-3): one dictionary look-up each.

Exact pitches ("C4") are Note cards; bare names ("C") are Hauteur cards and Gama's notes.
Unknown values raise ValueError so a typo in a rule never silently answers False.

Speed: each function's fast path is a single look-up in a module-level table bound on first
use (`_bind`); only a miss (first call, or bad input) takes the slow path that builds the
tables or explains the error.
"""

from __future__ import annotations

from collections.abc import Mapping

from .constants import EXTENDED_RANGE, NAMES
from .tables import get

_NAME_SET = frozenset(NAMES)
_PITCH_SET = frozenset(EXTENDED_RANGE)

# Bound to the process-wide tables on first use (see `_bind`).
_bound = False
_NAME: Mapping[str, str] = {}
_GENERIC: Mapping[tuple[str, str], int] = {}
_CONJOINT: Mapping[tuple[str, str], bool] = {}
_AT: Mapping[tuple[str, int, int], str | None] = {}
_NAME_INTERVAL: Mapping[tuple[str, str, int], int] = {}
_NAMES_AT: Mapping[tuple[str, int], tuple[str, str]] = {}
_SCALE_NEXT: Mapping[tuple[str, int], str] = {}
_FREQUENCY: Mapping[str, float] = {}


def _bind() -> bool:
    """Point the fast paths at the tables (building them); True if this call did it."""
    global _bound, _NAME, _GENERIC, _CONJOINT, _AT, _NAME_INTERVAL, _NAMES_AT, _SCALE_NEXT
    global _FREQUENCY
    if _bound:
        return False
    t = get()
    _NAME = {**t.name, **{n: n for n in NAMES}}
    _GENERIC = t.generic
    _CONJOINT = {pq: pq in t.conjoint for pq in t.generic}
    _AT = t.at
    _NAME_INTERVAL = t.name_interval
    _NAMES_AT = t.names_at
    _SCALE_NEXT = {
        **t.scale_next,
        **{(p, d): t.scale_next[(n, d)] for p, n in t.name.items() for d in (1, -1)},
    }
    _FREQUENCY = t.frequency
    _bound = True
    return True


def _bad(value: object, what: str = "pitch") -> ValueError:
    return ValueError(f"unknown {what} {value!r} (pitches: {EXTENDED_RANGE}, names: {NAMES})")


def _first_bad_pitch(*values: str) -> ValueError:
    return _bad(next((v for v in values if v not in _PITCH_SET), values))


def _check_direction(direction: object) -> None:
    if direction not in (1, -1):
        raise ValueError(f"direction must be +1 or -1, not {direction!r}")


def is_pitch(value: str) -> bool:
    """True for an exact pitch of EXTENDED_RANGE ("C4"), False for anything else."""
    return value in _PITCH_SET


def is_name(value: str) -> bool:
    """True for a bare letter name ("C")."""
    return value in _NAME_SET


def name_of(pitch_or_name: str) -> str:
    """Letter name of a pitch ("C5" -> "C"); a bare name is returned as is."""
    try:
        return _NAME[pitch_or_name]
    except (KeyError, TypeError):
        if _bind():
            return name_of(pitch_or_name)
        raise _bad(pitch_or_name) from None


def same_name(p: str, q: str) -> bool:
    """CS-3 "même nom de hauteur": same letter, any octave; pitches or bare names."""
    return name_of(p) == name_of(q)


def conjoint(p: str, q: str) -> bool:
    """CS-3 "conjointe": exact pitches one staff step apart (C4 -> only D4)."""
    try:
        return _CONJOINT[p, q]
    except (KeyError, TypeError):
        if _bind():
            return conjoint(p, q)
        raise _first_bad_pitch(p, q) from None


def generic_interval(p: str, q: str) -> int:
    """CS-4 signed inclusive count between exact pitches: C4->E4 = 3, C5->A4 = -3, C4->C4 = 1."""
    try:
        return _GENERIC[p, q]
    except (KeyError, TypeError):
        if _bind():
            return generic_interval(p, q)
        raise _first_bad_pitch(p, q) from None


def pitch_at_interval(p: str, size: int, direction: int) -> str | None:
    """CS-4 the exact pitch `size` names from `p` up (+1) or down (-1); None outside the range."""
    try:
        return _AT[p, size, direction]
    except (KeyError, TypeError):
        if _bind():
            return pitch_at_interval(p, size, direction)
    if not isinstance(size, int) or size < 1:
        raise ValueError(f"interval size must be 1 or more, not {size!r}")
    _check_direction(direction)
    if p not in _PITCH_SET:
        raise _bad(p)
    return None  # wider than the whole range: no such card


def name_interval(a_name: str, b_name: str, direction: int) -> int:
    """CS-4 octave-free count from name a to name b going up or down, 1..7 (C->E down = 6)."""
    try:
        return _NAME_INTERVAL[a_name, b_name, direction]
    except (KeyError, TypeError):
        if _bind():
            return name_interval(a_name, b_name, direction)
    _check_direction(direction)
    raise _bad(a_name if a_name not in _NAME_SET else b_name, "name")


def names_at_interval(name: str, size: int) -> tuple[str, str]:
    """CS-4 (name up, name down) at a generic size from a name: ("C", 3) -> ("E", "A")."""
    try:
        return _NAMES_AT[name, size]
    except (KeyError, TypeError):
        if _bind():
            return names_at_interval(name, size)
    if not isinstance(size, int) or size < 1:
        raise ValueError(f"interval size must be 1 or more, not {size!r}")
    if name not in _NAME_SET:
        raise _bad(name, "name")
    return _NAMES_AT[name, (size - 1) % 7 + 1]  # octave-free: a tenth names like a third


def scale_next(name: str, direction: int = 1) -> str:
    """GA-3 next name of the C major scale up (B -> C) or down (C -> B); a pitch gives its name."""
    try:
        return _SCALE_NEXT[name, direction]
    except (KeyError, TypeError):
        if _bind():
            return scale_next(name, direction)
    _check_direction(direction)
    raise _bad(name, "pitch or name")


def frequency(pitch: str) -> float:
    """Equal-tempered frequency in Hz (A4 = 440) for the browser's oscillator."""
    try:
        return _FREQUENCY[pitch]
    except (KeyError, TypeError):
        if _bind():
            return frequency(pitch)
        raise _bad(pitch) from None


def counted_names(start: str, size: int, direction: int) -> tuple[str, ...]:
    """The names a pupil says counting an interval inclusively: (C, 3, +1) -> C, D, E (CS-4)."""
    _check_direction(direction)
    name = name_of(start)
    out = [name]
    for _ in range(size - 1):
        name = scale_next(name, direction)
        out.append(name)
    return tuple(out)
