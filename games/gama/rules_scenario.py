"""Build a state from an explicit deal: for scenario tests, tutorials and teachers' set pieces.

Cards may be written short: a note letter, a colour letter and "o" for the oval card: "Cr" (Do
roșu), "Eg" (Mi galben), "Av" (La verde), "Ba" (Si albastru), "Gro" (the oval Sol roșu), "Dao";
"♭" / "♯" / "♮" / "rest" (or "bemol", "diez", "becar", "pauza"); or full card ids
("N:C:rosu:1"). Identical cards get the next free copy. Cards not placed anywhere go to the stock.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from games.engine import Rng
from games.engine.tabletop import Allocator

from .cards import BECAR, BEMOL, CARDS, COLOURS, DECK, DIEZ, PAUZA
from .rules_state import DO, Options, State

COLOUR_LETTERS = {colour[0]: colour for colour in COLOURS}  # r, g, v, a
SYMBOLS = {"♭": BEMOL, "♯": DIEZ, "♮": BECAR, "rest": PAUZA}
_NOTE = re.compile(r"^([A-G])([rgva])(o?)$")


def face(token: str) -> str:
    """The face (id without copy number) a short token names."""
    if token in CARDS:
        return CARDS[token].face
    if m := _NOTE.match(token):
        name, colour, oval = m.group(1), COLOUR_LETTERS[m.group(2)], m.group(3)
        return f"N:{name}:{colour}" + (":oval" if oval else "")
    kind = SYMBOLS.get(token, token)
    if kind in (BEMOL, DIEZ, BECAR, PAUZA):
        return kind
    raise ValueError(f"unknown card {token!r}")


def scenario(
    hands: list[list[str]],
    pile: Iterable[str] = (),
    *,
    turn: int = 0,
    starter: int | None = None,
    stock_top: Iterable[str] = (),
    stock_size: int | None = None,
    demand: dict | None = None,
    oval_draw: int = 0,
    blocked: Iterable[int] = (),
    run: dict | None = None,
    options: Options | None = None,
    seed: int = 0,
    scores: list[int] | None = None,
    round: int = 1,
) -> State:
    """A state in play with these hands and this pile (last = top); `stock_top` are the next
    cards drawn, in order; every other card lies shuffled under them, or in the pile below its
    cards when `stock_size` limits the stock. An empty pile means the opening Do is awaited."""
    options = options or Options()
    seats = len(hands)
    options.validate(seats)
    alloc = Allocator(DECK, CARDS, face)
    state_hands = [alloc.many(h) for h in hands]
    laid = alloc.many(pile)
    top = alloc.many(stock_top)
    rng = Rng(seed)
    rest = alloc.shuffled_rest(rng)
    if stock_size is not None:
        if not laid:
            raise ValueError("stock_size needs a pile to hold the other cards")
        keep = max(0, stock_size - len(top))
        laid, rest = rest[keep:] + laid, rest[:keep]
    if not laid and demand is None:
        demand = {"type": DO, "note": "C"}
    return State(
        seats=seats,
        options=options,
        seed=seed,
        rng=rng,
        round=round,
        starter=turn if starter is None else starter,
        hands=state_hands,
        stock=rest + top[::-1],
        pile=laid,
        turn=turn,
        demand=demand,
        oval_draw=oval_draw,
        blocked=[1 if s in set(blocked) else 0 for s in range(seats)],
        run=run,
        scores=list(scores) if scores else [0] * seats,
    )
