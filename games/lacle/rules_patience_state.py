"""La Patience's options and state, their exact JSON form, and the deal (LC-11).

The state is plain data: the board (16 strings, `rules_words`), the rack, the pool (its top,
the next tile drawn, is the last item), the chain of words laid, the phase. `apply` never
mutates a state: it works on `copy()`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.engine import Rng
from games.engine.tabletop import JsonOptions, state_from_json, state_to_json

from .rules_words import empty_board
from .tiles import BAG, RACK_SIZE, as_tile, shuffled

PLAY, REACHED, FAILED = "play", "reached", "failed"
STUCK, GAVE_UP = "stuck", "gave-up"
GAME = "la-cle"
MODE = "patience"


@dataclass(frozen=True)
class Options(JsonOptions):
    """La Patience has no table settings yet (the rulings leave none open)."""

    def validate(self, seats: int) -> None:
        if seats != 1:
            raise ValueError("La Patience is played by one player")


@dataclass
class State:
    options: Options
    seed: int
    rng: Rng
    board: list[str] = field(default_factory=empty_board)
    rack: list[str] = field(default_factory=list)
    pool: list[str] = field(default_factory=list)  # top = last
    chain: list[dict] = field(default_factory=list)  # the words laid, `Word.to_json` forms
    phase: str = PLAY
    failure: str | None = None  # STUCK or GAVE_UP once FAILED
    actions: int = 0
    last_move: list[dict] = field(default_factory=list)
    seats: int = 1

    def copy(self) -> State:
        return State(
            self.options,
            self.seed,
            self.rng.copy(),
            list(self.board),
            list(self.rack),
            list(self.pool),
            list(self.chain),
            self.phase,
            self.failure,
            self.actions,
            self.last_move,
            self.seats,
        )

    @property
    def words(self) -> int:
        """The result: how many words laid, one per move (LC-sheet-9, LC-ours-21)."""
        return len(self.chain)


def to_json(state: State) -> dict:
    """Exact, JSON-able form of the state (the RNG included)."""
    return state_to_json(state)


def from_json(data: dict) -> State:
    state = state_from_json(State, Options, data)
    state.board, state.rack, state.pool = list(state.board), list(state.rack), list(state.pool)
    state.chain = [dict(w) for w in state.chain]
    state.last_move = [dict(e) for e in state.last_move]
    return state


def refill(state: State) -> list[str]:
    """Draw blind from the pool's top back to a full rack (LC-sheet-5); returns the tiles drawn
    (fewer, or none, once the pool runs out)."""
    drawn: list[str] = []
    while len(state.rack) + len(drawn) < RACK_SIZE and state.pool:
        drawn.append(state.pool.pop())
    state.rack.extend(drawn)
    return drawn


def new_game(seats: int = 1, options: Options | None = None, seed: int = 0) -> State:
    """A new patience: the 102 tiles shuffled by the seed, 10 on the rack (LC-sheet-2, 3).
    The same seed deals the same tiles in the same order to everyone (LC-ours-16)."""
    options = options or Options()
    options.validate(seats)
    pool, rng = shuffled(seed)
    state = State(options, seed, rng, pool=pool)
    refill(state)
    return state


def scenario(draws: str | list[str], seed: int = 0) -> State:
    """A patience whose first tiles drawn are `draws`, in order (the rack's 10, then each
    refill's), the rest of the bag under them in the seed's order: for tests and the rules
    page's worked example. `?` is a joker."""
    wanted = list(draws)
    rest, rng = shuffled(seed)
    for tile in wanted:
        rest.remove(tile)  # ValueError when the bag has no such tile left
    state = State(Options(), seed, rng, pool=rest + wanted[::-1])
    refill(state)
    return state


def all_tiles(state: State) -> list[str]:
    """Every tile of the game, wherever it is: pool, rack, board (a joker as `?`)."""
    laid = [as_tile(ch) for row in state.board for ch in row if ch != "."]
    return state.pool + state.rack + laid


def conserved(state: State) -> bool:
    return sorted(all_tiles(state)) == sorted(BAG)
