"""`make load` kept from rotting (issue 24): the load harness run tiny, seeded, on the real server
(PostgreSQL with two workers when its binaries are here, else SQLite and one worker). Its table
must be well formed, with every figure present, and no request or stream may have failed."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import load  # noqa: E402

pytestmark = pytest.mark.xdist_group("heavy")


def test_the_load_harness_runs_tiny_and_nothing_fails(tmp_path, capsys):
    out = tmp_path / "load.json"
    report = load.main(
        [
            "--players=8",
            "--seconds=10",
            "--idle-seconds=2",
            "--runs=1",
            "--probe-seconds=2",
            "--probe-tables=1",
            f"--out={out}",
        ]
    )
    printed = capsys.readouterr().out
    assert json.loads(out.read_text()) == json.loads(json.dumps(report))
    run = report["runs_detail"]["8"][0]
    assert run["people"] == 7 and run["bots"] == 1 and run["tables"] == 2
    assert run["errors"] == 0, run["error_kinds"]
    assert run["streams_opened"] >= run["people"]  # each pupil with its table's stream open
    assert run["people_moves"] > 0 and run["moves"] >= run["people_moves"]
    assert run["samples"]["shown"] > 0 and run["unseen_moves"] == 0
    assert run["bare_per_s"] > 0 and run["hammer_moves_per_s"] > 0
    medians = report["medians"]["8"]
    for key, _label, _goal in load.ROWS:
        assert medians[key] is not None, key
    assert medians["server_cpu_s"] > 0 and medians["generator_cpu_s"] > 0
    if "PostgreSQL" in report["server"]:
        assert medians["database_cpu_s"] > 0 and medians["database_notifies_per_move"] >= 1
    rows = [line for line in printed.splitlines() if line.startswith("| ")]
    labels = [label for _k, label, _g in load.ROWS] + [label for _k, label in load.MORE]
    assert len(rows) == 2 + len(labels)  # the head and its rule, then one row per figure
    for row, label in zip(rows[2:], labels, strict=True):
        assert row.startswith(f"| {label} | ")
        assert "| – |" not in row or ("PostgreSQL" in label and "SQLite" in report["server"])
