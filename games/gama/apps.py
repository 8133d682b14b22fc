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
    # counted=False: a ♭ ♯ ♮, a rest, a run's first note or an oval is always accepted (issue
    # 18), and the rules' own concepts only name refusals: no counted decision (kit.Concept)
    concepts = (
        Concept("rest.quarter", "durees", counted=False),
        Concept("scale.opening-do", "gamme"),
        Concept("scale.next", "gamme"),
        Concept("scale.previous", "gamme"),
        Concept("scale.same", "gamme"),
        Concept("accidental.flat", "gamme", counted=False),
        Concept("accidental.sharp", "gamme", counted=False),
        Concept("accidental.natural", "gamme", counted=False),
        Concept(
            "rules.accidental",
            label=_("quand poser une altération"),
            short=_("Altér."),
            counted=False,
        ),
        Concept("rules.oval", label=_("la carte à ovale"), short=_("Ovale"), counted=False),
        Concept("rules.rest", label=_("la course après la pause"), short=_("Pause"), counted=False),
        Concept(
            "rest.run", label=_("lancer la course après la pause"), short=_("Course"), counted=False
        ),
        Concept("colour.same", label=_("suivre la couleur"), short=_("Coul.")),
    )
    lessons = "games.gama.lessons"
