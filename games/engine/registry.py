"""Django-free registry: a game's slug -> its rules module and its bot classes.

Entries are import strings so that importing the registry loads no game until it is asked for.
The Django layer maps its apps onto these slugs; `simulate` uses them too.
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


GAMES: dict[str, GameEntry] = {
    "cle-de-sol": GameEntry(
        "cle-de-sol",
        "games.cledesol.rules",
        (
            ("random", "games.cledesol.bots:RandomBot"),
            ("simple", "games.cledesol.bots:SimpleBot"),
            ("strong", "games.cledesol.bots:StrongBot"),
        ),
    ),
}


def register(entry: GameEntry) -> None:
    """Add or replace a game (other games call this from their package, or edit GAMES)."""
    GAMES[entry.slug] = entry


def slugs() -> list[str]:
    return sorted(GAMES)


def entry(slug: str) -> GameEntry:
    try:
        return GAMES[slug]
    except KeyError:
        raise KeyError(f"unknown game {slug!r}; known: {', '.join(slugs())}") from None


def rules(slug: str) -> ModuleType:
    """The rules module of a game (the contract of design.md)."""
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
