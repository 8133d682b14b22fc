"""La Patience's bot: it plays through the real rules with the real lexicon (LC-11).

From its observation only (the board, its rack, the chain), it lists the lays of lexicon words
through a letter of the previous word (`candidates.lays`, the nearest the bottom-right cell
first) and lays the first one the rules accept; with none within its budget it gives up (stuck
when the pool is empty). The budget is a number of lays judged, so it plays the same on every
machine, and a move takes a fraction of a second.
"""

from __future__ import annotations

from games.engine import Action, IllegalAction, Rng

from . import candidates
from . import rules_patience as R
from .rules_patience_apply import GIVE_UP

TRIES = 400  # lays judged per move at most


def _position(observation: dict) -> R.State:
    """A state that holds what the bot sees (the pool's order is not needed to judge a lay)."""
    state = R.new_game(1, R.Options(), 0)
    state.board = list(observation["board"])
    state.rack = list(observation["rack"] or [])
    state.pool = []
    state.chain = [dict(w) for w in observation["chain"]]
    return state


class SimpleBot:
    """Greedy: the accepted lay that comes nearest the bottom-right cell."""

    level = "simple"

    def __init__(self, lexicon=None, tries: int = TRIES) -> None:
        self._lexicon = lexicon
        self.tries = tries

    @property
    def lexicon(self):
        if self._lexicon is None:
            self._lexicon = R.default_lexicon()
        return self._lexicon

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        if observation["phase"] != R.PLAY or observation.get("rack") is None:
            return None
        state = _position(observation)
        lays = candidates.lays(state.board, state.rack, state.chain, self.lexicon)
        for action in lays[: self.tries]:
            try:
                R.apply(state, action, self.lexicon)
            except IllegalAction:
                continue
            return action
        return Action(0, GIVE_UP)


class RandomBot(SimpleBot):
    """A beginner: an accepted lay picked at random among the first ones found."""

    level = "random"

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        if observation["phase"] != R.PLAY or observation.get("rack") is None:
            return None
        state = _position(observation)
        lays = candidates.lays(state.board, state.rack, state.chain, self.lexicon)
        good = []
        for action in lays[: self.tries]:
            try:
                R.apply(state, action, self.lexicon)
            except IllegalAction:
                continue
            good.append(action)
            if len(good) >= 8:
                break
        return rng.choice(good) if good else Action(0, GIVE_UP)
