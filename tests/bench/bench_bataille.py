"""Bataille des sons benchmark: the strong bot against the simple one, and its think time.

    PYTHONPATH=. python tests/bench/bench_bataille.py [--games 1000] [--workers 2]

Plain Python: the game is registered here (no Django). 2 players, seats rotated every game
(simulate does), ties counted as half a win, the 95% Wilson interval; decision p50 / p95 of the
strong bot over every decision it took.
"""

import argparse
import json
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

import cardgame
from cardgame import pct, wilson

from games.engine import registry
from games.engine.simulate import simulate

SLUG = "bataille-des-sons"
BOTS = (
    ("random", "games.bataille.bots:RandomBot"),
    ("simple", "games.bataille.bots:SimpleBot"),
    ("strong", "games.bataille.bots:StrongBot"),
)


def _register() -> None:
    registry.register(registry.GameEntry(SLUG, "games.bataille.rules", BOTS))


def _chunk(args: tuple) -> tuple[dict, dict]:
    levels, games, seed, options = args
    _register()
    timings: dict[str, list[float]] = {}
    out = simulate(SLUG, 2, games, seed, levels, options=options, check=False, timings=timings)
    return out, timings


def ladder(levels: list[str], games: int, workers: int, options: dict) -> dict:
    per = max(2, math.ceil(games / workers / 2) * 2)
    chunks = [(levels, per, 1000 + k, options) for k in range(math.ceil(games / per))]
    started = time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        results = list(pool.map(_chunk, chunks))
    played = sum(r["games"] for r, _ in results)
    wins = sum(r["wins_by_level"][levels[0]] for r, _ in results)
    ts = [t for _, tm in results for t in tm.get(levels[0], [])]
    return {
        "players": 2,
        "options": options,
        "games": played,
        "level": levels[0],
        "against": levels[1],
        "wins": round(wins, 1),
        "win_rate": round(wins / played, 4),
        "wilson95": wilson(wins, played),
        "unfinished": sum(r["unfinished"] for r, _ in results),
        "seconds": round(time.perf_counter() - started, 1),
        "decision_ms": {
            "n": len(ts),
            "p50": round(1000 * statistics.median(ts), 3),
            "p95": round(1000 * pct(ts, 0.95), 3),
            "max": round(1000 * max(ts), 2),
        },
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--variant", default="classic")
    args = parser.parse_args()
    assert cardgame  # the shared helpers' module, imported for its path set-up
    opts = {"variant": args.variant}
    print(json.dumps(ladder(["strong", "simple"], args.games, args.workers, opts), indent=2))
