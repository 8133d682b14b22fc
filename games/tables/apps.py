from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TablesConfig(AppConfig):
    name = "games.tables"
    label = "tables"
    verbose_name = _("Tables de jeu")

    def ready(self) -> None:
        from games.tables import bot_runner

        bot_runner.install()
