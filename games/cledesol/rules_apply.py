"""`apply`: one action changes a copy of the state and says what happened (events).

Action kinds: "play" (cards, a Musicien's demand in `choice`), "draw", "intercept" (one Note),
"give" (the cards owed after a wrong interception), "deal" (the next round).
"""

from __future__ import annotations

from games.engine import Action, Event, IllegalAction, LearningEvent, advance
from games.engine.evidence import weighed
from games.engine.tabletop import draw, phase_refusal, stamp, trusted_apply

from .cards import (
    CARDS,
    DEMI_PAUSE,
    INTERVALLE,
    MUSICIEN,
    NOTE,
    PILE_A_KINDS,
    REPRISE,
    SILENCE,
    hand_points,
)
from .rules_judge import draw_count, lays, may_draw, window_seats
from .rules_refuse import check_draw, check_lay
from .rules_state import GAME_OVER, PLAY, ROUND_OVER, State, deal
from .rules_text import say

KINDS = ("play", "draw", "intercept", "give", "deal")


def _refuse(code: str, **fields) -> IllegalAction:
    return IllegalAction(code, say(code, **fields))


def _advance(s: State, seat: int, events: list[Event]) -> None:
    """CS-sheet-7: the next seat in the direction of play, losing the turns it owes (CS-8)."""
    s.turn, passed = advance(seat, s.seats, s.direction, s.skips)
    for p in passed:
        events.append(Event("skip", {"seat": p}))


def _take_from_hand(s: State, seat: int, ids: tuple[str, ...]) -> None:
    hand = s.hands[seat]
    for c in ids:
        hand.remove(c)
        s.known.pop(c, None)


def draw_cards(s: State, seat: int, count: int, events: list[Event]) -> list[str]:
    """Draw up to `count` cards; an empty draw pile is rebuilt from both piles but their tops
    (CS-13, CS-ours-8); with nothing to rebuild from, the player gets what there is (CS-ours-9)."""
    got, s.draw_pile = draw(s, seat, s.draw_pile, count, _rebuild, events)
    return got


def _rebuild(s: State) -> list[str]:
    """The cards under both piles' tops, taken away (CS-13)."""
    rest = s.pile_a[:-1] + s.pile_b[:-1]
    s.pile_a, s.pile_b = s.pile_a[-1:], s.pile_b[-1:]
    return rest


def _end_round(s: State, winner: int, events: list[Event]) -> None:
    """CS-14: the round ends the moment a hand is empty; the others count their cards."""
    points = [0 if seat == winner else hand_points(h) for seat, h in enumerate(s.hands)]
    s.scores = [a + b for a, b in zip(s.scores, points, strict=True)]
    s.rounds = [
        *s.rounds,
        {"round": s.round, "dealer": s.dealer, "winner": winner, "points": points},
    ]
    s.pending = s.window = s.gift = None
    s.phase = GAME_OVER if s.round >= s.options.rounds else ROUND_OVER
    events.append(
        Event(
            "round-end",
            {
                "round": s.round,
                "winner": winner,
                "points": points,
                "hands": [list(h) for h in s.hands],
            },
        )
    )
    if s.phase == GAME_OVER:
        low = min(s.scores)
        winners = [seat for seat, v in enumerate(s.scores) if v == low]  # CS-ours-10
        events.append(Event("game-end", {"scores": s.scores, "winners": winners}))


def _open_window(s: State, layer: int, note: str) -> None:
    """CS-10: after a Note, the others but the next player may intercept."""
    s.window = {"note": note, "layer": layer, "turn": s.turn}
    if not window_seats(s):
        s.window = None


def _silence(s: State, seat: int, kind: str) -> None:
    """CS-8: soupir skips the next player, demi-pause the next two other players; with two
    players a demi-pause skips the opponent once (option: twice)."""
    opponent = (seat + s.direction) % s.seats
    if kind == DEMI_PAUSE and s.seats == 2:
        s.skips[opponent] += 2 if s.options.demi_pause_two_turns else 1
        return
    for k in range(1, (2 if kind == DEMI_PAUSE else 1) + 1):
        s.skips[(seat + s.direction * k) % s.seats] += 1


