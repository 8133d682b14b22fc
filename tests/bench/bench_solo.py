"""Solo benchmark: rules speed, simulate throughput, bot ladder, strong bot's think time.

    python tests/bench/bench_solo.py [--quick] [--games N] [--workers N] [--target 200]

The work is tests/bench/cardgame.py's. What Solo adds: its games go to 500 points (hundreds of
turns), so `--target` (200, 300 or 500: the table option) sets the game of every figure; the
default is the shorter game, 200, and the report says which. `run()` returns the dict that
`__main__` prints (`make bench` runs it with `quick` only).
"""

import argparse
import json
import math
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

import cardgame
from cardgame import pct, wilson

from games.engine import Rng
from games.engine.simulate import play_one, simulate

TARGET = 200  # the shorter game of the table option: Solo's default, 500, is 3× longer


def _chunk(args: tuple) -> tuple[dict, dict]:
    levels, games, seed, bot_kwargs, target = args
    timings: dict[str, list[float]] = {}
    out = simulate(
        "solo",
        2,
        games,
        seed,
        levels,
        options={"target": target},
        check=False,
        bot_kwargs=bot_kwargs,
        timings=timings,
    )
    return out, timings


def ladder(levels: list[str], games: int, workers: int, target: int, strong: dict) -> dict:
    """cardgame.ladder with Solo's target: 2 players, seats rotated, chunks in parallel."""
    per = max(2, math.ceil(games / workers / 2) * 2)
    chunks = [
        (levels, per, 1000 + k, {"strong": strong}, target) for k in range(math.ceil(games / per))
    ]
    started = time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        results = list(pool.map(_chunk, chunks))
    played = sum(r["games"] for r, _ in results)
    wins = sum(r["wins_by_level"][levels[0]] for r, _ in results)
    ts = [t for _, tm in results for t in tm.get("strong", [])]
    out = {
        "players": 2,
        "target": target,
        "games": played,
        "level": levels[0],
        "against": levels[1],
        "settings": strong,
        "wins": round(wins, 1),
        "win_rate": round(wins / played, 4),
        "wilson95": wilson(wins, played),
        "unfinished": sum(r["unfinished"] for r, _ in results),
        "seconds": round(time.perf_counter() - started, 1),
    }
    if ts:
        out["strong_decision_ms"] = {
            "n": len(ts),
            "p50": round(1000 * statistics.median(ts), 3),
            "p95": round(1000 * pct(ts, 0.95), 3),
            "max": round(1000 * max(ts), 2),
        }
    return out


def ladder_log(levels: list[str], games: int, target: int, strong: dict, path: str) -> dict:
    """The ladder on one core, two games (one per seat order) at a time, each pair appended
    to `path` as a JSON line as soon as it ends: a long run (1,000 games to 500 points take
    about an hour) can be read, or stopped, half-way, and `summary` still counts what ended.
    Run again on the same file, it plays only the pairs the file lacks."""
    done = set()
    if os.path.exists(path):
        with open(path, encoding="utf-8") as log:
            done = {json.loads(line)["seed"] for line in log if line.strip()}
    with open(path, "a", encoding="utf-8") as log:
        for k in range(math.ceil(games / 2)):
            if 1000 + k in done:
                continue
            started = time.perf_counter()
            out, timings = _chunk((levels, 2, 1000 + k, {"strong": strong}, target))
            row = {
                "seed": 1000 + k,
                "games": out["games"],
                "wins": out["wins_by_level"][levels[0]],
                "unfinished": out["unfinished"],
                "seconds": round(time.perf_counter() - started, 2),
                "ms": [round(1000 * t, 2) for t in timings.get(levels[0], [])],
            }
            log.write(json.dumps(row) + "\n")
            log.flush()
    return summary(path, levels, target, strong)


def summary(path: str, levels: list[str], target: int, strong: dict) -> dict:
    """The ladder's figures from a `ladder_log` file: win rate, Wilson interval, think time."""
    with open(path, encoding="utf-8") as log:
        rows = [json.loads(line) for line in log if line.strip()]
    played = sum(r["games"] for r in rows)
    wins = sum(r["wins"] for r in rows)
    ts = [t for r in rows for t in r["ms"]]
    out = {
        "players": 2,
        "target": target,
        "games": played,
        "level": levels[0],
        "against": levels[1],
        "settings": strong,
        "wins": round(wins, 1),
        "win_rate": round(wins / played, 4) if played else None,
        "wilson95": wilson(wins, played),
        "unfinished": sum(r["unfinished"] for r in rows),
        "seconds": round(sum(r["seconds"] for r in rows), 1),
        "seconds_per_game": round(sum(r["seconds"] for r in rows) / played, 2) if played else None,
    }
    if ts:
        out["strong_decision_ms"] = {
            "n": len(ts),
            "p50": round(statistics.median(ts), 3),
            "p95": round(pct(ts, 0.95), 3),
            "max": round(max(ts), 2),
        }
    return out


