"""The event stream of a table page (Server-Sent Events): each time the table changes, the page's
own new board, pushed (`board`), so that no page has to ask for it.

A stream knows who is watching (the request that opened it: its session's claims, its user, its
language) and renders the board that viewer's GET would get, through `push` (one render per
table, stamp and viewer in this process). When that cannot be done (an error while rendering) it
sends the stamp instead (`stamp`, version.revision), and the page fetches its board as before.
A page that reconnects says which stamp it shows (`?v=`, or Last-Event-ID): a stream opening on
another stamp sends the current board at once, so a page that missed messages catches up.

Under ASGI (uvicorn) a waiting stream is a suspended coroutine: no thread, no database connection.
A heartbeat (every 20 s, a comment line) does no database work either: the bus says when the
table changed; every `CHECK_EVERY`-th beat (one read per table for all its streams here,
`push.TABLES.stamp`), or after the bus reconnected, the stream checks the table's stamp in case
a notification was lost. The page's seats count as present while the stream
is open (`presence`, written in batches per process, not per page). Under WSGI (runserver, the
test server) a stream holds a thread, so it ends after 25 s and the browser reconnects.

A stream opened by a logged-in viewer ends with `gone` when that login ends, and the page
reloads: at once on a logout (`on_logout`, carried to every process by the bus), and at the next
check for any other end (the session expired, or replaced by another pupil's login).

A stream never sets bots going: `bot_runner` does, after each change, whoever watches.

Open streams are counted in this process (`GATE`): per session, per address and in all
(settings `STREAMS_PER_SESSION`, `STREAMS_PER_ADDRESS`, `STREAMS_PER_PROCESS`). A stream past
a cap is answered at once with a `busy` event and no more: the page then polls its board every
three seconds instead of holding a stream (static/js/live.js), and tries again a minute later.
"""

from __future__ import annotations

import hashlib
import logging
import threading
import time
import weakref
from collections import Counter
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from importlib import import_module

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import connection
from django.http import HttpRequest
from django.utils import translation

from games.tables import access, bus, presence, priority, push, seating
from games.tables.bus import Stamp
from games.tables.models import Table

log = logging.getLogger(__name__)

HEARTBEAT_S = 20.0
CHECK_EVERY = 3  # beats: the table's stamp read again, in case a notification was lost
WSGI_LIFETIME_S = 25.0
RETRY_MS = 1000
BEAT = ": beat\n\n"
END = "event: end\ndata: end\n\n"
BUSY = "retry: 60000\n\nevent: busy\ndata: busy\n\n"
GONE = "event: gone\ndata: gone\n\n"  # the viewer logged out: the page reloads


def session_tag(request: HttpRequest) -> str | None:
    """A logged-in viewer's session as the bus names it at logout (a hash of its key)."""
    key = request.session.session_key
    if not key or not request.user.is_authenticated:
        return None
    return hashlib.sha256(key.encode()).hexdigest()[:24]


def account_tag(user_id: int) -> str:
    """An account as the bus names it when all its logins end (a hash: no id travels)."""
    return hashlib.sha256(f"account:{user_id}".encode()).hexdigest()[:24]


def end_account(user_id: int) -> None:
    """Every login of this account ended (a pupil's new code, her class archived, her account
    deleted): her open table pages stop at once, in every process. Without it, a board with
    her cards kept arriving on a page whose login had ended (a privacy review)."""
    bus.end_session(account_tag(user_id))


def on_logout(sender, request=None, **kwargs) -> None:
    """`user_logged_out`: the streams opened under this session stop at once, in every process,
    so that a shared computer's open table tab shows no more of the pupil who left."""
    tag = session_tag(request) if request is not None else None
    if tag:
        bus.end_session(tag)


def _session_alive(key: str) -> bool:
    """The session still there and not expired (a logout in a process the bus did not reach,
    another pupil's login on the same browser, an idle pupil's time out)."""
    from django.contrib.sessions.models import Session
    from django.utils import timezone

    return Session.objects.filter(session_key=key, expire_date__gt=timezone.now()).exists()


