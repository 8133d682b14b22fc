"""`apply`: one action of one seat, checked, then played out on a copy of the state.

Kinds: "play" (on one's turn: one card; `choice` names a colour for a black card that asks one,
`target` the seat to swap hands with, or none; `solo` True says SOLO! with the card),
"quick-discard" (any seat, any time: a card identical to the top, same params), "draw" (one card,
or the pending stack), "pass" (after drawing a card one keeps), "deal" (the next round).
"""

from __future__ import annotations

from games.engine import Action, Event, IllegalAction

from .cards import CARDS, COLOURS, DRAWS, NAMES_COLOUR, REVERSE, ROTATE, SKIP, SWAP, hand_points
from .rules_judge import can_lay, fits, identical, quick_reading, quick_refusal, reading, why_not
from .rules_state import GAME_OVER, ROUND_OVER, State, deal
from .rules_text import say

SOLO_PENALTY = 2  # SO-sheet-32


def _refuse(code: str, **fields) -> IllegalAction:
    return IllegalAction(code, say(code, **fields))


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """The new state and what happened; raises `IllegalAction` (the state is unchanged)."""
    if state.phase == GAME_OVER:
        raise _refuse("game-over")
    if state.phase == ROUND_OVER:
        return _next_round(state, action)
    if not 0 <= action.seat < state.seats:
        raise _refuse("bad-action")
    if action.kind == "quick-discard":  # not identical: said first, before a missing colour
        cid = _held(state, action)
        if not identical(cid, state.top):
            raise quick_refusal(state, action.seat, cid)
        return _lay(state, action, _one_card(state, action), quick=True)
    if action.kind not in ("play", "draw", "pass"):
        raise _refuse("bad-action")
    if action.seat != state.turn:
        raise _refuse("not-your-turn")
    if action.kind == "draw":
        return _draw(state, action.seat)
    if action.kind == "pass":
        if state.drawn is None:
            raise _refuse("no-pass")
        return _pass(state, action.seat)
    # Whether the card may go down is said before a missing colour: a Piocher 4 laid on a
    # Piocher 2 asked for a colour, and only then said that only a Piocher 2 answers one.
    cid = _held(state, action)
    if state.drawn is not None and cid != state.drawn:
        raise _refuse("drawn-only")  # SO-2: only the card just drawn
    if not fits(state, cid):
        raise why_not(state, action.seat, cid)
    return _lay(state, action, _one_card(state, action), quick=False)


def _held(state: State, action: Action) -> str:
    """The one card the action lays, from the seat's hand."""
    if len(action.cards) != 1:  # none at all: « Poser » pressed before choosing one
        raise _refuse("one-card" if action.cards else "no-card")
    cid = action.cards[0]
    if cid not in state.hands[action.seat]:
        raise _refuse("not-in-hand")
    return cid


def _one_card(state: State, action: Action) -> str:
    """`_held`, with the colour a black card names and the seat a swap names checked."""
    cid = _held(state, action)
    kind = CARDS[cid].kind
    if kind in NAMES_COLOUR and action.choice not in COLOURS:
        raise _refuse("name-colour")  # SO-sheet-25, 27; SO-ours-2 for a quick discard
    if action.target is not None and (
        kind != SWAP or action.target == action.seat or not 0 <= action.target < state.seats
    ):
        raise _refuse("bad-target")
    return cid


def _lay(state: State, action: Action, cid: str, quick: bool) -> tuple[State, list[Event]]:
    """Lay `cid`; play continues after its player, who also undergoes nothing of it (SO-3)."""
    seat = action.seat
    if quick:
        learning = quick_reading(state, seat, cid, correct=True)
    else:
        learning = reading(state, seat, cid, correct=True)
    s = state.copy()
    s.hands[seat].remove(cid)
    s.discard.append(cid)
    s.drawn = None
    solo = bool(action.param("solo", False))
    second_to_last = len(state.hands[seat]) == 2
    if not s.hands[seat]:  # SO-7: the last card wins the round; its effect does not apply
        after = _end_round(s, seat)
    else:
        after = _effect(s, seat, action)
        after += _solo_duty(s, seat, solo, second_to_last)
    # SO-ours-6: a needless SOLO! does nothing, and is not told either (« SOLO ! » in the log
    # beside a hand of seven, or of three after a swap: SO-ours-9 judges the hand the move
    # leaves); a colour goes with the cards that name one (SO-sheet-25, 27) and no other (a
    # colour ticked, then an Échange tournant laid: « Couleur : bleu » where none was asked).
    said = {"seat": seat, "card": cid, "solo": solo and second_to_last and len(s.hands[seat]) == 1}
    named = action.choice if CARDS[cid].kind in NAMES_COLOUR else None
    said.update(choice=named, target=action.target)
    events = [Event("quick-discard" if quick else "play", said), *after]
    events += [e.as_event() for e in learning]
    return _done(s, events)


