"""What the rest of the site asks the classroom (api.py), the home page's block, the demo."""

import pytest
from django.contrib.auth.models import AnonymousUser
from django.core.management import call_command
from django.template import engines
from django.test import Client, RequestFactory
from django.utils import timezone

from clesite.classroom import actions, api
from clesite.classroom.models import Assignment, Classroom, LearningEvent
from games.tables.models import Seat, Table

from .conftest import client_for

pytestmark = pytest.mark.django_db


def test_pupil_of(pupil_a, teacher_a):
    assert api.pupil_of(pupil_a.user) == pupil_a
    assert api.pupil_of(teacher_a) is None
    assert api.pupil_of(AnonymousUser()) is None
    assert api.pupil_of(None) is None


def test_lessons_unlocked_for(pupil_a, teacher_a):
    assert api.lessons_unlocked_for(pupil_a.user) is False
    actions.set_lessons_unlocked(pupil_a.classroom, True)
    pupil_a.user.refresh_from_db()
    assert api.lessons_unlocked_for(type(pupil_a.user).objects.get(pk=pupil_a.user_id)) is True
    assert api.lessons_unlocked_for(teacher_a) is False
    assert api.lessons_unlocked_for(AnonymousUser()) is False


def test_teaches_table(pupil_a, pupil_b, teacher_a, teacher_b):
    """Issue 25, point 3: the class the table is reserved for, not the pupils seated at it."""
    reserved = f"class:{pupil_a.classroom_id}"
    table = Table.objects.create(
        code="T0001", game="cle-de-sol", mode="bots", seed=1, state={}, reserved_for=reserved
    )
    Seat.objects.create(table=table, index=0, kind="human", name="Léa", user=pupil_a.user)
    Seat.objects.create(table=table, index=1, kind="bot", name="Bot", bot_level="simple")
    assert api.teaches_table(teacher_a, table)
    assert not api.teaches_table(teacher_b, table)
    assert not api.teaches_table(pupil_a.user, table)  # a pupil never sees the hands
    assert not api.teaches_table(AnonymousUser(), table)
    open_table = Table.objects.create(
        code="T0002", game="cle-de-sol", mode="bots", seed=1, state={}
    )
    Seat.objects.create(table=open_table, index=0, kind="human", name="Léa", user=pupil_a.user)
    assert not api.teaches_table(teacher_a, open_table)  # his pupil at a guest's table
    teachers_own = Table.objects.create(
        code="T0003",
        game="cle-de-sol",
        mode="bots",
        seed=1,
        state={},
        reserved_for=f"teacher:{teacher_a.pk}",
    )
    assert api.teaches_table(teacher_a, teachers_own)
    assert not api.teaches_table(teacher_b, teachers_own)


def test_who_comes_to_a_reserved_table(pupil_a, pupil_b, teacher_a, teacher_b):
    """Issue 25, point 4: a pupil's table is his class's; a teacher's, his classes'."""
    assert api.reservation(pupil_a.user) == f"class:{pupil_a.classroom_id}"
    assert api.reservation(teacher_a) == f"teacher:{teacher_a.pk}"
    assert api.reservation(AnonymousUser()) == ""
    pupils = f"class:{pupil_a.classroom_id}"
    assert api.admission(pupil_a.user, pupils) == "play"
    assert api.admission(teacher_a, pupils) == "watch"
    assert api.admission(pupil_b.user, pupils) == ""
    assert api.admission(teacher_b, pupils) == ""
    assert api.admission(AnonymousUser(), pupils) == ""
    teachers = f"teacher:{teacher_a.pk}"
    assert api.admission(teacher_a, teachers) == "play"
    assert api.admission(pupil_a.user, teachers) == "play"
    assert api.admission(pupil_b.user, teachers) == ""
    assert api.admission(AnonymousUser(), "") == "play"  # a guest's table
    assert api.admission(teacher_a, "class:x\x00") == ""  # garbage opens nothing


def test_note_names_and_display_name(pupil_a, teacher_a):
    actions.update_classroom(pupil_a.classroom, note_names="en")
    pupil = type(pupil_a).objects.get(pk=pupil_a.pk)
    assert api.note_names_for(pupil.user) == "en"
    assert api.note_names_for(teacher_a) is None
    assert api.display_name(pupil.user) == "Léa" and api.display_name(teacher_a) == ""


def render_home_block(user) -> str:
    request = RequestFactory().get("/")
    request.user = user
    template = engines["django"].from_string('{% include "classroom/home_block.html" %}')
    return template.render({"request": request, "csrf_token": "x"}, request)


def test_the_home_block_for_a_pupil_shows_their_homework_and_a_way_out(pupil_a):
    Assignment.objects.create(
        classroom=pupil_a.classroom, kind="game", target="cle-de-sol", count=3,
        due=timezone.localdate(),
    )  # fmt: skip
    html = render_home_block(pupil_a.user)
    assert "Bonjour Léa" in html and "3 parties de Clé de Sol" in html
    assert "Ce n’est pas moi / Se déconnecter" in html and "0 / 3" in html


def test_the_home_block_for_a_teacher_and_for_anyone_else(class_a, teacher_b):
    assert "Les Hiboux" in render_home_block(class_a.teacher)
    assert render_home_block(teacher_b).strip() == ""  # no class yet: nothing
    assert "J’ai un code" in render_home_block(AnonymousUser())


