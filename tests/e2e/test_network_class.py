"""A class's networked table in three browsers (issue 25, point 4): Léa, logged in with her
card, starts it; Tom, her classmate, sits under his own pseudonym without typing a name; a
visitor with the table's address gets a page that says the table is a class's, and no name."""

import re

from playwright.sync_api import Page, expect

from clesite.classroom import actions
from tests.e2e.test_cledesol_play import start_and_hurry_the_bots


def log_in(page: Page, code: str, name: str, secret: str) -> None:
    page.goto(page.base_url + "/rejoindre/")
    page.fill("#id_classe", code)
    page.get_by_role("button", name="Continuer").click()
    page.get_by_role("link", name=name).click()
    page.fill("#id_code", secret)
    page.get_by_role("button", name="Entrer").click()
    expect(page).to_have_url(re.compile("/classe/moi/$"))


def test_a_classmate_sits_under_his_pseudonym_and_a_stranger_sees_no_name(pages):
    lea_page, tom_page, stranger = pages
    teacher = actions.create_teacher(email="anne@ecole.example", password="un-mot-de-passe-42")
    classroom = actions.create_classroom(teacher=teacher, name="Les Hiboux")
    lea, tom = actions.add_pupils(classroom, ["Léa", "Tom"]).created
    log_in(lea_page, classroom.code, "Léa", lea.code)
    log_in(tom_page, classroom.code, "Tom", tom.code)

    lea_page.goto(lea_page.base_url + "/jeux/cle-de-sol/")
    lea_page.check("input[name=mode][value=network]")
    expect(lea_page.locator("#id_net_name")).to_have_value("Léa")
    expect(lea_page.locator("#id_net_name")).not_to_be_editable()
    lea_page.select_option("#id_seat_1", "person")
    lea_page.select_option("#id_seat_2", "simple")
    for i in range(3, 6):
        lea_page.select_option(f"#id_seat_{i}", "")
    table = start_and_hurry_the_bots(lea_page)
    assert len(table.code) == 8
    expect(lea_page.locator(".net-code-life")).to_contain_text(
        "Seuls les élèves de la classe peuvent s’asseoir à cette table."
    )
    join_url = lea_page.locator(".net-url a").get_attribute("href")

    stranger.goto(join_url)
    expect(stranger.locator("h1")).to_have_text("Table réservée")
    expect(stranger.locator(".table-refused")).to_contain_text("réservée aux élèves d’une classe")
    sign_in = stranger.get_by_role("link", name="Me connecter avec ma carte")
    # what a logged-out pupil needs, and the table to come back to once her card is read
    expect(sign_in).to_have_attribute("href", f"/rejoindre/?table={table.code}")
    assert "Léa" not in stranger.content()

    tom_page.goto(join_url)
    expect(tom_page.locator(".net-join-as")).to_have_text("Tu t’assieds sous ton pseudonyme, Tom.")
    expect(tom_page.locator("#join-name")).to_have_count(0)
    tom_page.get_by_role("button", name="M’asseoir à la table").click()
    expect(tom_page.locator(".hand-title")).to_contain_text("Tom")
    expect(lea_page.locator(".hand-title")).to_contain_text("Léa", timeout=5000)
