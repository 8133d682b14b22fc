"""Is La Clé's move generator still exact? Its plays on fixed positions against the plays the
first generator gave there (issue 16: a faster generator must find the same set).

`movegen_digests.json`, beside this file, holds positions and, for each, how many plays the
first generator (commit 64ec852, before the speed work) gave and SHA-256s of their list
(direction, line, position, word, cells laid, jokers), sorted and as given: the 30 bench boards, 30 more
mid-game boards with racks of 0, 1 or 2 jokers and 4 to 10 tiles, and 6 openings.

Run: `.venv/bin/python tests/bench/check_movegen.py` (prints the positions that differ, exits 1
if any); `test_movegen.py` checks a few of them on every run.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from games.lacle import lexicon, movegen  # noqa: E402

DIGESTS = Path(__file__).resolve().parent / "movegen_digests.json"


def digest(plays) -> tuple[int, str, str]:
    """How many plays, a SHA-256 of their sorted list (the same play twice counts twice), and
    one of the list as given: the bots break ties by the generator's order, so a faster
    generator keeps it (a seeded game plays the same)."""
    rows = [(p.direction, p.line, p.pos, p.word, p.new, p.jokers) for p in plays]
    ordered = hashlib.sha256(repr(rows).encode()).hexdigest()
    return len(rows), hashlib.sha256(repr(sorted(rows)).encode()).hexdigest(), ordered


def differing(cases: list[dict], lex) -> list[str]:
    """The cases where the generator's plays are not the recorded ones."""
    out = []
    for case in cases:
        plays = movegen.plays(case["board"], case["rack"], lex, case["opening"])
        count, sha, ordered = digest(plays)
        if (count, sha) != (case["count"], case["sha256"]):
            out.append(f"{case['name']}: {count} plays, {case['count']} expected")
        elif ordered != case["sha256_ordered"]:
            out.append(f"{case['name']}: the same plays in another order")
    return out


def main() -> int:
    cases = json.loads(DIGESTS.read_text())
    bad = differing(cases, lexicon.load())
    print("\n".join(bad) or f"all {len(cases)} positions give the recorded plays")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
