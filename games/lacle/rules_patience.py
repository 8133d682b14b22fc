"""La Patience's rules: the game contract of docs/architecture.md (Django-free), LC-11.

    new_game(seats=1, options, seed) -> State
    stage(state), legal_actions(state, seat), is_legal(state, action, lexicon=None)
    apply(state, action, lexicon=None) -> (State, list[Event])   # raises IllegalAction
    observation(state, seat | None) -> dict, outcome(state) -> Outcome | None
    to_json(state) / from_json(data)
and for the framework: check_invariants(state); for tests and the rules page: scenario(draws).

One player, a rack of 10 refilled blind; the first word covers the top-left cell; each next word
uses a letter of the previous word; words of 2 letters or more; every word formed, across and
down, valid (the lexicon and the plural rule, LC-3); done when a letter is on the bottom-right
cell; the result is the number of words laid, fewer is better. `legal_actions` is partial (a
placement cannot be listed): `is_legal` asks `apply`. The lexicon is a parameter (the real one
by default); see games/lacle/README.md for its interface and the actions' JSON form.
"""

from games.engine import Action, IllegalAction

from .rules_patience_apply import GIVE_UP, LAY, apply, default_lexicon
from .rules_patience_state import (
    FAILED,
    GAVE_UP,
    PLAY,
    REACHED,
    STUCK,
    Options,
    State,
    all_tiles,
    from_json,
    new_game,
    scenario,
    to_json,
)
from .rules_patience_view import (
    check_invariants,
    legal_actions,
    observation,
    outcome,
    result,
    stage,
)


def is_legal(state: State, action: Action, lexicon=None) -> bool:
    """Would `apply` accept the action? The judge of a lay (`judged_by_apply`, with the
    lexicon passed on)."""
    try:
        apply(state, action, lexicon)
    except IllegalAction:
        return False
    return True


def lay(tiles, direction: str | None = None) -> Action:
    """A lay action from `[(row, col, "A"), (row, col, "?E"), …]` (0-based cells)."""
    params: dict = {"tiles": [[r, c, t] for r, c, t in tiles]}
    if direction:
        params["direction"] = direction
    return Action.of(0, LAY, params)


__all__ = [
    "FAILED",
    "GAVE_UP",
    "GIVE_UP",
    "LAY",
    "PLAY",
    "REACHED",
    "STUCK",
    "Options",
    "State",
    "all_tiles",
    "apply",
    "check_invariants",
    "default_lexicon",
    "from_json",
    "is_legal",
    "lay",
    "legal_actions",
    "new_game",
    "observation",
    "outcome",
    "result",
    "scenario",
    "stage",
    "to_json",
]
