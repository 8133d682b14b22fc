"""games.engine.tabletop and games.engine.whys, on a toy card table (no game named)."""

import json
from dataclasses import dataclass, field

import pytest

from games.engine import Event, Rng, Why
from games.engine.tabletop import (
    Allocator,
    JsonOptions,
    lowest_total,
    one_per_face,
    phase_refusal,
    stamp,
    state_from_json,
    state_to_json,
    trusted_apply,
)
from games.engine.whys import both, explained


@dataclass(frozen=True)
class Opts(JsonOptions):
    hints: bool = False
    delay: int = 10
    rounds: int | None = None


@dataclass
class Table:
    seats: int
    options: Opts
    rng: Rng
    phase: str = "play"
    hands: list[list[str]] = field(default_factory=list)
    actions: int = 0
    last_move: list[dict] = field(default_factory=list)


@dataclass(frozen=True)
class Card:
    id: str
    face: str


CARDS = {c: Card(c, c.split(":")[0]) for c in ("A:1", "A:2", "B:1", "C:1", "C:2")}


def test_options_round_trip_and_read_values_as_the_defaults_types():
    opts = Opts(hints=True, delay=3, rounds=2)
    assert Opts.from_json(json.loads(json.dumps(opts.to_json()))) == opts
    assert Opts.from_json({"hints": 1, "delay": "7", "rounds": None}) == Opts(True, 7, None)
    assert Opts.from_json(None) == Opts()
    with pytest.raises(ValueError, match="unknown options"):
        Opts.from_json({"hint": True})


def test_state_json_is_exact_with_its_options_and_rng():
    rng = Rng(5)
    rng.randbelow(9)
    state = Table(3, Opts(rounds=4), rng, hands=[["A:1"], [], ["B:1"]], actions=2)
    data = json.loads(json.dumps(state_to_json(state)))
    assert data["v"] == 1 and data["options"]["rounds"] == 4
    back = state_from_json(Table, Opts, data)
    assert back == state and back.rng.randbelow(100) == state.rng.randbelow(100)


def test_the_phase_gate_refuses_in_the_rules_order():
    kinds = ("play", "deal")
    t = Table(3, Opts(), Rng(1))
    assert phase_refusal(t, 3, "play", kinds, 0) == "bad-action"
    assert phase_refusal(t, 0, "fly", kinds, 0) == "bad-action"
    assert phase_refusal(t, 0, "deal", kinds, 0) == "bad-action"  # no deal during a round
    assert phase_refusal(t, 0, "play", kinds, 0) == ""
    t.phase = "round-over"
    assert phase_refusal(t, 1, "deal", kinds, 1) == ""
    assert phase_refusal(t, 0, "deal", kinds, 1) == "round-over"
    assert phase_refusal(t, 1, "play", kinds, 1) == "round-over"
    t.phase = "game-over"
    assert phase_refusal(t, 1, "deal", kinds, 1) == "game-over"


def test_stamp_counts_the_action_and_keeps_only_public_events():
    before = Table(2, Opts(), Rng(1), actions=4)
    events = [Event("play", {"seat": 0}), Event("learning", {"concept": "x"})]
    after = stamp(before, Table(2, Opts(), Rng(1)), events)
    assert after.actions == 5 and after.last_move == [events[0].to_json()]
    assert stamp(after, Table(2, Opts(), Rng(1), last_move=[{}]), None).last_move == []


def test_the_lowest_total_wins_and_ties_share():
    assert lowest_total([0, 0], [], False) is None
    mid = lowest_total([5, 3], [{"round": 1}], False)
    assert mid.winners == () and mid.scores == (5, 3) and not mid.finished
    end = lowest_total([4, 9, 4], [{"round": 1}, {"round": 2}], True)
    assert end.finished and end.winners == (0, 2) and len(end.rounds) == 2


def test_one_card_per_face_in_hand_order():
    faces = one_per_face(CARDS)
    assert [c.id for c in faces(["C:2", "A:1", "C:1", "A:2"])] == ["C:2", "A:1"]
    assert faces([]) == [] and [c.id for c in faces(["B:1"])] == ["B:1"]


def test_the_allocator_never_deals_a_card_twice():
    alloc = Allocator(CARDS, CARDS, lambda token: token.upper())
    assert alloc.many(["a", "C:2", "c"]) == ["A:1", "C:2", "C:1"]
    with pytest.raises(ValueError, match="no free card left"):
        alloc.take("c")
    assert sorted(alloc.shuffled_rest(Rng(2))) == ["A:2", "B:1"]
    assert alloc.shuffled_rest(Rng(2)) == alloc.shuffled_rest(Rng(2))


def test_explanations_normalise_the_language_and_join_rule_and_music():
    def explain(a, b, lang, names, *, loud=False):
        out = f"{a}+{b} in {lang} ({names})"
        return out.upper() if loud else out

    why = explained(explain, lambda lang: lang[:2], 1, 2, loud=True)
    assert why.render("en-GB", "latin") == "1+2 IN EN (LATIN)"
    rule = Why(lambda *, lang, names: f"rule/{lang}")
    assert both(rule, why).render("fr", None) == "rule/fr 1+2 IN FR (NONE)"


def test_a_trusted_apply_takes_the_fast_move_or_falls_back_to_apply():
    calls = []

    def fast_move(state, action, events, trusted):
        calls.append(("fast", action, trusted))
        return Table(state.seats, state.options, state.rng)

    def apply(state, action):
        calls.append(("apply", action))
        return stamp(state, Table(state.seats, state.options, state.rng), []), ["events"]

    trusted = trusted_apply(lambda s, a: fast_move if a == "play" else None, apply)
    before = Table(2, Opts(), Rng(1), actions=3, last_move=[{"kind": "x"}])
    after = trusted(before, "play")
    assert calls == [("fast", "play", True)] and after.actions == 4 and after.last_move == []
    assert trusted(before, "deal").actions == 4 and calls[-1] == ("apply", "deal")
