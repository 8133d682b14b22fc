"""Bots are set going in one place (`bot_runner`): after each commit, and by a sweep that picks up
what was due while no process was there to hear of it; never because a page asked. They act in
the process's one scheduler thread, never in the thread that made the change."""

import sys
import threading
import time
from datetime import timedelta
from pathlib import Path

import pytest
from django.test import Client
from django.utils import timezone

from clesite.claims import TOKEN_KEY
from games.tables import bot_runner, bus, priority, services
from games.tables.models import ActionLog, Table
from games.tables.services import SeatSpec

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import netclient as net  # noqa: E402


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


def wait_for(check, what: str, seconds: float = 10):
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.02)


def bots_table(delay_ms: int, seed: int = 8) -> Table:
    seats = [SeatSpec(name="Léa", player_token="jeton-lea")]
    seats += [SeatSpec(name=f"B{i}", bot_level="simple") for i in (1, 2)]
    return services.create_table(
        game="cle-de-sol",
        mode="bots",
        seats=seats,
        options={"oldest_seat": 0, "bot_delay_ms": delay_ms},
        seed=seed,
    )


@pytest.mark.django_db(transaction=True)
def test_without_delay_the_scheduler_plays_the_bots_right_after_the_move(monkeypatch):
    acting: list[str] = []
    real = services.run_bots  # what the scheduler runs (`advance_bots` runs it too)

    def run_bots(code, *args, **kwargs):
        acting.append(threading.current_thread().name)
        return real(code, *args, **kwargs)

    monkeypatch.setattr(services, "run_bots", run_bots)
    table = bots_table(delay_ms=0)
    rules = services.rules_for(table)
    action = rules.legal_actions(rules.from_json(table.state), 0)[-1]
    started = time.monotonic()
    assert services.play(table.code, 0, action, table.version).accepted
    wait_for(lambda: bots_acted(table) >= 1, "the bots never played")
    assert time.monotonic() - started < 5  # at once: no sweep runs in this test
    assert acting and set(acting) == {bot_runner.THREAD_NAME}


@pytest.mark.django_db(transaction=True)
def test_no_bot_acts_in_the_thread_of_the_request(monkeypatch):
    """The move's request answers with the pupil's move; the bots follow from the scheduler."""
    acting: list[threading.Thread] = []
    real = services.run_bots  # what the scheduler runs (`advance_bots` runs it too)

    def run_bots(code, *args, **kwargs):
        acting.append(threading.current_thread())
        return real(code, *args, **kwargs)

    monkeypatch.setattr(services, "run_bots", run_bots)
    table = bots_table(delay_ms=0, seed=11)
    client = Client()
    session = client.session
    session[TOKEN_KEY] = "jeton-lea"
    session.save()
    board = client.get(f"/tables/{table.code}/", headers={"HX-Request": "true"}).content.decode()
    move = net.decisions(board)[0]
    before = len(acting)
    answer = client.post(f"/tables/{table.code}/jouer/", move, headers={"HX-Request": "true"})
    assert answer.status_code == 200 and not net.refused(answer.content.decode())
    wait_for(lambda: bots_acted(table) >= 1, "the bots never played")
    assert len(acting) > before
    assert threading.current_thread() not in acting
    assert all(t.name == bot_runner.THREAD_NAME for t in acting)


@pytest.mark.django_db(transaction=True)
def test_thousands_of_due_tables_one_scheduler_thread():
    bot_runner.stop()
    before = threading.active_count()
    for i in range(3000):  # tables that do not exist: each is due, read once, forgotten
        bus.hub.publish(f"NOPE{i:04d}", (1, 1), local=True)
    assert bot_runner.scheduler_threads() == 1
    assert threading.active_count() <= before + 1
    wait_for(lambda: not bot_runner._due, "the scheduler never went through the tables", 60)
    assert bot_runner.scheduler_threads() == 1


@pytest.mark.django_db(transaction=True)
def test_a_due_table_still_acts_after_a_newer_change_resets_it():
    """The bot's due time moves with each change; the old one, still in the heap, is passed
    over: the bot acts once, a full delay after the last change."""
    table = bot_first(delay_ms=2500, seed=5)
    time.sleep(0.5)  # due in two seconds (half a second left a loaded machine too little)
    reset = timezone.now()
    Table.objects.filter(pk=table.pk).update(revision=table.revision + 1, updated_at=reset)
    bus.hub.publish(table.code, (table.version, table.revision + 1), local=True)
    wait_for(lambda: bots_acted(table) == 1, "the bot never played after the reset")
    acted = ActionLog.objects.get(table=table, by_bot=True).created_at
    assert acted - reset >= timedelta(seconds=2.5)  # still for its whole delay since the reset
    time.sleep(1.2)
    assert bots_acted(table) == 1  # once: the old due time made no second move
    assert bot_runner.scheduler_threads() == 1


