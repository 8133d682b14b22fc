"""The load generator of `load.py`, in a process of its own: simulated pupils at 4-seat Clé de Sol
tables on a running server, each with its table page's event stream open.

Every other table has a bot (level "simple", the "fast" speed) in its last seat; the others are
pupils who join by the code, open the stream, and move with hints on after thinking 1-3 s
(seeded). A finished game is followed by a new table for the same pupils. A stream's news is
either a `stamp` event (`data: V.R`; the page then fetches its board) or a `board` event
(`id: V.R`, the seat's new board as data, complete): both are understood.

Measured over the window (`--seconds`), the moves sent in it:
- the move's round trip (POST until its answer);
- for each other pupil of the table, until its stream says the new version (stream message) and
  until its screen has that version (the board event, or the board fetched after the stamp);
- each stream's longest silence (a heartbeat is due every 20 s);
- then, nobody playing, `--probe-seconds` at full speed of each: the bare view (`/sante/`, 4 ×
  `--probe-tables` connections), moves with all they cause (`--probe-tables` tables of 4 pupils
  who never think, their pages open), and the move endpoint alone (4 × `--probe-tables` tables,
  pages closed: each move worked out here by the rules, as `endpoint_probe` says).

Prints `WINDOW START` and `WINDOW END` (its parent samples the server's CPU then), then one
line of JSON. Only loopback traffic; every loop ends by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import codecs
import contextlib
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parents[2]))  # the rules, for the endpoint probe

import netclient as net  # noqa: E402

THINK_S = (1.0, 3.0)
SILENT_S = 45.0
SEATS = 4
NAMES = ("Léa", "Tom", "Zoé", "Nour")
HTMX = {"HX-Request": "true"}


class Run:
    """What every pupil of the run writes down."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.window = (float("inf"), float("inf"))
        self.round_trips: list[float] = []
        self.moves: list[tuple[str, int, float, Pupil]] = []  # code, new version, sent at, by
        self.bot_moves = 0
        self.gaps: list[float] = []  # each stream's longest silence
        self.errors: dict[str, int] = {}
        self.finished_tables = 0
        self.tables = self.seated = 0
        self.stops = float("inf")  # monotonic time when the pupils stop playing
        self.streams_opened = 0
        self.streams_open = 0  # open right now

    def error(self, kind: str) -> None:
        self.errors[kind] = self.errors.get(kind, 0) + 1


