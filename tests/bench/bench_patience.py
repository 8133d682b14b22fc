"""Benchmark of La Patience (issue 26): the judge of a laid word and the solver per deal.

- `legal_check_us`: `rules.is_legal` on a lay of the sheet's example (the real lexicon), an
  accepted one (PIMENT, the 7th word) and a refused one (an unknown word on the same cells);
- `candidates_ms`: listing the lays through the previous word (`candidates.lays`), the bot's
  and the solver's first step;
- `solver_s`: the solver as the table page runs it after an attempt (the presenter's bound:
  its nodes, width and dives), per deal, over seeded deals: median, p95 (nearest rank), max,
  and the median CPU time (the wall clock counts the other processes of a shared machine).

The lexicon's own load and look-up are in bench_lexicon.py. Run: `make bench` (all benches) or
`.venv/bin/python tests/bench/run.py --only patience`. Medians; read the ratios.
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


def _median_us(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1e6


def _position(lexicon, before: int):
    """The sheet's example after its first `before` words, and the next word's lay."""
    from games.lacle import example
    from games.lacle import rules as R

    state = R.scenario(example.draws())
    moves = example.moves()
    for _word, direction, tiles in moves[:before]:
        state, _ = R.apply(state, R.lay(tiles, direction), lexicon)
    _word, direction, tiles = moves[before]
    return state, R.lay(tiles, direction)


def run(quick: bool = False) -> dict:
    from games.lacle import candidates, presenter, solver
    from games.lacle import rules as R

    lexicon = R.default_lexicon()
    state, good = _position(lexicon, 6)
    bad_tiles = [[r, c, "Z"] for r, c, _ in good.param("tiles")]
    bad = R.lay(bad_tiles, good.param("direction"))
    assert R.is_legal(state, good, lexicon) and not R.is_legal(state, bad, lexicon)
    repeat = 50 if quick else 500
    deals = range(3 if quick else 12)
    per_deal, cpu = [], []
    words = []
    for seed in deals:
        start = R.new_game(1, R.Options(), seed)
        t, c = time.perf_counter(), time.process_time()
        found = solver.solve(
            start,
            lexicon,
            words=candidates.state_lays(lexicon),
            max_nodes=presenter.SOLVER_NODES,
            width=presenter.SOLVER_WIDTH,
            dives=presenter.SOLVER_DIVES,
        )
        per_deal.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
        words.append(len(found.chain) if found.reached else None)
    ordered = sorted(per_deal)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {
        "legal_check_accepted_us": round(
            _median_us(lambda: R.is_legal(state, good, lexicon), repeat), 1
        ),
        "legal_check_refused_us": round(
            _median_us(lambda: R.is_legal(state, bad, lexicon), repeat), 1
        ),
        "candidates_ms": round(
            _median_us(
                lambda: candidates.lays(state.board, state.rack, state.chain, lexicon),
                20 if quick else 100,
            )
            / 1000,
            2,
        ),
        "solver_bound": {
            "nodes": presenter.SOLVER_NODES,
            "width": presenter.SOLVER_WIDTH,
            "dives": presenter.SOLVER_DIVES,
        },
        "solver_deals": len(per_deal),
        "solver_s_median": round(statistics.median(per_deal), 3),
        "solver_s_p95": round(p95, 3),
        "solver_s_max": round(max(per_deal), 3),
        "solver_cpu_s_median": round(statistics.median(cpu), 3),  # less noisy on a shared machine
        "solver_words": words,
    }


if __name__ == "__main__":
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clesite.settings")
    django.setup()
    print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
