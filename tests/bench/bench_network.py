"""Networked tables under load: simulated pupils playing Clé de Sol against a real server.

A real uvicorn process (two workers, PostgreSQL with the LISTEN/NOTIFY bus when the binaries are
here, else SQLite and one worker) serves tables of three pupils who join by the code, open the
page's event stream, and play with hints on after thinking 2-4 s, as a class would. Measured:

- propagation: from the moment a pupil sends a move until each other pupil of the table hears
  of it (`event`: the stream's stamp; `board`: the fresh board fetched and shown), p50/p95;
- round trip of a move (POST /jouer/ until its answer, the new board), p50/p95;
- an idle table's cost: the server's CPU % and requests/s with N viewers open and nobody
  playing;

each for the event stream (`sse`) and, to decide between them, for the one-second polling the
board falls back to without a stream (`poll`). Only loopback traffic; every loop ends by itself.
"""

from __future__ import annotations

import asyncio
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import netclient as net  # noqa: E402

THINK_S = (2.0, 4.0)
POLL_S = 1.0


def percentiles(values: list[float]) -> dict:
    if not values:
        return {"n": 0}
    ordered = sorted(values)

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 1)

    return {"n": len(values), "p50_ms": at(0.50), "p95_ms": at(0.95), "max_ms": at(1.0)}


class Stats:
    def __init__(self) -> None:
        self.event: list[float] = []
        self.board: list[float] = []
        self.round_trip: list[float] = []
        self.requests = 0
        self.refused = 0
        self.errors = 0
        self.posted: dict[tuple[str, int], tuple[float, int]] = {}


class Pupil:
    def __init__(self, base: str, code: str, stats: Stats) -> None:
        self.http = net.Http(base)  # moves
        self.reader = net.Http(base, self.http.cookies)  # board fetches, as a browser's 2nd link
        self.base, self.code, self.stats = base, code, stats
        self.html = ""
        self.shown = (-1, -1)
        self.seen_version = -1
        self.changed = asyncio.Event()
        self.seat = -1

    def hear(self, version: int, kind: str) -> None:
        """Records, for each move this pupil did not send, how long it took to reach it."""
        now = time.perf_counter()
        start = self.seen_version if kind == "event" else self.shown[0]
        for v in range(max(start, 0) + 1, version + 1):
            sent = self.stats.posted.get((self.code, v))
            if sent is not None and sent[1] != self.seat:
                (self.stats.event if kind == "event" else self.stats.board).append(now - sent[0])

    async def fetch(self) -> None:
        path = f"/tables/{self.code}/etat/?v={self.shown[0]}&r={self.shown[1]}"
        try:
            status, _, html = await self.reader.request("GET", path, headers={"HX-Request": "true"})
        except TimeoutError:
            self.stats.errors += 1
            self.reader.close()
            return
        if status == 200:
            self.show(html)

    def show(self, html: str) -> None:
        stamp = net.stamp_of(html)
        if stamp is None:
            return
        if stamp[0] > self.shown[0]:
            self.hear(stamp[0], "board")
        self.html, self.shown = html, stamp
        self.seen_version = max(self.seen_version, stamp[0])
        self.changed.set()

    async def listen(self, ends: float) -> None:
        stream = net.Http(self.base, self.http.cookies)
        path = f"/tables/{self.code}/flux/?v={self.shown[0]}.{self.shown[1]}"
        try:
            async with asyncio.timeout(max(0.1, ends - time.monotonic())):
                async for kind, data in stream.events(path):
                    if kind != "stamp":
                        continue
                    version, revision = (int(x) for x in data.split("."))
                    if version > self.seen_version:
                        self.hear(version, "event")
                        self.seen_version = version
                    if (version, revision) != self.shown:
                        await self.fetch()
        except TimeoutError:
            pass
        finally:
            stream.close()

    async def poll(self, ends: float) -> None:
        await asyncio.sleep(random.uniform(0, POLL_S))
        while time.monotonic() < ends:
            await self.fetch()
            await asyncio.sleep(POLL_S)

    async def play(self, ends: float) -> None:
        while time.monotonic() < ends:
            self.changed.clear()
            if not net.decisions(self.html):
                try:
                    await asyncio.wait_for(self.changed.wait(), max(0.05, ends - time.monotonic()))
                except TimeoutError:
                    return
                continue
            await asyncio.sleep(random.uniform(*THINK_S))
            for move in net.decisions(self.html):  # the board as it is after thinking
                if time.monotonic() >= ends:
                    return
                version = int(move["version"])
                started = time.perf_counter()
                self.stats.posted[(self.code, version + 1)] = (started, self.seat)
                try:
                    status, _, html = await self.http.request(
                        "POST", f"/tables/{self.code}/jouer/", move, {"HX-Request": "true"}
                    )
                except TimeoutError:
                    self.http.close()
                    status, html = 0, ""
                self.stats.round_trip.append(time.perf_counter() - started)
                if status != 200:
                    self.stats.errors += 1
                    break
                self.show(html)
                if not net.refused(html):
                    break
                self.stats.refused += 1


