"""What may follow what (CS-5), obligations (CS-6, CS-7), and the legal moves of a turn.

The predicates here are the single source of the rules: `turn_actions` enumerates with them,
`check_lay` / `check_draw` (rules_refuse) explain with them.
"""

from __future__ import annotations

from itertools import combinations

from games.engine import Action
from games.engine.tabletop import one_per_face
from theory import EXTENDED_RANGE, NAMES, generic_interval, name_interval

from .cards import (
    CARDS,
    DEMANDS,
    HAUTEUR,
    INTERVALLE,
    MUSICIEN,
    NOTE,
    REPRISE,
    RYTHME,
    SILENCE,
    UNITS,
    Card,
)
from .rules_state import State

# Rule checks are dictionary look-ups on tables asked of `theory` once (facts.md).
GENERIC = {(p, q): generic_interval(p, q) for p in EXTENDED_RANGE for q in EXTENDED_RANGE}
NAME_INTERVAL = {(a, b, d): name_interval(a, b, d) for a in NAMES for b in NAMES for d in (1, -1)}
FREE_KINDS = (SILENCE, REPRISE, MUSICIEN)
INTERVAL_WORDS = {3: "third", 4: "fourth", 5: "fifth"}


def follows(top: Card, c: Card) -> bool:
    """CS-5: may the single card c follow pile A's top when nothing is pending?"""
    k = c.kind
    if k in FREE_KINDS:
        return True
    t = top.kind
    if t == RYTHME:  # CS-sheet-23, 24, 27
        return k in (RYTHME, NOTE) and c.rhythm == top.rhythm
    if t == HAUTEUR:  # CS-sheet-28, 29, 31
        return (k == NOTE and c.name == top.name) or k == INTERVALLE
    if k == NOTE:  # CS-sheet-34…36: one Note, same rhythm, same name or conjoint
        return (
            c.rhythm == top.rhythm or c.name == top.name or abs(GENERIC[(top.pitch, c.pitch)]) == 2
        )
    if k == RYTHME:  # CS-sheet-32
        return c.rhythm == top.rhythm
    if k == HAUTEUR:  # CS-sheet-33: same name, never a conjoint Hauteur
        return c.name == top.name
    return k == INTERVALLE  # CS-sheet-37


def by_kind(top: Card, c: Card, free: bool = False) -> bool | None:
    """Whether the card's kind alone lets it follow pile A's top (CS-5), or None when its name or
    rhythm decides: the `rules.sequence` question, "which card goes on which" (issue 18). On a
    Note nothing is refused for its kind; in free play (`free`) only an Intervalle on a Rythme."""
    k, t = c.kind, top.kind
    if free:
        return not (k == INTERVALLE and t == RYTHME)
    if k in FREE_KINDS:
        return True
    if k == INTERVALLE:
        return t != RYTHME
    if {k, t} == {RYTHME, HAUTEUR}:
        return False
    if k == t == HAUTEUR:  # CS-sheet-33: a Hauteur on the Hauteur of its name only
        return c.name == top.name
    return None


def free_follows(top: Card, c: Card) -> bool:
    """CS-5 free play after a Silence or Reprise: any card but an Intervalle on a Rythme."""
    return not (c.kind == INTERVALLE and top.kind == RYTHME)


def interval_direction(top: Card, c: Card, size: int) -> int | None:
    """CS-4: +1 / -1 if c (Note or Hauteur) is `size` from top up / down, else None.
    Exact pitches between two Notes; names, octave-free, as soon as a Hauteur is involved."""
    if c.kind not in (NOTE, HAUTEUR) or top.kind not in (NOTE, HAUTEUR):
        return None
    if top.kind == NOTE and c.kind == NOTE:
        g = GENERIC[(top.pitch, c.pitch)]
        return (1 if g > 0 else -1) if abs(g) == size else None
    if NAME_INTERVAL[(top.name, c.name, 1)] == size:
        return 1
    if NAME_INTERVAL[(top.name, c.name, -1)] == size:
        return -1
    return None


def interval_concept(size: int, direction: int) -> str:
    return f"interval.{INTERVAL_WORDS.get(size, str(size))}.{'up' if direction == 1 else 'down'}"


def meets_demand(c: Card, value: str) -> bool:
    """CS-7 / CS-ours-3: one Note of that name or rhythm, or the Hauteur / Rythme naming it."""
    if c.kind == NOTE:
        return c.name == value or c.rhythm == value
    if c.kind == HAUTEUR:
        return c.name == value
    if c.kind == RYTHME:
        return c.rhythm == value
    return False


