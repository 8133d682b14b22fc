"""What the benchmarks of every card game share: rules speed, simulate throughput, the bot
ladder, the strong bot's think time. Each game's `bench_<game>.py` names its slug and package.

The ladder plays 2-player games, seats rotated every game, ties counted as half a win; win rates
come with 95% Wilson intervals. Its chunks run in worker processes, so `_chunk` lives here, in a
module imported by name (a bench file loaded by path cannot be pickled); the bench files
import it as `cardgame`, from their own folder (run.py's too).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project, run from anywhere

from games.engine import Rng  # noqa: E402
from games.engine.simulate import play_one, simulate  # noqa: E402


def wilson(wins: float, n: int, z: float = 1.96) -> list[float]:
    """95% Wilson score interval of a win rate."""
    if n == 0:
        return [0.0, 0.0]
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return [round(centre - half, 4), round(centre + half, 4)]


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def bench_legal_actions(R, games: int) -> dict:
    """Median time of legal_actions for the seat that must act, over random 4-player games."""
    times: list[float] = []
    rng = Rng(1)
    for seed in range(games):
        state = R.new_game(4, R.Options(), seed)
        while state.phase != "game-over":
            seat = R.stage(state).must[0]
            t = time.perf_counter()
            legal = R.legal_actions(state, seat)
            times.append(time.perf_counter() - t)
            state, _ = R.apply(state, rng.choice(legal))
    return {
        "decisions": len(times),
        "median_us": round(1e6 * statistics.median(times), 2),
        "p95_us": round(1e6 * pct(times, 0.95), 2),
    }


def bench_simple_game(R, simple_bot, games: int) -> dict:
    """Wall time of a full 4-bot simple game (the game's default rounds), without invariant
    checks."""
    times = []
    for seed in range(games):
        state = R.new_game(4, R.Options(), seed)
        t = time.perf_counter()
        out = play_one(R, [simple_bot() for _ in range(4)], state, Rng(seed), check=False)
        times.append(time.perf_counter() - t)
        assert not out["problems"], out["problems"]
    return {"games": games, "median_ms": round(1000 * statistics.median(times), 2)}


def bench_simulate(slug: str, games: int) -> dict:
    checked = simulate(slug, 4, games, seed=7, bots=["simple", "random"])
    fast = simulate(slug, 4, games, seed=7, bots=["simple", "random"], check=False)
    return {
        "games": games,
        "games_per_s_checked": checked["games_per_second"],
        "games_per_s_unchecked": fast["games_per_second"],
        "invariant_violations": checked["invariant_violations"],
        "mean_actions": checked["mean_actions"],
    }


def _chunk(args: tuple) -> tuple[dict, dict]:
    slug, levels, games, seed, bot_kwargs = args
    timings: dict[str, list[float]] = {}
    out = simulate(
        slug, 2, games, seed, levels, check=False, bot_kwargs=bot_kwargs, timings=timings
    )
    return out, timings


def ladder(
    slug: str, levels: list[str], games: int, workers: int, bot_kwargs: dict | None = None
) -> dict:
    """`levels[0]` against `levels[1]`, 2 players, seats rotated; chunks run in parallel."""
    per = max(2, math.ceil(games / workers / 2) * 2)  # even: both seats equally often
    chunks = [
        (slug, levels, per, 1000 + k, bot_kwargs or {}) for k in range(math.ceil(games / per))
    ]
    started = time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        results = list(pool.map(_chunk, chunks))
    played = sum(r["games"] for r, _ in results)
    wins = sum(r["wins_by_level"][levels[0]] for r, _ in results)
    timings: dict[str, list[float]] = {}
    for _, t in results:
        for level, ts in t.items():
            timings.setdefault(level, []).extend(ts)
    out = {
        "players": 2,
        "games": played,
        "level": levels[0],
        "settings": bot_kwargs or {},
        "against": levels[1],
        "wins": round(wins, 1),
        "win_rate": round(wins / played, 4),
        "wilson95": wilson(wins, played),
        "violations": sum(r["invariant_violations"] for r, _ in results),
        "seconds": round(time.perf_counter() - started, 1),
    }
    if "strong" in timings:
        ts = timings["strong"]
        searched = [t for t in ts if t > 0.001]
        out["strong_decision_ms"] = {
            "all_p50": round(1000 * statistics.median(ts), 3),
            "all_p95": round(1000 * pct(ts, 0.95), 3),
            "searched_n": len(searched),
            "searched_p50": round(1000 * statistics.median(searched), 2) if searched else None,
            "searched_p95": round(1000 * pct(searched, 0.95), 2) if searched else None,
            "max": round(1000 * max(ts), 2),
        }
    return out


def _registered(slug: str) -> None:
    """Games register when their Django apps are ready: run from the command line, set Django
    up first (run.py already has)."""
    from games.engine import registry

    if slug not in registry.GAMES:
        import django

        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clesite.settings")
        django.setup()


class Bench:
    """One game's bench: its slug for simulate and its package (`rules`, `bots.SimpleBot`)."""

    def __init__(self, slug: str, package: str) -> None:
        self.slug = slug
        self.package = package

    def run(
        self,
        quick: bool = False,
        games: int | None = None,
        workers: int | None = None,
        strong_games: int | None = None,
        strong: dict | None = None,
    ) -> dict:
        _registered(self.slug)
        R = importlib.import_module(f"{self.package}.rules")
        simple_bot = importlib.import_module(f"{self.package}.bots").SimpleBot
        slug = self.slug
        workers = workers or max(1, min(4, os.cpu_count() or 1))
        ladder_games = games or (100 if quick else 1000)
        machine = {"cpus": os.cpu_count(), "workers": workers, "python": sys.version.split()[0]}
        return {
            "machine": machine,
            "legal_actions": bench_legal_actions(R, 3 if quick else 20),
            "simple_game_4p": bench_simple_game(R, simple_bot, 5 if quick else 30),
            "simulate_4p": bench_simulate(slug, 5 if quick else 30),
            "ladder": [
                ladder(slug, ["simple", "random"], ladder_games, workers),
                ladder(
                    slug,
                    ["strong", "simple"],
                    strong_games or ladder_games,
                    workers,
                    {"strong": strong or {}},
                ),
            ],
        }

    def main(self, doc: str) -> None:
        """The command line of a game's bench file."""
        parser = argparse.ArgumentParser(description=doc.splitlines()[0])
        parser.add_argument("--quick", action="store_true", help="100 ladder games, not 1000")
        parser.add_argument("--games", type=int, default=None, help="ladder games per pairing")
        parser.add_argument("--workers", type=int, default=None)
        parser.add_argument("--strong-games", type=int, default=None, help="strong-vs-simple")
        parser.add_argument("--strong", default="{}", help='StrongBot settings: {"max_worlds": 8}')
        args = parser.parse_args()
        strong = json.loads(args.strong)
        out = self.run(args.quick, args.games, args.workers, args.strong_games, strong)
        print(json.dumps(out, indent=2))
