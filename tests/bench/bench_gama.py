"""Gama benchmark: rules speed, simulate throughput, bot ladder, strong bot's think time.

    python tests/bench/bench_gama.py [--quick] [--games N] [--workers N]

`run()` returns the dict that `__main__` prints as JSON (tests/bench/cardgame.py does the work).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from games.gama import rules as R  # noqa: E402  (importing games.gama registers the game)
from games.gama.bots import SimpleBot  # noqa: E402
from tests.bench import cardgame  # noqa: E402


def run(
    quick: bool = False,
    games: int | None = None,
    workers: int | None = None,
    strong_games: int | None = None,
    strong: dict | None = None,
) -> dict:
    return cardgame.run("gama", R, SimpleBot, quick, games, workers, strong_games, strong)


if __name__ == "__main__":
    cardgame.main("gama", R, SimpleBot, __doc__)
