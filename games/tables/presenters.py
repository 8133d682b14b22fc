"""The Django side of a game: how its table is shown and started. Each game app's config names a
presenter (`presenter = "games.cledesol.presenter"`); the tables layer knows nothing else."""

from __future__ import annotations

import importlib
from types import ModuleType

from games.tables.apps import game_apps


def for_game(slug: str) -> ModuleType:
    config = game_apps().get(slug)
    if config is None:
        raise LookupError(slug)
    return importlib.import_module(config.presenter)


def installed() -> list[str]:
    return list(game_apps())
