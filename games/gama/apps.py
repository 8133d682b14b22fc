from django.apps import AppConfig


class GamaConfig(AppConfig):
    name = "games.gama"
    label = "gama"
    verbose_name = "Gama"
    game_slug = "gama"
    presenter = "games.gama.presenter"
