"""`manage.py rebuild_mastery`: recomputes every pupil's mastery summaries from their answers
(after answers were written around `progress.record`, or if the model's parameters change)."""

from django.core.management.base import BaseCommand
from django.db import transaction

from clesite.classroom import summaries


class Command(BaseCommand):
    help = "Recomputes the dashboard's mastery summaries from the learning events."

    @transaction.atomic
    def handle(self, *args, **options) -> None:
        rows = summaries.rebuild()
        self.stdout.write(f"{rows} summary rows rebuilt.")
