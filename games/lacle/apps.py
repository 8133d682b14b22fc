"""La Clé's one declaration to the site (see games.tables.kit.GameApp). For now the one mode is
La Patience, for one player (LC-11); Mots croisés (2–4 players) will widen it."""

from django.utils.translation import gettext_lazy as _

from games.tables.kit import Catalogue, Concept, GameApp


class LaCleConfig(GameApp):
    name = "games.lacle"
    label = "lacle"
    verbose_name = "La Clé"

    slug = "la-cle"
    catalogue = Catalogue(
        _("La Clé"),
        _(
            "Un jeu de lettres de 1954 : la Patience, seul contre le plateau, du coin en haut à "
            "gauche au coin en bas à droite."
        ),
        _("1 joueur (la Patience) ; les mots croisés à plusieurs, bientôt"),
        _("orthographe, vocabulaire de la musique"),
        "key",
    )
    rules = "games.lacle.rules"
    bots = {
        "random": "games.lacle.bots:RandomBot",
        "simple": "games.lacle.bots:SimpleBot",
    }
    min_players, max_players = 1, 1
    presenter = "games.lacle.presenter"
    options_form = "games.lacle.presenter:OptionsForm"
    parse_action = "games.lacle.presenter:parse_action"
    board_template = "lacle/board.html"
    assets = ("lacle/lacle.css", "lacle/lacle.js")
    memos = ()
    invariants = "games.lacle.invariants:check_board_words"  # for simulate, the real lexicon
    class_panel = "games.lacle.ranking:class_panel"  # the class's Patience codes, who tried
    # Each word laid and accepted (and each refused as unknown) is evidence of spelling it.
    concepts = (Concept("word.spelling", "", group="word"),)
