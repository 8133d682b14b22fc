"""Clé de Sol's options and state, their exact JSON form, and the deal (CS-1, CS-11).

The state is plain data: hands, the draw pile (its top is the last item), pile A (Rythme,
Hauteur, Note) and pile B (Silence, Reprise, Intervalle, Musicien), whose turn, the direction,
the pending obligation, the interception window, the seeded RNG. `apply` never mutates a state:
it works on `copy()`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.engine import Rng
from games.engine.tabletop import JsonOptions, TableState, state_from_json, state_to_json

from .cards import CARDS, PILE_A_KINDS, deck

HAND_SIZE = 7  # CS-sheet-2
MIN_SEATS, MAX_SEATS = 2, 6

PLAY, ROUND_OVER, GAME_OVER = "play", "round-over", "game-over"


@dataclass(frozen=True)
class Options(JsonOptions):
    """Table settings, with the rulings' defaults."""

    note_cards: int = 52  # CS-1: 52 (C4–A5, 106 cards) or the printed 56 (C4–B5, 110 cards)
    demi_pause_two_turns: bool = False  # CS-8: with 2 players the opponent loses two turns
    oldest_seat: int = 0  # CS-11 / CS-ours-6: deals and plays first in round 1
    hints: bool = True  # CS-ours-7: a refused draw names a playable card
    bot_delay_ms: int = 1500  # CS-ours-5: the Django layer waits this long before a bot acts
    rounds: int = 5  # CS-14

    def validate(self, seats: int) -> None:
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"Clé de Sol is played by {MIN_SEATS} to {MAX_SEATS} players")
        if self.note_cards not in (52, 56):
            raise ValueError("note_cards is 52 or 56")
        if not 0 <= self.oldest_seat < seats:
            raise ValueError("oldest_seat must be one of the seats")
        if self.rounds < 1 or self.bot_delay_ms < 0:
            raise ValueError("rounds >= 1 and bot_delay_ms >= 0")


@dataclass
class State(TableState):
    hands: list[list[str]] = field(default_factory=list)
    draw_pile: list[str] = field(default_factory=list)  # top = last
    pile_a: list[str] = field(default_factory=list)  # top = last
    pile_b: list[str] = field(default_factory=list)
    turn: int = 0
    direction: int = 1  # +1 clockwise (to the left), -1 after a Reprise
    skips: list[int] = field(default_factory=list)  # turns each seat still loses (CS-8)
    # None | {"type": "free"} | {"type": "interval", "size": 3, "drawn": False}
    # | {"type": "demand", "value": "A" | "eighth", "by": seat}
    pending: dict | None = None
    window: dict | None = None  # {"note": id, "layer": seat, "turn": seat} (CS-10)
    gift: dict | None = None  # {"giver": seat, "receiver": seat, "count": 2} (CS-10)
    known: dict[str, list[int]] = field(default_factory=dict)  # card in a hand -> seats who saw it
    scores: list[int] = field(default_factory=list)
    rounds: list[dict] = field(default_factory=list)  # {"round", "dealer", "winner", "points"}
    last_move: list[dict] = field(default_factory=list)  # the events of the last action
    actions: int = 0
    # Public knowledge of a seat's hand: the situation in which it last had to draw (it held
    # nothing playable then), and how many cards it has received since (CS-12).
    # {"top": {"kind", "pitch", "name", "rhythm"}, "pending": dict | None, "free": int}
    stuck: list[dict | None] = field(default_factory=list)

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
            list(self.pile_a),
            list(self.pile_b),
            self.turn,
            self.direction,
            list(self.skips),
            self.pending,
            self.window,
            self.gift,
            dict(self.known),
            list(self.scores),
            list(self.rounds),
            self.last_move,
            self.actions,
            list(self.stuck),
        )

    @property
    def top_a(self) -> str:
        return self.pile_a[-1]

    def next_dealer(self) -> int:
        return (self.dealer + 1) % self.seats  # CS-11: the deal passes to the left


def to_json(state: State) -> dict:
    """Exact, JSON-able form of the state (the RNG included)."""
    return state_to_json(state)


def from_json(data: dict) -> State:
    state = state_from_json(State, Options, data)
    state.known = {k: list(v) for k, v in state.known.items()}
    return state


def all_cards(state: State) -> list[str]:
    """Every card of the table, wherever it is (for the conservation invariant)."""
    out = [c for h in state.hands for c in h]
    return out + state.draw_pile + state.pile_a + state.pile_b


def deal(state: State) -> None:
    """CS-11 / CS-sheet-2…5: shuffle, deal 7 each from the dealer's left, turn cards until a
    Rythme, Hauteur or Note starts pile A (the others are shuffled back); the dealer plays."""
    cards = list(deck(state.options.note_cards))
    state.rng.shuffle(cards)
    state.hands = [[] for _ in range(state.seats)]
    for _ in range(HAND_SIZE):
        for k in range(1, state.seats + 1):
            state.hands[(state.dealer + k) % state.seats].append(cards.pop())
    turned: list[str] = []
    while CARDS[cards[-1]].kind not in PILE_A_KINDS:
        turned.append(cards.pop())
    state.pile_a = [cards.pop()]
    if turned:
        cards.extend(turned)
        state.rng.shuffle(cards)
    state.draw_pile = cards
    state.pile_b = []
    state.turn = state.dealer
    state.direction = 1
    state.skips = [0] * state.seats
    state.pending = state.window = state.gift = None
    state.known = {}
    state.stuck = [None] * state.seats
    state.phase = PLAY


def new_game(seats: int, options: Options | None = None, seed: int = 0) -> State:
    """A new table; round 1 is dealt by the oldest seat (CS-11)."""
    options = options or Options()
    options.validate(seats)
    state = State(seats, options, seed, Rng(seed), dealer=options.oldest_seat)
    state.scores = [0] * seats
    deal(state)
    return state