async def open_table(base: str, stats: Stats, names=("Léa", "Tom", "Zoé")) -> list[Pupil]:
    creator = Pupil(base, "", stats)
    await creator.http.request("GET", "/jeux/cle-de-sol/")
    form = {
        "mode": "network",
        "net_name": names[0],
        "seat_1": "person",
        "seat_2": "person",
        "away_after": "0",
        "opt-oldest": "0",
        "opt-note_cards": "52",
        "opt-speed": "fast",
        "opt-hints": "on",
    }
    status, head, _ = await creator.http.request("POST", "/jeux/cle-de-sol/nouvelle/", form)
    assert status == 302, status
    code = head["location"].rstrip("/").rsplit("/", 1)[1]
    pupils = [creator]
    for name in names[1:]:
        pupil = Pupil(base, code, stats)
        await pupil.http.request("GET", f"/tables/{code}/")
        status, _, _ = await pupil.http.request(
            "POST", f"/tables/{code}/rejoindre/", {"name": name}
        )
        assert status == 302, status
        pupils.append(pupil)
    for seat, pupil in enumerate(pupils):
        pupil.code, pupil.seat = code, seat
        _, _, html = await pupil.http.request(
            "GET", f"/tables/{code}/", headers={"HX-Request": "true"}
        )
        pupil.show(html)
    return pupils


def cpu(procs: list) -> float:
    return net.cpu_seconds([pid for proc in procs if proc for pid in proc.pids()])


async def load(
    server: net.Server, tables: int, transport: str, seconds: float, pg: net.Postgres | None
) -> dict:
    base = server.url
    stats = Stats()
    pupils: list[Pupil] = []
    for start in range(0, tables, 20):
        batch = await asyncio.gather(
            *(open_table(base, stats) for _ in range(min(20, tables - start)))
        )
        pupils += [p for table in batch for p in table]
    ends = time.monotonic() + seconds
    watch = [p.listen(ends) if transport == "sse" else p.poll(ends) for p in pupils]
    started = time.monotonic()
    server_cpu, client_cpu, db_cpu = cpu([server]), time.process_time(), cpu([pg])
    await asyncio.gather(*watch, *(p.play(ends) for p in pupils))
    elapsed = time.monotonic() - started
    server_cpu = cpu([server]) - server_cpu
    client_cpu = time.process_time() - client_cpu
    db_cpu = cpu([pg]) - db_cpu
    requests = sum(p.http.requests + p.reader.requests for p in pupils)
    for p in pupils:
        p.http.close()
        p.reader.close()
    return {
        "players": len(pupils),
        "tables": tables,
        "transport": transport,
        "seconds": round(elapsed, 1),
        "moves": len(stats.round_trip),
        "refused_tries": stats.refused,
        "errors": stats.errors,
        "requests_per_s": round(requests / elapsed, 1),
        "server_cpu_percent": round(100 * server_cpu / elapsed, 1),
        "database_cpu_percent": round(100 * db_cpu / elapsed, 1),
        "client_cpu_percent": round(100 * client_cpu / elapsed, 1),
        "propagation_event": percentiles(stats.event),
        "propagation_board": percentiles(stats.board),
        "move_round_trip": percentiles(stats.round_trip),
    }


