"""A running request first: the streams' thread waits for it, for a bounded time (issue 24)."""

from __future__ import annotations

import threading
import time

from django.test import Client

from games.tables import priority
from games.tables.priority import REQUESTS, Requests


def test_no_request_running_no_wait():
    requests = Requests()
    assert requests.wait_quiet(1.0) < 0.05


def test_the_streams_thread_waits_for_the_running_request_to_end(monkeypatch):
    monkeypatch.setattr(priority, "WINDOW_S", 20.0)  # a share far longer than the request
    requests = Requests()
    requests.enter()
    threading.Timer(0.1, requests.leave).start()
    waited = requests.wait_quiet(5.0)
    assert 0.05 < waited < 4.0
    assert requests.running() == 0  # ended by the request's end


def test_a_stream_of_requests_never_starves_the_boards():
    requests = Requests()
    requests.enter()  # never leaves
    started = time.monotonic()
    requests.wait_quiet(0.05)
    assert time.monotonic() - started < 1.0
    requests.leave()


def test_requests_without_a_pause_leave_the_boards_at_least_their_share():
    requests = Requests()
    requests.enter()  # a server never without a request
    started = time.monotonic()
    waited = sum(requests.wait_quiet(0.03) for _ in range(20))  # 20 boards in a row
    elapsed = time.monotonic() - started
    requests.leave()
    assert waited <= 0.1 * (1 + elapsed / 0.2) + 0.05  # at most half of each 0.2 s window
    assert waited < 0.6 * 0.03 * 20


def test_every_request_is_counted_while_it_runs_and_no_longer(db):
    seen = []
    original = REQUESTS.enter

    def enter():
        original()
        seen.append(REQUESTS.running())

    REQUESTS.enter = enter
    try:
        Client().get("/sante/")
        Client().get("/pas-de-page-ici/")
    finally:
        del REQUESTS.enter
    assert seen == [1, 1]
    assert REQUESTS.running() == 0
