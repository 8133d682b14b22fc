"""Clé de Sol's rules: the game contract of design.md (Django-free).

    new_game(seats, options, seed) -> State
    legal_actions(state, seat) -> list[Action]
    apply(state, action) -> (State, list[Event])     # raises IllegalAction
    observation(state, seat | None) -> dict
    outcome(state) -> Outcome | None
    to_json(state) / from_json(data)
and for the framework: stage(state), secret_ids(state, seat), check_invariants(state).
Rule ids (CS-1…CS-14) refer to rulings.md; CS-sheet-N / CS-ours-N to checklist.md.
"""

import sys

from games.engine import Action, Event, IllegalAction, LearningEvent, Outcome, Stage
from games.engine.contract import is_legal_by_applying

from .cards import CARDS, Card, card, deck
from .rules_apply import apply
from .rules_scenario import scenario
from .rules_state import Options, State, from_json, new_game, to_json
from .rules_view import check_invariants, legal_actions, observation, outcome, secret_ids, stage

__all__ = [
    "CARDS",
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
    "deck",
    "from_json",
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