async def idle(
    server: net.Server, tables: int, transport: str, seconds: float, pg: net.Postgres | None
) -> dict:
    """N viewers on tables where nobody plays: what the server spends on them."""
    stats = Stats()
    pupils = [p for _ in range(tables) for p in await open_table(server.url, stats)]
    ends = time.monotonic() + seconds + 3
    watch = [p.listen(ends) if transport == "sse" else p.poll(ends) for p in pupils]
    tasks = [asyncio.ensure_future(w) for w in watch]
    await asyncio.sleep(3)  # every stream open, every poller started
    before_requests = sum(p.http.requests + p.reader.requests for p in pupils)
    cpu_before, db_before, t_before = cpu([server]), cpu([pg]), time.monotonic()
    await asyncio.sleep(seconds)
    spent, db_spent = cpu([server]) - cpu_before, cpu([pg]) - db_before
    elapsed = time.monotonic() - t_before
    requests = sum(p.http.requests + p.reader.requests for p in pupils) - before_requests
    await asyncio.gather(*tasks)
    for p in pupils:
        p.http.close()
        p.reader.close()
    return {
        "viewers": len(pupils),
        "tables": tables,
        "transport": transport,
        "server_cpu_percent": round(100 * spent / elapsed, 2),
        "database_cpu_percent": round(100 * db_spent / elapsed, 2),
        "requests_per_s": round(requests / elapsed, 1),
    }


def run(
    quick: bool = False,
    pool: bool = True,
    players: tuple = (30, 300),
    transports: tuple = ("sse", "poll"),
    workers: int = 2,
) -> dict:
    pg = net.Postgres() if net.pg_bin() else None
    database = pg.url if pg else f"sqlite:///{net.tempfile.mkdtemp()}/bench.sqlite3"
    if pg and pool:
        database += "?pool=true"  # psycopg's pool (Django 5.1+): no connection per request
    env = net.site_env(database, TABLES_BUS="postgres" if pg else "memory", CONN_MAX_AGE="0")
    workers = workers if pg else 1
    report: dict = {
        "server": f"uvicorn, {workers} worker(s), {'PostgreSQL' if pg else 'SQLite'}",
        "bus": env["TABLES_BUS"],
        "database_pool": bool(pg and pool),
        "think_s": THINK_S,
        "poll_s": POLL_S,
        "load_average_before": [round(x, 2) for x in net.os.getloadavg()],
    }
    try:
        net.migrate(env)
        server = net.Server(env, workers=workers)
        try:
            seconds = 10 if quick else 30
            for count in (30,) if quick else players:
                for transport in transports:
                    result = asyncio.run(load(server, count // 3, transport, seconds, pg))
                    report[f"{transport}_{count}_players"] = result
            for transport in transports:
                viewers = 30 if quick else max(players)
                report[f"idle_{transport}_{viewers}_viewers"] = asyncio.run(
                    idle(server, viewers // 3, transport, 10 if quick else 20, pg)
                )
        finally:
            server.stop()
    finally:
        if pg:
            pg.stop()
        net.shutil.rmtree(env["STATIC_ROOT"], ignore_errors=True)
    report["load_average_after"] = [round(x, 2) for x in net.os.getloadavg()]
    return report


if __name__ == "__main__":
    import argparse
    import json

    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--no-pool", action="store_true")
    parser.add_argument("--players", default="30,300")
    parser.add_argument("--transports", default="sse,poll")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    report = run(
        quick=args.quick,
        pool=not args.no_pool,
        players=tuple(int(n) for n in args.players.split(",")),
        transports=tuple(args.transports.split(",")),
        workers=args.workers,
    )
    print(json.dumps(report, indent=2))
