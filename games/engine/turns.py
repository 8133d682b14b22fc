"""Turn order around a table: direction (+1 clockwise, -1 after a reversal) and skipped seats."""

from __future__ import annotations

CLOCKWISE = 1
COUNTER_CLOCKWISE = -1


def next_seat(seat: int, seats: int, direction: int = CLOCKWISE, steps: int = 1) -> int:
    """The seat `steps` places from `seat` in `direction`."""
    return (seat + direction * steps) % seats


def advance(seat: int, seats: int, direction: int, skips: list[int]) -> tuple[int, list[int]]:
    """The next seat to play after `seat`, consuming one pending skip from each seat passed over.

    `skips[s]` counts the turns seat s still has to lose; it is decremented in place. Returns the
    seat and the seats that lost a turn, in order. A seat never skips forever: each pass removes
    a skip, so the loop ends."""
    passed: list[int] = []
    cur = seat
    while True:
        cur = (cur + direction) % seats
        if skips[cur] > 0:
            skips[cur] -= 1
            passed.append(cur)
            continue
        return cur, passed


def seats_from(seat: int, seats: int, direction: int = CLOCKWISE) -> list[int]:
    """Every other seat, in playing order starting after `seat`."""
    return [(seat + direction * k) % seats for k in range(1, seats)]