def parse_stamp(text: str | None) -> Stamp | None:
    try:
        version, revision = (text or "").split(".")
        return int(version), int(revision)
    except ValueError:
        return None


def event(stamp: Stamp) -> str:
    return push.stamp_event(stamp)


def _stamp(table: Table) -> Stamp:
    return (table.version, table.revision)


@dataclass
class Stream:
    """One page's stream: who watches, what it last sent, when it last gave a sign of life."""

    code: str
    request: HttpRequest  # the page's: its session's claims and its user say which board
    lang: str
    seats: list[int]  # the seats (primary keys) the page plays: present while it is open
    current: Stamp
    status: str
    pending: list[str] = field(default_factory=list)
    beat_at: float = field(default_factory=time.monotonic)
    beats: int = 0
    attached: bool = False
    era: int = 0  # presence's, when attached
    done: bool = False

    @classmethod
    def open(cls, request: HttpRequest, table: Table, shown: Stamp | None) -> Stream:
        """Synchronous: the table as the gate read it (subscribe before that read); the board
        to send first when the page shows another stamp."""
        own = access.own_seats(request, table)
        if table.mode == Table.Mode.NETWORK and any(s.away for s in own):
            # Back after being marked away: the others are told at once.
            seating.heartbeat(table.code, [s.index for s in own], table=table)
            table = push.table_at(table.code, None)
        else:
            push.remember(table)
        lang = translation.get_language()
        pks = [s.pk for s in own] if table.mode == Table.Mode.NETWORK else []
        opened = cls(table.code, request, lang, pks, _stamp(table), table.status)
        if _stamp(table) != shown:
            opened.pending = [opened._board(table)]
        return opened

    def opening(self) -> list[str]:
        if self.seats and not self.attached:
            self.era = presence.PRESENCE.attach(self.code, self.seats)
            self.attached = True
        out, self.pending = [f"retry: {RETRY_MS}\n\n", *self.pending], []
        return out + self._after()

    def close(self) -> None:
        if self.attached:
            presence.PRESENCE.detach(self.seats, self.era)
            self.attached = False

    def wait_for(self) -> float:
        return max(0.0, self.beat_at + HEARTBEAT_S - time.monotonic())

    def plan(self, stamp: Stamp | None, resync: bool) -> tuple[bool, bool]:
        """After a wake-up: whether a beat is due, and whether the database is needed (a newer
        stamp heard, the bus resynced, a check due, or this process's presence to flush)."""
        beat = not self.wait_for()
        if beat:
            self.beats += 1
            self.beat_at = time.monotonic()
        news = stamp is not None and bus.merge(self.current, stamp) != self.current
        check = resync or (beat and self.beats % CHECK_EVERY == 0)
        return beat, news or check or (beat and presence.PRESENCE.due())

    def idle(self, beat: bool) -> list[str]:
        return [BEAT] if beat else []

    def update(self, stamp: Stamp | None, resync: bool, beat: bool) -> list[str]:
        """Synchronous: this process's presence flushed if due; the table read (once per stamp
        in this process, `push.table_at`) when it may have changed, and its new board."""
        presence.PRESENCE.flush_if_due()
        news = stamp is not None and bus.merge(self.current, stamp) != self.current
        checking = resync or (beat and self.beats % CHECK_EVERY == 0)
        if not news and not checking:
            return self.idle(beat)
        if checking and not self.logged_in_still():
            return [GONE]
        if not news:  # a check: the stamp alone first (one read for the table's streams)
            row = push.TABLES.stamp(self.code, fresh=resync)
            if bus.merge(self.current, row) == self.current:
                return self.idle(beat)
        table = push.table_at(self.code, stamp if news else None)
        if bus.merge(self.current, _stamp(table)) == self.current:
            return self.idle(beat)
        self.current, self.status = _stamp(table), table.status
        return [self._board(table), *self._after()]

    def logged_in_still(self) -> bool:
        """Whether a logged-in viewer's session still stands (a guest's always does)."""
        if not self.request.user.is_authenticated:
            return True
        key = self.request.session.session_key
        if key and _session_alive(key):
            return True
        self.done = True
        return False

    def _board(self, table: Table) -> str:
        """The viewer's new board; its stamp alone when it cannot be rendered here."""
        try:
            if self.request.session.session_key and (
                table.mode == Table.Mode.HOTSEAT or _sees_all_hands(self.request, table)
            ):
                # Which child's hand is shown (hot seat), or whether the teacher has closed
                # every hand, lives in the session and changes by the page's own requests: read
                # it again (the hands closed on a projected screen came back at the next move).
                store = import_module(settings.SESSION_ENGINE).SessionStore
                self.request.session = store(self.request.session.session_key)
            with translation.override(self.lang):
                html = push.fragment(self.request, table)
        except Exception:
            log.warning("table %s: board not pushed, its stamp sent", self.code, exc_info=True)
            return event(_stamp(table))
        return push.board_event(_stamp(table), html)

    def _after(self) -> list[str]:
        if self.status == Table.Status.FINISHED:
            self.done = True
            return [END]
        return []


