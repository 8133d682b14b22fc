"""Determinization: a full state consistent with one seat's observation (for search bots).

The hidden cards (the other hands, the pile below its top, the stock) are dealt at random from
the cards this seat cannot see, respecting the counts the observation shows.
"""

from __future__ import annotations

from games.engine import Rng
from games.engine.search import bury, deal_hidden, public_part, unseen

from .cards import DECK
from .rules_state import Options, State


def sample_state(obs: dict, rng: Rng) -> State:
    """One possible full state behind `obs` (an observation of a seat, not a spectator)."""
    seat = obs["seat"]
    seats = obs["seats"]
    hands: list[list[str]] = [[] for _ in range(seats)]
    hands[seat] = [c["id"] for c in obs["hand"]]
    top = obs["pile"]["top"]["id"] if obs["pile"]["top"] else None
    seen = set(hands[seat])
    if top is not None:
        seen.add(top)
    pool = unseen(DECK, seen)
    rng.shuffle(pool)
    pile, rest = bury(pool, obs["pile"]["count"], top)
    for holder in range(seats):
        if holder != seat:
            rest = deal_hidden(hands[holder], obs["hand_counts"][holder], rest)
    return State(
        **public_part(obs, rng),
        options=Options.from_json(obs["options"]),
        starter=obs["starter"],
        hands=hands,
        stock=rest,
        pile=pile,
        demand=dict(obs["demand"]) if obs["demand"] else None,
        oval_draw=obs["oval_draw"],
        blocked=[1 if s in obs["blocked"] else 0 for s in range(seats)],
        run=dict(obs["run"]) if obs["run"] else None,
        rounds=[dict(r) for r in obs["round_results"]],
    )
