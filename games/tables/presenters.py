"""The Django side of a game: its presenter module (board context, bot names, rules page), found
through the game's declaration (`games.tables.kit.GameApp.presenter`)."""

from __future__ import annotations

from types import ModuleType

from games.tables import kit


def for_game(slug: str) -> ModuleType:
    """The game's presenter; LookupError for a game that is not installed."""
    return kit.game(slug).presenter_module()


def installed() -> list[str]:
    return list(kit.games())
