"""What every game's start form and seats share: the hints, the computer's speed and the bots'
names, so a game's presenter declares only its own options."""

from __future__ import annotations

import functools

from django import forms
from django.conf import settings
from django.utils import translation
from django.utils.translation import get_language, gettext_lazy, pgettext_lazy

from theory import normalise_lang

LEVEL_WORDS = {
    "random": gettext_lazy("débutant"),
    "simple": pgettext_lazy("bot level", "moyen"),  # not the tempo « moyen » (moderato)
    "strong": pgettext_lazy("bot level", "fort"),  # not the dynamic « fort » (loud)
}
SPEEDS = {"slow": 2500, "normal": 1500, "fast": 800}  # the bots' delay before acting, in ms


class GameOptions(forms.Form):
    """The options every game's start form has: the hints, and how long the computer waits
    before it acts. A game's form adds its own fields (`field_order` places them) and its own
    options (`own_options`), and says in `speed_help` why the computer waits in that game."""

    hints = forms.BooleanField(
        label=gettext_lazy("Aide : montrer les cartes jouables"), required=False, initial=False
    )
    speed = forms.ChoiceField(
        label=gettext_lazy("Vitesse de l’ordinateur"),
        choices=[
            # « la vitesse » is feminine (ro « viteza »: lentă, normală, rapidă), a tempo is not
            ("slow", pgettext_lazy("computer speed", "lente")),
            ("normal", pgettext_lazy("computer speed", "normale")),
            ("fast", pgettext_lazy("computer speed", "rapide")),
        ],
        initial="normal",
    )
    speed_help: str = ""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["speed"].help_text = self.speed_help

    def options(self, mode: str, seats: int) -> dict:
        """The table's options (`Options.from_json` of the game's rules)."""
        data = self.cleaned_data
        own = self.own_options(mode, seats)
        return {**own, "hints": data["hints"], "bot_delay_ms": SPEEDS[data["speed"]]}

    def own_options(self, mode: str, seats: int) -> dict:
        return {}


def named_bot(names: tuple[str, ...], index: int, level: str) -> str:
    """The `index`-th seat's bot (1 for the first bot): a name, and its level in words."""
    return f"{names[(index - 1) % len(names)]} ({LEVEL_WORDS.get(level, level)})"


@functools.cache
def _level_suffixes(level: str) -> tuple[str, ...]:
    """« (moyen) », « (mediu) », « (medium) »…: a level's words in every language of the site."""
    out = []
    for lang, _name in settings.LANGUAGES:
        with translation.override(lang):
            out.append(f" ({LEVEL_WORDS[level]})")
    return tuple(out)


def localised_bot_name(name: str, level: str) -> str:
    """`name` with a computer's level said in the active language, whatever the language it
    was stored in; any other name as it is."""
    if level not in LEVEL_WORDS:
        return name
    for suffix in _level_suffixes(level):
        if name.endswith(suffix):
            return f"{name[: -len(suffix)]} ({LEVEL_WORDS[level]})"
    return name


def rules_pages(game: str) -> dict:
    """A game's rules and "Nos choix" in the page's language (`<game>/rules/body_<lang>.html`)."""
    lang = normalise_lang(get_language())
    return {
        "rules_body": f"{game}/rules/body_{lang}.html",
        "choices_body": f"{game}/rules/choices_{lang}.html",
    }
