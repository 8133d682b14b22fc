from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TheoryConfig(AppConfig):
    name = "theory"
    verbose_name = _("Théorie et mémos")
