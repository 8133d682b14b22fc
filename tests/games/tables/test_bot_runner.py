"""Bots are set going in one place (`bot_runner`): after each commit, and by a sweep that picks up
what was due while no process was there to hear of it; never because a page asked."""

import time
from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from games.tables import bot_runner, services
from games.tables.models import ActionLog, Table
from games.tables.services import SeatSpec


def bot_first(delay_ms: int, seed: int = 3) -> Table:
    """A networked table whose first player (the oldest seat) is a bot; two guests."""
    seats = [SeatSpec(name="B0", bot_level="simple")]
    seats += [SeatSpec(name=f"P{i}", player_token=f"jeton-{seed}-{i}") for i in (1, 2)]
    return services.create_table(
        game="cle-de-sol",
        mode="network",
        seats=seats,
        options={"oldest_seat": 0, "bot_delay_ms": delay_ms},
        seed=seed,
    )


def bots_acted(table: Table) -> int:
    return ActionLog.objects.filter(table=table, by_bot=True).count()


@pytest.mark.django_db
def test_no_page_sets_a_bot_going_the_sweep_does():
    table = bot_first(delay_ms=0)
    Table.objects.filter(pk=table.pk).update(updated_at=timezone.now() - timedelta(minutes=5))
    for path in ("", "etat/?v=-1"):
        assert Client().get(f"/tables/{table.code}/{path}").status_code == 200
    assert bots_acted(table) == 0
    # The server restarted with the bot due: its first sweep lets it play, once.
    assert bot_runner.sweep() >= 1
    assert bots_acted(table) >= 1
    table.refresh_from_db()
    version = table.version
    assert bot_runner.sweep() == 0  # people to play now: nothing more, the same stamp passed by
    table.refresh_from_db()
    assert table.version == version


@pytest.mark.django_db
def test_the_sweep_waits_for_the_delay_of_stillness():
    table = bot_first(delay_ms=60_000)
    assert bot_runner.sweep() == 0
    assert bot_runner.sweep(now=timezone.now() + timedelta(minutes=2)) == 1
    assert bots_acted(table) == 1


@pytest.mark.django_db(transaction=True)
def test_a_new_table_with_a_bot_to_play_first_starts_with_nobody_asking():
    table = bot_first(delay_ms=150)
    deadline = time.monotonic() + 10
    while not bots_acted(table):
        assert time.monotonic() < deadline, "the bot never played"
        time.sleep(0.05)


@pytest.mark.django_db(transaction=True)
def test_without_delay_the_bots_have_played_when_the_move_returns():
    seats = [SeatSpec(name="Léa", player_token="jeton-lea")]
    seats += [SeatSpec(name=f"B{i}", bot_level="simple") for i in (1, 2)]
    table = services.create_table(
        game="cle-de-sol",
        mode="bots",
        seats=seats,
        options={"oldest_seat": 0, "bot_delay_ms": 0},
        seed=8,
    )
    rules = services.rules_for(table)
    action = rules.legal_actions(rules.from_json(table.state), 0)[-1]
    assert services.play(table.code, 0, action, table.version).accepted
    assert bots_acted(table) >= 1  # in the writer's thread, right after its commit


@pytest.mark.django_db(transaction=True)
def test_manual_mode_sets_nothing_going(settings):
    settings.TABLES_BOT_RUNNER = "manual"
    table = bot_first(delay_ms=0)
    time.sleep(0.5)
    assert bots_acted(table) == 0
    assert bot_runner.sweep() >= 1
