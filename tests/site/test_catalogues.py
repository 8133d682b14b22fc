"""Every visible string is translated, and each language is written correctly."""

import ast
import gettext
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "locale"


def entries(lang: str):
    """(msgid, msgstr) pairs of a catalogue, with a minimal reader of the .po format."""
    text = (LOCALE / lang / "LC_MESSAGES" / "django.po").read_text()
    out = []
    for block in text.split("\n\n"):
        if "#, fuzzy" in block and 'msgid ""\nmsgstr ""\n"Project' not in block:
            out.append(("FUZZY", block))
            continue
        parts = {}
        key = None
        for line in block.splitlines():
            m = re.match(r'(msgctxt|msgid|msgid_plural|msgstr(?:\[\d\])?) "(.*)"$', line)
            if m:
                key = m.group(1)
                parts[key] = m.group(2)
            elif line.startswith('"') and key:
                parts[key] += line[1:-1]
        if parts.get("msgid"):
            msgid = parts["msgid"]
            if "msgctxt" in parts:  # gettext's own key for a string in a context
                msgid = f"{parts['msgctxt']}\x04{msgid}"
            out.append((msgid, parts.get("msgstr", parts.get("msgstr[0]", ""))))
    return out


def french_typography_errors(text: str) -> list[str]:
    text = re.sub(r"%\([a-z_]+\)s|\{[^}]*\}|<[^>]+>|https?://\S+", "", text)
    errors = []
    if re.search(r" [:;?!»]", text):
        errors.append("plain space before : ; ? ! or »: use a no-break space")
    if re.search(r"[^\s\u00a0\u202f][;?!]", text.replace("&nbsp;", "\u00a0")):
        errors.append("no space before ; ? !")
    if re.search(r"« ", text):
        errors.append("plain space after «")
    return errors


def test_french_source_strings_follow_french_typography():
    bad = {}
    for msgid, _ in entries("fr"):
        errors = french_typography_errors(msgid.replace("\\n", " "))
        if errors:
            bad[msgid] = errors
    assert bad == {}


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_every_string_is_translated(lang):
    missing = [msgid for msgid, msgstr in entries(lang) if msgid == "FUZZY" or not msgstr]
    assert missing == []


def test_romanian_uses_comma_below_letters():
    cedillas = [s for _, s in entries("ro") if re.search("[şţŞŢ]", s)]
    assert cedillas == []


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_compiled_catalogues_match_their_sources(lang):
    """The .mo files are committed: each must say what its .po says (`make messages`)."""
    with open(LOCALE / lang / "LC_MESSAGES" / "django.mo", "rb") as f:
        compiled = gettext.GNUTranslations(f)
    stale = []
    for msgid, msgstr in entries(lang):
        if msgid == "FUZZY":
            continue  # reported by test_every_string_is_translated
        source, expected = (ast.literal_eval(f'"{x}"') for x in (msgid, msgstr))
        if compiled.gettext(source) != expected:
            stale.append(source)
    assert stale == [], "run `make messages`"


def test_french_says_zero_in_the_singular():
    """« 0 point », « 0 partie gagnée »: French plurals are in the French catalogue (gettext's
    fallback for a missing string would give the plural for 0, as in English)."""
    from django.utils import translation

    with translation.override("fr"):
        assert translation.ngettext("%(n)s gagnée", "%(n)s gagnées", 0) == "%(n)s gagnée"
        assert translation.ngettext("%(n)s gagnée", "%(n)s gagnées", 2) == "%(n)s gagnées"
    with open(LOCALE / "fr" / "LC_MESSAGES" / "django.mo", "rb") as f:
        compiled = gettext.GNUTranslations(f)
    text = (LOCALE / "fr" / "LC_MESSAGES" / "django.po").read_text()
    wrong = []
    for block in text.split("\n\n"):
        forms = re.findall(r'^msgid(?:_plural)? ((?:".*"\n?)+)', block + "\n", re.M)
        if "\nmsgid_plural " not in block:
            continue
        one, many = ("".join(re.findall(r'"(.*)"', f)) for f in forms[:2])
        one, many = (ast.literal_eval(f'"{x}"') for x in (one, many))
        if compiled.ngettext(one, many, 0) != one or compiled.ngettext(one, many, 2) != many:
            wrong.append(one)
    assert wrong == []


def test_english_dates_are_british_like_its_words():
    """A reviewer read « the last on 11/28/2026 » beside « colour » and « Saturday 5 December »."""
    import datetime

    from django.utils import formats, translation

    day = datetime.date(2026, 11, 28)
    with translation.override("en"):
        assert formats.date_format(day, "SHORT_DATE_FORMAT") == "28/11/2026"
        assert formats.get_format("FIRST_DAY_OF_WEEK") == 1
    with translation.override("ro"):
        assert formats.date_format(day, "SHORT_DATE_FORMAT") == "28.11.2026"
    with translation.override("fr"):
        assert formats.date_format(day, "SHORT_DATE_FORMAT") == "28/11/2026"


def test_french_outside_the_catalogue_follows_french_typography_too():
    """French written as data or as a page of its own, not through gettext: the sound cards of
    Bataille des sons (« Boum ! » had a plain space, a reviewer's find) and each game's rules."""
    from games.bataille.cards import CARDS

    texts = {f"card {c.id}": c.name["fr"] + " " + c.line["fr"] for c in CARDS}
    for page in sorted(ROOT.glob("games/*/templates/*/rules/*_fr.html")):
        texts[str(page.relative_to(ROOT))] = page.read_text()
    bad = {}
    for where, text in texts.items():
        text = re.sub(r"\{#.*?#\}|\{%.*?%\}", "", text, flags=re.S)  # the template's own words
        text = re.sub(r'<span class="lc-tile[^"]*">.</span>', "X", text)  # a tile: « ? », a joker
        errors = french_typography_errors(text)
        if errors:
            bad[where] = errors
    assert bad == {}
