from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ClassroomConfig(AppConfig):
    name = "clesite.classroom"
    label = "classroom"
    verbose_name = _("Classes")

    def ready(self) -> None:
        from clesite.classroom import hooks

        hooks.install()
