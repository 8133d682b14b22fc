"""Build a state from an explicit deal: for scenario tests, tutorials and teachers' set pieces.

Decks are written top first (the next card taken first) by card id; the cards placed nowhere
else go to the won pile of nobody: they are set aside (`set_aside`), so the 37 cards stay
conserved. The trick opens as in play (everyone still in takes his top card).
"""

from __future__ import annotations

from games.engine import Rng

from .rules_state import DECK, Options, State, open_trick


def scenario(
    decks: list[list[str]],
    *,
    attacker: int = 0,
    mystery: str | None = "xylophone",
    mystery_seat: int | None = None,
    won: list[list[str]] | None = None,
    out: list[int] | None = None,
    options: Options | None = None,
    dealer: int | None = None,
    rounds_won: list[int] | None = None,
    seed: int = 0,
) -> State:
    """A state in play with these decks (top first); unused cards go aside."""
    options = options or Options()
    seats = len(decks)
    options.validate(seats)
    placed = [c for d in decks for c in d] + [c for w in won or [] for c in w]
    if mystery:
        placed.append(mystery)
    if len(placed) != len(set(placed)) or not set(placed) <= set(DECK):
        raise ValueError(f"a card twice or unknown: {placed}")
    state = State(
        seats=seats,
        options=options,
        seed=seed,
        rng=Rng(seed),
        dealer=(attacker + 1) % seats if dealer is None else dealer,
        decks=[list(reversed(d)) for d in decks],
        hands=[None] * seats,
        mystery=mystery,
        mystery_seat=mystery_seat,
        attacker=attacker,
        out=list(out or []),
        won=[list(w) for w in won] if won else [[] for _ in range(seats)],
        set_aside=[c for c in DECK if c not in set(placed)],
        rounds_won=list(rounds_won) if rounds_won else [0] * seats,
    )
    open_trick(state, [])
    return state
