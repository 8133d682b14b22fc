"""`manage.py expire_tables [--dry-run]`: deletes the tables abandoned before they finished
(`games.tables.expiry`); run it daily (cron, a systemd timer). Finished tables and learning
events are kept."""

from django.core.management.base import BaseCommand

from games.tables import expiry


class Command(BaseCommand):
    help = "Supprime les tables abandonnées avant la fin (les parties finies restent)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--dry-run", action="store_true", help="count, delete nothing")

    def handle(self, *args, dry_run: bool = False, **options) -> None:
        if dry_run:
            count = expiry.abandoned().count()
            self.stdout.write(f"{count} abandoned table(s) would be deleted")
            return
        count = expiry.delete_abandoned()
        self.stdout.write(f"{count} abandoned table(s) deleted")
