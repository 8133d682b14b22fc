"""Bataille des sons' start options (the variant, « à l'oreille », the rounds to win, the first
attacker) and its action parser: a question asked, a card laid with or without its power, the
next round dealt (the kit's `options_form` and `parse_action`)."""

from __future__ import annotations

from collections.abc import Mapping

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.bataille.cards import PARAMS
from games.engine import Action
from games.tables import starting

TRUE = ("1", "on", "true", "oui")
WAYS = ("high", "low")


class OptionsForm(starting.GameOptions):
    variant = forms.ChoiceField(
        label=gettext_lazy("Variante"),
        choices=[
            ("classic", gettext_lazy("Classique : la plus grande valeur gagne la plie")),
            ("pianissimo", gettext_lazy("Pianissimo : la plus petite valeur gagne la plie")),
            (
                "scherzo",
                gettext_lazy("Scherzo : l’attaquant choisit à chaque plie, le plus… ou le moins…"),
            ),
        ],
        initial="classic",
        widget=forms.RadioSelect,
    )
    by_ear = forms.BooleanField(
        label=gettext_lazy("« À l’oreille » : on écoute les cartes, les nombres restent cachés"),
        required=False,
        help_text=gettext_lazy(
            "Chacun écoute sa carte et décide à l’oreille ; les valeurs apparaissent à la fin de "
            "chaque plie. Prévoir des écouteurs ou un ordinateur par élève. L’ordinateur n’a "
            "pas d’oreilles : ses joueurs décident d’après les valeurs des cartes."
        ),
    )
    rounds_to_win = forms.TypedChoiceField(
        label=gettext_lazy("Manches gagnantes pour remporter la partie"),
        choices=[(n, str(n)) for n in range(1, 6)],
        coerce=int,
        initial=2,
        help_text=gettext_lazy("La règle propose 2 manches gagnantes ; 1 pour une partie courte."),
    )
    first_attacker = forms.TypedChoiceField(
        label=gettext_lazy("Qui attaque en premier ?"),
        choices=[
            (-1, gettext_lazy("tiré au sort")),
            (0, gettext_lazy("la 1re place (le plus jeune s’y assoit)")),
            (1, gettext_lazy("la 2e place (le plus jeune s’y assoit)")),
            (2, gettext_lazy("la 3e place (le plus jeune s’y assoit)")),
            (3, gettext_lazy("la 4e place (le plus jeune s’y assoit)")),
        ],
        coerce=int,
        initial=-1,
        help_text=gettext_lazy(
            "La règle fait commencer le plus jeune en cas d’égalité : choisis sa place à la "
            "table, ou laisse le hasard décider."
        ),
    )
    field_order = ["variant", "by_ear", "rounds_to_win", "first_attacker", "hints", "speed"]
    speed_help = gettext_lazy(
        "L’ordinateur attend un peu avant de poser sa carte, pour qu’on ait le temps de regarder "
        "et d’écouter."
    )

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["hints"].label = gettext_lazy(
            "Aide : montrer la valeur la plus haute et la plus basse de ma carte"
        )
        self.fields["hints"].help_text = gettext_lazy(
            "Sans effet « à l’oreille », où les valeurs restent cachées."
        )

    def own_options(self, mode: str, seats: int) -> dict:
        data = self.cleaned_data
        first = int(data["first_attacker"])
        if first >= seats:
            raise forms.ValidationError(
                _("Le premier attaquant doit être assis à la table : elle n’a que %(n)s places.")
                % {"n": seats}
            )
        return {
            "variant": data["variant"],
            "by_ear": data["by_ear"],
            "rounds_to_win": int(data["rounds_to_win"]),
            "first_attacker": first,
        }


def parse_action(post: Mapping, seat: int) -> Action | None:
    """A question (`ask`: the parameter, and in Scherzo the way), a card laid (`lay`: its power
    used or not, Transposition's new parameter), the next round dealt. None: not an action."""
    kind = post.get("kind", "")
    if kind == "deal":
        return Action.of(seat, "deal")
    if kind == "ask":
        choice = post.get("choice", "")
        if choice not in PARAMS:
            return None
        params: dict = {"choice": choice}
        way = post.get("way") or ""
        if way:
            if way not in WAYS:
                return None
            params["way"] = way
        return Action.of(seat, "ask", params)
    if kind == "lay":
        params = {}
        if str(post.get("power", "")).lower() in TRUE:
            params["power"] = True
            target = post.get("target_param") or ""
            if target:
                if target not in PARAMS:
                    return None
                params["target_param"] = target
        return Action.of(seat, "lay", params)
    return None
