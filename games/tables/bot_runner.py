"""The one place bots are set going: a scheduler per server process.

Each change of a table (a move, a seat taken, a bot standing in, a new table) is announced on
the bus once its transaction commits (`bus.py`), and the bus tells every process: the one that
wrote, and with `TABLES_BUS=postgres` the others through LISTEN/NOTIFY. For each such stamp the
scheduler sets one timer per table: when the table has been still for its bot delay,
`services.advance_bots` runs (a table without delay: at once, in the writing thread, right
after its commit). Several processes may fire for one table: the row lock serialises
them and the second finds the table changed too recently, so a bot never acts twice. Pages and
event streams never set bots going.

A sweep runs when the process serves its first request, then every `SWEEP_S` seconds: a table
whose bot was due when the server stopped, or whose timer died with its process, goes on.

`settings.TABLES_BOT_RUNNER`: "threads" (the default) runs the above; "manual" runs nothing by
itself, and whoever drives the tables calls `sweep()` (tests that check each page against the
state it was made from, so that no bot acts behind their back).
"""

from __future__ import annotations

import logging
import threading
from datetime import timedelta

from django.conf import settings
from django.core.signals import request_started
from django.db import connection
from django.db.models import Q
from django.utils import timezone

from games.tables import bus, services
from games.tables.bus import Stamp
from games.tables.models import Seat, Table

log = logging.getLogger(__name__)

EPSILON_S = 0.05  # after the delay, so that the table has surely been still that long
SWEEP_S = 15.0
KNOWN_MAX = 5000  # tables whose facts are remembered (a table without bots costs no read)
LIMIT = 60  # bot actions in a row at a table without delay, in one transaction

_inline = threading.local()  # bots acting in this thread (their commits wake nothing more)

_lock = threading.Lock()
# Per table: the stamp a timer was set for (None: set by a sweep) and the timer.
_pending: dict[str, tuple[Stamp | None, threading.Timer]] = {}
# Per table: (revision, a bot seated, bot delay in s) as last read; seats change only with the
# revision, so a table without bots costs no read until its revision moves.
_known: dict[str, tuple[int, bool, float]] = {}
# Per table: the stamp at which a sweep found no bot to act (waiting for a person): the next
# sweeps pass it by until the table changes, so an idle table costs one evaluation per change.
_settled: dict[str, Stamp] = {}
_started = False
_sweeping: threading.Event | None = None  # set: the sweeper started last stops


def mode() -> str:
    return getattr(settings, "TABLES_BOT_RUNNER", "threads")


def install() -> None:
    """At start-up (`TablesConfig.ready`): hear every stamp; start with the first request."""
    bus.hub.observe(wake)
    request_started.connect(_first_request, dispatch_uid="tables.bot_runner.start")


def wake(code: str, stamp: Stamp | None, local: bool = False) -> None:
    """A table changed (`local`: this process wrote it, and this is its thread right after the
    commit). Its bots act once it has been still for its delay: at once, in this thread, when
    the delay is 0 (the answer to the move then shows them played, as it always has); else
    when a timer fires."""
    if mode() != "threads" or getattr(_inline, "active", False):
        return  # the bots acting in this thread go on until none may: nothing more to set
    known = _known.get(code)
    fresh = known is not None and stamp is not None and known[0] == stamp[1]
    if fresh and not known[1]:
        return  # no bot sits there, and the seats did not change since we looked
    if local:
        _after_local_write(code, stamp, bots=known[1] if fresh else None)
        return
    with _lock:
        pending = _pending.get(code)
        set_for = pending[0] if pending is not None else None
        if set_for is not None and stamp is not None and bus.merge(set_for, stamp) == set_for:
            return  # a timer is already set for this change or a newer one
        _schedule(code, stamp, known[2] if fresh else 0.0)


def _after_local_write(code: str, stamp: Stamp | None, bots: bool | None) -> None:
    """In the writer's thread: one read of the table, then its bots act now or a timer is set."""
    try:
        wait = services.bot_wait(code, bots=bots)
        with _lock:
            _remember(code, wait)
            if wait is None or not wait.playing or not wait.bots:
                return
            if not wait.may_act:
                _schedule(code, stamp, wait.wait_s)
                return
        _inline.active = True
        try:
            acted = services.advance_bots(code, limit=LIMIT)
        finally:
            _inline.active = False
        if acted >= LIMIT:  # a long run of bots only: go on in a moment
            with _lock:
                _schedule(code, None, 0.0)
    except Exception:  # the move stands; the next change or sweep lets the bots act
        log.warning("bots of table %s could not act", code, exc_info=True)


