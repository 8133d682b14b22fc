"""Clé de Sol benchmark: rules speed, simulate throughput, bot ladder, strong bot's think time.

    python tests/bench/bench_cledesol.py [--quick] [--games N] [--workers N]

`run()` returns the dict that `__main__` prints as JSON (tests/bench/cardgame.py does the work).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from games.cledesol import rules as R  # noqa: E402
from games.cledesol.bots import SimpleBot  # noqa: E402
from tests.bench import cardgame  # noqa: E402


def run(
    quick: bool = False,
    games: int | None = None,
    workers: int | None = None,
    strong_games: int | None = None,
    strong: dict | None = None,
) -> dict:
    return cardgame.run("cle-de-sol", R, SimpleBot, quick, games, workers, strong_games, strong)


if __name__ == "__main__":
    cardgame.main("cle-de-sol", R, SimpleBot, __doc__)
