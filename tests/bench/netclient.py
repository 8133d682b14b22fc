"""Real servers and a small client, for the network tests and `bench_network.py`.

- `Postgres`: a throwaway PostgreSQL server (Debian's binaries, run as the `postgres` user when
  root), as `.ci/run` starts one.
- `Server`: the site under uvicorn (`clesite.asgi`), a real process on 127.0.0.1.
- `Http`: one keep-alive HTTP/1.1 connection with its cookies and Django's CSRF token, and an
  event-stream reader (Server-Sent Events). Plain asyncio, so that hundreds of simulated pupils
  fit in one process of this machine.

Only loopback traffic; every loop here is bounded.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import itertools
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[2]
REQUEST_TIMEOUT_S = 60  # no request waits forever, however loaded the server
VENV_BIN = Path(sys.executable).parent


def run(coroutine):
    """`asyncio.run` on a thread of its own: pytest's main thread may already run an event loop
    (Playwright's, once a browser test has run)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def pg_bin() -> Path | None:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    return found[-1].parent if found else None


class Postgres:
    """A throwaway PostgreSQL server in a temporary folder, stopped by `stop()`."""

    def __init__(self, extra: str = "") -> None:
        """`extra`: more server options (`-c name=value ...`)."""
        self.bin = pg_bin()
        if self.bin is None:
            raise RuntimeError("PostgreSQL binaries not found (apt-get install postgresql)")
        self.dir = Path(tempfile.mkdtemp(prefix="clesite-pg-"))
        self.port = free_port()
        self.root = os.geteuid() == 0
        if self.root:
            shutil.chown(self.dir, "postgres")
        self._run("initdb", "-D", str(self.dir / "data"), "-A", "trust", "-U", "postgres")
        options = f"-k {self.dir} -p {self.port} -c listen_addresses=127.0.0.1 -c fsync=off"
        options += " -c max_connections=300 -c synchronous_commit=off " + extra
        data, log = str(self.dir / "data"), str(self.dir / "log")
        self._run("pg_ctl", "-D", data, "-l", log, "-w", "-o", options, "start")
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/clesite"
        self._run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "clesite")

    def _run(self, tool: str, *args: str) -> None:
        command = [str(self.bin / tool), *args]
        if self.root:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=60)

    def pids(self) -> list[int]:
        """The postmaster and its backends (to measure what the database spends)."""
        try:
            main = int((self.dir / "data" / "postmaster.pid").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            return []
        return [main, *children(main)]

    def stop(self) -> None:
        with contextlib.suppress(subprocess.SubprocessError):
            self._run("pg_ctl", "-D", str(self.dir / "data"), "-m", "fast", "-w", "stop")
        shutil.rmtree(self.dir, ignore_errors=True)


def site_env(database_url: str, **extra: str) -> dict:
    """A production-like environment (DEBUG off) for a server on 127.0.0.1 over plain HTTP."""
    return {
        **os.environ,
        "DEBUG": "0",
        "SECRET_KEY": "network-tests-only-secret-key-0123456789-abcdefghijklmnopqrstuvwxyz",
        "ALLOWED_HOSTS": "127.0.0.1",
        "DATABASE_URL": database_url,
        "STATIC_ROOT": tempfile.mkdtemp(prefix="clesite-static-"),
        "SECURE_SSL_REDIRECT": "0",
        "SESSION_COOKIE_SECURE": "0",
        "CSRF_COOKIE_SECURE": "0",
        "SECURE_HSTS_SECONDS": "0",
        "LOG_LEVEL": "ERROR",
        **extra,
    }


def migrate(env: dict, root: Path = ROOT) -> None:
    manage = [str(VENV_BIN / "python"), str(root / "manage.py")]
    subprocess.run([*manage, "migrate", "--noinput", "-v0"], env=env, check=True, timeout=300)
    subprocess.run([*manage, "collectstatic", "--noinput", "-v0"], env=env, check=True, timeout=300)


class Server:
    """The site under uvicorn on 127.0.0.1, as a school's server runs it."""

    def __init__(
        self, env: dict, workers: int = 1, port: int | None = None, root: Path = ROOT
    ) -> None:
        """`root`: the checkout whose code is served (this one by default)."""
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        command = [
            str(VENV_BIN / "uvicorn"),
            "clesite.asgi:application",
            "--host=127.0.0.1",
            f"--port={self.port}",
            f"--workers={workers}",
            "--no-access-log",
            "--log-level=warning",
            "--timeout-graceful-shutdown=2",
        ]
        self.log = tempfile.NamedTemporaryFile(prefix="clesite-uvicorn-", suffix=".log")  # noqa: SIM115
        self.proc = subprocess.Popen(
            command, cwd=root, env=env, stdout=self.log, stderr=subprocess.STDOUT
        )
        self._wait_ready()

    def _wait_ready(self, timeout: float = 60) -> None:
        ends = time.monotonic() + timeout
        while time.monotonic() < ends:
            if self.proc.poll() is not None:
                raise RuntimeError(f"uvicorn exited: {self.output()}")
            try:
                with urllib.request.urlopen(self.url + "/", timeout=2) as response:
                    if response.status == 200:
                        return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"uvicorn did not answer: {self.output()}")

    def pids(self) -> list[int]:
        """The server process and its workers (to measure their CPU)."""
        return [self.proc.pid, *children(self.proc.pid)]

    def output(self) -> str:
        self.log.flush()
        return Path(self.log.name).read_text(errors="replace")[-4000:]

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        self.log.close()