def test_the_home_page_still_renders_for_a_pupil(pupil_a):
    assert client_for(pupil_a.user).get("/").status_code == 200


def test_demo_builds_a_living_class_once():
    call_command("demo")
    classroom = Classroom.objects.get(code="DEMO25")
    assert classroom.teacher.username == "enseignante@demo.cledesol"
    assert classroom.teacher.check_password("demo-cle-de-sol")
    # No emailed link for the demo's teacher: she logs in at once (trust.awaiting is False).
    assert Client().login(username="enseignante@demo.cledesol", password="demo-cle-de-sol")
    assert classroom.pupils.count() == 25
    events = LearningEvent.objects.filter(user__pupil__classroom=classroom)
    first, last = events.earliest("created_at"), events.latest("created_at")
    assert (last.created_at - first.created_at).days >= 21
    assert events.count() > 5000
    assert events.exclude(misconception="").filter(misconception="interval.exclusive-count")
    assert Table.objects.filter(status="finished", seats__user__pupil__classroom=classroom)
    counts = (events.count(), Table.objects.count(), Assignment.objects.count())
    call_command("demo")
    assert (events.count(), Table.objects.count(), Assignment.objects.count()) == counts
    teacher = client_for(classroom.teacher)
    html = teacher.get(f"/classe/{classroom.code}/").content.decode().replace("\xa0", " ")
    assert "En ce moment" in html and "/tables/DLIVE1/" in html
    assert "lvl-mastered" in html and "lvl-discovery" in html
    # A crawl read « Lesson: … intervalles » and « Ordinateur 1 » on English pages: a lesson's
    # answers are filed under a step, and computers are named as a real table names them.
    lesson = events.filter(source__startswith="lesson:")
    assert lesson and set(lesson.values_list("context", flat=True)) <= {
        "practice",
        "check",
        "review",
    }
    assert not Seat.objects.filter(name__startswith="Ordinateur")
    assert Seat.objects.filter(kind="bot", name__endswith="(moyen)")


def test_the_demo_plays_solo_en_notes():
    call_command("demo")
    classroom = Classroom.objects.get(code="DEMO25")
    solo = Table.objects.filter(game="solo", seats__user__pupil__classroom=classroom).distinct()
    finished = solo.filter(status="finished")
    assert finished and all(t.options == {"target": 200, "notes": True} for t in finished)
    assert all(t.outcome["finished"] and max(t.outcome["scores"]) >= 200 for t in finished)
    live = Table.objects.get(code="DLIVE3")
    assert live.game == "solo" and live.status == "playing" and live.options["notes"] is True
    assert live.seats.filter(kind="human").count() == 2
    events = LearningEvent.objects.filter(user__pupil__classroom=classroom, source="game:solo")
    assert set(events.values_list("concept", flat=True)) == {"pitch.read"}
    assert events.filter(misconception="pitch.step-off") and events.filter(correct=True)
    assert set(events.values_list("context", flat=True)) <= set(solo.values_list("code", flat=True))
    teacher = client_for(classroom.teacher)
    html = teacher.get(f"/classe/{classroom.code}/").content.decode()
    assert "/tables/DLIVE3/" in html
    assert teacher.get(f"/tables/{finished[0].code}/").status_code == 200


def test_the_identity_bar_any_layout_may_include(pupil_a, teacher_a):
    def render(user) -> str:
        request = RequestFactory().get("/")
        request.user = user
        template = engines["django"].from_string('{% include "classroom/identity_bar.html" %}')
        return template.render({"request": request, "csrf_token": "x"}, request)

    html = render(pupil_a.user)
    assert "Léa" in html and "Ce n’est pas moi / Se déconnecter" in html
    assert 'action="/rejoindre/sortir/"' in html
    assert render(teacher_a).strip() == render(AnonymousUser()).strip() == ""


def test_the_demo_plays_bataille_des_sons():
    call_command("demo")
    classroom = Classroom.objects.get(code="DEMO25")
    tables = Table.objects.filter(
        game="bataille-des-sons", seats__user__pupil__classroom=classroom
    ).distinct()
    assert tables and all(t.outcome["finished"] for t in tables)
    source = "game:bataille-des-sons"
    events = LearningEvent.objects.filter(user__pupil__classroom=classroom, source=source)
    assert set(events.values_list("concept", flat=True)) <= {
        "sound.volume", "sound.pitch", "sound.duration", "sound.timbre"
    }  # fmt: skip
    assert events.filter(correct=True) and events.filter(misconception__startswith="sound.")
    teacher = client_for(classroom.teacher)
    assert teacher.get(f"/tables/{tables[0].code}/").status_code == 200


def test_the_demo_lessons_passed_reach_the_lessons_own_mark():
    """A reviewer read « Réussie : 4 sur 6 » for Léa's « Les intervalles », whose check asks 5
    right of 6: the demo had the lesson's older check (4 of 5) written in it."""
    from theory.lessons import catalogue
    from theory.models import LessonProgress

    call_command("demo")
    lesson = catalogue.get("intervalles")
    passed = LessonProgress.objects.filter(lesson="intervalles", passed=True)
    assert passed.exists()
    assert all(lesson.pass_mark <= p.best <= lesson.check for p in passed)
