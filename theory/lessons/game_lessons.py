"""The games' lessons: what a game's lessons module offers, and how the lessons find it.

A game teaches its own situations ("Après une carte Intervalle…"). It keeps them in its own
package (`games/<game>/lessons.py`) and names that module in its declaration, the `lessons`
attribute of its Django app config (`lessons = "games.cledesol.lessons"`). Theory never imports
a game: it asks Django's app registry for the configs that declare a `lessons` module path
(duck-typed, `getattr(config, "lessons", "")`), imports each by that string and reads this
interface from it:

- `KINDS`: `{kind: (generate, judge, concepts)}`, the question kinds the game adds to
  `kinds.registry()` (`"game.cledesol"`), the same shape as the `gen_*` modules' `KINDS`:
  `generate(params, seed) -> Question` (always the same question for the same seed),
  `judge(question, picked) -> Verdict`, `concepts(params) -> tuple[str, ...]`. A game builds
  them with `situations.generic_generate` / `generic_judge`, handing them its own rules module.
- `CARD_KIND`: the name its cards go by in the lessons (`"card-cledesol"`): the kind of its
  questions' choices, the `"game"` of their table figure and of a lesson block's cards.
- `card_view(card_id, lang, where) -> {"card": view model, "template": str, "label": str}`:
  one card drawn as the game's table draws it (the board's view model and the template that
  draws it); `where` prefixes the SVG ids, unique on the page.

A question's table figure (`{"type": "table", "game": CARD_KIND, …}`) puts card ids in the
lesson table's slots (`pages.TABLE_SLOTS`: `pile_a`, `pile_b`, `under`, `pile`).

Removing a game's app from `INSTALLED_APPS` removes its kinds and its cards from the lessons.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .kinds import Concepts, Generate, Judge

CardView = Callable[[str, str, str], dict]
REQUIRED = ("KINDS", "CARD_KIND", "card_view")


class GameLessons(Protocol):
    """The interface a game's lessons module offers (a module satisfies it, see above)."""

    KINDS: Mapping[str, tuple[Generate, Judge, Concepts]]
    CARD_KIND: str

    def card_view(self, card_id: str, lang: str, where: str) -> dict: ...


def declared(configs: Iterable[Any] | None = None) -> tuple[GameLessons, ...]:
    """The lessons modules these app configs declare, in their order; by default every
    installed app's (Django's app registry must be ready)."""
    if configs is None:
        from django.apps import apps

        configs = apps.get_app_configs()
    out = []
    for config in configs:
        path = getattr(config, "lessons", "")
        if not path or not isinstance(path, str):
            continue
        module = importlib.import_module(path)
        lacking = [name for name in REQUIRED if not hasattr(module, name)]
        if lacking:
            from django.core.exceptions import ImproperlyConfigured

            name = getattr(config, "name", path)
            raise ImproperlyConfigured(f"{name}: its lessons {path} lack {', '.join(lacking)}")
        out.append(module)
    return tuple(out)


@lru_cache(maxsize=1)
def installed() -> tuple[GameLessons, ...]:
    """The installed games' lessons modules (read once: the app registry does not change)."""
    return declared()


def kinds(modules: Iterable[GameLessons]) -> dict[str, tuple[Generate, Judge, Concepts]]:
    """Every question kind these games add; two games may not claim one kind."""
    out: dict[str, tuple[Generate, Judge, Concepts]] = {}
    for module in modules:
        taken = set(out) & set(module.KINDS)
        if taken:
            raise ValueError(f"{module.__name__} claims kinds already taken: {sorted(taken)}")
        out.update(module.KINDS)
    return out


def card_views(modules: Iterable[GameLessons]) -> dict[str, CardView]:
    """How each of these games draws a card, by its card kind."""
    return {module.CARD_KIND: module.card_view for module in modules}


def card_view(card_kind: str, card_id: str, lang: str, where: str) -> dict:
    """An installed game's card: its view model, its template, its label."""
    try:
        draw = card_views(installed())[card_kind]
    except KeyError:
        raise LookupError(f"no installed game draws {card_kind!r} cards") from None
    return draw(card_id, lang, where)
