"""`make load` kept from rotting (issue 24): the load harness run tiny, seeded, on the real server
(PostgreSQL with two workers when its binaries are here, else SQLite and one worker). Its table
must be well formed, with every figure present, and no request or stream may have failed."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import load  # noqa: E402


@pytest.mark.xdist_group("heavy")  # a real server: one at a time with the browsers
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
    # the move endpoint alone: its moves followed by the rules, none refused
    assert run["endpoint_moves_per_s"] > 0 and run["endpoint_ratio"] > 0
    assert not [k for k in run["probe_errors"] if k.startswith("endpoint")], run["probe_errors"]
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


def test_the_generator_reads_a_board_event_and_a_stamp_event_alike():
    """Both kinds of news a table page may get: a `board` event shows the board at once; a
    `stamp` event asks for the board (the page's fetch)."""
    import players

    run = players.Run(seed=1)
    pupil = players.Pupil("http://127.0.0.1:1", run, players.random.Random(1))
    pupil.reset("ABCDEFGH", 1)
    asked = []
    pupil.want = asked.append
    parser = players.Parser()
    board = '<div id="board" data-version="5" data-revision="2">\n<p>la main</p>\n</div>'
    chunk = "id: 5.2\nevent: board\n" + "".join(f"data: {line}\n" for line in board.split("\n"))
    events = list(parser.feed(chunk + "\n: beat\n\nevent: stamp\ndata: 6.2\n\n"))
    assert events[0] == ("board", board, "5.2") and events[1] == ("stamp", "6.2", "")
    for kind, data, ident in events:
        assert pupil._news(kind, data, ident)
    assert pupil.shown == (5, 2) and pupil.html == board  # shown without any fetch
    assert pupil.heard_v == [5, 6] and pupil.shown_v == [5]
    assert asked == [(6, 2)]  # the stamp: the board is fetched, as the page does
    assert pupil.first(6, shown=False) is not None and pupil.first(6, shown=True) is None
    assert not run.errors


def test_the_generator_decodes_a_letter_cut_between_two_chunks():
    """Django cuts a streamed event into 64 kB chunks, maybe inside a letter: the generator
    decodes across chunks, as a browser does (a chunk decoded alone broke a stream)."""
    import asyncio
    import types

    import players

    event = "data: Léa pose « Sol »\n\n".encode()
    cut = event.index("é".encode()) + 1  # between the two bytes of « é »
    body = b"".join(
        f"{len(part):x}\r\n".encode() + part + b"\r\n" for part in (event[:cut], event[cut:])
    )

    async def read() -> str:
        reader = asyncio.StreamReader()
        reader.feed_data(body + b"0\r\n\r\n")
        reader.feed_eof()
        stream = types.SimpleNamespace(_reader=reader)
        head = {"transfer-encoding": "chunked"}
        return "".join([text async for text in players._chunks(stream, head)])

    assert asyncio.run(read()) == event.decode()
