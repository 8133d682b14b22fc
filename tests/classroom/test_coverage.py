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


def test_a_game_that_only_logs_a_notion_is_no_evidence_on_it():
    """Gama's ♭ is always accepted: Gama logs it, never counts it (issue 18, point 1)."""
    flat = coverage("accidental.flat")
    assert flat.games == () and flat.logged == ("Gama",)
    assert "Gama la note sans la compter" in flat.words()
    assert coverage("rules.interval").games == () and coverage("rules.interval").logged
    assert coverage("rules.sequence").games == ("Clé de Sol",)  # credited right since issue 18


def test_a_note_read_by_its_name_in_clé_de_sol_is_covered_by_clé_de_sol():
    assert coverage("pitch.read.E4").games == ("Clé de Sol",)
    assert coverage("pitch.read").games == ("Solo",)  # « Solo en notes »
    assert "Clé de Sol" not in coverage("pitch.read.line").games  # a lesson's finer skill


def test_the_grid_marks_each_column_with_where_it_is_practised(pupil_a):
    """Issue 18, point 6: one mark a column (games J, lessons L, none –), its words in the
    column's title, a legend under the grid; not a word more in each cell."""
    from .conftest import client_for, record

    record(pupil_a.user, "pitch.read.line", "1")  # a lesson's finer skill
    record(pupil_a.user, "interval.sixth.up", "1")  # no game nor lesson of the path asks it
    record(pupil_a.user, "accidental.flat", "1")
    url = reverse("classroom:dashboard", args=[pupil_a.classroom.code])
    html = client_for(pupil_a.classroom.teacher).get(url).content.decode().replace("\xa0", " ")
    grid = html[html.index('class="mastery-grid"') : html.index("</thead>")]
    heads = {
        h[h.index("<abbr") :].split(">", 1)[1].split("<", 1)[0]: h
        for h in grid.split('<th scope="col"')[2:]
    }
    third = heads["3ce ↑"]
    assert (
        'class="cov-both"' in third
        and '<span class="cov-mark" aria-hidden="true">JL</span>' in third
    )
    assert 'title="tierce montante — jeux : Clé de Sol · leçons : Tierce, quarte, quinte"' in third
    assert 'class="cov-games"' in heads["Même durée"]  # rhythm.same: Clé de Sol only
    assert 'class="cov-lessons"' in heads["Lire lig."] and ">L</span>" in heads["Lire lig."]
    flat = heads["♭"]
    assert 'class="cov-lessons"' in flat or 'class="cov-none"' in flat
    assert "(Gama la note sans la compter)" in flat
    assert 'class="cov-none"' in heads["6te ↑"] and ">–</span>" in heads["6te ↑"]
    assert "J des jeux, L des leçons du parcours, – rien ne la fait encore pratiquer" in html
    rows = html[html.index("<tbody>") : html.index("</tbody>")]
    assert "cov-" not in rows  # the marks are in the heads only


def test_a_notion_nothing_counts_yet_is_no_question_mark_in_the_grid(pupil_a):
    """Review 7: a pupil's « ? » under a column marked « – » read as « play more and it will
    fill », but nothing counts that notion: the cell says so, with « – »."""
    from clesite.classroom import reports

    from .conftest import record

    assert coverage("interval.sixth.up").none and not coverage("interval.third.up").none
    for _ in range(2):
        record(pupil_a.user, "interval.sixth.up", "1")
        record(pupil_a.user, "interval.third.up", "1")
    report = reports.class_report(pupil_a.classroom)
    cells = {c.concept.code: c.level.key for c in report.rows[0].cells}
    assert cells["interval.sixth.up"] == "uncounted" and cells["interval.third.up"] == "few"


def test_the_pupils_detail_says_the_same_as_the_grid_for_a_notion_nothing_counts(pupil_a):
    """A reviewer's find: « Le détail d'un élève » said « ? pas encore assez de réponses » where
    the grid, the pupil's page and the CSV said « – »: its cells took no coverage."""
    from clesite.classroom import dashboard

    from .conftest import record

    for _ in range(2):
        record(pupil_a.user, "interval.sixth.up", "1")
        record(pupil_a.user, "interval.third.up", "1")
    _pupil, cells = dashboard.pupil_cells(pupil_a.classroom, pupil_a.pk)
    told = {c.concept.code: c.level.key for c in cells}
    assert told["interval.sixth.up"] == "uncounted" and told["interval.third.up"] == "few"
