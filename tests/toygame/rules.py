"""Voisins's rules: the game contract (games.engine.Rules), Django-free, in ~150 lines."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from games.engine import (
    Action,
    Event,
    IllegalAction,
    LearningEvent,
    Outcome,
    Rng,
    Stage,
    Why,
    next_seat,
    observation_head,
    visible_events,
)

GAME = "voisins"
DECK = tuple(f"{v}{copy}" for v in range(1, 10) for copy in "ab")
NEIGHBOUR = "count.neighbour"  # the concept every decision is judged against


def value(card: str) -> int:
    return int(card[0])


@dataclass(frozen=True)
class Options:
    hand_size: int = 3
    hints: bool = False
    bot_delay_ms: int = 800

    def to_json(self) -> dict:
        return {"hand_size": self.hand_size, "hints": self.hints, "bot_delay_ms": self.bot_delay_ms}

    @classmethod
    def from_json(cls, data) -> Options:
        return cls(
            int(data.get("hand_size", 3)),
            bool(data.get("hints", False)),
            int(data.get("bot_delay_ms", 800)),
        )


@dataclass(frozen=True)
class State:
    seats: int
    options: Options
    rng: Rng
    hands: tuple[tuple[str, ...], ...]
    pile: tuple[str, ...]
    stock: tuple[str, ...]
    turn: int = 0
    passes: int = 0  # seats that passed in a row
    over: bool = False
    last_move: tuple[dict, ...] = ()


def new_game(seats: int, options: Options | None, seed: int) -> State:
    options = options or Options()
    rng = Rng(seed)
    cards = list(DECK)
    rng.shuffle(cards)
    n = options.hand_size
    hands = tuple(tuple(cards[i * n : (i + 1) * n]) for i in range(seats))
    rest = cards[seats * n :]
    return State(seats, options, rng, hands, (rest[0],), tuple(rest[1:]))


def _fits(card: str, top: str) -> bool:
    return abs(value(card) - value(top)) == 1


def stage(state: State) -> Stage:
    return Stage("over") if state.over else Stage("turn", (state.turn,))


def legal_actions(state: State, seat: int) -> list[Action]:
    if state.over or seat != state.turn:
        return []
    plays = [Action(seat, "play", (c,)) for c in state.hands[seat] if _fits(c, state.pile[-1])]
    if plays:
        return plays
    return [Action(seat, "draw" if state.stock else "pass")]


def is_legal(state: State, action: Action) -> bool:
    return action in legal_actions(state, action.seat)


def _why_not_neighbour(card: str, top: str, *, lang: str = "fr", names=None) -> str:
    return f"{value(card)} n’est pas voisin de {value(top)} : il faut {value(top) - 1} ou {value(top) + 1}."


def _why(code: str, *, lang: str = "fr", names=None) -> str:
    return {
        "not-your-turn": "Ce n’est pas ton tour.",
        "not-in-hand": "Cette carte n’est pas dans ta main.",
        "must-play": "Tu as une carte voisine : pose-la au lieu de piocher.",
        "bad-action": "Ce coup n’existe pas dans Voisins.",
    }[code]


def _judged(state: State, seat: int, card: str, right: bool) -> tuple[LearningEvent, ...]:
    """A real decision only: a hand of one card that fits is a forced move, not evidence."""
    hand = state.hands[seat]
    if len(hand) < 2:
        return ()
    fitting = sum(_fits(c, state.pile[-1]) for c in hand)
    detail = {"options": len(hand), "right": fitting, "hint": state.options.hints}
    return (LearningEvent(seat, NEIGHBOUR, right, detail),)


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    seat = action.seat
    if state.over or seat != state.turn:
        raise IllegalAction("not-your-turn", Why(_why, "not-your-turn"))
    if action.kind == "play" and len(action.cards) == 1:
        return _play(state, seat, action.cards[0])
    if action.kind in ("draw", "pass") and action in legal_actions(state, seat):
        return _draw_or_pass(state, seat, action.kind)
    code = "must-play" if action.kind in ("draw", "pass") else "bad-action"
    raise IllegalAction(code, Why(_why, code))


def _play(state: State, seat: int, card: str) -> tuple[State, list[Event]]:
    if card not in state.hands[seat]:
        raise IllegalAction("not-in-hand", Why(_why, "not-in-hand"))
    top = state.pile[-1]
    if not _fits(card, top):
        wrong = _judged(state, seat, card, False)
        raise IllegalAction(
            "not-neighbour", Why(_why_not_neighbour, card, top), (NEIGHBOUR,), wrong
        )
    learning = _judged(state, seat, card, True)
    hand = tuple(c for c in state.hands[seat] if c != card)
    hands = state.hands[:seat] + (hand,) + state.hands[seat + 1 :]
    events = [Event("play", {"seat": seat, "card": card})]
    over = not hand
    if over:
        events.append(Event("win", {"seat": seat}))
    turn = state.turn if over else next_seat(seat, state.seats)
    new = replace(state, hands=hands, pile=(*state.pile, card), turn=turn, passes=0, over=over)
    return _with_last(new, events), events + [e.as_event() for e in learning]


def _draw_or_pass(state: State, seat: int, kind: str) -> tuple[State, list[Event]]:
    turn = next_seat(seat, state.seats)
    if kind == "pass":
        passes = state.passes + 1
        events = [Event("pass", {"seat": seat})]
        new = replace(state, turn=turn, passes=passes, over=passes >= state.seats)
        return _with_last(new, events), events
    card, stock = state.stock[0], state.stock[1:]
    hands = state.hands[:seat] + ((*state.hands[seat], card),) + state.hands[seat + 1 :]
    events = [Event("draw", {"seat": seat}), Event("drew", {"seat": seat, "card": card}, (seat,))]
    new = replace(state, hands=hands, stock=stock, turn=turn, passes=0)
    return _with_last(new, events), events


def _with_last(state: State, events: list[Event]) -> State:
    return replace(state, last_move=tuple(e.to_json() for e in events))


def observation(state: State, seat: int | None = None) -> dict:
    st = stage(state)
    return {
        **observation_head(
            GAME,
            seat,
            seats=state.seats,
            phase="game-over" if state.over else "play",
            round=1,
            rounds=1,
            turn=state.turn,
            direction=1,
            stage=st,
        ),
        "hand": None if seat is None else sorted(state.hands[seat]),
        "hand_counts": [len(h) for h in state.hands],
        "top": state.pile[-1],
        "pile_count": len(state.pile),
        "stock_count": len(state.stock),
        "scores": [len(h) for h in state.hands],
        "round_results": [],
        "last_move": visible_events(state.last_move, seat),
        "options": state.options.to_json(),
        "revealed_hands": [list(h) for h in state.hands] if state.over else None,
    }


def outcome(state: State) -> Outcome | None:
    if not state.over:
        return None
    sizes = [len(h) for h in state.hands]
    winners = tuple(s for s, n in enumerate(sizes) if n == min(sizes))
    return Outcome(True, winners, tuple(sizes))


def to_json(state: State) -> dict:
    return {
        "seats": state.seats,
        "options": state.options.to_json(),
        "rng": state.rng.to_json(),
        "hands": [list(h) for h in state.hands],
        "pile": list(state.pile),
        "stock": list(state.stock),
        "turn": state.turn,
        "passes": state.passes,
        "over": state.over,
        "last_move": list(state.last_move),
    }


def from_json(data) -> State:
    return State(
        int(data["seats"]),
        Options.from_json(data["options"]),
        Rng.from_json(data["rng"]),
        tuple(tuple(h) for h in data["hands"]),
        tuple(data["pile"]),
        tuple(data["stock"]),
        int(data["turn"]),
        int(data["passes"]),
        bool(data["over"]),
        tuple(dict(e) for e in data["last_move"]),
    )


def secret_ids(state: State, seat: int | None) -> set[str]:
    """The stock, and other hands while the game goes on."""
    secret = set(state.stock)
    if not state.over:
        for holder, hand in enumerate(state.hands):
            if holder != seat:
                secret.update(hand)
    return secret


def check_invariants(state: State) -> list[str]:
    cards = [c for h in state.hands for c in h] + list(state.pile) + list(state.stock)
    return [] if Counter(cards) == Counter(DECK) else ["cards not conserved"]
