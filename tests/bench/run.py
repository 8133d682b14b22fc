#!/usr/bin/env python
"""`make bench`: runs every tests/bench/bench_*.py and writes one JSON report.

Each bench module exposes `run(quick: bool) -> dict` (or `run()`); figures are medians over
repetitions, since these machines are noisy. Compare ratios between runs, not absolute times.
"""

import argparse
import importlib.util
import inspect
import json
import os
import platform
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clesite.settings")


def setup_django() -> None:
    """The games register with the engine when their apps are ready: set Django up first."""
    import django

    django.setup()


def load(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # so that worker processes find its functions by name
    spec.loader.exec_module(module)
    return module


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="bench.json")
    parser.add_argument("--only", help="run only bench_<name>.py")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args()
    setup_django()
    report = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "python": platform.python_version(),
        "machine": platform.machine(),
        "benches": {},
    }
    for path in sorted(HERE.glob("bench_*.py")):
        name = path.stem.removeprefix("bench_")
        if args.only and name != args.only:
            continue
        print(f"bench {name}…", file=sys.stderr, flush=True)
        started = time.perf_counter()
        module = load(path)
        kwargs = (
            {"quick": args.quick} if "quick" in inspect.signature(module.run).parameters else {}
        )
        report["benches"][name] = module.run(**kwargs)
        report["benches"][name]["bench_seconds"] = round(time.perf_counter() - started, 1)
    Path(args.out).write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    print(json.dumps(report, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
