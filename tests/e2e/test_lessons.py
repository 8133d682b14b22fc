"""Journeys through the lessons in Chromium: a whole lesson as a guest and as a pupil (right and
wrong answers, the feedback, the check, the next lesson unlocked), the pupil's events in the
progress store and on the class dashboard, a teacher's exercise, and screenshots (fr, ro)."""

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.sessions.backends.db import SessionStore
from django.test import Client
from playwright.sync_api import expect

from theory.lessons.kinds import from_ref

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"


def shoot(page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / name, full_page=True)


def current_question(page, key: str):
    """The question on screen, regenerated from the run kept in the browser's session."""
    cookie = next(c for c in page.context.cookies() if c["name"] == settings.SESSION_COOKIE_NAME)
    run = SessionStore(session_key=cookie["value"])["lessons.runs"][key]
    return from_ref(run["q"]) if run.get("q") else None


def settled(page) -> None:
    """htmx has swapped the run panel in and is done with it."""
    expect(page.locator("#run")).to_have_count(1)
    expect(page.locator("#run")).not_to_have_class(re.compile("htmx-"))


def answer(page, key: str, right: bool, keyboard: bool = False) -> str:
    """Answer the question on screen, rightly or wrongly; returns the feedback's kind."""
    q = current_question(page, key)
    settled(page)
    run = page.locator("#run")
    if q.mode == "multi":
        from theory.lessons.gen_rhythm import sum_solutions

        # One card alone is always wrong ("plusieurs notes"); a solution is right.
        picks = [f"c{i}" for i in sum_solutions(q)[0]] if right else [q.choices[0].value]
        for value in picks:
            run.locator(f'.pick-card:has(input[value="{value}"])').click()
        run.locator(".check-button").click()
    else:
        values = [c.value for c in q.choices]
        value = next(v for v in values if (v in q.answers) == right)
        if keyboard and q.mode in ("buttons", "cards"):
            run.locator('[data-key="1"]').first.wait_for()
            page.keyboard.press(str(values.index(value) + 1))
        else:
            run.locator(f'button[name="answer"][value="{value}"]').first.click()
            steps = run.locator("[data-pick-steps]:visible")
            if q.mode == "staff" and steps.count():  # a phone: the tap picked, « Vérifier » sends
                steps.locator("[data-pick-ok]").click()
    feedback = run.locator("[data-feedback]")
    expect(feedback).to_be_visible()
    settled(page)
    return feedback.get_attribute("data-feedback")


def go_on(page, keyboard: bool = False) -> None:
    if keyboard:
        page.keyboard.press("Enter")
    else:
        page.locator("#run [data-next]").click()
    expect(page.locator("#run [data-feedback]")).to_have_count(0)
    settled(page)


def do_lesson(page, slug: str, shots: str = "", wrong_first: bool = True) -> None:
    """The whole lesson: the explanation, the practice (one mistake first), the check."""
    key = f"lesson:{slug}"
    page.goto(f"{page.base_url}/lecons/{slug}/")
    expect(page.locator("details.explain")).to_have_attribute("open", "")
    expect(page.locator(".explain svg.notation").first).to_be_visible()
    if shots:
        shoot(page, f"lesson-{shots}-explain-fr.png")
    first = True
    for _ in range(40):
        settled(page)
        if page.locator("#run [data-result]").count():
            break
        in_check = "phase-check" in page.locator("#run").get_attribute("class")
        wrong = first and wrong_first
        got = answer(page, key, right=not wrong, keyboard=not first)
        assert got == ("wrong" if wrong else "right")
        if wrong:
            expect(page.locator("#run .fb-verdict")).to_contain_text("Pas tout à fait")
            expect(page.locator("#run .fb-text")).not_to_be_empty()
            expect(page.locator("#run .is-right").first).to_be_visible()  # the right answer shown
            assert int(page.locator("html").get_attribute("data-audio-started") or 0) >= 1
            if shots:
                shoot(page, f"lesson-{shots}-feedback-fr.png")
        first = False
        go_on(page, keyboard=in_check)  # Enter goes on too
    expect(page.locator("#run [data-result]")).to_have_attribute("data-result", "passed")


