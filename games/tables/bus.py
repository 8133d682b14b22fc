"""How a table's change reaches the pages watching it: a stamp `(version, revision)` announced
once the writing transaction commits. Only these two numbers travel (and, between processes,
which one wrote), never a card.

Within one server process a `Hub` wakes the streams waiting on that table (threads under WSGI,
asyncio tasks under ASGI). With several processes set `TABLES_BUS=postgres`: each write also sends
a PostgreSQL NOTIFY, which the server delivers at commit (and never for a rolled-back write), and
each process keeps one LISTEN connection that feeds its hub. The default, `memory`, suits one
process; a stream also re-reads its table's stamp every third heartbeat, and every stream
re-reads its table when the listener reconnects, so nothing is lost for long even when a
notification is (a misconfigured bus). Only the key travels: the streams render each page's
board themselves (`push`), so a NOTIFY stays far below PostgreSQL's 8,000 bytes.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import threading
import time

from django.conf import settings
from django.db import connection, connections, transaction

log = logging.getLogger(__name__)

CHANNEL = "clesite_tables"
ENDED = "~"  # a notification's first word for a logout (a table code never is)
Stamp = tuple[int, int]
_origin: tuple[int, str] = (0, "")


def origin() -> str:
    """This process in a notification's payload: it heard its own writes at their commit
    already, and passes over their echo from LISTEN (its streams woken once per change, not
    twice). Drawn again in a forked child (a server that loads the site before forking)."""
    global _origin
    if _origin[0] != os.getpid():
        _origin = (os.getpid(), secrets.token_hex(8))
    return _origin[1]


def merge(a: Stamp | None, b: Stamp | None) -> Stamp | None:
    """Both counters only grow: the newer of two stamps, counter by counter."""
    if a is None or b is None:
        return a or b
    return (max(a[0], b[0]), max(a[1], b[1]))


class Subscription:
    """One stream's interest in one table: the newest stamp heard since it last looked."""

    def __init__(self, hub: Hub, code: str) -> None:
        self.hub, self.code = hub, code
        self.latest: Stamp | None = None
        self.resync = False  # notifications may have been missed: re-read the database
        self.session: str | None = None  # the viewer's login, as `end_session` names it
        self.account: str | None = None  # the viewer's account, the same way (all its logins)
        self.ended = False  # that login ended (a logout): the stream says `gone` and stops
        self._event = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._future: asyncio.Future | None = None

    def _wake(self) -> None:  # called with the hub's lock held
        self._event.set()
        if self._future is not None and self._loop is not None:
            self._loop.call_soon_threadsafe(_resolve, self._future)

    def _take(self) -> tuple[Stamp | None, bool]:
        with self.hub.lock:
            taken = (self.latest, self.resync)
            self.latest, self.resync = None, False
            self._event.clear()
            return taken

    def wait_blocking(self, timeout: float) -> tuple[Stamp | None, bool]:
        self._event.wait(max(0.0, timeout))
        return self._take()

    async def wait(self, timeout: float) -> tuple[Stamp | None, bool]:
        loop = asyncio.get_running_loop()
        with self.hub.lock:
            if self.latest is None and not self.resync:
                self._loop, self._future = loop, loop.create_future()
        if self._future is not None:
            try:
                await asyncio.wait_for(self._future, max(0.0, timeout))
            except TimeoutError:
                pass
            finally:
                with self.hub.lock:
                    self._loop = self._future = None
        return self._take()


def _resolve(future: asyncio.Future) -> None:
    if not future.done():
        future.set_result(None)