class Pupil:
    def __init__(self, base: str, run: Run, rng: random.Random, think: tuple = THINK_S) -> None:
        self.http = net.Http(base)  # moves
        self.reader = net.Http(base, self.http.cookies)  # board fetches: a browser's 2nd link
        self.base, self.run, self.rng, self.think = base, run, rng, think
        self.code, self.seat = "", -1
        self.table: list[Pupil] = [self]  # the pupils seated with this one
        self.html = ""
        self.shown = (-1, -1)
        self.changed = asyncio.Event()
        self.finished = False
        # (time, version) each time the stream's news or the screen reached a newer version
        self.heard_at: list[float] = []
        self.heard_v: list[int] = []
        self.shown_at: list[float] = []
        self.shown_v: list[int] = []
        self._want: tuple[int, int] | None = None
        self._fetching: asyncio.Task | None = None

    def reset(self, code: str, seat: int) -> None:
        self.code, self.seat = code, seat
        self.html, self.shown, self.finished = "", (-1, -1), False
        self.heard_at, self.heard_v, self.shown_at, self.shown_v = [], [], [], []

    # ---------------------------------------------------------------- what reaches this pupil
    def heard(self, version: int) -> None:
        if not self.heard_v or version > self.heard_v[-1]:
            self.heard_at.append(time.perf_counter())
            self.heard_v.append(version)

    def show(self, html: str, stamp: tuple[int, int] | None = None) -> None:
        stamp = stamp or net.stamp_of(html)
        if stamp is None or stamp < self.shown:
            return
        if not self.shown_v or stamp[0] > self.shown_v[-1]:
            self.shown_at.append(time.perf_counter())
            self.shown_v.append(stamp[0])
        self.html, self.shown = html, stamp
        if "data-finished" in html:
            self.finished = True
        self.changed.set()

    def first(self, version: int, shown: bool) -> float | None:
        """When this pupil's stream (or screen) first had this version or a newer one."""
        times, versions = (self.shown_at, self.shown_v) if shown else (self.heard_at, self.heard_v)
        i = bisect.bisect_left(versions, version)
        return times[i] if i < len(times) else None

    # ---------------------------------------------------------------- the page's requests
    def want(self, stamp: tuple[int, int]) -> None:
        """The stamp is newer than the screen: fetch the board (one fetch at a time, as the
        page does; a newer stamp meanwhile makes one more)."""
        self._want = stamp
        if self._fetching is None or self._fetching.done():
            self._fetching = asyncio.ensure_future(self._fetch_while_behind())

    async def _fetch_while_behind(self) -> None:
        while self._want is not None and self._want > self.shown:
            self._want = None
            path = f"/tables/{self.code}/etat/?v={self.shown[0]}&r={self.shown[1]}"
            try:
                status, _, html = await self.reader.request(
                    "GET", path, headers={"HX-Request": "true"}
                )
            except (TimeoutError, OSError, ValueError, asyncio.IncompleteReadError):
                self.run.error("board fetch failed")
                self.reader.close()
                return
            if status == 200:
                self.show(html)
            elif status != 204:
                self.run.error(f"board fetch {status}")

    async def listen(self, ends: float) -> None:
        """The page's event stream, until `ends` or the table's end."""
        stream = net.Http(self.base, self.http.cookies)
        path = f"/tables/{self.code}/flux/?v={self.shown[0]}.{self.shown[1]}"
        last = time.perf_counter()
        longest, opened = 0.0, False
        try:
            await stream._connect()
            stream._writer.write(stream._head("GET", path, {"Accept": "text/event-stream"}, None))
            await stream._writer.drain()
            status, head = await asyncio.wait_for(stream._read_head(), 30)
            if status != 200:
                self.run.error(f"stream {status}")
                return
            self.run.streams_opened += 1
            self.run.streams_open += 1
            opened = True
            last = time.perf_counter()
            parser = Parser()
            async with asyncio.timeout(max(0.1, ends - time.monotonic())):
                async for chunk in _chunks(stream, head):
                    now = time.perf_counter()
                    longest, last = max(longest, now - last), now
                    for kind, data, ident in parser.feed(chunk):
                        if not self._news(kind, data, ident):
                            return
        except TimeoutError:
            pass
        except (OSError, ValueError, asyncio.IncompleteReadError) as broken:
            self.run.error(f"stream broken: {type(broken).__name__}")  # closed by the server?
        finally:
            stream.close()
            self.run.streams_open -= opened
            if time.perf_counter() > self.run.window[0]:  # open during the window
                self.run.gaps.append(max(longest, time.perf_counter() - last))

    def _news(self, kind: str, data: str, ident: str) -> bool:
        """One event of the stream; False when the stream is over."""
        if kind == "busy":
            self.run.error("stream busy")
            return False
        if kind == "end":
            self.finished = True
            self.changed.set()
            return False
        text = ident if kind == "board" else data
        try:
            version, revision = (int(x) for x in text.split("."))
        except ValueError:
            self.run.error(f"{kind} event unreadable")
            return True
        self.heard(version)
        if kind == "board":
            self.show(data, (version, revision))
        elif kind == "stamp" and (version, revision) > self.shown:
            self.want((version, revision))
        return True

    async def play(self) -> None:
        """Until the run's `stops` (which may move while the tables are being seated)."""
        while time.monotonic() < self.run.stops and not self.finished:
            self.changed.clear()
            if not net.decisions(self.html):
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.changed.wait(), 1.0)
                continue
            if self.think[1] > 0:
                await asyncio.sleep(self.rng.uniform(*self.think))
            await self.move()

    async def move(self) -> None:
        for move in net.decisions(self.html):  # the board as it is after thinking
            if time.monotonic() >= self.run.stops:
                return
            version = int(move["version"])
            started = time.perf_counter()
            try:
                status, _, html = await self.http.request(
                    "POST", f"/tables/{self.code}/jouer/", move, {"HX-Request": "true"}
                )
            except (TimeoutError, OSError, ValueError, asyncio.IncompleteReadError):
                self.http.close()
                status, html = 0, ""
            took = time.perf_counter() - started
            if status != 200:
                self.run.error(f"move {status}")
                return
            if self.run.window[0] <= started < self.run.window[1]:
                self.run.round_trips.append(took)
            self.show(html)
            if not net.refused(html):
                if self.run.window[0] <= started < self.run.window[1]:
                    self.run.moves.append((self.code, version + 1, started, self))
                return


