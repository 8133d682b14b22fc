"""Clé de Sol's rules: the game contract (`games.engine.Rules`), Django-free, like python-chess's.

`new_game`, `stage`, `legal_actions`, `is_legal`, `apply` (raises `IllegalAction`),
`observation`, `outcome`, `to_json` / `from_json`; and for the framework's checks `secret_ids`
and `check_invariants`. Rule ids (CS-1…CS-14) are the rulings; CS-sheet-N / CS-ours-N the rules
of the checklist, one scenario test each. This module only gathers them (its imports are its
interface).
"""

from games.engine import Action, Event, IllegalAction, LearningEvent, Outcome, Stage
from games.engine.contract import judged_by_apply

from .cards import CARDS, Card, card, deck
from .rules_apply import apply
from .rules_scenario import scenario
from .rules_state import Options, State, from_json, new_game, to_json
from .rules_view import check_invariants, legal_actions, observation, outcome, secret_ids, stage

is_legal = judged_by_apply(apply)

# An interception is aimed at the Note on the pupil's screen (CS-10): sent from a page the table
# has moved on from (the next player laid first), it is refused, never judged against a Note
# she has not seen and charged two cards as a wrong one (a reviewer's race at four computers).
AIMED_KINDS = ("intercept",)
