"""Clé de Sol benchmark: rules speed, simulate throughput, bot ladder, strong bot's think time.

    python tests/bench/bench_cledesol.py [--quick] [--games N] [--workers N]

The work is tests/bench/cardgame.py's; `run()` returns the dict that `__main__` prints.
"""

from cardgame import Bench

bench = Bench("cle-de-sol", "games.cledesol")
run = bench.run

if __name__ == "__main__":
    bench.main(__doc__)