async def _chunks(stream: net.Http, head: dict):
    """The text of the stream as it arrives (chunked or not). Decoded as a browser does, across
    the chunks: the server cuts a large event into 64 kB chunks, maybe inside a letter (« é »
    is two bytes), and a chunk decoded alone would fail there."""
    chunked = head.get("transfer-encoding", "").lower() == "chunked"
    reader = stream._reader
    text = codecs.getincrementaldecoder("utf-8")()
    while True:
        if chunked:
            size = int((await reader.readuntil(b"\r\n")).strip(), 16)
            data = await reader.readexactly(size + 2)
            if size == 0:
                return
            yield text.decode(data[:-2])
        else:
            data = await reader.read(65536)
            if not data:
                return
            yield text.decode(data)


class Parser:
    """Server-Sent Events: blocks separated by a blank line; `data:` lines joined by newlines."""

    def __init__(self) -> None:
        self.buffer = ""

    def feed(self, text: str):
        self.buffer += text
        while "\n\n" in self.buffer:
            block, self.buffer = self.buffer.split("\n\n", 1)
            kind, ident, data = "", "", []
            for line in block.split("\n"):
                name, _, value = line.partition(":")
                value = value.removeprefix(" ")
                if name == "event":
                    kind = value
                elif name == "id":
                    ident = value
                elif name == "data":
                    data.append(value)
            if kind:
                yield kind, "\n".join(data), ident


# -------------------------------------------------------------------- tables and their life
async def seat_table(pupils: list[Pupil], bot: bool) -> None:
    """The first pupil starts a networked table, the others join it by its code."""
    creator = pupils[0]
    form = {
        "mode": "network",
        "net_name": NAMES[0],
        "seat_1": "person",
        "seat_2": "person",
        "seat_3": "simple" if bot else "person",
        "away_after": "0",
        "opt-oldest": "0",
        "opt-note_cards": "52",
        "opt-speed": "fast",
        "opt-hints": "on",
    }
    await creator.http.request("GET", "/jeux/cle-de-sol/")
    status, head, _ = await creator.http.request("POST", "/jeux/cle-de-sol/nouvelle/", form)
    if status != 302:
        raise RuntimeError(f"a new table answered {status}")
    code = head["location"].rstrip("/").rsplit("/", 1)[1]
    for name, pupil in zip(NAMES[1:], pupils[1:], strict=False):
        await pupil.http.request("GET", f"/tables/{code}/")
        status, _, _ = await pupil.http.request(
            "POST", f"/tables/{code}/rejoindre/", {"name": name}
        )
        if status != 302:
            raise RuntimeError(f"joining a table answered {status}")
    for seat, pupil in enumerate(pupils):
        pupil.reset(code, seat)
        _, _, html = await pupil.http.request(
            "GET", f"/tables/{code}/", headers={"HX-Request": "true"}
        )
        pupil.show(html)


async def table_life(
    pupils: list[Pupil], bot: bool, ends: float, run: Run, seated: asyncio.Event
) -> None:
    """Games one after the other: the pupils play until `run.stops`, their streams stay open
    until `ends`; a finished game is followed by a new table."""
    first = True
    while time.monotonic() < run.stops - 2:
        try:
            await seat_table(pupils, bot)
        except (RuntimeError, TimeoutError, OSError, ValueError, KeyError) as trouble:
            run.error(f"seating: {trouble}")
            await asyncio.sleep(1)
            continue
        if first:
            run.seated += 1
            if run.seated == run.tables:
                seated.set()
            first = False
        await asyncio.gather(*(p.listen(ends) for p in pupils), *(p.play() for p in pupils))
        if any(p.finished for p in pupils):
            run.finished_tables += 1
    for pupil in pupils:
        pupil.http.close()
        pupil.reader.close()


def latencies(run: Run, horizon: float) -> dict:
    """For each move of the window and each other pupil of its table: until its stream said the
    new version, and until its screen had it; moves no seat ever got are counted."""
    heard, shown, unseen = [], [], 0
    for code, version, sent, mover in run.moves:
        others = [p for p in mover.table if p is not mover and p.code == code]
        for other in others:
            at = other.first(version, shown=False)
            if at is not None:
                heard.append(at - sent)
            seen = other.first(version, shown=True)
            if seen is not None:
                shown.append(seen - sent)
            elif sent < horizon:
                unseen += 1
    return {"stream": heard, "shown": shown, "unseen": unseen}


def p95_ms(values: list[float]) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] * 1000, 1)


# -------------------------------------------------------------------- full-speed probes
async def bare_probe(base: str, connections: int, seconds: float) -> tuple[float, int]:
    """Requests per second of `/sante/`, `connections` keep-alive clients asking at once."""
    done = 0
    ends = time.monotonic() + seconds

    async def client() -> None:
        nonlocal done
        http = net.Http(base)
        try:
            while time.monotonic() < ends:
                status, _, _ = await http.request("GET", "/sante/")
                done += status == 200
        finally:
            http.close()

    started = time.monotonic()
    print("BARE START", flush=True)
    await asyncio.gather(*(client() for _ in range(connections)))
    print("BARE END", flush=True)
    return done / (time.monotonic() - started), done


