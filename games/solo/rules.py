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

import sys

from games.engine import Action, Event, IllegalAction, LearningEvent, Outcome, Stage
from games.engine.contract import is_legal_by_applying

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

__all__ = [
    "CARDS",
    "DECK",
    "Action",
    "Card",
    "Event",
    "IllegalAction",
    "LearningEvent",
    "Options",
    "Outcome",
    "Stage",
    "State",
    "apply",
    "card",
    "check_invariants",
    "from_json",
    "hand_points",
    "is_legal",
    "legal_actions",
    "new_game",
    "observation",
    "outcome",
    "scenario",
    "secret_ids",
    "stage",
    "to_json",
]


def is_legal(state: State, action: Action) -> bool:
    """Would `apply` take it? (The legal actions list one of two twin cards only.)"""
    return is_legal_by_applying(sys.modules[__name__], state, action)
