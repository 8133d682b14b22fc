"""`manage.py mot WORD…`: is each word a word of La Clé (LC-3), and if not, why not.

Exits 0 only when every word given is valid, so that a teacher or a script can check words.
"""

from django.core.management.base import BaseCommand, CommandError

from games.lacle.lexicon import report


class Command(BaseCommand):
    help = (
        "Dit pour chaque mot s'il est valable à La Clé, et sinon pourquoi (code 0 : tous valables)."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("words", nargs="+", metavar="MOT")

    def handle(self, *args, words: list[str], **options) -> None:
        lines, all_valid = report(words)
        for line in lines:
            self.stdout.write(line)
        if not all_valid:
            raise CommandError("au moins un mot refusé", returncode=1)