def test_a_guest_does_a_whole_lesson_and_opens_the_next(site):
    site.goto(site.base_url + "/lecons/")
    expect(site.locator(".stop").first).to_have_class(re.compile("is-next"))
    expect(site.locator(".stop").nth(1)).to_have_class(re.compile("is-locked"))
    shoot(site, "lesson-index-fr.png")
    locked = site.request.get(site.base_url + "/lecons/notes-hors-portee/")
    assert locked.status == 403
    site.locator('.stop-card h2 a[href="/lecons/lire-les-notes/"]').click()
    expect(site).to_have_url(re.compile("/lecons/lire-les-notes/$"))
    do_lesson(site, "lire-les-notes", shots="guest")
    expect(site.locator(".result-title")).to_contain_text("Leçon réussie")
    shoot(site, "lesson-guest-passed-fr.png")
    site.locator("a.next-lesson").click()
    expect(site).to_have_url(re.compile("/lecons/notes-hors-portee/$"))
    expect(site.locator("#run form[data-question]")).to_be_visible()
    site.goto(site.base_url + "/lecons/")
    expect(site.locator(".stop").first).to_have_class(re.compile("is-done"))
    expect(site.locator(".stop").nth(1)).to_have_class(re.compile("is-next"))

    from clesite.classroom.models import LearningEvent

    events = LearningEvent.objects.filter(source="lesson:lire-les-notes")
    assert events.exists() and all(e.user_id is None and e.guest_token for e in events)
    assert events.filter(correct=False).exists()


@pytest.fixture
def classroom(db):
    from clesite.classroom import actions

    teacher = actions.create_teacher(email="prof@example.org", password="pass-word-123")
    room = actions.create_classroom(teacher=teacher, name="CM2 A")
    pupil = actions.add_pupils(room, ["Lina"]).created[0]
    return teacher, room, pupil


def log_in(page, user) -> None:
    client = Client()
    client.force_login(user)
    cookie = client.cookies[settings.SESSION_COOKIE_NAME]
    page.context.add_cookies(
        [{"name": settings.SESSION_COOKIE_NAME, "value": cookie.value, "url": page.base_url}]
    )


def test_a_pupil_does_a_whole_lesson_and_the_dashboard_sees_it(site, classroom):
    from clesite.classroom.models import LearningEvent
    from theory.models import LessonProgress

    teacher, room, pupil = classroom
    log_in(site, pupil.user)
    do_lesson(site, "lire-les-notes", shots="pupil")
    site.locator("a.next-lesson").click()
    expect(site).to_have_url(re.compile("/lecons/notes-hors-portee/$"))
    assert LessonProgress.objects.get(user=pupil.user, lesson="lire-les-notes").passed
    events = LearningEvent.objects.filter(user=pupil.user, source="lesson:lire-les-notes")
    assert events.filter(correct=True).count() >= 5 and events.filter(correct=False).exists()
    assert set(events.values_list("context", flat=True)) == {"practice", "check"}
    # The teacher's dashboard reads them: the pupil now shows answers from the lesson.
    site.context.clear_cookies()
    log_in(site, teacher)
    site.goto(f"{site.base_url}/classe/{room.code}/")
    expect(site.locator("body")).to_contain_text("Lina")
    expect(site.locator("body")).to_contain_text("Les notes sur la portée")


def test_a_teacher_unlocks_all_and_a_pupil_meets_every_kind_of_question(site, classroom):
    from clesite.classroom import actions

    teacher, room, pupil = classroom
    actions.set_lessons_unlocked(room, True)
    log_in(site, pupil.user)
    site.goto(site.base_url + "/lecons/")
    expect(site.locator(".stop.is-locked")).to_have_count(0)
    for slug, name in (
        ("intervalles", "intervals"),
        ("durees", "durations"),
        ("son", "sound"),
        ("jeu-cle-de-sol", "cledesol"),
        ("jeu-gama", "gama"),
    ):
        site.goto(f"{site.base_url}/lecons/{slug}/")
        expect(site.locator("#run form[data-question]")).to_be_visible()
        shoot(site, f"lesson-{name}-question-fr.png")
        got = answer(site, f"lesson:{slug}", right=False)
        assert got == "wrong"
        shoot(site, f"lesson-{name}-feedback-fr.png")
        go_on(site)
        assert answer(site, f"lesson:{slug}", right=True, keyboard=True) == "right"


