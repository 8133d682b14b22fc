"""Build a state from an explicit deal: for scenario tests, tutorials and teachers' set pieces.

Cards may be written short: a colour letter (r rouge, v vert, b bleu, j jaune) and a value
("r5"), or "P" Passer, "S" Changement de sens, "+2" Piocher 2, "E" Échange avec un joueur
("bP", "jS", "v+2", "rE"); the black cards "C" Choix de couleur, "+4", "T" Échange tournant.
Faces ("rouge-5") and full ids ("rouge-5-2") work too. Identical cards get the next free copy;
cards placed nowhere go to the draw pile, shuffled, under `draw_top`.
"""

from __future__ import annotations

from collections.abc import Iterable

from games.engine import Rng
from games.engine.tabletop import Allocator

from .cards import BLACK, CARDS, COLOURS, DECK, DRAW2, DRAW4, REVERSE, ROTATE, SKIP, SWAP, WILD
from .rules_state import Options, State

COLOUR_LETTERS = {c[0]: c for c in COLOURS}  # r, v, b, j
ACTION_LETTERS = {"P": SKIP, "S": REVERSE, "+2": DRAW2, "E": SWAP}
BLACK_TOKENS = {"C": WILD, "+4": DRAW4, "T": ROTATE}


def face(token: str) -> str:
    """The face (id without copy number) a short token names."""
    if token in CARDS:
        return CARDS[token].face
    if token in {c.face for c in CARDS.values()}:
        return token
    if token in BLACK_TOKENS:
        return f"{BLACK}-{BLACK_TOKENS[token]}"
    colour, rest = COLOUR_LETTERS.get(token[:1]), token[1:]
    if colour and rest.isdigit():
        return f"{colour}-{rest}"
    if colour and rest in ACTION_LETTERS:
        return f"{colour}-{ACTION_LETTERS[rest]}"
    raise ValueError(f"unknown card {token!r}")


def scenario(
    hands: list[list[str]],
    discard: Iterable[str] = ("r1",),
    *,
    turn: int = 0,
    dealer: int | None = None,
    draw_top: Iterable[str] = (),
    draw_size: int | None = None,
    colour: str | None = "",
    stack: int = 0,
    direction: int = 1,
    options: Options | None = None,
    seed: int = 0,
    scores: list[int] | None = None,
) -> State:
    """A state in play with these hands and this discard (last = top); `draw_top` are the next
    cards drawn, in order; the others lie shuffled under them, or in the discard under its
    cards when `draw_size` limits the draw pile. `colour` defaults to the top's (none if black)."""
    options = options or Options()
    seats = len(hands)
    options.validate(seats)
    alloc = Allocator(DECK, CARDS, face)
    state_hands = [alloc.many(h) for h in hands]
    laid = alloc.many(discard)
    top_cards = alloc.many(draw_top)
    rng = Rng(seed)
    rest = alloc.shuffled_rest(rng)
    if draw_size is not None:
        keep = max(0, draw_size - len(top_cards))
        laid, rest = rest[keep:] + laid, rest[:keep]
    if colour == "":
        top = CARDS[laid[-1]]
        colour = None if top.black else top.colour
    return State(
        seats=seats,
        options=options,
        seed=seed,
        rng=rng,
        dealer=(turn - direction) % seats if dealer is None else dealer,
        hands=state_hands,
        draw_pile=rest + top_cards[::-1],
        discard=laid,
        turn=turn,
        direction=direction,
        colour=colour,
        stack=stack,
        scores=list(scores) if scores else [0] * seats,
    )
