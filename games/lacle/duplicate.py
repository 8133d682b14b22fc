"""La Clé en duplicate (ours, beyond the sheet): a whole class plays the same racks on the same
board, each pupil alone, each scored against the best move. Plain Python, no Django.

As French Scrabble clubs play *duplicate*: each turn one rack is drawn for everyone; each player
lays a word on his own copy of the shared board (the lexicon judges at once, as in Arbitre: an
invalid word is refused with its reason and he may try again; no challenges); when the turn
ends, each player scores the points of his last valid move (none: 0) and the best move, the
« top » found by the move generator (`movegen`), is laid on the shared board for everyone; the
next rack keeps the tiles the top left and is refilled from the pool.

    new_game(seed, lexicon=None) -> Duplicate     # the first rack drawn, its top computed
    scenario(rack, pool, board=…, keys=…)         # a constructed game, for tests
    join(game, player) -> int                    # a player (a string id) and his seat number
    submit(game, player, action, lexicon=None) -> (move, learning)  # or raises IllegalAction
    close_turn(game) -> dict                     # the turn's scores; the top shown
    next_turn(game, lexicon=None)                # the top laid, the next rack drawn (or the end)
    stop(game)                                   # the teacher ends it (a turn in play closed)
    view(game, player | None) -> dict            # what one player (or the teacher) may see
    standings(game) -> list[dict], to_json(game) / from_json(data)

These functions change the game they are given (a refusal changes nothing). The rules of a move,
its words and its score are Mots croisés' (`rules_crossword_judge`, LC-4, LC-5), with these
choices where duplicate differs (said on the page and in the report):

- everyone plays the colour rouge: a letter on a red cell scores 10, on the red key cell 50,
  so every player, and the top, count the same board the same way;
- no obligation to lay the face-up key word first: each plays for the best score, and the key
  word brings its +50 (the top takes it when it is the best move); the key card turns when the
  top lays it;
- the draw (club rule): the rack is refilled to 10 from the pool; for the first 15 turns it must
  hold at least 2 vowels and 2 consonants, then 1 and 1 (Y a vowel, a joker whichever is short);
  otherwise every tile of the rack goes back into the pool, mixed, and 10 are drawn again. A
  rack that forms no word at all goes back the same way. The game ends when the pool and the
  rack cannot meet the rule any more, when the rack forms no word and the pool is empty (or 50
  draws in a row fail), or when every tile has been played;
- the top: the most points; then the fewest jokers; then the most letters laid; then the first
  in reading order. Its jokers stand where the fewest jokers are needed;
- a player who came late is scored from the turn he joined (the turns before do not count
  against him); a player may change his move until the turn ends: the last valid one counts.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from types import SimpleNamespace

from games.engine import Action, IllegalAction, LearningEvent, Rng

from . import rules as R
from . import rules_crossword_judge as J
from .bots_crossword_eval import play_score, points_table
from .duplicate_text import refuse
from .keywords import KEY_WORDS
from .movegen import plays
from .rules_words import empty_board, spelling_event, with_tiles
from .tiles import BAG, JOKER, RACK_SIZE, as_tile

PLAY, RESULTS, OVER = "play", "results", "over"
OUT, LETTERS, NO_MOVE, STOPPED = "out", "letters", "no-move", "stopped"  # how a game ends
COLOUR_SEAT = 0  # everyone plays rouge (see above)
VOWELS = frozenset("AEIOUY")
EARLY_TURNS = 15  # club rule: 2 vowels and 2 consonants for the first 15 turns, then 1 and 1
MAX_DRAWS = 50


@dataclass
class Duplicate:
    seed: int
    rng: Rng
    board: list[str] = field(default_factory=empty_board)
    pool: list[str] = field(default_factory=list)  # face down; its top is the last item
    rack: list[str] = field(default_factory=list)  # this turn's rack, the same for all
    keys: list[str] = field(default_factory=list)  # the key pack, shuffled
    key_at: int = 0  # the face-up key card
    turn: int = 0  # the turn being played (1, 2, …)
    phase: str = PLAY
    top: dict | None = None  # the best move of this rack: shown only once the turn ends
    players: dict[str, dict] = field(default_factory=dict)  # id -> {"seat", "since"}
    moves: dict[str, dict] = field(default_factory=dict)  # this turn's valid moves, by player
    history: list[dict] = field(default_factory=list)  # every finished turn
    rejected: int = 0  # racks sent back to the pool (the club rule, or no word)
    ended: str | None = None

    @property
    def key_word(self) -> str | None:
        return self.keys[self.key_at] if self.key_at < len(self.keys) else None

    @property
    def opened(self) -> bool:
        return any(ch != "." for row in self.board for ch in row)


def _lexicon(lexicon):
    return R.rules_crossword.default_lexicon() if lexicon is None else lexicon


def _judge_view(game: Duplicate, key: str | None) -> SimpleNamespace:
    """What Mots croisés' judge reads of a game, for the one colour everybody plays."""
    return SimpleNamespace(board=game.board, racks=[game.rack], key_word=key, opened=game.opened)