def bench_round_4p(R, bot, games: int, target: int) -> dict:
    """Wall time of one full round of 4 bots (deal to the last card), and of a whole game."""
    rounds, whole = [], []
    for seed in range(games):
        state = R.new_game(4, R.Options(target=target), seed)
        rng = Rng(seed)
        t = time.perf_counter()
        while state.phase == "play":
            stage = R.stage(state)
            chosen = None
            for seat in [*(s for s in stage.may if s not in stage.must), *stage.must]:
                legal = R.legal_actions(state, seat)
                if legal:
                    chosen = bot.choose(R.observation(state, seat), legal, rng)
                    if chosen is not None:
                        break
            state, _ = R.apply(state, chosen)
        rounds.append(time.perf_counter() - t)
        t = time.perf_counter()
        out = play_one(
            R,
            [bot for _ in range(4)],
            R.new_game(4, R.Options(target=target), seed),
            Rng(seed),
            check=False,
        )
        whole.append(time.perf_counter() - t)
        assert not out["problems"], out["problems"]
    return {
        "games": games,
        "round_median_ms": round(1000 * statistics.median(rounds), 2),
        "game_median_ms": round(1000 * statistics.median(whole), 2),
    }


def bench_legal_actions(R, games: int, target: int) -> dict:
    """Legal actions per decision of the seat that must act, and their time, random 4-player
    games (cardgame's figure, with Solo's target)."""
    times: list[float] = []
    sizes: list[int] = []
    rng = Rng(1)
    for seed in range(games):
        state = R.new_game(4, R.Options(target=target), seed)
        while state.phase != "game-over":
            seat = R.stage(state).must[0]
            t = time.perf_counter()
            legal = R.legal_actions(state, seat)
            times.append(time.perf_counter() - t)
            sizes.append(len(legal))
            state, _ = R.apply(state, rng.choice(legal))
    return {
        "decisions": len(times),
        "actions_per_decision_median": statistics.median(sizes),
        "actions_per_decision_mean": round(statistics.mean(sizes), 2),
        "actions_per_decision_max": max(sizes),
        "median_us": round(1e6 * statistics.median(times), 2),
        "p95_us": round(1e6 * pct(times, 0.95), 2),
    }


def bench_simulate(games: int, target: int) -> dict:
    """cardgame.bench_simulate with Solo's target."""
    runs = [
        simulate("solo", 4, games, 7, ["simple", "random"], options={"target": target}, check=c)
        for c in (True, False)
    ]
    return {
        "games": games,
        "games_per_s_checked": runs[0]["games_per_second"],
        "games_per_s_unchecked": runs[1]["games_per_second"],
        "invariant_violations": runs[0]["invariant_violations"],
        "mean_actions": runs[0]["mean_actions"],
    }


def run(
    quick: bool = False,
    games: int | None = None,
    workers: int | None = None,
    strong_games: int | None = None,
    strong: dict | None = None,
    target: int = TARGET,
) -> dict:
    cardgame._registered("solo")
    from games.solo import bots
    from games.solo import rules as R

    workers = workers or 2
    ladder_games = games or (100 if quick else 1000)
    return {
        "target": target,
        "machine": {"workers": workers},
        "legal_actions": bench_legal_actions(R, 3 if quick else 20, target),
        "simple_round_4p": bench_round_4p(R, bots.SimpleBot(), 5 if quick else 30, target),
        "simulate_4p": bench_simulate(5 if quick else 30, target),
        "ladder": [
            ladder(["simple", "random"], ladder_games, workers, target, {}),
            ladder(
                ["strong", "simple"], strong_games or ladder_games, workers, target, strong or {}
            ),
        ],
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="100 ladder games, not 1000")
    parser.add_argument("--games", type=int, default=None, help="ladder games per pairing")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--strong-games", type=int, default=None, help="strong-vs-simple")
    parser.add_argument("--strong", default="{}", help='StrongBot settings: {"max_worlds": 8}')
    parser.add_argument("--target", type=int, default=TARGET, choices=(200, 300, 500))
    parser.add_argument("--only-strong", action="store_true", help="the strong ladder only")
    parser.add_argument("--log", help="--only-strong on one core, each pair of games logged here")
    parser.add_argument("--summary", help="the strong ladder's figures from a --log file")
    args = parser.parse_args()
    if args.summary:
        out = summary(args.summary, ["strong", "simple"], args.target, json.loads(args.strong))
    elif args.only_strong and args.log:
        cardgame._registered("solo")
        out = ladder_log(
            ["strong", "simple"],
            args.strong_games or args.games or 1000,
            args.target,
            json.loads(args.strong),
            args.log,
        )
    elif args.only_strong:
        cardgame._registered("solo")
        out = ladder(
            ["strong", "simple"],
            args.strong_games or args.games or 1000,
            args.workers or 2,
            args.target,
            json.loads(args.strong),
        )
    else:
        out = run(
            args.quick,
            args.games,
            args.workers,
            args.strong_games,
            json.loads(args.strong),
            args.target,
        )
    print(json.dumps(out, indent=2))
