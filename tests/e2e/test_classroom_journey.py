"""The classroom in Chromium: a teacher signs up (opening the account with the emailed link),
creates a class, prints the login cards; a pupil logs in with a card on another computer, plays
a Clé de Sol game against the computer and answers a lesson's questions; the teacher's
dashboard then shows that pupil's events and mastery.

Also: joining works without JavaScript, and screenshots of the demo class (the dashboard a
teacher sees after weeks of play) for the report.
"""

import re
from pathlib import Path

from django.core import mail
from django.core.management import call_command
from playwright.sync_api import Page, expect

from clesite.classroom.models import Classroom, LearningEvent, Pupil
from games.tables.models import Table
from tests.conftest import keep_on_this_machine, watch_policy

from .test_cledesol_play import play_until, start_table

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"
PASSWORD = "la-clef-des-champs-2025"


def shoot(page: Page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / name, full_page=True)


def guarded_page(browser, live_server, **options) -> Page:
    """A page in a fresh browser context (another computer), kept on this machine."""
    context = browser.new_context(
        locale="fr-FR", viewport={"width": 1280, "height": 900}, **options
    )
    page = context.new_page()
    page.outside = keep_on_this_machine(page, live_server.url)
    page.violations = watch_policy(page)
    page.base_url = live_server.url
    return page


def sign_up_and_create_a_class(page: Page) -> Classroom:
    page.goto(page.base_url + "/")
    page.get_by_role("link", name="Espace classe").click()
    expect(page).to_have_url(re.compile("/comptes/connexion/"))
    page.get_by_role("link", name="Créer un compte enseignant").click()
    page.fill("#id_name", "Mme Durand")
    page.fill("#id_email", "durand@ecole.example")
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    page.get_by_role("button", name="Créer mon compte").click()
    expect(page.locator("h1")).to_have_text("Regardez vos messages")
    (message,) = mail.outbox  # the link of the email, as the teacher's mailbox shows it
    link = re.search(r"https?://\S+/comptes/activation/\S+/", message.body).group(0)
    page.goto(link)
    page.get_by_role("button", name="Ouvrir mon compte").click()
    expect(page).to_have_url(re.compile("/classe/$"))
    expect(page.locator("h1")).to_have_text("Mes classes")
    page.fill("#id_name", "CM1 Les Mésanges")
    page.fill("#id_level", "CM1")
    page.get_by_label("Do Ré Mi").check()
    page.get_by_role("button", name="Créer la classe").click()
    expect(page.locator("h1")).to_have_text("CM1 Les Mésanges")
    return Classroom.objects.get(name="CM1 Les Mésanges")


def add_pupils_and_print_cards(page: Page, classroom: Classroom) -> dict[str, str]:
    page.fill("#id_names", "Léa\nTom\nZoé")
    page.get_by_role("button", name="Ajouter", exact=True).click()
    expect(page.locator("#eleves .message")).to_contain_text("3 élèves ajoutés")  # where it opens
    page.get_by_role("link", name="Imprimer les cartes de connexion").click()
    expect(page.locator(".login-card")).to_have_count(3)
    expect(page.locator(".login-card svg.qr")).to_have_count(3)
    cards = {}
    for i in range(3):
        card = page.locator(".login-card").nth(i)
        expect(card.locator(".lc-code")).to_have_text(classroom.code)
        cards[card.locator(".lc-name").inner_text()] = card.locator(".lc-secret").inner_text()
    assert sorted(cards) == ["Léa", "Tom", "Zoé"]
    shoot(page, "classroom-journey-cards.png")
    page.emulate_media(media="print")
    expect(page.locator(".site-header")).to_be_hidden()
    expect(page.locator(".login-card").first).to_be_visible()
    page.emulate_media(media="screen")
    return cards


