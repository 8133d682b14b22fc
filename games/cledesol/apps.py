from django.apps import AppConfig


class CledesolConfig(AppConfig):
    name = "games.cledesol"
    label = "cledesol"
    verbose_name = "Clé de Sol"
    game_slug = "cle-de-sol"
    presenter = "games.cledesol.presenter"
