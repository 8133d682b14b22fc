"""The teacher's dashboard for a class with a term's data (issue 24): `demo --term`'s class of 30
pupils, about 12,000 answers and 230 finished tables, in a fresh SQLite database.

Measured with Django's test client in a child process (the view, its queries and its template,
no HTTP server): p50/p95 of one teacher's views one after another, then of 4 teachers at once (4
processes, each its own client, all on the same database), and the page's size; then each part
the page fetches when the teacher opens it (htmx requests): its size, queries, p50/p95.
"""

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fresh_site import MANAGE, ROOT, fresh_site  # noqa: E402


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 1)


def measure(views: int, parts: bool = False) -> dict:
    """In the child: the demo teacher's dashboard of the term's class, `views` times."""
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clesite.settings")
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.test import Client

    from clesite.classroom import demo_term
    from clesite.management.commands.demo import DEMO_TEACHER

    client = Client()
    client.force_login(get_user_model().objects.get(username=DEMO_TEACHER))
    url = f"/classe/{demo_term.CLASS_CODE}/"
    response = client.get(url)  # warm: templates, translations
    assert response.status_code == 200, response.status_code
    result = {"bytes": len(response.content), "queries": _queries(client, url, connection)}
    result["cpu"] = []
    result["times"] = _times(client, url, views, result["cpu"])
    if parts:
        result["parts"] = {name: _part(client, part, views // 2, connection)
                           for name, part in _parts(url).items()}  # fmt: skip
    return result


def _queries(client, url: str, connection, **headers) -> int:
    queries = []
    with connection.execute_wrapper(lambda run, sql, *args: queries.append(sql) or run(sql, *args)):
        client.get(url, **headers)
    return len(queries)


def _times(client, url: str, views: int, cpu: list | None = None, **headers) -> list[float]:
    """Wall-clock times; with `cpu`, the process's CPU times too, which a busy machine (other
    processes on the same cores) lengthens far less."""
    times = []
    for _ in range(views):
        started, used = time.perf_counter(), time.process_time()
        client.get(url, **headers)
        times.append(time.perf_counter() - started)
        if cpu is not None:
            cpu.append(time.process_time() - used)
    return times


def _parts(url: str) -> dict[str, str]:
    """The dashboard's parts, as its page names them (issue 24): one pupil's cells, the
    misconceptions' examples, activities, the pupils' list, lessons passed, La Clé's panel."""
    from clesite.classroom import demo_term
    from clesite.classroom.models import Pupil

    first = Pupil.objects.filter(classroom__code=demo_term.CLASS_CODE).order_by("pk").first()
    return {
        "cells": f"{url}cases/?eleve={first.pk}",
        "mistakes": f"{url}erreurs/",
        "activities": f"{url}activites/",
        "pupils": f"{url}eleves/",
        "lessons": f"{url}lecons-reussies/",
        "past-homework": f"{url}devoirs-passes/",
        "game-la-cle": f"{url}jeux/la-cle/",
        "live": f"{url}en-direct/",
    }


def _part(client, url: str, views: int, connection) -> dict:
    htmx = {"HTTP_HX_REQUEST": "true"}
    response = client.get(url, **htmx)
    assert response.status_code == 200, (url, response.status_code)
    times = _times(client, url, views, **htmx)
    return {
        "bytes": len(response.content),
        "queries": _queries(client, url, connection, **htmx),
        "p50_ms": _pct(times, 0.5),
        "p95_ms": _pct(times, 0.95),
    }


def _child(env: dict, views: int, parts: bool = False) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, __file__, "--measure", str(views), *(["--parts"] if parts else [])],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )


def run(quick: bool = False) -> dict:
    tmp, env = fresh_site("clesite-dash-")

    started = time.perf_counter()
    subprocess.run([*MANAGE, "demo", "--term"], env=env, check=True, cwd=ROOT, capture_output=True)
    demo_seconds = time.perf_counter() - started
    views = 10 if quick else 40
    alone = json.loads(_child(env, views, parts=True).communicate()[0])
    children = [_child(env, views // 2) for _ in range(4)]
    together = [t for c in children for t in json.loads(c.communicate()[0])["times"]]
    return {
        "how": "test client, SQLite, DEBUG=0",
        "demo_term_seconds": round(demo_seconds, 1),
        "page_bytes": alone["bytes"],
        "queries": alone["queries"],
        "p50_ms": _pct(alone["times"], 0.5),
        "p95_ms": _pct(alone["times"], 0.95),
        "mean_ms": round(statistics.mean(alone["times"]) * 1000, 1),
        "cpu_p50_ms": _pct(alone["cpu"], 0.5),
        "cpu_p95_ms": _pct(alone["cpu"], 0.95),
        "four_teachers_p50_ms": _pct(together, 0.5),
        "four_teachers_p95_ms": _pct(together, 0.95),
        "parts": alone["parts"],
    }


if __name__ == "__main__":
    if sys.argv[1:2] == ["--measure"]:
        print(json.dumps(measure(int(sys.argv[2]), parts="--parts" in sys.argv)))
    else:
        print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
