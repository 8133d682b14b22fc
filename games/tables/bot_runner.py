"""The one place bots are set going: one scheduler thread per server process.

Each change of a table (a move, a seat taken, a bot standing in, a new table) is announced on
the bus once its transaction commits (`bus.py`). The process that wrote it, in the writer's
thread, only notes a due time for the table (table code → when it will have been still for its
bot delay; a newer change replaces it) in a heap, and returns; the other processes, told by
LISTEN/NOTIFY with `TABLES_BUS=postgres`, leave the table to it. One thread per process, the
scheduler, takes the tables as they fall due and runs the bots (`services.run_bots`) there: never
in a request's thread, never one timer thread per table. A table without delay is due at once:
the scheduler picks it up right after the commit, and its bots play on until a person must act.
After a bot's move the table is due again only if the rules then let a bot act. Two processes
may still fire for one table (a sweep): the row lock serialises them and the second finds the
table changed too recently, so a bot never acts twice. Pages and event streams never set bots
going.

The scheduler also sweeps when the process serves its first request, then every `SWEEP_S`
seconds: a table whose bot was due when the server stopped, or whose due time was lost with its
process, goes on.

`settings.TABLES_BOT_RUNNER`: "threads" (the default) runs the above; "manual" runs nothing by
itself, and whoever drives the tables calls `sweep()` (tests that check each page against the
state it was made from, so that no bot acts behind their back).
"""

from __future__ import annotations

import heapq
import itertools
import logging
import threading
import time
from datetime import timedelta

from django.conf import settings
from django.core.signals import request_started
from django.db import connection
from django.db.models import Q
from django.utils import timezone

from games.tables import bus, priority, services
from games.tables.bus import Stamp
from games.tables.models import Seat, Table

log = logging.getLogger(__name__)

EPSILON_S = 0.05  # after the delay, so that the table has surely been still that long
SWEEP_S = 15.0
IDLE_S = 1.0  # the scheduler gives its database connection back when nothing is due this soon
KNOWN_MAX = 5000  # tables whose facts are remembered (a table without bots costs no read)
THREAD_NAME = "tables-bot-scheduler"
LIMIT = 60  # bot actions in a row at a table without delay, in one transaction

_cond = threading.Condition()  # guards the scheduler's state below
# Due times: (monotonic due time, order, table code); an entry whose table has since been given
# another due time is stale and passed over when it comes up.
_heap: list[tuple[float, int, str]] = []
# Per table: its one live due time and the stamp it was set for (None: set by the scheduler).
_due: dict[str, tuple[float, Stamp | None]] = {}
_order = itertools.count()
_thread: threading.Thread | None = None
_stopping: threading.Event | None = None  # set: the scheduler thread started last stops
_sweeping = False  # this process sweeps (from its first request)
_next_sweep = 0.0

# Per table: (revision, a bot seated, bot delay in s) as last read; seats change only with the
# revision, so a table without bots costs no read until its revision moves.
_known: dict[str, tuple[int, bool, float]] = {}
# Per table: the stamp at which a sweep found no bot to act (waiting for a person): the next
# sweeps pass it by until the table changes, so an idle table costs one evaluation per change.
_settled: dict[str, Stamp] = {}


def mode() -> str:
    return getattr(settings, "TABLES_BOT_RUNNER", "threads")


def install() -> None:
    """At start-up (`TablesConfig.ready`): hear every stamp; sweep from the first request."""
    bus.hub.observe(wake)
    request_started.connect(_first_request, dispatch_uid="tables.bot_runner.start")


def wake(code: str, stamp: Stamp | None, local: bool = False) -> None:
    """A table changed (`local`: this process wrote it, in this thread, right after the commit).
    Costs the writer no database read: the table is due when it has been still for its delay as
    last known (at once when unknown), and the scheduler reads it then. Only the process that
    wrote schedules: the others, told by the bus, would read the table and try the same bot's
    move in vain (the row lock lets one act); a change whose process stopped before its bots
    acted is the sweep's."""
    if not local or mode() != "threads" or threading.current_thread() is _thread:
        return  # the scheduler's own moves: it decides itself what follows them
    known = _known.get(code)
    fresh = known is not None and stamp is not None and known[0] == stamp[1]
    if fresh and not known[1]:
        return  # no bot sits there, and the seats did not change since we looked
    with _cond:
        due = _due.get(code)
        set_for = due[1] if due is not None else None
        if set_for is not None and stamp is not None and bus.merge(set_for, stamp) == set_for:
            return  # already due for this change or a newer one
        _schedule(code, stamp, known[2] if fresh else 0.0)


def _schedule(code: str, stamp: Stamp | None, after_s: float) -> None:
    """With `_cond` held: the table's one due time, replacing an older one; wakes the
    scheduler (started here if it is not running)."""
    here = threading.current_thread()
    if here.name == THREAD_NAME and here is not _thread:
        return  # a scheduler told to stop finishes its move and sets nothing more
    at = time.monotonic() + max(0.0, after_s) + (EPSILON_S if after_s > 0 else 0.0)
    _due[code] = (at, stamp)
    heapq.heappush(_heap, (at, next(_order), code))
    _ensure_thread()
    _cond.notify()


def _ensure_thread() -> None:
    global _thread, _stopping
    if _thread is not None and _thread.is_alive():
        return
    _stopping = threading.Event()
    _thread = threading.Thread(target=_loop, args=(_stopping,), name=THREAD_NAME, daemon=True)
    _thread.start()


