"""The /lecons/ pages through Django's test client: access, the no-JavaScript flow, htmx
partials, progress and learning events for guests and pupils, teachers' exercises."""

from __future__ import annotations

import re

import pytest
from django.contrib.sessions.backends.db import SessionStore

from clesite.classroom.models import LearningEvent
from theory.lessons import catalogue, exercises
from theory.lessons.kinds import from_ref
from theory.models import ConceptBox, LessonProgress, TeacherExercise

pytestmark = pytest.mark.django_db


def run_of(client, key):
    session = SessionStore(session_key=client.cookies["sessionid"].value)
    return session["lessons.runs"][key]


def question(client, key):
    return from_ref(run_of(client, key)["q"])


def token(html: str) -> str:
    return re.search(r'name="q" value="([^"]+)"', html).group(1)


def pick(q, right: bool) -> list[str]:
    if q.mode == "multi":
        from theory.lessons.gen_rhythm import sum_solutions

        return [f"c{i}" for i in sum_solutions(q)[0]] if right else [q.choices[0].value]
    return [next(c.value for c in q.choices if (c.value in q.answers) == right)]


def answer(client, slug, right=True, htmx=False):
    page = client.get(f"/lecons/{slug}/").content.decode()
    q = question(client, f"lesson:{slug}")
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    return client.post(
        f"/lecons/{slug}/repondre/", {"q": token(page), "answer": pick(q, right)}, **headers
    )


def finish(client, slug):
    client.get(f"/lecons/{slug}/")
    for _ in range(60):
        run = run_of(client, f"lesson:{slug}")
        if run["phase"] == "done":
            return run
        answer(client, slug, right=True)
        client.post(f"/lecons/{slug}/suivant/")
    raise AssertionError("the lesson never ended")


@pytest.fixture
def classroom():
    from clesite.classroom import actions

    teacher = actions.create_teacher(email="t@example.org", password="pass-word-123")
    room = actions.create_classroom(teacher=teacher, name="6e B")
    pupil = actions.add_pupils(room, ["Ana"]).created[0]
    return teacher, room, pupil


def test_the_path_lists_every_lesson_the_first_open(client):
    html = client.get("/lecons/").content.decode()
    for lesson in catalogue.PATH:
        assert f"/lecons/{lesson.slug}/" in html or lesson.title("fr") in html
    assert html.count("is-locked") == len(catalogue.PATH) - 1
    assert client.get("/lecons/durees/").status_code == 403
    assert client.get("/lecons/pas-une-lecon/").status_code == 404


def test_a_lesson_page_reads_without_javascript(client):
    response = client.get("/lecons/lire-les-notes/")
    html = response.content.decode()
    assert response.status_code == 200
    assert '<details class="explain" id="comprendre" open>' in html
    assert 'svg role="img"' in html and "data-sound=" in html  # the memo's staves and sound
    assert '<form class="q' in html and 'method="post"' in html
    assert "answers" not in html  # the right answer never reaches the page


def test_a_plain_form_post_redirects_to_the_feedback(client):
    response = answer(client, "lire-les-notes", right=False)
    assert response.status_code == 303 and response["Location"] == "/lecons/lire-les-notes/#run"
    html = client.get("/lecons/lire-les-notes/").content.decode()
    assert 'data-feedback="wrong"' in html and 'class="fb-text"' in html
    assert "data-autoplay=" in html and "is-right" in html


def test_htmx_gets_only_the_run_panel(client):
    response = answer(client, "lire-les-notes", right=True, htmx=True)
    html = response.content.decode()
    assert response.status_code == 200 and html.lstrip().startswith('<section id="run"')
    assert 'data-feedback="right"' in html and "<html" not in html
    assert response["Vary"] and "HX-Request" in response["Vary"]


def test_a_stale_answer_is_ignored(client):
    client.get("/lecons/lire-les-notes/")
    q = question(client, "lesson:lire-les-notes")
    client.post("/lecons/lire-les-notes/repondre/", {"q": "0-0", "answer": pick(q, True)})
    assert run_of(client, "lesson:lire-les-notes")["fb"] is None
    assert not LearningEvent.objects.exists()


def test_a_guest_progress_stays_in_the_session_and_events_carry_the_tables_token(client):
    run = finish(client, "lire-les-notes")
    assert run["passed"]
    session = SessionStore(session_key=client.cookies["sessionid"].value)
    assert session["lessons.progress"]["lessons"]["lire-les-notes"]["passed"]
    assert not LessonProgress.objects.exists() and not ConceptBox.objects.exists()
    token = session["player_token"]  # games.tables.access.player_token: shared with the games
    events = LearningEvent.objects.filter(source="lesson:lire-les-notes")
    assert events.count() >= catalogue.get("lire-les-notes").check
    assert set(events.values_list("guest_token", flat=True)) == {token}
    assert session["lessons.events"][-1]["source"] == "lesson:lire-les-notes"
    assert client.get("/lecons/notes-hors-portee/").status_code == 200


