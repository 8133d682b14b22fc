from django.apps import AppConfig, apps
from django.utils.translation import gettext_lazy as _


class TablesConfig(AppConfig):
    name = "games.tables"
    label = "tables"
    verbose_name = _("Tables de jeu")


def game_apps() -> dict[str, AppConfig]:
    """The installed game apps by slug: an app is a game when its config names a `game_slug`."""
    return {
        config.game_slug: config
        for config in apps.get_app_configs()
        if getattr(config, "game_slug", None)
    }
