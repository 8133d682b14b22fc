"""Hostile input, drawn from a seeded `random.Random`: the same seed sends the same requests.

Every value is bytes: what a hostile client can put on the wire, including invalid UTF-8 and
the UTF-8 form of lone surrogates, which no `str` of a well-behaved client holds. Values are
percent-encoded into paths, queries and form bodies by `encode`.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from urllib.parse import quote_from_bytes

KB = 1024
LONE_SURROGATE = "\ud800".encode("utf-8", "surrogatepass")  # b"\xed\xa0\x80"

# Control characters: the middleware refuses them all (clesite/middleware.py) before a view.
CONTROL: tuple[bytes, ...] = (b"\x00", b"AB\x00CD", b"A\x01B\x1b[31m", b"x\x7f")
# Values with something else wrong in them, of every kind issue 25 lists: these reach the views.
HOSTILE: tuple[bytes, ...] = (
    b"",
    b"line\r\nSet-Cookie: evil=1",
    b"\xff\xfe\xfd",
    b"\xc0\xaf",  # an over-long "/"
    LONE_SURROGATE,
    b"abc" + LONE_SURROGATE + b"def",
    "é\u202eZ\ufeff\u200b".encode(),
    "𝄞♯♭♮".encode(),
    b"-1",
    b"0",
    b"-99999999999999999999",
    b"99999999999999999999999999999999",
    b"1e309",
    b"NaN",
    b"3.5",
    b"' OR 1=1 --",
    b'"><script>alert(1)</script>',
    b"../../../etc/passwd",
    b"%00",
    b"%2e%2e%2f",
    b"{{ request }}{% debug %}",
    b'=HYPERLINK("http://x")',
    b"A" * (10 * KB),
)
HUGE = b"B" * (1024 * KB)  # one value of a megabyte: under Django's 2.5 MB body limit
INTEGERS = (b"-1", b"0", b"1", b"7", b"255", b"65536", b"2147483648", b"9" * 25, b"-" + b"9" * 25)

# Parameters some view reads, though no form of the page may show them.
QUERY_NAMES = ("next", "v", "r", "classe", "q", "lang", "language", "page", "seat", "code")


def encode(value: bytes) -> str:
    return quote_from_bytes(value, safe=b"")


def urlencoded(pairs: list[tuple[str, bytes]]) -> bytes:
    return "&".join(f"{encode(k.encode())}={encode(v)}" for k, v in pairs).encode("ascii")


@dataclass
class Body:
    """A request body and its content type, and what it was, for the failure report."""

    content_type: str
    data: bytes
    kind: str

    def describe(self) -> str:
        head = self.data[:160]
        more = f"… ({len(self.data)} bytes)" if len(self.data) > 160 else ""
        return f"{self.kind} [{self.content_type}] {head!r}{more}"


def value(rng: random.Random) -> bytes:
    """A hostile value: now and then a megabyte long, or a control character (refused at the
    door: drawn less often, so that most requests reach the views)."""
    roll = rng.random()
    if roll < 0.02:
        return HUGE
    if roll < 0.12:
        return rng.choice(CONTROL)
    return rng.choice(HOSTILE + INTEGERS)


def path_value(rng: random.Random, kind: str) -> str:
    """A hostile value for a path converter, encoded; an `int` converter only matches digits."""
    if kind == "int":
        return rng.choice(("0", "9" * 25, "00001", "2147483648", "18446744073709551616"))
    raw = rng.choice([v for v in CONTROL + HOSTILE if v and b"/" not in v] + [b"-", b"a" * 300])
    return encode(raw)


def mutate(rng: random.Random, fields: list[tuple[str, str]]) -> list[tuple[str, bytes]]:
    """A form's real fields, some values made hostile, some repeated, a stranger added."""
    pairs = [(k, v.encode()) for k, v in fields]
    out: list[tuple[str, bytes]] = []
    for key, val in pairs:
        roll = rng.random()
        if roll < 0.4:
            val = value(rng)
        elif roll < 0.5:
            out.extend((key, value(rng)) for _ in range(rng.randint(2, 30)))
        if rng.random() > 0.1:  # and now and then a field left out
            out.append((key, val))
    if rng.random() < 0.3:
        out.append((rng.choice(QUERY_NAMES), value(rng)))
    if rng.random() < 0.1:
        out.append((rng.choice(CONTROL + HOSTILE)[:40].decode(errors="replace"), b"1"))
    return out


def query(rng: random.Random, fields: list[tuple[str, str]]) -> str:
    """A query string: the page's own fields and a few a view might read, made hostile."""
    names = [(k, v) for k, v in fields] + [(n, "") for n in rng.sample(QUERY_NAMES, 3)]
    return urlencoded(mutate(rng, names)).decode()


def body(rng: random.Random, fields: list[tuple[str, str]]) -> Body:
    """A POST body: mostly the form mutated, else one of the shapes no form sends."""
    roll = rng.random()
    if roll < 0.6:
        return Body("application/x-www-form-urlencoded", urlencoded(mutate(rng, fields)), "form")
    shapes = (
        _json,
        _wrong_type,
        _bad_charset,
        _broken_multipart,
        _multipart,
        _too_many_fields,
        _too_big,
    )
    return rng.choice(shapes)(rng, fields)


def _json(rng, fields) -> Body:
    doc = {k: rng.choice([v, -1, 10**30, None, [v, v], {"$gt": ""}]) for k, v in fields}
    return Body("application/json", json.dumps(doc).encode(), "json instead of a form")


def _wrong_type(rng, fields) -> Body:
    return Body("text/plain", urlencoded(mutate(rng, fields)), "form sent as text/plain")


def _bad_charset(rng, fields) -> Body:
    kind = rng.choice(["utf-7", "bogus-charset", "utf-16"])
    return Body(
        f"application/x-www-form-urlencoded; charset={kind}",
        urlencoded(mutate(rng, fields)),
        "form with a strange charset",
    )


def _broken_multipart(rng, fields) -> Body:
    data = b'--xyz\r\nContent-Disposition: form-data; name="a\r\n\r\n' + value(rng)[:100]
    return Body("multipart/form-data; boundary=xyz", data, "broken multipart")


def _multipart(rng, fields) -> Body:
    parts = []
    for key, val in mutate(rng, fields):
        parts += [
            b"--b0undary",
            f'Content-Disposition: form-data; name="{key}"'.encode(),
            b"",
            val,
        ]
    parts += [
        b"--b0undary",
        b'Content-Disposition: form-data; name="file"; filename="../x.csv"',
        b"Content-Type: text/csv",
        b"",
        b"=1+1,\x00",
        b"--b0undary--",
        b"",
    ]
    return Body("multipart/form-data; boundary=b0undary", b"\r\n".join(parts), "multipart")


def _too_many_fields(rng, fields) -> Body:
    pairs = [(f"f{i}", b"1") for i in range(1500)]
    return Body("application/x-www-form-urlencoded", urlencoded(pairs), "1500 fields")


def _too_big(rng, fields) -> Body:
    pairs = [*((k, v.encode()) for k, v in fields), ("x", b"C" * (3 * 1024 * KB))]
    return Body("application/x-www-form-urlencoded", urlencoded(pairs), "a 3 MB body")
