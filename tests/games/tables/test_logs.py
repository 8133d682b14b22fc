"""A board's log rows come with its table (`Table.log_tail`): no process reads the log for them."""

from __future__ import annotations

import pytest
from django.db import transaction

from games.tables import logs, services
from games.tables.models import ActionLog, Table
from games.tables.services import SeatSpec

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(settings):
    settings.TABLES_BOT_RUNNER = "manual"
    seats = [SeatSpec(name=f"P{i}", player_token=f"jeton-{i}") for i in range(4)]
    return services.create_table(
        game="cle-de-sol", mode="network", seats=seats, options={"hints": True}, seed=24
    )


def _a_move(table):
    rules = services.rules_for(table)
    state = rules.from_json(table.state)
    seat = rules.stage(state).must[0]
    return seat, rules.legal_actions(state, seat)[-1]


def _moved(table) -> Table:
    """One move by whoever must act; the table as the database has it after."""
    seat, action = _a_move(table)
    assert services.play(table.code, seat, action, table.version).accepted
    return Table.objects.get(pk=table.pk)


def _shown(rows):
    return [(r.seq, r.seat, r.by_bot, r.events) for r in rows]


def _read_from_the_log(table):
    rows = ActionLog.objects.filter(table=table).order_by("-seq")[: logs.LOG_ROWS]
    return _shown(list(rows)[::-1])


def test_each_version_brings_its_log_rows_as_the_log_has_them(table, django_assert_num_queries):
    assert logs.recent_log(table) == []  # before the first move: nothing to read
    for _ in range(8):  # more moves than the rows a board shows
        table = _moved(table)  # as another process reads it
        logs.LOGS.clear()
        with django_assert_num_queries(0):
            kept = logs.recent_log(table)
        assert _shown(kept) == _read_from_the_log(table)
        assert len(kept) == min(table.version, logs.LOG_ROWS)


def test_the_writers_own_table_has_the_same_rows_as_a_read(table, django_assert_num_queries):
    """The move's answer is drawn from the table it wrote: its tail equals what a read gives."""
    for _ in range(3):
        seat, action = _a_move(table)
        result = services.play(table.code, seat, action, table.version)
        logs.LOGS.clear()
        with django_assert_num_queries(0):
            written = _shown(logs.recent_log(result.table))
        logs.LOGS.clear()
        assert written == _shown(logs.recent_log(Table.objects.get(pk=table.pk)))
        table = result.table


def test_a_table_older_than_the_tail_reads_its_log_until_its_next_move(
    table, django_assert_num_queries
):
    for _ in range(3):
        table = _moved(table)
    Table.objects.filter(pk=table.pk).update(log_tail=[])  # as the migration left it
    table = Table.objects.get(pk=table.pk)
    logs.LOGS.clear()
    with django_assert_num_queries(1):
        read = _shown(logs.recent_log(table))
    assert read == _read_from_the_log(table)
    table = _moved(table)
    assert [row["seq"] for row in table.log_tail] == [1, 2, 3, 4]
    logs.LOGS.clear()
    with django_assert_num_queries(0):
        kept = _shown(logs.recent_log(table))
    assert kept == _read_from_the_log(table)


def test_a_tail_of_another_version_is_never_shown(table, django_assert_num_queries):
    """A table refreshed without its tail (or any tail that is not its version's) is read."""
    for _ in range(2):
        table = _moved(table)
    table.log_tail = table.log_tail[:-1]  # the tail of version 1 beside version 2
    logs.LOGS.clear()
    with django_assert_num_queries(1):
        read = _shown(logs.recent_log(table))
    assert read == _read_from_the_log(table)


def test_a_move_rolled_back_leaves_neither_its_row_nor_its_tail(table):
    version = table.version
    seat, action = _a_move(table)
    with pytest.raises(RuntimeError), transaction.atomic():
        assert services.play(table.code, seat, action, version).accepted
        raise RuntimeError("the request failed after the move")
    table = Table.objects.get(pk=table.pk)
    assert table.version == version and table.log_tail == []
    assert not ActionLog.objects.filter(table=table).exists()