def _schedule(code: str, stamp: Stamp | None, after_s: float) -> None:
    """With `_lock` held: one timer per table, replacing an older one."""
    pending = _pending.pop(code, None)
    if pending is not None:
        pending[1].cancel()
    timer = threading.Timer(max(0.0, after_s) + EPSILON_S, _fire, args=(code, stamp))
    timer.daemon = True
    _pending[code] = (stamp, timer)
    timer.start()


def _fire(code: str, stamp: Stamp | None) -> None:
    try:
        if mode() != "threads":
            return
        wait = services.bot_wait(code)
        with _lock:
            _remember(code, wait)
            if wait is not None and wait.playing and wait.bots and wait.wait_s > 0:
                if _ours(code):  # not yet still long enough (a newer change came meanwhile)
                    _schedule(code, stamp, wait.wait_s)
                return
        if wait is not None and wait.may_act:
            services.advance_bots(code)  # its commits announce the change: the next timer
    except Exception:  # a deleted table, a database restart: the next change or sweep retries
        log.warning("bots of table %s could not act", code, exc_info=True)
    finally:
        with _lock:
            if _ours(code):
                del _pending[code]
        release_connection()


def _ours(code: str) -> bool:
    pending = _pending.get(code)
    return pending is not None and pending[1] is threading.current_thread()


def _remember(code: str, wait: services.BotWait | None) -> None:
    if wait is None or not wait.playing:
        _known.pop(code, None)
        return
    if len(_known) >= KNOWN_MAX:
        _known.clear()
    _known[code] = (wait.revision, wait.bots, wait.delay_s)


def sweep(now=None) -> int:
    """Every playing table with a bot seated: its bots act if the table has been still for its
    delay, else (threads) a timer is set for then. Returns how many bot actions were taken."""
    now = now or timezone.now()
    rows = (
        Table.objects.filter(status=Table.Status.PLAYING)
        .filter(Q(seats__kind=Seat.Kind.BOT) | ~Q(seats__stand_in=""))
        .distinct()
        .values_list("code", "version", "revision", "updated_at", "options")
    )
    acted = 0
    for code, version, revision, updated_at, options in list(rows):
        if _settled.get(code) == (version, revision):
            continue
        delay = timedelta(
            milliseconds=int(options.get("bot_delay_ms", services.DEFAULT_BOT_DELAY_MS))
        )
        if now - updated_at >= delay:
            done = services.advance_bots(code, now=now)
            if not done:
                with _lock:
                    if len(_settled) >= KNOWN_MAX:
                        _settled.clear()
                    _settled[code] = (version, revision)
            acted += done
        elif mode() == "threads":
            with _lock:
                if code not in _pending:
                    _schedule(code, None, (updated_at + delay - now).total_seconds())
    return acted


def _first_request(**kwargs) -> None:
    start()


def start() -> None:
    """Starts the sweeps of this process (once), and with PostgreSQL's bus its listener."""
    global _started, _sweeping
    if _started or mode() != "threads":
        return
    with _lock:
        if _started:
            return
        _started = True
        _sweeping = threading.Event()
    bus.listen()
    threading.Thread(
        target=_sweeper, args=(_sweeping,), name="tables-bot-sweeper", daemon=True
    ).start()


def stop() -> None:
    """Stops this process's sweeps and timers (a test that is over; the next request starts
    them again)."""
    global _started
    with _lock:
        _started = False
        if _sweeping is not None:
            _sweeping.set()
        for _stamp, timer in _pending.values():
            timer.cancel()
        _pending.clear()


def _sweeper(stopped: threading.Event) -> None:
    while not stopped.is_set():
        try:
            if mode() == "threads":
                sweep()
        except Exception:  # the database restarts: sweep again later
            log.warning("tables: the bots' sweep failed", exc_info=True)
        finally:
            release_connection()
        stopped.wait(SWEEP_S)


def release_connection() -> None:
    """A timer's or the sweeper's thread gives its database connection back."""
    if not connection.in_atomic_block:
        connection.close()
