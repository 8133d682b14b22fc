"""Voisins's bots: they see only their observation and their legal actions."""

from __future__ import annotations

from games.engine import Action, Rng


class RandomBot:
    level = "random"

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        return rng.choice(legal_actions) if legal_actions else None


class SimpleBot:
    """Lays the card that leaves the top furthest from the middle (5): fewer neighbours for
    the next player."""

    level = "simple"

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        if not legal_actions:
            return None
        return max(legal_actions, key=lambda a: abs(int(a.cards[0][0]) - 5) if a.cards else -1)