async def move_probe(base: str, tables: int, seconds: float, seed: int) -> tuple[float, int, dict]:
    """Accepted moves per second at tables of 4 pupils who never think (streams open, boards
    fetched as the page does): the move path at full speed."""
    run = Run(seed)
    groups = [
        [Pupil(base, run, random.Random(seed + i), think=(0.0, 0.0)) for _ in range(SEATS)]
        for i in range(tables)
    ]
    for group in groups:
        await seat_table(group, bot=False)
    started = time.perf_counter()
    run.window = (started, started + seconds)
    ends = run.stops = time.monotonic() + seconds
    everyone = [p for g in groups for p in g]
    print("MOVES START", flush=True)
    await asyncio.gather(*(p.listen(ends) for p in everyone), *(p.play() for p in everyone))
    print("MOVES END", flush=True)
    for pupil in everyone:
        pupil.http.close()
        pupil.reader.close()
    return len(run.moves) / (time.perf_counter() - started), len(run.moves), run.errors


async def endpoint_probe(
    base: str, database: str, tables: int, seconds: float, seed: int
) -> tuple[float, int, dict]:
    """Accepted moves per second when the move's request is all that is asked of the server:
    `tables` tables of 4 pupils who never think, their pages closed (no stream, no board
    fetched), one move in flight per table. Who moves and with what is worked out here, by the
    game's own rules, from the table's state read once from the database and then followed move
    by move (the state carries its random draws: both sides reach the same one)."""
    from games.cledesol import rules

    rng = random.Random(seed)
    run = Run(seed)
    groups = [
        [Pupil(base, run, rng, think=(0.0, 0.0)) for _ in range(SEATS)] for _ in range(tables)
    ]
    games = []
    for group in groups:
        await seat_table(group, bot=False)
        games.append(await _game_of(group, database, rules))
    done = 0
    ends = time.monotonic() + seconds

    async def table(group: list[Pupil], game: list) -> None:
        nonlocal done
        while time.monotonic() < ends:
            version, state = game
            seats = rules.stage(state).must or rules.stage(state).may
            choices = [a for seat in seats for a in rules.legal_actions(state, seat)]
            if not choices:
                return  # the game is over
            action = rng.choice(choices)
            status, _, html = await group[action.seat].http.request(
                "POST", f"/tables/{group[0].code}/jouer/", _form(action, version), HTMX
            )
            if status != 200 or net.refused(html):
                run.error(f"endpoint move {status}")
                game[:] = await _game_of(group, database, rules)  # read again
                continue
            done += 1
            game[:] = [version + 1, rules.apply(state, action)[0]]

    started = time.monotonic()
    print("ENDPOINT START", flush=True)
    await asyncio.gather(*(table(g, game) for g, game in zip(groups, games, strict=True)))
    print("ENDPOINT END", flush=True)
    elapsed = time.monotonic() - started
    for pupil in (p for g in groups for p in g):
        pupil.http.close()
        pupil.reader.close()
    return done / elapsed, done, run.errors


def _form(action, version: int) -> dict:
    """The fields the table page's form sends for this action (`kit.card_action` reads them)."""
    form = {"seat": str(action.seat), "version": str(version), "kind": action.kind}
    if action.cards:
        form["cards"] = list(action.cards)
    if action.choice:
        form["choice"] = action.choice
    if action.target is not None:
        form["target"] = str(action.target)
    return form


async def _game_of(group: list[Pupil], database: str, rules) -> list:
    """[version, state] of the group's table, as the database has it."""
    query = "SELECT version, state FROM tables_table WHERE code = %s"
    if database.startswith("postgres"):
        import psycopg

        def read():
            with psycopg.connect(database, autocommit=True) as db:
                return db.execute(query, (group[0].code,)).fetchone()
    else:
        import sqlite3

        def read():
            with sqlite3.connect(database) as db:
                return db.execute(query.replace("%s", "?"), (group[0].code,)).fetchone()

    version, state = await asyncio.to_thread(read)
    state = json.loads(state) if isinstance(state, str) else state
    return [version, rules.from_json(state)]


