"""Clé de Sol's one declaration to the site (see games.tables.kit.GameApp)."""

from django.utils.translation import gettext_lazy as _

from games.tables.kit import Catalogue, Concept, GameApp, Memo


class CledesolConfig(GameApp):
    name = "games.cledesol"
    label = "cledesol"
    verbose_name = "Clé de Sol"

    slug = "cle-de-sol"
    catalogue = Catalogue(
        _("Clé de Sol"),
        _("Pose tes cartes Note, Rythme, Hauteur et Intervalle avant les autres."),
        _("2 à 6 joueurs"),
        _("hauteurs, durées, intervalles"),
        "clef",
    )
    rules = "games.cledesol.rules"
    bots = {
        "random": "games.cledesol.bots:RandomBot",
        "simple": "games.cledesol.bots:SimpleBot",
        "strong": "games.cledesol.bots:StrongBot",
    }
    min_players, max_players = 2, 6
    presenter = "games.cledesol.presenter"
    options_form = "games.cledesol.presenter:OptionsForm"
    board_template = "cledesol/board.html"
    card_labels = "games.cledesol.rules_text:label_of"
    memos = (
        Memo("hauteurs", _("Mémo des hauteurs")),
        Memo("durees", _("Mémo des durées")),
        Memo("intervalles", _("Mémo des intervalles")),
    )
    concepts = (
        Concept("pitch.same-name", "hauteurs"),
        Concept("pitch.conjoint", "hauteurs"),
        Concept("rhythm.same", "durees"),
        Concept("rhythm.sum", "durees"),
        Concept("interval.third.up", "intervalles"),
        Concept("interval.third.down", "intervalles"),
        Concept("interval.fourth.up", "intervalles"),
        Concept("interval.fourth.down", "intervalles"),
        Concept("interval.fifth.up", "intervalles"),
        Concept("interval.fifth.down", "intervalles"),
        Concept("rules.sequence", label=_("quelle carte va sur quelle carte"), short=_("Suite")),
        Concept(
            "rules.interval",
            label=_("répondre à une carte Intervalle"),
            short=_("Interv."),
            counted=False,  # it names refusals; the interval formed is `interval.*`
        ),
        Concept("pitch.read.", "hauteurs", family=True),  # a Note laid by its name: E4 read…
    )
    lessons = "games.cledesol.lessons"
