"""Creates the demo content `make run` shows, idempotently: running it twice changes nothing
(but the demo class's two "playing now" tables, which it keeps fresh)."""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

from clesite.classroom import demo_data
from clesite.classroom.models import Classroom

DEMO_TEACHER = "enseignante@demo.cledesol"
DEMO_PASSWORD = "demo-cle-de-sol"


class Command(BaseCommand):
    help = "Creates the demo content (a teacher and her class of 25 pupils), idempotently."

    @transaction.atomic
    def handle(self, *args, **options) -> None:
        teacher, created = get_user_model().objects.get_or_create(
            username=DEMO_TEACHER,
            defaults={"email": DEMO_TEACHER, "first_name": "Claire", "last_name": "Démo"},
        )
        if created:
            teacher.set_password(DEMO_PASSWORD)
            teacher.save(update_fields=["password"])
        classroom = demo_data.build(teacher)
        fresh = classroom is not None
        classroom = classroom or Classroom.objects.get(code=demo_data.CLASS_CODE)
        demo_data.keep_live(classroom)
        self.stdout.write(
            f"Demo ready: teacher {DEMO_TEACHER} / {DEMO_PASSWORD}"
            + (" (created)." if created else " (already there).")
        )
        first = classroom.pupils.order_by("pk").first()
        self.stdout.write(
            f"Class {classroom.name}, code {classroom.code}, {classroom.pupils.count()} pupils"
            + (" (created)." if fresh else " (already there).")
            + f" Pupil {first}: code {first.code}."
        )
