"""A small least-recently-used memory, safe across a process's threads (its views, its streams'
thread, its bots): what a process keeps of boards' pieces and of tables' logs (issue 24)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any


class Lru:
    def __init__(self, size: int) -> None:
        self.size = size
        self._lock = threading.Lock()
        self._items: OrderedDict[Any, Any] = OrderedDict()

    def get(self, key) -> Any:
        """The value kept under `key` (now the most recent), or None."""
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key, value, replace: bool = True) -> None:
        """Keeps `value` (`replace=False`: unless a value is already kept under `key`)."""
        with self._lock:
            if not replace and key in self._items:
                return
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)
