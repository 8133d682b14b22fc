"""Solo's bots: they see only their observation and their legal actions.

A strong bot (search over hidden hands consistent with the observation) waits for the engine's
shared search module.
"""

from __future__ import annotations

from collections import Counter

from games.engine import Action, Rng

from .cards import BLACK, CARDS, COLOURS


class RandomBot:
    """Any legal action; it quick-discards whenever it can, and says SOLO! at random."""

    level = "random"

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        return rng.choice(legal_actions) if legal_actions else None


def _says_solo_when_due(action: Action) -> bool:
    return bool(action.param("solo", False))


class SimpleBot:
    """Sheds its highest-value card, keeps black cards for need, quick-discards at once, names
    the colour it holds most of, swaps with the smallest hand, and never forgets SOLO!."""

    level = "simple"

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        if not legal_actions:
            return None
        hand = [c["id"] for c in observation.get("hand") or []]
        if len(hand) == 2:  # never forget SOLO!
            said = [a for a in legal_actions if not a.cards or _says_solo_when_due(a)]
            legal_actions = said or legal_actions
        return max(legal_actions, key=lambda a: self._worth(a, hand, observation))

    def _worth(self, action: Action, hand: list[str], observation: dict) -> tuple:
        if action.kind == "deal":
            return (0,)
        if action.kind in ("draw", "pass"):
            return (-1, 0, 0, 0)
        c = CARDS[action.cards[0]]
        coloured = 0 if c.colour == BLACK else 1  # black cards last: kept for need
        colour = self._colour_score(action, hand)
        target = self._target_score(action, hand, observation)
        return (1, coloured, c.points, colour + target)

    @staticmethod
    def _colour_score(action: Action, hand: list[str]) -> int:
        if action.choice is None:
            return 0
        held = Counter(CARDS[c].colour for c in hand if c != action.cards[0])
        return held[action.choice] * 10 - COLOURS.index(action.choice)

    @staticmethod
    def _target_score(action: Action, hand: list[str], observation: dict) -> int:
        """Swap only for a smaller hand than the one it will hold (its own, less the card)."""
        counts = observation["hand_counts"]
        mine = len(hand) - 1
        if action.target is None:
            return 0 if min(counts) >= mine else -1
        return mine - counts[action.target]
