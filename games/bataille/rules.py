"""Bataille des sons' rules: the game contract of docs/architecture.md (Django-free).

    new_game(seats, options, seed) -> State
    stage(state), legal_actions(state, seat), is_legal(state, action)
    apply(state, action) -> (State, list[Event])     # raises IllegalAction
    observation(state, seat | None) -> dict, outcome(state) -> Outcome | None
    to_json(state) / from_json(data)
and for the framework: secret_ids(state, seat), check_invariants(state); for the site's sound
addresses: card_at(state, seat_viewing, slot).
Rule ids BS-1…BS-6 are the rulings; BS-sheet-N / BS-ours-N the checklist's rows.
"""

from games.engine import Action, Event, IllegalAction, LearningEvent, Outcome, Stage
from games.engine.contract import judged_by_apply

from .cards import CARD, CARDS, PARAMS, POWERS, SoundCard
from .rules_apply import apply
from .rules_scenario import scenario
from .rules_state import DECK, Options, State, from_json, new_game, to_json
from .rules_view import (
    SLUG,
    card_at,
    check_invariants,
    legal_actions,
    observation,
    outcome,
    secret_ids,
    stage,
)

is_legal = judged_by_apply(apply)

__all__ = [
    "CARD", "CARDS", "DECK", "PARAMS", "POWERS", "SLUG", "Action", "Event", "IllegalAction",
    "LearningEvent", "Options", "Outcome", "SoundCard", "Stage", "State", "apply", "card_at",
    "check_invariants", "from_json", "is_legal", "legal_actions", "new_game", "observation",
    "outcome", "scenario", "secret_ids", "stage", "to_json",
]  # fmt: skip
