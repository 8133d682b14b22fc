"""Mots croisés' `apply`: one action, checked, then played out on a copy of the state.

Kinds (games/lacle/README.md, "Mots croisés"):
- `lay`: `{"tiles": [[row, col, "A"], [row, col, "?E"], …]}` as in La Patience (optional
  `"direction"` for one tile that makes a word both ways), on one's turn;
- `pass`: no lay this turn, no draw, no exchange (LC-sheet-33);
- `challenge` (Classique): the last move's words go to the lexicon (LC-6), out of turn;
- `accept`: the player after one who emptied his rack lets the last move stand, so the game
  can end (Classique: the challenge window lasts until the next move, and there is none).

Every check happens before anything changes: a refusal raises `IllegalAction` and leaves the
state as it was. The challenge window (`State.pending`) closes with the next player's move; the
lexicon then settles the move's `word.spelling` learning events, so in Classique nobody learns
before a challenge whether a word stands.

Choices where the sheet and rulings are silent (said in the report too):
- whoever opens (the dealer, or after his pass the next player) must lay the key word when his
  rack can form it, and may not pass then;
- a challenge is against the whole move: the lexicon judges every word it formed (main word
  first) and the page names the first at fault; any challenge closes the window;
- a move undone by a right challenge counts as its player passing his turn (for the end);
- every player passing in turn ends the game even with tiles in the pool (nothing can change
  any more: a pass draws nothing);
- a joker left on a rack counts as a letter in the final count.
"""

from __future__ import annotations

from games.engine import Action, Event
from games.engine.tabletop import stamp

from . import movegen
from . import rules_crossword_judge as J
from .rules_crossword_state import (
    BLOCKED,
    CHALLENGE_POINTS,
    FINISH_BONUS,
    OUT,
    OVER,
    PER_LETTER,
    State,
    next_seat,
    opponents,
    partners,
    refill,
)
from .rules_patience_state import ARBITRE
from .rules_words import plural_that_stands, spelling_event, with_tiles
from .tiles import as_tile

LAY, PASS, CHALLENGE, ACCEPT = "lay", "pass", "challenge", "accept"
KINDS = (LAY, PASS, CHALLENGE, ACCEPT)
ROUND_PASSED = "round-passed"  # everyone passed, but a word can still be laid: play goes on


def default_lexicon():
    """The real lexicon, loaded once per process (games/lacle/README.md)."""
    from . import lexicon  # noqa: PLC0415 - built in its own module; loaded on first use

    return lexicon.load()


def apply(state: State, action: Action, lexicon=None) -> tuple[State, list[Event]]:
    """The new state and what happened; raises `IllegalAction` (the state is unchanged).
    `lexicon` defaults to the real one; tests pass a small one with the same interface."""
    lexicon = default_lexicon() if lexicon is None else lexicon
    if state.phase == OVER:
        raise J.refuse("cw-game-over")
    if action.kind not in KINDS or not 0 <= action.seat < state.seats:
        raise J.refuse("cw-bad-action")
    if action.kind == CHALLENGE:
        return _challenge(state, action.seat, lexicon)
    if action.kind == ACCEPT:
        if not final_window(state) or action.seat != state.turn:
            raise J.refuse("cw-no-word")
        s, events = _settled(state, lexicon)
        _finish_out(s, state.pending["seat"], events)
        return stamp(state, s, events), events
    if action.seat != state.turn:
        raise J.refuse("cw-not-your-turn")
    if final_window(state):
        raise J.refuse("cw-wait-challenge")
    if action.kind == PASS:
        return _pass(state, action.seat, lexicon)
    lay = J.read(state, action.seat, action.param("tiles"))
    words = J.words_of(state, lay, action.param("direction"))
    J.check_move(state, action.seat, words)
    if state.options.challenges == ARBITRE:
        J.refuse_words(action.seat, words, lexicon, hint_seen(state, action.seat))
    return _lay(state, action.seat, lay, words, lexicon)


def hint_seen(state: State, seat: int) -> bool:
    """Whether `seat` may have seen a hint before this move: with the table's hints on, once
    it has moved (a hint shows the best move of a position it has left). Its first word was
    laid before any hint: it counts like any other."""
    return state.options.hints and seat < len(state.played_from) and bool(state.played_from[seat])


def final_window(state: State) -> bool:
    """The last move emptied its player's rack and may still be challenged."""
    return state.pending is not None and not state.racks[state.pending["seat"]]


