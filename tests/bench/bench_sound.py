"""Benchmark and report of the cards' sounds (Bataille des sons, issue 14).

Run: `.venv/bin/python tests/bench/bench_sound.py` (prints JSON): the time to render the 37 cards
(cold cache; median over repetitions), the file sizes, and per parameter the Spearman correlation
between the card values and the measures of tests/games/bataille/sound_measure.py (ISO 532-1
loudness, autocorrelation f0, envelope duration, spectral flatness) with the worst pair of cards
two or more points apart.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def run(quick: bool = False) -> dict:
    from games.bataille.cards import CARDS
    from games.bataille.sound import wav_bytes
    from tests.games.bataille import sound_measure

    times = []
    for _ in range(3 if quick else 7):
        wav_bytes.cache_clear()
        t = time.perf_counter()
        for c in CARDS:
            wav_bytes(c.id)
        times.append(time.perf_counter() - t)
    measured = sound_measure.measure_all()
    return {
        "render_37_ms": round(statistics.median(times) * 1000, 1),
        "bytes": measured["bytes"],
        "params": {
            p: {
                "spearman": round(r["spearman"], 4),
                "worst_pair": {**r["worst_pair"], "margin": round(r["worst_pair"]["margin"], 3)},
                "unit": r["unit"],
            }
            for p, r in measured["params"].items()
        },
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=2, ensure_ascii=False))
