"""Creates the demo content `make run` shows, idempotently: running it twice changes nothing
(but the demo class's two "playing now" tables, which it keeps fresh)."""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

from clesite.classroom import demo_data, demo_term
from clesite.classroom.models import Classroom, LearningEvent

DEMO_TEACHER = "enseignante@demo.cledesol"
DEMO_PASSWORD = "demo-cle-de-sol"


class Command(BaseCommand):
    help = "Creates the demo content (a teacher and her class of 25 pupils), idempotently."

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--term",
            action="store_true",
            help="Also a class of 30 pupils with a term's play (12 weeks), to measure the dashboard.",
        )

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
        if options["term"]:
            term = demo_term.build(teacher)
            fresh = term is not None
            term = term or Classroom.objects.get(code=demo_term.CLASS_CODE)
            answers = LearningEvent.objects.filter(user__pupil__classroom=term).count()
            self.stdout.write(
                f"Term class {term.name}, code {term.code}, {term.pupils.count()} pupils,"
                f" {answers} answers" + (" (created)." if fresh else " (already there).")
            )
