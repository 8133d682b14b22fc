"""A person's request first, the streams' boards after (issue 24).

A process runs the views in one thread and the streams' boards in another (`stream.PUSHER`);
under the GIL the two share the CPU by turns of a few milliseconds, so a move's request took
about twice its own CPU whenever boards were being drawn for the other seats. The pupil who
moved waits for his answer; the others' boards can start a few milliseconds later. So the
streams' thread lets a running request finish before it draws a board, for at most `YIELD_S`,
and in all for at most `SHARE` of its time (`WINDOW_S` by `WINDOW_S`): on a server busy with
requests without a pause, the boards still get their half. The bots' scheduler
(`bot_runner`) waits the same way before a bot acts.
"""

from __future__ import annotations

import threading
import time

YIELD_S = 0.03
WINDOW_S = 0.2
SHARE = 0.5


class Requests:
    """How many requests this process is answering right now."""

    def __init__(self) -> None:
        self._quiet = threading.Condition()
        self._running = 0
        self._window = (0.0, 0.0)  # when the current window began, how long was waited in it

    def enter(self) -> None:
        with self._quiet:
            self._running += 1

    def leave(self) -> None:
        with self._quiet:
            self._running -= 1
            if not self._running:
                self._quiet.notify_all()

    def running(self) -> int:
        with self._quiet:
            return self._running

    def wait_quiet(self, longest: float = YIELD_S) -> float:
        """Until no request runs, for at most `longest` seconds and what is left of this
        window's share; the time waited."""
        started = time.monotonic()
        with self._quiet:
            began, waited = self._window
            if started - began > WINDOW_S:
                began, waited = started, 0.0
            ends = started + min(longest, WINDOW_S * SHARE - waited)
            while self._running:
                left = ends - time.monotonic()
                if left <= 0:
                    break
                self._quiet.wait(left)
            spent = time.monotonic() - started
            self._window = (began, waited + spent)
        return spent


REQUESTS = Requests()


class RequestsFirst:
    """Middleware: counts the requests this process is answering (`REQUESTS`)."""

    def __init__(self, get_response) -> None:
        self.get_response = get_response

    def __call__(self, request):
        REQUESTS.enter()
        try:
            return self.get_response(request)
        finally:
            REQUESTS.leave()