def test_a_pupil_progress_and_events_go_to_the_database(client, classroom):
    teacher, room, pupil = classroom
    client.force_login(pupil.user)
    answer(client, "lire-les-notes", right=False)
    client.post("/lecons/lire-les-notes/suivant/")
    finish(client, "lire-les-notes")
    assert LessonProgress.objects.get(user=pupil.user, lesson="lire-les-notes").passed
    boxes = ConceptBox.objects.filter(user=pupil.user)
    assert boxes.filter(box=1).exists() and boxes.filter(wrong__gt=0).exists()
    events = LearningEvent.objects.filter(user=pupil.user)
    assert events.filter(correct=False, context="practice").exists()
    assert events.filter(context="check").count() == catalogue.get("lire-les-notes").check
    assert not events.exclude(guest_token="").exists()


def test_a_teacher_may_open_every_lesson_for_the_class(client, classroom):
    from clesite.classroom import actions

    teacher, room, pupil = classroom
    client.force_login(pupil.user)
    assert client.get("/lecons/jeu-gama/").status_code == 403
    actions.set_lessons_unlocked(room, True)
    assert client.get("/lecons/jeu-gama/").status_code == 200
    assert "is-locked" not in client.get("/lecons/").content.decode()


def test_the_class_note_names_are_used(client, classroom):
    from clesite.classroom import actions

    teacher, room, pupil = classroom
    actions.update_classroom(room, note_names="en")
    client.force_login(pupil.user)
    html = client.get("/lecons/lire-les-notes/").content.decode()
    assert ">E<" in html.replace(" ", "") or "low E" in html
    # the explanation's text names them so too, in the page's French (not « Mi, Sol, Si »)
    assert "de bas en haut\u00a0: E, G, B, D, F." in html
    assert "Mi, Sol" not in html
    path = client.get("/lecons/").content.decode()
    assert "E, G, B, D, F et F, A, C, E." in path and "C grave et A aigu" in path


def test_only_teachers_make_exercises(client, classroom):
    teacher, room, pupil = classroom
    stranger = client.get("/lecons/exercice/")
    assert stranger.status_code == 403 and "/comptes/connexion/?next=" in stranger.content.decode()
    client.force_login(pupil.user)
    refused = client.get("/lecons/exercice/")
    # A logged-in pupil sent to log in came straight back here (a crawl): no login for her.
    assert refused.status_code == 403 and "connexion/?next=" not in refused.content.decode()
    assert "Tes leçons t’attendent" in refused.content.decode()
    assert client.post("/lecons/exercice/", {"types": ["read"]}).status_code == 403
    assert not TeacherExercise.objects.exists()


def test_an_exercise_that_can_ask_fewer_questions_than_its_count_says_so(client, classroom):
    """An evidence reviewer made eight questions on one note: the same question eight times,
    whose repeats no longer count in the grid (`repeat`). The teacher is told, and why."""
    teacher, _room, _pupil = classroom
    client.force_login(teacher)
    data = {"types": ["read"], "pitches": ["C4"], "count": "8", "time_limit": "0"}
    response = client.post("/lecons/exercice/", data)
    ready = client.get(response["Location"]).content.decode().replace("\xa0", " ")
    assert "qu’une seule question différente : elle sera posée 8 fois" in ready
    assert '<p class="message warn-repeat" role="note">' in ready  # a warning, not a grey hint
    data = {**data, "pitches": ["C4", "E4"], "count": "5"}
    ready = client.get(client.post("/lecons/exercice/", data)["Location"]).content.decode()
    assert "que 2 questions différentes pour 5 demandées" in ready.replace("\xa0", " ")


