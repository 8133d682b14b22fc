"""Issue 24: each seat's event stream pushes its own new board (`event: board`), the very HTML its
GET would get, rendered once per table, stamp and viewer; a page that missed messages catches up
from its stamp; presence is kept in memory and written in batches; a waiting stream does nothing
with the database (through the test server's WSGI path, and the ASGI coroutine)."""

import asyncio
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest
from django.contrib.auth.models import AnonymousUser
from django.db import connection
from django.test import Client, RequestFactory
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from games.tables import bus, presence, push, seating, services, stream
from games.tables.models import Table

from .test_network import THREADED, join, new_network_table
from .test_network_hidden import stream_events as events_of

pytestmark = pytest.mark.django_db(transaction=True)  # the streams read in threads of their own


def read(client: Client, code: str, query: str = "", **headers) -> list[tuple[str, str, str]]:
    response = client.get(f"/tables/{code}/flux/{query}", **THREADED, **headers)
    assert response.status_code == 200
    return events_of(b"".join(response.streaming_content).decode())


def fetched(client: Client, code: str) -> str:
    return client.get(f"/tables/{code}/etat/?v=-1", HTTP_HX_REQUEST="true").content.decode()


def stamp(table: Table) -> str:
    table.refresh_from_db()
    return f"{table.version}.{table.revision}"


@pytest.fixture
def short_streams(monkeypatch):
    monkeypatch.setattr(stream, "WSGI_LIFETIME_S", 0.3)


@pytest.fixture
def table_of_three(client, short_streams):
    """Léa's table: Tom took the free seat, a bot plays the third; a spectator looks on."""
    table = new_network_table(client)
    tom, spectator = Client(), Client()
    join(tom, table, "Tom")
    spectator.get(f"/tables/{table.code}/")
    table.refresh_from_db()
    assert table.status == Table.Status.PLAYING
    return table, {0: client, 1: tom, None: spectator}


def test_each_stream_pushes_its_own_seat_s_board_and_no_other_hand(table_of_three):
    table, clients = table_of_three
    rules = services.rules_for(table)
    state = rules.from_json(table.state)
    for seat, client in clients.items():
        [(kind, ident, html)] = read(client, table.code, "?v=-1.-1")
        assert (kind, ident) == ("board", stamp(table))
        assert html == fetched(client, table.code)  # exactly what its GET gives this browser
        leaked = [c for c in rules.secret_ids(state, seat) if f'"{c}"' in html]
        assert leaked == [], f"seat {seat}'s stream carried hidden cards {leaked}"
        own = state.hands[seat] if seat is not None else []
        assert all(f'"{c}"' in html for c in own)  # and its own hand, whole
        assert ('class="hand"' in html) == (seat is not None)  # a spectator's: no hand
        assert "csrfmiddlewaretoken" not in html  # nothing of the session in a shared render


def test_a_change_is_pushed_to_a_page_while_its_stream_is_open(table_of_three, monkeypatch):
    monkeypatch.setattr(stream, "WSGI_LIFETIME_S", 3.0)
    table, clients = table_of_three
    before = stamp(table)
    got: list = []
    reader = threading.Thread(
        target=lambda: got.extend(read(clients[0], table.code, f"?v={before}"))
    )
    reader.start()
    time.sleep(0.5)  # Léa's page waits on its stream
    assert seating.stand_in(table.code, 1, name="Tom").seat == 1  # Tom's seat goes to a bot
    reader.join(timeout=10)
    connection.close()
    [(kind, ident, html)] = got
    assert (kind, ident) == ("board", stamp(table)) and ident != before
    assert html == fetched(clients[0], table.code)


def test_a_page_that_missed_messages_catches_up_from_its_stamp(table_of_three):
    table, clients = table_of_three
    lea = clients[0]
    old = stamp(table)
    seating.stand_in(table.code, 1, name="Tom")  # while Léa's stream was away
    now = stamp(table)
    [(kind, ident, html)] = read(lea, table.code, f"?v={old}")
    assert (kind, ident) == ("board", now) and html == fetched(lea, table.code)
    assert read(lea, table.code, f"?v={now}") == []  # up to date: nothing to send
    # The browser's reconnection says the last event it heard (Last-Event-ID): it wins over ?v=.
    assert read(lea, table.code, f"?v={old}", HTTP_LAST_EVENT_ID=now) == []
    assert read(lea, table.code, f"?v={now}", HTTP_LAST_EVENT_ID=old)[0][:2] == ("board", now)


