"""Unknown table codes, counted per address: whoever tries `LIMIT` codes that open nothing within
about `WINDOW` seconds is stopped for a while (issue 25, point 4).

Kept apart from the pupils' login limiter on purpose: this one only counts misses (404s on a
table code, at the join box or a table's address). The count lives in Django's cache, one
counter per address and window, raised with `cache.incr` (atomic); the address is hashed with
the secret key, never stored in clear. A school behind one address is not stopped by its own
children's typos: `LIMIT` is far above what a class mistypes, and far below what guessing a
code needs (`codes`).
"""

from __future__ import annotations

import hashlib
import time

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest

LIMIT = 100
WINDOW = 10 * 60


def _keys(request: HttpRequest, now: float | None = None) -> tuple[str, str]:
    """This window's counter and the previous one's, for the request's address."""
    address = request.META.get("REMOTE_ADDR", "")
    digest = hashlib.sha256(f"{settings.SECRET_KEY}|{address}".encode()).hexdigest()[:32]
    window = int((time.time() if now is None else now) // WINDOW)
    return f"tables:misses:{digest}:{window}", f"tables:misses:{digest}:{window - 1}"


def note(request: HttpRequest, now: float | None = None) -> None:
    """One more code that opened nothing, from this address."""
    key, _previous = _keys(request, now)
    cache.add(key, 0, timeout=2 * WINDOW)
    try:
        cache.incr(key)
    except ValueError:  # evicted between the two calls
        cache.add(key, 1, timeout=2 * WINDOW)


def blocked(request: HttpRequest, now: float | None = None) -> bool:
    """Whether this address missed `LIMIT` times in this window and the one before (so a stop
    lasts one to two windows, and a guesser gains nothing at a window's edge)."""
    key, previous = _keys(request, now)
    counts = cache.get_many([key, previous])
    return sum(counts.values()) >= LIMIT
