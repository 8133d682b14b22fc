"""The last rows of a table's log, as its boards show them: read once per table and version in
a process, or kept by the process that wrote them (issue 24).

A board shows the log as of its table's version (row `seq` n made version n): a board rendered
from a table read a moment ago never shows a later move's line (a card drawn since would be
named beside a state that still has it in the pile). The log up to a version never changes, so
every board of that version in a process, the move's answer and the streams' pushes alike,
shares one read. The process that wrote a move knows its row: once the move is committed, the
rows of the new version are the previous version's and this one, with no read at all.
"""

from __future__ import annotations

import json

from django.db import transaction

from games.tables.lru import Lru
from games.tables.models import ActionLog, Table
from games.tables.once import OneAtATime

LOG_ROWS = 6
SHOWN = ("seq", "seat", "by_bot", "events")  # what a board's log reads of a row


def recent_log(table: Table) -> list[ActionLog]:
    """The log's last rows as of the table's version, oldest first."""
    key = (table.pk, table.version)
    rows = LOGS.get(key)
    if rows is None:  # the streams a change woke render at once: one of them reads
        rows = LOGS.reading.run(key, lambda: LOGS.read(table))
    return rows


class Logs:
    """The recent log rows by (table, version), a small LRU (thread-safe)."""

    def __init__(self, size: int = 1024) -> None:
        self.reading = OneAtATime()
        self._rows = Lru(size)

    def get(self, key: tuple) -> list[ActionLog] | None:
        return self._rows.get(key)

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

    def written(self, row: ActionLog) -> None:
        """A committed move's row: the new version's rows, if the previous version's are here."""
        before = self.get((row.table_id, row.seq - 1))
        if before is None:
            return
        # As a read would give it: its events through JSON (a tuple becomes a list).
        events = json.loads(json.dumps(row.events))
        kept = ActionLog(pk=row.pk, table_id=row.table_id, seq=row.seq, seat=row.seat,
                         by_bot=row.by_bot, events=events)  # fmt: skip
        self._rows.put((row.table_id, row.seq), [*before, kept][-LOG_ROWS:], replace=False)

    def clear(self) -> None:
        self._rows.clear()


LOGS = Logs()


def on_move_committed(sender, log: ActionLog | None = None, **kwargs) -> None:
    """`signals.move_committed`: the row is kept once its transaction commits (a move rolled
    back leaves nothing behind); a failure here is logged, never the move's (`robust`)."""
    if log is not None and log.seq is not None:
        transaction.on_commit(lambda: LOGS.written(log), robust=True)
