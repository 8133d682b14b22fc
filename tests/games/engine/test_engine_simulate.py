"""simulate: bot-only games through the real rules, invariants checked after every action."""

import json

from games.engine.simulate import simulate


def test_simulate_returns_the_design_summary_with_no_violation():
    out = simulate("cle-de-sol", 3, 3, seed=1, bots=["random", "simple"])
    json.dumps(out)
    assert out["games"] == 3 and out["players"] == 3
    assert out["invariant_violations"] == 0 and out["violations"] == []
    assert out["unfinished"] == 0
    assert abs(sum(out["wins_by_seat"]) - 3) < 1e-9
    assert abs(sum(out["wins_by_level"].values()) - 3) < 1e-9
    assert out["seats_by_level"] == {"random": 5, "simple": 4}
    assert out["actions"] > 0 and out["mean_turns"] > 0 and out["seconds"] > 0


def test_simulate_is_reproducible_and_accepts_a_bot_string():
    a = simulate("cle-de-sol", 2, 2, seed=9, bots="simple,random", check=False)
    b = simulate("cle-de-sol", 2, 2, seed=9, bots="simple,random", check=False)
    assert a["actions"] == b["actions"] and a["wins_by_seat"] == b["wins_by_seat"]


def test_simulate_with_a_strong_bot_and_options():
    out = simulate(
        "cle-de-sol",
        2,
        1,
        seed=3,
        bots=["strong", "simple"],
        options={"rounds": 1},
        bot_kwargs={"strong": {"budget_ms": 5, "max_worlds": 4}},
    )
    assert out["invariant_violations"] == 0 and out["options"]["rounds"] == 1
    assert "strong" in out["decision_ms"]
