"""`apply`: one action changes a copy of the state and says what happened (events).

Action kinds: "play" (one card id in `cards`: a note card, ♭ ♯ ♮ or the rest; a ♭ may come from
any seat, GA-sheet-9), "draw" (GA-5, or taking a pending oval draw, GA-6), "end-run" (the rest's
player stops his run, GA-4), "deal" (the next round, by its starter).
Play goes clockwise, to the left (seat + 1); a blocked seat loses the turn it would have had.
"""

from __future__ import annotations

from games.engine import CLOCKWISE, Action, Event, IllegalAction, LearningEvent, advance
from games.engine.evidence import forced
from games.engine.tabletop import draw, phase_refusal, stamp, trusted_apply

from .cards import CARDS, PAUZA, hand_points
from .rules_judge import (
    DEMAND_OF,
    RUN,
    RUN_START,
    accidental_blocks,
    demanded_note,
    may_end_run,
    situation,
)
from .rules_refuse import check_draw, check_play
from .rules_state import GAME_OVER, PLAY, ROUND_OVER, State, deal
from .rules_text import say

KINDS = ("play", "draw", "end-run", "deal")


def _refuse(code: str, **fields) -> IllegalAction:
    return IllegalAction(code, say(code, **fields))


def _advance(s: State, seat: int, events: list[Event]) -> None:
    """The next seat to the left that is not blocked; a blocked seat loses this turn and his
    block is spent (GA-sheet-21, 22: one turn, blocks never add up)."""
    s.turn, passed = advance(seat, s.seats, CLOCKWISE, s.blocked)
    for p in passed:
        events.append(Event("skip", {"seat": p}))


def draw_cards(s: State, seat: int, count: int, events: list[Event]) -> list[str]:
    """Draw up to `count` cards; an empty stock is rebuilt by shuffling the laid cards but the
    top one (GA-7); with nothing to rebuild from, the player gets what there is."""
    got, s.stock = draw(s, seat, s.stock, count, _rebuild, events)
    return got


def _rebuild(s: State) -> list[str]:
    """The laid cards under the pile's top, taken away (GA-7)."""
    rest, s.pile = s.pile[:-1], s.pile[-1:]
    return rest


def _end_round(s: State, winner: int, events: list[Event]) -> None:
    """GA-8: the round ends when a hand is empty; each player scores his number of cards.
    GA-ours-12: nothing pending is carried out (an oval as last card makes nobody draw)."""
    points = [hand_points(h) for h in s.hands]
    s.scores = [a + b for a, b in zip(s.scores, points, strict=True)]
    s.rounds = [
        *s.rounds,
        {"round": s.round, "starter": s.starter, "winner": winner, "points": points},
    ]
    s.demand = s.run = None
    s.oval_draw = 0
    s.blocked = [0] * s.seats
    s.phase = GAME_OVER if s.round >= s.total_rounds else ROUND_OVER
    hands = [list(h) for h in s.hands]
    events.append(
        Event("round-end", {"round": s.round, "winner": winner, "points": points, "hands": hands})
    )
    if s.phase == GAME_OVER:
        low = min(s.scores)
        winners = [seat for seat, v in enumerate(s.scores) if v == low]  # GA-ours-14
        events.append(Event("game-end", {"scores": s.scores, "winners": winners}))


def _accidental(s: State, layer: int, kind: str, under: str, events: list[Event]) -> None:
    """GA-4: ♭ blocks the player before its layer (his current turn, if it is his), ♯ the player
    after, ♮ both; the demand falls on the next player who actually plays, possibly the card's
    own player (GA-ours-8), and play goes on from him."""
    flagged, lost = accidental_blocks(s.seats, s.turn, layer, kind)
    events.append(Event("block", {"seats": sorted(flagged + lost), "by": layer}))
    for seat in lost:
        events.append(Event("skip", {"seat": seat}))  # his current turn is the one lost
    for seat in flagged:
        s.blocked[seat] = 1  # GA-sheet-22: a block never adds up
    note = demanded_note(kind, under)
    s.demand = {"type": DEMAND_OF[kind], "note": note, "under": under, "by": layer}
    _advance(s, layer, events)
    events.append(Event("demand", {**s.demand, "seat": s.turn}))


def _rest(s: State, layer: int, events: list[Event]) -> None:
    """GA-4: the rest blocks every other player once, and its player lays a run. Our choice
    (GA-4 run): the others' blocks are the turns the run takes, so they are spent now (an older
    block too: blocks never add up) and, when the run ends, the next player to the left plays."""
    others = [seat for seat in range(s.seats) if seat != layer]
    for seat in others:
        s.blocked[seat] = 0
    s.run = {"seat": layer, "notes": 0, "ovals": 0}
    events.append(Event("block", {"seats": others, "by": layer, "run": True}))


