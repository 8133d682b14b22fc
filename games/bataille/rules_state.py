"""Bataille des sons: options, state, its exact JSON form, the deal (BS-sheet-2…4, BS-1, BS-5).

Seats go clockwise, to the left: seat + 1 (docs/architecture.md). Counter-clockwise, to the
right, is seat − 1: the cards are dealt from the dealer's right (dealer − 1, − 2 …), and the
defenders lay from the attacker's right (attacker − 1, − 2 …), the attacker last.

A deck's top card is the last of its list. The trick in play is `laid`: one entry per seat in
the order laid, `{"seat", "card", "power_used", "target_param", "echo", "bataille"}`. `apply`
never mutates a state: it works on `copy()`.
"""

from __future__ import annotations

import copy as _copy
from dataclasses import dataclass, field

from games.engine import Event, Rng
from games.engine.tabletop import JsonOptions, TableState, state_from_json, state_to_json

from .cards import CARDS

MIN_SEATS, MAX_SEATS = 2, 4
CLASSIC, PIANISSIMO, SCHERZO = "classic", "pianissimo", "scherzo"
VARIANTS = (CLASSIC, PIANISSIMO, SCHERZO)
HIGH, LOW = "high", "low"
WAYS = (HIGH, LOW)
PLAY, ROUND_OVER, GAME_OVER = "play", "round-over", "game-over"
DECK = tuple(c.id for c in CARDS)


@dataclass(frozen=True)
class Options(JsonOptions):
    """Table settings, with the rulings' defaults (README, "Options")."""

    variant: str = CLASSIC  # BS-6: classic, pianissimo or scherzo
    by_ear: bool = False  # BS-6, BS-ours-14: « à l'oreille »
    rounds_to_win: int = 2  # BS-sheet-31, BS-4
    first_attacker: int = -1  # BS-5: -1 at random, or a seat (the youngest)
    hints: bool = False
    bot_delay_ms: int = 1500

    @classmethod
    def from_json(cls, data: dict | None) -> Options:
        data = dict(data or {})
        variant = str(data.pop("variant", CLASSIC))
        base = super().from_json(data)
        return cls(variant, base.by_ear, base.rounds_to_win, base.first_attacker,
                   base.hints, base.bot_delay_ms)  # fmt: skip

    def validate(self, seats: int) -> None:
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"Bataille des sons is played by {MIN_SEATS} to {MAX_SEATS}")
        if self.variant not in VARIANTS:
            raise ValueError(f"variant is one of {VARIANTS}")
        if not 1 <= self.rounds_to_win <= 5 or self.bot_delay_ms < 0:
            raise ValueError("rounds_to_win is 1 … 5; bot_delay_ms >= 0")
        if not -1 <= self.first_attacker < seats:
            raise ValueError("first_attacker is -1 (at random) or a seat")

    @property
    def default_way(self) -> str:
        """The way the question is judged without Scherzo: highest wins, or lowest (BS-6)."""
        return LOW if self.variant == PIANISSIMO else HIGH


@dataclass
class State(TableState):
    decks: list[list[str]] = field(default_factory=list)  # top = last
    hands: list[str | None] = field(default_factory=list)  # BS-sheet-7: the card taken
    mystery: str | None = None  # BS-sheet-4: the unseen 37th card, None once played
    mystery_seat: int | None = None  # who played it this round
    mystery_card: str | None = None  # its id once played this round: labelled where it lies
    attacker: int = 0
    question: dict | None = None  # {"param", "way"} as asked
    laid: list[dict] = field(default_factory=list)
    out: list[int] = field(default_factory=list)  # BS-4, BS-ours-17: sitting out
    won: list[list[str]] = field(default_factory=list)  # BS-sheet-13: won piles
    set_aside: list[str] = field(default_factory=list)  # BS-ours-10
    trick: int = 1
    last_trick: dict | None = None
    rounds_won: list[int] = field(default_factory=list)
    rounds: list[dict] = field(default_factory=list)
    actions: int = 0
    last_move: list[dict] = field(default_factory=list)

    def copy(self) -> State:
        new = _copy.copy(self)
        new.rng = self.rng.copy()
        new.decks = [list(d) for d in self.decks]
        new.hands = list(self.hands)
        new.laid = [{**e, "bataille": list(e["bataille"])} for e in self.laid]
        new.out = list(self.out)
        new.won = [list(w) for w in self.won]
        new.set_aside = list(self.set_aside)
        new.rounds_won = list(self.rounds_won)
        new.rounds = list(self.rounds)
        return new

    def order(self) -> list[int]:
        """BS-sheet-10, 11: the defenders from the attacker's right (seat − 1, − 2 …), then the
        attacker; seats sitting out lay nothing."""
        seq = [(self.attacker - k) % self.seats for k in range(1, self.seats)]
        return [s for s in seq if s not in self.out] + [self.attacker]

    def next_layer(self) -> int | None:
        order = self.order()
        return order[len(self.laid)] if len(self.laid) < len(order) else None


def to_json(state: State) -> dict:
    """Exact, JSON-able form of the state (the RNG included)."""
    return state_to_json(state)


def from_json(data: dict) -> State:
    state = state_from_json(State, Options, data)
    state.decks = [list(d) for d in state.decks]
    state.won = [list(w) for w in state.won]
    state.laid = [dict(e) for e in state.laid]
    state.last_move = [dict(e) for e in state.last_move]
    return state


def all_cards(state: State) -> list[str]:
    """Every card of the table wherever it is: decks, hands, the trick (Écho and bataille cards
    too), won piles, cards set aside, the mystery card (the 37-card invariant)."""
    out = [c for d in state.decks for c in d] + [h for h in state.hands if h]
    for e in state.laid:
        out.append(e["card"])
        if e["echo"]:
            out.append(e["echo"])
        out += e["bataille"]
    out += [c for w in state.won for c in w] + state.set_aside
    if state.mystery:
        out.append(state.mystery)
    return out