def test_a_board_that_cannot_be_rendered_is_announced_by_its_stamp(table_of_three, monkeypatch):
    table, clients = table_of_three

    def broken(*args, **kwargs):
        raise RuntimeError("a template fails")

    monkeypatch.setattr(push, "fragment", broken)
    assert read(clients[1], table.code, "?v=-1.-1") == [("stamp", stamp(table), stamp(table))]


def test_one_render_serves_every_viewer_alike(table_of_three):
    table, clients = table_of_three
    other_spectator = Client()
    other_spectator.get(f"/tables/{table.code}/")
    push.RENDERS.clear()
    spectators = [clients[None], other_spectator]
    boards = [fetched(c, table.code) for c in spectators]
    boards += [data for c in spectators for _kind, _id, data in read(c, table.code, "?v=-1.-1")]
    assert len(set(boards)) == 1 and (push.RENDERS.misses, push.RENDERS.hits) == (1, 3)
    tom_in_a_second_tab = Client()
    tom_in_a_second_tab.cookies = clients[1].cookies
    assert fetched(clients[1], table.code) == fetched(tom_in_a_second_tab, table.code)
    assert push.RENDERS.misses == 2  # Tom's board: one more render, for both his tabs
    # The whole page (it works without JavaScript) keeps its forms' CSRF token.
    assert "csrfmiddlewaretoken" in clients[1].get(f"/tables/{table.code}/").content.decode()


def test_a_board_with_a_refused_move_is_its_pupil_s_alone(table_of_three):
    table, clients = table_of_three
    rules = services.rules_for(table)
    state = rules.from_json(table.state)
    seat = next(s for s in (0, 1) if s not in rules.observation(state, None)["stage"]["must"])
    push.RENDERS.clear()
    answer = clients[seat].post(
        f"/tables/{table.code}/jouer/",
        {"seat": seat, "version": table.version, "kind": "play", "cards": "nothing"},
        HTTP_HX_REQUEST="true",
    )
    assert 'class="refusal' in answer.content.decode()
    assert push.RENDERS.misses == 0  # not cached: nobody else gets this message


def test_a_stream_keeps_its_seat_present_and_a_closed_one_goes_away(table_of_three):
    table, _clients = table_of_three
    lea, tom = (table.seats.get(index=i) for i in (0, 1))
    presence.PRESENCE.attach(table.code, [lea.pk])  # Léa's stream is open, Tom's page is gone
    later = timezone.now() + seating.AWAY + timedelta(seconds=5)
    presence.PRESENCE.flush(now=later)
    lea.refresh_from_db()
    tom.refresh_from_db()
    assert lea.last_seen == later and not lea.away
    assert tom.away and not tom.stand_in  # the others see him away
    presence.PRESENCE.detach([lea.pk])
    assert lea.pk in presence.PRESENCE.present()  # seen until the next batch is written
    presence.PRESENCE.flush(now=later)
    assert presence.PRESENCE.present() == {}


def test_two_processes_each_keep_their_own_seats_present(table_of_three):
    """With two server processes (`TABLES_BUS=postgres`) each writes the seats whose streams it
    holds; neither marks the other's away, and a seat no process holds goes away."""
    table, _clients = table_of_three
    lea, tom = (table.seats.get(index=i) for i in (0, 1))
    first, second = presence.Presence(), presence.Presence()
    first.attach(table.code, [lea.pk])
    second.attach(table.code, [tom.pk])
    step = seating.SEEN_REFRESH + timedelta(seconds=15)  # each flushes more often than that
    at = timezone.now()
    for _ in range(4):  # past AWAY: both seats would have gone away unwritten
        at += step
        second.flush(now=at)
        first.flush(now=at)
        assert not table.seats.filter(away=True).exists()
    second.detach([tom.pk])  # Tom's page closes
    for _ in range(3):
        at += step
        second.flush(now=at)
        first.flush(now=at)
    assert table.seats.get(index=1).away and not table.seats.get(index=0).away


