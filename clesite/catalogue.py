"""The five games as the site presents them: one list, read by the home page and /jeux/.

A game is `playable` once its Django app is installed (its URLs reverse); until then the home page
announces it as coming, and no other page links to it.
"""

from dataclasses import dataclass

from django.urls import reverse
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _


@dataclass(frozen=True)
class GameInfo:
    slug: str
    name: Promise
    tagline: Promise
    players: Promise
    concepts: Promise
    icon: str  # a symbol of static/img/icons.svg: no emoji, school computers lack the fonts

    @property
    def playable(self) -> bool:
        from games.tables.presenters import installed

        return self.slug in installed()

    @property
    def url(self) -> str | None:
        return reverse("games:game", args=[self.slug]) if self.playable else None

    @property
    def rules_url(self) -> str | None:
        return reverse("games:rules", args=[self.slug]) if self.playable else None


GAMES = (
    GameInfo(
        "cle-de-sol",
        _("Clé de Sol"),
        _("Pose tes cartes Note, Rythme, Hauteur et Intervalle avant les autres."),
        _("2 à 6 joueurs"),
        _("hauteurs, durées, intervalles"),
        "clef",
    ),
    GameInfo(
        "gama",
        _("Gama"),
        _("Suis la gamme de Do, note après note, et joue les ♭, ♯ et ♮ au bon moment."),
        _("2 à 6 joueurs"),
        _("la gamme, les altérations"),
        "sharp",
    ),
    GameInfo(
        "bataille-des-sons",
        _("Bataille des sons"),
        _("Quel son est le plus fort, le plus aigu, le plus long, le plus rugueux ?"),
        _("2 à 4 joueurs"),
        _("volume, hauteur, durée, timbre"),
        "speaker",
    ),
    GameInfo(
        "la-cle",
        _("La Clé"),
        _("Un jeu de lettres de 1954 : une patience en solo et des mots croisés à plusieurs."),
        _("1 à 4 joueurs ou équipes"),
        _("le vocabulaire de la musique"),
        "key",
    ),
    GameInfo(
        "solo",
        _("Solo"),
        _("Débarrasse-toi de tes cartes par couleur et par nombre, sans oublier de crier SOLO !"),
        _("à partir de 2 joueurs"),
        _("attention, stratégie"),
        "cards",
    ),
)