def _play(state: State, a: Action, events: list[Event], trusted: bool = False) -> State:
    seat = a.seat
    if len(a.cards) != 1 or a.choice is not None or a.target is not None:
        # no card at all: « Poser » pressed before choosing one
        raise _refuse(
            "one-card" if len(a.cards) > 1 else "no-card" if not a.cards else "bad-action"
        )
    cid = a.cards[0]
    if cid not in state.hands[seat]:
        raise _refuse("not-in-hand")
    c = CARDS[cid]
    learning: list[LearningEvent] = [] if trusted else check_play(state, seat, c)
    sit = situation(state)
    s = state.copy()
    s.hands[seat].remove(cid)
    under = CARDS[s.pile[-1]].name if s.pile else None
    s.pile.append(cid)
    events.append(Event("play", {"seat": seat, "card": cid, "out_of_turn": seat != state.turn}))
    events.extend(e.as_event() for e in learning)
    if not s.hands[seat]:  # GA-8, GA-ours-12: the last card ends the round, its effect is void
        _end_round(s, seat, events)
        return s
    if c.kind in DEMAND_OF:
        _accidental(s, seat, c.kind, under, events)
    elif c.kind == PAUZA:
        _rest(s, seat, events)
    elif sit in (RUN_START, RUN):
        s.run = {**s.run, "notes": s.run["notes"] + 1, "ovals": s.run["ovals"] + c.oval}
    else:
        s.demand = None  # GA-2 / GA-4: the demand is met (if there was one)
        if c.oval:  # GA-6: 2 for the next player, 2 more for each oval passing it on
            s.oval_draw = state.oval_draw + 2
            events.append(Event("oval", {"count": s.oval_draw}))
        _advance(s, seat, events)
    return s


def _draw(state: State, a: Action, events: list[Event], trusted: bool = False) -> State:
    """GA-5: draw 1 and the turn ends, the demand staying for the next player (GA-ours-11);
    GA-6: or take the pending oval draw."""
    learning = [] if trusted else check_draw(state, a.seat)
    s = state.copy()
    count = s.oval_draw or 1
    s.oval_draw = 0
    draw_cards(s, a.seat, count, events)
    events.extend(e.as_event() for e in learning)
    _advance(s, a.seat, events)
    return s


def _end_run(state: State, a: Action, events: list[Event], trusted: bool = False) -> State:
    """GA-4: the run ends when its player says so; each oval of the run adds 2 for the next
    player (GA-ours-9), who plays on the run's last card."""
    run = state.run
    if not trusted:
        if run is None or run["seat"] != a.seat:
            raise _refuse("no-run")
        if not may_end_run(state, a.seat):
            raise _refuse("run-must-start")
    s = state.copy()
    s.run = None
    s.oval_draw = 2 * run["ovals"]
    events.append(Event("run-end", {"seat": a.seat, "notes": run["notes"], "ovals": run["ovals"]}))
    if not trusted and run["notes"]:
        detail = {"notes": run["notes"], "ovals": run["ovals"]}
        # Ending a run can never be refused once it may end: in the log, not a decision.
        event = forced(LearningEvent(a.seat, "rest.run", True, detail), state.options.hints)
        events.append(event.as_event())
    if s.oval_draw:
        events.append(Event("oval", {"count": s.oval_draw}))
    _advance(s, a.seat, events)
    return s


def _deal(state: State, events: list[Event]) -> State:
    s = state.copy()
    s.round += 1
    s.starter = state.next_starter()
    deal(s)
    events.append(Event("deal", {"round": s.round, "starter": s.starter}))
    return s


MOVES = {"play": _play, "draw": _draw, "end-run": _end_run}


def _fast(state: State, action: Action):
    """What a playout may do without `apply`'s checks: any move while the round is on."""
    return MOVES[action.kind] if state.phase == PLAY else None


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """The contract's `apply`: a new state and the events, or IllegalAction."""
    seat = action.seat
    if code := phase_refusal(state, seat, action.kind, KINDS, state.next_starter()):
        raise _refuse(code)
    events: list[Event] = []
    if state.phase == ROUND_OVER:
        s = _deal(state, events)
    elif action.kind != "play" and seat != state.turn:
        raise _refuse("not-your-turn")
    else:
        s = MOVES[action.kind](state, action, events)
    assert s.phase != PLAY or all(s.hands)
    return stamp(state, s, events), events


apply_trusted = trusted_apply(_fast, apply)
