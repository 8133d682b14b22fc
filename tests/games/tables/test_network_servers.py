"""Two real server processes (uvicorn) on one PostgreSQL, as a school board would run them: a
move made through one is heard on the other's event stream within a second, bots play with
nobody polling, and moves racing through both processes are serialised by the row lock.

Starts its own throwaway PostgreSQL from Debian's binaries: without them these tests fail
(`make test` installs them as root); `-m "not postgres"` leaves them out."""

import asyncio
import json
import re
import shutil
import statistics
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import netclient as net  # noqa: E402

from games.cledesol import rules  # noqa: E402

NO_POSTGRES = (
    "PostgreSQL's binaries are missing: install postgresql (sudo apt-get install postgresql), "
    'or leave these tests out with -m "not postgres"'
)

pytestmark = pytest.mark.postgres


def need_postgres() -> None:
    """Fails, never skips, without PostgreSQL's binaries: a machine without them must not pass
    `make test` with these tests silently left out."""
    if net.pg_bin() is None:
        pytest.fail(NO_POSTGRES, pytrace=False)


@pytest.fixture(scope="module")
def servers():
    need_postgres()
    pg = net.Postgres()
    env = net.site_env(pg.url + "?pool=true", TABLES_BUS="postgres", CONN_MAX_AGE="0")
    started = []
    try:
        net.migrate(env)
        started.append(net.Server(env))
        started.append(net.Server(env))
        yield started[0], started[1], pg
    finally:
        for server in started:
            server.stop()
        pg.stop()
        shutil.rmtree(env["STATIC_ROOT"], ignore_errors=True)


def test_without_postgres_these_tests_fail_and_say_what_to_install(monkeypatch):
    monkeypatch.setattr(net, "pg_bin", lambda: None)
    with pytest.raises(pytest.fail.Exception, match=r"sudo apt-get install postgresql"):
        need_postgres()


def sql(pg: net.Postgres, query: str, *args) -> list[tuple]:
    import psycopg

    with psycopg.connect(pg.url, autocommit=True) as conn:
        return conn.execute(query, args).fetchall()


def check_table(pg: net.Postgres, code: str) -> int:
    """Cards conserved, one log row per version; returns the version."""
    table_id, version, state = sql(
        pg, "SELECT id, version, state FROM tables_table WHERE code = %s", code
    )[0]
    state = state if isinstance(state, dict) else json.loads(state)
    assert rules.check_invariants(rules.from_json(state)) == []
    seqs = [
        r[0]
        for r in sql(
            pg, "SELECT seq FROM tables_actionlog WHERE table_id = %s ORDER BY seq", table_id
        )
    ]
    assert seqs == list(range(1, version + 1))
    return version


async def sse(http: net.Http, path: str):
    """A page's event stream, read as a browser reads it: yields (event, id, data), the data
    lines of an event joined (a pushed board is many lines)."""
    reader, writer = await asyncio.open_connection(http.host, http.port)
    cookies = "; ".join(f"{k}={v}" for k, v in http.cookies.items())
    head = [f"GET {path} HTTP/1.1", f"Host: {http.host}:{http.port}", f"Cookie: {cookies}"]
    writer.write(("\r\n".join([*head, "Accept: text/event-stream", "", ""])).encode("latin-1"))
    await writer.drain()
    try:
        status = int((await reader.readuntil(b"\r\n")).split()[1])
        assert status == 200, f"stream answered {status}"
        chunked = False
        while (line := (await reader.readuntil(b"\r\n")).decode("latin-1").strip()) != "":
            chunked = chunked or line.lower() == "transfer-encoding: chunked"
        buffer = ""
        while True:
            if chunked:
                size = int((await reader.readuntil(b"\r\n")).strip(), 16)
                data = await reader.readexactly(size + 2)
                if size == 0:
                    return
                buffer += data[:-2].decode()
            else:
                data = await reader.read(65536)
                if not data:
                    return
                buffer += data.decode()
            while "\n\n" in buffer:
                block, buffer = buffer.split("\n\n", 1)
                fields = [line.split(": ", 1) for line in block.split("\n") if ": " in line]
                kind = next((v for k, v in fields if k == "event"), "")
                if kind:
                    ident = next((v for k, v in fields if k == "id"), "")
                    yield kind, ident, "\n".join(v for k, v in fields if k == "data")
    finally:
        writer.close()


