"""Determinization: a full state consistent with one seat's observation (for search bots).

The hidden cards (the other hands, the pile below its top, the stock) are dealt at random from
the cards this seat cannot see, respecting the counts the observation shows.
"""

from __future__ import annotations

from games.engine import Rng

from .cards import DECK
from .rules_state import Options, State


def sample_state(obs: dict, rng: Rng) -> State:
    """One possible full state behind `obs` (an observation of a seat, not a spectator)."""
    seat = obs["seat"]
    seats = obs["seats"]
    hands: list[list[str]] = [[] for _ in range(seats)]
    hands[seat] = [c["id"] for c in obs["hand"]]
    top = obs["pile"]["top"]
    seen = set(hands[seat])
    if top is not None:
        seen.add(top["id"])
    pool = [c for c in DECK if c not in seen]
    rng.shuffle(pool)
    buried = max(0, obs["pile"]["count"] - 1)
    pile = [*pool[:buried], top["id"]] if top is not None else []
    rest = pool[buried:]
    for holder in range(seats):
        if holder != seat:
            missing = obs["hand_counts"][holder]
            hands[holder], rest = rest[:missing], rest[missing:]
    return State(
        seats=seats,
        options=Options.from_json(obs["options"]),
        seed=0,
        rng=rng.fork(),
        round=obs["round"],
        starter=obs["starter"],
        phase=obs["phase"],
        hands=hands,
        stock=rest,
        pile=pile,
        turn=obs["turn"],
        demand=dict(obs["demand"]) if obs["demand"] else None,
        oval_draw=obs["oval_draw"],
        blocked=[1 if s in obs["blocked"] else 0 for s in range(seats)],
        run=dict(obs["run"]) if obs["run"] else None,
        scores=list(obs["scores"]),
        rounds=[dict(r) for r in obs["round_results"]],
    )