def _effect(s: State, seat: int, action: Action) -> list[Event]:
    """The laid card's effect, on the players after its player (SO-sheet-17, 20…30)."""
    c = CARDS[s.top]
    s.colour = action.choice if c.kind in NAMES_COLOUR else c.colour
    events: list[Event] = []
    if c.kind in DRAWS:
        s.stack += DRAWS[c.kind]  # SO-4, SO-ours-1, SO-ours-8
    if c.kind == SKIP:
        events.append(Event("skipped", {"seat": s.after(seat)}))
        s.turn = s.after(seat, 2)
        return events
    if c.kind == REVERSE:
        if s.seats == 2 and s.options.reverse_skips:  # SO-8 option: a skip
            events.append(Event("skipped", {"seat": s.after(seat)}))
            s.turn = seat
            return events
        # SO-8: with 2 players no further effect, the opponent plays next; the direction
        # shown turns all the same (a child who lays the two arrows sees them act).
        s.direction = -s.direction
    if c.kind == SWAP and action.target is not None:  # SO-5: with whom, or nobody
        s.hands[seat], s.hands[action.target] = s.hands[action.target], s.hands[seat]
        events.append(Event("swap", {"seat": seat, "with": action.target}))
    if c.kind == ROTATE:  # SO-5: every hand to the left neighbour, whatever the direction
        s.hands = [s.hands[(k - 1) % s.seats] for k in range(s.seats)]
        s.colour = None  # SO-ours-4: any card may follow
        events.append(Event("rotate", {"seat": seat}))
    s.turn = s.after(seat)
    return events


def _solo_duty(s: State, seat: int, solo: bool, second_to_last: bool) -> list[Event]:
    """SO-6, SO-ours-9: owed for laying one's second-to-last card, judged on the hand held
    when the move ends (a swap laid from a bigger hand that takes a one-card hand owes
    nothing: nobody can say SOLO! then); a needless SOLO! does nothing."""
    if not second_to_last or len(s.hands[seat]) != 1 or solo:
        return []
    return [Event("solo-forgotten", {"seat": seat, "count": SOLO_PENALTY})] + _take(
        s, seat, SOLO_PENALTY
    )


def _take(s: State, seat: int, count: int) -> list[Event]:
    """Draw `count` cards (fewer if the table runs out), rebuilding the pile (SO-ours-7)."""
    got: list[str] = []
    for _ in range(count):
        if not s.draw_pile and len(s.discard) > 1:
            rest, s.discard = s.discard[:-1], s.discard[-1:]
            s.rng.shuffle(rest)
            s.draw_pile = rest
        if not s.draw_pile:
            break
        got.append(s.draw_pile.pop())
    s.hands[seat] += got
    return [
        Event("draw", {"seat": seat, "count": len(got)}),
        Event("drew", {"seat": seat, "cards": got}, (seat,)),
    ]


def _draw(state: State, seat: int) -> tuple[State, list[Event]]:
    if state.drawn is not None:
        raise _refuse("drawn-only")
    s = state.copy()
    if s.stack:  # SO-ours-3: the stack is drawn and the turn ends
        events = _take(s, seat, s.stack)
        s.stack, s.turn = 0, s.after(seat)
        return _done(s, events)
    if can_lay(state, seat):
        raise _refuse("must-lay")  # SO-sheet-14: no voluntary draw
    events = _take(s, seat, 1)
    got = s.hands[seat][-1] if events[0].data["count"] else None
    if got is not None and fits(s, got):
        s.drawn = got  # SO-sheet-13: it may be laid at once
    else:
        s.turn = s.after(seat)
    return _done(s, events)


def _pass(state: State, seat: int) -> tuple[State, list[Event]]:
    s = state.copy()
    s.drawn, s.turn = None, s.after(seat)
    return _done(s, [Event("pass", {"seat": seat})])


def _end_round(s: State, winner: int) -> list[Event]:
    """SO-7: the others add their hands' values; the game stops once a total reaches the
    target (500, or the shorter game's)."""
    points = [0 if k == winner else hand_points(h) for k, h in enumerate(s.hands)]
    s.scores = [a + b for a, b in zip(s.scores, points, strict=True)]
    s.rounds.append({"round": s.round, "dealer": s.dealer, "winner": winner, "points": points})
    s.stack, s.drawn = 0, None
    s.phase = GAME_OVER if max(s.scores) >= s.options.target else ROUND_OVER
    hands = [list(h) for h in s.hands]
    return [Event("round-over", {"winner": winner, "points": points, "hands": hands})]


def _next_round(state: State, action: Action) -> tuple[State, list[Event]]:
    """SO-1: the deal passes to the left; the new dealer deals."""
    dealer = (state.dealer + 1) % state.seats
    if action.kind != "deal":
        raise _refuse("round-over")
    if action.seat != dealer:
        raise _refuse("not-dealer")
    s = state.copy()
    s.round, s.dealer = s.round + 1, dealer
    deal(s)
    return _done(s, [Event("deal", {"round": s.round, "dealer": dealer, "top": s.top})])


def _done(s: State, events: list[Event]) -> tuple[State, list[Event]]:
    s.last_move = [e.to_json() for e in events]
    return s, events