def test_the_staff_to_click_puts_each_height_where_verovio_engraves_it(site, classroom):
    """The band of the reference note is centred on its engraved notehead; hovering a band
    shows a ghost note there."""
    from clesite.classroom import actions

    teacher, room, pupil = classroom
    actions.set_lessons_unlocked(room, True)
    log_in(site, pupil.user)
    site.goto(site.base_url + "/lecons/meme-nom-conjointes/")
    q = current_question(site, "lesson:meme-nom-conjointes")
    head = site.locator("#run svg.notation g.note.is-ref").bounding_box()
    band = site.locator(f'#run button[data-band][value="{q.data["ref"]}"]').bounding_box()
    assert abs((head["y"] + head["height"] / 2) - (band["y"] + band["height"] / 2)) < 3
    assert band["height"] > 8  # a comfortable target for a child's click
    other = next(c.value for c in q.choices if c.value not in q.answers)
    site.locator(f'#run button[data-band][value="{other}"]').hover()
    ghost = site.locator(f'#run button[data-band][value="{other}"] .ghost')
    expect(ghost).to_have_css("opacity", "1")
    shoot(site, "lesson-pick-staff-fr.png")
    # The keyboard: ↑ and ↓ walk the heights, Enter answers.
    heights = [b.get_attribute("value") for b in site.locator("#run [data-band]").all()]
    site.locator(f'#run button[data-band][value="{heights[5]}"]').focus()
    site.keyboard.press("ArrowUp")
    site.keyboard.press("ArrowUp")
    site.keyboard.press("ArrowDown")
    focused = site.evaluate("document.activeElement.value")
    assert focused == heights[4]
    site.keyboard.press("Enter")
    expect(site.locator("#run [data-feedback]")).to_be_visible()
    expect(site.locator("#run [data-next]")).to_be_focused()


def test_a_teacher_makes_an_exercise_and_a_pupil_does_it(site, classroom):
    from clesite.classroom.models import LearningEvent

    teacher, room, pupil = classroom
    log_in(site, teacher)
    site.goto(site.base_url + "/lecons/exercice/")
    site.fill("#ex-title", "Les lignes")
    site.locator('label.chip:has(input[value="place"])').click()
    for pitch in ("C4", "D4", "F4", "A4", "C5", "E5", "G5", "A5"):
        site.locator(f'label.chip:has(input[value="{pitch}"])').click()  # keep the lines only
    site.fill("#ex-count", "4")
    site.select_option("#ex-time", "2")
    shoot(site, "lesson-exercise-form-fr.png")
    site.get_by_role("button", name=re.compile("Créer l’exercice")).click()
    expect(site.locator("#exercise-link")).to_be_visible()
    shoot(site, "lesson-exercise-link-fr.png")
    link = site.locator("#exercise-link").get_attribute("href")
    code = link.rstrip("/").rsplit("/", 1)[-1]

    site.context.clear_cookies()
    log_in(site, pupil.user)
    site.goto(link)
    expect(site.locator(".timer")).to_be_visible()
    key = f"exercise:{code}"
    for i in range(4):
        assert answer(site, key, right=i != 1, keyboard=i == 2) == ("wrong" if i == 1 else "right")
        go_on(site)
    expect(site.locator("#run [data-result]")).to_contain_text("3 bonnes réponses sur 4")
    events = LearningEvent.objects.filter(user=pupil.user, source=f"exercise:{code}")
    assert events.count() == 4
    assert {e.concept.rsplit(".", 1)[-1] for e in events} == {"line"}


def test_the_lessons_in_romanian(site):
    site.goto(site.base_url + "/lecons/")
    site.get_by_role("button", name="Română").click()
    expect(site.locator("html")).to_have_attribute("lang", "ro")
    expect(site.locator(".stop-card h2").first).to_contain_text("Notele pe portativ")
    shoot(site, "lesson-index-ro.png")
    site.goto(site.base_url + "/lecons/lire-les-notes/")
    expect(site.locator(".q-prompt")).to_contain_text(re.compile("notă|portativ"))
    shoot(site, "lesson-explain-ro.png")
    answer(site, "lesson:lire-les-notes", right=False)
    expect(site.locator(".fb-text")).to_contain_text(re.compile("Ai apăsat|Această notă"))
    shoot(site, "lesson-feedback-ro.png")


