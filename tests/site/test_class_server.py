"""`make run HOST=0.0.0.0`, the README's way to let a classroom in: the pupils' computers get the
site's own pages, never Django's debug ones (a crawl found « Using the URLconf defined in
clesite.urls… » and a table's view named on a 404), over plain HTTP, with its styles."""

import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str) -> tuple[int, dict, str]:
    """Status, headers and text, without following a redirect."""

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(url, timeout=10) as answer:
            return answer.status, dict(answer.headers), answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read().decode()


def test_a_class_server_shows_the_sites_own_pages_over_plain_http(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in {"DEBUG", "SECRET_KEY", "DATABASE_URL"}}
    env |= {
        "DATABASE_URL": f"sqlite:///{tmp_path / 'class.sqlite3'}",
        "STATIC_ROOT": str(tmp_path / "static"),
        "SECRET_KEY_FILE": str(tmp_path / "var" / "secret_key"),
        "PY": sys.executable,
    }
    manage = [sys.executable, "manage.py", "migrate", "--noinput", "-v0"]
    subprocess.run(manage, cwd=ROOT, env=env, check=True, timeout=120)
    port = _free_port()
    server = subprocess.Popen(
        ["tools/class-server", f"127.0.0.1:{port}", "--noreload"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                status, headers, home = _get(base + "/")
                break
            except OSError:
                assert server.poll() is None, server.stderr.read().decode()[-2000:]
                time.sleep(0.1)
        assert status == 200, (status, headers.get("Location"))  # no redirect to https
        assert "Secure" not in headers.get("Set-Cookie", "")
        missing, _, page = _get(base + "/nimporte/")
        assert missing == 404 and "Page introuvable" in page
        assert "URLconf" not in page and "DEBUG" not in page
        sheet = re.search(r'<link rel="stylesheet" href="([^"]+)"', home).group(1)
        assert _get(base + sheet)[0] == 200  # WhiteNoise serves them, hashed
        key = tmp_path / "var" / "secret_key"
        assert len(key.read_text().strip()) > 50 and key.stat().st_mode & 0o077 == 0
    finally:
        server.terminate()
        server.wait(timeout=10)