# --- the draw ----------------------------------------------------------------------------------


def balanced(tiles, minimum: int) -> bool:
    """Whether these tiles hold `minimum` vowels and `minimum` consonants, each joker counting
    as whichever is short (the club rule)."""
    vowels = sum(1 for t in tiles if t in VOWELS)
    jokers = sum(1 for t in tiles if t == JOKER)
    consonants = len(tiles) - vowels - jokers
    return max(0, minimum - vowels) + max(0, minimum - consonants) <= jokers


def minimum_for(turn: int) -> int:
    return 2 if turn <= EARLY_TURNS else 1


def _back_to_pool(game: Duplicate) -> None:
    game.pool.extend(game.rack)
    game.rack = []
    game.rng.shuffle(game.pool)
    game.rejected += 1


def _draw(game: Duplicate, turn: int, lexicon) -> None:
    """Refill the rack for `turn` and find its top, or end the game (see the module's rules)."""
    need = minimum_for(turn)
    for _ in range(MAX_DRAWS):
        while len(game.rack) < RACK_SIZE and game.pool:
            game.rack.append(game.pool.pop())
        if not game.rack:
            return _end(game, OUT)
        if not balanced(game.rack, need):
            if not balanced(game.rack + game.pool, need):
                return _end(game, LETTERS)
            _back_to_pool(game)
            continue
        top = best_move(game.board, game.rack, game.key_word, lexicon)
        if top is None:
            if not game.pool:
                return _end(game, NO_MOVE)
            _back_to_pool(game)
            continue
        game.top, game.turn, game.phase, game.moves = top, turn, PLAY, {}
        return None
    return _end(game, NO_MOVE)


def _end(game: Duplicate, why: str) -> None:
    game.phase, game.ended, game.top, game.moves = OVER, why, None, {}


def new_game(seed: int = 0, lexicon=None) -> Duplicate:
    """The 102 tiles shuffled by the seed, the key pack shuffled, the first rack drawn."""
    rng = Rng(seed)
    pool = list(BAG)
    rng.shuffle(pool)
    keys = list(KEY_WORDS)
    rng.shuffle(keys)
    game = Duplicate(seed, rng, pool=pool, keys=keys)
    _draw(game, 1, _lexicon(lexicon))
    return game


def scenario(
    rack: str,
    pool: str = "",
    *,
    board: list[str] | None = None,
    keys: list[str] | None = None,
    turn: int = 1,
    lexicon=None,
) -> Duplicate:
    """A constructed game for tests: this rack (`?` a joker), the pool drawn in the order of
    `pool` (first letter first), `board` as 16 strings, the key pack `keys` (first face up);
    the rack is drawn for `turn` as in a game (refilled, checked, its top found)."""
    game = Duplicate(
        0,
        Rng(0),
        board=list(board) if board else empty_board(),
        pool=list(pool)[::-1],
        rack=list(rack),
        keys=list(keys or KEY_WORDS),
    )
    _draw(game, turn, _lexicon(lexicon))
    return game


# --- the top -----------------------------------------------------------------------------------


def best_move(board: list[str], rack: list[str], key: str | None, lexicon) -> dict | None:
    """The top: the generator's best-scoring play of `rack` on `board`, as the rules score it,
    or None when the rack forms no word there."""
    opening = not any(ch != "." for row in board for ch in row)
    table = points_table(COLOUR_SEAT)
    best, best_rank = None, None
    for play in plays(board, rack, lexicon, opening):
        rank = (play_score(play, table, key), -play.jokers, play.tiles)
        if best_rank is None or rank > best_rank or (rank == best_rank and _first(play, best)):
            best, best_rank = play, rank
    if best is None:
        return None
    tiles = next(best.lays(rack))  # the fewest jokers first
    laid = J.laid_tiles(tiles)
    words = best.words()
    view = SimpleNamespace(board=board, key_word=key)
    points = J.score(view, COLOUR_SEAT, tiles, words)
    return _move(laid, words, points, best.direction)


