"""Bataille des sons' one declaration to the site (see games.tables.kit.GameApp)."""

from django.utils.translation import gettext_lazy as _

from games.tables.kit import Catalogue, Concept, GameApp, Memo


class BatailleConfig(GameApp):
    name = "games.bataille"
    label = "bataille"
    verbose_name = "Bataille des sons"

    slug = "bataille-des-sons"
    catalogue = Catalogue(
        _("Bataille des sons"),
        _("Quel son est le plus fort, le plus aigu, le plus long, le plus rugueux ?"),
        _("2 à 4 joueurs"),
        _("volume, hauteur, durée, timbre"),
        "speaker",
    )
    rules = "games.bataille.rules"
    bots = {
        "random": "games.bataille.bots:RandomBot",
        "simple": "games.bataille.bots:SimpleBot",
        "strong": "games.bataille.bots:StrongBot",
    }
    min_players, max_players = 2, 4
    presenter = "games.bataille.presenter"
    options_form = "games.bataille.options:OptionsForm"
    parse_action = "games.bataille.options:parse_action"
    board_template = "bataille/board.html"
    assets = ("bataille/bataille.css", "bataille/bataille.js")
    card_labels = "games.bataille.board:card_label"
    urls = "games.bataille.urls"  # the cards' sounds (sounds.py)
    pass_screen_after = ("trick",)  # hot seat: the next card is taken once the trick is won
    memos = (Memo("son", _("Mémo du son")),)
    # The four parameters of sound: the question asked, a power used, a sound judged by ear.
    concepts = (
        Concept("sound.volume", "son", group="sound"),
        Concept("sound.pitch", "son", group="sound"),
        Concept("sound.duration", "son", group="sound"),
        Concept("sound.timbre", "son", group="sound"),
    )
