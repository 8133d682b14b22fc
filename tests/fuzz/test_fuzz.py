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

import time

import pytest

from .cast import ROLES, build_world, clients
from .routes import real_values, routes
from .runner import EXAMPLES, SEED, Fuzz

pytestmark = pytest.mark.django_db


def test_no_input_gets_a_5xx_nor_changes_anything_when_refused(settings):
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
        f"roles: {fuzz.sent} requests in {took:.1f} s; by status {dict(fuzz.by_status)}"
    )
    assert not fuzz.failures, fuzz.report()
