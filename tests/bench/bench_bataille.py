"""Bataille des sons benchmark: rules speed, simulate throughput, bot ladder, strong bot's think time.

    python tests/bench/bench_bataille.py [--quick] [--games N] [--workers N]

The work is tests/bench/cardgame.py's (classic variant, 2-player ladders with seats rotated);
`run()` returns the dict that `__main__` prints.
"""

from cardgame import Bench

bench = Bench("bataille-des-sons", "games.bataille")
run = bench.run

if __name__ == "__main__":
    bench.main(__doc__)
