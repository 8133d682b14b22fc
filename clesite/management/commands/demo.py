"""Creates the demo content `make run` shows, idempotently: running it twice changes nothing."""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

DEMO_TEACHER = "enseignante@demo.cledesol"
DEMO_PASSWORD = "demo-cle-de-sol"


class Command(BaseCommand):
    help = "Crée le contenu de démonstration (une enseignante de démo), sans doublon."

    @transaction.atomic
    def handle(self, *args, **options) -> None:
        teacher, created = get_user_model().objects.get_or_create(
            username=DEMO_TEACHER,
            defaults={"email": DEMO_TEACHER, "first_name": "Claire", "last_name": "Démo"},
        )
        if created:
            teacher.set_password(DEMO_PASSWORD)
            teacher.save(update_fields=["password"])
        self.stdout.write(
            f"Démo prête : enseignante {DEMO_TEACHER} / {DEMO_PASSWORD}"
            + (" (créée)." if created else " (déjà là).")
        )