def _next_task(stopping: threading.Event) -> str | bool | None:
    """With `_cond` held: a table due now, True for a sweep, None to stop; waits meanwhile."""
    while not stopping.is_set():
        now = time.monotonic()
        if _sweeping and now >= _next_sweep:
            return True
        while _heap and _due.get(_heap[0][2], (None,))[0] != _heap[0][0]:
            heapq.heappop(_heap)  # stale: the table got a newer due time
        if _heap and _heap[0][0] <= now:
            at, _n, code = heapq.heappop(_heap)
            del _due[code]
            return code
        until = [_heap[0][0]] if _heap else []
        until += [_next_sweep] if _sweeping else []
        wait_s = min(until) - now if until else None
        if wait_s is None or wait_s > IDLE_S:
            release_connection()
        _cond.wait(wait_s)
    return None


def _loop(stopping: threading.Event) -> None:
    global _next_sweep
    try:
        while True:
            with _cond:
                task = _next_task(stopping)
                if task is True:
                    _next_sweep = time.monotonic() + SWEEP_S
            if task is None:
                return
            try:
                if task is True:
                    sweep()
                else:
                    _fire(task)
            except Exception:  # a deleted table, a database restart: the next change or sweep
                log.warning("tables: the bots' scheduler failed on %s", task, exc_info=True)
                release_connection()
    finally:
        release_connection()


def _fire(code: str) -> None:
    """In the scheduler: the table's bots act if it has been still for its delay."""
    wait = services.bot_wait(code, known=_known.get(code))
    _remember(code, wait)
    if wait is None or not wait.playing or not wait.bots:
        return
    if wait.wait_s > 0:  # not yet still long enough (a change this process did not hear of)
        with _cond:
            if code not in _due:
                _schedule(code, None, wait.wait_s)
        return
    priority.REQUESTS.wait_quiet()  # a person's request first: the bot was to wait anyway
    run = services.run_bots(code, limit=LIMIT, checked=True)
    _after_acting(code, run.acted, wait.delay_s, run.more, run.held)


def _after_acting(
    code: str, acted: int, delay_s: float, more: bool = True, held: float = 0.0
) -> None:
    """The scheduler's own moves wake nothing: after a bot's move at a table with a delay, the
    next bot may act once it has been still that long (`more`: the rules let a bot act then);
    without delay they played on, and only a long run of bots (`LIMIT`) goes on in a moment.
    A bot holding back the next round's deal (`held`) is due when the pause is over."""
    if held > 0:
        with _cond:
            _schedule(code, None, held)
    elif acted and more and (delay_s > 0 or acted >= LIMIT):
        with _cond:
            _schedule(code, None, delay_s)


def _remember(code: str, wait: services.BotWait | None) -> None:
    if wait is None or not wait.playing:
        _known.pop(code, None)
        return
    if len(_known) >= KNOWN_MAX:
        _known.clear()
    _known[code] = (wait.revision, wait.bots, wait.delay_s)


def sweep(now=None) -> int:
    """Every playing table with a bot seated: its bots act if the table has been still for its
    delay, else (threads) it is due then. Returns how many bot actions were taken."""
    now = now or timezone.now()
    rows = (
        Table.objects.filter(status=Table.Status.PLAYING)
        .filter(Q(seats__kind=Seat.Kind.BOT) | ~Q(seats__stand_in=""))
        .distinct()
        .values_list("code", "version", "revision", "updated_at", "options")
    )
    threads = mode() == "threads"
    acted = 0
    for code, version, revision, updated_at, options in list(rows):
        if _settled.get(code) == (version, revision):
            continue
        delay = timedelta(
            milliseconds=int(options.get("bot_delay_ms", services.DEFAULT_BOT_DELAY_MS))
        )
        if now - updated_at >= delay:
            run = services.run_bots(code, now=now)
            done = run.acted
            if not done and not run.held:
                with _cond:
                    if len(_settled) >= KNOWN_MAX:
                        _settled.clear()
                    _settled[code] = (version, revision)
            elif threads and threading.current_thread() is _thread:
                _after_acting(code, done, delay.total_seconds(), held=run.held)
            acted += done
        elif threads:
            with _cond:
                if code not in _due:
                    _schedule(code, None, (updated_at + delay - now).total_seconds())
    return acted


def _first_request(**kwargs) -> None:
    start()


def start() -> None:
    """Starts the sweeps of this process (once; again if its scheduler died), and with
    PostgreSQL's bus its listener."""
    global _sweeping, _next_sweep
    if (_sweeping and _thread is not None and _thread.is_alive()) or mode() != "threads":
        return
    with _cond:
        if _sweeping and _thread is not None and _thread.is_alive():
            return
        _sweeping, _next_sweep = True, time.monotonic()
        _ensure_thread()
        _cond.notify()
    bus.listen()


def stop() -> None:
    """Stops this process's scheduler and forgets what was due (a test that is over; the next
    change or request starts it again)."""
    global _sweeping, _thread
    with _cond:
        _sweeping = False
        _heap.clear()
        _due.clear()
        thread, _thread = _thread, None
        if _stopping is not None:
            _stopping.set()
        _cond.notify_all()
    if thread is not None and thread is not threading.current_thread():
        thread.join(timeout=10)  # a move under way ends first


def scheduler_threads() -> int:
    """How many scheduler threads this process runs (one at most)."""
    return sum(1 for t in threading.enumerate() if t.name == THREAD_NAME)


def release_connection() -> None:
    """The scheduler's thread gives its database connection back."""
    if not connection.in_atomic_block:
        connection.close()