def as_lay(move: dict) -> Action:
    """A move (the top's, or a player's) as the `lay` action that plays it (a joker `e` as
    `?E`)."""
    laid = [[r, c, JOKER + s.upper() if s.islower() else s] for r, c, s in move["tiles"]]
    return Action.of(0, R.LAY, {"tiles": laid, "direction": move["direction"]})


def _first(play, other) -> bool:
    """Reading order between two plays of the same rank: the earlier start, across first."""
    return (play.start, play.direction, play.word) < (other.start, other.direction, other.word)


def _move(laid: list[list], words, points: dict, direction: str) -> dict:
    return {
        "tiles": laid,
        "words": [w.text for w in words],
        "direction": direction,
        "start": list(words[0].cells[0]),  # the main word's first cell
        "points": points["total"],
        "key": bool(points["key"]),
    }


# --- players and their moves ---------------------------------------------------------------------


def join(game: Duplicate, player: str) -> int:
    """Adds a player from the turn being played, or from the next one when this turn's results
    are showing (he had no chance at it); his seat number, the same if he was already in.
    A finished game seats no one (a page loaded before the end still offers it)."""
    if player not in game.players:
        if game.phase == OVER:
            raise refuse("dp-over-join")
        since = game.turn if game.phase == PLAY else game.turn + 1
        game.players[player] = {"seat": len(game.players), "since": max(since, 1)}
    return game.players[player]["seat"]


def submit(
    game: Duplicate, player: str, action: Action, lexicon=None
) -> tuple[dict, list[LearningEvent]]:
    """A player's move this turn (his last valid one counts) and its `word.spelling` events;
    raises `IllegalAction` with the reason (a `WordRefused` naming a word the lexicon refuses,
    with its learning event when the word is unknown), changing nothing."""
    lexicon = _lexicon(lexicon)
    if game.phase == OVER:
        raise refuse("dp-over")
    if game.phase != PLAY:
        raise refuse("dp-closed")
    if player not in game.players:
        raise refuse("dp-not-player")
    seat = game.players[player]["seat"]
    if action.kind != R.LAY:
        raise refuse("dp-bad-action")
    action = R.as_tiles(game, action)  # a typed word as tiles
    judge = _judge_view(game, game.key_word)
    lay = J.read(judge, COLOUR_SEAT, action.param("tiles"))
    words = J.words_of(judge, lay, action.param("direction"))
    J.check_move(_judge_view(game, None), COLOUR_SEAT, words)  # no key word obligation
    try:
        J.refuse_words(seat, words, lexicon)
    except IllegalAction as refusal:
        refusal.learning = tuple(_stamped(e) for e in refusal.learning)
        raise
    points = J.score(judge, COLOUR_SEAT, lay, words)
    move = _move(J.laid_tiles(lay), words, points, words[0].direction)
    if game.moves.get(player) == move:
        return move, []  # handed in again as it was: decided once (a reviewer saw it four times)
    game.moves[player] = move
    return move, [_stamped(spelling_event(seat, w, True, lexicon)) for w in words]


def preview(game: Duplicate, player: str, action: Action) -> tuple[list[str], dict]:
    """The words a pending lay forms and its points, before it is handed in: the rules of a move
    and the score, never the lexicon (as in Mots croisés: the check comes with « Poser le mot »).
    Raises `IllegalAction` with the reason the lay cannot be laid; changes nothing."""
    if game.phase != PLAY:
        raise refuse("dp-closed")
    if player not in game.players or action.kind != R.LAY:
        raise refuse("dp-bad-action")
    judge = _judge_view(game, game.key_word)
    lay = J.read(judge, COLOUR_SEAT, action.param("tiles"))
    words = J.words_of(judge, lay, action.param("direction"))
    J.check_move(_judge_view(game, None), COLOUR_SEAT, words)
    return [w.text for w in words], J.score(judge, COLOUR_SEAT, lay, words)


def _stamped(event: LearningEvent) -> LearningEvent:
    """No hint shows in duplicate: the word is the pupil's own (games.engine.evidence)."""
    detail = {**event.detail, "hinted": False, "duplicate": True}
    return LearningEvent(event.seat, event.concept, event.correct, detail, event.misconception)


