"""Issue 25 point 7: open event streams are capped per session, per address and per process; a
stream past a cap is a `busy` event at once, and the page polls (slower) instead."""

import gc

import pytest
from django.test import Client

from games.tables import stream

from .test_network import THREADED, new_network_table

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _no_stream_left_open():
    assert stream.GATE.count() == 0
    yield
    gc.collect()
    assert stream.GATE.count() == 0, "a test left a stream counted"


def test_the_gate_caps_each_count(settings):
    settings.STREAMS_PER_SESSION, settings.STREAMS_PER_ADDRESS = 2, 3
    settings.STREAMS_PER_PROCESS = 4
    gate = stream.Gate()
    one, two = gate.enter("s1", "a1"), gate.enter("s1", "a1")
    assert one and two and gate.enter("s1", "a2") is None  # the session's cap
    three = gate.enter("s2", "a1")
    assert three and gate.enter("s3", "a1") is None  # the address's cap
    assert gate.enter(None, "a1") is None  # no session: still the address
    four = gate.enter(None, "a9")
    assert four and gate.enter("s9", "a8") is None  # the process's cap
    one.release()
    one.release()  # given back once only
    assert gate.count() == 3 and gate.count("session", "s1") == 1
    for ticket in (two, three, four):
        ticket.release()
    assert gate.count() == 0


def test_a_body_dropped_unread_gives_its_place_back(settings):
    gate = stream.Gate()
    ticket = gate.enter("s", "a")
    body = ticket.guard_sync(iter(["x"]))
    assert gate.count() == 1
    del body
    gc.collect()
    assert gate.count() == 0


def test_a_stream_past_the_session_cap_is_busy_then_free_again(client, settings, monkeypatch):
    monkeypatch.setattr(stream, "WSGI_LIFETIME_S", 0.2)
    settings.STREAMS_PER_SESSION = 1
    table = new_network_table(client)
    url = f"/tables/{table.code}/flux/"
    first = client.get(url, **THREADED)
    assert stream.GATE.count("session", client.session.session_key) == 1
    refused = client.get(url, **THREADED)
    assert refused.status_code == 200 and refused["Content-Type"] == "text/event-stream"
    assert refused.content.decode() == stream.BUSY
    # The first stream ends (the test server's lifetime); the test client then closes it.
    b"".join(first.streaming_content)
    assert stream.GATE.count() == 0
    again = client.get(url, **THREADED)
    assert b"event: board" in b"".join(again.streaming_content)


def test_streams_are_capped_per_address(client, settings, monkeypatch):
    monkeypatch.setattr(stream, "WSGI_LIFETIME_S", 0.2)
    settings.STREAMS_PER_ADDRESS = 2
    table = new_network_table(client)
    url = f"/tables/{table.code}/flux/"
    held = [Client(REMOTE_ADDR="10.7.7.7").get(url, **THREADED) for _ in range(2)]
    # A third browser behind the same address, even without cookies, waits its turn...
    assert Client(REMOTE_ADDR="10.7.7.7").get(url, **THREADED).content.decode() == stream.BUSY
    # ...while another address is served.
    other = Client(REMOTE_ADDR="10.7.7.8").get(url, **THREADED)
    assert other.streaming
    for response in [*held, other]:
        b"".join(response.streaming_content)
