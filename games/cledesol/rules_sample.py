"""Determinization: a full state consistent with one seat's observation (for search bots).

The hidden cards (other hands beyond what this seat saw, the piles below their tops, the draw
pile) are dealt at random from the cards this seat cannot see, respecting what is known: the
counts, the cards seen in other hands, and that pile A holds only Rythme, Hauteur and Note cards
and pile B only the others.
"""

from __future__ import annotations

from games.engine import Rng
from games.engine.search import bury, deal_hidden, public_part, unseen

from .cards import CARDS, MUSICIEN, PILE_A_KINDS, Card, deck
from .rules_judge import follows, free_follows, interval_direction, meets_demand
from .rules_state import Options, State


def unplayable(stuck: dict):
    """A test of the cards a seat could NOT have held when it had to draw (CS-12, CS-6, CS-7)."""
    t = stuck["top"]
    top = Card("", t["kind"], "", t.get("pitch"), t.get("name"), t.get("rhythm"))
    p = stuck["pending"]
    kind = p["type"] if p else None
    if kind == "interval":
        size, drawn = p["size"], p["drawn"]
        return lambda c: interval_direction(top, c, size) is None and (drawn or c.kind != MUSICIEN)
    if kind == "demand":
        return lambda c: not meets_demand(c, p["value"])
    if kind == "free":
        return lambda c: not free_follows(top, c)
    return lambda c: not follows(top, c)


def _fill(hand: list[str], count: int, rest: list[str], stuck: dict | None) -> list[str]:
    """Deal the hand its hidden cards; the ones it held when it last had to draw (all but the
    `free` ones received since) are cards it could not play then (CS-12)."""
    if stuck is None:
        return deal_hidden(hand, count, rest)
    ok = unplayable(stuck)
    return deal_hidden(hand, count, rest, lambda c: ok(CARDS[c]), stuck["free"])


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
    pool = unseen(deck(options.note_cards), seen)
    pool_a = [c for c in pool if CARDS[c].kind in PILE_A_KINDS]
    pool_b = [c for c in pool if CARDS[c].kind not in PILE_A_KINDS]
    rng.shuffle(pool_a)
    rng.shuffle(pool_b)
    pile_a, left_a = bury(pool_a, obs["pile_a"]["count"], top_a)
    pile_b, left_b = bury(pool_b, obs["pile_b"]["count"], top_b)
    rest = left_a + left_b
    rng.shuffle(rest)
    stuck = obs.get("stuck") or [None] * seats
    for holder in range(seats):
        if holder == seat:
            continue
        rest = _fill(hands[holder], obs["hand_counts"][holder], rest, stuck[holder])
    w = obs["interception"]
    return State(
        **public_part(obs, rng),
        options=options,
        dealer=obs["dealer"],
        hands=hands,
        draw_pile=rest,
        pile_a=pile_a,
        pile_b=pile_b,
        direction=1 if obs["direction"] == "clockwise" else -1,
        skips=list(obs["skips"]),
        pending=dict(obs["pending"]) if obs["pending"] else None,
        window=None
        if w is None
        else {"note": w["note"]["id"], "layer": w["layer"], "turn": w["turn"]},
        gift=dict(obs["gift"]) if obs["gift"] else None,
        stuck=[dict(x) if x else None for x in stuck],
    )