class Hub:
    """This process's streams, by table code, and the observers of every table (`observe`)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self._subs: dict[str, set[Subscription]] = {}
        self._observers: list = []

    def observe(self, fn) -> None:
        """`fn(code, stamp, local)` is called for every table's new stamp this process hears of
        (the bots' scheduler), after the streams are woken, outside the hub's lock; `local`: the
        write was this process's, and `fn` runs in its thread right after its commit."""
        with self.lock:
            if fn not in self._observers:
                self._observers.append(fn)

    def subscribe(self, code: str) -> Subscription:
        sub = Subscription(self, code)
        with self.lock:
            self._subs.setdefault(code, set()).add(sub)
        return sub

    def unsubscribe(self, sub: Subscription) -> None:
        with self.lock:
            subs = self._subs.get(sub.code)
            if subs is not None:
                subs.discard(sub)
                if not subs:
                    del self._subs[sub.code]

    def publish(self, code: str, stamp: Stamp, local: bool = False) -> None:
        with self.lock:
            for sub in self._subs.get(code, ()):
                sub.latest = merge(sub.latest, stamp)
                sub._wake()
            observers = list(self._observers)
        for fn in observers:
            try:
                fn(code, stamp, local)
            except Exception:  # an observer's trouble never stops the news
                log.warning("tables bus: observer %r failed on %s", fn, code, exc_info=True)

    def resync_all(self) -> None:
        with self.lock:
            for subs in self._subs.values():
                for sub in subs:
                    sub.resync = True
                    sub._wake()

    def end_session(self, tag: str) -> None:
        """A login ended: the streams opened under it stop (their pages reload as whoever is
        logged in now on that computer, if anyone)."""
        with self.lock:
            for subs in self._subs.values():
                for sub in subs:
                    if tag in (sub.session, sub.account):
                        sub.ended = True
                        sub._wake()

    def count(self) -> int:
        with self.lock:
            return sum(len(s) for s in self._subs.values())


hub = Hub()


def backend() -> str:
    chosen = getattr(settings, "TABLES_BUS", None) or os.environ.get("TABLES_BUS") or "memory"
    if chosen == "postgres" and connection.vendor != "postgresql":
        log.warning("TABLES_BUS=postgres needs PostgreSQL; using the in-process bus")
        return "memory"
    return chosen if chosen in ("memory", "postgres") else "memory"


def announce(code: str, version: int, revision: int) -> None:
    """Call inside the writing transaction: the watchers hear of it once it commits."""
    stamp = (version, revision)
    transaction.on_commit(lambda: hub.publish(code, stamp, local=True))
    if backend() == "postgres":
        with connection.cursor() as cursor:
            payload = f"{code} {version} {revision} {origin()}"
            cursor.execute("SELECT pg_notify(%s, %s)", [CHANNEL, payload])


def end_session(tag: str) -> None:
    """A logout, heard by every process's streams: its session as a tag (a hash, so that the
    session key itself never travels)."""
    hub.end_session(tag)
    if backend() == "postgres":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_notify(%s, %s)", [CHANNEL, f"{ENDED} {tag} {origin()}"])


def subscribe(code: str) -> Subscription:
    """Subscribe before reading the table, so that no change falls between the two."""
    if backend() == "postgres":
        _listener().ready.wait(3)
    return hub.subscribe(code)


def listen() -> None:
    """Hear of every other process's writes from now on (`TABLES_BUS=postgres`; nothing to do
    with the in-process bus): the bots' scheduler starts it with the process's first request."""
    if backend() == "postgres":
        _listener()


def unsubscribe(sub: Subscription) -> None:
    hub.unsubscribe(sub)


class _Listener(threading.Thread):
    """One LISTEN connection per process; reconnects with back-off, then asks every stream of this
    process to re-read its table (what was notified meanwhile is lost)."""

    def __init__(self) -> None:
        super().__init__(name="tables-bus-listener", daemon=True)
        self.ready = threading.Event()
        self.stopping = False

    def run(self) -> None:
        import psycopg

        params = connections["default"].get_connection_params()
        for key in ("context", "cursor_factory", "prepare_threshold", "server_side_binding"):
            params.pop(key, None)
        delay = 0.5
        while not self.stopping:
            try:
                with psycopg.connect(**params, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    hub.resync_all()
                    self.ready.set()
                    delay = 0.5
                    while not self.stopping:
                        for note in conn.notifies(timeout=5):
                            _deliver(note.payload)
            except Exception:  # the database restarted, the network hiccupped: listen again
                self.ready.clear()
                log.warning("tables bus: LISTEN connection lost, retrying", exc_info=True)
                time.sleep(delay)
                delay = min(delay * 2, 10)


def _deliver(payload: str) -> None:
    """A notification: `code version revision` and the writing process (`origin`), if said;
    or a logout, `~ tag origin`."""
    if payload.startswith(ENDED + " "):
        _marker, tag, *writer = payload.split()
        if writer != [origin()]:
            hub.end_session(tag)
        return
    try:
        code, version, revision, *writer = payload.split()
        stamp = (int(version), int(revision))
        if len(writer) > 1:
            raise ValueError(payload)
    except ValueError:
        log.warning("tables bus: ignored %r", payload)
        return
    if writer != [origin()]:
        hub.publish(code, stamp)


_listener_lock = threading.Lock()
_the_listener: _Listener | None = None


def _listener() -> _Listener:
    global _the_listener
    with _listener_lock:
        if _the_listener is None or not _the_listener.is_alive():
            _the_listener = _Listener()
            _the_listener.start()
        return _the_listener
