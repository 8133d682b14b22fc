"""Benchmark of the theory core: why the rules ask precomputed tables instead of music21.

Run: `.venv/bin/python tests/bench/bench_theory.py` (prints JSON). Figures are medians over
repetitions (time.perf_counter); these machines are noisy, so read the ratios.
"""

from __future__ import annotations

import itertools
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _median_seconds(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def _per_call(
    fn: Callable[..., object], args: list[tuple], repeat: int = 7, rounds: int = 1
) -> float:
    """Median over `repeat` runs of the mean cost of one call `fn(*a)` over `args` (seconds)."""

    def loop() -> None:
        for _ in range(rounds):
            for a in args:
                fn(*a)

    return _median_seconds(loop, repeat) / (len(args) * rounds)


def _noop(*args: object) -> None:
    """The harness alone: calling a Python function with the same arguments."""


def _fresh_process(code: str, repeat: int = 5) -> float:
    """Median of a timing printed by a fresh interpreter (so nothing is cached)."""
    runs = []
    for _ in range(repeat):
        out = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
        )
        runs.append(float(out.stdout.strip().splitlines()[-1]))
    return statistics.median(runs)


def bench_imports() -> dict[str, float]:
    music21 = _fresh_process(
        "import time; t = time.perf_counter(); import music21; print(time.perf_counter() - t)"
    )
    theory = _fresh_process(
        "import time; t = time.perf_counter(); import theory; print(time.perf_counter() - t)"
    )
    first_answer = _fresh_process(
        "import time, theory; t = time.perf_counter(); theory.generic_interval('C4', 'E4');"
        " print(time.perf_counter() - t)"
    )
    return {
        "music21_import_s": music21,
        "theory_import_s (no music21)": theory,
        "first_answer_s (import music21 + build)": first_answer,
    }


def bench_tables() -> dict[str, float]:
    from theory import _music21, tables

    build = _median_seconds(lambda: tables._freeze(_music21.build_raw_tables()), 5)
    return {"table_build_s": build}


def bench_lookups() -> dict[str, dict[str, float]]:
    from music21 import duration, interval, pitch, scale

    import theory
    from theory import EXTENDED_RANGE, NAMES, RHYTHMS

    theory.warm()
    pairs = list(itertools.product(EXTENDED_RANGE, repeat=2))
    m21_pitches = {p: pitch.Pitch(p) for p in EXTENDED_RANGE}
    in_range = set(EXTENDED_RANGE)
    at_args = [(p, s, d) for p in EXTENDED_RANGE for s in (3, 4, 5) for d in (1, -1)]
    sums = [
        (combo, target)
        for k in (1, 2, 3)
        for combo in itertools.combinations_with_replacement(RHYTHMS, k)
        for target in RHYTHMS
    ]
    c_major = scale.MajorScale("C")
    scale_args = [(n, d) for n in NAMES for d in (1, -1)]
    m21_dirs = {1: scale.Direction.ASCENDING, -1: scale.Direction.DESCENDING}

    def m21_generic(p, q):
        return interval.Interval(pitch.Pitch(p), pitch.Pitch(q)).generic.directed

    def m21_generic_prebuilt(p, q):
        return interval.Interval(m21_pitches[p], m21_pitches[q]).generic.directed

    def m21_conjoint(p, q):
        return abs(m21_generic(p, q)) == 2

    def m21_at(p, size, d):
        got = interval.GenericInterval(size * d).transposePitch(pitch.Pitch(p)).nameWithOctave
        return got if got in in_range else None

    def m21_sum(combo, target):
        total = sum(duration.Duration(r).quarterLength for r in combo)
        return total == duration.Duration(target).quarterLength

    def m21_scale(n, d):
        return c_major.nextPitch(pitch.Pitch(f"{n}4"), direction=m21_dirs[d]).step

    cases = {
        "generic_interval": (theory.generic_interval, m21_generic, pairs),
        "generic_interval (music21 with prebuilt Pitch)": (
            theory.generic_interval,
            m21_generic_prebuilt,
            pairs,
        ),
        "conjoint": (theory.conjoint, m21_conjoint, pairs),
        "pitch_at_interval": (theory.pitch_at_interval, m21_at, at_args),
        "rhythms_sum_to": (theory.rhythms_sum_to, m21_sum, sums),
        "rhythms_sum_to (lists)": (
            theory.rhythms_sum_to,
            m21_sum,
            [(list(c), t) for c, t in sums],
        ),
        "scale_next": (theory.scale_next, m21_scale, scale_args),
    }
    out = {}
    for name, (ours, theirs, args) in cases.items():
        harness = _per_call(_noop, args, repeat=9, rounds=50)
        t_ours = _per_call(ours, args, repeat=9, rounds=50)
        t_m21 = _per_call(theirs, args, repeat=5)
        out[name] = {
            "theory_us": round(t_ours * 1e6, 3),
            "music21_us": round(t_m21 * 1e6, 3),
            "ratio": round(t_m21 / t_ours, 1),
            "harness_us": round(harness * 1e6, 3),
            "ratio_net_of_harness": round((t_m21 - harness) / max(t_ours - harness, 1e-9), 1),
        }
    return out


def bench_notation() -> dict[str, float]:
    first = _fresh_process(
        "import time; from theory import notation as N; import theory; theory.warm();"
        " t = time.perf_counter(); N.svg_note('C4', 'quarter'); print(time.perf_counter() - t)",
        repeat=3,
    )
    from theory import notation as N

    N.svg_note("E4", "half")  # toolkit created, music21 imported

    def cold() -> None:
        N.cache_clear()
        N.svg_note("C4", "quarter")

    cold_s = _median_seconds(cold, 15)
    N.svg_note("C4", "quarter")
    cached_s = _median_seconds(lambda: N.svg_note("C4", "quarter"), 2001)

    def cold_range() -> None:
        N.cache_clear()
        N.svg_range()

    svg = N.svg_note("C4", "quarter")
    return {
        "first_render_in_process_s (toolkit + MusicXML + engrave)": first,
        "render_cold_ms (MusicXML + Verovio)": round(cold_s * 1e3, 3),
        "render_cold_range_ms": round(_median_seconds(cold_range, 7) * 1e3, 3),
        "render_cached_us": round(cached_s * 1e6, 3),
        "cold_over_cached": round(cold_s / cached_s, 1),
        "note_svg_bytes": len(svg.encode()),
    }


def run() -> dict:
    """All measurements, as one JSON-able dict."""
    return {
        "python": sys.version.split()[0],
        "imports": bench_imports(),
        "tables": bench_tables(),
        "lookups_per_call": bench_lookups(),
        "notation": bench_notation(),
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
