"""The last rows of a table's log, as its boards show them, without reading the log (issue 24).

A board shows the log as of its table's version (row `seq` n made version n): a board rendered
from a table read a moment ago never shows a later move's line (a card drawn since would be
named beside a state that still has it in the pile). The move that makes a version writes the
log's last rows into the table's own row (`Table.log_tail`), in the same UPDATE as the state:
whoever reads the table, the move's answer and every stream's push in every process, has its
log with it. A table without a tail that fits its version (one older than the tail) has its
rows read from the log, once per version and process, until its next move writes one.
"""

from __future__ import annotations

import json

from games.tables.lru import Lru
from games.tables.models import ActionLog, Table
from games.tables.once import OneAtATime

LOG_ROWS = 6
SHOWN = ("seq", "seat", "by_bot", "events")  # what a board's log reads of a row


def recent_log(table: Table) -> list[ActionLog]:
    """The log's last rows as of the table's version, oldest first."""
    key = (table.pk, table.version)
    rows = LOGS.get(key)
    if rows is not None:
        return rows
    tail = fitting_tail(table)
    if tail is not None:
        rows = [ActionLog(table_id=table.pk, **row) for row in tail]
        LOGS.put(key, rows)
        return rows
    # the streams a change woke render at once: one of them reads
    return LOGS.reading.run(key, lambda: LOGS.read(table))


def fitting_tail(table: Table) -> list[dict] | None:
    """The table's tail if it is the log as of its version (None: it must be read)."""
    tail = table.log_tail
    if not tail:
        return [] if table.version == 0 else None
    return tail if tail[-1]["seq"] == table.version else None


def next_tail(table: Table, seq: int, seat: int, by_bot: bool, events: list) -> list[dict]:
    """The tail of version `seq`, made by this row: the table's tail and the row."""
    before = fitting_tail(table)
    if before is None:  # a table older than the tail: its rows read once, at its next move
        before = [{name: getattr(row, name) for name in SHOWN} for row in recent_log(table)]
    # As a read of the table gives it: through JSON (a tuple becomes a list)
    row = json.loads(json.dumps({"seq": seq, "seat": seat, "by_bot": by_bot, "events": events}))
    return [*before, row][-LOG_ROWS:]


class Logs:
    """The recent log rows by (table, version), a small LRU (thread-safe)."""

    def __init__(self, size: int = 1024) -> None:
        self.reading = OneAtATime()
        self._rows = Lru(size)

    def get(self, key: tuple) -> list[ActionLog] | None:
        return self._rows.get(key)

    def put(self, key: tuple, rows: list[ActionLog]) -> None:
        self._rows.put(key, rows)

    def read(self, table: Table) -> list[ActionLog]:
        """The rows as kept (another thread may have just read them), else from the database."""
        kept = self.get((table.pk, table.version))
        if kept is not None:
            return kept
        rows = ActionLog.objects.filter(table=table, seq__lte=table.version).order_by("-seq")
        # What a board's log shows (`visible_events`): not the move's learning events, nor its
        # action, the largest fields of the row.
        rows = list(rows.only(*SHOWN)[:LOG_ROWS])[::-1]
        self._rows.put((table.pk, table.version), rows)
        return rows

    def clear(self) -> None:
        self._rows.clear()


LOGS = Logs()
