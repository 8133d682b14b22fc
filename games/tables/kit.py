"""The game kit's Django side: a game declares itself, in one place, and the site reads that.

A game is a Django app under `games/<game>/` whose `AppConfig` subclasses `GameApp` and fills in
its declaration: slug and names, rules and bots, the catalogue entry, the options form and the
action parser, its board template and assets, its card labels, the concepts it teaches (with
their memo) and its lesson situations. The engine's registry (`simulate`, bots), the catalogue
page, the start form, the table views, the classroom's concept grid and the lessons all read it:
adding a game is its folder plus one line in `INSTALLED_APPS`. See docs/architecture.md.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from django.apps import AppConfig, apps
from django.core.exceptions import ImproperlyConfigured
from django.utils.functional import Promise
from django.utils.module_loading import import_string

from games.engine import Action, registry
from games.engine.contract import missing


@dataclass(frozen=True)
class Catalogue:
    """How the site presents the game on the home page and at /jeux/."""

    name: Promise | str
    tagline: Promise | str
    players: Promise | str  # "2 à 6 joueurs"
    concepts: Promise | str  # what it teaches, in a few words
    icon: str  # a symbol of static/img/icons.svg: no emoji, school computers lack the fonts


@dataclass(frozen=True)
class Concept:
    """A concept the game's learning events name, and the memo page that teaches it
    (`/apprendre/<memo>/`). The music concepts (`interval.third.up`…) are the classroom's
    vocabulary, shared with the lessons: a game names their code. A concept of the game's own
    (`rules.oval`) brings its words for the class grid: `group` (one of the classroom's: pitch,
    rhythm, interval, scale, accidental, sound, word, rules), `label` and the column's `short`.

    For the grid's coverage (issue 18): `counted` is False when the game names the concept (a
    refusal, a memo) but no right move on it is a counted decision (a ♭ laid is always
    accepted) or it emits no event on it; `family` when the game emits `code` followed by a
    note (`pitch.read.` for Clé de Sol's `pitch.read.E4`…): never a column by itself."""

    code: str
    memo: str = ""
    group: str = "rules"
    label: Promise | str = ""
    short: Promise | str = ""
    counted: bool = True
    family: bool = False


@dataclass(frozen=True)
class Memo:
    slug: str  # /apprendre/<slug>/
    title: Promise | str


def card_action(post: Mapping, seat: int) -> Action | None:
    """The card games' action parser: a kind, the cards ticked, a named choice, a target seat.
    None when the form is not an action at all (the view says so in the pupil's words)."""
    kind = post.get("kind", "")
    if not kind or len(kind) > 40:
        return None
    cards = tuple(c for c in post.getlist("cards") if c)[:12]
    choice = post.get("choice") or None
    target = post.get("target")
    try:
        target_seat = int(target) if target not in (None, "") else None
    except ValueError:
        return None
    return Action(seat, kind, cards, choice, target_seat)


class GameApp(AppConfig):
    """The one declaration of a game. Subclass it in `games/<game>/apps.py` and set:"""

    default = False  # Django picks the game's own subclass in its apps.py, not this base

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.default = True

    slug: str = ""  # its URL and its name in the logs: `/jeux/<slug>/`
    catalogue: Catalogue
    rules: str = ""  # the Django-free module implementing `games.engine.Rules`
    bots: Mapping[str, str] = {}  # level (random, simple, strong) -> "module:Class"
    # The levels the start form offers for a computer's seat; None: every level of `bots` (a
    # game whose bots serve only `simulate` for now offers fewer, or none).
    start_levels: tuple[str, ...] | None = None
    # How many computer seats the start form fills in for a game against the computer: a game
    # whose first choice is played alone (La Patience) fills in none.
    preset_bots: int = 2
    min_players: int = 2
    max_players: int = 6
    presenter: str = ""  # module: board_context, bot_name, rules_context (and refusal_staff)
    options_form: str = ""  # "module:Form" with `options(mode, seats) -> dict`
    parse_action: str = "games.tables.kit:card_action"  # "module:function(post, seat)"
    board_template: str = ""  # the game's own board, inside the shared table page
    assets: tuple[str, ...] = ()  # its static CSS and JS, added to its table page
    card_labels: str = ""  # "module:function(card_id, lang, names=None) -> str"
    concepts: tuple[Concept, ...] = ()
    memos: tuple[Memo, ...] = ()
    lessons: str = ""  # module offering theory.lessons.game_lessons: KINDS, CARD_KIND, card_view
    # The game's own addresses, if any (its sounds…): a module with `game_urls` (mounted under
    # /jeux/<slug>/) and `table_urls` (under /tables/<code>/; its views check the table's game).
    urls: str = ""
    # Hot seat: event kinds after which the shared screen is passed again, even when the same
    # seat acts next (the move dealt it a new secret card while the others look on).
    pass_screen_after: tuple[str, ...] = ()
    # A small section of the game's own on a class's dashboard, if any: "module:function"
    # called with the class's code and its pupils' names by user id, returning the section's
    # context with its `template` (La Clé: the Patience codes the class played), or None;
    # called with `pupil=True` and the pupil alone, the same for that pupil's own page.
    class_panel: str = ""
    # A word game's language (La Clé's words are French): its section is not pushed on the
    # pupils' own page of a class that speaks another (a Romanian class's page led with it).
    words_language: str = ""
    # The game's own invariants, if any: "module:function(state) -> list[str]", checked by
    # `simulate` after every action with the generic ones (La Clé: every board word is a word).
    invariants: str = ""
    # The game's own places with a code of their own, if any (La Clé en duplicate's games):
    # "module:function(code) -> address or None", so the site's one code box opens them too.
    place_with_code: str = ""

    def ready(self) -> None:
        if not self.slug or not self.rules:
            raise ImproperlyConfigured(f"{self.name}: a GameApp needs a slug and rules")
        registry.register(registry.GameEntry(self.slug, self.rules, tuple(self.bots.items())))

    # What the site asks of a game, resolved from the declaration's import strings.

    def rules_module(self) -> ModuleType:
        rules = registry.rules(self.slug)
        lacking = missing(rules)
        if lacking:
            raise ImproperlyConfigured(f"{self.rules} lacks {', '.join(lacking)}")
        return rules

    def presenter_module(self) -> ModuleType:
        return importlib.import_module(self.presenter)

    def options_form_class(self) -> type:
        return import_string(self.options_form.replace(":", "."))

    def action_parser(self) -> Callable[[Mapping, int], Action | None]:
        return import_string(self.parse_action.replace(":", "."))

    def card_label(self) -> Callable[..., str] | None:
        return import_string(self.card_labels.replace(":", ".")) if self.card_labels else None

    def levels(self) -> list[str]:
        return list(self.bots)

    def invariants_function(self) -> Callable[[Any], list[str]] | None:
        return import_string(self.invariants.replace(":", ".")) if self.invariants else None

    def class_panel_function(self) -> Callable[..., dict | None] | None:
        return import_string(self.class_panel.replace(":", ".")) if self.class_panel else None

    def place_finder(self) -> Callable[[str], str | None] | None:
        return (
            import_string(self.place_with_code.replace(":", ".")) if self.place_with_code else None
        )

    def offered_levels(self) -> list[str]:
        """The computer levels a table's start form offers."""
        return self.levels() if self.start_levels is None else list(self.start_levels)


def games() -> dict[str, GameApp]:
    """The installed games by slug, in `INSTALLED_APPS` order."""
    return {c.slug: c for c in apps.get_app_configs() if isinstance(c, GameApp)}


def game(slug: str) -> GameApp:
    """The declaration of an installed game; LookupError for any other slug."""
    found = games().get(slug)
    if found is None:
        raise LookupError(slug)
    return found


def own_urls(kind: str) -> list:
    """The installed games' own URL patterns of a kind (`game_urls`, `table_urls`), each under
    its prefix: `<slug>/` for a game's, the table's code for a table's."""
    from django.urls import include, path

    out = []
    for slug, config in games().items():
        if not config.urls:
            continue
        patterns = getattr(importlib.import_module(config.urls), kind, None)
        if patterns:
            prefix = f"{slug}/" if kind == "game_urls" else "<str:code>/"
            out.append(path(prefix, include(patterns)))
    return out


def taught_concepts() -> dict[str, tuple[Concept, str]]:
    """Every concept an installed game teaches, by code, with the first game's slug."""
    out: dict[str, tuple[Concept, str]] = {}
    for slug, config in games().items():
        for concept in config.concepts:
            if not concept.family:
                out.setdefault(concept.code, (concept, slug))
    return out