def close_turn(game: Duplicate) -> dict:
    """The turn ends: each player scores his last valid move (0 without one) against the top,
    which everyone may now see. Returns the finished turn as `history` keeps it."""
    if game.phase != PLAY:
        raise refuse("dp-closed")
    top = game.top or {"points": 0}
    done = {
        "turn": game.turn,
        "rack": "".join(game.rack),
        "top": game.top,
        "scores": {p: game.moves[p]["points"] if p in game.moves else 0 for p in game.players},
        "words": {p: game.moves[p]["words"][0] for p in game.moves},
        "percent": {
            p: percent(game.moves[p]["points"] if p in game.moves else 0, top["points"])
            for p in game.players
        },
    }
    game.history.append(done)
    game.phase, game.moves = RESULTS, {}
    return done


def next_turn(game: Duplicate, lexicon=None) -> None:
    """The top laid on the shared board, its tiles off the rack, the key card turned if it laid
    the key word; then the rack refilled for the next turn (or the end)."""
    if game.phase != RESULTS:
        raise refuse("dp-closed")
    top = game.history[-1]["top"]
    lay = {(r, c): stored for r, c, stored in top["tiles"]}
    game.board = with_tiles(game.board, lay)
    for stored in lay.values():
        game.rack.remove(as_tile(stored))
    if top["key"]:
        game.key_at += 1
    game.top = None
    _draw(game, game.turn + 1, _lexicon(lexicon))


def stop_unplayed(game: Duplicate) -> None:
    """The teacher ends a game whose first turn never started: nothing to count."""
    _end(game, STOPPED)


def stop(game: Duplicate) -> None:
    """The teacher ends the game early: a turn in play is closed first (its moves count)."""
    if game.phase == PLAY:
        close_turn(game)
    if game.phase != OVER:
        _end(game, STOPPED)


# --- scores --------------------------------------------------------------------------------------


def percent(points: int, top: int) -> int | None:
    """A score as a share of the top's, rounded; None when the top scored nothing."""
    return round(100 * points / top) if top else None


def standings(game: Duplicate) -> list[dict]:
    """Each player's points over the finished turns since he joined, the top's over the same
    turns, his share and his rank: best first (ties share a rank, listed by seat)."""
    out = []
    for player, info in game.players.items():
        turns = [t for t in game.history if t["turn"] >= info["since"]]
        total = sum(t["scores"].get(player, 0) for t in turns)
        best = sum(t["top"]["points"] for t in turns)
        out.append(
            {
                "player": player,
                "seat": info["seat"],
                "total": total,
                "top": best,
                "percent": percent(total, best),
                "turns": len(turns),
            }
        )
    out.sort(key=lambda row: (-row["total"], row["seat"]))
    for row in out:  # equal totals, equal ranks (« 1, 1, 3 »): who joined first is no reason
        row["rank"] = 1 + sum(1 for other in out if other["total"] > row["total"])
    return out


# --- what a page may show ------------------------------------------------------------------------


def view(game: Duplicate, player: str | None) -> dict:
    """What one player may see (None: the teacher): the shared board, the current rack (the
    same for all), the face-up key word, the pool's count (never its order), his own move;
    the top only once the turn has ended. Never the next rack, nor another player's move
    before the turn ends."""
    return {
        "turn": game.turn,
        "phase": game.phase,
        "ended": game.ended,
        "board": list(game.board),
        "rack": list(game.rack) if game.phase != OVER else [],
        "key_word": game.key_word,
        "pool_count": len(game.pool),
        "mine": game.moves.get(player) if player is not None else None,
        "submitted": sorted(game.moves) if player is None else None,
        "last": game.history[-1] if game.history else None,  # a finished turn, top shown
        "standings": standings(game),
    }


def to_json(game: Duplicate) -> dict:
    data = {f.name: getattr(game, f.name) for f in fields(game)}
    data["rng"] = game.rng.to_json()
    return data


def from_json(data: dict) -> Duplicate:
    body = dict(data)
    body["rng"] = Rng.from_json(body["rng"])
    game = Duplicate(**body)
    game.board, game.pool, game.rack = list(game.board), list(game.pool), list(game.rack)
    game.keys = list(game.keys)
    game.players = {p: dict(v) for p, v in game.players.items()}
    game.moves = {p: dict(v) for p, v in game.moves.items()}
    game.history = [dict(t) for t in game.history]
    return game