@pytest.mark.django_db(transaction=True)
def test_manual_mode_sets_nothing_going(settings):
    settings.TABLES_BOT_RUNNER = "manual"
    table = bot_first(delay_ms=0)
    time.sleep(0.5)
    assert bots_acted(table) == 0
    assert bot_runner.sweep() >= 1


@pytest.mark.django_db(transaction=True)
def test_only_the_process_that_wrote_sets_the_bots_going(monkeypatch):
    """Every process hears every change through LISTEN; only the writer schedules its bots
    (the others would read the table and try the same move in vain), the sweep covering a
    writer that stopped first."""
    scheduled: list[str] = []
    monkeypatch.setattr(
        bot_runner, "_schedule", lambda code, stamp, after_s: scheduled.append(code)
    )
    bot_runner.wake("ABCDE", (3, 1), local=False)  # another process's write
    assert scheduled == []
    bot_runner.wake("ABCDE", (3, 1), local=True)
    assert scheduled == ["ABCDE"]


@pytest.mark.django_db(transaction=True)
def test_after_a_bot_s_move_a_table_is_due_again_only_if_a_bot_may_act(settings):
    """A bot's move where a person must act next leaves nothing due: that person's move wakes
    the table. Two bots in a row: due again after the delay."""
    settings.TABLES_BOT_RUNNER = "manual"
    table = bots_table(delay_ms=500, seed=4)  # Léa, then two bots
    rules = services.rules_for(table)
    later = timezone.now() + timedelta(minutes=1)
    for _ in range(40):
        table.refresh_from_db()
        state = rules.from_json(table.state)
        if 0 in rules.stage(state).must:
            action = rules.legal_actions(state, 0)[-1]
            assert services.play(table.code, 0, action, table.version).accepted
            continue
        run = services.run_bots(table.code, now=later)
        later += timedelta(minutes=1)
        if not run.acted:
            continue
        table.refresh_from_db()
        stage = rules.stage(rules.from_json(table.state))
        bots_next = {1, 2} & (set(stage.must) | set(stage.may))
        assert run.more == bool(bots_next and table.status == Table.Status.PLAYING)
        if not run.more:
            return
    pytest.fail("no bot's move was followed by a person's turn")


@pytest.mark.django_db
def test_a_bot_lets_the_request_running_in_its_process_finish_first(monkeypatch):
    """A bot was to wait anyway; the pupil waiting for his move's answer was not (issue 24)."""
    order: list[str] = []

    class Watched(priority.Requests):
        def wait_quiet(self, longest: float = priority.YIELD_S) -> float:
            order.append("lets the requests finish")
            return super().wait_quiet(longest)

    real = services.run_bots

    def run_bots(code, *args, **kwargs):
        order.append("bot acts")
        return real(code, *args, **kwargs)

    monkeypatch.setattr(priority, "REQUESTS", Watched())
    monkeypatch.setattr(services, "run_bots", run_bots)
    table = bot_first(delay_ms=0)
    Table.objects.filter(pk=table.pk).update(updated_at=timezone.now() - timedelta(minutes=5))
    bot_runner._fire(table.code)
    assert order == ["lets the requests finish", "bot acts"] and bots_acted(table) >= 1


@pytest.mark.django_db
def test_the_load_client_lays_a_rythme_filled_by_three_notes():
    """CS-sheet-25: on a Rythme blanche, a noire and two croches go at once; the client of
    `make load` and of the two-server tests tried pairs only, found no move and failed in CI."""
    table = bots_table(delay_ms=0)
    rules = services.rules_for(table)
    state = rules.from_json(table.state)
    hand, top = ["N:C4:quarter", "N:D4:eighth", "N:E4:eighth", "H:C"], "R:half:1"
    deck = [c for h in state.hands for c in h] + state.draw_pile + state.pile_a + state.pile_b
    deck = [c for c in deck if c not in (*hand, top)]
    sizes = [len(h) for h in state.hands[1:]]
    state.hands = [hand, deck[: sizes[0]], deck[sizes[0] : sum(sizes)]]
    state.pile_a, state.pile_b, state.draw_pile = [top], [], deck[sum(sizes) :]
    state.turn, state.pending, state.window = 0, None, None
    Table.objects.filter(pk=table.pk).update(state=rules.to_json(state))
    assert {len(a.cards) for a in rules.legal_actions(state, 0)} == {3}  # the three notes only
    client = Client()
    session = client.session
    session[TOKEN_KEY] = "jeton-lea"
    session.save()
    board = client.get(f"/tables/{table.code}/", headers={"HX-Request": "true"}).content.decode()
    for move in net.decisions(board):
        answer = client.post(f"/tables/{table.code}/jouer/", move, headers={"HX-Request": "true"})
        if not net.refused(answer.content.decode()):
            assert sorted(move["cards"]) == sorted(hand[:3])
            return
    raise AssertionError("the client found no move that stands")
