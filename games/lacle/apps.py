"""La Clé's one declaration to the site (see games.tables.kit.GameApp): La Patience for one
player (LC-11) and Mots croisés for 2–4 players or two teams, chosen on the start form (the
options' mode); `presenter_crossword` checks the seats against the mode."""

from django.utils.translation import gettext_lazy as _

from games.lacle.bots_table import CROSSWORD_BOTS
from games.tables.kit import Catalogue, Concept, GameApp


class LaCleConfig(GameApp):
    name = "games.lacle"
    label = "lacle"
    verbose_name = "La Clé"

    slug = "la-cle"
    catalogue = Catalogue(
        _("La Clé"),
        _(
            "Un jeu de lettres de 1954 : la Patience, seul contre le plateau, et les Mots "
            "croisés, à plusieurs ou en équipes, avec des mots-clés de musique."
        ),
        _("1 joueur (la Patience), 2 à 4 joueurs ou deux équipes (les mots croisés)"),
        _("orthographe, vocabulaire de la musique"),
        "key",
    )
    rules = "games.lacle.rules"
    # Each level plays the game of the observation's mode (`bots_table`): La Patience's bots or
    # Mots croisés' (`bots_crossword`).
    bots = {
        "random": "games.lacle.bots_table:RandomBot",
        "simple": "games.lacle.bots_table:SimpleBot",
        "strong": "games.lacle.bots_table:StrongBot",
    }
    # The start form offers Mots croisés' levels (La Patience has no opponent), none filled in:
    # La Patience, the first choice, is played alone.
    preset_bots = 0
    start_levels = tuple(CROSSWORD_BOTS)
    min_players, max_players = 1, 4
    presenter = "games.lacle.presenter"
    options_form = "games.lacle.presenter_crossword:OptionsForm"
    parse_action = "games.lacle.presenter_crossword:parse_action"
    board_template = "lacle/board.html"
    assets = ("lacle/lacle.css", "lacle/lacle.js", "lacle/crossword.css", "lacle/crossword.js")
    urls = "games.lacle.urls"  # Mots croisés' preview of a lay (/tables/<code>/mots/apercu/)
    # Hot seat: after a move, the screen goes to the next player (the rack just drawn hidden).
    # Not after a challenge: it draws its player no tile, and a won one gives him the turn, with
    # his letters still on screen (no « Je suis Tom » again).
    pass_screen_after = ("lay", "pass", "accept")
    memos = ()
    invariants = "games.lacle.invariants:check_board_words"  # for simulate, the real lexicon
    words_language = "fr"  # its words are French ones
    class_panel = "games.lacle.ranking:class_panel"  # the class's Patience codes, who tried
    # La Clé en duplicate's games have codes of their own: the site's code box opens them too.
    place_with_code = "games.lacle.duplicate_service:place_with_code"
    # Each word laid and accepted (and each refused as unknown) is evidence of spelling it.
    concepts = (Concept("word.spelling", "", group="word"),)

    def ready(self) -> None:
        super().ready()
        from games.lacle import duplicate_service
        from games.tables import signals

        signals.group_deleted.connect(
            duplicate_service.delete_group_games, dispatch_uid="lacle-group"
        )
        signals.personal_data.connect(duplicate_service.personal_data, dispatch_uid="lacle-data")
