"""`manage.py messages`: refresh the catalogues, drop gettext's fuzzy guesses, compile.

A fuzzy guess is a translation of another sentence: shipping it would show pupils wrong text. It
is emptied instead, so the catalogue test lists the string as untranslated.

French is the source language, so its catalogue needs no translation, except for its plurals:
a string missing from a catalogue takes gettext's fallback rule (the plural for every number
but 1), and French says « 0 point », « 0 partie gagnée ». Each French plural entry is therefore
given its own two forms, chosen by the catalogue's rule (plural for n > 1).
"""

import re
from pathlib import Path

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand

LANGUAGES = ("fr", "ro", "en")


def clear_fuzzy(po: str) -> str:
    blocks = po.split("\n\n")
    out = []
    for block in blocks:
        is_header = re.search(r'^msgid ""\nmsgstr ""\n"', block, re.M) is not None
        if "#, fuzzy" in block and not is_header:
            lines = [line for line in block.splitlines() if not line.startswith("#| ")]
            lines = [
                line.replace("#, fuzzy, ", "#, ") if line.startswith("#, fuzzy, ") else line
                for line in lines
                if line != "#, fuzzy"
            ]
            block = _empty_msgstr("\n".join(lines))
        out.append(block)
    return "\n\n".join(out)


def _empty_msgstr(block: str) -> str:
    lines, skipping = [], False
    for line in block.splitlines():
        m = re.match(r"(msgstr(?:\[\d+\])?) ", line)
        if m:
            lines.append(f'{m.group(1)} ""')
            skipping = True
        elif skipping and line.startswith('"'):
            continue
        else:
            skipping = False
            lines.append(line)
    return "\n".join(lines)


def french_plurals(po: str) -> str:
    """Each plural entry's forms set to its msgid and msgid_plural (`msgstr[0]`, `msgstr[1]`)."""
    out = []
    for block in po.split("\n\n"):
        if "\nmsgid_plural " in block:
            block = _own_forms(block)
        out.append(block)
    return "\n\n".join(out)


def _own_forms(block: str) -> str:
    kept, forms, key = [], {"msgid": [], "msgid_plural": []}, None
    for line in block.splitlines():
        m = re.match(r"(msgid|msgid_plural|msgstr\[\d+\]) (\".*\")$", line)
        if m:
            key = m.group(1)
            if key in forms:
                forms[key].append(m.group(2))
                kept.append(line)
            continue
        if line.startswith('"') and key is not None:
            if key in forms:
                forms[key].append(line)
                kept.append(line)
            continue
        kept.append(line)
    for index, name in enumerate(("msgid", "msgid_plural")):
        kept.append(f"msgstr[{index}] " + "\n".join(forms[name]))
    return "\n".join(kept)


class Command(BaseCommand):
    help = "Met à jour les catalogues de traduction, vide les traductions approximatives, compile."

    def handle(self, *args, **options) -> None:
        ignore = [".venv/*", "staticfiles/*", "tests/*"]
        call_command(
            "makemessages",
            locale=list(LANGUAGES),
            no_obsolete=True,
            ignore_patterns=ignore,
            verbosity=0,
        )
        for lang in LANGUAGES:
            path = Path(settings.LOCALE_PATHS[0]) / lang / "LC_MESSAGES" / "django.po"
            text = clear_fuzzy(path.read_text())
            path.write_text(french_plurals(text) if lang == "fr" else text)
        call_command("compilemessages", ignore_patterns=[".venv/*"], verbosity=0)
        self.stdout.write("Catalogues à jour.")
