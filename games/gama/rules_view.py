"""What each seat may see and do: stage, legal actions, observation, outcome; and the checks
simulate runs after every action (72 cards conserved, nothing hidden leaks)."""

from __future__ import annotations

from collections import Counter

from games.engine import Action, Outcome, Stage, observation_head
from games.engine.tabletop import lowest_total
from theory import NAMES

from .cards import CARDS, COLOURS, DECK, KINDS, NOTE, PAUZA
from .rules_judge import (
    DEMAND_OF,
    NEXT,
    OPENING,
    OVAL,
    RUN_START,
    flat_actions,
    flat_out_of_turn,
    situation,
    turn_actions,
)
from .rules_state import DO, GAME_OVER, PLAY, ROUND_OVER, State, all_cards


def _sort_key(cid: str) -> tuple:
    c = CARDS[cid]
    if c.kind != NOTE:
        return (len(COLOURS), KINDS.index(c.kind), 0, c.id)
    return (COLOURS.index(c.colour), NAMES.index(c.name), c.oval, c.id)


def stage(state: State) -> Stage:
    """Who the game waits for (`must`) and who may act out of turn (`may`: every other seat
    while a ♭ may go down, GA-sheet-9, whether or not it holds one: the stage is public)."""
    if state.phase == GAME_OVER:
        return Stage("over")
    if state.phase == ROUND_OVER:
        return Stage("deal", (state.next_starter(),))
    if state.run is not None:
        return Stage("run", (state.turn,))
    if state.demand is not None and state.demand["type"] == DO:
        return Stage("opening", (state.turn,))
    if flat_out_of_turn(state):  # a ♭ laid out of turn is a "play" (GA-sheet-9)
        may = tuple(s for s in range(state.seats) if s != state.turn)
        return Stage("turn", (state.turn,), may, ("play",))
    return Stage("turn", (state.turn,))


def legal_actions(state: State, seat: int) -> list[Action]:
    """Every action open to `seat` now, the out-of-turn ♭ included."""
    if not 0 <= seat < state.seats or state.phase == GAME_OVER:
        return []
    if state.phase == ROUND_OVER:
        return [Action(seat, "deal")] if seat == state.next_starter() else []
    if seat == state.turn:
        return turn_actions(state, seat)
    return flat_actions(state, seat) if flat_out_of_turn(state) else []


def expect(state: State) -> dict | None:
    """What the player on turn may lay, as data ready for words (rules_text.expect_why):
    `reason`, then `note` (fits in any colour), `colour` (any note of it fits), `under` (the
    note under a ♭ ♯ ♮), `draw` (a pending oval draw)."""
    if state.phase != PLAY:
        return None
    sit = situation(state)
    out = {"reason": sit, "note": None, "colour": None, "under": None, "draw": 0}
    if sit == OPENING:
        out.update(note="C")
    elif state.demand is not None:
        out.update(reason=state.demand["type"], note=state.demand["note"])
        out["under"] = state.demand["under"]
    elif sit == OVAL:
        out["draw"] = state.oval_draw
    elif sit != RUN_START:
        top = CARDS[state.pile[-1]]
        out.update(note=NEXT[top.name], colour=top.colour)
    return out


# Each card's JSON, made once: an observation hands out copies (a reader may keep or change one).
CARD_JSON = {cid: c.to_json() for cid, c in CARDS.items()}


def _cards(ids) -> list[dict]:
    return [CARD_JSON[c].copy() for c in ids]


def observation(state: State, seat: int | None = None) -> dict:
    """What `seat` may see (None: a spectator). Never another hand while the round is on, never
    the stock's order, never the RNG; the pile shows its top and its size."""
    st = stage(state)
    top = state.top
    top_card = CARDS[top] if top else None
    return {
        **observation_head(
            "gama",
            seat,
            seats=state.seats,
            phase=state.phase,
            round=state.round,
            rounds=state.total_rounds,
            turn=state.turn,
            direction=1,
            scores=state.scores,
            round_results=state.rounds,
            last_move=state.last_move,
            options=state.options,
            stage=st,
        ),
        "starter": state.starter,
        "hand": None if seat is None else _cards(sorted(state.hands[seat], key=_sort_key)),
        "hand_counts": [len(h) for h in state.hands],
        "pile": {"top": top_card.to_json() if top_card else None, "count": len(state.pile)},
        "stock": {"count": len(state.stock)},
        "colour": top_card.colour if top_card and top_card.kind == NOTE else None,
        "expect": expect(state),
        "demand": dict(state.demand) if state.demand else None,
        "oval_draw": state.oval_draw,
        "blocked": [s for s, b in enumerate(state.blocked) if b],
        "run": dict(state.run) if state.run else None,
        "flat_window": bool(st.may),
        "revealed_hands": [_cards(h) for h in state.hands] if state.phase != PLAY else None,
    }


def outcome(state: State) -> Outcome | None:
    """None before the first round ends; then the totals, and the winners once it is over."""
    return lowest_total(state.scores, state.rounds, state.phase == GAME_OVER)  # GA-ours-14


def secret_ids(state: State, seat: int | None) -> set[str]:
    """The card ids `seat` must never see: the stock, and the other hands while the round is on."""
    secret = set(state.stock)
    if state.phase == PLAY:
        for holder, hand in enumerate(state.hands):
            if holder != seat:
                secret.update(hand)
    return secret


def check_invariants(state: State) -> list[str]:
    problems = []
    if Counter(all_cards(state)) != Counter(DECK):
        problems.append("cards not conserved")
    if state.phase != PLAY:
        return problems
    if not all(state.hands):
        problems.append("an empty hand while the round goes on")
    if any(b not in (0, 1) for b in state.blocked) or state.blocked[state.turn]:
        problems.append("blocks add up, or the seat on turn is blocked")
    if state.demand is not None and (state.oval_draw or state.run is not None):
        problems.append("a demand together with an oval draw or a run")
    if state.oval_draw % 2 or state.oval_draw < 0:
        problems.append("an oval draw that is not 2, 4, 6…")
    opening = state.demand is not None and state.demand["type"] == DO
    if opening != (not state.pile):
        problems.append("the opening Do and the empty pile disagree")
    top = CARDS[state.pile[-1]] if state.pile else None
    if top is not None and top.kind != NOTE:
        d, run = state.demand, state.run
        ok_demand = d is not None and d["type"] == DEMAND_OF.get(top.kind)
        ok_rest = top.kind == PAUZA and run is not None and run["notes"] == 0
        if not (ok_demand or ok_rest):
            problems.append(f"a {top.kind} on top with nothing pending")
    if state.run is not None and state.run["seat"] != state.turn:
        problems.append("a run by a seat not on turn")
    return problems