class Watcher:
    """A page's event stream, recorded with the time each board (or stamp) arrived."""

    def __init__(self, http: net.Http, code: str, stamp: str) -> None:
        self.heard: list[tuple[float, str]] = []
        self.boards: list[str] = []
        self.other: list[str] = []
        self.task = asyncio.ensure_future(self._read(http, f"/tables/{code}/flux/?v={stamp}"))

    async def _read(self, http: net.Http, path: str) -> None:
        async for kind, ident, data in sse(http, path):
            if kind in ("board", "stamp"):
                self.heard.append((time.perf_counter(), ident))
                if kind == "board":
                    self.boards.append(data)
            else:
                self.other.append(kind)

    async def version(self, version: int, timeout: float) -> float:
        """Seconds until a stamp of at least `version` was heard."""
        started = time.perf_counter()
        while time.perf_counter() - started < timeout:
            for at, data in self.heard:
                if int(data.split(".")[0]) >= version:
                    return max(0.0, at - started)
            await asyncio.sleep(0.01)
        raise AssertionError(f"version {version} not heard in {timeout} s: {self.heard}")

    def close(self) -> None:
        self.task.cancel()


async def board(http: net.Http, code: str) -> str:
    status, _, html = await http.request(
        "GET", f"/tables/{code}/etat/?v=-1", headers={"HX-Request": "true"}
    )
    assert status == 200
    return html


async def networked_table(a: net.Server, b: net.Server, seat_2: str = "person"):
    """Léa creates the table through server A; Tom joins through B (and Zoé through A)."""
    lea, tom = net.Http(a.url), net.Http(b.url)
    await lea.request("GET", "/jeux/cle-de-sol/")
    form = {
        "mode": "network",
        "net_name": "Léa",
        "seat_1": "person",
        "seat_2": seat_2,
        "opt-oldest": "0",
        "opt-note_cards": "52",
        "opt-speed": "fast",
        "opt-hints": "on",
    }
    status, head, _ = await lea.request("POST", "/jeux/cle-de-sol/nouvelle/", form)
    assert status == 302
    code = head["location"].rstrip("/").rsplit("/", 1)[1]
    await tom.request("GET", f"/tables/{code}/")
    assert (await tom.request("POST", f"/tables/{code}/rejoindre/", {"name": "Tom"}))[0] == 302
    people = [lea, tom]
    if seat_2 == "person":
        zoe = net.Http(a.url)
        await zoe.request("GET", f"/tables/{code}/")
        await zoe.request("POST", f"/tables/{code}/rejoindre/", {"name": "Zoé"})
        people.append(zoe)
    return code, people


async def whose_turn(people, code: str) -> net.Http:
    for person in people:
        if net.decisions(await board(person, code)):
            return person
    raise AssertionError("nobody may play")


async def play_one(http: net.Http, code: str) -> bool:
    """The first move that stands, as a pupil with hints on would try them."""
    for move in net.decisions(await board(http, code)):
        status, _, html = await http.request(
            "POST", f"/tables/{code}/jouer/", move, {"HX-Request": "true"}
        )
        assert status == 200
        if not net.refused(html):
            return True
    return False


def test_a_move_through_one_process_is_heard_through_the_other_within_a_second(servers):
    a, b, pg = servers

    async def scenario():
        code, (lea, tom, zoe) = await networked_table(a, b)
        stamp = f"0.{net.stamp_of(await board(tom, code))[1]}"
        on_b = Watcher(tom, code, stamp)  # Tom's page is served by B
        on_a = Watcher(zoe, code, stamp)
        await asyncio.sleep(0.3)
        delays = []
        for _ in range(6):
            version = check_table(pg, code)
            mover = await whose_turn((lea, tom, zoe), code)
            assert await play_one(mover, code)
            delays.append(await on_b.version(version + 1, timeout=5.0))
            delays.append(await on_a.version(version + 1, timeout=5.0))
        html = await board(tom, code)  # and Tom's board through B shows it
        assert net.stamp_of(html)[0] == check_table(pg, code)
        for watcher in (on_a, on_b):
            watcher.close()
            assert all(re.fullmatch(r"\d+\.\d+", ident) for _, ident in watcher.heard)
            # Each move's board pushed, rendered by the process that serves the page.
            assert len(watcher.boards) >= 6 and 'class="hand"' in watcher.boards[-1]
        assert on_b.boards[-1] == html  # Tom's last pushed board is the one his GET gives
        return delays

    delays = net.run(scenario())
    # Each within a second as a rule; one slower wait on a loaded machine is not a lost push.
    assert statistics.median(delays) < 1.0 and max(delays) < 5.0, delays


