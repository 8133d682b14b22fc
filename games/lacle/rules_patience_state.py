"""La Patience's options and state, their exact JSON form, and the deal (LC-11).

The state is plain data: the board (16 strings, `rules_words`), the rack, the pool (its top,
the next tile drawn, is the last item), the chain of words laid, the phase. `apply` never
mutates a state: it works on `copy()`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from games.engine import Rng
from games.engine.tabletop import JsonOptions, state_from_json, state_to_json

from .rules_words import empty_board
from .tiles import BAG, RACK_SIZE, as_tile, shuffled

PLAY, REACHED, FAILED = "play", "reached", "failed"
STUCK, GAVE_UP = "stuck", "gave-up"
GAME = "la-cle"
MODE = "patience"


CROSSWORD = "mots-croises"
MODES = (MODE, CROSSWORD)
CLASSIQUE, ARBITRE = "classique", "arbitre"
CHALLENGE_MODES = (CLASSIQUE, ARBITRE)  # LC-6: the table's two ways of judging a word
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no I, O, 0, 1: read aloud in class


def normal_code(text: str) -> str:
    """A Patience code as typed by a child: upper case, letters and digits only, at most 12."""
    return "".join(ch for ch in str(text).upper() if ch.isascii() and ch.isalnum())[:12]


def seed_of(code: str) -> int:
    """The deal a Patience code names (LC-11, LC-ours-16): the same code, the same tiles in the
    same order, on every machine (FNV-1a over the normalised code, 48 bits)."""
    value = 0xCBF29CE484222325
    for byte in normal_code(code).encode():
        value = ((value ^ byte) * 0x100000001B3) % (1 << 64)
    return value >> 16


@dataclass(frozen=True)
class Options(JsonOptions):
    """The table's settings, for both games of La Clé: the mode (La Patience or Mots croisés),
    the shared Patience code (empty: a deal of its own; else every table with that code deals
    the same tiles, LC-11), Mots croisés' way of judging words (`challenges`: classique, the
    sheet's challenges, or arbitre, the lexicon refuses at once, LC-6) and its team play
    (`teams`, 4 players, LC-10), and the kit's hints and computer delay."""

    mode: str = MODE
    code: str = ""
    hints: bool = False
    bot_delay_ms: int = 800
    challenges: str = CLASSIQUE
    teams: bool = False

    def validate(self, seats: int) -> None:
        if self.mode not in MODES or normal_code(self.code) != self.code:
            raise ValueError(f"mode is one of {MODES}; code is normalised (normal_code)")
        if self.mode == MODE and seats != 1:
            raise ValueError("La Patience is played by one player")
        if self.mode == CROSSWORD and not 2 <= seats <= 4:
            raise ValueError("Mots croisés is played by 2, 3 or 4 players (LC-sheet-10)")
        if self.teams and (self.mode != CROSSWORD or seats != 4):
            raise ValueError("teams are two pairs: Mots croisés with 4 players (LC-10)")
        if self.challenges not in CHALLENGE_MODES:
            raise ValueError(f"challenges is one of {CHALLENGE_MODES}")

    @classmethod
    def from_json(cls, data: dict | None) -> Options:
        data = dict(data or {})
        words = {k: str(data.pop(k)) for k in ("mode", "code", "challenges") if k in data}
        return replace(super().from_json(data), **words)


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
    if options.code:  # a shared code deals the same tiles to everyone
        seed = seed_of(options.code)
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
