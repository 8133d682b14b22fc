"""La Clé's rules as the site plays them: the game contract of docs/architecture.md
(Django-free), for both games, chosen by `Options.mode`: La Patience (`"patience"`, the default,
LC-11: `rules_patience`) and Mots croisés (`"mots-croises"`, 2–4 players: `rules_crossword`).
Each function below hands the state to its game's module (a state knows its game: its class,
and in JSON its options' mode). Both take one more way to say a lay, the one the page's text
form sends (it works without JavaScript):

    {"kind": "lay", "word": "SA?VOIR", "at": [0, 0], "direction": "across"}

the word read from the cell `at` (0-based) in `direction`; `?` before a letter lays a joker as
that letter; a cell already holding a letter keeps it and must hold that letter. It becomes the
tiles of the usual `lay` before the rules judge it, so both forms are judged alike.
"""

from __future__ import annotations

from games.engine import Action, IllegalAction, Why
from theory import normalise_lang

from . import rules_crossword, rules_patience
from .board import in_board
from .rules_patience import (
    FAILED,
    GAVE_UP,
    GIVE_UP,
    LAY,
    PLAY,
    REACHED,
    STUCK,
    Options,
    State,
    all_tiles,
    default_lexicon,
    lay,
    result,
    scenario,
)
from .rules_patience_state import ARBITRE, CLASSIQUE, CROSSWORD, MODE, MODES
from .rules_text import NB
from .rules_words import DIRECTIONS, STEP, at
from .tiles import JOKER, LETTERS, letter_of, plain

# Mots croisés: a challenge or an acceptance aims at the move its player saw; sent from a page
# the table has moved on from (another challenge won first, or the next move laid), it is
# refused, never turned against a move he has not seen (LC-6).
AIMED_KINDS = (rules_crossword.CHALLENGE, rules_crossword.ACCEPT)

WORD_TEXT = {
    "fr": {
        "word-form": "Écris un mot, choisis sa première case et son sens (horizontal ou vertical).",
        "word-off": "Le mot {word} dépasse du plateau.",
        "word-clash": "Ligne {row}, colonne {col}, il y a déjà un {here}{nb}: ton mot y met un {letter}.",
        "word-nothing": "Toutes les lettres de {word} sont déjà sur le plateau{nb}: pose au moins une lettre.",
    },
    "ro": {
        "word-form": "Scrie un cuvânt, alege prima lui căsuță și direcția (orizontal sau vertical).",
        "word-off": "Cuvântul {word} iese din tablă.",
        "word-clash": "Pe rândul {row}, coloana {col}, este deja un {here}: cuvântul tău pune acolo un {letter}.",
        "word-nothing": "Toate literele lui {word} sunt deja pe tablă: pune cel puțin o literă.",
    },
    "en": {
        "word-form": "Write a word, choose its first cell and its direction (across or down).",
        "word-off": "The word {word} runs off the board.",
        "word-clash": "Row {row}, column {col} already holds {here}: your word puts {letter} there.",
        "word-nothing": "Every letter of {word} is already on the board: lay at least one letter.",
    },
}


def _render(code: str, fields: dict, *, lang: str, names: str | None) -> str:
    return WORD_TEXT[normalise_lang(lang)][code].format(nb=NB, **fields)


def _refuse(code: str, **fields) -> IllegalAction:
    return IllegalAction(code, Why(_render, code, fields))


def spelled(text: str) -> list[str]:
    """A typed word as tiles: `SA?VOIR` → S, A, ?V, O, I, R (accents dropped)."""
    out, joker = [], False
    for ch in plain(str(text)):
        if ch == JOKER:
            joker = True
        elif ch in LETTERS:
            out.append(JOKER + ch if joker else ch)
            joker = False
        elif not ch.isspace():
            raise _refuse("word-form")
    if len(out) < 1 or len(out) > 16:
        raise _refuse("word-form")
    return out


def tiles_of_word(state: State, word, start, direction) -> list[list]:
    """The tiles that lay a typed word on the board from `start` in `direction`."""
    if direction not in DIRECTIONS or not isinstance(start, list | tuple) or len(start) != 2:
        raise _refuse("word-form")
    row, col = start
    if not isinstance(row, int) or not isinstance(col, int):
        raise _refuse("word-form")
    letters = spelled(word) if isinstance(word, str) else []
    if not letters:
        raise _refuse("word-form")
    text = "".join(t[-1] for t in letters)
    dr, dc = STEP[direction]
    tiles = []
    for i, tile in enumerate(letters):
        r, c = row + dr * i, col + dc * i
        if not in_board(r, c):
            raise _refuse("word-off", word=text)
        here = at(state.board, (r, c))
        if here is None:
            tiles.append([r, c, tile])
        elif letter_of(here) != tile[-1]:
            raise _refuse("word-clash", row=r + 1, col=c + 1, here=letter_of(here), letter=tile[-1])
    if not tiles:
        raise _refuse("word-nothing", word=text)
    return tiles


def as_tiles(state: State, action: Action) -> Action:
    """A word-form lay as the usual tile lay (any other action as it is)."""
    if action.kind != LAY or action.param("word") is None:
        return action
    tiles = tiles_of_word(
        state, action.param("word"), action.param("at"), action.param("direction")
    )
    return Action.of(action.seat, LAY, {"tiles": tiles, "direction": action.param("direction")})


def _crossword(state) -> bool:
    return isinstance(state, rules_crossword.State)


def _module(state):
    return rules_crossword if _crossword(state) else rules_patience


def new_game(seats: int = 1, options: Options | None = None, seed: int = 0):
    """A dealt game of the options' mode; without options, La Patience for one seat and Mots
    croisés (Classique) for more."""
    options = options or Options(mode=CROSSWORD if seats > 1 else Options().mode)
    game = rules_crossword if options.mode == CROSSWORD else rules_patience
    return game.new_game(seats, options, seed)


def apply(state, action: Action, lexicon=None):
    """The game's `apply`, the word form read first."""
    if _crossword(state):
        if action.kind == LAY and action.param("word") is not None:
            action = as_tiles(state, action)
        return rules_crossword.apply(state, action, lexicon)
    if state.phase == PLAY and action.seat == 0:
        action = as_tiles(state, action)
    return rules_patience.apply(state, action, lexicon)


def is_legal(state, action: Action, lexicon=None) -> bool:
    try:
        apply(state, action, lexicon)
    except IllegalAction:
        return False
    return True


def stage(state):
    return _module(state).stage(state)


def legal_actions(state, seat: int) -> list[Action]:
    return _module(state).legal_actions(state, seat)


def observation(state, seat: int | None = None) -> dict:
    return _module(state).observation(state, seat)


def outcome(state):
    return _module(state).outcome(state)


def check_invariants(state) -> list[str]:
    return _module(state).check_invariants(state)


def to_json(state) -> dict:
    return _module(state).to_json(state)


def from_json(data: dict):
    """The state back from its JSON form; the options' mode says which game it is."""
    mode = (data.get("options") or {}).get("mode", MODE)
    return (rules_crossword if mode == CROSSWORD else rules_patience).from_json(data)


def secret_ids(state, seat: int | None) -> set[str]:
    """Nothing to scan for by id: the racks, the pool's order and the key pack's order never
    leave the state (each game's `observation`)."""
    return set()


__all__ = [
    *rules_patience.__all__,
    "ARBITRE",
    "CLASSIQUE",
    "CROSSWORD",
    "JOKER",
    "MODES",
]  # La Patience's names (the contract's functions dispatch), the joker, the modes