def challengers(state: State) -> tuple[int, ...]:
    """Who may challenge the last move now: any other player who is not his partner (LC-6)."""
    if state.pending is None or state.phase == OVER:
        return ()
    return tuple(opponents(state, state.pending["seat"]))


def _spelling(state: State, move: dict, lexicon) -> list[Event]:
    """The move's `word.spelling` events, once its words are settled: each word the lexicon
    knows is a right spelling, each it does not know a wrong one (a plural laid too early is no
    spelling mistake). The key word the opener had to lay is no decision of his: none."""
    out = []
    for data in move["words"]:
        if move.get("forced") and data["word"] == move.get("key"):
            continue
        word = J.word_back(data)
        fault = J.fault_of([word], lexicon)
        if fault is None or fault[0] == "unknown":
            hinted = move.get("hinted", state.options.hints)  # a move kept from before: on
            out.append(
                spelling_event(move["seat"], word, fault is None, lexicon, hinted).as_event()
            )
    return out


def _settled(state: State, lexicon) -> tuple[State, list[Event]]:
    """A copy of the state with the challenge window closed: the move stands."""
    s = state.copy()
    events: list[Event] = []
    if state.pending is not None:
        events += _spelling(state, state.pending, lexicon)
        s.pending = None
    return s, events


def _remember_position(s: State, state: State, seat: int, forced: bool) -> None:
    """With hints on, the position `seat` decides from now (before its lay or pass): its hint
    after the move (`hint_crossword.best_move`)."""
    if not state.options.hints:
        return
    s.played_from = list(s.played_from) + [None] * (s.seats - len(s.played_from))
    s.played_from[seat] = {
        "board": list(state.board),
        "rack": list(state.racks[seat]),
        "key": state.key_word,
        "forced": forced,
        "at": state.actions,
    }


def _lay(state: State, seat: int, lay, words, lexicon) -> tuple[State, list[Event]]:
    s, events = _settled(state, lexicon)
    rack_before = list(s.racks[seat])
    for stored in lay.values():
        s.racks[seat].remove(as_tile(stored))
    s.board = with_tiles(s.board, lay)
    points = J.score(state, seat, lay, words)
    s.scores[seat] += points["total"]
    key = state.key_word
    if points["key"]:
        s.key_at += 1  # LC-sheet-21: the next key card is turned
    drawn = refill(s, seat)
    tiles = J.laid_tiles(lay)
    forced = not state.opened and bool(J.key_placements(state, seat))
    _remember_position(s, state, seat, forced)
    move = {
        "seat": seat,
        "tiles": tiles,
        "words": [J.word_json(w) for w in words],
        "points": points,
        "key": key,
        "forced": forced,
        "hinted": hint_seen(state, seat),
    }
    s.log.append({"seat": seat, "kind": LAY, "words": [w.text for w in words], **points})
    events.append(Event(LAY, {**move, "words": [w.to_json() for w in words]}))
    if points["key"]:
        events.append(Event("key", {"word": key, "next": s.key_word, "left": s.keys_left}))
    events += [
        Event("draw", {"seat": seat, "count": len(drawn)}),
        Event("drew", {"seat": seat, "tiles": drawn}, (seat,)),
    ]
    s.turn, passes, s.passes = next_seat(s, seat), s.passes, 0
    if state.options.challenges == ARBITRE:
        events += _spelling(state, move, lexicon)
        if not s.racks[seat]:
            _finish_out(s, seat, events)
    else:  # Classique: the move may be challenged until the next one (LC-6)
        s.pending = {**move, "rack": rack_before, "drawn": drawn, "passes": passes}
    return stamp(state, s, events), events


def _pass(state: State, seat: int, lexicon) -> tuple[State, list[Event]]:
    """No lay, no draw, no exchange (LC-sheet-33); everyone passing in turn ends the game."""
    if not state.opened and J.key_placements(state, seat):
        raise J.refuse("cw-must-key", key=state.key_word)
    s, events = _settled(state, lexicon)
    _remember_position(s, state, seat, False)
    s.passes += 1
    s.log.append({"seat": seat, "kind": PASS})
    events.append(Event(PASS, {"seat": seat}))
    s.turn = next_seat(s, seat)
    if s.passes >= s.seats:
        _round_of_passes(s, events, lexicon)
    return stamp(state, s, events), events


