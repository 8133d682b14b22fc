"""Are La Clé's move generators still exact? Their plays on fixed positions against the plays
the first generator gave there (issue 16: a faster generator must find the same set).

`movegen_digests.json`, beside this file, holds positions and, for each, how many plays the
first generator (commit 64ec852, before the speed work) gave and SHA-256s of their list
(direction, line, position, word, cells laid, jokers), sorted and as given: the 30 bench boards,
30 more mid-game boards with racks of 0, 1 or 2 jokers and 4 to 10 tiles, and 6 openings.
Both generators must give that set: the word graph's walk (`movegen.plays_by_graph`) in the
first generator's order (`sha256_ordered`), the bit-sliced index's (`movegen.plays`, the one
the game uses) in its own order (`sha256_index_order`, recorded when it came: the bots break
ties by it, so a seeded game keeps playing the same).

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


GENERATORS = {
    "index": (movegen.plays, "sha256_index_order"),
    "graph": (movegen.plays_by_graph, "sha256_ordered"),
}


def differing(cases: list[dict], lex, generators=tuple(GENERATORS)) -> list[str]:
    """The cases where a generator's plays are not the recorded ones."""
    out = []
    for name in generators:
        generate, order = GENERATORS[name]
        for case in cases:
            plays = generate(case["board"], case["rack"], lex, case["opening"])
            count, sha, ordered = digest(plays)
            if (count, sha) != (case["count"], case["sha256"]):
                out.append(f"{name}, {case['name']}: {count} plays, {case['count']} expected")
            elif ordered != case[order]:
                out.append(f"{name}, {case['name']}: the same plays in another order")
    return out


def record_index_order(cases: list[dict], lex) -> None:
    """Record the index's order, once its plays are the first generator's set."""
    for case in cases:
        plays = movegen.plays(case["board"], case["rack"], lex, case["opening"])
        count, sha, ordered = digest(plays)
        if (count, sha) != (case["count"], case["sha256"]):
            raise SystemExit(f"{case['name']}: {count} plays, {case['count']} expected")
        case["sha256_index_order"] = ordered
    DIGESTS.write_text(json.dumps(cases, indent=1) + "\n")


def main() -> int:
    cases = json.loads(DIGESTS.read_text())
    if "--record-index-order" in sys.argv:
        record_index_order(cases, lexicon.load())
    bad = differing(cases, lexicon.load())
    print("\n".join(bad) or f"all {len(cases)} positions give the recorded plays, both generators")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