def children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    try:
        return [int(p) for p in path.read_text().split()]
    except OSError:
        return []


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU time of these processes and of their children that have ended, in
    seconds. A database backend that exits takes its CPU time with it, but for what its parent
    then counts (cutime, cstime): without those, a window in which one ended could measure
    less than nothing (a tiny run read 0.0 s for PostgreSQL)."""
    total = 0
    tick = os.sysconf("SC_CLK_TCK")
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += sum(int(f) for f in fields[11:15])  # utime, stime, cutime, cstime
    return total / tick


class Http:
    """One keep-alive HTTP/1.1 connection to the server, with a cookie jar."""

    def __init__(self, base_url: str, cookies: dict | None = None) -> None:
        host_port = base_url.removeprefix("http://")
        self.host, port = host_port.split(":")
        self.port = int(port)
        self.cookies: dict[str, str] = cookies if cookies is not None else {}
        self.requests = 0
        self._lock = asyncio.Lock()  # one request at a time on this connection
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None

    async def _connect(self) -> None:
        self._reader, self._writer = await asyncio.open_connection(self.host, self.port)

    def _head(self, method: str, path: str, extra: dict, length: int | None) -> bytes:
        headers = {"Host": f"{self.host}:{self.port}", **extra}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if method == "POST":
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            headers["X-CSRFToken"] = self.cookies.get("csrftoken", "")
            headers["Origin"] = f"http://{self.host}:{self.port}"
        if length is not None:
            headers["Content-Length"] = str(length)
        lines = [f"{method} {path} HTTP/1.1", *(f"{k}: {v}" for k, v in headers.items())]
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")

    async def request(
        self, method: str, path: str, data=None, headers: dict | None = None
    ) -> tuple[int, dict, str]:
        async with self._lock, asyncio.timeout(REQUEST_TIMEOUT_S):
            return await self._request(method, path, data, headers)

    async def _request(self, method: str, path: str, data, headers) -> tuple[int, dict, str]:
        body = urlencode(data, doseq=True).encode() if data is not None else b""
        for attempt in (1, 2):  # a keep-alive connection the server closed: open a new one
            if self._writer is None:
                await self._connect()
            try:
                self._writer.write(self._head(method, path, headers or {}, len(body)) + body)
                await self._writer.drain()
                status, head = await self._read_head()
                text = (await self._read_body(head)).decode("utf-8", errors="replace")
                break
            except (ConnectionError, asyncio.IncompleteReadError, ValueError):
                self.close()
                if attempt == 2:
                    raise
        self.requests += 1
        if head.get("connection", "").lower() == "close":
            self.close()
        return status, head, text

    async def _read_head(self) -> tuple[int, dict]:
        line = await self._reader.readuntil(b"\r\n")
        status = int(line.split()[1])
        head: dict[str, str] = {}
        while True:
            line = (await self._reader.readuntil(b"\r\n")).decode("latin-1").rstrip("\r\n")
            if not line:
                return status, head
            name, _, value = line.partition(":")
            name, value = name.strip().lower(), value.strip()
            if name == "set-cookie":
                cookie = value.split(";", 1)[0]
                key, _, val = cookie.partition("=")
                self.cookies[key.strip()] = val.strip().strip('"')
            head[name] = value

    async def _read_body(self, head: dict) -> bytes:
        if "content-length" in head:
            return await self._reader.readexactly(int(head["content-length"]))
        if head.get("transfer-encoding", "").lower() == "chunked":
            chunks = []
            while True:
                size = int((await self._reader.readuntil(b"\r\n")).strip(), 16)
                chunk = await self._reader.readexactly(size + 2)
                if size == 0:
                    return b"".join(chunks)
                chunks.append(chunk[:-2])
        return b""

    async def events(self, path: str, headers: dict | None = None):
        """An event stream: yields (event, data) until the server ends it."""
        await self._connect()
        self._writer.write(
            self._head("GET", path, {"Accept": "text/event-stream", **(headers or {})}, None)
        )
        await self._writer.drain()
        status, head = await self._read_head()
        if status != 200:
            raise RuntimeError(f"stream answered {status}")
        chunked = head.get("transfer-encoding", "").lower() == "chunked"
        buffer = ""
        while True:
            if chunked:
                size = int((await self._reader.readuntil(b"\r\n")).strip(), 16)
                data = await self._reader.readexactly(size + 2)
                if size == 0:
                    return
                buffer += data[:-2].decode()
            else:
                data = await self._reader.read(65536)
                if not data:
                    return
                buffer += data.decode()
            while "\n\n" in buffer:
                block, buffer = buffer.split("\n\n", 1)
                fields = dict(line.split(": ", 1) for line in block.split("\n") if ": " in line)
                if "event" in fields:
                    yield fields["event"], fields.get("data", "")

    def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
        self._reader = self._writer = None


# ------------------------------------------------------------- reading a Clé de Sol board
STAMP = re.compile(r'data-version="(\d+)" data-revision="(\d+)"')
SEAT = re.compile(
    r'<input type="hidden" name="seat" value="(\d+)"><input type="hidden" name="version"'
)
CARD = re.compile(
    r'<input type="checkbox" name="cards" value="([^"]+)"[^>]*>\s*(?:<span class="card-art"[^>]*>)?'
    r'\s*<span class="card card-(\w+)( playable)?'
)
CHOICE = re.compile(r'<select name="choice">.*?<option value="([^"]+)"', re.S)
GIFT = re.compile(r"donne (\d+) carte")


def stamp_of(html: str) -> tuple[int, int] | None:
    found = STAMP.search(html)
    return (int(found.group(1)), int(found.group(2))) if found else None


def decisions(html: str) -> list[dict]:
    """The moves a pupil with hints on would try on this board, best first (no move: [])."""
    seat = SEAT.search(html)
    if seat is None:
        return []
    base = {"seat": seat.group(1), "version": str(stamp_of(html)[0])}
    if 'value="deal"' in html:
        return [{**base, "kind": "deal"}]
    cards = CARD.findall(html)
    if 'value="give"' in html:
        count = int(GIFT.search(html).group(1)) if GIFT.search(html) else 1
        return [{**base, "kind": "give", "cards": [c for c, _, _ in cards[:count]]}]
    if 'name="kind" value="play"' not in html:
        return []
    choice = CHOICE.search(html)
    tries = []
    for card, kind, playable in cards:
        if playable:
            move = {**base, "kind": "play", "cards": [card]}
            if kind == "musicien" and choice:
                move["choice"] = choice.group(1)
            tries.append(move)
    notes = [c for c, kind, playable in cards if playable and kind == "note"]
    for size in range(2, len(notes) + 1):  # a Rythme asks for 2 to 8 Notes at once (CS-sheet-25)
        for chosen in itertools.combinations(notes, size):
            if _fills_a_rhythm(chosen):
                tries.append({**base, "kind": "play", "cards": list(chosen)})
    if 'value="draw"' in html:
        tries.append({**base, "kind": "draw"})
    return tries


UNITS = {"16th": 1, "eighth": 2, "quarter": 4, "half": 8}


def _fills_a_rhythm(notes: tuple[str, ...]) -> bool:
    """Notes (ids « N:C4:eighth ») that add up to a Rythme's value, each shorter than it."""
    units = [UNITS[note.rsplit(":", 1)[1]] for note in notes]
    return sum(units) in (2, 4, 8) and max(units) < sum(units)


def refused(html: str) -> bool:
    return 'class="refusal message error"' in html
