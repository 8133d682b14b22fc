"""Every URL pattern and every form of the site, driven with hostile input by every role: no
answer is a 5xx, and a refused request (4xx) changes nothing stored (issue 25, "the suite").

Three passes, as guest, pupil of class A, teacher of class B and teacher of class A: a plain
GET of every real path (its forms are read for the next pass); `FUZZ_EXAMPLES` requests per
real path whose query or form is made hostile (`payloads`); and each path parameter in turn
given a hostile value. The requests are drawn from `FUZZ_SEED`: a failure is replayed by
running the test again. CI sends the default slice; `make fuzz` the long run.

The event stream (`tables:stream`) does not hang here: the test client is a single-threaded
WSGI caller, to which the view answers 204 at once (no stream; the page then polls), before it
reads the code. Its stream under ASGI is driven by tests/games/tables/test_network_servers.py.
"""

from __future__ import annotations

import logging
import time

import pytest

from .cast import ROLES, build_world, clients
from .routes import real_values, routes
from .runner import EXAMPLES, SEED, Fuzz

pytestmark = pytest.mark.django_db


@pytest.fixture
def quiet_request_log():
    """Thousands of refused requests would each log a warning (and a 500 its traceback,
    which the failure report quotes): the log says nothing the report does not."""
    loggers = [logging.getLogger(name) for name in ("django.request", "django.security")]
    levels = [log.level for log in loggers]
    for log in loggers:
        log.setLevel(logging.CRITICAL)
    yield
    for log, level in zip(loggers, levels, strict=True):
        log.setLevel(level)


def test_no_input_gets_a_5xx_nor_changes_anything_when_refused(settings, quiet_request_log):
    settings.DEBUG = False  # the production answers: error pages, not debug pages
    world = build_world()
    fuzz = Fuzz(clients(world))
    started = time.monotonic()
    every = [(route, real_values(route, world)) for route in routes()]
    for role in ROLES:
        for route, values in every:
            for real in values:
                fuzz.visit(role, route.path(real))
    for role in ROLES:
        for route, values in every:
            for real in values:
                fuzz.hostile_forms(role, route, route.path(real))
            if route.params:
                fuzz.hostile_paths(role, route, values[0])
    took = time.monotonic() - started
    print(
        f"\nfuzz: seed {SEED}, {EXAMPLES} examples, {len(every)} URL patterns, {len(ROLES)} "
        f"roles: {fuzz.sent} requests in {took:.1f} s; by status {dict(fuzz.by_status)}; "
        f"forms posting to {sorted(fuzz.harvest.by_route)}"
    )
    assert not fuzz.failures, fuzz.report()
