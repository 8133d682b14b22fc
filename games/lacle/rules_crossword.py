"""Mots croisés' rules: the game contract of docs/architecture.md (Django-free), for 2, 3 or 4
players or two teams (LC-sheet-10 … 54, LC-ours-1 … 13, rulings LC-1 … 10).

    new_game(seats, options, seed) -> State          # options.mode == "mots-croises"
    stage(state), legal_actions(state, seat), is_legal(state, action, lexicon=None)
    apply(state, action, lexicon=None) -> (State, list[Event])   # raises IllegalAction
    observation(state, seat | None) -> dict, outcome(state) -> Outcome | None
    to_json(state) / from_json(data)
and for the framework: check_invariants(state); for tests: scenario(racks, …).

Split into `rules_crossword_state` (state, dealer, deal, teams), `rules_crossword_judge` (a lay's
words, the rules of a move, the score), `rules_crossword_apply` (lay, pass, challenge, accept,
undo, the end) and `rules_crossword_view` (stage, observation, outcome); the sentences are in
`rules_crossword_text`. `legal_actions` is partial (a placement cannot be listed): `is_legal`
asks `apply`.
"""

from games.engine import Action, IllegalAction

from .rules_crossword_apply import (
    ACCEPT,
    CHALLENGE,
    LAY,
    PASS,
    ROUND_PASSED,
    apply,
    default_lexicon,
)
from .rules_crossword_judge import key_placements, letter_points
from .rules_crossword_state import (
    BLOCKED,
    OUT,
    OVER,
    PLAY,
    SEAT_COLOURS,
    State,
    all_tiles,
    colour_of,
    from_json,
    new_game,
    scenario,
    team_scores,
    to_json,
)
from .rules_crossword_text import verdict
from .rules_crossword_view import (
    check_invariants,
    legal_actions,
    observation,
    outcome,
    stage,
)
from .rules_patience_state import ARBITRE, CLASSIQUE, CROSSWORD, Options


def is_legal(state: State, action: Action, lexicon=None) -> bool:
    """Would `apply` accept the action? The judge of a lay."""
    try:
        apply(state, action, lexicon)
    except IllegalAction:
        return False
    return True


def lay(seat: int, tiles, direction: str | None = None) -> Action:
    """A lay action from `[(row, col, "A"), (row, col, "?E"), …]` (0-based cells)."""
    params: dict = {"tiles": [[r, c, t] for r, c, t in tiles]}
    if direction:
        params["direction"] = direction
    return Action.of(seat, LAY, params)


__all__ = [
    "ROUND_PASSED",
    "ACCEPT",
    "ARBITRE",
    "BLOCKED",
    "CHALLENGE",
    "CLASSIQUE",
    "CROSSWORD",
    "LAY",
    "OUT",
    "OVER",
    "PASS",
    "PLAY",
    "SEAT_COLOURS",
    "Options",
    "State",
    "all_tiles",
    "apply",
    "check_invariants",
    "colour_of",
    "default_lexicon",
    "from_json",
    "is_legal",
    "key_placements",
    "lay",
    "legal_actions",
    "letter_points",
    "new_game",
    "observation",
    "outcome",
    "scenario",
    "stage",
    "team_scores",
    "to_json",
    "verdict",
]
