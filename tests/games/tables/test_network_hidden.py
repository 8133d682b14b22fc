"""Hidden information at a networked table: two pupils on their own computers, a bot, and a
spectator play a whole game; every page, fragment and event stream each of them receives is
scanned for a card of another hand or of the draw pile (docs/architecture.md, "Hidden information")."""

import re
import threading

import pytest
from django.db import connection
from django.test import Client

from games.tables import bot_runner, bus, services, stream
from games.tables.models import Table
from tests.games.tables.test_hidden_information import assert_nothing_hidden, move_form

pytestmark = pytest.mark.django_db(transaction=True)

STREAM_LINE = re.compile(
    r"(retry: \d+|id: \d+\.\d+|event: (stamp|end)|data: (\d+\.\d+|end)|: beat|)"
)
BOARD_STAMP = re.compile(r'data-version="(\d+)" data-revision="(\d+)"')


def stream_events(text: str) -> list[tuple[str, str, str]]:
    """(event, id, data) of each event of a stream's text, its data lines joined as a browser
    joins them; comments and `retry` left out."""
    events = []
    for block in text.split("\n\n"):
        lines = [line for line in block.split("\n") if line and not line.startswith(":")]
        fields = [line.split(": ", 1) if ": " in line else [line, ""] for line in lines]
        kind = next((v for k, v in fields if k == "event"), "")
        if kind:
            ident = next((v for k, v in fields if k == "id"), "")
            events.append((kind, ident, "\n".join(v for k, v in fields if k == "data")))
    return events


def assert_stream_shows_nothing_hidden(text: str, states: dict, table: Table, seat) -> int:
    """Every board a stream pushed, scanned against the table's state at its version; the other
    events are stamps and the end, and nothing else. Returns how many boards were scanned."""
    boards = 0
    for kind, ident, data in stream_events(text):
        if kind != "board":
            assert kind in ("stamp", "end") and STREAM_LINE.fullmatch(f"data: {data}"), data
            continue
        version, revision = BOARD_STAMP.search(data).groups()
        assert ident == f"{version}.{revision}"
        table.version, table.state = int(version), states[int(version)]
        assert_nothing_hidden(data, table, seat)
        boards += 1
    return boards


class StreamReader(threading.Thread):
    """A browser's event stream, read for the whole game by its own connection (the session's
    cookie), reopened each time the test server ends it."""

    def __init__(self, client: Client, code: str) -> None:
        super().__init__(daemon=True)
        self.client = Client()
        self.client.cookies = client.cookies
        self.code = code
        self.received: list[str] = []
        self.done = threading.Event()

    def run(self) -> None:
        try:
            while not self.done.is_set():
                response = self.client.get(
                    f"/tables/{self.code}/flux/?v=-1.-1", **{"wsgi.multithread": True}
                )
                assert response.status_code == 200
                for chunk in response.streaming_content:
                    self.received.append(chunk.decode())
        finally:
            connection.close()  # this thread's own connection, or the test database stays busy


def start_network_table(lea: Client, tom: Client) -> Table:
    response = lea.post(
        "/jeux/cle-de-sol/nouvelle/",
        {
            "mode": "network",
            "net_name": "Léa",
            "seat_1": "person",
            "seat_2": "simple",
            "opt-oldest": "0",
            "opt-note_cards": "52",
            "opt-speed": "fast",
            "opt-hints": "on",
        },
    )
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    table.options = {**table.options, "bot_delay_ms": 0}
    table.save(update_fields=["options"])
    tom.get(f"/tables/{table.code}/")
    tom.post(f"/tables/{table.code}/rejoindre/", {"name": "Tom"})
    table.refresh_from_db()
    assert table.status == Table.Status.PLAYING
    return table


def test_a_whole_networked_game_shows_nobody_a_hidden_card(monkeypatch, settings):
    monkeypatch.setattr(stream, "WSGI_LIFETIME_S", 1.0)
    # The test lets the bots act (delay 0) before each page it asks for, never behind its back,
    # so each answer is checked against the state it was made from.
    settings.TABLES_BOT_RUNNER = "manual"
    lea, tom, spectator = Client(), Client(), Client()
    table = start_network_table(lea, tom)
    # The state of every version, as the write that made it committed (what a pushed board of
    # that version was rendered from).
    states = {table.version: table.state}

    def record(code, stamp, local):
        if code == table.code and local:
            states.setdefault(stamp[0], Table.objects.get(code=code).state)

    monkeypatch.setattr(bus.hub, "_observers", [*bus.hub._observers, record])
    viewers = ((lea, 0), (tom, 1), (spectator, None))
    readers = [StreamReader(client, table.code) for client, _ in viewers]
    for reader in readers:
        reader.start()
    rules = services.rules_for(table)
    url = f"/tables/{table.code}/"
    scanned = moves = 0
    try:
        for turn in range(3000):
            for client, seat in viewers:
                bot_runner.sweep()
                if turn % 5 == 0:
                    html = client.get(url).content.decode()
                    table.refresh_from_db()
                    assert_nothing_hidden(html, table, seat)
                html = client.get(url + "etat/?v=-1", HTTP_HX_REQUEST="true").content.decode()
                table.refresh_from_db()
                assert_nothing_hidden(html, table, seat)
                scanned += 1
            if table.status == Table.Status.FINISHED:
                break
            state = rules.from_json(table.state)
            must = rules.observation(state, None)["stage"]["must"]
            for client, seat in viewers[:2]:
                legal = rules.legal_actions(state, seat) if seat in must else []
                if not legal:
                    continue
                action = legal[-1]
                post = move_form(action, table.version)
                html = client.post(url + "jouer/", post, HTTP_HX_REQUEST="true").content.decode()
                table.refresh_from_db()
                assert_nothing_hidden(html, table, seat)
                moves += 1
                break
    finally:
        for reader in readers:
            reader.done.set()
        for reader in readers:
            reader.join(timeout=10)
    assert table.status == Table.Status.FINISHED
    # Every turn was scanned from the three viewers, and the game was a real one.
    assert scanned >= 3 * moves and moves >= 5  # at least one move a round
    for reader, (_client, seat) in zip(readers, viewers, strict=True):
        text = "".join(reader.received)
        assert "data: " in text
        # Each seat's stream pushed its own boards (a spectator's too), never a hidden card.
        assert assert_stream_shows_nothing_hidden(text, states, table, seat) >= 3
