"""Recognise a pupil's interval mistake, for learning events (design: misconception codes).

CS-4: intervals count inclusively. Between two exact pitches (Note cards) the exact pitches
count; as soon as one side is a bare name (a Hauteur card) names count, octave-free.
"""

from __future__ import annotations

from .pitches import is_pitch, name_of, names_at_interval, pitch_at_interval, scale_next

EXCLUSIVE_COUNT = "interval.exclusive-count"
WRONG_DIRECTION = "interval.wrong-direction"
OFF_BY_ONE = "interval.off-by-one"
NO_WRAP = "scale.no-wrap"


def _answers(ref: str, played: str, size: int, direction: int) -> str | None:
    """The note `size` from ref in a direction, as a pitch or a name to compare with played."""
    if size < 1:
        return None
    if is_pitch(ref) and is_pitch(played):
        return pitch_at_interval(ref, size, direction)
    up, down = names_at_interval(name_of(ref), size)
    return up if direction == 1 else down


def _comparable(ref: str, played: str) -> str:
    return played if is_pitch(ref) and is_pitch(played) else name_of(played)


def is_at_interval(ref: str, played: str, size: int, direction: int | None) -> bool:
    """CS-4/CS-6: is `played` the interval `size` from `ref` (direction None: up or down)?"""
    target = _comparable(ref, played)
    directions = (1, -1) if direction is None else (direction,)
    return any(_answers(ref, played, size, d) == target for d in directions)


def misconception_interval(ref: str, played: str, size: int, direction: int | None) -> str | None:
    """The misconception code behind a wrong interval answer, or None (right, or unrecognised).

    Checked in this order, the first match wins (with names, F above C is both "a fifth down
    from C" and "one short of a fifth up"; the exact count in the wrong direction is the more
    precise diagnosis):
    - interval.wrong-direction: exactly `size`, but the other way (only when a direction is set);
    - interval.exclusive-count: one step too far, counted without the starting note;
    - interval.off-by-one: one step short.
    Direction None means "up or down" (the Intervalle card): only the last two can apply.
    """
    if direction not in (1, -1, None):
        raise ValueError(f"direction must be +1, -1 or None, not {direction!r}")
    if is_at_interval(ref, played, size, direction):
        return None
    target = _comparable(ref, played)
    directions = (1, -1) if direction is None else (direction,)
    if direction is not None and _answers(ref, played, size, -direction) == target:
        return WRONG_DIRECTION
    if any(_answers(ref, played, size + 1, d) == target for d in directions):
        return EXCLUSIVE_COUNT
    if size > 1 and any(_answers(ref, played, size - 1, d) == target for d in directions):
        return OFF_BY_ONE
    return None


def misses_the_wrap(ref: str, played: str, direction: int) -> bool:
    """GA-3: after Si the scale starts again at Do (going down, before Do comes Si). Where the
    scale wraps, a note other than the one asked and other than `ref` itself: the pupil did not
    go round. Callers name the plainer mistakes first (the same note, the other way, a skip)."""
    ref, played = name_of(ref), name_of(played)
    wraps = (ref, direction) in (("B", 1), ("C", -1))
    return wraps and played not in (ref, scale_next(ref, direction))
