"""A board's log rows: the process that wrote a move keeps the new version's rows, no read."""

from __future__ import annotations

import pytest
from django.db import transaction

from games.tables import logs, services
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


def _shown(rows):
    return [(r.seq, r.seat, r.by_bot, r.events) for r in rows]


def test_the_writer_keeps_each_new_versions_rows_as_a_read_gives_them(
    table, django_capture_on_commit_callbacks, django_assert_num_queries
):
    logs.recent_log(table)  # the version before the first move: read once
    for _ in range(8):  # more moves than the rows a board shows
        seat, action = _a_move(table)
        with django_capture_on_commit_callbacks(execute=True):
            assert services.play(table.code, seat, action, table.version).accepted
        table.refresh_from_db()
        with django_assert_num_queries(0):
            kept = logs.recent_log(table)
        logs.LOGS.clear()
        read = logs.recent_log(table)
        assert _shown(kept) == _shown(read)
        assert len(read) == min(table.version, logs.LOG_ROWS)


def test_a_move_rolled_back_leaves_no_rows_behind(table, django_capture_on_commit_callbacks):
    logs.recent_log(table)
    version = table.version
    seat, action = _a_move(table)
    with (
        django_capture_on_commit_callbacks(execute=True),
        pytest.raises(RuntimeError),
        transaction.atomic(),
    ):
        assert services.play(table.code, seat, action, version).accepted
        raise RuntimeError("the request failed after the move")
    assert logs.LOGS.get((table.pk, version + 1)) is None
    table.refresh_from_db()
    assert table.version == version


def test_without_the_previous_versions_rows_nothing_is_kept(
    table, django_capture_on_commit_callbacks
):
    seat, action = _a_move(table)
    with django_capture_on_commit_callbacks(execute=True):
        assert services.play(table.code, seat, action, table.version).accepted
    assert logs.LOGS.get((table.pk, table.version + 1)) is None  # read when first shown