def test_bots_play_on_a_networked_table_where_nobody_polls(servers):
    a, b, pg = servers

    async def scenario():
        code, (lea, tom) = await networked_table(a, b, seat_2="simple")
        stamp = f"0.{net.stamp_of(await board(tom, code))[1]}"
        watchers = [Watcher(lea, code, stamp), Watcher(tom, code, stamp)]
        await asyncio.sleep(0.3)
        table_id = sql(pg, "SELECT id FROM tables_table WHERE code = %s", code)[0][0]
        bot_moves = 0
        for _ in range(12):
            version = check_table(pg, code)
            ours = [p for p in (lea, tom) if net.decisions(await board(p, code))]
            if ours:
                assert await play_one(ours[0], code)
                await watchers[0].version(version + 1, timeout=2)
                continue
            # The bot's turn: nobody fetches anything; the bots' runner lets it play.
            await watchers[1].version(version + 1, timeout=5)
            bot_moves += 1
        by_bot = sql(
            pg, "SELECT count(*) FROM tables_actionlog WHERE table_id = %s AND by_bot", table_id
        )
        for watcher in watchers:
            watcher.close()
        return bot_moves, by_bot[0][0]

    bot_moves, logged = net.run(scenario())
    assert bot_moves >= 2 and logged >= bot_moves


def test_moves_racing_through_both_processes_one_wins_the_other_is_told(servers):
    a, b, pg = servers

    async def scenario():
        code, (lea, tom, zoe) = await networked_table(a, b)
        lea_on_b = net.Http(b.url, lea.cookies)  # Léa double-clicks, the clicks reach both
        tom_on_a = net.Http(a.url, tom.cookies)
        zoe_on_b = net.Http(b.url, zoe.cookies)
        pairs = {id(lea): lea_on_b, id(tom): tom_on_a, id(zoe): zoe_on_b}
        outcomes = []
        for _ in range(30):
            version = check_table(pg, code)
            boards = [(p, await board(p, code)) for p in (lea, tom, zoe)]
            mover, html = next(((p, h) for p, h in boards if net.decisions(h)), (None, ""))
            if mover is None:
                break
            for move in net.decisions(html):
                answers = await asyncio.gather(
                    mover.request("POST", f"/tables/{code}/jouer/", move, {"HX-Request": "true"}),
                    pairs[id(mover)].request(
                        "POST", f"/tables/{code}/jouer/", move, {"HX-Request": "true"}
                    ),
                )
                refused = [net.refused(html) for _, _, html in answers]
                moved = check_table(pg, code) - version
                if moved:
                    outcomes.append((refused, moved))
                    break
        return outcomes

    outcomes = net.run(scenario())
    assert len(outcomes) >= 10
    for refused, moved in outcomes:
        assert moved <= 1
        if moved == 1:
            assert sorted(refused) == [False, True], "one wins, the other is told why"


def test_a_session_past_its_cap_of_streams_is_told_busy(servers):
    """Issue 25 point 7, under uvicorn: one session's STREAMS_PER_SESSION streams (8 by
    default) are served; the next is a `busy` event at once (the page then polls, slower);
    once the others close, a stream is served again."""
    a, b, _pg = servers

    async def until(check, timeout: float = 3.0) -> None:
        started = time.perf_counter()
        while not check():
            assert time.perf_counter() - started < timeout
            await asyncio.sleep(0.02)

    async def scenario():
        code, (lea, _tom, _zoe) = await networked_table(a, b)
        held = [Watcher(lea, code, "-1.-1") for _ in range(8)]
        await until(lambda: all(w.heard for w in held))
        extra = Watcher(lea, code, "-1.-1")
        await until(lambda: extra.other)
        assert extra.other == ["busy"] and not extra.heard
        for watcher in [*held, extra]:
            watcher.close()
        await asyncio.sleep(0.5)  # the server sees the pages go
        again = Watcher(lea, code, "-1.-1")
        await until(lambda: again.heard)
        again.close()

    net.run(scenario())
