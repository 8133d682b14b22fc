"""Issue 18, lessons count: a passed lesson is recorded (pupil, lesson, day, score) and shown to
the teacher; its answers feed the same grid as the games', as real decisions."""

from datetime import date

import pytest
from django.template.defaultfilters import date as date_filter
from django.urls import reverse
from django.utils import timezone, translation

from clesite.classroom import reports
from tests.theory import test_lesson_views as lv
from theory.lessons import catalogue, runs
from theory.models import LessonProgress

from .conftest import client_for

pytestmark = pytest.mark.django_db


def test_passing_a_lesson_records_the_day_and_the_score_and_the_teacher_sees_it(pupil_a):
    client = client_for(pupil_a.user)
    run = lv.finish(client, "lire-les-notes")
    assert run["passed"]
    row = LessonProgress.objects.get(user=pupil_a.user, lesson="lire-les-notes")
    today = timezone.localdate()
    lesson = catalogue.get("lire-les-notes")
    assert (row.passed, row.passed_on, row.best) == (True, today, lesson.check)

    teacher = client_for(pupil_a.classroom.teacher)
    url = reverse("classroom:dashboard", args=[pupil_a.classroom.code])
    html = teacher.get(url).content.decode().replace("\xa0", " ")
    assert 'id="lecons-reussies"' in html  # the list, a click away (issue 24)
    url = reverse("classroom:part-lessons", args=[pupil_a.classroom.code])
    section = teacher.get(url, HTTP_HX_REQUEST="true").content.decode().replace("\xa0", " ")
    with translation.override("fr"):
        shown = f"Léa ({date_filter(today, 'j b')}, "
    assert shown in section and f"{lesson.check}/{lesson.check})" in section
    assert "personne encore" in section  # the lessons nobody passed yet

    page = reverse("classroom:pupil", args=[pupil_a.classroom.code, pupil_a.pk])
    html = teacher.get(page).content.decode().replace("\xa0", " ")
    assert "Leçons réussies" in html and f"{lesson.check} sur {lesson.check} au contrôle" in html

    # … and its answers are real decisions on the grid, like a game's
    row = reports.class_report(pupil_a.classroom).rows[0]
    cells = {c.concept.code: c for c in row.cells}
    assert cells["pitch.read.line"].mastery.answers >= 1


def test_the_day_kept_is_the_first_pass_and_the_score_the_best():
    lesson = catalogue.get("durees")
    progress = {"lessons": {}, "concepts": {}}
    runs.mark_passed(progress, lesson, 4, date(2026, 11, 2))
    runs.mark_passed(progress, lesson, 5, date(2026, 11, 9))
    runs.mark_passed(progress, lesson, 3, date(2026, 11, 16))
    assert progress["lessons"]["durees"] == {"passed": True, "best": 5, "on": "2026-11-02"}
