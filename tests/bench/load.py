"""`make load`: a whole class, then a whole school, on the real server (issue 24).

Starts a throwaway PostgreSQL and the site as production runs it (uvicorn, 2 workers, DEBUG=0,
`TABLES_BUS=postgres`, psycopg's pool), then for each number of players (30, then 300) and each
run (3), a load generator in a process of its own (`players.py`) seats them at 4-seat Clé de Sol
tables (every other table has a bot in its last seat), each pupil with the table page's event
stream open, thinking 1-3 s (seeded) before each move, for `--seconds`. Each run then measures,
every stream still open and nobody playing, the bare view (`/sante/`), the moves with all they
cause (pages open) and the move endpoint alone (pages closed) at full speed under the same
server. Prints the table of issue 24 (medians of the runs' p95s) with the CPU
seconds of the generator, the server and PostgreSQL over the measured window, and writes every
figure to `--out`.

    .venv/bin/python tests/bench/load.py --players 30,300 --seconds 90 --runs 3
    make load LOAD_ARGS="--players 30 --seconds 30 --runs 1"

Only loopback traffic; the cluster, the static files and the server are removed at exit.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import netclient as net  # noqa: E402

HERE = Path(__file__).resolve().parent
HEARTBEAT_S = 20.0  # games/tables/stream.py: a sign of life every 20 s per open stream
ROWS = [  # (key in a run's figures, label, goal at 300 players)
    ("move_round_trip_p95_ms", "move round trip p95", "≤ 50 ms"),
    ("shown_p95_ms", "the move shown on the other seats' screens, p95", "≤ 500 ms"),
    ("stream_p95_ms", "stream message alone, p95", "≤ 300 ms"),
    ("silent_streams", "streams silent longer than 45 s (heartbeat due every 20 s)", "0"),
    ("endpoint_ratio", "move endpoint throughput vs a bare view under the same server", "≥ 0.30"),
]
MORE = [
    ("moves_per_s", "moves per second (people's and bots')"),
    ("bare_per_s", "bare view (`/sante/`) requests per second, full speed"),
    ("endpoint_moves_per_s", "move endpoint at full speed (its request alone), moves per second"),
    ("throughput_ratio", "moves with all they cause (pages open) vs a bare view, full speed"),
    ("hammer_moves_per_s", "moves with all they cause at full speed, moves per second"),
    ("bare_server_cpu_percent", "server CPU % during the bare view at full speed (2 cores: 200)"),
    ("endpoint_server_cpu_percent", "server CPU % during the move endpoint at full speed"),
    ("hammer_server_cpu_percent", "server CPU % during the moves with all they cause"),
    ("bare_server_cpu_ms_each", "server CPU ms per bare view"),
    ("endpoint_server_cpu_ms_each", "server CPU ms per move, its request alone"),
    ("hammer_server_cpu_ms_each", "server CPU ms per move at full speed (all it causes)"),
    ("generator_cpu_s", "CPU seconds: load generator"),
    ("server_cpu_s", "CPU seconds: server (uvicorn, its workers)"),
    ("database_cpu_s", "CPU seconds: PostgreSQL"),
    ("server_cpu_ms_per_move", "server CPU ms per move (all it causes: boards, streams, bots)"),
    ("database_cpu_ms_per_move", "PostgreSQL CPU ms per move"),
    ("server_cpu_ms_per_move_net", "server CPU ms per move, less the idle streams' cost"),
    ("database_cpu_ms_per_move_net", "PostgreSQL CPU ms per move, less the idle cost"),
    ("database_statements_per_move", "PostgreSQL statements per move (all traffic / moves)"),
    ("database_notifies_per_move", "PostgreSQL NOTIFYs per move"),
    ("database_connections", "PostgreSQL connections open at the window's end"),
    ("server_cpu_ms_per_heartbeat", "server CPU ms per heartbeat (idle phase, streams open)"),
    ("database_cpu_ms_per_heartbeat", "PostgreSQL CPU ms per heartbeat (idle phase)"),
    ("database_statements_per_heartbeat", "PostgreSQL statements per heartbeat (idle phase)"),
    ("unseen_moves", "moves some other seat never saw (3 s + the idle phase allowed)"),
    ("errors", "failed requests or streams"),
]


LAST_LOG = "SELECT coalesce(max(id), 0) FROM tables_actionlog"
STATEMENTS = """SELECT coalesce(sum(calls), 0)::bigint,
    coalesce(sum(calls) FILTER (WHERE query ILIKE '%pg_notify%'), 0)::bigint
    FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = 'clesite')"""
COMMITS = "SELECT xact_commit FROM pg_stat_database WHERE datname = 'clesite'"
CONNECTIONS = "SELECT count(*) FROM pg_stat_activity WHERE datname = 'clesite'"


class Site:
    """The database, the migrated site and the server, as production runs them."""

    def __init__(
        self, workers: int, database: str, root: Path = net.ROOT, durable: bool = False
    ) -> None:
        use_pg = database == "postgres" or (database == "auto" and net.pg_bin() is not None)
        # pg_stat_statements counts the statements and NOTIFYs a move costs the database.
        options = "-c shared_preload_libraries=pg_stat_statements"
        if durable:  # each commit flushed to disk, as a school's server does (not the tests')
            options += " -c fsync=on -c synchronous_commit=on"
        self.durable = bool(use_pg and durable)
        self.pg = net.Postgres(options) if use_pg else None
        self.tmp = Path(tempfile.mkdtemp(prefix="clesite-load-"))
        url = self.pg.url + "?pool=true" if self.pg else f"sqlite:///{self.tmp / 'load.sqlite3'}"
        self.workers = workers if self.pg else 1
        # Every simulated pupil comes from 127.0.0.1: the per-address cap would count them as one
        # school behind one address, which is not what is measured here.
        self.env = net.site_env(
            url,
            TABLES_BUS="postgres" if self.pg else "memory",
            CONN_MAX_AGE="0",
            STREAMS_PER_ADDRESS="100000",
            STREAMS_PER_PROCESS="100000",
        )
        self.server = None
        try:
            net.migrate(self.env, root)
            self.server = net.Server(self.env, workers=self.workers, root=root)
        except BaseException:
            self.stop()
            raise

    def describe(self) -> str:
        database = "PostgreSQL (LISTEN/NOTIFY bus, pool" + (
            ", commits flushed to disk)" if self.durable else ", fsync off)"
        )
        database = database if self.pg else "SQLite (memory bus)"
        return f"uvicorn, {self.workers} worker(s), {database}, DEBUG=0"

    def database(self) -> str:
        """Where the generator reads a table's state: PostgreSQL's address or SQLite's file."""
        return self.pg.url if self.pg else self.env["DATABASE_URL"].removeprefix("sqlite:///")

    def cpu(self) -> tuple[float, float]:
        server = net.cpu_seconds(self.server.pids())
        return server, net.cpu_seconds(self.pg.pids()) if self.pg else 0.0

    def database_marks(self) -> dict:
        """Counters that only grow: the move log's last row, statements, NOTIFYs, commits."""
        if self.pg is None:
            import sqlite3

            path = self.env["DATABASE_URL"].removeprefix("sqlite:///")
            with sqlite3.connect(path) as db:
                last = db.execute("SELECT coalesce(max(id), 0) FROM tables_actionlog").fetchone()
            return {"log_id": last[0]}
        import psycopg

        with psycopg.connect(self.pg.url, autocommit=True) as db:
            db.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
            marks = {"log_id": db.execute(LAST_LOG).fetchone()[0]}
            calls, notifies = db.execute(STATEMENTS).fetchone()
            commits = db.execute(COMMITS).fetchone()[0]
            connections = db.execute(CONNECTIONS).fetchone()[0]
        return {**marks, "statements": calls, "notifies": notifies, "commits": commits,
                "connections": connections}  # fmt: skip

    def moves_between(self, first: int, last: int) -> tuple[int, int]:
        """The moves logged between two marks: all, and the bots'."""
        query = "SELECT count(*), count(*) FILTER (WHERE by_bot) FROM tables_actionlog"
        query += f" WHERE id > {int(first)} AND id <= {int(last)}"
        if self.pg is None:
            import sqlite3

            path = self.env["DATABASE_URL"].removeprefix("sqlite:///")
            with sqlite3.connect(path) as db:
                query = query.replace("count(*) FILTER (WHERE by_bot)", "sum(by_bot)")
                found = db.execute(query).fetchone()
        else:
            import psycopg

            with psycopg.connect(self.pg.url, autocommit=True) as db:
                found = db.execute(query).fetchone()
        return found[0], found[1] or 0

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
        if self.pg is not None:
            self.pg.stop()
        shutil.rmtree(self.env["STATIC_ROOT"], ignore_errors=True)
        shutil.rmtree(self.tmp, ignore_errors=True)


