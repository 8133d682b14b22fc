"""`Table.objects.with_seats`: a table and its seats in one query, as a prefetch gives them.

A move's request and each process whose streams show the move read a table this way (issue 24);
it fills the cache Django's prefetch fills, which is no public API: these tests say so if a
Django upgrade changes it.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.tables import services
from games.tables.models import Seat, Table
from games.tables.services import SeatSpec

pytestmark = pytest.mark.django_db

FIELDS = [f.attname for f in Table._meta.concrete_fields]
SEAT_FIELDS = [f.attname for f in Seat._meta.concrete_fields]


@pytest.fixture
def table(settings):
    settings.TABLES_BOT_RUNNER = "manual"
    seats = [SeatSpec(name=f"P{i}", player_token=f"jeton-{i}") for i in range(3)]
    seats.append(SeatSpec(name="Robot", bot_level="simple"))
    return services.create_table(
        game="cle-de-sol", mode="network", seats=seats, options={"hints": True}, seed=24
    )


def _fields(obj, names):
    return {name: getattr(obj, name) for name in names}


def test_a_table_and_its_seats_come_in_one_query_as_a_prefetch_gives_them(table):
    rules = services.rules_for(table)
    state = rules.from_json(table.state)
    seat = rules.stage(state).must[0]
    assert services.play(table.code, seat, rules.legal_actions(state, seat)[-1], 0).accepted
    expected = Table.objects.prefetch_related("seats").get(code=table.code)

    with CaptureQueriesContext(connection) as queries:
        read = Table.objects.with_seats(table.code)
        seats = list(read.seats.all())
        assert [s.table for s in seats] == [read] * 4
        assert all(s.table is read for s in seats)  # one table, not a copy per seat
        names = [s.shown_name for s in read.seats.all()]
    assert len(queries) == 1

    assert _fields(read, FIELDS) == _fields(expected, FIELDS)
    assert read.version == 1 and read.log_tail  # the move's state, not the first one
    assert [_fields(s, SEAT_FIELDS) for s in seats] == [
        _fields(s, SEAT_FIELDS) for s in expected.seats.all()
    ]
    assert [s.index for s in seats] == [0, 1, 2, 3]
    assert names == [s.shown_name for s in expected.seats.all()]


def test_the_seats_read_with_the_table_are_those_of_its_read_not_later_ones(table):
    read = Table.objects.with_seats(table.code)
    Seat.objects.filter(table=table, index=1).update(name="Plus tard")
    assert [s.name for s in read.seats.all()] == ["P0", "P1", "P2", "Robot"]
    assert read.seats.filter(index=1).get().name == "Plus tard"  # a new query, as with a prefetch


def test_an_unknown_code_is_none(table):
    assert Table.objects.with_seats("ZZZZZZ") is None
    assert Table.objects.with_seats("") is None


def test_a_table_with_no_seat_yet_comes_with_none(table):
    table.seats.all().delete()
    with CaptureQueriesContext(connection) as queries:
        read = Table.objects.with_seats(table.code)
        assert read.pk == table.pk
        assert list(read.seats.all()) == []
    assert len(queries) == 2  # the join found no row: the table alone
