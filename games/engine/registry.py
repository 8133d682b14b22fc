"""Django-free registry: a game's slug -> its rules module and its bot classes.

Entries are import strings so that importing the registry loads no game until it is asked for.
Games are not named here: each game's Django app registers its entry when it is ready
(`games.tables.kit.GameApp.ready`), so the registry knows exactly the installed games. Plain
Python callers (a bench script) set Django up first, or `register` the entries they need.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType

from .bots import Bot


@dataclass(frozen=True)
class GameEntry:
    slug: str
    rules: str  # module path
    bots: tuple[tuple[str, str], ...]  # (level, "module:Class")


GAMES: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> None:
    """Add or replace a game (its app does, when Django is ready)."""
    GAMES[entry.slug] = entry


def slugs() -> list[str]:
    return sorted(GAMES)


def entry(slug: str) -> GameEntry:
    try:
        return GAMES[slug]
    except KeyError:
        raise KeyError(f"unknown game {slug!r}; known: {', '.join(slugs())}") from None


def rules(slug: str) -> ModuleType:
    """The rules module of a game (the contract of docs/architecture.md)."""
    return importlib.import_module(entry(slug).rules)


def levels(slug: str) -> list[str]:
    return [level for level, _ in entry(slug).bots]


def bot(slug: str, level: str, **kwargs) -> Bot:
    """A new bot of that level for that game."""
    for lvl, path in entry(slug).bots:
        if lvl == level:
            module, _, name = path.partition(":")
            return getattr(importlib.import_module(module), name)(**kwargs)
    raise KeyError(f"game {slug!r} has no bot level {level!r}; levels: {levels(slug)}")
