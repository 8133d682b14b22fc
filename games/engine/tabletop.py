"""What card games on this kit share, beyond the contract's types: the exact JSON form of their
options and state, the phase gate every `apply` starts with, the stamp it ends with, the
lowest-total outcome, one card per face, and the card allocator of explicit deals (scenarios).

Plain helpers over plain data (no game is named here): a game's rules call them with its own
classes and card table, so each game still says its rules in its own words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Any, Protocol, TypeVar

from games.engine import Event, Outcome, Rng

T = TypeVar("T")

PLAY, ROUND_OVER, GAME_OVER = "play", "round-over", "game-over"


@dataclass
class TableState:
    """What a dealt card game's state starts with: seats, table options, the seed and its RNG,
    the round, who deals it, the phase. A game's `State` adds its own fields (all with
    defaults) after these, so `state_to_json` keeps the same order for every game."""

    seats: int
    options: Any
    seed: int
    rng: Rng
    round: int = 1
    dealer: int = 0
    phase: str = PLAY


class JsonOptions:
    """A mixin for a game's frozen `Options` dataclass: its exact JSON form. Values are read
    back as the defaults' types (bool or int; None where the default is None and so is the
    value); unknown names are refused, so a typo never passes silently."""

    __slots__ = ()

    def to_json(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self)}  # type: ignore[arg-type]

    @classmethod
    def from_json(cls: type[T], data: dict | None) -> T:
        data = dict(data or {})
        known = {f.name for f in fields(cls)}  # type: ignore[arg-type]
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown options: {sorted(unknown)}")
        out: dict = {}
        for name, value in data.items():
            default = getattr(cls, name)
            if isinstance(default, bool):
                out[name] = bool(value)
            elif default is None and value is None:
                out[name] = None
            else:
                out[name] = int(value)
        return cls(**out)


def state_to_json(state: Any) -> dict:
    """Exact, JSON-able form of a dataclass state (its options and RNG included)."""
    data = {f.name: getattr(state, f.name) for f in fields(state)}
    data["options"] = state.options.to_json()
    data["rng"] = state.rng.to_json()
    data["v"] = 1
    return data


def state_from_json(state_cls: type[T], options_cls: Any, data: dict) -> T:
    """The inverse of `state_to_json`."""
    body = dict(data)
    body.pop("v", None)
    body["options"] = options_cls.from_json(body["options"])
    body["rng"] = Rng.from_json(body["rng"])
    return state_cls(**body)


class Table(Protocol):
    """What the phase gate reads of a state."""

    seats: int
    phase: str


def phase_refusal(state: Table, seat: int, kind: str, kinds: Iterable[str], deals: int) -> str:
    """The refusal code of an action before the game looks at it, or "" when it may go on: a
    seat or kind that does not exist, the game over, anything but the deal between rounds
    (`deals` is the seat that deals next), the deal during a round."""
    if not 0 <= seat < state.seats or kind not in kinds:
        return "bad-action"
    if state.phase == GAME_OVER:
        return "game-over"
    if state.phase == ROUND_OVER:
        return "" if kind == "deal" and seat == deals else "round-over"
    return "bad-action" if kind == "deal" else ""


def stamp(before: Any, after: T, events: list[Event] | None) -> T:
    """Count the action and keep its public events as the last move (none in a playout)."""
    after.actions = before.actions + 1  # type: ignore[attr-defined]
    after.last_move = (  # type: ignore[attr-defined]
        [] if events is None else [e.to_json() for e in events if e.kind != "learning"]
    )
    return after


def trusted_apply(
    fast: Callable[[Any, Any], Callable | None], apply: Callable[[Any, Any], tuple]
) -> Callable[[Any, Any], Any]:
    """A game's `apply_trusted`, for actions taken from `legal_actions` (search playouts): no
    explanation, no learning events, no log; never for a person's action. `fast(state, action)`
    names the move function that may skip the checks (called `move(state, action, events,
    True)`), or None: then the full `apply` does it."""

    def apply_trusted(state, action):
        """`apply` without explanations, for search playouts (see `trusted_apply`)."""
        move = fast(state, action)
        if move is None:
            return apply(state, action)[0]
        after = move(state, action, [], True)
        after.actions = state.actions + 1  # `stamp` without events, inline: the playouts' loop
        after.last_move = []
        return after

    return apply_trusted


def draw(
    state: Any,
    seat: int,
    stock: list[str],
    count: int,
    rebuild: Callable[[Any], list[str]],
    events: list[Event],
) -> tuple[list[str], list[str]]:
    """Draw up to `count` cards from the stock's top (its end) into the seat's hand. An empty
    stock is rebuilt from `rebuild(state)` (the laid cards but the tops, which it leaves),
    shuffled with the state's RNG; with nothing to rebuild from, the player gets what there is.
    Returns the cards drawn and the stock (a new list after a rebuild). Everybody sees how
    many; only `seat` sees which."""
    got: list[str] = []
    for _ in range(count):
        if not stock:
            rest = rebuild(state)
            if not rest:
                break
            state.rng.shuffle(rest)
            stock = rest
            events.append(Event("reshuffle", {"count": len(rest)}))
        got.append(stock.pop())
    state.hands[seat].extend(got)
    events.append(Event("draw", {"seat": seat, "count": len(got)}))
    if got:
        events.append(Event("drew", {"seat": seat, "cards": got}, (seat,)))
    return got, stock


def lowest_total(scores: list[int], rounds: list[dict], finished: bool) -> Outcome | None:
    """None before the first round ends; then the totals, and once the game is over the
    winners: the lowest total (ties share the win)."""
    if not rounds:
        return None
    winners: tuple[int, ...] = ()
    if finished:
        low = min(scores)
        winners = tuple(s for s, v in enumerate(scores) if v == low)
    return Outcome(finished, winners, tuple(scores), tuple(rounds))


class Faced(Protocol):
    face: str


def one_per_face(cards: Mapping[str, Faced]) -> Callable[[Iterable[str]], list]:
    """A game's `faces(hand)`: one card per face, in hand order (identical copies are the
    same move). A closure over the game's card table: legal_actions calls it every time."""

    def faces(hand: Iterable[str]) -> list:
        seen: set[str] = set()
        out = []
        for cid in hand:
            c = cards[cid]
            if c.face not in seen:
                seen.add(c.face)
                out.append(c)
        return out

    return faces


class Allocator:
    """Hands out the cards of an explicit deal: an exact card id, or the first free copy of
    the face a short token names (`face_of`), so a scenario never deals one card twice."""

    def __init__(self, deck: Iterable[str], cards: Mapping[str, Faced], face_of) -> None:
        self.free = list(deck)
        self.cards = cards
        self.face_of = face_of

    def take(self, token: str) -> str:
        if token in self.cards and token in self.free:
            self.free.remove(token)
            return token
        face = self.face_of(token)
        for cid in self.free:
            if self.cards[cid].face == face:
                self.free.remove(cid)
                return cid
        raise ValueError(f"no free card left for {token!r}")

    def many(self, tokens: Iterable[str]) -> list[str]:
        return [self.take(t) for t in tokens]

    def shuffled_rest(self, rng: Rng) -> list[str]:
        """Every card not handed out yet, shuffled (the draw pile under its chosen top)."""
        rest = list(self.free)
        rng.shuffle(rest)
        return rest


__all__ = [
    "Allocator",
    "JsonOptions",
    "draw",
    "lowest_total",
    "one_per_face",
    "phase_refusal",
    "stamp",
    "state_from_json",
    "state_to_json",
    "trusted_apply",
]