# -------------------------------------------------------------------- the run
async def main_async(args) -> dict:
    run = Run(args.seed)
    rng = random.Random(args.seed)
    count = max(1, round(args.players / SEATS))
    groups = []
    for i in range(count):
        bot = i % 2 == 1
        group = [Pupil(args.url, run, random.Random(rng.random())) for _ in range(SEATS - bot)]
        for pupil in group:
            pupil.table = group
        groups.append((group, bot))
    people = sum(len(g) for g, _b in groups)
    run.tables = count
    # The pupils play from their table's seating until the window's end; then, their streams
    # still open, nobody plays (what idle streams cost), then the full-speed probes.
    seated = asyncio.Event()
    setup_s = 30 + count  # seating every table, however loaded the server
    ends = time.monotonic() + setup_s + args.seconds + args.idle_seconds
    ends += 2 * args.probe_seconds + 60  # the streams are closed before
    lives = [asyncio.ensure_future(table_life(g, b, ends, run, seated)) for g, b in groups]
    try:
        await asyncio.wait_for(seated.wait(), setup_s)
    except TimeoutError:
        run.error("tables not all seated in time")
    await asyncio.sleep(2)  # every stream open, the first moves under way
    run.stops = time.monotonic() + args.seconds
    cpu_before = time.process_time()
    start = time.perf_counter()
    run.window = (start, start + args.seconds)
    print("WINDOW START", flush=True)
    await asyncio.sleep(args.seconds)
    print("WINDOW END", flush=True)
    generator_cpu = time.process_time() - cpu_before
    elapsed = time.perf_counter() - start
    await asyncio.sleep(3)  # the last moves reach every seat
    idle_cpu = time.process_time()
    streams_open_idle = run.streams_open
    print("IDLE START", flush=True)
    await asyncio.sleep(args.idle_seconds)
    print("IDLE END", flush=True)
    idle_cpu = time.process_time() - idle_cpu
    bare = await bare_probe(args.url, SEATS * args.probe_tables, args.probe_seconds)
    hammer = await move_probe(args.url, args.probe_tables, args.probe_seconds, args.seed)
    endpoint = await endpoint_probe(
        args.url, args.database, SEATS * args.probe_tables, args.probe_seconds, args.seed
    )
    # Apart from the run's: a board fetch cut short as a probe closes its pupils is none of
    # the server's failures; a refused move of the endpoint probe would be the harness's.
    probe_errors = {
        f"{probe}: {kind}": times
        for probe, (_rate, _count, errors) in (("moves", hammer), ("endpoint", endpoint))
        for kind, times in errors.items()
    }
    run.window = (start, start + elapsed)
    for life in lives:
        life.cancel()  # the streams, still open: closed now
    await asyncio.gather(*lives, return_exceptions=True)
    found = latencies(run, horizon=start + elapsed)
    silent = sum(1 for gap in run.gaps if gap > SILENT_S)
    return {
        "players": people + sum(b for _g, b in groups),
        "people": people,
        "bots": sum(b for _g, b in groups),
        "tables": count,
        "seconds": round(elapsed, 1),
        "people_moves": len(run.moves),
        "move_round_trip_p95_ms": p95_ms(run.round_trips),
        "shown_p95_ms": p95_ms(found["shown"]),
        "stream_p95_ms": p95_ms(found["stream"]),
        "samples": {"round_trip": len(run.round_trips), "shown": len(found["shown"])},
        "silent_streams": silent,
        "longest_silence_s": round(max(run.gaps, default=0.0), 1),
        "streams_opened": run.streams_opened,
        "unseen_moves": found["unseen"],
        "finished_tables": run.finished_tables,
        "bare_per_s": round(bare[0], 1),
        "bare_requests": bare[1],
        "hammer_moves_per_s": round(hammer[0], 1),
        "hammer_moves": hammer[1],
        "throughput_ratio": round(hammer[0] / bare[0], 3) if bare[0] else None,
        "endpoint_moves_per_s": round(endpoint[0], 1),
        "endpoint_moves": endpoint[1],
        "endpoint_ratio": round(endpoint[0] / bare[0], 3) if bare[0] else None,
        "generator_cpu_s": round(generator_cpu, 2),
        "idle_seconds": args.idle_seconds,
        "streams_open_idle": streams_open_idle,
        "idle_generator_cpu_s": round(idle_cpu, 2),
        "errors": sum(run.errors.values()),
        "error_kinds": run.errors,
        "probe_errors": probe_errors,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--players", type=int, default=30)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--idle-seconds", type=float, default=20)
    parser.add_argument("--probe-seconds", type=float, default=8)
    parser.add_argument("--probe-tables", type=int, default=8)
    parser.add_argument("--database", required=True, help="postgresql://… or a SQLite file")
    args = parser.parse_args()
    result = asyncio.run(main_async(args))
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