def test_a_teacher_exercise_from_form_to_events(client, classroom):
    teacher, room, pupil = classroom
    client.force_login(teacher)
    assert client.get("/lecons/exercice/").status_code == 200
    bad = client.post(
        "/lecons/exercice/",
        {
            "types": ["intervals"],
            "pitches": ["C4"],
            "sizes": ["3"],
            "directions": ["-1"],
            "count": "5",
        },
    )
    assert bad.status_code == 400 and not TeacherExercise.objects.exists()  # nothing below C4
    data = {
        "title": "Tierces",
        "types": ["intervals"],
        "pitches": ["C4", "E4", "G4"],
        "sizes": ["3"],
        "directions": ["1"],
        "count": "3",
        "time_limit": "0",
        "names": "en",
    }
    response = client.post("/lecons/exercice/", data)
    exercise = TeacherExercise.objects.get()
    assert response.status_code == 302 and exercise.code in response["Location"]
    ready = client.get(response["Location"]).content.decode()
    assert f"/lecons/exercice/{exercise.code}/" in ready and "<svg" in ready
    # The summary says what was ticked: the kind of question and its intervals.
    assert "Questions\u00a0: Trouver la note à un intervalle</li>" in ready
    assert "Intervalles\u00a0: tierce, en montant</li>" in ready
    assert "questions différentes" not in ready  # three notes, three questions
    assert exercise.teacher == teacher and exercise.params["names"] == "en"

    client.force_login(pupil.user)
    key = f"exercise:{exercise.code}"
    for _ in range(3):
        page = client.get(f"/lecons/exercice/{exercise.code}/").content.decode()
        q = question(client, key)
        assert q.kind == "interval.find" and q.data["size"] == 3 and q.data["direction"] == 1
        assert "Which note" not in page  # names follow the class or exercise, not the language
        client.post(
            f"/lecons/exercice/{exercise.code}/repondre/",
            {"q": token(page), "answer": pick(q, True)},
        )
        client.post(f"/lecons/exercice/{exercise.code}/suivant/")
    assert run_of(client, key)["phase"] == "done"
    events = LearningEvent.objects.filter(user=pupil.user, source=f"exercise:{exercise.code}")
    assert events.count() == 3 and all(e.correct for e in events)
    assert client.get("/lecons/exercice/NOPE42/").status_code == 404


def test_a_time_limit_ends_the_exercise(client, classroom):
    teacher, room, pupil = classroom
    params, errors = exercises.clean(
        {"types": ["read"], "pitches": ["E4"], "count": 5, "time_limit": 1}
    )
    assert not errors
    exercise = TeacherExercise.objects.create(code="TIME42", teacher=teacher, params=params)
    client.force_login(pupil.user)
    page = client.get(f"/lecons/exercice/{exercise.code}/").content.decode()
    assert 'data-remaining="' in page
    session = SessionStore(session_key=client.cookies["sessionid"].value)
    runs_ = session["lessons.runs"]
    runs_["exercise:TIME42"]["deadline"] = 1.0  # long past
    session["lessons.runs"] = runs_
    session.save()
    # At 0:00 the page's clock sends the question empty: the end, not « not one of the choices »
    # (and nothing recorded); a late answer is the same.
    for answer in ([], ["E"]):
        client.post("/lecons/exercice/TIME42/repondre/", {"q": token(page), "answer": answer})
        html = client.get("/lecons/exercice/TIME42/").content.decode()
        assert 'data-result="done"' in html and "temps est écoulé" in html
        assert "ne fait pas partie des choix" not in html
    assert not LearningEvent.objects.filter(source="exercise:TIME42").exists()


def test_the_review_page_with_and_without_due_concepts(client, classroom):
    teacher, room, pupil = classroom
    client.force_login(pupil.user)
    assert "Rien à réviser" in client.get("/lecons/revision/").content.decode()
    ConceptBox.objects.create(user=pupil.user, concept="scale.next", box=2, due="2020-01-01")
    assert "À réviser aujourd’hui" in client.get("/lecons/").content.decode()
    client.post("/lecons/revision/recommencer/")
    html = client.get("/lecons/revision/").content.decode()
    q = question(client, "review")
    assert q.concept == "scale.next"
    client.post("/lecons/revision/repondre/", {"q": token(html), "answer": pick(q, True)})
    assert ConceptBox.objects.get(user=pupil.user, concept="scale.next").box == 3
    assert LearningEvent.objects.filter(source="lesson:gamme", context="review").exists()


def test_the_classroom_lists_the_lessons_by_title():
    from clesite.classroom.sources import lesson_choices, source_label

    assert ("intervalles", "Tierce, quarte, quinte") in lesson_choices()
    assert "Les notes sur la portée" in source_label("lesson:lire-les-notes")