def pupil_logs_in_with_the_card(pupil: Page, classroom: Classroom, code: str) -> None:
    pupil.goto(pupil.base_url + "/rejoindre/")  # the address on the card
    pupil.fill("#id_classe", classroom.code.lower())
    pupil.get_by_role("button", name="Continuer").click()
    expect(pupil.locator("h1")).to_have_text("Qui es-tu ?")
    pupil.get_by_role("link", name="Léa").click()
    wrong = "1111" if code != "1111" else "2222"
    pupil.fill("#id_code", wrong)
    pupil.get_by_role("button", name="Entrer").click()
    expect(pupil.locator(".form-errors")).to_contain_text("Ce n’est pas le bon code")
    # Typed key by key with a space, as read off the card: the box must not cut it (review 10).
    pupil.fill("#id_code", "")
    pupil.locator("#id_code").press_sequentially(f"{code[:2]} {code[2:]}")
    pupil.get_by_role("button", name="Entrer").click()
    expect(pupil).to_have_url(re.compile("/classe/moi/$"))
    expect(pupil.locator(".identity-bar")).to_contain_text("Léa")
    expect(pupil.get_by_role("button", name="Ce n’est pas moi / Se déconnecter")).to_be_visible()


def pupil_answers_a_lesson(pupil: Page) -> str:
    """A few questions of the first lesson if /lecons/ offers lessons; else the interval memo."""
    pupil.goto(pupil.base_url + "/lecons/")
    first = pupil.locator('a[href="/lecons/lire-les-notes/"]')
    if first.count():
        from .test_lessons import answer, go_on

        pupil.goto(pupil.base_url + "/lecons/lire-les-notes/")
        expect(pupil.locator("#run form[data-question]")).to_be_visible()
        assert answer(pupil, "lesson:lire-les-notes", right=False) == "wrong"
        go_on(pupil)
        assert answer(pupil, "lesson:lire-les-notes", right=True) == "right"
        return "lesson:lire-les-notes"
    pupil.goto(pupil.base_url + "/apprendre/intervalles/")
    expect(pupil.locator("h1")).to_be_visible()
    return ""


def test_teacher_signs_up_prints_cards_a_pupil_plays_and_the_dashboard_shows_it(
    site, browser, live_server
):
    teacher = site
    classroom = sign_up_and_create_a_class(teacher)
    cards = add_pupils_and_print_cards(teacher, classroom)

    pupil = guarded_page(browser, live_server)
    pupil_logs_in_with_the_card(pupil, classroom, cards["Léa"])
    lea = Pupil.objects.get(classroom=classroom, pseudonym="Léa")

    table = start_table(pupil, names=("Léa",))
    assert table.seats.get(index=0).user_id == lea.user_id
    # While Léa plays, her teacher sees the table among those playing now, with a link to it.
    teacher.goto(f"{teacher.base_url}/classe/{classroom.code}/")
    expect(teacher.locator("#en-direct")).to_contain_text("Léa")
    expect(teacher.locator(f'#en-direct a[href="/tables/{table.code}/"]')).to_be_visible()
    play_until(pupil, lambda: pupil.locator(".game-over").count() > 0)
    table.refresh_from_db()
    assert table.status == Table.Status.FINISHED

    lesson_source = pupil_answers_a_lesson(pupil)
    events = LearningEvent.objects.filter(user=lea.user)
    assert events.filter(source="game:cle-de-sol", context=table.code).count() > 3
    if lesson_source:
        assert events.filter(source=lesson_source).count() >= 2

    # Léa's own page shows what she did; then she leaves the shared computer.
    pupil.goto(pupil.base_url + "/classe/moi/")
    expect(pupil.locator(".stats")).to_contain_text("1")
    shoot(pupil, "classroom-journey-pupil-own-page.png")
    pupil.get_by_role("button", name="Ce n’est pas moi / Se déconnecter").first.click()
    expect(pupil.locator("h1")).to_have_text("Qui es-tu ?")
    assert not pupil.outside, pupil.outside
    assert not pupil.violations, pupil.violations
    pupil.context.close()

    # The teacher's dashboard: Léa's row has levels, her page her answers, game and mastery.
    teacher.goto(f"{teacher.base_url}/classe/{classroom.code}/")
    row = teacher.locator("table.mastery-grid tbody tr", has_text="Léa")
    seen = row.locator("td:not(.l0)")  # a cell's class says its level (issue 24)
    assert seen.count() >= 1
    tom = teacher.locator("table.mastery-grid tbody tr", has_text="Tom")
    assert tom.locator("td:not(.l0)").count() == 0
    teacher.locator("#activites-detail summary").click()  # a part, fetched when opened
    expect(teacher.locator("#activites")).to_contain_text("Jeu : Clé de Sol")
    shoot(teacher, "classroom-journey-dashboard.png")
    row.get_by_role("link", name="Léa").click()
    expect(teacher.locator("h1")).to_have_text("Léa")
    stats = teacher.locator(".stats li")
    expect(stats.nth(1)).to_contain_text("1")  # one finished game
    answers = int(stats.nth(2).locator("strong").inner_text())
    assert answers == events.count()
    expect(teacher.locator(".concept-line .level-name").first).to_be_visible()
    expect(teacher.locator("svg.weekly-chart")).to_be_visible()
    shoot(teacher, "classroom-journey-pupil.png")


