"""A seeded, serialisable random number generator (PCG32, XSH-RR).

The game's RNG lives inside the State, so `to_json(state)` must carry it exactly: two integers,
written as hexadecimal strings so that no JSON reader rounds them.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005


class Rng:
    """Small, fast, reproducible; `copy()` forks it, `to_json()`/`from_json()` round-trip it."""

    __slots__ = ("state", "inc")

    def __init__(self, seed: int = 0, stream: int = 54) -> None:
        self.inc = ((stream << 1) | 1) & _MASK64
        self.state = 0
        self._step()
        self.state = (self.state + (seed & _MASK64)) & _MASK64
        self._step()

    def _step(self) -> int:
        old = self.state
        self.state = (old * _MULT + self.inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def randbelow(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        if n == 1:
            return 0
        if n > 0xFFFFFFFF:
            raise ValueError("randbelow supports n < 2**32")
        threshold = (0x100000000 - n) % n
        while True:
            r = self._step()
            if r >= threshold:
                return r % n

    def random(self) -> float:
        """Uniform float in [0, 1) with 53 bits."""
        hi = self._step() >> 5
        lo = self._step() >> 6
        return (hi * 67108864.0 + lo) / 9007199254740992.0

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.randbelow(len(seq))]

    def shuffle(self, items: MutableSequence) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def fork(self) -> Rng:
        """An independent generator seeded from this one (advances this one)."""
        return Rng(self._step() << 32 | self._step(), stream=self._step())

    def copy(self) -> Rng:
        other = Rng.__new__(Rng)
        other.state, other.inc = self.state, self.inc
        return other

    def to_json(self) -> dict:
        return {"state": format(self.state, "x"), "inc": format(self.inc, "x")}

    @classmethod
    def from_json(cls, data: dict) -> Rng:
        rng = cls.__new__(cls)
        rng.state = int(data["state"], 16)
        rng.inc = int(data["inc"], 16)
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and (self.state, self.inc) == (other.state, other.inc)

    def __hash__(self) -> int:
        return hash((self.state, self.inc))

    def __repr__(self) -> str:
        return f"Rng(state=0x{self.state:x}, inc=0x{self.inc:x})"
