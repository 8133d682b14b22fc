"""Durations "en binaire" (CS-2) and which Notes add up to a Rythme card (CS-5).

Durations come from music21 (quarterLength) as whole numbers of sixteenths, so sums are exact
integer additions; answers for a given (rhythms, target) are remembered, since a game asks the
same few questions again and again.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .constants import RHYTHMS
from .tables import get

_bound = False
_UNITS: Mapping[str, int] = {}  # rhythm -> length in sixteenths
_SUMS: dict[tuple[tuple[str, ...], str], bool] = {}  # remembered answers of rhythms_sum_to
_SUMS_MAX = 8192  # bound on remembered answers (hands are small: it never fills in a game)


def _bind() -> bool:
    global _bound, _UNITS
    if _bound:
        return False
    _UNITS = get().units
    _bound = True
    return True


def _bad(rhythm: object) -> ValueError:
    return ValueError(f"unknown rhythm {rhythm!r} (rhythms: {RHYTHMS})")


def quarter_length(rhythm: str) -> float:
    """CS-2 length in beats (music21 quarterLength): 16th 0.25, eighth 0.5, quarter 1, half 2."""
    try:
        return float(get().quarter_length[rhythm])
    except (KeyError, TypeError):
        raise _bad(rhythm) from None


def rhythm_decompositions(rhythm: str) -> tuple[tuple[str, ...], ...]:
    """CS-5 every multiset of 2+ rhythms (longest first) lasting exactly as long as `rhythm`."""
    try:
        return get().decompositions[rhythm]
    except (KeyError, TypeError):
        raise _bad(rhythm) from None


def rhythms_sum_to(rhythms: Iterable[str], target: str) -> bool:
    """CS-5 do these Notes' durations add up exactly to the target rhythm (any count, any order)?"""
    try:
        return _SUMS[rhythms, target]  # a tuple asked before: one look-up
    except (KeyError, TypeError):  # new, or a list (unhashable)
        return _sum_to(tuple(rhythms), target)


def _sum_to(rhythms: tuple[str, ...], target: str) -> bool:
    key = (rhythms, target)
    try:
        return _SUMS[key]
    except (KeyError, TypeError):
        pass
    _bind()
    units = _UNITS
    try:
        answer = sum(units[r] for r in rhythms) == units[target]
    except (KeyError, TypeError) as exc:
        raise _bad(exc.args[0] if exc.args else key) from None
    if len(_SUMS) < _SUMS_MAX:
        _SUMS[key] = answer
    return answer


def total_quarter_length(rhythms: Iterable[str]) -> float:
    """Sum of the durations in beats (for explanations: "1 temps et demi")."""
    _bind()
    try:
        sixteenths = sum(_UNITS[r] for r in rhythms)
    except (KeyError, TypeError) as exc:
        raise _bad(exc.args[0] if exc.args else rhythms) from None
    return sixteenths * quarter_length(RHYTHMS[0]) / _UNITS[RHYTHMS[0]]


def rhythm_of_length(ql: float) -> str | None:
    """The single rhythm lasting `ql` beats, if there is one."""
    for r, v in get().quarter_length.items():
        if v == ql:
            return r
    return None