@pytest.mark.parametrize("htmx", [False, True])
def test_an_answer_that_was_not_offered_is_refused_and_the_run_goes_on(client, htmx):
    """Hardening (issue 25.2): a value outside the choices was a 500 that broke the run for good,
    and 990 extra values were kept raw in the session."""
    page = client.get("/lecons/lire-les-notes/").content.decode()
    q = question(client, "lesson:lire-les-notes")
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    hostile = [
        {"answer": "Z9"},
        {"answer": [q.choices[0].value] * 2},
        {"answer": [c.value for c in q.choices] + ["x" * 2400] * 900},
        {},
    ]
    for extra in hostile:
        response = client.post(
            "/lecons/lire-les-notes/repondre/", {"q": token(page), **extra}, follow=True, **headers
        )
        assert response.status_code == 200
        assert "ne fait pas partie des choix" in response.content.decode()
        assert run_of(client, "lesson:lire-les-notes")["fb"] is None
    too_many = {"q": token(page), "answer": ["x"] * 2000}  # past Django's field limit
    response = client.post("/lecons/lire-les-notes/repondre/", too_many, **headers)
    assert response.status_code == 400 and run_of(client, "lesson:lire-les-notes")["fb"] is None
    assert not LearningEvent.objects.exists()
    session = SessionStore(session_key=client.cookies["sessionid"].value)
    assert len(str(session.load())) < 20_000
    assert answer(client, "lire-les-notes", right=True).status_code in (200, 303)
    assert run_of(client, "lesson:lire-les-notes")["fb"]["correct"] is True


def test_the_counter_says_why_it_grew_after_a_mistake(client):
    """Issue 20: « Question 3 sur 8 » became « sur 9 » after a mistake, unexplained."""
    before = client.get("/lecons/lire-les-notes/").content.decode()
    total = int(re.search(r"Question 1 sur (\d+)", before).group(1))
    answer(client, "lire-les-notes", right=False)
    after = client.get("/lecons/lire-les-notes/").content.decode()
    assert f"Question 1 sur {total + 1}" in after
    assert "dont 1 de plus après une erreur, pour t’entraîner" in after


def test_a_teacher_previews_every_lesson_and_nothing_is_recorded(client, classroom):
    """Issue 20: lessons 2–10 were a 403 for a teacher; a teacher's answers are no evidence."""
    from theory.lessons import catalogue as lessons

    teacher, room, pupil = classroom
    client.force_login(teacher)
    for lesson in lessons.PATH:
        page = client.get(f"/lecons/{lesson.slug}/")
        assert page.status_code == 200, lesson.slug
    assert "Aperçu enseignant" in page.content.decode()
    assert "is-locked" not in client.get("/lecons/").content.decode()
    for _ in range(3):
        answer(client, "lire-les-notes", right=False)
        client.post("/lecons/lire-les-notes/suivant/")
    assert not LearningEvent.objects.exists()
    assert not LessonProgress.objects.exists() and not ConceptBox.objects.exists()


def test_a_teacher_previewing_a_lesson_is_spoken_to_as_a_teacher(client, classroom):
    """Issue 20: the page addresses the pupil (« tu ») only when a pupil is there; the teacher
    reads the same lesson phrased for an adult."""
    teacher, room, pupil = classroom
    pupil_page = client.get("/lecons/lire-les-notes/").content.decode()  # a guest
    assert "À toi de jouer" in pupil_page and "Aperçu enseignant" not in pupil_page
    client.force_login(teacher)
    page = client.get("/lecons/notes-hors-portee/").content.decode()
    assert "Aperçu enseignant" in page and "celles que lisent vos élèves, qui sont tutoyés" in page
    assert "à écouter monter note après note" in page
    assert "Écoute-les" not in page and "À toi de jouer" not in page and "Ta main" not in page
    assert "Réussir le contrôle ouvre la leçon suivante" in client.get("/lecons/").content.decode()
    answer(client, "notes-hors-portee", right=False)
    after = client.get("/lecons/notes-hors-portee/").content.decode()
    assert "pour s’entraîner" in after and "pour t’entraîner" not in after


def fail_check(client, slug: str, missed: int) -> str:
    """The lesson's page after its check was failed with `missed` wrong answers."""
    client.get(f"/lecons/{slug}/")
    wrong = 0
    for _ in range(80):
        run = run_of(client, f"lesson:{slug}")
        if run["phase"] == "done":
            break
        right = run["phase"] != "check" or wrong >= missed
        wrong += not right
        answer(client, slug, right=right)
        client.post(f"/lecons/{slug}/suivant/")
    run = run_of(client, f"lesson:{slug}")
    assert run["phase"] == "done" and wrong == missed
    page = client.get(f"/lecons/{slug}/").content.decode()
    assert 'data-result="failed"' in page
    return page


