"""The games as the site presents them: read by the home page, /jeux/ and the memo pages.

Each installed game declares its catalogue entry in its app config (`games.tables.kit.GameApp`);
the apps registry is asked for them, so this module imports no game (and the memo pages, which
read it, stay free of `games`). Games announced but not yet installed are listed after them as
coming: the home page shows them, no other page links to them. Installing one replaces its
announcement with its own declaration.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.apps import apps
from django.urls import reverse
from django.utils.functional import Promise


@dataclass(frozen=True)
class GameInfo:
    slug: str
    name: Promise | str
    tagline: Promise | str
    players: Promise | str
    concepts: Promise | str
    icon: str  # a symbol of static/img/icons.svg: no emoji, school computers lack the fonts
    playable: bool = False

    @property
    def url(self) -> str | None:
        return reverse("games:game", args=[self.slug]) if self.playable else None

    @property
    def rules_url(self) -> str | None:
        return reverse("games:rules", args=[self.slug]) if self.playable else None


ANNOUNCED: tuple[GameInfo, ...] = ()  # every game of the five sheets is installed


def installed() -> list[GameInfo]:
    """The installed games, in `INSTALLED_APPS` order, from their declarations."""
    out = []
    for config in apps.get_app_configs():
        entry = getattr(config, "catalogue", None)
        slug = getattr(config, "slug", "")
        if entry is not None and slug:
            out.append(
                GameInfo(
                    slug,
                    entry.name,
                    entry.tagline,
                    entry.players,
                    entry.concepts,
                    entry.icon,
                    playable=True,
                )
            )
    return out


def games() -> list[GameInfo]:
    """Every game the home page shows: the installed ones, then those still to come."""
    ready = installed()
    slugs = {g.slug for g in ready}
    return ready + [g for g in ANNOUNCED if g.slug not in slugs]


def info(slug: str) -> GameInfo | None:
    return next((g for g in games() if g.slug == slug), None)
