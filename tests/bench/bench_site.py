"""The site as a school's server runs it: gunicorn, DEBUG off, compressed static files.

Measures start-up time (spawn to first answered request), the home page's response time, the bytes
a pupil's browser transfers for the home page with all its assets, and the worker's memory.
"""

import gzip
import re
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fresh_site import ROOT, fresh_site  # noqa: E402

VENV_BIN = Path(sys.executable).parent


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str, gzip_ok: bool = True) -> tuple[int, bytes, dict]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip" if gzip_ok else ""})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status, response.read(), dict(response.headers)


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in path.read_text().split()] if path.exists() else []


def run(quick: bool = False) -> dict:
    tmp, env = fresh_site("clesite-bench-", host="127.0.0.1")
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    started = time.perf_counter()
    server = subprocess.Popen(
        [str(VENV_BIN / "gunicorn"), "clesite.wsgi", "-b", f"127.0.0.1:{port}", "-w", "1"],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        while True:
            try:
                status, _, _ = _get(base + "/")
                break
            except OSError:
                if time.perf_counter() - started > 30:
                    raise
                time.sleep(0.02)
        startup_s = time.perf_counter() - started

        timings = []
        for _ in range(50 if quick else 300):
            t = time.perf_counter()
            status, html, _ = _get(base + "/")
            timings.append((time.perf_counter() - t) * 1000)
            assert status == 200

        page = gzip.decompress(html).decode() if html[:2] == b"\x1f\x8b" else html.decode()
        assets = sorted(set(re.findall(r'(?:href|src)="(/static/[^"#]+)', page)))
        transferred = {"/": len(html)}
        for asset in assets:
            _, body, _ = _get(base + asset)
            transferred[asset] = len(body)
        _, raw, _ = _get(base + "/", gzip_ok=False)
        worker = (_children(server.pid) or [server.pid])[0]
        return {
            "server": "gunicorn, 1 sync worker, DEBUG=0, WhiteNoise compressed static",
            "startup_seconds": round(startup_s, 3),
            "home_response_ms_median": round(statistics.median(timings), 2),
            "home_response_ms_p95": round(sorted(timings)[int(len(timings) * 0.95) - 1], 2),
            "home_bytes_transferred_with_assets": sum(transferred.values()),
            "home_bytes_uncompressed_html": len(raw),
            "home_assets": transferred,
            "worker_rss_mib": round(_rss_kib(worker) / 1024, 1),
            "master_rss_mib": round(_rss_kib(server.pid) / 1024, 1),
        }
    finally:
        server.terminate()
        server.wait(10)


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