def _sees_all_hands(request, table: Table) -> bool:
    """A class's teacher (or staff): the only viewer whose session opens or closes every hand.
    Asked once per stream, and only of a logged-in viewer (no query for a guest)."""
    known = getattr(request, "_sees_all_hands", None)
    if known is None:
        known = request._sees_all_hands = access.may_see_all_hands(request.user, table)
    return known


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


# The streams' work of this process (their boards, their reads) is done by one thread, in turn:
# under the GIL, a move's request then shares the CPU with one renderer, not with one thread per
# stream a change woke (the request waited several times its own CPU, issue 24).
PUSHER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="stream-push")


def in_pool_thread(fn):
    """`fn` run by the streams' thread (`PUSHER`), which then gives its database connection
    back (to psycopg's pool, or closed): an open stream holds no connection while it waits."""

    def call(*args, **kwargs):
        priority.REQUESTS.wait_quiet()  # a move's answer first, the others' boards then
        try:
            return fn(*args, **kwargs)
        finally:
            release_connection()

    return sync_to_async(call, thread_sensitive=False, executor=PUSHER)


async def aevents(sub: bus.Subscription, stream: Stream) -> AsyncIterator[str]:
    """ASGI: the stream as a coroutine that sleeps until its table changes or a beat is due; it
    has the streams' thread (and a database connection) work for it only when the table
    changed, after any request this process is answering (`priority`)."""
    update = in_pool_thread(stream.update)
    try:
        for chunk in stream.opening():
            yield chunk
        while not stream.done:
            stamp, resync = await sub.wait(stream.wait_for())
            if sub.ended:
                yield GONE
                return
            beat, database = stream.plan(stamp, resync)
            if not database:
                chunks = stream.idle(beat)
            else:
                try:
                    chunks = await update(stamp, resync, beat)
                except Exception:  # the table is gone, the database restarts: the page reconnects
                    log.info("stream of table %s ended", stream.code, exc_info=True)
                    return
            for chunk in chunks:
                yield chunk
    finally:
        stream.close()
        bus.unsubscribe(sub)


def events(sub: bus.Subscription, stream: Stream) -> Iterator[str]:
    """WSGI: the same, holding this thread for at most WSGI_LIFETIME_S."""
    ends = time.monotonic() + WSGI_LIFETIME_S
    try:
        yield from stream.opening()
        while not stream.done and time.monotonic() < ends:
            stamp, resync = sub.wait_blocking(min(stream.wait_for(), ends - time.monotonic()))
            if sub.ended:
                yield GONE
                return
            beat, database = stream.plan(stamp, resync)
            if not database:
                yield from stream.idle(beat)
                continue
            try:
                chunks = stream.update(stamp, resync, beat)
            except Exception:  # the table is gone, the database refuses: the page reconnects
                log.info("stream of table %s ended", stream.code, exc_info=True)
                return
            finally:
                release_connection()
            yield from chunks
    finally:
        stream.close()
        bus.unsubscribe(sub)
