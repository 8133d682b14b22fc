"""Issue 24: the dashboard at first sight, each heavy part fetched when opened, and what each
costs: a pinned number of queries, the same for a class of 5 and a class of 30 (no N+1)."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from clesite.classroom.models import Assignment, Pupil
from games.tables.models import Seat, Table
from theory.models import LessonProgress

from .conftest import client_for
from .test_summaries import _class_with

pytestmark = pytest.mark.django_db

# Every page starts with the session, the user, whether they are a pupil and the class (4).
# The page: the pupils, their summaries, the assignments, the answers and the finished tables
# since each, the lessons passed (a lesson's homework is done when passed), the misconceptions
# counted, the tables playing now and their seats, the teacher's exercises (the homework form
# offers them).
DASHBOARD_QUERIES = 4 + 10
PART_QUERIES = {
    "cells": 4 + 2,  # the pupils, their summaries (the class's columns)
    "mistakes": 4 + 3,  # the pupils, the misconceptions counted, their latest moves
    "activities": 4 + 2,  # the pupils, the answers counted by source
    "pupils": 4 + 5,  # the pupils, summaries, finished tables, active time (total, 7 days)
    "lessons": 4 + 2,  # the pupils, the lessons passed
    # the homework due more than a week ago, the pupils, the answers, lessons passed and
    # finished tables since each
    "past-homework": 4 + 5,
    "game": 4
    + 4,  # the pupils; La Clé: the Patience tables, the duplicate games running and finished
}


def _term(classroom, size: int, seed: int) -> list[Pupil]:
    """A class with answers, finished tables, assignments, lessons passed, tables playing now."""
    _class_with(classroom, [f"Élève {i}" for i in range(size)], seed)
    pupils = list(classroom.pupils.all())
    for i, pupil in enumerate(pupils):
        LessonProgress.objects.create(
            user=pupil.user, lesson="lire-les-notes", passed=True,
            passed_on=timezone.localdate(), best=8,
        )  # fmt: skip
        table = Table.objects.create(
            code=f"L{seed}{i:03d}", game="cle-de-sol", mode=Table.Mode.BOTS, seed=1, state={}
        )
        Seat.objects.create(table=table, index=0, kind=Seat.Kind.HUMAN, name="x", user=pupil.user)
    long_ago = timezone.localdate() - timedelta(days=20)
    for kind, target in ((Assignment.Kind.GAME, "gama"), (Assignment.Kind.LESSON, "intervalles")):
        Assignment.objects.create(classroom=classroom, kind=kind, target=target, due=long_ago)
    return pupils


def _url(classroom, name: str, pupil: Pupil) -> tuple[str, dict]:
    if name == "dashboard":
        return reverse("classroom:dashboard", args=[classroom.code]), {}
    args = [classroom.code, "la-cle"] if name == "game" else [classroom.code]
    query = {"eleve": pupil.pk} if name == "cells" else {}
    return reverse(f"classroom:part-{name}", args=args), query


def _queries(classroom, name: str, pupil: Pupil) -> int:
    client = client_for(classroom.teacher)
    url, query = _url(classroom, name, pupil)
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url, query, HTTP_HX_REQUEST="true")
    assert response.status_code == 200, (name, response.status_code)
    return len(queries)


def test_each_view_costs_the_same_queries_for_5_pupils_as_for_30(class_a, class_b):
    """The two classes are built once for every view (building them was most of the time)."""
    small = _term(class_a, 5, 1)
    big = _term(class_b, 30, 2)
    counted = {
        name: (_queries(class_a, name, small[0]), _queries(class_b, name, big[-1]))
        for name in ["dashboard", *PART_QUERIES]
    }
    wanted = {
        name: (want, want)
        for name, want in {"dashboard": DASHBOARD_QUERIES, **PART_QUERIES}.items()
    }
    assert counted == wanted


def test_the_first_sight_keeps_the_grid_the_alerts_and_the_tables_playing(class_a):
    _term(class_a, 5, 1)
    html = client_for(class_a.teacher).get(reverse("classroom:dashboard", args=[class_a.code]))
    html = html.content.decode().replace("\xa0", " ")
    grid = html[html.index('class="mastery-grid"') : html.index("</table>")]
    assert grid.count('<tr><th scope="row">') == 5 and "<td class=l" in grid
    for pupil in class_a.pupils.all():  # each row's name opens the pupil's page
        link = reverse("classroom:pupil", args=[class_a.code, pupil.pk])
        assert f'<th scope="row"><a href="{link}">{pupil.pseudonym}</a></th>' in grid
    assert 'title="' not in grid.split("</thead>")[1]  # no tooltip per cell
    alerts = html[html.index('id="erreurs"') : html.index('id="devoirs"')]
    assert "Compte les intervalles sans la note de départ" in alerts and " fois · " in alerts
    assert html.count('href="/tables/L1') == 5  # the tables playing now
    assert "1 partie de Clé de Sol" in html  # the assignments
    # due more than a week ago: behind a click, with how many (a term's weighed 5 kB each)
    assert "<h3>1 partie de Gama</h3>" not in html and "quinte »</h3>" not in html
    assert "Les devoirs passés depuis plus d’une semaine (2)</summary>" in html
    # each heavy part: a closed <details> that htmx fills when opened, a link without JS
    for name, anchor in (("mistakes", "erreurs-detail"), ("activities", "activites-detail"),
                         ("pupils", "eleves-detail"), ("lessons", "lecons-detail"),
                         ("game", "jeu-la-cle"), ("past-homework", "devoirs-passes")):  # fmt: skip
        url, _query = _url(class_a, name, None)
        assert f'<details class="part" id="{anchor}" hx-get="{url}"' in html, name
        assert f'<a href="{url}">Ouvrir cette partie</a>' in html
    assert "Nouveau code" not in html and "Temps actif" not in html  # in the pupils' part
    assert 'hx-get="/classe/' + class_a.code + '/cases/"' in html  # a pupil's cells


def test_a_part_is_a_fragment_for_htmx_and_a_page_without_javascript(class_a):
    pupils = _term(class_a, 3, 1)
    client = client_for(class_a.teacher)
    for name in PART_QUERIES:
        url, query = _url(class_a, name, pupils[0])
        fragment = client.get(url, query, HTTP_HX_REQUEST="true").content.decode()
        page = client.get(url, query)
        assert page.status_code == 200 and "<html" in page.content.decode(), name
        assert "<html" not in fragment and "<h1" not in fragment, name
        assert f'href="/classe/{class_a.code}/"' in page.content.decode()  # back to the class


def test_the_pupils_part_has_their_times_games_and_new_code_forms(class_a):
    pupils = _term(class_a, 3, 1)
    url = reverse("classroom:part-pupils", args=[class_a.code])
    html = client_for(class_a.teacher).get(url, HTTP_HX_REQUEST="true").content.decode()
    for pupil in pupils:
        assert reverse("classroom:new-code", args=[class_a.code, pupil.pk]) in html
        assert reverse("classroom:delete-pupil", args=[class_a.code, pupil.pk]) in html
    assert "csrfmiddlewaretoken" in html and html.count("<td>1 / ") == 3  # one game each


def test_a_game_without_a_panel_or_unknown_is_not_found(class_a):
    client = client_for(class_a.teacher)
    for slug in ("cle-de-sol", "pas-un-jeu"):
        url = reverse("classroom:part-game", args=[class_a.code, slug])
        assert client.get(url).status_code == 404


def test_a_teacher_sees_only_their_own_classes_parts(class_a, class_b):
    pupils = _term(class_a, 2, 1)
    other = client_for(class_b.teacher)
    for name in PART_QUERIES:
        url, query = _url(class_a, name, pupils[0])
        response = other.get(url, query, HTTP_HX_REQUEST="true")
        assert response.status_code == 404 and "Élève" not in response.content.decode(), name
    cells = reverse("classroom:part-cells", args=[class_b.code])
    response = other.get(cells, {"eleve": pupils[0].pk})  # another class's pupil, by number
    assert response.status_code == 400 and "Élève 0" not in response.content.decode()


def test_the_csv_export_stays_complete(class_a):
    _term(class_a, 3, 1)
    url = reverse("classroom:grid-csv", args=[class_a.code])
    text = client_for(class_a.teacher).get(url).content.decode("utf-8-sig")
    header, *rows = text.strip().split("\r\n")
    assert len(rows) == 3 and "Temps actif (min)" in header and "Parties gagnées" in header
    played = header.split(";").index("Parties jouées")
    assert all(row.split(";")[played] == "1" for row in rows)  # one game played each


def test_past_homework_is_a_click_away_latest_first_with_who_has_not_done_it(class_a):
    pupils = _term(class_a, 3, 1)
    url, _query = _url(class_a, "past-homework", pupils[0])
    client = client_for(class_a.teacher)
    html = client.get(url, HTTP_HX_REQUEST="true").content.decode().replace("\xa0", " ")
    gama, lesson = html.index("1 partie de Gama"), html.index("Tierce, quarte, quinte")
    assert "1 partie de Clé de Sol" not in html  # due today: on the page itself
    assert '0 sur 3 ont fini · <strong class="hw-late">3 en retard</strong>' in html
    assert html.count("<li class=late>") == 6 and lesson < gama  # same day: the last given first
    assert 'class="hw-edit"' in html and 'class="hw-remove"' in html  # still changed from here
    Assignment.objects.filter(classroom=class_a).update(due=timezone.localdate())
    empty = client.get(url, HTTP_HX_REQUEST="true").content.decode()
    assert "Aucun devoir passé depuis plus d’une semaine." in empty.replace("\xa0", " ")
    page = client.get(reverse("classroom:dashboard", args=[class_a.code])).content.decode()
    assert 'id="devoirs-passes"' not in page
