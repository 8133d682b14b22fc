"""Where a move's server CPU goes, request by request (docs/capacity.md).

In one process, without the ASGI server, on a throwaway SQLite site with DEBUG=0: the CPU time
of the bare view (`/sante/`), of a table's page, of a board fetched after a stream's stamp (200)
or found unchanged (204), and of a move (POST, its answer a fresh board). A move at a 4-seat
table costs its POST and, without board events, three board fetches.

    .venv/bin/python tests/bench/move_cost.py
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(ROOT), str(HERE)]


def cpu_ms(call, times: int = 1) -> tuple[float, object]:
    started = time.process_time()
    for _ in range(times):
        answer = call()
    return (time.process_time() - started) / times * 1000, answer


def measure(tables: int = 20) -> dict:
    import netclient as net
    from django.core.management import call_command
    from django.test import Client

    from clesite.claims import TOKEN_KEY
    from games.tables import services
    from games.tables.services import SeatSpec

    call_command("migrate", verbosity=0)
    seats = [SeatSpec(name=f"P{i}", player_token=f"jeton-{i}") for i in range(4)]
    made = [
        services.create_table(
            game="cle-de-sol",
            mode="network",
            seats=seats,
            options={"hints": True, "oldest_seat": 0},
            seed=seed,
        )
        for seed in range(tables)
    ]
    pupils = []
    for i in range(4):
        client = Client()
        session = client.session
        session[TOKEN_KEY] = f"jeton-{i}"
        session.save()
        pupils.append(client)
    htmx = {"HX-Request": "true"}
    first = made[0]
    board = f"/tables/{first.code}/etat/"
    figures = {
        "bare_view": cpu_ms(lambda: pupils[0].get("/sante/"), 200)[0],
        "table_page": cpu_ms(lambda: pupils[1].get(f"/tables/{first.code}/"), 20)[0],
        "board_fetch_200": cpu_ms(lambda: pupils[1].get(board + "?v=-1", headers=htmx), 50)[0],
        "board_fetch_204": cpu_ms(
            lambda: pupils[1].get(f"{board}?v={first.version}&r={first.revision}", headers=htmx),
            50,
        )[0],
    }
    moves = []
    for table in made:
        for _ in range(6):  # a few moves at each table, by whoever may move
            for client in pupils:
                html = client.get(f"/tables/{table.code}/etat/?v=-1", headers=htmx)
                tries = net.decisions(html.content.decode())
                if tries:
                    path = f"/tables/{table.code}/jouer/"
                    took, answer = cpu_ms(lambda c=client, p=path, m=tries[0]: c.post(p, m, **_h()))
                    if not net.refused(answer.content.decode()):
                        moves.append(took)
                    break
    figures["move_post"] = sum(moves) / len(moves)
    figures["moves_timed"] = len(moves)
    figures["move_with_three_fetches"] = figures["move_post"] + 3 * figures["board_fetch_200"]
    return {k: round(v, 2) if isinstance(v, float) else v for k, v in figures.items()}


def _h() -> dict:
    return {"headers": {"HX-Request": "true"}}


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="clesite-movecost-"))
    os.environ.update(
        DJANGO_SETTINGS_MODULE="clesite.settings",
        DEBUG="0",
        SECRET_KEY="bench-only-secret-key-0123456789-abcdefghijklmnopqrstuvwxyz",
        ALLOWED_HOSTS="testserver",
        DATABASE_URL=f"sqlite:///{folder / 'cost.sqlite3'}",
        STATIC_ROOT=str(folder / "static"),
        SECURE_SSL_REDIRECT="0",
        SESSION_COOKIE_SECURE="0",
        CSRF_COOKIE_SECURE="0",
        LOG_LEVEL="ERROR",
    )
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command

    settings.TABLES_BOT_RUNNER = "manual"  # nothing in the background of the timings
    try:
        call_command("collectstatic", "--noinput", verbosity=0)
        for name, value in measure().items():
            print(f"{name}: {value}" + ("" if name == "moves_timed" else " ms CPU"))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
