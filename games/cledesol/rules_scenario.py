"""Build a state from an explicit deal: for scenario tests, tutorials and teachers' set pieces.

Cards may be written short: "C4q" (Note Do grave noire; s/e/q/h = double-croche, croche, noire,
blanche), "Rq" (a Rythme noire), "HC" (Hauteur Do), "I3" / "I4" / "I5" (Intervalle), "M"
(Musicien), "soupir", "demi-pause", "P" (Reprise), or as full card ids ("N:C4:quarter").
Identical cards get the next free copy. Cards not placed anywhere go to the draw pile.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from games.engine import Rng
from games.engine.tabletop import Allocator

from .cards import CARDS, deck
from .rules_state import Options, State

SHORT_RHYTHMS = {"s": "16th", "e": "eighth", "q": "quarter", "h": "half"}
_NOTE = re.compile(r"^([A-G][45])([seqh])$")


def _face(token: str) -> str:
    """The face (id without copy number) a short token names."""
    if token in CARDS:
        return CARDS[token].face
    if m := _NOTE.match(token):
        return f"N:{m.group(1)}:{SHORT_RHYTHMS[m.group(2)]}"
    if re.fullmatch(r"R[seqh]", token):
        return f"R:{SHORT_RHYTHMS[token[1]]}"
    if re.fullmatch(r"H[A-G]", token):
        return f"H:{token[1]}"
    if re.fullmatch(r"I[345]", token):
        return f"I:{token[1]}"
    if token in ("soupir", "demi-pause"):
        return f"S:{token}"
    named = {"M": "M", "P": "P", "reprise": "P", "musicien": "M"}
    if token in named:
        return named[token]
    raise ValueError(f"unknown card {token!r}")


def scenario(
    hands: list[list[str]],
    pile_a: list[str],
    *,
    pile_b: Iterable[str] = (),
    turn: int = 0,
    dealer: int | None = None,
    draw_top: Iterable[str] = (),
    pending: dict | None = None,
    direction: int = 1,
    options: Options | None = None,
    seed: int = 0,
    scores: list[int] | None = None,
    round: int = 1,
) -> State:
    """A state in play with these hands and piles (last = top); `draw_top` are the next cards
    drawn, in order; every other card lies shuffled under them."""
    options = options or Options()
    seats = len(hands)
    options.validate(seats)
    alloc = Allocator(deck(options.note_cards), CARDS, _face)
    state_hands = [alloc.many(h) for h in hands]
    a = alloc.many(pile_a)
    b = alloc.many(pile_b)
    top = alloc.many(draw_top)
    rng = Rng(seed)
    rest = alloc.shuffled_rest(rng)
    return State(
        seats=seats,
        options=options,
        seed=seed,
        rng=rng,
        round=round,
        dealer=turn if dealer is None else dealer,
        hands=state_hands,
        draw_pile=rest + top[::-1],
        pile_a=a,
        pile_b=b,
        turn=turn,
        direction=direction,
        skips=[0] * seats,
        pending=pending,
        scores=list(scores) if scores else [0] * seats,
        stuck=[None] * seats,
    )
