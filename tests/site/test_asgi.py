"""The site as uvicorn serves it (`clesite.asgi`): the middleware and a sync view run in the
request's one thread, entered once from the event loop; the event stream's async view still
answers through that chain."""

import asyncio
import contextlib

import pytest
from asgiref import sync
from asgiref.testing import ApplicationCommunicator
from django.conf import settings
from django.test import Client

from clesite.asgi_handler import OneThreadHandler

from ..games.tables.test_network import join, new_network_table

pytestmark = pytest.mark.django_db(transaction=True)  # the request runs in a thread of its own


def scope(method: str, path: str, query: str = "", cookie: str = "") -> dict:
    headers = [(b"host", b"testserver"), (b"accept-language", b"fr")]
    if cookie:
        headers.append((b"cookie", cookie.encode()))
    return {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": query.encode(),
        "root_path": "",
        "headers": headers,
        "client": ("127.0.0.1", 50000),
        "server": ("testserver", 80),
    }


async def ask(asked: dict, body: bytes = b"", chunks: int = 1) -> tuple[int, dict, bytes]:
    """The answer's status, headers and its first `chunks` body messages (then the client
    goes away, as a page closed on a stream)."""
    talk = ApplicationCommunicator(OneThreadHandler(), asked)
    await talk.send_input({"type": "http.request", "body": body})
    start = await talk.receive_output(10)
    got = b""
    for _ in range(chunks):
        message = await talk.receive_output(10)
        got += message.get("body", b"")
        if not message.get("more_body"):
            break
    await talk.send_input({"type": "http.disconnect"})
    with contextlib.suppress(asyncio.CancelledError):
        await talk.wait(5)
    return start["status"], {k.lower(): v for k, v in start["headers"]}, got


def test_a_sync_view_never_goes_back_to_the_event_loop(monkeypatch):
    crossings = []
    back_to_loop = sync.AsyncToSync.__call__

    def counted(self, *args, **kwargs):
        crossings.append(self.awaitable)
        return back_to_loop(self, *args, **kwargs)

    monkeypatch.setattr(sync.AsyncToSync, "__call__", counted)
    status, _headers, body = asyncio.run(ask(scope("GET", "/sante/")))
    assert (status, body) == (200, b"ok")
    assert crossings == []  # Django's own handler went back once, at the first async middleware


def test_the_middleware_still_guards_a_post():
    status, _headers, _body = asyncio.run(ask(scope("POST", "/tables/ABCD/jouer/")))
    assert status == 403  # no CSRF token: refused by the middleware, as under WSGI


def test_the_event_stream_answers_through_the_one_thread_chain():
    creator = Client()
    table = new_network_table(creator)
    join(Client(), table, "Tom")
    cookie = f"{settings.SESSION_COOKIE_NAME}={creator.cookies[settings.SESSION_COOKIE_NAME].value}"
    asked = scope("GET", f"/tables/{table.code}/flux/", "v=-1", cookie)
    status, headers, body = asyncio.run(ask(asked, chunks=2))  # « retry », the board
    assert status == 200 and headers[b"content-type"] == b"text/event-stream"
    assert b"event: board" in body and table.code.encode() in body
