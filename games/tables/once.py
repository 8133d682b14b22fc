"""One thread makes what several want at once (a table's read, a board's render, a log's read):
the others wait for it and take it from where it was kept, rather than each making it again."""

from __future__ import annotations

import threading
from collections import OrderedDict

WAIT_S = 5.0  # the longest a thread waits for another's read or render of the same thing


class OneAtATime:
    """A lock per key, so that of the threads wanting the same thing at once (the streams a
    change woke, each about to read the same table or render the same board), one makes it and
    the others wait, then take it from the cache: one read, one render, not one each."""

    def __init__(self, size: int = 1024) -> None:
        self.size = size
        self._lock = threading.Lock()
        self._locks: OrderedDict[object, threading.Lock] = OrderedDict()

    def lock(self, key) -> threading.Lock:
        with self._lock:
            found = self._locks.get(key)
            if found is None:
                found = self._locks[key] = threading.Lock()
                while len(self._locks) > self.size:
                    self._locks.popitem(last=False)
            else:
                self._locks.move_to_end(key)
            return found

    def run(self, key, make):
        """`make()` under the key's lock; after `WAIT_S` without it, run anyway (a slow
        database must not stall every stream of the table for longer)."""
        lock = self.lock(key)
        held = lock.acquire(timeout=WAIT_S)
        try:
            return make()
        finally:
            if held:
                lock.release()
