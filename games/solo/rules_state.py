"""Solo's options and state, their exact JSON form, and the deal (SO-1, SO-7, SO-8).

The state is plain data: hands, the draw pile (its top is the last item), the discard (top last),
whose turn, the direction, the colour asked for, the pending draw stack, the card just drawn.
Clockwise is to the left: seat + 1. `apply` never mutates a state: it works on `copy()`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.engine import Rng
from games.engine.tabletop import JsonOptions, TableState, state_from_json, state_to_json

from .cards import CARDS, DECK

HAND_SIZE = 8  # SO-sheet-6
MIN_SEATS, MAX_SEATS = 2, 10
TARGETS = (500, 300, 200)  # SO-7: 500; the shorter game of issue 13 (an option, disclosed)

PLAY, ROUND_OVER, GAME_OVER = "play", "round-over", "game-over"


@dataclass(frozen=True)
class Options(JsonOptions):
    """Table settings, with the rulings' defaults."""

    target: int = 500  # SO-7: the game stops as soon as a total reaches it
    reverse_skips: bool = False  # SO-8 option: with 2 players, Changement de sens acts as a skip
    notes: bool = False  # « Solo en notes »: number cards read as notes, pitch-reading events
    bot_delay_ms: int = 1500  # the Django layer lets people beat a bot's quick discard
    hints: bool = False  # the board marks the cards that may be laid now

    def validate(self, seats: int) -> None:
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"Solo is played by {MIN_SEATS} to {MAX_SEATS} players")
        if self.target not in TARGETS or self.bot_delay_ms < 0:
            raise ValueError(f"target is one of {TARGETS}; bot_delay_ms >= 0")


@dataclass
class State(TableState):
    hands: list[list[str]] = field(default_factory=list)
    draw_pile: list[str] = field(default_factory=list)  # top = last
    discard: list[str] = field(default_factory=list)  # top = last
    turn: int = 0
    direction: int = 1  # +1 clockwise (to the left), -1 after a Changement de sens
    colour: str | None = None  # the colour asked for; None: any card may be laid (SO-1, SO-5)
    stack: int = 0  # SO-4: cards the player on turn draws unless he prolongs
    drawn: str | None = None  # SO-2: the card just drawn, which may be laid at once
    scores: list[int] = field(default_factory=list)
    rounds: list[dict] = field(default_factory=list)  # {"round", "dealer", "winner", "points"}
    last_move: list[dict] = field(default_factory=list)  # the events of the last action

    def copy(self) -> State:
        return State(
            self.seats,
            self.options,
            self.seed,
            self.rng.copy(),
            self.round,
            self.dealer,
            self.phase,
            [list(h) for h in self.hands],
            list(self.draw_pile),
            list(self.discard),
            self.turn,
            self.direction,
            self.colour,
            self.stack,
            self.drawn,
            list(self.scores),
            list(self.rounds),
            self.last_move,
        )

    @property
    def top(self) -> str:
        return self.discard[-1]

    def after(self, seat: int, steps: int = 1) -> int:
        """The seat `steps` places after `seat` in the direction of play."""
        return (seat + self.direction * steps) % self.seats


def to_json(state: State) -> dict:
    """Exact, JSON-able form of the state (the RNG included)."""
    return state_to_json(state)


def from_json(data: dict) -> State:
    """The inverse of `to_json`; a table stored before the form carried its version loads too."""
    state = state_from_json(State, Options, data)
    state.hands = [list(h) for h in state.hands]
    state.last_move = [dict(e) for e in state.last_move]
    return state


def all_cards(state: State) -> list[str]:
    """Every card of the table, wherever it is (for the conservation invariant)."""
    return [c for h in state.hands for c in h] + state.draw_pile + state.discard


def deal(state: State) -> None:
    """SO-1: shuffle, deal 8 each from the dealer's left, turn the first card (its action does
    not fire; a black one lets any card follow); the dealer's left neighbour starts, clockwise."""
    cards = list(DECK)
    state.rng.shuffle(cards)
    state.hands = [[] for _ in range(state.seats)]
    for _ in range(HAND_SIZE):
        for k in range(1, state.seats + 1):
            state.hands[(state.dealer + k) % state.seats].append(cards.pop())
    first = cards.pop()
    state.draw_pile, state.discard = cards, [first]
    state.direction = 1
    state.turn = (state.dealer + 1) % state.seats
    state.colour = None if CARDS[first].black else CARDS[first].colour
    state.stack, state.drawn, state.phase = 0, None, PLAY


def new_game(seats: int, options: Options | None = None, seed: int = 0) -> State:
    """A new table; the first dealer is drawn at random (SO-1)."""
    options = options or Options()
    options.validate(seats)
    state = State(seats, options, seed, Rng(seed))
    state.dealer = state.rng.randbelow(seats)
    state.scores = [0] * seats
    deal(state)
    return state
