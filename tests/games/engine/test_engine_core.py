"""The shared framework: RNG, actions/events JSON, explanations, turn order, registry."""

import json
from collections import Counter

import pytest

from games.engine import (
    Action,
    Event,
    IllegalAction,
    LearningEvent,
    Outcome,
    Rng,
    Stage,
    Why,
    advance,
    learning_events,
    must_act,
    next_seat,
    registry,
    seats_from,
)
from games.engine.invariants import find_leaks, strings_in


def test_rng_is_reproducible_and_round_trips_through_json():
    a, b = Rng(123), Rng(123)
    assert [a.randbelow(1000) for _ in range(50)] == [b.randbelow(1000) for _ in range(50)]
    data = json.loads(json.dumps(a.to_json()))
    c = Rng.from_json(data)
    assert c == a and [c.random() for _ in range(5)] == [a.random() for _ in range(5)]
    assert Rng(1) != Rng(2)


def test_rng_copy_and_fork_are_independent():
    a = Rng(9)
    b = a.copy()
    assert a.randbelow(10**6) == b.randbelow(10**6)
    f = a.fork()
    assert f != a


def test_rng_randbelow_is_in_range_and_roughly_uniform():
    rng = Rng(5)
    counts = Counter(rng.randbelow(6) for _ in range(60_000))
    assert set(counts) == set(range(6))
    assert all(9_000 < n < 11_000 for n in counts.values())
    assert all(0.0 <= rng.random() < 1.0 for _ in range(1000))
    with pytest.raises(ValueError):
        rng.randbelow(0)


def test_rng_shuffle_is_a_permutation():
    items = list(range(100))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(100)) and items != list(range(100))
    assert len(set(Rng(4).sample(range(10), 4))) == 4


def test_action_json_round_trip():
    for a in (
        Action(0, "draw"),
        Action(2, "play", ("N:C4:quarter", "N:D4:eighth")),
        Action(1, "play", ("M:1",), "A"),
        Action(3, "swap", target=1),
    ):
        assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
    with pytest.raises(ValueError):
        Action.from_json({"kind": "draw"})


def test_event_visibility_and_json():
    public = Event("draw", {"seat": 1, "count": 2})
    private = Event("drew", {"seat": 1, "cards": ["x"]}, (1,))
    assert public.visible(None) and public.visible(3)
    assert private.visible(1) and not private.visible(0) and not private.visible(None)
    for e in (public, private):
        assert Event.from_json(json.loads(json.dumps(e.to_json()))) == e


def test_learning_events_travel_as_private_events():
    le = LearningEvent(2, "interval.third.up", False, {"ref": "C4"}, "interval.exclusive-count")
    ev = le.as_event()
    assert ev.visible_to == (2,) and learning_events([ev, Event("x")]) == [le]
    assert LearningEvent.from_json(le.to_json()) == le


def test_why_renders_lazily_in_the_asked_language():
    calls = []

    def render(word, *, lang, names):
        calls.append(lang)
        return {"fr": f"bonjour {word}", "en": f"hello {word}"}[lang]

    why = Why(render, "Do")
    assert calls == []
    assert str(why) == "bonjour Do" and why.render("en") == "hello Do"
    err = IllegalAction("not-conjoint", why, ("pitch.conjoint",))
    assert str(err) == "bonjour Do" and err.code == "not-conjoint"
    assert err.to_json("en") == {
        "code": "not-conjoint",
        "why": "hello Do",
        "concepts": ["pitch.conjoint"],
        "learning": [],
    }


def test_turn_order_with_direction_and_skips():
    assert next_seat(3, 4) == 0 and next_seat(0, 4, -1) == 3
    assert seats_from(1, 4) == [2, 3, 0] and seats_from(1, 4, -1) == [0, 3, 2]
    skips = [0, 1, 1, 0]
    assert advance(0, 4, 1, skips) == (3, [1, 2]) and skips == [0, 0, 0, 0]
    skips = [0, 2]
    assert advance(0, 2, 1, skips) == (0, [1]) and skips == [0, 1]


def test_stage_and_must_act():
    st = Stage("interception", (1,), (2, 3))
    assert st.to_json() == {"name": "interception", "must": [1], "may": [2, 3]}
    assert must_act({"seat": 1, "stage": st.to_json()})
    assert not must_act({"seat": 2, "stage": st.to_json()})


def test_outcome_json():
    out = Outcome(True, (0, 2), (10, 30, 10), ({"round": 1},))
    assert out.to_json()["winners"] == [0, 2]


def test_registry_maps_slugs_to_rules_and_bots():
    assert "cle-de-sol" in registry.slugs()
    rules = registry.rules("cle-de-sol")
    for name in ("new_game", "legal_actions", "apply", "observation", "outcome", "to_json"):
        assert callable(getattr(rules, name))
    assert registry.levels("cle-de-sol") == ["random", "simple", "strong"]
    assert registry.bot("cle-de-sol", "strong", budget_ms=5).level == "strong"
    with pytest.raises(KeyError):
        registry.bot("cle-de-sol", "genius")
    with pytest.raises(KeyError):
        registry.rules("chess")


def test_find_leaks_scans_every_string():
    obs = {"hand": [{"id": "a"}], "log": [["b", {"c": 1}]]}
    assert set(strings_in(obs)) >= {"a", "b", "c"}
    assert find_leaks(obs, {"b", "z"}) == {"b"}