def test_a_pupil_joins_without_javascript(live_server, browser):
    from clesite.classroom import actions

    teacher = actions.create_teacher(email="t@ecole.example", password=PASSWORD)
    classroom = actions.create_classroom(teacher=teacher, name="Les Merles")
    lea = actions.add_pupils(classroom, ["Léa", "Tom"]).created[0]
    page = guarded_page(browser, live_server, java_script_enabled=False)
    page.goto(page.base_url + "/rejoindre/")
    page.fill("#id_classe", classroom.code)
    page.get_by_role("button", name="Continuer").click()
    page.get_by_role("link", name="Léa").click()
    page.fill("#id_code", lea.code)
    page.get_by_role("button", name="Entrer").click()
    expect(page).to_have_url(re.compile("/classe/moi/$"))
    page.get_by_role("button", name="Ce n’est pas moi / Se déconnecter").first.click()
    expect(page.locator("h1")).to_have_text("Qui es-tu ?")
    page.context.close()


def test_screenshots_of_the_demo_class(site):
    call_command("demo")
    classroom = Classroom.objects.get(code="DEMO25")
    page = site
    page.goto(page.base_url + "/comptes/connexion/")
    page.fill("#id_username", "enseignante@demo.cledesol")
    page.fill("#id_password", "demo-cle-de-sol")
    page.get_by_role("button", name="Se connecter").click()
    expect(page).to_have_url(re.compile("/classe/$"))
    page.get_by_role("link", name="Tableau de bord", exact=True).first.click()
    expect(page.locator("table.mastery-grid tbody tr")).to_have_count(25)
    expect(page.locator(".misconceptions li").first).to_contain_text(
        "Compte les intervalles sans la note de départ"
    )
    shoot(page, "classroom-dashboard.png")
    page.get_by_role("link", name="Imprimer les cartes de connexion").click()
    expect(page.locator(".login-card")).to_have_count(25)
    shoot(page, "classroom-cards.png")
    page.emulate_media(media="print")
    page.set_viewport_size({"width": 794, "height": 1123})  # A4 at 96 dpi
    shoot(page, "classroom-cards-print.png")
    page.set_viewport_size({"width": 1280, "height": 900})
    page.emulate_media(media="screen")
    pupil = classroom.pupils.get(pseudonym="Léa")
    page.goto(f"{page.base_url}/classe/{classroom.code}/eleves/{pupil.pk}/")
    expect(page.locator("svg.weekly-chart rect").first).to_be_visible()
    shoot(page, "classroom-pupil.png")
    page.goto(page.base_url + "/classe/aide/")
    shoot(page, "classroom-help.png")
    page.context.clear_cookies()
    page.goto(f"{page.base_url}/rejoindre/")
    shoot(page, "classroom-join.png")
    page.fill("#id_classe", classroom.code)
    page.get_by_role("button", name="Continuer").click()
    shoot(page, "classroom-join-names.png")
    page.get_by_role("link", name="Léa").click()
    shoot(page, "classroom-join-code.png")
