"""The event stream of a table page (Server-Sent Events): a stamp each time the table changes.

The stream carries only `version.revision`; the page then fetches its own board through the
usual fragment view, which checks who is asking. Under ASGI (uvicorn) a waiting stream is a
suspended coroutine: an idle table costs a heartbeat every 20 s per open page (a sign of life
for the seat, and a re-read of the stamp in case a notification was lost). Under WSGI (runserver,
the test server) a stream holds a thread, so it ends after 25 s and the browser reconnects.

A stream never sets bots going: `bot_runner` does, after each change, whoever watches.

Open streams are counted in this process (`GATE`): per session, per address and in all
(settings `STREAMS_PER_SESSION`, `STREAMS_PER_ADDRESS`, `STREAMS_PER_PROCESS`). A stream past
a cap is answered at once with a `busy` event and no more: the page then polls its board every
three seconds instead of holding a stream (static/js/live.js), and tries again a minute later.
"""

from __future__ import annotations

import logging
import threading
import time
import weakref
from collections import Counter
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import connection

from games.tables import bus, seating
from games.tables.bus import Stamp
from games.tables.models import Table

log = logging.getLogger(__name__)

HEARTBEAT_S = 20.0
WSGI_LIFETIME_S = 25.0
RETRY_MS = 1000
END = "event: end\ndata: end\n\n"
BUSY = "retry: 60000\n\nevent: busy\ndata: busy\n\n"


def parse_stamp(text: str | None) -> Stamp | None:
    try:
        version, revision = (text or "").split(".")
        return int(version), int(revision)
    except ValueError:
        return None


def event(stamp: Stamp) -> str:
    text = f"{stamp[0]}.{stamp[1]}"
    return f"id: {text}\nevent: stamp\ndata: {text}\n\n"


@dataclass
class Stream:
    """One page's stream: what it last sent, and when it last gave a sign of life."""

    code: str
    own: list[int]
    current: Stamp
    status: str
    shown: Stamp | None = None
    heard: Stamp | None = None
    beat_at: float = field(default_factory=time.monotonic)
    done: bool = False

    @classmethod
    def open(cls, code: str, own: list[int], shown: Stamp | None) -> Stream:
        """Synchronous: a first sign of life and the table's stamp (subscribe before this)."""
        version, revision, status = seating.heartbeat(code, own)
        return cls(code, own, (version, revision), status, shown)

    def opening(self) -> list[str]:
        out = [f"retry: {RETRY_MS}\n\n"]
        if self.current != self.shown:
            out.append(event(self.current))
        return out + self._after(self.current)

    def wait_for(self) -> float:
        return max(0.0, self.beat_at + HEARTBEAT_S - time.monotonic())

    def needs_database(self, stamp: Stamp | None, resync: bool) -> bool:
        return resync or not self.wait_for() or bool(stamp and stamp[1] != self.current[1])

    def refresh(self) -> None:
        """Synchronous: a sign of life, the stamp read again."""
        version, revision, self.status = seating.heartbeat(self.code, self.own)
        self.heard = bus.merge(self.heard, (version, revision))
        self.beat_at = time.monotonic()

    def step(self, stamp: Stamp | None, beat: bool) -> list[str]:
        newest = bus.merge(self.current, bus.merge(stamp, self.heard))
        self.heard = None
        if newest == self.current:
            return [": beat\n\n"] if beat else []
        self.current = newest
        return [event(newest), *self._after(newest)]

    def _after(self, stamp: Stamp) -> list[str]:
        if self.status == Table.Status.FINISHED:
            self.done = True
            return [END]
        return []


class Gate:
    """The open streams of this process, counted per session, per address and in all."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._open: Counter[str] = Counter()

    def enter(self, session: str | None, address: str) -> Ticket | None:
        """A ticket for one more stream, or None when a cap is reached (nothing is counted)."""
        keys = [("all", "", settings.STREAMS_PER_PROCESS)]
        keys.append(("address", address, settings.STREAMS_PER_ADDRESS))
        if session:  # a visitor without a session is counted by his address only
            keys.append(("session", session, settings.STREAMS_PER_SESSION))
        with self._lock:
            if any(self._open[f"{kind}:{key}"] >= cap for kind, key, cap in keys):
                return None
            names = [f"{kind}:{key}" for kind, key, _cap in keys]
            self._open.update(names)
        return Ticket(self, names)

    def leave(self, names: list[str]) -> None:
        with self._lock:
            self._open.subtract(names)
            for name in names:
                if self._open[name] <= 0:
                    del self._open[name]

    def count(self, kind: str = "all", key: str = "") -> int:
        with self._lock:
            return self._open[f"{kind}:{key}"]


class Ticket:
    """One open stream's place at the gate, given back once (when its body ends, or when the
    body is dropped unread: a page that went away before the first byte)."""

    def __init__(self, gate: Gate, names: list[str]) -> None:
        self._gate, self._names = gate, names

    def release(self) -> None:
        names, self._names = self._names, []
        if names:
            self._gate.leave(names)

    def guard_sync(self, body: Iterator[str]) -> Iterator[str]:
        def run():
            try:
                yield from body
            finally:
                body.close()  # the stream's own `finally` (its subscription) runs now
                self.release()

        guarded = run()
        weakref.finalize(guarded, self.release)
        return guarded

    def guard_async(self, body: AsyncIterator[str]) -> AsyncIterator[str]:
        async def run():
            try:
                async for chunk in body:
                    yield chunk
            finally:
                await body.aclose()
                self.release()

        guarded = run()
        weakref.finalize(guarded, self.release)
        return guarded


GATE = Gate()


def release_connection() -> None:
    """Gives this thread's database connection back (to psycopg's pool, or closed) while a
    stream waits; Django opens one again when needed. Not inside a transaction (a test's)."""
    if not connection.in_atomic_block:
        connection.close()


def in_pool_thread(fn):
    """`fn` run by a thread of asgiref's shared pool, which then gives its database connection
    back (to psycopg's pool, or closed): an open stream holds no connection while it waits."""

    def call(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        finally:
            release_connection()

    return sync_to_async(call, thread_sensitive=False)


async def aevents(sub: bus.Subscription, stream: Stream) -> AsyncIterator[str]:
    """ASGI: the stream as a coroutine that sleeps until its table changes or a beat is due."""
    refresh = in_pool_thread(stream.refresh)
    try:
        for chunk in stream.opening():
            yield chunk
        while not stream.done:
            stamp, resync = await sub.wait(stream.wait_for())
            beat = stream.needs_database(stamp, resync)
            if beat:
                try:
                    await refresh()
                except Exception:  # the table is gone, the database restarts: the page reconnects
                    log.info("stream of table %s ended", stream.code, exc_info=True)
                    return
            for chunk in stream.step(stamp, beat):
                yield chunk
    finally:
        bus.unsubscribe(sub)


def events(sub: bus.Subscription, stream: Stream) -> Iterator[str]:
    """WSGI: the same, holding this thread for at most WSGI_LIFETIME_S."""
    ends = time.monotonic() + WSGI_LIFETIME_S
    try:
        yield from stream.opening()
        while not stream.done and time.monotonic() < ends:
            stamp, resync = sub.wait_blocking(min(stream.wait_for(), ends - time.monotonic()))
            beat = stream.needs_database(stamp, resync)
            if beat:
                try:
                    stream.refresh()
                except Exception:  # the table is gone, the database refuses: the page reconnects
                    log.info("stream of table %s ended", stream.code, exc_info=True)
                    return
                finally:
                    release_connection()
            yield from stream.step(stamp, beat)
    finally:
        bus.unsubscribe(sub)
