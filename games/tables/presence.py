"""Who is at a networked table, kept in this process's memory and written in batches.

A seat is present while one of its pages holds an event stream open in this process, or when
its polling page asked for the board since the last flush. Nothing of that is a database write
per page: every `FLUSH_S` at most, whoever is awake here (a stream's heartbeat, a poll) flushes
for the whole process: one UPDATE of `Seat.last_seen` for the present seats not written for
`seating.SEEN_REFRESH`, then one read of their tables' seats to mark who went quiet as away
(and let a bot play for who stayed away longer than the table allows), through `seating`.

Several server processes each write their own present seats; `last_seen` in the database is what
they share, so a seat whose stream is held by another process is not marked away here.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import Counter
from datetime import datetime

from django.utils import timezone

log = logging.getLogger(__name__)

FLUSH_S = 5.0


class Presence:
    """This process's present seats (by primary key, with their table's code)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._flushing = threading.Lock()
        self._open: Counter[int] = Counter()  # seats with a stream open here
        self._codes: dict[int, str] = {}
        self._seen: dict[int, str] = {}  # seats whose page polled since the last flush
        self._written: dict[int, datetime] = {}  # when this process last wrote a seat's sign
        self.next_flush = 0.0
        self._era = 0  # counts the resets: a stream opened before one leaves the rest alone

    def reset(self) -> None:
        """Forgets every seat (tests: one test's seats are not the next one's)."""
        with self._lock:
            self._era += 1
            self._open.clear()
            self._codes.clear()
            self._seen.clear()
            self._written.clear()
            self.next_flush = 0.0

    def attach(self, code: str, seats: list[int]) -> int:
        """A stream opened for these seats: present while it stays open. Returns the era to
        give back to `detach`."""
        with self._lock:
            self._open.update(seats)
            self._codes.update(dict.fromkeys(seats, code))
            return self._era

    def detach(self, seats: list[int], era: int | None = None) -> None:
        """A stream closed. One attached before a `reset` changes nothing: its seats were
        forgotten, and their primary keys may be another table's now."""
        with self._lock:
            if era is not None and era != self._era:
                return
            self._open.subtract(seats)
            for pk in seats:
                if self._open[pk] <= 0:
                    del self._open[pk]
                    self._seen[pk] = self._codes.pop(pk, "")  # still seen until the next flush

    def seen(self, code: str, seats: list[int]) -> None:
        """A polling page's sign of life for these seats."""
        with self._lock:
            self._seen.update(dict.fromkeys(seats, code))

    def due(self) -> bool:
        return time.monotonic() >= self.next_flush

    def present(self) -> dict[int, str]:
        with self._lock:
            return {**self._seen, **{pk: self._codes[pk] for pk in self._open}}

    def flush_if_due(self) -> bool:
        """Synchronous (database): flushes when due, unless another thread is flushing."""
        if not self.due() or not self._flushing.acquire(blocking=False):
            return False
        try:
            if self.due():
                self.flush()
                return True
            return False
        finally:
            self._flushing.release()

    def flush(self, now=None) -> None:
        """One write for the signs of life due, one read of the tables for who went quiet."""
        from games.tables import seating
        from games.tables.models import Seat

        self.next_flush = time.monotonic() + FLUSH_S
        now = now or timezone.now()
        with self._lock:
            present = {**self._seen, **{pk: self._codes[pk] for pk in self._open}}
            self._seen = {}
            due = [
                pk
                for pk in present
                if pk not in self._written or now - self._written[pk] >= seating.SEEN_REFRESH
            ]
            for pk in due:
                self._written[pk] = now
            for pk in [pk for pk in self._written if pk not in present]:
                del self._written[pk]
        if not present:
            return
        try:
            if due:
                Seat.objects.filter(pk__in=due, away=False).update(last_seen=now)
            seating.check(set(present.values()), set(present), now)
        except Exception:  # the database restarts: the next flush writes them
            with self._lock:
                for pk in due:
                    self._written.pop(pk, None)
                self._seen = {**present, **self._seen}
            raise


PRESENCE = Presence()
