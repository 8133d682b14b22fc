"""`apply`: one action of one seat, checked, then played out on a copy of the state.

Kinds (README, "A trick, as actions"): "ask" (the attacker: `choice` a parameter, in Scherzo
`way` "high" or "low"), "lay" (the next layer: `power` True to turn the card a quarter,
`target_param` with Transposition), "deal" (the next dealer, between rounds). After the last
lay the trick resolves at once and the next one opens.
"""

from __future__ import annotations

from games.engine import Action, Event, IllegalAction
from games.engine.tabletop import phase_refusal, stamp

from .cards import CARD, ECHO, PARAMS, TRANSPOSITION
from .rules_judge import ask_event, judged, power_event, resolve
from .rules_state import SCHERZO, WAYS, State, deal, next_dealer, open_trick
from .rules_text import say

KINDS = ("ask", "lay", "deal")


def _refuse(code: str, **fields) -> IllegalAction:
    return IllegalAction(code, say(code, **fields))


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """The new state and what happened; raises `IllegalAction` (the state is unchanged)."""
    code = phase_refusal(state, action.seat, action.kind, KINDS, next_dealer(state))
    if code == "round-over" and action.kind == "deal":
        code = "not-dealer"
    elif code == "bad-action" and action.kind == "deal" and 0 <= action.seat < state.seats:
        code = "deal-in-play"  # the move exists, not during a round
    if code:
        raise _refuse(code)
    if action.kind == "deal":
        return _deal(state, action.seat)
    if action.kind == "ask":
        return _ask(state, action)
    return _lay(state, action)


def _ask(state: State, action: Action) -> tuple[State, list[Event]]:
    """BS-sheet-8, 36, 37: the attacker asks a parameter (and in Scherzo which way)."""
    if action.seat != state.attacker:
        raise _refuse("attacker-asks")  # also to a defender whose turn it is to lay
    if state.question is not None:
        raise _refuse("asked-already")
    if action.choice not in PARAMS or set(action.params) - {"choice", "way"}:
        raise _refuse("bad-param")
    way = action.param("way")
    if state.options.variant == SCHERZO:
        if way not in WAYS:
            raise _refuse("way-needed")
    elif way is not None:
        raise _refuse("no-way")
    else:
        way = state.options.default_way
    cid = state.hands[action.seat]
    assert cid is not None
    s = state.copy()
    s.question = {"param": action.choice, "way": way}
    events = [Event("ask", {"seat": action.seat, "param": action.choice, "way": way})]
    events.append(ask_event(s, action.seat, cid, action.choice, way).as_event())
    return stamp(state, s, events), events


def _entry(seat: int, cid: str, power: bool, target: str | None) -> dict:
    return {"seat": seat, "card": cid, "power_used": power, "target_param": target,
            "echo": None, "bataille": []}  # fmt: skip


def can_power(state: State, seat: int) -> bool:
    """BS-sheet-21, 23, BS-ours-9: a defender whose card has a power; not the attacker, not
    the mystery card."""
    cid = state.hands[seat]
    return (
        seat != state.attacker
        and cid is not None
        and CARD[cid].power is not None
        and state.mystery_seat != seat  # he holds the mystery card: he has no other left
    )


def decisions(state: State, seat: int) -> list[dict]:
    """Every way the next layer may lay his card (the entries before Écho's extra card)."""
    cid = state.hands[seat]
    assert cid is not None and state.question is not None
    out = [_entry(seat, cid, False, None)]
    if not can_power(state, seat):
        return out
    if CARD[cid].power == TRANSPOSITION:
        current = judged(state)["param"]  # type: ignore[index]
        return out + [_entry(seat, cid, True, p) for p in PARAMS if p != current]
    return out + [_entry(seat, cid, True, None)]


