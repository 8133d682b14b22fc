"""Races at one table, fired for real: threads on the live database (SQLite here, PostgreSQL in
CI's second run) send the same move twice (a double click), two different moves of the player
whose turn it is, out-of-turn interceptions and stale moves, all against the same version.

Of the moves valid on that version exactly one wins, every other is refused with a reason; cards
are conserved and the log has exactly one row per version."""

import threading

import pytest
from django.db import connection, transaction

from games.tables import services
from games.tables.models import ActionLog, Table
from games.tables.services import SeatSpec

pytestmark = pytest.mark.django_db(transaction=True)


def people_table(seed: int, bots: int = 0) -> Table:
    seats = [SeatSpec(name=f"P{i}", player_token=f"token-{seed}-{i}") for i in range(3 - bots)]
    seats += [SeatSpec(name=f"B{i}", bot_level="simple") for i in range(bots)]
    return services.create_table(
        game="cle-de-sol",
        mode="network",
        seats=seats,
        options={"hints": True, "bot_delay_ms": 0},
        seed=seed,
    )


def fire(calls: list) -> list:
    """Runs every call at the same instant, each on its own thread and database connection."""
    barrier = threading.Barrier(len(calls))
    results: list = [None] * len(calls)

    def run(i: int, call) -> None:
        try:
            barrier.wait(timeout=30)
            results[i] = call()
        except Exception as error:  # reported by the test, not lost in a thread
            results[i] = error
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return results


def check_table(table: Table) -> None:
    """Read under the table's row lock: the bots' scheduler may be writing a move meanwhile."""
    with transaction.atomic():
        fresh = Table.objects.select_for_update().get(pk=table.pk)
        seqs = list(ActionLog.objects.filter(table=table).values_list("seq", flat=True))
    for name in ("state", "version", "status"):
        setattr(table, name, getattr(fresh, name))
    rules = services.rules_for(table)
    assert rules.check_invariants(rules.from_json(table.state)) == []
    assert seqs == list(range(1, table.version + 1)), "one log row per version, none lost"


def racing_calls(table: Table, read_first: bool = False) -> list:
    """`read_first`: each call brings the table as its page's view read it, with its seats, all
    at the same version (issue 24: the move is then written by one conditional UPDATE)."""
    rules = services.rules_for(table)
    state = rules.from_json(table.state)
    stage = rules.observation(state, None)["stage"]
    version = table.version
    seat = stage["must"][0]
    mine = rules.legal_actions(state, seat)
    calls = [(seat, mine[0], version), (seat, mine[0], version)]  # a double click
    if len(mine) > 1:
        calls.append((seat, mine[-1], version))  # the same player, another valid move
    for other in stage.get("may", ()):
        if other != seat:
            calls += [(other, a, version) for a in rules.legal_actions(state, other)[:1]]
    valid = len(calls)
    if version > 0:
        calls.append((seat, mine[0], version - 1))  # sent from a board one move old
    if read_first:
        seen = [(s, a, v, _read(table)) for s, a, v in calls]
        return [
            (lambda s=s, a=a, v=v, t=t: services.play(table.code, s, a, v, table=t))
            for s, a, v, t in seen
        ], valid
    return [(lambda s=s, a=a, v=v: services.play(table.code, s, a, v)) for s, a, v in calls], valid


def _read(table: Table) -> Table:
    """The table as a view reads it (`gate.table_for`): without a lock, its seats with it."""
    seen = Table.objects.prefetch_related("seats").get(pk=table.pk)
    list(seen.seats.all())
    return seen


@pytest.mark.parametrize("read_first", [False, True], ids=["locked", "read-first"])
def test_hundreds_of_racing_moves_one_winner_each_time_nothing_lost(read_first):
    races = fired = 0
    interceptions = 0
    table = people_table(seed=11)
    for round_ in range(400):
        if table.status == Table.Status.FINISHED:
            table = people_table(seed=100 + round_)
        calls, valid = racing_calls(table, read_first)
        version = table.version
        results = fire(calls)
        assert not [r for r in results if isinstance(r, Exception)], results
        winners = [r for r in results[:valid] if r.accepted]
        assert len(winners) == 1, f"round {round_}: {len(winners)} winners of {valid}"
        assert not any(r.accepted for r in results[valid:]), "a stale move was accepted"
        for lost in (r for r in results if not r.accepted):
            assert lost.refusal is not None and lost.refusal.code
            assert lost.refusal.why.render("fr")  # the player is told why
        check_table(table)
        assert table.version == version + 1
        races += 1
        fired += len(calls)
        interceptions += valid > 3
        if fired >= 900 and interceptions >= 3:
            break
    assert races >= 200 and fired >= 600


def test_bots_and_people_racing_stay_serialised():
    table = people_table(seed=5, bots=1)
    for _ in range(60):
        table.refresh_from_db()
        if table.status == Table.Status.FINISHED:
            break
        rules = services.rules_for(table)
        state = rules.from_json(table.state)
        calls = [lambda: services.advance_bots(table.code)] * 2
        for seat in (0, 1):
            for action in rules.legal_actions(state, seat)[:2]:
                calls.append(
                    lambda s=seat, a=action, v=table.version: services.play(table.code, s, a, v)
                )
        results = fire(calls)
        assert not [r for r in results if isinstance(r, Exception)], results
        check_table(table)
