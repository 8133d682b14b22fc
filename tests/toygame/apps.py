"""Voisins's one declaration to the site: the whole of what the site needs to know."""

from games.tables.kit import Catalogue, Concept, GameApp, Memo


class ToyGameConfig(GameApp):
    name = "tests.toygame"
    label = "toygame"
    verbose_name = "Voisins"

    slug = "voisins"
    catalogue = Catalogue(
        "Voisins",
        "Pose un nombre voisin de celui de la table : un de plus ou un de moins.",
        "2 à 4 joueurs",
        "compter de un en un",
        "cards",
    )
    rules = "tests.toygame.rules"
    bots = {"random": "tests.toygame.bots:RandomBot", "simple": "tests.toygame.bots:SimpleBot"}
    min_players, max_players = 2, 4
    presenter = "tests.toygame.presenter"
    options_form = "tests.toygame.presenter:OptionsForm"
    board_template = "toygame/board.html"
    card_labels = "tests.toygame.presenter:card_label"
    memos = (Memo("hauteurs", "Mémo des hauteurs"),)
    concepts = (Concept("count.neighbour", label="poser un nombre voisin", short="Voisin"),)
