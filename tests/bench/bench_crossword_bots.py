"""Mots croisés' bots (issue 16): `strong` against `simple`, and each level's decision time.

    python tests/bench/bench_crossword_bots.py [--quick] [--games N] [--seed S] [--out F]

Two players, Classique (the default table), the real lexicon, through the real rules and the
engine's `play_one` (the generic invariants and every board word in the lexicon checked after
every action). Each deal is played twice with the seats swapped, so neither level keeps the
dealer's seat or a better draw. A drawn game counts half a win. The win rate comes with its 95%
Wilson interval. Decision times are those of the moves (the seat obliged to act), not the polls
of a seat that may only challenge. `make bench` plays the 200 games (about 1.5 min on this
machine); `--quick` 20; a test plays one deal both ways so the script stays sound.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for path in (str(ROOT), str(HERE)):
    if path not in sys.path:
        sys.path.insert(0, path)

from cardgame import pct, wilson  # noqa: E402

from games.engine import Rng, must_act  # noqa: E402
from games.engine.simulate import play_one  # noqa: E402
from games.lacle import rules as R  # noqa: E402
from games.lacle.bots_crossword import RandomBot, SimpleBot, StrongBot  # noqa: E402
from games.lacle.invariants import check_board_words  # noqa: E402
from games.lacle.rules_patience_state import CROSSWORD, Options  # noqa: E402

LEVELS = {"random": RandomBot, "simple": SimpleBot, "strong": StrongBot}


class Timed:
    """A bot whose moves (not its optional polls) are timed, in seconds."""

    def __init__(self, bot, times: list[float]) -> None:
        self.bot, self.times, self.level = bot, times, bot.level

    def choose(self, observation, legal_actions, rng):
        started = time.process_time()
        chosen = self.bot.choose(observation, legal_actions, rng)
        if must_act(observation):
            self.times.append(time.process_time() - started)
        return chosen


def ladder(level: str, against: str, games: int, seed: int = 1) -> dict:
    """`games` games (rounded up to pairs) of `level` against `against`, seats swapped per deal."""
    times: dict[str, list[float]] = {level: [], against: []}
    master = Rng(seed)
    wins = 0.0
    played = unfinished = problems = 0
    started = time.perf_counter()
    for _pair in range((games + 1) // 2):
        deal = master.randbelow(2**31)
        for first in (level, against):
            second = against if first == level else level
            bots = [Timed(LEVELS[lv](), times[lv]) for lv in (first, second)]
            state = R.new_game(2, Options(mode=CROSSWORD), deal)
            out = play_one(R, bots, state, Rng(deal), extra_check=check_board_words)
            seat = 0 if first == level else 1
            problems += len(out["problems"])
            if not out["winners"]:
                unfinished += 1
            elif seat in out["winners"]:
                wins += 1.0 / len(out["winners"])
            played += 1
    return {
        "players": 2,
        "games": played,
        "level": level,
        "against": against,
        "wins": round(wins, 1),
        "win_rate": round(wins / played, 4) if played else None,
        "wilson95": wilson(wins, played),
        "unfinished": unfinished,
        "invariant_problems": problems,
        "decision_cpu_ms": {lv: _spread(ts) for lv, ts in times.items()},
        "seconds": round(time.perf_counter() - started, 1),
    }


def _spread(ts: list[float]) -> dict:
    if not ts:
        return {"n": 0}
    return {
        "n": len(ts),
        "p50": round(1000 * statistics.median(ts), 1),
        "p95": round(1000 * pct(ts, 0.95), 1),
        "max": round(1000 * max(ts), 1),
    }


def run(quick: bool = False, games: int | None = None, seed: int = 1) -> dict:
    return {"strong_vs_simple": ladder("strong", "simple", games or (20 if quick else 200), seed)}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--games", type=int)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(json.dumps(run(args.quick, args.games, args.seed), indent=2))
