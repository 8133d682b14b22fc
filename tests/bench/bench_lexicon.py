"""Benchmark of La Clé's lexicon (LC-3): load time, memory, look-up time.

Run: `.venv/bin/python tests/bench/bench_lexicon.py` (prints JSON). Figures are medians over
repetitions (time.perf_counter); these machines are noisy, so read the ratios.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from games.lacle import lexicon  # noqa: E402
from games.lacle.example import PATIENCE_EXAMPLE  # noqa: E402

HITS = [word for word, *_ in PATIENCE_EXAMPLE]
MISSES = ["FRANCE", "MOZART", "SNCF", "OK", "XYZZY", "PORTEMONNAIE", "ZQ", "ANTI"]

FRESH_LOAD = """
import time
t = time.perf_counter()
from games.lacle import lexicon
lexicon.load()
print(time.perf_counter() - t)
"""


def _fresh_load(repeat: int) -> float:
    """Median seconds for a fresh interpreter to import the module and load the lexicon."""
    runs = []
    for _ in range(repeat):
        out = subprocess.run(
            [sys.executable, "-c", FRESH_LOAD], capture_output=True, text=True, check=True, cwd=ROOT
        )
        runs.append(float(out.stdout.strip().splitlines()[-1]))
    return statistics.median(runs)


def _memory() -> int:
    """Bytes allocated by one load, as tracemalloc counts them (the dict and its strings)."""
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    lex = lexicon.Lexicon.from_file()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del lex
    return after - before


def _per_call(fn, words: list[str], rounds: int, repeat: int = 7) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(rounds):
            for w in words:
                fn(w)
        times.append(time.perf_counter() - t)
    return statistics.median(times) / (rounds * len(words))


def run(quick: bool = False) -> dict:
    rounds = 200 if quick else 2000
    lex = lexicon.load()
    words = HITS + MISSES
    return {
        "forms": len(lex),
        "file_bytes": lexicon.DATA.stat().st_size,
        "load_fresh_process_s": round(_fresh_load(3 if quick else 7), 4),
        "load_in_process_s": round(_per_call(lambda _: lexicon.Lexicon.from_file(), [""], 1, 3), 4),
        "memory_tracemalloc_mb": round(_memory() / 2**20, 1),
        "contains_ns": round(_per_call(lex.__contains__, words, rounds) * 1e9, 1),
        "plural_only_ns": round(_per_call(lex.plural_only, words, rounds) * 1e9, 1),
        "why_not_us": round(_per_call(lex.why_not, words, rounds // 10) * 1e6, 2),
    }


if __name__ == "__main__":
    print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
