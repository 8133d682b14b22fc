"""The teacher's dashboard for a class with a term's data (issue 24): `demo --term`'s class of 30
pupils, about 12,000 answers and 230 finished tables, in a fresh SQLite database.

Measured with Django's test client in a child process (the view, its queries and its template,
no HTTP server): p50/p95 of one teacher's views one after another, then of 4 teachers at once (4
processes, each its own client, all on the same database), and the page's size.
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


def measure(views: int) -> dict:
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
    queries = []
    with connection.execute_wrapper(lambda run, sql, *args: queries.append(sql) or run(sql, *args)):
        client.get(url)
    times = []
    for _ in range(views):
        started = time.perf_counter()
        client.get(url)
        times.append(time.perf_counter() - started)
    return {"times": times, "bytes": len(response.content), "queries": len(queries)}


def _child(env: dict, views: int) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, __file__, "--measure", str(views)],
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
    alone = json.loads(_child(env, views).communicate()[0])
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
        "four_teachers_p50_ms": _pct(together, 0.5),
        "four_teachers_p95_ms": _pct(together, 0.95),
    }


if __name__ == "__main__":
    if sys.argv[1:2] == ["--measure"]:
        print(json.dumps(measure(int(sys.argv[2]))))
    else:
        print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
