"""Sends the fuzz's requests and judges each answer: no 5xx, and a 4xx changes nothing.

Each request runs in a savepoint rolled back after it (and the client's cookies are put back):
every request meets the same world, so a request that deleted the pupil or archived the class
does not hide the next one's failure, and a refused request's snapshot is compared with the
one taken once before the first request.
"""

from __future__ import annotations

import copy
import os
import random
import traceback
from collections import defaultdict
from dataclasses import dataclass, field

from django.core.signals import got_request_exception, request_finished
from django.db import close_old_connections, transaction
from django.test import Client

from . import payloads
from .forms import TABLE_MOVES, Harvest
from .routes import Route
from .state import differences, snapshot

SEED = int(os.environ.get("FUZZ_SEED", "25"))
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "2"))


def _close_unread(response) -> None:
    """A streaming answer (a CSV, an event stream) closed without reading it; Django's
    `request_finished` must not close the test's database connection meanwhile (the test
    client's own wrapper does the same when a stream is read to its end)."""
    request_finished.disconnect(close_old_connections)
    try:
        response.close()
    finally:
        request_finished.connect(close_old_connections)


@dataclass
class Failure:
    what: str  # "500" or "changed state"
    request: str
    detail: str


@dataclass
class Fuzz:
    clients: dict[str, Client]
    harvest: Harvest = field(default_factory=Harvest)
    failures: list[Failure] = field(default_factory=list)
    sent: int = 0
    by_status: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    methods: dict[tuple[str, str], list[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.baseline = snapshot()
        self._exception: str = ""

    def _heard(self, sender, request=None, **kwargs) -> None:
        """The traceback's last lines of the exception behind a 500."""
        self._exception = "".join(traceback.format_exc(limit=-4))[-1500:]

    def send(self, role: str, method: str, path: str, body=None, htmx=False):
        """One request, judged (a 5xx, or a 4xx that changed something, is a failure)."""
        client = self.clients[role]
        cookies = copy.deepcopy(client.cookies)
        extra = {"HTTP_HX_REQUEST": "true"} if htmx else {}
        data = body.data if body else b""
        content_type = body.content_type if body else "application/octet-stream"
        self._exception = ""
        got_request_exception.connect(self._heard)
        try:
            with transaction.atomic():
                response = client.generic(method, path, data, content_type, **extra)
                changed = []
                if 400 <= response.status_code < 500:
                    changed = differences(self.baseline, snapshot())
                transaction.set_rollback(True)
        finally:
            got_request_exception.disconnect(self._heard)
            client.cookies = cookies
        if response.streaming:
            _close_unread(response)
        self.sent += 1
        self.by_status[response.status_code] += 1
        said = f"{method} {path[:300]} as {role}" + (" (htmx)" if htmx else "")
        if body:
            said += f" with {body.describe()}"
        if response.status_code >= 500:
            self.failures.append(Failure(str(response.status_code), said, self._exception))
        elif changed:
            self.failures.append(Failure("changed state", said, "; ".join(changed)))
        return response

    # --- the three passes ---------------------------------------------------------------------

    def visit(self, role: str, path: str) -> None:
        """A plain GET and an empty POST of a real path: its forms feed the next pass, which
        sends only the methods the path does not refuse with a 405."""
        posted = self.send(role, "POST", path)
        response = self.send(role, "GET", path)
        allowed = [m for m, r in (("GET", response), ("POST", posted)) if r.status_code != 405]
        self.methods[(role, path)] = allowed or ["GET", "POST"]
        html = "html" in response.get("Content-Type", "")
        if response.status_code == 200 and html and not response.streaming:
            self.harvest.add(path, response.content.decode(errors="replace"))

    def hostile_forms(self, role: str, route: Route, path: str) -> None:
        """`EXAMPLES` requests to a real path: the query or the form made hostile."""
        rng = random.Random(f"{SEED}:{role}:{path}")
        for _ in range(EXAMPLES):
            fields = self._fields(rng, route)
            htmx = rng.random() < 0.3
            if rng.choice(self.methods.get((role, path), ("GET", "POST"))) == "GET":
                self.send(role, "GET", f"{path}?{payloads.query(rng, fields)}", htmx=htmx)
            else:
                self.send(role, "POST", path, payloads.body(rng, fields), htmx=htmx)

    def hostile_paths(self, role: str, route: Route, real: dict[str, str]) -> None:
        """Each parameter of the pattern in turn made hostile, the others real."""
        rng = random.Random(f"{SEED}:{role}:{route.key}:path")
        for _ in range(max(1, EXAMPLES // 2)):
            for param, kind in zip(route.params, route.kinds, strict=True):
                values = {**real, param: payloads.path_value(rng, kind)}
                path = route.path(values)
                method = rng.choice(("GET", "POST"))
                body = payloads.body(rng, self._fields(rng, route)) if method == "POST" else None
                self.send(role, method, path, body)

    def _fields(self, rng: random.Random, route: Route) -> list[tuple[str, str]]:
        """One value per field name, among those the forms offered (or a hostile move)."""
        offered: dict[str, list[str]] = defaultdict(list)
        for name, value in self.harvest.fields(route.key):
            offered[name].append(value)
        if route.key == "tables:play":
            for name, values in TABLE_MOVES.items():
                offered[name] += values
        if not offered:
            return [(name, "1") for name in rng.sample(payloads.QUERY_NAMES, 2)]
        return [(name, rng.choice(values)) for name, values in offered.items()]

    def report(self) -> str:
        """The failures, grouped by what failed and where, three examples each."""
        groups: dict[tuple, list[Failure]] = defaultdict(list)
        for f in self.failures:
            groups[(f.what, f.request.split(" as ")[0].split("?")[0], f.detail[-300:])].append(f)
        lines = [
            f"{len(self.failures)} failures in {self.sent} requests "
            f"(replay: FUZZ_SEED={SEED} FUZZ_EXAMPLES={EXAMPLES}):"
        ]
        for (what, _where, _tail), found in groups.items():
            lines.append(f"\n== {what} x{len(found)}")
            lines += [f"  {f.request}" for f in found[:3]]
            lines.append("  " + found[0].detail.replace("\n", "\n  "))
        return "\n".join(lines)
