"""Solo's one declaration to the site (see games.tables.kit.GameApp)."""

from django.utils.translation import gettext_lazy as _

from games.tables.kit import Catalogue, Concept, GameApp, Memo


class SoloConfig(GameApp):
    name = "games.solo"
    label = "solo"
    verbose_name = "Solo"

    slug = "solo"
    catalogue = Catalogue(
        _("Solo"),
        _("Débarrasse-toi de tes cartes par couleur et par nombre, sans oublier de crier SOLO !"),
        _("2 à 10 joueurs"),
        _("attention, stratégie ; en option, lire les notes"),
        "cards",
    )
    rules = "games.solo.rules"
    bots = {
        "random": "games.solo.bots:RandomBot",
        "simple": "games.solo.bots:SimpleBot",
        "strong": "games.solo.bots:StrongBot",
    }
    min_players, max_players = 2, 10
    presenter = "games.solo.presenter"
    options_form = "games.solo.presenter:OptionsForm"
    parse_action = "games.solo.presenter:parse_action"
    board_template = "solo/board.html"
    assets = ("solo/solo.css",)
    card_labels = "games.solo.board:card_label_plain"
    memos = (Memo("hauteurs", _("Mémo des hauteurs de notes")),)
    # Only « Solo en notes » yields learning events: reading the note of a number card.
    concepts = (
        Concept(
            "pitch.read",
            "hauteurs",
            group="pitch",
            label=_("lire une note sur la portée (Solo en notes)"),
            short=_("Lire"),
        ),
    )
