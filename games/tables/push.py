"""The board fragment, rendered once per (table, stamp, viewer) in this process, and sent to a
page either as the answer of its GET or pushed on its event stream (`stream`).

The key is everything that makes two browsers' boards differ: the seat shown (and the hot seat's
waiting seats), the browser's claims (`network.Who`), the language. Two tabs of one seat, or a
class of spectators, share one render. Nothing per-session is in the fragment: the CSRF token is
the page's (`hx-headers` on `<body>`, and live.js gives the fragment's plain forms their hidden
field), so a cached fragment is right for whoever has the same key. A board with a refused
move's message is this browser's alone: never cached.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict

from django.http import HttpRequest
from django.template.loader import render_to_string
from django.utils.translation import get_language

from games.tables import access, network, presenters, services
from games.tables.bus import Stamp, merge
from games.tables.lru import Lru
from games.tables.models import Table
from games.tables.once import OneAtATime

CACHE_SIZE = 512
CHECK_SHARED_S = 10.0  # a table's stamp read by one stream's check serves the others this long


class Renders:
    """The rendered boards (a process's streams and views share them), with their hits counted."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        self._boards = Lru(size)
        self._count = threading.Lock()
        self.hits = self.misses = 0

    def get(self, key: tuple, count: bool = True) -> str | None:
        """The board cached under `key`; `count`: a look that counts as a hit or a render."""
        html = self._boards.get(key)
        if count:
            with self._count:
                if html is None:
                    self.misses += 1
                else:
                    self.hits += 1
        return html

    def put(self, key: tuple, html: str) -> None:
        self._boards.put(key, html)

    def clear(self) -> None:
        self._boards.clear()
        with self._count:
            self.hits = self.misses = 0


RENDERS = Renders()


class Tables:
    """The newest read of each table this process's streams watch: the streams woken by one
    change read the table once between them, not once each."""

    def __init__(self, size: int = 1024) -> None:
        self.size = size
        self._lock = threading.Lock()
        self._items: OrderedDict[str, Table] = OrderedDict()
        self._checked: OrderedDict[str, tuple[float, Stamp]] = OrderedDict()

    def stamp(self, code: str, fresh: bool = False) -> Stamp:
        """The table's stamp as the database has it, read at most once per `CHECK_SHARED_S`
        for all the streams of this process checking it (`fresh`: read now, after the bus
        lost notifications). Table.DoesNotExist when it is gone."""
        with self._lock:
            known = self._checked.get(code)
        if not fresh and known is not None and time.monotonic() - known[0] < CHECK_SHARED_S:
            return known[1]
        row = Table.objects.filter(code=code).values_list("version", "revision").first()
        if row is None:
            raise Table.DoesNotExist(code)
        with self._lock:
            self._checked[code] = (time.monotonic(), row)
            self._checked.move_to_end(code)
            while len(self._checked) > self.size:
                self._checked.popitem(last=False)
        return row

    def remember(self, table: Table) -> None:
        """A table read with its seats (`prefetch_related("seats")`), kept if newer."""
        with self._lock:
            known = self._items.get(table.code)
            if known is None or _newer(table, known):
                self._items[table.code] = table
            self._items.move_to_end(table.code)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def at(self, code: str, wanted: Stamp | None) -> Table:
        """The table at `wanted` or newer, from memory if it is there; read otherwise (always
        when `wanted` is None). Table.DoesNotExist when it is gone."""
        if wanted is None:
            return self._read(code)
        known = self._known(code, wanted)
        if known is not None:
            return known
        # The streams one change woke ask at once: one reads, the others then find it here.
        return READING.run(code, lambda: self._known(code, wanted) or self._read(code))

    def _known(self, code: str, wanted: Stamp) -> Table | None:
        with self._lock:
            known = self._items.get(code)
        if known is not None and merge((known.version, known.revision), wanted) == (
            known.version,
            known.revision,
        ):
            return known
        return None

    def _read(self, code: str) -> Table:
        table = Table.objects.with_seats(code)
        if table is None:
            raise Table.DoesNotExist(code)
        self.remember(table)
        return table

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._checked.clear()


def _newer(a: Table, b: Table) -> bool:
    """Whether `a` is a later read than `b` (a row rewritten without a new stamp included)."""
    sa, sb = (a.version, a.revision), (b.version, b.revision)
    if sa == sb:
        return a.updated_at > b.updated_at
    return merge(sa, sb) == sa


TABLES = Tables()
READING = OneAtATime()  # per table code
RENDERING = OneAtATime()  # per board's cache key


def table_at(code: str, wanted: Stamp | None) -> Table:
    return TABLES.at(code, wanted)


def remember(table: Table) -> None:
    TABLES.remember(table)


def context(request: HttpRequest, table: Table, refusal: dict | None = None, state=None):
    """The board's template, its context, and its cache key (None: not to be cached)."""
    presenter = presenters.for_game(table.game)
    rules = services.rules_for(table)
    decoded = [state]

    def current():
        if decoded[0] is None:
            decoded[0] = rules.from_json(table.state)
        return decoded[0]

    def acting() -> tuple[set[int], set[int]]:  # the public stage: who must, who may act
        stage = rules.observation(current(), None).get("stage") or {}
        return set(stage.get("must", ())), set(stage.get("may", ()))

    view = access.current_view(request, table, acting)
    who = network.who(request, table, view)
    lang = get_language()
    key = None
    if refusal is None:
        # `updated_at` too: a row rewritten without a new stamp (a test's scenario, an admin's
        # edit) is not shown as it was.
        key = (table.code, table.version, table.revision, table.updated_at, lang, view.seat)
        key += (tuple(view.own), tuple(view.waiting), who)

    def build() -> dict:
        state = current()
        board = presenter.board_context(
            table=table, rules=rules, state=state, view=view, lang=lang, refusal=refusal
        )
        board.update(network.board_extras(who, table, presenter, rules, state, lang))
        return board

    return presenter.board_template, build, key


def fragment(request: HttpRequest, table: Table, refusal: dict | None = None, state=None) -> str:
    """The board as htmx swaps it in: the same HTML for a GET and for a push."""
    template, build, key = context(request, table, refusal, state)
    if key is None:
        return _render(template, build)
    html = RENDERS.get(key)
    if html is None:
        # A move's answer and its mover's stream want the same board at once: one render.
        html = RENDERING.run(
            key, lambda: RENDERS.get(key, count=False) or _put(key, template, build)
        )
    return html


def _render(template: str, build) -> str:
    # No request: no context processor, hence no CSRF token in the fragment's forms.
    return render_to_string(template, {**build(), "csrf_token": "NOTPROVIDED"})


def _put(key: tuple, template: str, build) -> str:
    html = _render(template, build)
    RENDERS.put(key, html)
    return html


def stamp_event(stamp: Stamp) -> str:
    text = f"{stamp[0]}.{stamp[1]}"
    return f"id: {text}\nevent: stamp\ndata: {text}\n\n"


def board_event(stamp: Stamp, html: str) -> str:
    """The board as an SSE event: its lines as `data:` lines (the browser joins them again).
    String replacements, not a split into a list of lines: a board is some 30 kB, pushed to
    every seat after every move."""
    if "\r" in html:  # never from the templates; a scan is cheaper than two replacements
        html = html.replace("\r\n", "\n").replace("\r", "\n")
    text = html.replace("\n", "\ndata: ")
    return f"id: {stamp[0]}.{stamp[1]}\nevent: board\ndata: {text}\n\n"
