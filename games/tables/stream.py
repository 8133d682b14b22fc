"""The event stream of a table page (Server-Sent Events): a stamp each time the table changes.

The stream carries only `version.revision`; the page then fetches its own board through the
usual fragment view, which checks who is asking. Under ASGI (uvicorn) a waiting stream is a
suspended coroutine: an idle table costs a heartbeat every 20 s per open page (a sign of life
for the seat, and a re-read of the stamp in case a notification was lost). Under WSGI (runserver,
the test server) a stream holds a thread, so it ends after 25 s and the browser reconnects.

The streams also wake the bots of their table: each process keeps one timer per table that lets
`services.advance_bots` act after the table's delay of stillness, so a table with only people
waiting still sees its bots play.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field

from asgiref.sync import sync_to_async
from django.db import connection
from django.db.models import Q

from games.tables import bus, seating, services
from games.tables.bus import Stamp
from games.tables.models import Seat, Table

log = logging.getLogger(__name__)

HEARTBEAT_S = 20.0
WSGI_LIFETIME_S = 25.0
RETRY_MS = 1000
END = "event: end\ndata: end\n\n"


def parse_stamp(text: str | None) -> Stamp | None:
    try:
        version, revision = (text or "").split(".")
        return int(version), int(revision)
    except ValueError:
        return None


def event(stamp: Stamp) -> str:
    text = f"{stamp[0]}.{stamp[1]}"
    return f"id: {text}\nevent: stamp\ndata: {text}\n\n"


def _facts(code: str) -> tuple[bool, float]:
    """Whether a bot sits at the table (a stand-in included) and the bots' delay in seconds."""
    options = Table.objects.filter(code=code).values_list("options", flat=True).first() or {}
    bots = Seat.objects.filter(table__code=code).filter(Q(kind=Seat.Kind.BOT) | ~Q(stand_in=""))
    delay = int(options.get("bot_delay_ms", services.DEFAULT_BOT_DELAY_MS)) / 1000
    return bots.exists(), delay


@dataclass
class Stream:
    """One page's stream: what it last sent, and when it last gave a sign of life."""

    code: str
    own: list[int]
    current: Stamp
    status: str
    shown: Stamp | None = None
    bots: bool = False
    delay_s: float = 0.0
    heard: Stamp | None = None
    beat_at: float = field(default_factory=time.monotonic)
    done: bool = False

    @classmethod
    def open(cls, code: str, own: list[int], shown: Stamp | None) -> Stream:
        """Synchronous: a first sign of life and the table's stamp (subscribe before this)."""
        version, revision, status = seating.heartbeat(code, own)
        stream = cls(code, own, (version, revision), status, shown)
        stream.bots, stream.delay_s = _facts(code)
        return stream

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
        """Synchronous: a sign of life, the stamp read again, the seats' facts after a change."""
        version, revision, self.status = seating.heartbeat(self.code, self.own)
        if revision != self.current[1]:
            self.bots, self.delay_s = _facts(self.code)
        self.heard = bus.merge(self.heard, (version, revision))
        self.beat_at = time.monotonic()

    def step(self, stamp: Stamp | None, beat: bool) -> list[str]:
        newest = bus.merge(self.current, bus.merge(stamp, self.heard))
        self.heard = None
        if newest == self.current:
            if beat and self.bots and self.status == Table.Status.PLAYING:
                poke_bots(self.code, newest, self.delay_s)  # in case a bot's turn was missed
            return [": beat\n\n"] if beat else []
        self.current = newest
        return [event(newest), *self._after(newest)]

    def _after(self, stamp: Stamp) -> list[str]:
        if self.status == Table.Status.FINISHED:
            self.done = True
            return [END]
        if self.bots and self.status == Table.Status.PLAYING:
            poke_bots(self.code, stamp, self.delay_s)
        return []


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


_timers: dict[str, tuple[Stamp, threading.Timer]] = {}
_timers_lock = threading.Lock()


def poke_bots(code: str, stamp: Stamp, delay_s: float) -> None:
    """Lets the table's bots act once `delay_s` has passed without a change: one timer per table
    and per process; a newer stamp replaces an older timer. Several processes may each fire:
    `advance_bots` takes the row lock and acts only after the delay of stillness."""
    with _timers_lock:
        pending = _timers.get(code)
        if pending is not None:
            if bus.merge(pending[0], stamp) == pending[0]:
                return
            pending[1].cancel()
        timer = threading.Timer(delay_s + 0.05, _let_bots_act, args=(code, stamp))
        timer.daemon = True
        _timers[code] = (stamp, timer)
        timer.start()


def _let_bots_act(code: str, stamp: Stamp) -> None:
    try:
        services.advance_bots(code)
    except Exception:  # a deleted table, a database restart: the next change pokes again
        log.warning("bots of table %s could not act", code, exc_info=True)
    finally:
        with _timers_lock:
            if code in _timers and _timers[code][0] == stamp:
                del _timers[code]
        release_connection()
