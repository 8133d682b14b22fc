"""La Clé's computer seats as the site declares them (`LaCleConfig.bots`): one class per level
that plays the game of the observation's mode. La Patience's bots (`bots.py`) play La Patience;
Mots croisés' bots (`bots_crossword.py`) play Mots croisés, level by level
(`CROSSWORD_BOTS`); `StandIn`, which accepts, lays the key word when the rules force it, else
passes and never challenges, remains for a level Mots croisés lacks.
"""

from __future__ import annotations

from games.engine import Action, Rng

from . import bots as patience
from . import bots_crossword as crossword
from .rules_crossword_apply import ACCEPT, LAY, PASS
from .rules_patience_state import CROSSWORD

CROSSWORD_BOTS: dict[str, type] = {
    "random": crossword.RandomBot,
    "simple": crossword.SimpleBot,
    "strong": crossword.StrongBot,
}


class StandIn:
    """Holds a Mots croisés seat without playing words: accept, the forced key word, or pass."""

    level = "stand-in"

    def __init__(self, **kwargs) -> None:
        pass

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        for kind in (ACCEPT, LAY, PASS):
            found = [a for a in legal_actions if a.kind == kind]
            if found:
                return found[0]
        return None  # a challenge is the only action open: it does not challenge


class _ByMode:
    """One level's bot for both games, chosen by the observation's mode."""

    level = ""
    patience: type = patience.SimpleBot

    def __init__(self, **kwargs) -> None:
        self._kwargs = kwargs
        self._made: dict[type, object] = {}

    def _bot(self, observation: dict):
        if observation.get("mode") == CROSSWORD:
            kind = CROSSWORD_BOTS.get(self.level, StandIn)
        else:
            kind = self.patience
        if kind not in self._made:
            self._made[kind] = kind(**self._kwargs)
        return self._made[kind]

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        return self._bot(observation).choose(observation, legal_actions, rng)


class SimpleBot(_ByMode):
    level, patience = "simple", patience.SimpleBot


class RandomBot(_ByMode):
    level, patience = "random", patience.RandomBot


class StrongBot(_ByMode):
    """La Patience has no stronger bot than its simple one."""

    level, patience = "strong", patience.SimpleBot
