from django.apps import AppConfig


class ClesiteConfig(AppConfig):
    name = "clesite"
    verbose_name = "Clé de Sol"
