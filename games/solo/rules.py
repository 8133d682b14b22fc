"""Solo's rules: the game contract of docs/architecture.md (Django-free).

    new_game(seats, options, seed) -> State
    stage(state), legal_actions(state, seat), is_legal(state, action)
    apply(state, action) -> (State, list[Event])     # raises IllegalAction
    observation(state, seat | None) -> dict, outcome(state) -> Outcome | None
    to_json(state) / from_json(data)
and for the framework: secret_ids(state, seat), check_invariants(state).
Rule ids SO-1…SO-9 are the rulings; SO-sheet-N / SO-ours-N the checklist's rows.
SOLO! is said with the card: the `solo` param of a play or quick discard
(`Action.of(seat, "play", {"cards": [id], "solo": True})`).
"""

from games.engine import Action, Event, IllegalAction, LearningEvent, Outcome, Stage
from games.engine.contract import judged_by_apply

from .cards import CARDS, DECK, Card, card, hand_points
from .rules_apply import apply
from .rules_scenario import scenario
from .rules_state import Options, State, from_json, new_game, to_json
from .rules_view import (
    check_invariants,
    legal_actions,
    observation,
    outcome,
    secret_ids,
    stage,
)

is_legal = judged_by_apply(apply)
