"""`manage.py demo --term` (issue 24): a class of 30 with a term's play, the same every time,
whose dashboard reads summaries that agree with its answers."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone

from clesite.classroom import analytics, demo_term, reports
from clesite.classroom.models import Classroom, LearningEvent
from games.tables.models import Table

pytestmark = pytest.mark.django_db


def test_the_term_class_has_thirty_pupils_a_term_of_answers_and_tables():
    said = StringIO()
    call_command("demo", "--term", stdout=said)
    term = Classroom.objects.get(code=demo_term.CLASS_CODE)
    answers = LearningEvent.objects.filter(user__pupil__classroom=term)
    tables = Table.objects.filter(reserved_for=f"class:{term.pk}", status="finished")
    assert term.pupils.count() == 30
    assert 11_000 <= answers.count() <= 13_500
    assert 210 <= tables.count() <= 260
    weeks = (
        answers.latest("created_at").created_at - answers.earliest("created_at").created_at
    ).days
    assert weeks >= 11 * 7
    # Up to this week (a term that ended ten days ago showed 0 min of activity everywhere).
    assert (timezone.now() - answers.latest("created_at").created_at).days <= 7
    rests = answers.filter(source="game:gama", concept__in=demo_term.ALWAYS_ACCEPTED)
    assert rests.exists()  # a ♭ ♯ ♮ or rest is always accepted: forced, as the game stamps it
    assert not rests.filter(detail__has_key="options").exclude(detail__options=1).exists()
    stamped = answers.filter(detail__has_key="options").count()
    assert 0.7 * answers.count() < stamped < answers.count()  # the first weeks' are old answers
    call_command("demo", "--term", stdout=StringIO())  # a second run adds nothing
    assert answers.count() == LearningEvent.objects.filter(user__pupil__classroom=term).count()
    assert f"{answers.count()} answers (created)." in said.getvalue()
    now = timezone.now()
    report = reports.class_report(term, now)
    raw = analytics.answers_by_user(p.user_id for p in term.pupils.all())
    first = report.rows[0]
    assert first.summary.mastery == analytics.summarise(raw[first.pupil.user_id], now).mastery
    # a term has lessons and homework too (a teacher reviewer found neither)
    from theory.models import LessonProgress

    passed = LessonProgress.objects.filter(user__pupil__classroom=term, passed=True).count()
    assert 5 <= passed <= 30
    assert answers.filter(source="lesson:intervalles").count() > 100
    assert sorted(term.assignments.values_list("target", flat=True)) == [
        "cle-de-sol",
        "gama",
        "intervalles",
    ]


def test_the_terms_right_answers_found_at_once_count_as_the_product_counts_them():
    """A reviewer's find: the term's right answers with one fitting card had no `first_try`
    stamp (the classroom's hooks give one), so they were set aside as found by elimination
    while the wrong ones counted: half the strong pupils' cells read « découverte »."""
    from games.engine.evidence import is_decision

    call_command("demo", "--term", stdout=StringIO())
    term = Classroom.objects.get(code=demo_term.CLASS_CODE)
    answers = LearningEvent.objects.filter(user__pupil__classroom=term, correct=True)
    once = answers.filter(detail__fitting=1, detail__options__gt=1)
    assert once.count() > 500
    assert all(is_decision(a.detail, True) for a in once)
    gama = LearningEvent.objects.filter(
        user__pupil__classroom=term, concept__startswith="accidental."
    )
    assert gama.exists() and not gama.filter(correct=False).exists()  # never refused
