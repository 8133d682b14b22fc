"""What may follow what (GA-3), what the accidentals and the rest call for (GA-4), ovals (GA-6),
and the legal moves of a seat.

The predicates here are the single source of the rules: `turn_lays` enumerates with them,
`check_play` / `check_draw` (rules_refuse) explain with them, the bots' playouts use them.
"""

from __future__ import annotations

from games.engine import Action
from games.engine.tabletop import one_per_face
from theory import NAMES, scale_next

from .cards import BECAR, BEMOL, CARDS, DIEZ, NOTE, PAUZA, Card
from .rules_state import DO, FLAT, NATURAL, PLAY, SHARP, State

# GA-3, GA-sheet-7: the C major scale wraps round (Si -> Do, and Do -> Si going down).
NEXT = {n: scale_next(n, 1) for n in NAMES}
PREV = {n: scale_next(n, -1) for n in NAMES}
DEMAND_OF = {BEMOL: FLAT, DIEZ: SHARP, BECAR: NATURAL}  # the card -> the demand it makes
# The concept a met demand shows (learning events).
DEMAND_CONCEPT = {
    DO: "scale.opening-do",
    FLAT: "scale.previous",
    SHARP: "scale.next",
    NATURAL: "scale.same",
}

# Situations of the seat on turn: what the game calls for now.
OPENING, DEMAND, OVAL, RUN_START, RUN, FOLLOW = (
    "opening",
    "demand",
    "oval",
    "run-start",
    "run",
    "follow",
)


def situation(state: State) -> str:
    """What the player on turn must answer: the opening Do (GA-2), a ♭ ♯ ♮ demand (GA-4), an
    oval draw (GA-6), the first card or the rest of a rest's run (GA-4), or the top card (GA-3)."""
    if state.run is not None:
        return RUN_START if state.run["notes"] == 0 else RUN
    if state.demand is not None:
        return OPENING if state.demand["type"] == DO else DEMAND
    if state.oval_draw:
        return OVAL
    return FOLLOW


def follows(top: Card, c: Card) -> bool:
    """GA-3: a note card of the same colour (any note) or the next note up (any colour)."""
    return c.kind == NOTE and (c.colour == top.colour or c.name == NEXT[top.name])


def demanded_note(kind: str, under: str) -> str:
    """GA-4: ♭ calls for the note below the one under it, ♯ the note above, ♮ the same note."""
    return {BEMOL: PREV[under], DIEZ: NEXT[under], BECAR: under}[kind]


def flat_window(state: State) -> bool:
    """GA-4 / GA-sheet-9, 10: a ♭ may go down now: the Do is down, a note card is on top, no
    demand and no oval draw are pending (GA-ours-7), and no rest's run is under way (the rest
    blocks every other player, GA-sheet-19)."""
    return (
        state.phase == PLAY
        and state.run is None
        and state.demand is None
        and not state.oval_draw
        and bool(state.pile)
        and CARDS[state.pile[-1]].kind == NOTE
    )


def flat_out_of_turn(state: State) -> bool:
    """GA-sheet-9: out of turn too, unless the table chose ♭ only on one's own turn."""
    return flat_window(state) and not state.options.flat_own_turn_only


# One card per face (the two identical copies of a note are the same move).
distinct_faces = one_per_face(CARDS)


def rest_allowed(hand: list[str]) -> bool:
    """GA-4: after the rest its player lays a note card, so he must hold one (or the rest is
    his last card, which ends the round, GA-8)."""
    return len(hand) == 1 or any(CARDS[c].kind == NOTE for c in hand)


def playable(state: State, seat: int, c: Card, sit: str | None = None) -> bool:
    """May the seat on turn lay card c now? (Out-of-turn ♭: `flat_out_of_turn`.)"""
    sit = sit or situation(state)
    if sit in (OPENING, DEMAND):
        return c.kind == NOTE and c.name == state.demand["note"]
    if sit == OVAL:
        return c.oval
    if sit == RUN_START:
        return c.kind == NOTE
    top = CARDS[state.pile[-1]]
    if sit == RUN:
        return follows(top, c)
    if c.kind == NOTE:
        return follows(top, c)
    if c.kind == PAUZA:
        return rest_allowed(state.hands[seat])
    return True  # ♭ ♯ ♮ on a note card, nothing pending


def turn_lays(state: State, seat: int) -> list[Action]:
    """Every card the seat on turn may lay (no draw, no end of run)."""
    sit = situation(state)
    return [
        Action(seat, "play", (c.id,))
        for c in distinct_faces(state.hands[seat])
        if playable(state, seat, c, sit)
    ]


def may_end_run(state: State, seat: int) -> bool:
    """GA-4: the run ends when its player chooses, once he has laid his first note card."""
    run = state.run
    if run is None or run["seat"] != seat:
        return False
    return run["notes"] > 0 or not any(CARDS[c].kind == NOTE for c in state.hands[seat])


def may_draw(state: State, seat: int, lays: list[Action] | None = None) -> bool:
    """GA-5: only a player who lacks what the game calls for draws (no voluntary draw);
    GA-6: a pending oval draw may always be taken instead of passing it on."""
    sit = situation(state)
    if sit in (RUN_START, RUN):
        return False
    if sit == OVAL:
        return True
    return not (turn_lays(state, seat) if lays is None else lays)


def turn_actions(state: State, seat: int) -> list[Action]:
    lays = turn_lays(state, seat)
    out = list(lays)
    if may_end_run(state, seat):
        out.append(Action(seat, "end-run"))
    if may_draw(state, seat, lays):
        out.append(Action(seat, "draw"))
    return out


def flat_actions(state: State, seat: int) -> list[Action]:
    """The out-of-turn ♭ of a seat holding one (all ♭ cards are alike: one move)."""
    for cid in state.hands[seat]:
        if CARDS[cid].kind == BEMOL:
            return [Action(seat, "play", (cid,))]
    return []


def draw_count(state: State) -> int:
    """GA-5: 1; GA-6: the pending oval draw (2, 4, 6…)."""
    return state.oval_draw or 1


def accidental_blocks(seats: int, turn: int, layer: int, kind: str) -> tuple[list[int], list[int]]:
    """GA-4: the seats a ♭ / ♯ / ♮ laid by `layer` blocks, as (next turn skipped, current turn
    lost). ♭ blocks the player before its layer, his current turn if it is his (with 2 players
    he is also the player after, so his block is spent passing him over, GA-ours-8); ♯ the
    player after; ♮ both (one block when they are the same seat: blocks never add up)."""
    before, after = (layer - 1) % seats, (layer + 1) % seats
    if kind == BEMOL:
        return ([], [before]) if turn == before and seats > 2 else ([before], [])
    if kind == DIEZ:
        return [after], []
    return sorted({before, after}), []


def demand_target(seats: int, turn: int, blocked: list[int], layer: int, kind: str) -> int:
    """The seat a ♭ / ♯ / ♮ laid now by `layer` hands its demand to: the next player who
    actually plays (GA-ours-8), walking like rules_apply (bots' foresight)."""
    flagged, _ = accidental_blocks(seats, turn, layer, kind)
    skips = list(blocked)
    for seat in flagged:
        skips[seat] = 1
    cur = layer
    while True:
        cur = (cur + 1) % seats
        if skips[cur]:
            skips[cur] = 0
            continue
        return cur