def _check_lay(state: State, action: Action) -> tuple[bool, str | None]:
    if action.seat in state.out:  # BS-ours-17
        raise _refuse("sitting-out")
    if state.question is None:
        raise _refuse("ask-first" if action.seat == state.attacker else "wait-question")
    if action.seat != state.next_layer():
        raise _refuse("not-your-turn")
    if set(action.params) - {"power", "target_param"}:
        raise _refuse("bad-action")
    power, target = bool(action.param("power", False)), action.param("target_param")
    cid = state.hands[action.seat]
    assert cid is not None
    if power:
        if action.seat == state.attacker:
            raise _refuse("attacker-power")
        if CARD[cid].power is None:
            raise _refuse("no-power")
        if not can_power(state, action.seat):
            raise _refuse("mystery-power")
        if CARD[cid].power == TRANSPOSITION:
            if target not in PARAMS:
                raise _refuse("target-needed")
            current = judged(state)["param"]  # type: ignore[index]
            if target == current:
                raise _refuse("same-param", param=("param", current))
            return power, target
    if target is not None:
        raise _refuse("no-target")
    return power, None


def _lay(state: State, action: Action) -> tuple[State, list[Event]]:
    """BS-sheet-9…11, 21…25: the next layer lays his card, turning it for its power or not."""
    power, target = _check_lay(state, action)
    seat = action.seat
    cid = state.hands[seat]
    assert cid is not None
    options = decisions(state, seat)
    chosen = _entry(seat, cid, power, target)
    learning = [power_event(state, seat, chosen, options).as_event()] if len(options) > 1 else []
    s = state.copy()
    s.hands[seat] = None
    by_ear = s.options.by_ear
    said = {"seat": seat, "power": power, "target_param": target}
    if not by_ear:
        said["card"] = cid
    events = [Event("lay", said)]
    if power and CARD[cid].power == ECHO:
        if s.decks[seat]:  # BS-ours-8; BS-ours-15: an empty deck, and Écho does nothing
            chosen["echo"] = s.decks[seat].pop()
        echo = {"seat": seat} if by_ear else {"seat": seat, "card": chosen["echo"]}
        events.append(Event("echo", echo))
    s.laid.append(chosen)
    if s.next_layer() is None:
        events += _finish_trick(s)
    events += learning
    return stamp(state, s, events), events


def _finish_trick(s: State) -> list[Event]:
    """BS-3: resolve (batailles among the tied), give the cards to the winner's won pile or set
    them aside, keep the trick for the screens, and open the next one."""
    n_players = len(s.laid)

    def tied_draw(tied: list[int]) -> dict[int, str | None]:
        out = [seat for seat in tied if not s.decks[seat]]
        turned: dict[int, str | None] = {
            seat: s.decks[seat].pop() for seat in tied if s.decks[seat]
        }
        # BS-sheet-20, 28, BS-3: with 2 players, the one out of cards plays the mystery card
        # while the other still turns one; both out: BS-ours-10, the trick is set aside.
        if s.seats == 2 and s.mystery is not None and turned and len(out) == 1:
            card, s.mystery, s.mystery_seat = s.mystery, None, out[0]
            s.mystery_card = turned[out[0]] = card
        return {seat: turned.get(seat) for seat in tied}

    assert s.question is not None
    judgement = judged(s)
    winner, batailles, values = resolve(s, tied_draw)
    cards = [c for e in s.laid for c in (e["card"], e["echo"], *e["bataille"]) if c]
    if winner is None:
        s.set_aside += cards
    else:
        s.won[winner] += cards
    s.last_trick = _trick_record(s, judgement, winner, batailles, values, len(cards))
    events = [Event("trick", dict(s.last_trick))]
    if winner is not None:
        s.attacker = winner  # BS-sheet-14; set aside: the same attacker again (ours)
    s.trick += 1
    assert n_players
    open_trick(s, events)
    return events


def _trick_record(s: State, judgement, winner, batailles, values, count) -> dict:
    """The trick just resolved, all revealed (README, `last_trick`)."""
    return {
        "trick": s.trick,
        "attacker": s.attacker,
        "question": dict(s.question or {}),
        "judged": judgement,
        "laid": [{**e, "bataille": list(e["bataille"]), "value": values[e["seat"]]}
                 for e in s.laid],
        "batailles": batailles,
        "winner": winner,
        "cards": count,
    }  # fmt: skip


def _deal(state: State, seat: int) -> tuple[State, list[Event]]:
    """BS-sheet-32, 33, BS-5: the next dealer deals; his right attacks first."""
    s = state.copy()
    s.round, s.dealer = s.round + 1, seat
    s.last_trick = None
    deal(s)
    events = [Event("deal", {"round": s.round, "dealer": seat, "attacker": s.attacker})]
    open_trick(s, events)
    return stamp(state, s, events), events
