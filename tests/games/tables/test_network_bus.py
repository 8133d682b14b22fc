"""The in-process bus: a stamp announced inside a write reaches waiting streams once the write
commits (never when it rolls back), whether they wait on a thread or in an event loop."""

import asyncio
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import transaction

from games.tables import bus


def in_a_loop(coroutine):
    """`asyncio.run` on a thread of its own (a browser test may have left one running here)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def test_stamps_only_grow_counter_by_counter():
    assert bus.merge((3, 1), (2, 4)) == (3, 4)
    assert bus.merge(None, (1, 0)) == (1, 0)
    assert bus.merge((1, 0), None) == (1, 0)


def test_a_thread_waiting_on_a_table_wakes_when_it_changes():
    hub = bus.Hub()
    sub = hub.subscribe("ABCDE")
    other = hub.subscribe("XYZ34")
    threading.Timer(0.05, hub.publish, args=("ABCDE", (4, 1))).start()
    started = time.monotonic()
    assert sub.wait_blocking(5) == ((4, 1), False)
    assert time.monotonic() - started < 1
    assert other.wait_blocking(0.01) == (None, False)  # another table's news is not its own
    hub.unsubscribe(sub)
    hub.unsubscribe(other)
    assert hub.count() == 0


def test_a_coroutine_waiting_on_a_table_wakes_when_a_thread_publishes():
    hub = bus.Hub()
    sub = hub.subscribe("ABCDE")

    async def wait():
        threading.Timer(0.05, hub.publish, args=("ABCDE", (7, 2))).start()
        started = time.monotonic()
        heard = await sub.wait(5)
        return heard, time.monotonic() - started

    heard, waited = in_a_loop(wait())
    assert heard == ((7, 2), False) and waited < 1
    assert in_a_loop(sub.wait(0.01)) == (None, False)  # nothing new: times out


def test_a_listener_reconnecting_asks_every_stream_to_read_its_table_again():
    hub = bus.Hub()
    sub = hub.subscribe("ABCDE")
    hub.resync_all()
    assert sub.wait_blocking(1) == (None, True)


@pytest.mark.django_db(transaction=True)
def test_a_stamp_is_announced_at_commit_and_never_for_a_rolled_back_write():
    sub = bus.subscribe("ABCDE")
    try:
        with transaction.atomic():
            bus.announce("ABCDE", 1, 0)
            assert sub.wait_blocking(0.01) == (None, False)  # not before the commit
        assert sub.wait_blocking(1) == ((1, 0), False)
        with pytest.raises(RuntimeError), transaction.atomic():
            bus.announce("ABCDE", 2, 0)
            raise RuntimeError("the write fails")
        assert sub.wait_blocking(0.05) == (None, False)
    finally:
        bus.unsubscribe(sub)


def test_a_process_passes_over_the_echo_of_its_own_notifications(monkeypatch):
    """Its own writes woke its streams at their commit: the LISTEN echo would wake them twice.
    Another process's notification (or one saying no writer) is heard; a garbled one ignored."""
    hub = bus.Hub()
    monkeypatch.setattr(bus, "hub", hub)
    sub = hub.subscribe("ABCDE")
    bus._deliver(f"ABCDE 5 1 {bus.origin()}")
    assert sub.wait_blocking(0.01) == (None, False)
    bus._deliver("ABCDE 5 1 0123456789abcdef")
    assert sub.wait_blocking(1) == ((5, 1), False)
    bus._deliver("ABCDE 6 1")
    assert sub.wait_blocking(1) == ((6, 1), False)
    bus._deliver("ABCDE 7 1 a b")
    bus._deliver("ABCDE seven 1")
    assert sub.wait_blocking(0.01) == (None, False)
