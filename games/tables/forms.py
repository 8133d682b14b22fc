"""Starting a table: who sits where (people, computer players and their levels)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from games.tables.models import Table
from games.tables.names import cleaned, looks_like_email

SEAT_CHOICES = [
    ("", _("— personne —")),
    ("person", _("un joueur (il rejoint avec le code)")),
    ("random", _("ordinateur débutant")),
    ("simple", _("ordinateur moyen")),
    ("strong", _("ordinateur fort")),
]
AWAY_CHOICES = [
    (60, _("1 minute")),
    (120, _("2 minutes")),
    (300, _("5 minutes")),
    (0, _("jamais")),
]

LEVEL_CHOICES = [
    ("", _("— personne —")),
    ("random", _("débutant (au hasard)")),
    ("simple", _("moyen (astucieux)")),
    ("strong", _("fort (réfléchit)")),
]


class NameField(forms.CharField):
    """A player's name, `names.cleaned`: what is left of one made of invisible characters
    only is empty, so the seat takes its default name."""

    def to_python(self, value):
        return cleaned(super().to_python(value))

    def validate(self, value):
        super().validate(value)
        if value and looks_like_email(value):
            raise forms.ValidationError(
                _("Pas d’adresse électronique : un prénom ou un pseudonyme suffit.")
            )


class NewTableForm(forms.Form):
    mode = forms.ChoiceField(
        label=_("Comment jouer ?"),
        choices=[
            (Table.Mode.BOTS, _("Contre l’ordinateur")),
            (Table.Mode.HOTSEAT, _("À plusieurs sur cet ordinateur")),
            (Table.Mode.NETWORK, _("Chacun sur son ordinateur")),
        ],
        widget=forms.RadioSelect,
        initial=Table.Mode.BOTS,
    )
    my_name = NameField(label=_("Ton prénom ou pseudonyme"), max_length=20, required=False)
    net_name = NameField(label=_("Ton prénom ou pseudonyme"), max_length=20, required=False)
    # A teacher opens a table to his pupils without sitting at it (his own seat would be « Moi »
    # to the children, and the game would wait for him): offered to a teacher only.
    watch = forms.BooleanField(
        label=_("Je ne joue pas : j’ouvre la table à mes élèves et je regarde la partie"),
        required=False,
    )
    away_after = forms.TypedChoiceField(
        label=_("Si un joueur s’en va, l’ordinateur joue à sa place après"),
        choices=AWAY_CHOICES,
        coerce=int,
        initial=120,
        required=False,
        empty_value=120,
    )

    def __init__(
        self,
        *args,
        min_players: int,
        max_players: int,
        levels: tuple[str, ...] = ("random", "simple", "strong"),
        preset_bots: int = 2,
        teacher: bool = False,
        classmates: bool = False,
        **kwargs,
    ) -> None:
        """`levels`: the bot levels the game offers (a game may have no strong bot);
        `preset_bots`: how many computer seats are filled in at first; `teacher`: the form is a
        teacher's, who may open a networked table without taking a seat; `classmates`: a
        pupil's, whose classmates at the same computer may give their card's code."""
        super().__init__(*args, **kwargs)
        if not teacher:
            del self.fields["watch"]
        self.min_players, self.max_players = min_players, max_players
        level_choices = [(v, label) for v, label in LEVEL_CHOICES if not v or v in levels]
        seat_choices = [(v, label) for v, label in SEAT_CHOICES if v in ("", "person", *levels)]
        self.levels = levels
        default = "simple" if "simple" in levels else (levels[0] if levels else "")
        for i in range(1, max_players):
            self.fields[f"bot_{i}"] = forms.ChoiceField(
                label=_("Ordinateur %(n)s") % {"n": i},
                choices=level_choices,
                required=False,
                initial=default if i <= preset_bots else "",
            )
        # A teacher who only watches leaves the first seat to a pupil too: « Place 1 », shown
        # when « Je ne joue pas » is ticked (a 4-seat game had 3 seats for him).
        for i in range(0 if teacher else 1, max_players):
            self.fields[f"seat_{i}"] = forms.ChoiceField(
                label=_("Place %(n)s") % {"n": i + 1},
                choices=seat_choices,
                required=False,
                initial="person" if i <= 2 else "",
            )
        for i in range(1, max_players + 1):
            self.fields[f"player_{i}"] = NameField(
                label=_("Joueur %(n)s") % {"n": i}, max_length=20, required=False
            )
        for i in range(2, max_players + 1) if classmates else ():
            self.fields[f"code_{i}"] = forms.CharField(
                label=_("Code de la carte du joueur %(n)s") % {"n": i},
                max_length=8,
                required=False,
                # Hidden as typed and never sent back (a classmate's right code stayed on the
                # shared screen when another child's was wrong): each retypes hers.
                widget=forms.PasswordInput(
                    attrs={"inputmode": "numeric", "autocomplete": "off", "size": "5"}
                ),
            )

    def bot_fields(self):
        return [self[f"bot_{i}"] for i in range(1, self.max_players)]

    def seat_fields(self):
        """The seats besides the creator's, and first, for a teacher, the seat he leaves."""
        return [self[f"seat_{i}"] for i in range(self.max_players) if f"seat_{i}" in self.fields]

    def player_rows(self):
        """Each player's name, with the code of their card when a pupil sets the table up."""
        return [
            (self[f"player_{i}"], self[f"code_{i}"] if f"code_{i}" in self.fields else None)
            for i in range(1, self.max_players + 1)
        ]

    def clean(self):
        data = super().clean()
        if data.get("mode") == Table.Mode.NETWORK:
            return self._clean_network(data)
        if data.get("mode") == Table.Mode.BOTS:
            bots = [data.get(f"bot_{i}") for i in range(1, self.max_players)]
            data["seats"] = [("human", (data.get("my_name") or "").strip() or _first_seat())] + [
                ("bot", level) for level in bots if level
            ]
            if len(data["seats"]) < self.min_players:
                raise forms.ValidationError(_("Choisis au moins un ordinateur comme adversaire."))
        else:
            rows = [
                ((data.get(f"player_{i}") or "").strip(), i) for i in range(1, self.max_players + 1)
            ]
            names = [n for n, _i in rows if n]
            # Each seat's card code, if given (a classmate's moves then count for them).
            data["seat_codes"] = [
                (f"code_{i}", (data.get(f"code_{i}") or "").strip()) for n, i in rows if n
            ]
            for n, i in rows:  # a code with no name was dropped, the child thinking she counted
                if not n and (data.get(f"code_{i}") or "").strip():
                    said = _("Écris d’abord le pseudonyme du joueur %(n)s, puis son code.")
                    self.add_error(f"code_{i}", said % {"n": i})
                    self.add_error(None, said % {"n": i})  # at the top too: the field is far
            if len(names) < self.min_players:
                raise forms.ValidationError(
                    _("Écris le prénom d’au moins %(n)s joueurs.") % {"n": self.min_players}
                )
            if len({n.casefold() for n in names}) != len(names):
                raise forms.ValidationError(
                    _("Deux joueurs ont le même prénom : ajoute une initiale.")
                )
            data["seats"] = [("human", n) for n in names]
        return data

    def _clean_network(self, data: dict) -> dict:
        """The creator takes the first seat (a teacher who only watches leaves it to a pupil);
        each other seat waits for a person or is a bot."""
        watch = bool(data.get("watch"))
        chosen = [data.get(f"seat_{i}") for i in range(0 if watch else 1, self.max_players)]
        name = (data.get("net_name") or data.get("my_name") or "").strip() or _first_seat()
        # A teacher who watches has the seats he chose for his pupils, no more (a hidden first
        # seat made three when he saw two).
        first = [] if watch else [("human", name)]
        data["seats"] = first + [
            ("open", "") if value == "person" else ("bot", value) for value in chosen if value
        ]
        if len(data["seats"]) < self.min_players:
            raise forms.ValidationError(
                _("Il faut au moins %(n)s places à la table.") % {"n": self.min_players}
            )
        if not any(kind == "open" for kind, _value in data["seats"]):
            raise forms.ValidationError(_("Ouvre au moins une place à un autre joueur."))
        return data


def _first_seat() -> str:
    """The name of a first seat left blank: as the hot-seat form names it (« Moi » made
    « Moi remporte la plie » in the log, and a classmate's screen said « Moi » of someone else)."""
    return str(_("Joueur %(n)s") % {"n": 1})