def _play(state: State, a: Action, events: list[Event], trusted: bool = False) -> State:
    seat = a.seat
    hand = state.hands[seat]
    if not a.cards:  # « Poser » pressed before choosing a card
        raise _refuse("no-card")
    if len(set(a.cards)) != len(a.cards):
        raise _refuse("bad-action")
    if any(c not in hand for c in a.cards):
        raise _refuse("not-in-hand")
    learning = [] if trusted else check_lay(state, seat, a.cards, a.choice)
    s = state.copy()
    s.window = None
    _take_from_hand(s, seat, a.cards)
    last = CARDS[a.cards[-1]]
    (s.pile_a if last.kind in PILE_A_KINDS else s.pile_b).extend(a.cards)
    data = {"seat": seat, "cards": list(a.cards)}
    if a.choice is not None:
        data["demand"] = a.choice
    events.append(Event("play", data))
    events.extend(e.as_event() for e in learning)
    if not s.hands[seat]:  # CS-14: even on a pile-B card, whose effect does not apply
        _end_round(s, seat, events)
        return s
    if last.kind == INTERVALLE:  # CS-6
        s.pending = {"type": "interval", "size": last.size, "drawn": False}
    elif last.kind == MUSICIEN:  # CS-7
        s.pending = {"type": "demand", "value": a.choice, "by": seat}
    elif last.kind == SILENCE:  # CS-8
        _silence(s, seat, last.silence)
        s.pending = {"type": "free"}
    elif last.kind == REPRISE:  # CS-9
        s.direction = -s.direction
        s.pending = {"type": "free"}
    else:
        s.pending = None
    _advance(s, seat, events)
    if last.kind == NOTE:
        _open_window(s, seat, last.id)
    return s


def _draw(state: State, a: Action, events: list[Event], trusted: bool = False) -> State:
    seat = a.seat
    if not trusted:
        moves = lays(state, seat)
        if not may_draw(state, seat, moves):
            check_draw(state, seat, moves)
    s = state.copy()
    s.window = None
    got = draw_cards(s, seat, draw_count(s), events)
    p = s.pending
    top = CARDS[s.top_a]
    public_top = {"kind": top.kind, "pitch": top.pitch, "name": top.name, "rhythm": top.rhythm}
    s.stuck[seat] = {"top": public_top, "pending": p, "free": len(got)}
    if p and p["type"] == "interval":  # CS-6: the interval still stands, now 2 cards
        s.pending = {**p, "drawn": True}
    # CS-8, CS-9 (v3): free play lasts until a card is laid; a draw passes it on
    _advance(s, seat, events)
    return s


