from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TablesConfig(AppConfig):
    name = "games.tables"
    label = "tables"
    verbose_name = _("Tables de jeu")

    def ready(self) -> None:
        from django.contrib.auth.signals import user_logged_out

        from games.tables import bot_runner, logs, signals, stream
        from games.tables.models import Table

        bot_runner.install()
        user_logged_out.connect(stream.on_logout, dispatch_uid="tables-stream-logout")
        signals.move_committed.connect(
            logs.on_move_committed, sender=Table, dispatch_uid="tables-logs"
        )
