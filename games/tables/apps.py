from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TablesConfig(AppConfig):
    name = "games.tables"
    label = "tables"
    verbose_name = _("Tables de jeu")

    def ready(self) -> None:
        from django.contrib.auth.signals import user_logged_out

        from games.tables import bot_runner, signals, stream

        bot_runner.install()
        user_logged_out.connect(stream.on_logout, dispatch_uid="tables-stream-logout")
        signals.group_deleted.connect(signals.delete_group_tables, dispatch_uid="tables-group")
