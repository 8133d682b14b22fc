"""A throwaway production-like site for a bench: its own SQLite database and static files,
`DEBUG=0`, migrated and collected (the benches that time pages share it), removed at exit."""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MANAGE = [sys.executable, str(ROOT / "manage.py")]


def fresh_site(prefix: str, host: str = "testserver") -> tuple[Path, dict]:
    """A new folder and the environment of a site served from it at `host`, ready to run."""
    tmp = Path(tempfile.mkdtemp(prefix=prefix))
    atexit.register(shutil.rmtree, tmp, ignore_errors=True)  # gone when the bench ends
    env = {
        **os.environ,
        "DEBUG": "0",
        "ALLOWED_HOSTS": host,
        "DATABASE_URL": f"sqlite:///{tmp / 'bench.sqlite3'}",
        "STATIC_ROOT": str(tmp / "static"),
        "SECURE_SSL_REDIRECT": "0",
        "SESSION_COOKIE_SECURE": "0",
        "CSRF_COOKIE_SECURE": "0",
        "SECURE_HSTS_SECONDS": "0",
    }
    env.setdefault("SECRET_KEY", "bench-only-secret-key-0123456789-abcdefghijklmnopqrstuvwxyz")
    subprocess.run([*MANAGE, "migrate", "-v0"], env=env, check=True, cwd=ROOT)
    subprocess.run([*MANAGE, "collectstatic", "--noinput", "-v0"], env=env, check=True, cwd=ROOT)
    return tmp, env