@pytest.mark.parametrize(
    "slug, link",
    [
        ("durees", "/apprendre/durees/"),
        ("son", "/apprendre/son/"),
        ("jeu-gama", "/jeux/gama/regles/"),
    ],
)
def test_a_failed_check_sends_to_the_lessons_own_memo(client, classroom, slug, link):
    """A reviewer's find: « Relire un mémo » opened the pitch memo after every lesson."""
    _teacher, room, pupil = classroom
    room.lessons_unlocked = True
    room.save(update_fields=["lessons_unlocked"])
    client.force_login(pupil.user)
    result = fail_check(client, slug, 5).split('data-result="failed"', 1)[1]
    assert f'href="{link}"' in result and "/apprendre/hauteurs/" not in result


@pytest.mark.parametrize("missed", [5, 2])
def test_a_failed_check_says_presque_only_when_one_answer_was_missing(client, missed):
    """A reviewer's 0 right out of 5 was greeted « Presque ! »: it is « Pas encore ! » now,
    and « Presque ! » one answer short of the mark."""
    page = fail_check(client, "lire-les-notes", missed)
    said, not_said = (
        ("Pas encore\u00a0!", "Presque") if missed == 5 else ("Presque\u00a0!", "Pas encore")
    )
    assert said in page and not_said not in page


def test_a_question_told_by_its_prompt_alone_has_no_empty_box(client, classroom):
    """A music teacher saw an empty grey box above « Quelle note vient après Ré ? »: a question
    with neither staff, picture, table nor sound shows its prompt and its buttons only."""
    teacher, room, pupil = classroom
    client.force_login(pupil.user)
    ConceptBox.objects.create(user=pupil.user, concept="scale.next", box=2, due="2020-01-01")
    client.post("/lecons/revision/recommencer/")
    html = client.get("/lecons/revision/").content.decode()
    assert question(client, "review").kind == "scale.next"
    assert 'class="q-prompt"' in html and 'class="q-stage"' not in html
    html = client.get("/lecons/lire-les-notes/").content.decode()
    assert 'class="q-stage"' in html  # the staff's box stays where there is a staff


def test_a_pupil_logged_out_and_in_again_goes_on_at_her_question(classroom):
    """A reviewer's pupil logged out (« Ce n'est pas moi ») at question 4 and came back at
    question 1 of a new run: the run under way is kept with her, not only in the session."""
    from django.test import Client

    teacher, room, pupil = classroom
    first = Client()
    first.force_login(pupil.user)
    for _ in range(3):
        answer(first, "lire-les-notes", right=True)
        first.post("/lecons/lire-les-notes/suivant/")
    run = run_of(first, "lesson:lire-les-notes")
    assert run["asked"] == 3
    first.logout()
    again = Client()
    again.force_login(pupil.user)
    page = again.get("/lecons/lire-les-notes/").content.decode().replace("\xa0", " ")
    back = run_of(again, "lesson:lire-les-notes")
    assert back["asked"] == 3 and back["q"] == run["q"]  # the same question, not a new run
    assert "Question 4 " in page
    guest = Client()  # a guest has nothing of hers
    assert "Question 1 " in guest.get("/lecons/lire-les-notes/").content.decode().replace(
        "\xa0", " "
    )


def test_an_answer_sent_after_the_pupils_session_ended_asks_her_to_log_in_again(client, classroom):
    """A hardening reviewer's pupil, logged out by « Sortir » in another tab (or by 20 idle
    minutes), answered on: her answer was taken as a guest's, at a guest's first question, and
    nothing was said. She is sent to log in again; nothing is filed for anyone."""
    _teacher, _room, pupil = classroom
    client.force_login(pupil.user)
    page = client.get("/lecons/lire-les-notes/").content.decode()
    assert 'name="signed_in" value="1"' in page
    q = question(client, "lesson:lire-les-notes")
    sent = {"q": token(page), "answer": pick(q, True), "signed_in": "1"}
    client.post("/rejoindre/sortir/")  # the other tab
    before = LearningEvent.objects.count()
    got = client.post("/lecons/lire-les-notes/repondre/", sent, HTTP_HX_REQUEST="true")
    assert got.status_code == 204 and got["HX-Redirect"] == "/rejoindre/"
    plain = client.post("/lecons/lire-les-notes/repondre/", sent, follow=True)
    assert plain.redirect_chain[0] == ("/rejoindre/", 303)
    assert "Ta session est terminée" in plain.content.decode()
    assert LearningEvent.objects.count() == before
    guest = client.get("/lecons/lire-les-notes/").content.decode()  # a guest's page: no field
    assert 'name="signed_in"' not in guest
