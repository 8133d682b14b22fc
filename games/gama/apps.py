"""Gama's one declaration to the site (see games.tables.kit.GameApp)."""

from django.utils.translation import gettext_lazy as _

from games.tables.kit import Catalogue, Concept, GameApp, Memo


class GamaConfig(GameApp):
    name = "games.gama"
    label = "gama"
    verbose_name = "Gama"

    slug = "gama"
    catalogue = Catalogue(
        _("Gama"),
        _("Suis la gamme de Do, note après note, et joue les ♭, ♯ et ♮ au bon moment."),
        _("2 à 6 joueurs"),
        _("la gamme, les altérations"),
        "sharp",
    )
    rules = "games.gama.rules"
    bots = {
        "random": "games.gama.bots:RandomBot",
        "simple": "games.gama.bots:SimpleBot",
        "strong": "games.gama.bots:StrongBot",
    }
    min_players, max_players = 2, 6
    presenter = "games.gama.presenter"
    options_form = "games.gama.presenter:OptionsForm"
    board_template = "gama/board.html"
    card_labels = "games.gama.rules_text:card_label"
    memos = (Memo("gamme", _("Mémo de la gamme et des altérations")),)
    concepts = (
        Concept("rest.quarter", "durees"),
        Concept("scale.opening-do", "gamme"),
        Concept("scale.next", "gamme"),
        Concept("scale.previous", "gamme"),
        Concept("scale.same", "gamme"),
        Concept("accidental.flat", "gamme"),
        Concept("accidental.sharp", "gamme"),
        Concept("accidental.natural", "gamme"),
        Concept("rules.accidental", label=_("quand poser une altération"), short=_("Altér.")),
        Concept("rules.oval", label=_("la carte à ovale"), short=_("Ovale")),
        Concept("rules.rest", label=_("la course après la pause"), short=_("Pause")),
        Concept("rest.run", label=_("lancer la course après la pause"), short=_("Course")),
        Concept("colour.same", label=_("suivre la couleur"), short=_("Coul.")),
    )
    lessons = "games.gama.lessons"
