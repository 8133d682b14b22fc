"""Determinization: a full state consistent with one seat's observation (for search bots).

The hidden cards (other hands beyond what this seat saw, the piles below their tops, the draw
pile) are dealt at random from the cards this seat cannot see, respecting what is known: the
counts, the cards seen in other hands, and that pile A holds only Rythme, Hauteur and Note cards
and pile B only the others.
"""

from __future__ import annotations

from games.engine import Rng

from .cards import CARDS, PILE_A_KINDS, deck
from .rules_state import Options, State


def sample_state(obs: dict, rng: Rng) -> State:
    """One possible full state behind `obs` (an observation of a seat, not a spectator)."""
    seat = obs["seat"]
    options = Options.from_json(obs["options"])
    seats = obs["seats"]
    hands: list[list[str]] = [[] for _ in range(seats)]
    hands[seat] = [c["id"] for c in obs["hand"]]
    seen = set(hands[seat])
    for holder, cards in enumerate(obs["known_cards"]):
        if holder != seat:
            hands[holder] = [c["id"] for c in cards]
            seen.update(hands[holder])
    top_a = obs["pile_a"]["top"]["id"]
    top_b = obs["pile_b"]["top"]["id"] if obs["pile_b"]["top"] else None
    seen.add(top_a)
    if top_b:
        seen.add(top_b)
    pool_a = [c for c in deck(options.note_cards) if c not in seen and CARDS[c].kind in PILE_A_KINDS]
    pool_b = [c for c in deck(options.note_cards) if c not in seen and CARDS[c].kind not in PILE_A_KINDS]
    rng.shuffle(pool_a)
    rng.shuffle(pool_b)
    buried_a = obs["pile_a"]["count"] - 1
    buried_b = max(0, obs["pile_b"]["count"] - 1)
    pile_a = [*pool_a[:buried_a], top_a]
    pile_b = [*pool_b[:buried_b], top_b] if top_b else []
    rest = pool_a[buried_a:] + pool_b[buried_b:]
    rng.shuffle(rest)
    for holder in range(seats):
        if holder == seat:
            continue
        missing = obs["hand_counts"][holder] - len(hands[holder])
        hands[holder] += rest[:missing]
        rest = rest[missing:]
    w = obs["interception"]
    return State(
        seats=seats,
        options=options,
        seed=0,
        rng=rng.fork(),
        round=obs["round"],
        dealer=obs["dealer"],
        phase=obs["phase"],
        hands=hands,
        draw_pile=rest,
        pile_a=pile_a,
        pile_b=pile_b,
        turn=obs["turn"],
        direction=1 if obs["direction"] == "clockwise" else -1,
        skips=list(obs["skips"]),
        pending=dict(obs["pending"]) if obs["pending"] else None,
        window=None if w is None else {"note": w["note"]["id"], "layer": w["layer"], "turn": w["turn"]},
        gift=dict(obs["gift"]) if obs["gift"] else None,
        scores=list(obs["scores"]),
    )
