"""The teachers' guide (issue 20): how to start a class, print the login cards, run a lesson
and read the dashboard, in French, Romanian and English, linked from the teacher area."""

import re

import pytest
from django.test import Client

NBSP = "\u00a0"
SECTIONS = ("classe", "cartes", "jeux", "seance", "tableau")
WORDS = {  # each language's own words for what the page explains
    "fr": ("Guide de l’enseignant", "cartes de connexion", "CSV", "Erreurs fréquentes"),
    "ro": ("Ghidul profesorului", "cardurile de conectare", "CSV", "Greșeli frecvente"),
    "en": ("Teacher’s guide", "login cards", "CSV", "Frequent mistakes"),
}


@pytest.mark.parametrize("lang", WORDS)
def test_the_guide_explains_a_class_step_by_step_in_each_language(db, lang):
    client = Client(headers={"accept-language": lang})
    client.cookies["django_language"] = lang
    page = client.get("/classe/guide/")
    assert page.status_code == 200
    html = page.content.decode()
    for words in WORDS[lang]:
        assert words in html, (lang, words)
    for anchor in SECTIONS:
        assert f'id="{anchor}"' in html and f'href="#{anchor}"' in html
    for link in ("/comptes/inscription/", "/rejoindre/", "/classe/aide/#niveaux"):
        assert f'href="{link}' in html, link
    if lang == "fr":  # the page's French as a teacher reads it: no « tu », NBSPs in place
        text = re.sub(r"<[^>]+>", " ", html.split("<article", 1)[1].split("</article>")[0])
        assert " :" not in text and "« " not in text and NBSP + ":" in text
        assert not re.search(r"(?<![-\w])(tu|ton|ta|tes)\b", text)


def test_the_teacher_area_links_to_the_guide(client, teacher_a, class_a):
    client.force_login(teacher_a)
    for path in ("/classe/", f"/classe/{class_a.code}/"):
        assert 'href="/classe/guide/"' in client.get(path).content.decode(), path


def test_the_guide_lists_every_game_with_its_players_what_it_practises_and_its_memos(client):
    """From each game's own declaration: a game installed tomorrow appears without an edit."""
    from clesite import catalogue

    html = client.get("/classe/guide/").content.decode()
    rows = html.split('<table class="guide-games">')[1].split("</table>")[0]
    for info in catalogue.installed():
        assert f'href="{info.url}">{info.name}</a>' in rows
        assert str(info.players) in rows and str(info.concepts) in rows
    assert 'href="/apprendre/son/"' in rows and 'href="/apprendre/gamme/"' in rows


def test_the_help_pages_numbers_take_their_romanian_plural(client):
    """A Romanian reviewer read « Uitare 60 zile », « după 21 zile »: from 20 on, « de »."""
    page = client.get("/classe/aide/", HTTP_ACCEPT_LANGUAGE="ro").content.decode()
    assert "60 de zile" in page and "după 21 de zile fără exercițiu" in page
    page = client.get("/classe/aide/", HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert "60 jours" in page and "après 21 jours sans pratique" in page