def test_a_stream_opened_before_a_reset_leaves_the_new_presence_alone():
    """A stream that outlives a reset (a test's stream ending in its own thread after the
    next test began) neither takes away a seat attached since nor leaves its own behind."""
    seats = presence.Presence()
    era = seats.attach("OLDTABLE", [697, 698])
    seats.reset()
    seats.attach("NEWTABLE", [698])
    seats.detach([697, 698], era)
    assert seats.present() == {698: "NEWTABLE"}


def test_a_stream_s_seats_are_present_while_it_is_open(table_of_three, monkeypatch):
    monkeypatch.setattr(stream, "WSGI_LIFETIME_S", 1.0)
    table, clients = table_of_three
    reader = threading.Thread(target=read, args=(clients[1], table.code, "?v=-1.-1"))
    reader.start()
    tom = table.seats.get(index=1)
    deadline = time.monotonic() + 5  # the stream opens in its thread: on a busy machine, late
    while not presence.PRESENCE.present() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert presence.PRESENCE.present() == {tom.pk: table.code}
    reader.join(timeout=10)
    connection.close()


def test_a_waiting_stream_does_nothing_with_the_database(table_of_three, monkeypatch):
    """Under ASGI: heartbeats with nothing new borrow no thread (the synchronous `update` is
    not called, but every third beat); the table changing, it is called once, and pushes the
    board."""
    table, clients = table_of_three
    monkeypatch.setattr(stream, "HEARTBEAT_S", 0.05)
    monkeypatch.setattr(presence.PRESENCE, "next_flush", float("inf"))
    calls = []
    update = stream.Stream.update

    def counted(self, *args):
        calls.append(args)
        return update(self, *args)

    monkeypatch.setattr(stream.Stream, "update", counted)
    request = RequestFactory().get("/")
    request.session, request.user = clients[0].session, AnonymousUser()
    table = Table.objects.prefetch_related("seats").get(pk=table.pk)
    opened = stream.Stream.open(request, table, (table.version, table.revision))
    sub = bus.hub.subscribe(table.code)

    async def listen(seconds: float) -> list[str]:
        chunks = []
        body = stream.aevents(sub, opened)
        ends = time.monotonic() + seconds
        try:
            while time.monotonic() < ends:
                chunks.append(await asyncio.wait_for(body.__anext__(), seconds))
        except TimeoutError:
            pass
        finally:
            await body.aclose()
        return chunks

    with ThreadPoolExecutor(1) as pool:
        quiet = pool.submit(asyncio.run, listen(0.4)).result()
    beats = quiet.count(stream.BEAT)
    assert beats >= 4 and len(quiet) == beats + 1  # "retry", then beats: nothing new
    # Only every third beat reads the table's stamp (a notification might have been lost).
    assert calls == [(None, False, True)] * (beats // stream.CHECK_EVERY)
    calls.clear()
    monkeypatch.setattr(stream, "CHECK_EVERY", 10**6)
    sub = bus.hub.subscribe(table.code)
    threading.Timer(0.1, seating.stand_in, args=(table.code, 1), kwargs={"name": "Tom"}).start()
    with ThreadPoolExecutor(1) as pool:
        busy = pool.submit(asyncio.run, listen(2.0)).result()  # 0.6 s: short on a loaded machine
    boards = [c for c in busy if "event: board" in c]
    assert len(boards) == 1 and len(calls) == 1
    assert re.search(rf"^id: {re.escape(stamp(table))}$", boards[0], re.M)


def test_the_streams_woken_by_one_change_read_the_table_once(table_of_three, monkeypatch):
    """Four pages watch (Léa, Tom, two spectators): the change costs one read of the table, its
    seats and its log for them all (before: four GETs of four queries each), and one render per
    kind of viewer."""
    table, clients = table_of_three
    monkeypatch.setattr(presence.PRESENCE, "next_flush", float("inf"))
    second_spectator = Client()
    second_spectator.get(f"/tables/{table.code}/")

    def opened(client: Client) -> stream.Stream:
        request = RequestFactory().get("/")
        request.session, request.user = client.session, AnonymousUser()
        seen = Table.objects.prefetch_related("seats").get(pk=table.pk)
        return stream.Stream.open(request, seen, (seen.version, seen.revision))

    streams = [opened(c) for c in (clients[0], clients[1], clients[None], second_spectator)]
    seating.stand_in(table.code, 1, name="Tom")
    table.refresh_from_db()
    with CaptureQueriesContext(connection) as queries:
        sent = [s.update((table.version, table.revision), False, False) for s in streams]
    assert all(len(chunks) == 1 and "event: board" in chunks[0] for chunks in sent)
    assert sent[2] == sent[3]  # both spectators: one render
    assert len(queries) <= 3, [q["sql"][:80] for q in queries]
    assert push.RENDERS.misses == 3


def test_the_checks_for_a_lost_notification_read_a_table_s_stamp_once_between_its_streams(
    table_of_three, monkeypatch
):
    table, clients = table_of_three
    monkeypatch.setattr(presence.PRESENCE, "next_flush", float("inf"))
    seen = Table.objects.prefetch_related("seats").get(pk=table.pk)
    streams = []
    for client in clients.values():
        request = RequestFactory().get("/")
        request.session, request.user = client.session, AnonymousUser()
        streams.append(stream.Stream.open(request, seen, (seen.version, seen.revision)))
    for opened in streams:
        opened.beats = stream.CHECK_EVERY  # a check is due at this beat
    with CaptureQueriesContext(connection) as queries:
        sent = [opened.update(None, False, True) for opened in streams]
    assert sent == [[stream.BEAT]] * 3 and len(queries) == 1  # nothing new, one read
    with CaptureQueriesContext(connection) as queries:  # the bus lost notifications: read now
        [opened.update(None, True, False) for opened in streams]
    assert len(queries) == 3


def test_streams_woken_at_once_wait_for_one_read_and_one_render_of_each_board(
    table_of_three, monkeypatch
):
    """The streams a change woke run in threads of their own at the same moment: one of them
    reads the table (and its log), one renders each kind of viewer's board, and the others wait
    for it rather than each doing it again."""
    table, clients = table_of_three
    monkeypatch.setattr(presence.PRESENCE, "next_flush", float("inf"))
    reads, renders = [], []
    read, render = push.Tables._read, push._render

    def slow_read(self, code):
        reads.append(code)
        time.sleep(0.2)  # long enough for every stream to be asking meanwhile
        return read(self, code)

    def slow_render(template, build):
        renders.append(template)
        time.sleep(0.2)
        return render(template, build)

    monkeypatch.setattr(push.Tables, "_read", slow_read)
    monkeypatch.setattr(push, "_render", slow_render)
    viewers = [clients[0], clients[None], clients[None], clients[None]]
    streams = []
    for client in viewers:
        request = RequestFactory().get("/")
        request.session, request.user = client.session, AnonymousUser()
        seen = Table.objects.prefetch_related("seats").get(pk=table.pk)
        streams.append(stream.Stream.open(request, seen, (seen.version, seen.revision)))
    seating.stand_in(table.code, 1, name="Tom")
    table.refresh_from_db()
    new = (table.version, table.revision)
    start = threading.Barrier(len(streams))

    def woken(opened):
        start.wait()
        try:
            return opened.update(new, False, False)
        finally:
            connection.close()

    with ThreadPoolExecutor(len(streams)) as pool:
        sent = list(pool.map(woken, streams))
    assert all(len(chunks) == 1 and "event: board" in chunks[0] for chunks in sent)
    assert sent[1] == sent[2] == sent[3] != sent[0]
    assert len(reads) == 1 and len(renders) == 2


def _logged_in_at(table: Table, name: str) -> Client:
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.create_user(name.lower(), password="x-secret-123")
    browser = Client()
    browser.force_login(user)
    join(browser, table, name)
    return browser


def _tom_s_tab_open(client, monkeypatch):
    """Tom, logged in, seated at Léa's table: his table tab's stream open (read in a thread)."""
    monkeypatch.setattr(stream, "WSGI_LIFETIME_S", 5.0)
    table = new_network_table(client)
    tom = _logged_in_at(table, "Tom")
    got: list = []
    reader = threading.Thread(
        target=lambda: got.extend(read(tom, table.code, f"?v={stamp(table)}"))
    )
    reader.start()
    time.sleep(0.5)  # Tom's table tab waits on its stream
    return table, tom, got, reader


def test_a_logout_ends_the_streams_opened_under_it_at_once(client, monkeypatch):
    """A shared computer: the pupil logs out in one tab; his table's tab, still open, hears
    `gone` (and reloads as nobody) rather than boards with his cards."""
    table, tom, got, reader = _tom_s_tab_open(client, monkeypatch)
    started = time.monotonic()
    other_tab = Client()
    other_tab.cookies = tom.cookies
    other_tab.post("/rejoindre/sortir/")
    reader.join(timeout=10)
    connection.close()
    assert [kind for kind, _, _ in got] == ["gone"] and time.monotonic() - started < 2.0
    assert "Les cartes de Tom" not in tom.get(f"/tables/{table.code}/").content.decode()


def test_a_session_gone_elsewhere_ends_its_stream_at_the_next_check(client, monkeypatch):
    """Another pupil's login on that browser, an idle pupil's time out, a logout the bus did not
    carry: the stream's regular check finds the session gone."""
    from django.contrib.sessions.models import Session

    monkeypatch.setattr(stream, "HEARTBEAT_S", 0.3)
    monkeypatch.setattr(stream, "CHECK_EVERY", 1)
    _table, tom, got, reader = _tom_s_tab_open(client, monkeypatch)
    Session.objects.filter(session_key=tom.session.session_key).delete()
    reader.join(timeout=10)
    connection.close()
    assert [kind for kind, _, _ in got][-1] == "gone" and "board" not in [k for k, _, _ in got]


def test_an_account_whose_logins_end_stops_its_streams_and_loses_its_sessions(client, monkeypatch):
    """A privacy review: after a pupil's new code (or her class archived, or her account
    deleted) her open table tab kept receiving boards with her cards; her sessions' rows, with
    a replay's names in them, stayed until the next purge."""
    from django.contrib.auth import get_user_model
    from django.contrib.sessions.models import Session

    from clesite.classroom import actions

    table, tom, got, reader = _tom_s_tab_open(client, monkeypatch)
    user = get_user_model().objects.get(username="tom")
    started = time.monotonic()
    actions.end_sessions(user)
    reader.join(timeout=10)
    connection.close()
    assert [kind for kind, _, _ in got] == ["gone"] and time.monotonic() - started < 2.0
    assert not Session.objects.filter(session_key=tom.session.session_key).exists()
    assert Session.objects.filter(session_key=client.session.session_key).exists()  # Léa's


def test_a_logout_heard_from_another_process_ends_the_streams_under_it():
    sub = bus.hub.subscribe("ABCDEF")
    other = bus.hub.subscribe("ABCDEF")
    sub.session, other.session = "a" * 24, "b" * 24
    try:
        bus._deliver(f"{bus.ENDED} {'a' * 24} another-process")
        assert sub.ended and not other.ended
        bus._deliver(f"{bus.ENDED} {'b' * 24} {bus.origin()}")  # its own echo: heard already
        assert not other.ended
    finally:
        bus.hub.unsubscribe(sub)
        bus.hub.unsubscribe(other)


def test_hands_the_teacher_closed_stay_closed_on_his_stream(table_of_three, monkeypatch):
    """A reviewer's find: the stream kept the session it opened with, so the hands a teacher
    had closed (« Cacher les mains ») came back on his projected screen at the next move."""
    from django.contrib.auth import get_user_model

    monkeypatch.setattr(stream, "WSGI_LIFETIME_S", 3.0)
    table, _clients = table_of_three
    teacher = Client()
    staff = get_user_model().objects.create_user("prof", password="x-secret-123", is_staff=True)
    teacher.force_login(staff)
    teacher.get(f"/tables/{table.code}/")
    teacher.post(f"/tables/{table.code}/mains/", {"show": "1"})
    assert "Toutes les mains (vue" in fetched(teacher, table.code)
    before = stamp(table)
    got: list = []
    reader = threading.Thread(target=lambda: got.extend(read(teacher, table.code, f"?v={before}")))
    reader.start()
    time.sleep(0.5)  # his page waits on its stream, the hands open
    teacher.post(f"/tables/{table.code}/mains/", {"show": "0"})  # he closes them
    assert seating.stand_in(table.code, 1, name="Tom").seat == 1  # then the table moves
    reader.join(timeout=10)
    connection.close()
    boards = [html for kind, _ident, html in got if kind == "board"]
    assert boards and "Toutes les mains (vue" not in boards[-1]
    assert "Voir toutes les mains" in boards[-1]