def _challenge(state: State, seat: int, lexicon) -> tuple[State, list[Event]]:
    """The lexicon decides (LC-6): right, the challenger gains 50 and the whole move is undone
    (LC-sheet-40, LC-ours-9, 10); wrong, he loses 50 and the move stands (LC-sheet-41)."""
    if state.options.challenges == ARBITRE:
        raise J.refuse("cw-arbitre")
    move = state.pending
    if move is None:
        raise J.refuse("cw-no-word")
    if seat == move["seat"]:
        raise J.refuse("cw-own-word")
    if seat in partners(state, move["seat"]):
        raise J.refuse("cw-partner")
    words = [J.word_back(w) for w in move["words"]]
    found = J.fault_of(words, lexicon)
    s, events = _settled(state, lexicon)
    s.scores[seat] += CHALLENGE_POINTS if found else -CHALLENGE_POINTS
    data = {
        "seat": seat,
        "against": move["seat"],
        "right": found is not None,
        "fault": found[0] if found else None,
        "word": found[1].to_json() if found else None,
        "points": CHALLENGE_POINTS if found else -CHALLENGE_POINTS,
        # a word that looks like a plural laid with its S and stands: the page says why
        "also": [] if found else [w.text for w in words if plural_that_stands(w, lexicon)],
    }
    events.insert(0, Event(CHALLENGE, data))
    if found:
        _undo(s, move)
        events.insert(1, Event("undone", {"seat": move["seat"], "tiles": move["tiles"]}))
        if s.passes >= s.seats:  # the undone move was a pass: maybe the last of a full round
            _round_of_passes(s, events, lexicon)
    elif not s.racks[move["seat"]]:
        _finish_out(s, move["seat"], events)
    return stamp(state, s, events), events


def _undo(s: State, move: dict) -> None:
    """Tiles back to their player, drawn tiles back on the pool, the points, the key bonus and
    the key card undone (LC-ours-9); the turn stays with the next player (LC-ours-10)."""
    seat = move["seat"]
    s.board = J.undone_board(s.board, move["tiles"])
    s.racks[seat] = list(move["rack"])
    # Back into the face-down pool, mixed again: the player saw them, so they must not wait on
    # top for the next player to draw (the seeded RNG keeps a game replayable).
    s.pool.extend(move["drawn"])
    s.rng.shuffle(s.pool)
    s.scores[seat] -= move["points"]["total"]
    if move["points"]["key"]:
        s.key_at -= 1
    s.passes = move["passes"] + 1
    for i in range(len(s.log) - 1, -1, -1):
        if s.log[i]["kind"] == LAY and s.log[i]["seat"] == seat:
            s.log[i] = {**s.log[i], "undone": True}
            break


def _finish_out(s: State, seat: int, events: list[Event]) -> None:
    """The first to empty his rack ends the game: +50 and 5 per letter on his opponents' racks
    (the other team's, in teams); the others deduct nothing (LC-sheet-43, 49, 50)."""
    left = sum(len(s.racks[o]) for o in opponents(s, seat))
    bonus = FINISH_BONUS + PER_LETTER * left
    s.scores[seat] += bonus
    s.phase, s.ended, s.finisher = OVER, OUT, seat
    events.append(Event("game-over", {"ended": OUT, "seat": seat, "bonus": bonus}))


def _round_of_passes(s: State, events: list[Event], lexicon) -> None:
    """Every player passed in turn. With the pool empty the game ends (LC-7, LC-sheet-51). With
    letters still in the pool it ends only when nobody can lay a word (or it would never end):
    while somebody can, play goes on. Two pupils who found no word at the opening, or a pass
    after a challenge won, ended a game with 82 letters in the pool (a reviewer's find)."""
    opening = not s.opened
    if s.pool and any(
        movegen.plays(s.board, s.racks[seat], lexicon, opening=opening) for seat in range(s.seats)
    ):
        s.passes = 0
        events.append(Event(ROUND_PASSED, {"pool": len(s.pool)}))
        return
    _finish_blocked(s, events)


def _finish_blocked(s: State, events: list[Event]) -> None:
    """Every player passed in turn: each deducts 5 per letter left (LC-sheet-51)."""
    minus = [PER_LETTER * len(r) for r in s.racks]
    for seat, points in enumerate(minus):
        s.scores[seat] -= points
    s.phase, s.ended = OVER, BLOCKED
    events.append(Event("game-over", {"ended": BLOCKED, "minus": minus}))
