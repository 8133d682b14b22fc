"""Gama's options and state, their exact JSON form, and the deal (GA-1, GA-2, GA-8).

The state is plain data: hands, the stock (its top is the last item), the single pile of laid
cards (GA-sheet-4; top last), whose turn, the pending demand, the pending oval draw, the blocked
seats, the rest's run, the seeded RNG. Play goes clockwise, to the left: seat + 1.
`apply` never mutates a state: it works on `copy()`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.engine import Rng
from games.engine.tabletop import JsonOptions, state_from_json, state_to_json

from .cards import CARDS, NOTE, deck

HAND_SIZE = 7  # GA-sheet-1
MIN_SEATS, MAX_SEATS = 2, 6

PLAY, ROUND_OVER, GAME_OVER = "play", "round-over", "game-over"

# Demand types (GA-2, GA-4): the opening Do, and the note a ♭ / ♯ / ♮ calls for.
DO, FLAT, SHARP, NATURAL = "do", "flat", "sharp", "natural"


@dataclass(frozen=True)
class Options(JsonOptions):
    """Table settings, with the rulings' defaults."""

    flat_own_turn_only: bool = False  # GA-4 option: ♭ only on one's own turn
    hints: bool = False  # a refused draw names a playable card
    bot_delay_ms: int = 1500  # the Django layer waits this long before a bot acts (♭ window)
    rounds: int | None = None  # GA-8: None = as many rounds as players

    def rounds_for(self, seats: int) -> int:
        return seats if self.rounds is None else self.rounds

    def validate(self, seats: int) -> None:
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"Gama is played by {MIN_SEATS} to {MAX_SEATS} players")
        if (self.rounds is not None and self.rounds < 1) or self.bot_delay_ms < 0:
            raise ValueError("rounds >= 1 (or None) and bot_delay_ms >= 0")


@dataclass
class State:
    seats: int
    options: Options
    seed: int
    rng: Rng
    round: int = 1
    starter: int = 0  # GA-2 / GA-ours-5: who opens this round
    phase: str = PLAY
    hands: list[list[str]] = field(default_factory=list)
    stock: list[str] = field(default_factory=list)  # top = last
    pile: list[str] = field(default_factory=list)  # top = last; empty until the opening Do
    turn: int = 0
    # None | {"type": "do", "note": "C"}  (GA-2)
    # | {"type": "flat" | "sharp" | "natural", "note": "B", "under": "C", "by": seat}  (GA-4)
    demand: dict | None = None
    oval_draw: int = 0  # GA-6: cards the player on turn draws unless he lays an oval
    blocked: list[int] = field(default_factory=list)  # 1: that seat's next turn is skipped
    run: dict | None = None  # {"seat", "notes", "ovals"}: the rest's run (GA-4)
    scores: list[int] = field(default_factory=list)
    rounds: list[dict] = field(default_factory=list)  # {"round", "starter", "winner", "points"}
    last_move: list[dict] = field(default_factory=list)  # the events of the last action
    actions: int = 0

    def copy(self) -> State:
        return State(
            self.seats,
            self.options,
            self.seed,
            self.rng.copy(),
            self.round,
            self.starter,
            self.phase,
            [list(h) for h in self.hands],
            list(self.stock),
            list(self.pile),
            self.turn,
            self.demand,
            self.oval_draw,
            list(self.blocked),
            self.run,
            list(self.scores),
            list(self.rounds),
            self.last_move,
            self.actions,
        )

    @property
    def top(self) -> str | None:
        return self.pile[-1] if self.pile else None

    @property
    def opened(self) -> bool:
        """GA-2: the opening Do is down (the pile is never emptied again, GA-7)."""
        return bool(self.pile)

    @property
    def total_rounds(self) -> int:
        return self.options.rounds_for(self.seats)

    def next_starter(self) -> int:
        return (self.starter + 1) % self.seats  # GA-ours-5: the next seat opens the next round


def to_json(state: State) -> dict:
    """Exact, JSON-able form of the state (the RNG included)."""
    return state_to_json(state)


def from_json(data: dict) -> State:
    return state_from_json(State, Options, data)


def all_cards(state: State) -> list[str]:
    """Every card of the table, wherever it is (for the conservation invariant)."""
    return [c for h in state.hands for c in h] + state.stock + state.pile


def deal(state: State) -> None:
    """GA-sheet-1, 2: shuffle, deal 7 each from the starter; the rest is the face-down stock.
    GA-2: the starter must open with a Do, any colour."""
    cards = list(deck())
    state.rng.shuffle(cards)
    state.hands = [[] for _ in range(state.seats)]
    for _ in range(HAND_SIZE):
        for k in range(state.seats):
            state.hands[(state.starter + k) % state.seats].append(cards.pop())
    state.stock = cards
    state.pile = []
    state.turn = state.starter
    state.demand = {"type": DO, "note": "C"}
    state.oval_draw = 0
    state.blocked = [0] * state.seats
    state.run = None
    state.phase = PLAY


def new_game(seats: int, options: Options | None = None, seed: int = 0) -> State:
    """A new table; round 1 is opened by the table's first seat (GA-ours-5)."""
    options = options or Options()
    options.validate(seats)
    state = State(seats, options, seed, Rng(seed), starter=0)
    state.scores = [0] * seats
    deal(state)
    return state


def is_note(cid: str | None) -> bool:
    return cid is not None and CARDS[cid].kind == NOTE
