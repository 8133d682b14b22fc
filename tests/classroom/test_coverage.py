"""Issue 18, coverage: the help page's list of notions says which games and lessons give
evidence on each, or that none does yet."""

import pytest
from django.test import Client
from django.urls import reverse

from clesite.classroom.coverage import coverage

pytestmark = pytest.mark.django_db


def test_each_notion_knows_its_games_and_lessons():
    third = coverage("interval.third.up")
    assert third.games == ("Clé de Sol",) and third.lessons == ("Tierce, quarte, quinte",)
    assert coverage("sound.volume").games == ("Bataille des sons",)  # a game's sound events
    assert coverage("pitch.read.line").games == () and coverage("pitch.read.line").lessons
    assert coverage("rhythm.same").lessons == () and coverage("rhythm.same").games
    assert coverage("interval.sixth.up").none and not coverage("scale.next").none


def test_the_help_page_shows_the_coverage_of_each_notion():
    html = Client().get(reverse("classroom:help")).content.decode().replace("\xa0", " ")
    notions = html[html.index('id="notions"') :]
    item = notions[notions.index("<code>interval.third.up</code>") :]
    item = item[: item.index("</li>")]
    assert "jeux : Clé de Sol" in item and "leçons : Tierce, quarte, quinte" in item
    item = notions[notions.index("<code>interval.sixth.up</code>") :]
    assert "aucun jeu ni aucune leçon du parcours" in item[: item.index("</li>")]


def test_a_note_read_in_clé_de_sol_is_a_notion_with_words_low_to_high(pupil_a):
    from clesite.classroom import concepts, reports

    from .conftest import record

    assert str(concepts.concept("pitch.read.E4").label) == "lire le Mi grave sur la portée"
    assert concepts.concept("pitch.read.E4").group == "pitch"
    assert concepts.concept("pitch.read.H9").group == "pitch"  # no such note: plain entry
    for pitch in ("A5", "C4", "E4"):
        record(pupil_a.user, f"pitch.read.{pitch}", "1")
    columns = [c.code for c in reports.class_report(pupil_a.classroom).columns]
    reads = [c for c in columns if c.startswith("pitch.read.") and c[-1].isdigit()]
    assert reads == ["pitch.read.C4", "pitch.read.E4", "pitch.read.A5"]
