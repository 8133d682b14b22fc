"""La Patience's `apply`: one action, checked, then played out on a copy of the state (LC-11).

Kinds (games/lacle/README.md, "Actions"):
- `lay`: `{"tiles": [[row, col, "A"], [row, col, "?E"], …]}` (0-based cells; `?E` is a joker
  laid as E) and, for a single tile that makes a word both ways, an optional
  `"direction": "across" | "down"` naming the word it means to lay;
- `give-up`: the attempt ends and fails (when the pool is empty: stuck, LC-ours-15).

Every check happens before anything changes: a refusal raises `IllegalAction` (a `WordRefused`
naming the word and its cells when a word is at fault) and leaves the state as it was.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from games.engine import Action, Event, IllegalAction
from games.engine.tabletop import stamp

from .board import BOTTOM_RIGHT, TOP_LEFT, in_board
from .rules_patience_state import FAILED, GAVE_UP, PLAY, REACHED, STUCK, State, refill
from .rules_text import say, say_word
from .rules_words import (
    Cell,
    Word,
    WordRefused,
    at,
    line_of,
    run_through,
    single_tile_directions,
    spelling_event,
    with_tiles,
    word_fault,
    words_formed,
)
from .tiles import JOKER, LETTERS, as_tile, board_tile, plain

LAY, GIVE_UP = "lay", "give-up"
KINDS = (LAY, GIVE_UP)


def default_lexicon():
    """The real lexicon, loaded once per process (games/lacle/README.md)."""
    from . import lexicon  # noqa: PLC0415 - built in its own module; loaded on first use

    return lexicon.load()


def _refuse(code: str, **fields) -> IllegalAction:
    return IllegalAction(code, say(code, **fields))


def apply(state: State, action: Action, lexicon=None) -> tuple[State, list[Event]]:
    """The new state and what happened; raises `IllegalAction` (the state is unchanged).
    `lexicon` defaults to the real one; tests pass a small one with the same interface."""
    if state.phase != PLAY:
        raise _refuse("game-over")
    if action.kind not in KINDS:
        raise _refuse("bad-action")
    if action.seat != 0:
        raise _refuse("not-your-seat")
    if action.kind == GIVE_UP:
        return _give_up(state)
    lay = read_lay(state, action.param("tiles"))
    lexicon = default_lexicon() if lexicon is None else lexicon
    words = judge(state, lay, action.param("direction"), lexicon)
    return _lay(state, lay, words, lexicon)


def _tile(item) -> tuple[Cell, str]:
    """One `[row, col, letter]` of a lay: its cell and the letter as the board stores it."""
    if not isinstance(item, list | tuple) or len(item) != 3:
        raise _refuse("bad-tiles")
    row, col, text = item
    if not isinstance(row, int) or not isinstance(col, int) or not isinstance(text, str):
        raise _refuse("bad-tiles")
    if not in_board(row, col):
        raise _refuse("bad-tiles")
    joker = text.startswith(JOKER)
    letter = plain(text[1:] if joker else text)  # LC-ours-4: accents are ignored
    if letter not in LETTERS:
        raise _refuse("joker-letter" if joker else "bad-tiles")
    return (row, col), board_tile(letter, joker)


def read_lay(state: State, tiles) -> dict[Cell, str]:
    """The lay as cell → stored letter, once every tile is on a free cell and on the rack."""
    if not isinstance(tiles, list | tuple) or not tiles:
        raise _refuse("bad-tiles")
    lay: dict[Cell, str] = {}
    for item in tiles:
        cell, stored = _tile(item)
        if cell in lay:
            raise _refuse("same-cell")
        if at(state.board, cell):
            raise _refuse("taken", row=cell[0] + 1, col=cell[1] + 1)
        lay[cell] = stored
    need = Counter(as_tile(s) for s in lay.values())
    have = Counter(state.rack)
    spare_jokers = have[JOKER] - need[JOKER]
    # In the word's order: ZOZO without Z nor O is told its Z (it was told the O, the first
    # in the alphabet: an English reviewer's find).
    for tile in dict.fromkeys(as_tile(lay[cell]) for cell in sorted(lay)):
        count = need[tile]
        if have[tile] < count:
            if tile == JOKER:
                raise _refuse("no-joker")
            # A child who has not thought of it is told a joker could stand for the letter.
            hint = spare_jokers >= count - have[tile]
            text = "not-in-rack" if have[tile] else "none-in-rack"  # « pas assez » of none
            raise IllegalAction("not-in-rack", say(f"{text}-joker" if hint else text, letter=tile))
    return lay


def _direction(state: State, lay: Mapping[Cell, str], hint) -> str:
    """The lay's line; for one tile, the way it makes a word: the one asked for, else the one
    through the previous word (the top-left cell for the first word), else across."""
    try:
        direction = line_of(lay)
    except ValueError:
        raise _refuse("not-one-line") from None
    if direction is not None:
        return direction
    ways = single_tile_directions(state.board, lay)
    if not ways:
        raise _refuse("too-short")
    if hint in ways:
        return hint
    anchor = _anchor(state)

    def get(cell):
        return lay.get(cell) or at(state.board, cell)

    through = [d for d in ways if anchor & set(run_through(get, next(iter(lay)), d))]
    return (through or ways)[0]


def _anchor(state: State) -> set[Cell]:
    """The cells the next word must use: the previous word's (LC-sheet-6), or the top-left
    cell for the first word (LC-sheet-4)."""
    if not state.chain:
        return {TOP_LEFT}
    return {(r, c) for r, c in state.chain[-1]["cells"]}


def judge(state: State, lay: Mapping[Cell, str], hint, lexicon) -> list[Word]:
    """The words the lay forms, main word first, once the lay keeps every rule of LC-11."""
    direction = _direction(state, lay, hint)
    try:
        words = words_formed(state.board, lay, direction)
    except ValueError:
        raise _refuse("gap") from None
    main = words[0]
    if len(main.text) < 2:  # LC-sheet-7
        raise _refuse("too-short")
    if not _anchor(state) & set(main.cells):
        if not state.chain:
            raise _refuse("top-left")
        raise _refuse("not-on-previous", previous=state.chain[-1]["word"])
    for word in words:  # LC-ours-14: every word formed, main or on the side
        fault = word_fault(word, lexicon)
        if fault:
            learning = [spelling_event(0, word, False, lexicon)] if fault == "unknown" else []
            raise WordRefused(fault, say_word(fault, word.text, not word.main), word, learning)
    return words


def _lay(
    state: State, lay: Mapping[Cell, str], words: list[Word], lexicon
) -> tuple[State, list[Event]]:
    s = state.copy()
    for stored in lay.values():
        s.rack.remove(as_tile(stored))
    s.board = with_tiles(s.board, lay)
    main = words[0]
    s.chain.append(main.to_json())  # LC-ours-21: one word counted per move
    drawn = refill(s)
    tiles = [[r, c, stored] for (r, c), stored in sorted(lay.items())]
    events = [
        Event("lay", {"seat": 0, "tiles": tiles, "word": main.to_json(), "words": s.words}),
        Event("side-words", {"words": [w.to_json() for w in words[1:]]}),
        Event("draw", {"seat": 0, "count": len(drawn)}),
        Event("drew", {"seat": 0, "tiles": drawn}, (0,)),
    ]
    if at(s.board, BOTTOM_RIGHT):  # LC-sheet-8
        s.phase = REACHED
        events.append(Event("reached", {"words": s.words}))
    elif not s.rack and not s.pool:  # nothing left to lay: stuck (LC-ours-15)
        s.phase, s.failure = FAILED, STUCK
        events.append(Event("failed", {"reason": STUCK, "words": s.words}))
    events += [spelling_event(0, w, True, lexicon).as_event() for w in words]
    return stamp(state, s, events), events


def _give_up(state: State) -> tuple[State, list[Event]]:
    """The player stops: with an empty pool the attempt is stuck (LC-ours-15), else given up;
    either way it failed."""
    s = state.copy()
    s.phase = FAILED
    s.failure = STUCK if not s.pool else GAVE_UP
    events = [Event("failed", {"reason": s.failure, "words": s.words})]
    return stamp(state, s, events), events