def test_a_lesson_on_a_phone_does_not_scroll_sideways(site):
    site.set_viewport_size({"width": 390, "height": 844})
    for path in ("/lecons/", "/lecons/lire-les-notes/"):
        site.goto(site.base_url + path)
        wide = site.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        assert wide, f"{path} scrolls sideways on a phone"
    answer(site, "lesson:lire-les-notes", right=False)
    assert site.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    shoot(site, "lesson-phone-fr.png")


def test_a_lesson_works_without_javascript(browser, live_server):
    context = browser.new_context(java_script_enabled=False, locale="fr-FR")
    page = context.new_page()
    page.base_url = live_server.url
    page.goto(live_server.url + "/lecons/lire-les-notes/")
    q = current_question(page, "lesson:lire-les-notes")
    value = next(c.value for c in q.choices if c.value in q.answers)
    page.locator(f'button[name="answer"][value="{value}"]').click()
    expect(page).to_have_url(re.compile("/lecons/lire-les-notes/#run$"))
    expect(page.locator("[data-feedback]")).to_have_attribute("data-feedback", "right")
    page.locator("[data-next]").click()
    expect(page.locator("#run form[data-question]")).to_be_visible()
    context.close()


def test_enter_pressed_as_soon_as_the_next_button_has_the_focus_stays_in_the_page(site):
    """A reviewer's find: the focus reached « Question suivante » before htmx had taken over its
    form, so an Enter pressed at once sent it without htmx and reloaded the whole page. Now
    the focus comes once htmx is done, and whenever it is there, Enter goes on in place."""
    key = "lesson:lire-les-notes"
    site.goto(f"{site.base_url}/lecons/lire-les-notes/")
    site.evaluate("window.__samePage = true")
    for _ in range(4):
        settled(site)
        q = current_question(site, key)
        right = next(c.value for c in q.choices if c.value in q.answers)
        site.locator(f'#run button[name="answer"][value="{right}"]').first.click()
        steps = site.locator("#run [data-pick-steps]:visible")
        if q.mode == "staff" and steps.count():  # a click on the staff picks, « Vérifier » sends
            steps.locator("[data-pick-ok]").click()
        expect(site.locator("#run [data-next]")).to_be_focused()
        site.keyboard.press("Enter")  # at once: no wait for htmx to settle
        expect(site.locator("#run [data-feedback]")).to_have_count(0)
        assert site.evaluate("window.__samePage === true")  # no page load in between


def test_a_click_on_the_staff_picks_a_height_and_vérifier_sends_it(site, classroom):
    """An accessibility review: on a laptop or a tablet lying down, the staff's heights were
    11 px strips answered at the first click (a slip was a wrong answer filed against the
    child); the big ▲ ▼ « Vérifier » buttons came only under 800 px. Now on every screen."""
    from clesite.classroom import actions

    teacher, room, pupil = classroom
    actions.set_lessons_unlocked(room, True)
    log_in(site, pupil.user)
    site.set_viewport_size({"width": 1280, "height": 800})
    site.goto(site.base_url + "/lecons/lire-les-notes/")
    while not site.locator("#run [data-band]").count():  # a staff question
        answer(site, "lesson:lire-les-notes", right=True)
        go_on(site)
    steps = site.locator("#run [data-pick-steps]")
    expect(steps).to_be_visible()
    bands = site.locator("#run [data-band]")
    # nothing picked in advance: « Vérifier » waits for her own choice (a reviewer's find)
    expect(site.locator("#run [data-band].is-picked")).to_have_count(0)
    expect(steps.locator("[data-pick-ok]")).to_be_disabled()
    bands.nth(4).click()
    expect(bands.nth(4)).to_have_class(re.compile("is-picked"))
    expect(site.locator("#run [data-feedback]")).to_have_count(0)  # a click alone sends nothing
    site.get_by_role("button", name="Plus grave").click()
    expect(bands.nth(5)).to_have_class(re.compile("is-picked"))
    steps.locator("[data-pick-ok]").click()
    expect(site.locator("#run [data-feedback]")).to_be_visible()
