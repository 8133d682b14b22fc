"""One board and one move at a networked 4-seat Clé de Sol table (issue 24), in a fresh SQLite
database: Léa, Tom and Zoé seated, a bot at the fourth seat, a few rounds played.

Measured with Django's test client in a child process (the view, its queries and its template,
no HTTP server, `DEBUG=0`): the htmx board fragment (`/tables/<code>/etat/`), each seat in turn,
twice: as this process's cache of rendered boards answers it (`board`: what a page asking again
for a board it was pushed costs; `push.RENDERS`), and rendered afresh (`board_rendered`: the cache
emptied before each, what each seat's stream pays once per move); then the htmx move POST
(`/jouer/`) of whoever must play, the bot's turns played between them outside the clock. Wall and
CPU time per request (`time.process_time`: the database is in the same process), median and p95,
and the queries of one of each. `python tests/bench/bench_board.py [--quick]`.
"""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fresh_site import ROOT, fresh_site  # noqa: E402

SEED = 24


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 2)


def _summary(wall: list[float], cpu: list[float]) -> dict:
    return {
        "n": len(wall),
        "wall_p50_ms": _pct(wall, 0.5),
        "wall_p95_ms": _pct(wall, 0.95),
        "cpu_p50_ms": _pct(cpu, 0.5),
        "cpu_p95_ms": _pct(cpu, 0.95),
    }


def _table(Client, Table, services):
    """Léa's table, full: three people and a bot (`simple`), dealt from `SEED`."""
    lea, tom, zoe = Client(), Client(), Client()
    response = lea.post(
        "/jeux/cle-de-sol/nouvelle/",
        {
            "mode": "network",
            "net_name": "Léa",
            "seat_1": "person",
            "seat_2": "person",
            "seat_3": "simple",
            "away_after": "0",  # no stand-in while the bench runs
            "opt-oldest": "0",
            "opt-note_cards": "52",
            "opt-speed": "fast",
            "opt-hints": "on",
        },
    )
    assert response.status_code == 302, response.status_code
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    rules = services.rules_for(table)  # the same deal every run: the same game, the same boards
    options = rules.Options.from_json(table.options)
    table.seed, table.state = SEED, rules.to_json(rules.new_game(4, options, SEED))
    table.save(update_fields=["seed", "state"])
    for client, name in ((tom, "Tom"), (zoe, "Zoé")):
        client.get(f"/tables/{table.code}/")
        client.post(f"/tables/{table.code}/rejoindre/", {"name": name})
    table.refresh_from_db()
    assert table.status == Table.Status.PLAYING, table.status
    return table, {0: lea, 1: tom, 2: zoe}


def _move(table, clients, services):
    """The client whose turn it is and its move's form (the bot plays its turns first)."""
    while True:
        table.refresh_from_db()
        if table.status != table.Status.PLAYING:
            return None, None
        rules = services.rules_for(table)
        state = rules.from_json(table.state)
        people = [s for s in rules.stage(state).must if s in clients]
        if people:
            break
        services.advance_bots(table.code, now=table.updated_at + services.round_pause(table))
    seat = people[0]
    action = rules.legal_actions(state, seat)[-1]
    form = {"seat": seat, "version": table.version, "kind": action.kind}
    if action.cards:
        form["cards"] = list(action.cards)
    if action.choice:
        form["choice"] = action.choice
    return clients[seat], form


def _timed(request) -> tuple[float, float, object]:
    wall, cpu = time.perf_counter(), time.process_time()
    response = request()
    return time.perf_counter() - wall, time.process_time() - cpu, response


def measure(boards: int, moves: int) -> dict:
    """In the child: `boards` board GETs (the seats in turn), then up to `moves` move POSTs."""
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clesite.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.db import connection
    from django.test import Client

    from games.tables import push, services
    from games.tables.models import Table

    settings.TABLES_BOT_RUNNER = "manual"  # the bench lets the bot play, outside the clock
    table, clients = _table(Client, Table, services)
    for _ in range(8):  # a game under way: a log, fewer cards in hand
        client, form = _move(table, clients, services)
        client.post(f"/tables/{table.code}/jouer/", form, HTTP_HX_REQUEST="true")
    url = f"/tables/{table.code}/etat/?v=-1"
    for client in clients.values():  # warm: templates, translations, sessions
        assert client.get(url, HTTP_HX_REQUEST="true").status_code == 200
    queries: list[str] = []

    def counted(run, sql, *args):
        queries.append(sql)
        return run(sql, *args)

    with connection.execute_wrapper(counted):
        clients[1].get(url, HTTP_HX_REQUEST="true")
    board_queries = len(queries)
    board_bytes = len(clients[1].get(url, HTTP_HX_REQUEST="true").content)
    board_wall, board_cpu = [], []
    for i in range(boards):
        client = clients[i % 3]
        wall, cpu, response = _timed(lambda c=client: c.get(url, HTTP_HX_REQUEST="true"))
        assert response.status_code == 200
        board_wall.append(wall)
        board_cpu.append(cpu)
    fresh_wall, fresh_cpu = [], []
    for i in range(boards):
        client = clients[i % 3]
        push.RENDERS.clear()
        wall, cpu, response = _timed(lambda c=client: c.get(url, HTTP_HX_REQUEST="true"))
        assert response.status_code == 200
        fresh_wall.append(wall)
        fresh_cpu.append(cpu)
    move_wall, move_cpu, move_queries = [], [], []
    for _ in range(moves):
        client, form = _move(table, clients, services)
        if client is None:
            break
        queries.clear()
        with connection.execute_wrapper(counted):
            wall, cpu, response = _timed(
                lambda c=client, f=form: c.post(
                    f"/tables/{table.code}/jouer/", f, HTTP_HX_REQUEST="true"
                )
            )
        assert response.status_code == 200
        move_wall.append(wall)
        move_cpu.append(cpu)
        move_queries.append(len(queries))
    return {
        "board": {**_summary(board_wall, board_cpu), "queries": board_queries},
        "board_rendered": _summary(fresh_wall, fresh_cpu),
        "board_bytes": board_bytes,
        "move": {**_summary(move_wall, move_cpu), "queries_max": max(move_queries)},
    }


def run(quick: bool = False) -> dict:
    tmp, env = fresh_site("clesite-board-")
    boards, moves = (60, 15) if quick else (300, 40)
    child = subprocess.run(
        [sys.executable, __file__, "--measure", str(boards), str(moves)],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        check=True,
    )
    return {"how": "test client, SQLite, DEBUG=0", **json.loads(child.stdout)}


if __name__ == "__main__":
    if sys.argv[1:2] == ["--measure"]:
        print(json.dumps(measure(int(sys.argv[2]), int(sys.argv[3]))))
    else:
        print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