def one_run(site: Site, players: int, args, seed: int) -> dict:
    """The generator in its own process; this one samples the server's and PostgreSQL's CPU at
    the start and end of its measured window, which it announces on its output."""
    command = [
        sys.executable,
        str(HERE / "players.py"),
        f"--url={site.server.url}",
        f"--players={players}",
        f"--seconds={args.seconds}",
        f"--seed={seed}",
        f"--probe-seconds={args.probe_seconds}",
        f"--idle-seconds={args.idle_seconds}",
        f"--probe-tables={args.probe_tables}",
        f"--database={site.database()}",
    ]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, cwd=net.ROOT)
    marks: dict[str, tuple[float, float]] = {}
    database: dict[str, dict] = {}
    result = None
    for line in proc.stdout:
        line = line.strip()
        if line.endswith((" START", " END")):
            marks[line] = site.cpu()
            database[line] = site.database_marks()
        elif line.startswith("{"):
            result = json.loads(line)
    proc.wait(timeout=60)
    if proc.returncode != 0 or result is None or len(marks) != 10:
        raise RuntimeError(f"the load generator failed ({proc.returncode}): {site.server.output()}")
    server_cpu = marks["WINDOW END"][0] - marks["WINDOW START"][0]
    database_cpu = marks["WINDOW END"][1] - marks["WINDOW START"][1]
    before, after = database["WINDOW START"], database["WINDOW END"]
    moves, bot_moves = site.moves_between(before["log_id"], after["log_id"])
    seconds = result["seconds"]
    result.update(moves=moves, bot_moves=bot_moves, moves_per_s=round(moves / seconds, 1))
    if site.pg is not None:  # what PostgreSQL sustained over the window
        for key in ("statements", "notifies", "commits"):
            result[f"database_{key}_per_s"] = round((after[key] - before[key]) / seconds, 1)
            result[f"database_{key}_per_move"] = round(
                (after[key] - before[key]) / max(1, moves), 1
            )
        result["database_connections"] = after["connections"]
    # Nobody playing, every stream open: what a stream costs (a heartbeat every 20 s).
    idle_server = marks["IDLE END"][0] - marks["IDLE START"][0]
    idle_database = marks["IDLE END"][1] - marks["IDLE START"][1]
    beats = max(1.0, result["streams_open_idle"] * args.idle_seconds / HEARTBEAT_S)
    result.update(
        idle_server_cpu_percent=round(100 * idle_server / args.idle_seconds, 1),
        idle_database_cpu_percent=round(100 * idle_database / args.idle_seconds, 1),
        server_cpu_ms_per_heartbeat=round(1000 * idle_server / beats, 2),
        database_cpu_ms_per_heartbeat=round(1000 * idle_database / beats, 2),
    )
    if site.pg is not None:
        idle = database["IDLE END"], database["IDLE START"]
        for key in ("statements", "commits"):
            result[f"database_{key}_per_heartbeat"] = round(
                (idle[0][key] - idle[1][key]) / beats, 2
            )
    # At full speed: the server's CPU per bare request and per move (with all that follows it).
    probes = (("BARE", "bare"), ("MOVES", "hammer"), ("ENDPOINT", "endpoint"))
    counts = {"bare": "bare_requests", "hammer": "hammer_moves", "endpoint": "endpoint_moves"}
    for probe, key in probes:
        count = counts[key]
        spent = marks[f"{probe} END"][0] - marks[f"{probe} START"][0]
        result[f"{key}_server_cpu_ms_each"] = round(1000 * spent / max(1, result[count]), 2)
        result[f"{key}_server_cpu_percent"] = round(100 * spent / args.probe_seconds, 1)
    moves = max(1, moves)
    result.update(
        server_cpu_s=round(server_cpu, 2),
        database_cpu_s=round(database_cpu, 2),
        server_cpu_ms_per_move=round(1000 * server_cpu / moves, 2),
        database_cpu_ms_per_move=round(1000 * database_cpu / moves, 2),
        # Less what the open streams cost anyway (the idle phase's rate over the window).
        server_cpu_ms_per_move_net=round(
            1000 * max(0.0, server_cpu - idle_server / args.idle_seconds * seconds) / moves, 2
        ),
        database_cpu_ms_per_move_net=round(
            1000 * max(0.0, database_cpu - idle_database / args.idle_seconds * seconds) / moves,
            2,
        ),
    )
    return result


