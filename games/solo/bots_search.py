"""What Solo's strong bot searches with: worlds behind an observation, and a trusted apply.

A world is a full `State` consistent with one seat's observation: its own hand, the discard's
top, every count (hands, discard, draw pile), whose turn, the colour asked for, the stack, the
scores. The hidden cards (the other hands, the discard below its top, the draw pile) are dealt
at random from the cards the seat cannot see, with what the table knows of a hand:

- a seat whose last move was drawing one card (no stack) held nothing that fitted; if the card
  drawn did not fit either, the turn went on and nothing in that hand fits now; if it fitted,
  that seat is still on turn with it (`has_drawn`), and only that card fits.

Nothing else is read: not the discard below the top (the observation does not show it).
"""

from __future__ import annotations

from types import SimpleNamespace

from games.engine import Action, Rng
from games.engine.search import bury, deal_hidden, public_part, unseen

from .cards import DECK
from .rules_apply import apply
from .rules_judge import fits
from .rules_state import Options, State


def _drew_without_fitting(obs: dict) -> int | None:
    """The seat (not the observer) whose last move was drawing one card while nothing fitted,
    or None. A stack draw takes two cards or more unless the table runs out, so a draw of one
    card with cards left in the pile is a plain draw (SO-sheet-14)."""
    events = obs["last_move"]
    if not events or events[0]["kind"] != "draw" or events[0]["count"] != 1:
        return None
    if obs["draw_count"] == 0 or obs["stack"]:
        return None
    holder = events[0]["seat"]
    return None if holder == obs["seat"] else holder


def sample_state(obs: dict, rng: Rng) -> State:
    """One possible full state behind `obs` (an observation of a seat in play, not a
    spectator's)."""
    seat, seats = obs["seat"], obs["seats"]
    hands: list[list[str]] = [[] for _ in range(seats)]
    hands[seat] = [c["id"] for c in obs["hand"]]
    top = obs["top"]["id"]
    pool = unseen(DECK, {*hands[seat], top})
    rng.shuffle(pool)
    discard, pool = bury(pool, obs["discard_count"], top)
    table = SimpleNamespace(top=top, stack=obs["stack"], colour=obs["colour"])
    drawn = obs["drawn"]
    counts = obs["hand_counts"]
    holder = obs["turn"] if obs["has_drawn"] and drawn is None else _drew_without_fitting(obs)
    if holder is not None:
        if obs["has_drawn"] and drawn is None:  # the card drawn fits; nothing else did
            drawn = next(c for c in pool if fits(table, c))
            pool.remove(drawn)
            hands[holder].append(drawn)
        pool = deal_hidden(hands[holder], counts[holder], pool, lambda c: not fits(table, c))
    for other in range(seats):
        if other != seat and other != holder:
            pool = deal_hidden(hands[other], counts[other], pool)
    return State(
        **public_part(obs, rng),
        options=Options.from_json(obs["options"]),
        dealer=obs["dealer"],
        hands=hands,
        draw_pile=pool,
        discard=discard,
        direction=1 if obs["direction"] == "clockwise" else -1,
        colour=obs["colour"],
        stack=obs["stack"],
        drawn=drawn,
        rounds=[dict(r) for r in obs["round_results"]],
    )


def apply_trusted(state: State, action: Action) -> State:
    """`apply` for the playouts (actions that are legal by construction): the new state only."""
    return apply(state, action)[0]


__all__ = ["apply_trusted", "sample_state"]
