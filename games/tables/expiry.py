"""Tables that have had their time: a finished table after `TABLE_FINISHED_HOURS`, any table
after `TABLE_IDLE_HOURS` without a move or a seat taken (settings, from the environment).

An expired code opens nothing, as if it had never existed (`gate.table_for`). `expire_tables`
(the management command) then deletes the abandoned tables, those that never finished, with
their seats and action log. A finished table is kept: the class's dashboard counts games played
and won from its seats and outcome, and La Clé's rankings read it. Learning events are stored
apart (`classroom.LearningEvent`, filed under the pupil or the guest's token, with the table's
code as plain text): no expiry touches them.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from games.tables.models import Table


def idle_limit() -> timedelta:
    return timedelta(hours=settings.TABLE_IDLE_HOURS)


def finished_limit() -> timedelta:
    return timedelta(hours=settings.TABLE_FINISHED_HOURS)


def expired(table: Table, now: datetime | None = None) -> bool:
    now = now or timezone.now()
    quiet = now - table.updated_at
    if table.status == Table.Status.FINISHED:
        return quiet > finished_limit()
    return quiet > idle_limit()


def expired_tables(now: datetime | None = None):
    """Every expired table, as a query (the same rule as `expired`)."""
    now = now or timezone.now()
    return Table.objects.filter(
        Q(status=Table.Status.FINISHED, updated_at__lt=now - finished_limit())
        | Q(updated_at__lt=now - idle_limit())
    )


def abandoned(now: datetime | None = None):
    """Expired tables that never finished: what `expire_tables` deletes."""
    return expired_tables(now).exclude(status=Table.Status.FINISHED)


def delete_abandoned(now: datetime | None = None) -> int:
    """Deletes the abandoned tables (their seats and action logs go with them); returns how many
    tables. Learning events live elsewhere and stay."""
    _total, per_model = abandoned(now).delete()
    return per_model.get(Table._meta.label, 0)