def deal(state: State) -> None:
    """BS-sheet-3, 4, 33, BS-1: shuffle the 37 cards, deal 36 one at a time counter-clockwise
    from the dealer's right (18 / 12 / 9 each), the 37th face down as the mystery card; the
    first player served (the dealer's right) attacks. Nobody holds a card until the trick
    opens (`open_trick`)."""
    cards = list(DECK)
    state.rng.shuffle(cards)
    n = state.seats
    state.decks = [[] for _ in range(n)]
    per = (len(cards) - 1) // n
    for _ in range(per):
        for k in range(1, n + 1):
            state.decks[(state.dealer - k) % n].append(cards.pop())
    state.mystery = cards.pop()
    assert not cards
    state.mystery_seat = state.mystery_card = None
    state.hands = [None] * n
    state.won = [[] for _ in range(n)]
    state.set_aside, state.out, state.laid = [], [], []
    state.attacker = (state.dealer - 1) % n
    state.question, state.trick, state.phase = None, 1, PLAY


def new_game(seats: int, options: Options | None = None, seed: int = 0) -> State:
    """A new table. BS-5: the first attacker is the table's choice (a seat, the youngest) or
    drawn with the state's RNG; he is the first served, so the dealer sits on his left."""
    options = options or Options()
    options.validate(seats)
    state = State(seats, options, seed, Rng(seed))
    first = options.first_attacker
    if first < 0:
        first = state.rng.randbelow(seats)
    state.dealer = (first + 1) % seats
    state.rounds_won = [0] * seats
    deal(state)
    open_trick(state, [])
    return state


# ---------------------------------------------------------------- a trick opens, a round ends


def open_trick(s: State, events: list[Event]) -> None:
    """BS-sheet-7: every player still in takes his deck's top card. A player whose deck is
    empty (BS-sheet-28…30, BS-4, BS-ours-11, 12, 17):

    - with 2 players, plays the mystery card if it is unused this round, else the round ends
      and the other banks his cards;
    - with 3–4 players, plays it when he alone runs out and it is unused; when several run out
      at once with it unused, the round ends, the holders banking; once it is used, he sits
      out and the others play on, until one player alone has cards: he banks them.
    The round ends too when nobody has a card left (BS-sheet-26)."""
    s.laid, s.question = [], None
    active = [p for p in range(s.seats) if p not in s.out]
    empty = [p for p in active if not s.decks[p]]
    holders = [p for p in active if s.decks[p]]
    mystery_for = None
    if empty and holders:
        if s.mystery is not None and len(empty) == 1:
            mystery_for = empty[0]
        elif s.mystery is None and s.seats > 2 and len(holders) >= 2:
            s.out += empty  # BS-ours-17: sits out the rest of the round
            events += [Event("sit-out", {"seat": p}) for p in empty]
            empty = []
    if not holders or (empty and mystery_for is None) or (len(holders) == 1 and not empty):
        end_round(s, holders, events)
        return
    for p in holders:
        s.hands[p] = s.decks[p].pop()
    if mystery_for is not None:  # BS-sheet-28, BS-ours-11: face down, its face once laid
        s.hands[mystery_for], s.mystery_card = s.mystery, s.mystery
        s.mystery, s.mystery_seat = None, mystery_for
        events.append(Event("mystery", {"seat": mystery_for}))
    while s.attacker in s.out:  # ours: the attack passes to his right
        s.attacker = (s.attacker - 1) % s.seats


def end_round(s: State, holders: list[int], events: list[Event]) -> None:
    """BS-sheet-27, 29, BS-ours-12, 13: the holders bank what is left of their decks; the most
    cards won wins the round (`round_winner`); the game ends at `rounds_to_win` rounds won."""
    for p in holders:
        if s.decks[p]:
            events.append(Event("bank", {"seat": p, "count": len(s.decks[p])}))
            s.won[p] += s.decks[p]
            s.decks[p] = []
    s.hands = [None] * s.seats
    counts = [len(w) for w in s.won]
    winner = round_winner(counts)
    if winner is not None:
        s.rounds_won[winner] += 1
    best = max(counts)
    shared = [p for p, c in enumerate(counts) if c == best] if winner is None else []
    result = {"round": s.round, "dealer": s.dealer, "won": counts, "winner": winner,
              "shared": shared, "set_aside": len(s.set_aside)}  # fmt: skip
    s.rounds.append(result)
    over = max(s.rounds_won) >= s.options.rounds_to_win
    s.phase = GAME_OVER if over else ROUND_OVER
    events.append(Event("round-over", {**result, "game_over": over}))  # the log says who won


def round_winner(counts: list[int]) -> int | None:
    """BS-sheet-27: the most cards won wins the round; BS-ours-13: a tie for the most is a
    shared round, which counts for nobody (ours: « Nos choix »)."""
    best = max(counts)
    top = [p for p, c in enumerate(counts) if c == best]
    return top[0] if len(top) == 1 else None


def next_dealer(s: State) -> int:
    """BS-sheet-32, BS-ours-16: the last round's winner deals; after a shared round, the same
    dealer deals again."""
    winner = s.rounds[-1]["winner"] if s.rounds else None
    return s.dealer if winner is None else winner


__all__ = [
    "CARDS",
    "DECK",
    "Options",
    "State",
    "all_cards",
    "deal",
    "end_round",
    "from_json",
    "new_game",
    "next_dealer",
    "open_trick",
    "round_winner",
]