def _intercept(state: State, a: Action, events: list[Event]) -> State:
    """CS-10, CS-sheet-55…58."""
    seat = a.seat
    w = state.window
    if w is None:
        raise _refuse("window-closed")
    if seat not in window_seats(state):
        raise _refuse("no-intercept-own")
    if len(a.cards) != 1:  # « Intercepter » pressed with no card ticked: not « not in hand »
        raise _refuse("no-card" if not a.cards else "intercept-one-card")
    if a.cards[0] not in state.hands[seat]:
        raise _refuse("not-in-hand")
    c, note = CARDS[a.cards[0]], CARDS[w["note"]]
    if c.kind != NOTE:
        raise _refuse("intercept-note-only")
    same_name, same_rhythm = c.name == note.name, c.rhythm == note.rhythm
    right = same_name and same_rhythm
    s = state.copy()
    events.append(Event("intercept", {"seat": seat, "card": c.id, "right": right}))
    detail = {"top": note.id, "played": c.id}
    notes = [CARDS[x] for x in state.hands[seat] if CARDS[x].kind == NOTE]
    names = sum(x.name == note.name for x in notes)
    rhythms = sum(x.rhythm == note.rhythm for x in notes)
    for concept, knew, fitting in (
        ("pitch.same-name", same_name, names),
        ("rhythm.same", same_rhythm, rhythms),
    ):  # among the hand's Notes, one try (CS-10: a wrong one closes the window): issue 18
        event = LearningEvent(seat, concept, knew, detail)
        event = weighed(event, len(notes), fitting, s.options.hints, final=True)
        events.append(event.as_event())
    if right:
        _take_from_hand(s, seat, a.cards)
        s.pile_a.append(c.id)
        s.window = None
        if not s.hands[seat]:
            _end_round(s, seat, events)
            return s
        s.pending = None
        _advance(s, seat, events)  # CS-sheet-56: play goes on from the interceptor
        _open_window(s, seat, c.id)
        return s
    s.known[c.id] = list(range(s.seats))  # the card was shown to all, then taken back
    s.window = None  # CS-10 (v3): a wrong attempt closes the window, for everyone
    giver = w["turn"]
    count = min(2, len(s.hands[giver]) - 1)  # CS-10: at most all but one
    if count > 0:
        s.gift = {"giver": giver, "receiver": seat, "count": count}
    return s


def _give(state: State, a: Action, events: list[Event]) -> State:
    g = state.gift
    hand = state.hands[a.seat]
    if len(set(a.cards)) != g["count"] or len(a.cards) != g["count"]:
        raise _refuse("gift-count", count=str(g["count"]))
    if any(c not in hand for c in a.cards):
        raise _refuse("not-in-hand")
    s = state.copy()
    _take_from_hand(s, a.seat, a.cards)
    s.hands[g["receiver"]].extend(a.cards)
    stuck = s.stuck[g["receiver"]]
    if stuck is not None:
        s.stuck[g["receiver"]] = {**stuck, "free": stuck["free"] + len(a.cards)}
    for c in a.cards:
        s.known[c] = [a.seat]  # CS-sheet-58: seen only by the giver and the receiver
    s.gift = None
    who = {"giver": a.seat, "receiver": g["receiver"]}
    events.append(Event("give", {**who, "count": len(a.cards)}))
    events.append(Event("gave", {**who, "cards": list(a.cards)}, (a.seat, g["receiver"])))
    return s


def _deal(state: State, a: Action, events: list[Event]) -> State:
    s = state.copy()
    s.round += 1
    s.dealer = state.next_dealer()
    deal(s)
    events.append(Event("deal", {"round": s.round, "dealer": s.dealer, "start": s.top_a}))
    return s


def _fast(state: State, action: Action):
    """What a playout may do without `apply`'s checks: a play or a draw, no gift owed."""
    if state.phase == PLAY and state.gift is None and action.kind in ("play", "draw"):
        return _play if action.kind == "play" else _draw
    return None


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """The contract's `apply`: a new state and the events, or IllegalAction."""
    seat = action.seat
    if code := phase_refusal(state, seat, action.kind, KINDS, state.next_dealer()):
        raise _refuse(code)
    events: list[Event] = []
    if state.phase == ROUND_OVER:
        s = _deal(state, action, events)
    elif state.gift is not None:
        if seat != state.gift["giver"]:
            raise _refuse("not-your-turn")
        if action.kind != "give":
            raise _refuse("must-give", count=str(state.gift["count"]))
        s = _give(state, action, events)
    elif action.kind == "intercept":
        s = _intercept(state, action, events)
    elif action.kind == "give":
        raise _refuse("bad-action")
    elif seat != state.turn:
        raise _refuse("not-your-turn")
    elif action.kind == "play":
        s = _play(state, action, events)
    else:
        s = _draw(state, action, events)
    assert s.phase != PLAY or s.hands[s.turn]
    return stamp(state, s, events), events


apply_trusted = trusted_apply(_fast, apply)
