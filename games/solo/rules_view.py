"""What the table shows and allows: the stage, the legal actions, a seat's observation, the
outcome, and the checks of the engine's invariants (cards conserved, nothing hidden leaks).
"""

from __future__ import annotations

from collections import Counter

from games.engine import Action, Outcome, Stage, observation_head, visible_events
from games.engine.tabletop import lowest_total, one_per_face

from .cards import CARDS, COLOURS, COPIES, DECK, NAMES_COLOUR, SWAP
from .rules_judge import fits, identical
from .rules_state import GAME_OVER, PLAY, State, all_cards

QUICK = "quick-discard"


def stage(state: State) -> Stage:
    """The seat on turn must act; every seat (the one on turn, the one who just laid, a skipped
    one) may quick-discard (SO-3). The stage is public, so it lists every seat, holder or not."""
    if state.phase == GAME_OVER:
        return Stage("over")
    if state.phase != PLAY:
        return Stage("deal", ((state.dealer + 1) % state.seats,))
    name = "drawn" if state.drawn else "stack" if state.stack else "turn"
    if COPIES[CARDS[state.top].kind] == 1:  # printed once (a coloured Échange): no twin to
        return Stage(name, (state.turn,))  # lay, so nobody is asked (public: the deck is known)
    return Stage(name, (state.turn,), tuple(range(state.seats)), (QUICK,))


def lay_actions(state: State, seat: int, cid: str, kind: str) -> list[Action]:
    """Every way to lay one card: the colour named, the swap's partner or nobody, SOLO! said or
    not when the card is one's second-to-last (forgetting it is allowed, and costs, SO-6)."""
    c = CARDS[cid]
    choices = COLOURS if c.kind in NAMES_COLOUR else (None,)
    targets = (None, *(k for k in range(state.seats) if k != seat)) if c.kind == SWAP else (None,)
    solos = (True, False) if len(state.hands[seat]) == 2 else (False,)
    return [
        Action(seat, kind, (cid,), choice, target, (("solo", True),) if solo else ())
        for choice in choices
        for target in targets
        for solo in solos
    ]


_faces = one_per_face(CARDS)  # identical twins make the same move


def legal_actions(state: State, seat: int) -> list[Action]:
    """Every action open to `seat` now, the quick discards included."""
    if not 0 <= seat < state.seats or state.phase == GAME_OVER:
        return []
    if state.phase != PLAY:
        return [Action(seat, "deal")] if seat == stage(state).must[0] else []
    out: list[Action] = []
    if seat == state.turn:
        if state.drawn is not None:  # SO-2: lay the drawn card at once, or keep it
            return [*lay_actions(state, seat, state.drawn, "play"), Action(seat, "pass")]
        for c in _faces(cid for cid in state.hands[seat] if fits(state, cid)):
            out += lay_actions(state, seat, c.id, "play")
        if state.stack or not out:
            out.append(Action(seat, "draw"))
        return out
    for c in _faces(cid for cid in state.hands[seat] if identical(cid, state.top)):
        out += lay_actions(state, seat, c.id, QUICK)
    return out


def _cards(ids) -> list[dict]:
    return [CARDS[c].to_json() for c in ids]


def observation(state: State, seat: int | None = None) -> dict:
    """What `seat` may see (None: a spectator): its own hand only, the discard's top, the counts;
    never another hand while the round is on, the draw pile's order or the RNG."""
    st = stage(state)
    on_turn = seat is not None and seat == state.turn
    return {
        **observation_head(
            "solo",
            seat,
            seats=state.seats,
            phase=state.phase,
            round=state.round,
            rounds=0,  # played to a score (500, or the table's target), not a number of rounds
            turn=state.turn,
            direction=state.direction,
            stage=st,
        ),
        "dealer": state.dealer,
        "hand": None if seat is None else _cards(sorted(state.hands[seat])),
        "hand_counts": [len(h) for h in state.hands],
        "top": CARDS[state.top].to_json(),
        "discard_count": len(state.discard),
        "draw_count": len(state.draw_pile),
        "colour": state.colour,
        "stack": state.stack,
        "drawn": state.drawn if on_turn else None,
        "has_drawn": state.drawn is not None,
        "revealed_hands": [_cards(h) for h in state.hands] if state.phase != PLAY else None,
        "scores": list(state.scores),
        "target": state.options.target,
        "round_results": [dict(r) for r in state.rounds],
        "last_move": visible_events(state.last_move, seat),
        "options": state.options.to_json(),
    }


def outcome(state: State) -> Outcome | None:
    """None before the first round ends; then the totals, and the winners once it is over:
    the lowest total, equal lowest totals sharing the win (SO-7, SO-ours-10)."""
    return lowest_total(state.scores, state.rounds, state.phase == GAME_OVER)


def secret_ids(state: State, seat: int | None) -> set[str]:
    """The card ids `seat` must never see: the draw pile, and the other hands during a round."""
    secret = set(state.draw_pile)
    if state.phase == PLAY:
        for holder, hand in enumerate(state.hands):
            if holder != seat:
                secret.update(hand)
    return secret


def check_invariants(state: State) -> list[str]:
    """The 112 cards are all there, once each, through swaps and rebuilt draw piles."""
    problems = []
    if Counter(all_cards(state)) != Counter(DECK):
        problems.append("cards not conserved")
    if not state.discard:
        problems.append("empty discard")
    if state.drawn is not None and state.drawn not in state.hands[state.turn]:
        problems.append("the drawn card is not in the hand of the seat on turn")
    if state.colour not in (None, *COLOURS) or state.stack < 0:
        problems.append("bad colour or stack")
    return problems
