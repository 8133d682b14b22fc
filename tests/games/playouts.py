"""What the playout tests of every card game share: random games through the real rules, the
exact JSON round trip, the same seed and actions replaying the same game. Each game brings its
rules module `R` and its `random_step(state, rng)`."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

from games.engine import Action, IllegalAction, Rng

Step = Callable[..., Action]


def played(R, state, step: Step, rng: Rng, steps: int) -> Iterator[tuple[object, list]]:
    """Each state (and its events) of a random game, until it is over or `steps` actions."""
    for _ in range(steps):
        if state.phase == "game-over":
            return
        state, events = R.apply(state, step(state, rng))
        yield state, events


def accepts(R, state, action: Action, langs: tuple[str, ...] = ("fr", "en")) -> bool:
    """Whether `apply` takes the action; a refusal must carry a code and say why in `langs`."""
    try:
        R.apply(state, action)
    except IllegalAction as err:
        assert err.code and all(err.why.render(lang) for lang in langs), err.code
        return False
    return True


def assert_json_round_trip(R, step: Step, steps: int, seats: int = 4, seed: int = 7) -> None:
    """to_json/from_json is exact at every step, and its text is stable."""
    start = R.new_game(seats, R.Options(), seed)
    for state, _ in played(R, start, step, Rng(1), steps):
        text = json.dumps(R.to_json(state))
        back = R.from_json(json.loads(text))
        assert back == state and json.dumps(R.to_json(back)) == text


def assert_replays(R, step: Step, steps: int, seats: int = 3, seed: int = 42) -> None:
    """The same seed and actions (through their JSON form) replay the same game."""
    a = R.new_game(seats, R.Options(), seed)
    b = R.new_game(seats, R.Options(), seed)
    assert a == b
    rng1, rng2 = Rng(5), Rng(5)
    for _ in range(steps):
        if a.phase == "game-over":
            break
        x, y = step(a, rng1), step(b, rng2)
        assert x == y
        a, _ = R.apply(a, x)
        b, _ = R.apply(b, Action.from_json(json.loads(json.dumps(x.to_json()))))
        assert a == b