def note_sets(hand: list[str], target: str) -> list[tuple[str, ...]]:
    """CS-sheet-25: every set of 2+ Notes of the hand whose durations add up to `target`."""
    notes = sorted(
        (c for c in hand if CARDS[c].kind == NOTE and UNITS[CARDS[c].rhythm] < UNITS[target]),
        key=lambda c: -UNITS[CARDS[c].rhythm],
    )
    goal = UNITS[target]
    found: list[tuple[str, ...]] = []

    def walk(start: int, chosen: list[str], total: int) -> None:
        if total == goal:
            if len(chosen) >= 2:
                found.append(tuple(chosen))
            return
        for i in range(start, len(notes)):
            u = UNITS[CARDS[notes[i]].rhythm]
            if total + u <= goal:
                chosen.append(notes[i])
                walk(i + 1, chosen, total + u)
                chosen.pop()

    walk(0, [], 0)
    return found


# One card per face (identical Rythme, Intervalle… cards are the same move).
_faces = one_per_face(CARDS)


def _musicien(seat: int, cards: list[Card]) -> list[Action]:
    for c in cards:
        if c.kind == MUSICIEN:
            return [Action(seat, "play", (c.id,), d) for d in DEMANDS]
    return []


def _single(seat: int, c: Card) -> list[Action]:
    if c.kind == MUSICIEN:
        return [Action(seat, "play", (c.id,), d) for d in DEMANDS]
    return [Action(seat, "play", (c.id,))]


def _several(seat: int, sets: list[tuple[str, ...]]) -> list[Action]:
    """One move per set and per card chosen to end on top; the rest keep a canonical order."""
    out = []
    for s in sets:
        for last in s:
            rest = tuple(c for c in s if c != last)
            out.append(Action(seat, "play", (*rest, last)))
    return out


def lays(state: State, seat: int) -> list[Action]:
    """Every card move of the seat whose turn it is (no draw), by the pending obligation."""
    hand = state.hands[seat]
    cards = _faces(hand)
    top = CARDS[state.top_a]
    pending = state.pending
    kind = pending["type"] if pending else None
    if kind == "interval":  # CS-6
        size = pending["size"]
        honour = [c for c in cards if interval_direction(top, c, size) is not None]
        if honour:
            return [a for c in honour for a in _single(seat, c)]
        return [] if pending["drawn"] else _musicien(seat, cards)
    if kind == "demand":  # CS-7
        meet = [c for c in cards if meets_demand(c, pending["value"])]
        if meet:
            return [a for c in meet for a in _single(seat, c)]
        return _musicien(seat, cards)
    rule = free_follows if kind == "free" else follows
    out = [a for c in cards if rule(top, c) for a in _single(seat, c)]
    if top.kind == RYTHME:
        out += _several(seat, note_sets(hand, top.rhythm))
    return out


def can_lay(state: State, seat: int) -> bool:
    return bool(lays(state, seat))


def draw_count(state: State) -> int:
    """CS-12: 1; CS-6: 3/4/5 for the first player who cannot form the interval, then 2."""
    p = state.pending
    if p and p["type"] == "interval":
        return 2 if p["drawn"] else p["size"]
    return 1


def window_seats(state: State) -> list[int]:
    """CS-10: who may intercept now: everyone but the Note's layer and the seat whose turn it is."""
    w = state.window
    if w is None or state.gift is not None:
        return []
    return [s for s in range(state.seats) if s not in (w["layer"], w["turn"])]


def may_draw(state: State, seat: int, moves: list[Action] | None = None) -> bool:
    """CS-12: only a player who cannot play draws; CS-7: a player who cannot meet a demand may
    draw even if he holds a Musicien (laying it instead is his choice)."""
    moves = lays(state, seat) if moves is None else moves
    if not moves:
        return True
    p = state.pending
    return bool(p and p["type"] == "demand") and all(
        CARDS[a.cards[0]].kind == MUSICIEN for a in moves
    )


def turn_actions(state: State, seat: int) -> list[Action]:
    moves = lays(state, seat)
    return moves + [Action(seat, "draw")] if may_draw(state, seat, moves) else moves


def gift_actions(state: State) -> list[Action]:
    g = state.gift
    hand = state.hands[g["giver"]]
    return [Action(g["giver"], "give", pair) for pair in combinations(hand, g["count"])]


def intercept_actions(state: State, seat: int) -> list[Action]:
    """Any Note may be tried (CS-10: a wrong attempt is possible and costs)."""
    return [Action(seat, "intercept", (c,)) for c in state.hands[seat] if CARDS[c].kind == NOTE]
