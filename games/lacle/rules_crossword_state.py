"""Mots croisés' state, its exact JSON form, the seats' colours and teams, choosing the dealer,
and the deal (LC-sheet-10 … 26, LC-9, LC-10).

The state is plain data: the board (16 strings, `rules_words`), one rack per seat, the pool (its
top, the next tile drawn, is the last item), the key pack (all 12 cards in their shuffled order;
`key_at` is the face-up one, 12 once the pack is used up), the scores per seat, whose turn it is,
and the open challenge window (`pending`, Classique only, LC-6). `apply` never mutates a state:
it works on `copy()`.

Choices where the sheet and rulings are silent (said in the report too):
- seats take the colours rouge, vert, orangé, bleu in turn, so with 4 players the teams
  (rouge + orangé, vert + bleu) sit alternately, and 2 players play opposite quarters (LC-10);
- turns pass to the left: from seat s to seat s + 1;
- in the dealer's draw a joker is no letter: it ranks after Z; the drawn tiles go back into
  the pool, which is mixed again, before the deal (LC-9, LC-ours-13).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.engine import Rng
from games.engine.tabletop import state_from_json, state_to_json

from .board import BLEU, ORANGE, ROUGE, VERT
from .keywords import KEY_WORDS
from .rules_patience_state import CROSSWORD, Options
from .rules_words import empty_board
from .tiles import BAG, JOKER, RACK_SIZE, as_tile

PLAY, OVER = "play", "game-over"
OUT, BLOCKED = "out", "blocked"  # how the game ended: a rack emptied, or everyone passed
GAME = "la-cle"
SEAT_COLOURS = (ROUGE, VERT, ORANGE, BLEU)  # seat by seat: teams alternate (LC-10)
FINISH_BONUS, PER_LETTER = 50, 5  # LC-sheet-49, 50, 51
KEY_BONUS, CHALLENGE_POINTS = 50, 50  # LC-sheet-48, 40, 41


@dataclass
class State:
    seats: int
    options: Options
    seed: int
    rng: Rng
    board: list[str] = field(default_factory=empty_board)
    racks: list[list[str]] = field(default_factory=list)
    pool: list[str] = field(default_factory=list)  # top = last
    keys: list[str] = field(default_factory=list)  # the key pack, in its shuffled order
    key_at: int = 0  # the face-up key card; len(keys) once the pack is used up
    scores: list[int] = field(default_factory=list)  # per seat (teams add partners' up)
    dealer: int = 0
    dealer_draws: list[list[list]] = field(default_factory=list)  # rounds of [seat, tile]
    turn: int = 0
    passes: int = 0  # passes in a row since the last move that stood
    pending: dict | None = None  # the move a challenge may still undo (Classique)
    log: list[dict] = field(default_factory=list)  # every move, for the page's log
    phase: str = PLAY
    ended: str | None = None  # OUT or BLOCKED once OVER
    finisher: int | None = None
    actions: int = 0
    last_move: list[dict] = field(default_factory=list)
    # With the table's hints on: per seat, the position it last played from (board, its own
    # rack, the key word, whether the key word was forced), so that after his move a pupil can
    # see the best move he could have played there (`hint_crossword`). Never in an observation.
    played_from: list = field(default_factory=list)

    def copy(self) -> State:
        return State(
            self.seats,
            self.options,
            self.seed,
            self.rng.copy(),
            list(self.board),
            [list(r) for r in self.racks],
            list(self.pool),
            list(self.keys),
            self.key_at,
            list(self.scores),
            self.dealer,
            self.dealer_draws,
            self.turn,
            self.passes,
            self.pending,
            list(self.log),
            self.phase,
            self.ended,
            self.finisher,
            self.actions,
            self.last_move,
            list(self.played_from),
        )

    @property
    def key_word(self) -> str | None:
        """The face-up key word, or None once the pack is used up (LC-sheet-21)."""
        return self.keys[self.key_at] if self.key_at < len(self.keys) else None

    @property
    def keys_left(self) -> int:
        """Key cards still face down under the face-up one."""
        return max(0, len(self.keys) - self.key_at - 1)

    @property
    def opened(self) -> bool:
        return any(ch != "." for row in self.board for ch in row)


def colour_of(seat: int) -> str:
    return SEAT_COLOURS[seat]


def partners(state: State, seat: int) -> tuple[int, ...]:
    """The seat and its partner in team play (LC-10), else the seat alone."""
    if state.options.teams:
        return (seat, (seat + 2) % 4)
    return (seat,)


def opponents(state: State, seat: int) -> list[int]:
    return [s for s in range(state.seats) if s not in partners(state, seat)]


def team_scores(state: State) -> list[int]:
    """Two scores in team play, rouge + orangé then vert + bleu (LC-sheet-53); else per seat."""
    if state.options.teams:
        return [state.scores[0] + state.scores[2], state.scores[1] + state.scores[3]]
    return list(state.scores)


def seat_totals(state: State) -> list[int]:
    """Each seat's total as the table counts it: his team's in team play."""
    if state.options.teams:
        teams = team_scores(state)
        return [teams[s % 2] for s in range(state.seats)]
    return list(state.scores)


def next_seat(state: State, seat: int) -> int:
    """Turns pass to the left (LC-sheet-31)."""
    return (seat + 1) % state.seats


def to_json(state: State) -> dict:
    """Exact, JSON-able form of the state (the RNG included)."""
    return state_to_json(state)


def from_json(data: dict) -> State:
    state = state_from_json(State, Options, data)
    state.board, state.pool, state.keys = list(state.board), list(state.pool), list(state.keys)
    state.racks = [list(r) for r in state.racks]
    state.scores = list(state.scores)
    state.dealer_draws = [[list(d) for d in r] for r in state.dealer_draws]
    state.log = [dict(e) for e in state.log]
    state.last_move = [dict(e) for e in state.last_move]
    state.played_from = [dict(p) if p else None for p in state.played_from]
    return state


def _rank(tile: str) -> int:
    """How near A a drawn tile is: A 0 … Z 25; a joker is no letter, after Z (our choice)."""
    return 26 if tile == JOKER else ord(tile) - ord("A")


def choose_dealer(pool: list[str], rng: Rng, seats: int) -> tuple[int, list[list[list]]]:
    """Each player draws a tile, shown to all; the A or the letter nearest A deals; the tied
    draw again, as often as needed (LC-sheet-18, LC-9, LC-ours-13). Returns the dealer and every
    round of draws `[[seat, tile], …]`; the tiles drawn stay in the pool (they go back)."""
    contenders, rounds = list(range(seats)), []
    while True:
        picked = rng.sample(range(len(pool)), len(contenders))
        draws = [[seat, pool[i]] for seat, i in zip(contenders, picked, strict=True)]
        rounds.append(draws)
        best = min(_rank(t) for _, t in draws)
        contenders = [s for s, t in draws if _rank(t) == best]
        if len(contenders) == 1:
            return contenders[0], rounds


def new_game(seats: int = 2, options: Options | None = None, seed: int = 0) -> State:
    """A dealt game: the 102 tiles shuffled by the seed, the dealer chosen by drawn tiles (who
    then plays first, LC-sheet-26), 10 tiles to each rack (LC-sheet-23), the 12 key cards
    shuffled with the top one face up (LC-sheet-20)."""
    options = options or Options(mode=CROSSWORD)
    options.validate(seats)
    rng = Rng(seed)
    pool = list(BAG)
    rng.shuffle(pool)
    dealer, draws = choose_dealer(pool, rng, seats)
    rng.shuffle(pool)  # the drawn tiles went back: mixed again
    keys = list(KEY_WORDS)
    rng.shuffle(keys)
    racks = [[pool.pop() for _ in range(RACK_SIZE)] for _ in range(seats)]
    return State(
        seats,
        options,
        seed,
        rng,
        racks=racks,
        pool=pool,
        keys=keys,
        scores=[0] * seats,
        dealer=dealer,
        dealer_draws=draws,
        turn=dealer,
    )


def scenario(
    racks: list[str],
    *,
    draws: str = "",
    board: list[str] | None = None,
    keys: list[str] | None = None,
    turn: int = 0,
    options: Options | None = None,
    seed: int = 0,
) -> State:
    """A constructed game for tests: these racks (`?` a joker), `board` as 16 strings (or
    empty), the pool's first tiles drawn `draws` in order and the rest of the bag under them
    in the seed's order (so the 102 tiles are all there), the key pack `keys` with the first
    face up, `turn` the dealer and first to play. Raises ValueError when the bag lacks a tile."""
    options = options or Options(mode=CROSSWORD)
    options.validate(len(racks))
    rng = Rng(seed)
    rest = list(BAG)
    rng.shuffle(rest)
    board = list(board) if board else empty_board()
    laid = [as_tile(ch) for row in board for ch in row if ch != "."]
    for tile in [*"".join(racks), *draws, *laid]:
        rest.remove(tile)
    return State(
        len(racks),
        options,
        seed,
        rng,
        board=board,
        racks=[list(r) for r in racks],
        pool=rest + list(draws)[::-1],
        keys=list(keys or KEY_WORDS),
        scores=[0] * len(racks),
        dealer=turn,
        turn=turn,
    )


def all_tiles(state: State) -> list[str]:
    """Every tile of the game, wherever it is: pool, racks, board (a joker as `?`)."""
    laid = [as_tile(ch) for row in state.board for ch in row if ch != "."]
    return state.pool + [t for r in state.racks for t in r] + laid


def conserved(state: State) -> bool:
    return sorted(all_tiles(state)) == sorted(BAG)


def refill(state: State, seat: int) -> list[str]:
    """Draw from the pool's top back to 10 (LC-sheet-29); the tiles drawn, in order."""
    drawn: list[str] = []
    while len(state.racks[seat]) < RACK_SIZE and state.pool:
        drawn.append(state.pool.pop())
        state.racks[seat].append(drawn[-1])
    return drawn