def median(runs: list[dict], key: str):
    values = [r[key] for r in runs if r.get(key) is not None]
    if not values:
        return None
    value = statistics.median(values)
    return round(value, 3) if isinstance(value, float) else value


def table(report: dict) -> str:
    counts = [int(n) for n in report["players"]]
    head = "| | " + " | ".join(f"{n} players" for n in counts) + " | goal at 300 |"
    lines = [head, "| --- |" + " --- |" * (len(counts) + 1)]
    for key, label, goal in ROWS:
        cells = [_cell(report["medians"][str(n)].get(key), key) for n in counts]
        lines.append(f"| {label} | " + " | ".join(cells) + f" | {goal} |")
    for key, label in MORE:
        cells = [_cell(report["medians"][str(n)].get(key), key) for n in counts]
        lines.append(f"| {label} | " + " | ".join(cells) + " | |")
    return "\n".join(lines)


def _cell(value, key: str = "") -> str:
    if value is None:
        return "–"
    unit = " ms" if key.endswith("_p95_ms") else ""
    if isinstance(value, float) and value >= 100:
        return f"{value:,.0f}{unit}"
    return (f"{value:,}" if isinstance(value, int) else f"{value:g}") + unit


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", default="30,300", help="comma-separated, e.g. 30,300")
    parser.add_argument("--seconds", type=float, default=120, help="measured window per run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--database", choices=("auto", "postgres", "sqlite"), default="auto")
    parser.add_argument("--idle-seconds", type=float, default=20, help="streams open, no move")
    parser.add_argument("--probe-seconds", type=float, default=8, help="each full-speed probe")
    parser.add_argument("--probe-tables", type=int, default=8, help="tables moving at full speed")
    parser.add_argument(
        "--durable", action="store_true", help="PostgreSQL flushes each commit (fsync on)"
    )
    parser.add_argument("--out", default="load.json")
    parser.add_argument(
        "--site", default=str(net.ROOT), help="the checkout to serve (to compare two branches)"
    )
    args = parser.parse_args(argv)
    counts = [int(n) for n in args.players.split(",")]
    report: dict = {
        "players": counts,
        "seconds": args.seconds,
        "runs": args.runs,
        "seed": args.seed,
        "cores": os.cpu_count(),
        "load_average_before": [round(x, 2) for x in os.getloadavg()],
    }
    site = Site(args.workers, args.database, Path(args.site).resolve(), args.durable)
    report["server"] = site.describe()
    report["site"] = args.site
    runs: dict[str, list[dict]] = {str(n): [] for n in counts}
    try:
        for run in range(args.runs):
            for n in counts:
                result = one_run(site, n, args, seed=args.seed * 1000 + run * 10 + counts.index(n))
                runs[str(n)].append(result)
                print(f"run {run + 1}, {n} players: {json.dumps(result)}", file=sys.stderr)
        if any(r["errors"] or r["unseen_moves"] for found in runs.values() for r in found):
            report["server_log_tail"] = site.server.output()  # what the server said, if anything
    finally:
        site.stop()
    report["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    keys = [k for k, _l, _g in ROWS] + [k for k, _l in MORE]
    report["medians"] = {n: {k: median(r, k) for k in keys} for n, r in runs.items()}
    report["runs_detail"] = runs
    report["table"] = table(report)
    Path(args.out).write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    print(
        f"{report['server']}; {args.runs} run(s) of {args.seconds:g} s per count, medians; "
        f"{report['cores']} cores, load average {report['load_average_before']} before, "
        f"{report['load_average_after']} after"
    )
    print(table(report))
    return report


if __name__ == "__main__":
    main()
