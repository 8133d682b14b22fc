"""Issue 24: the dashboard's heavy parts are closed at first and fetched when the teacher opens
them: with the keyboard alone, and without JavaScript (a closed part's link opens it as a page)."""

import re

from playwright.sync_api import expect

from .test_accessibility import a_class_that_has_played, log_in_as_teacher
from .test_classroom_journey import guarded_page


def test_a_teacher_opens_the_parts_with_the_keyboard(site):
    page = site
    teacher, room, lea = a_class_that_has_played()
    log_in_as_teacher(page, teacher.email)
    page.goto(f"{page.base_url}/classe/{room.code}/")
    mistakes = page.locator("#erreurs-detail")
    expect(mistakes).not_to_have_attribute("open", "")
    expect(page.locator("#erreurs")).not_to_contain_text("quarte en montant")
    mistakes.locator("summary").focus()
    page.keyboard.press("Enter")
    expect(mistakes.locator(".part-body")).to_contain_text("quarte en montant depuis Do → Sol")
    expect(mistakes.locator(".part-body")).to_contain_text("Ce que dit le mémo")

    # A pupil's cells, told in words: what the grid's tooltips said.
    page.locator("#cases summary").focus()
    page.keyboard.press("Enter")
    page.locator("#cases-pupil").focus()
    page.keyboard.press("Home")  # Léa, first in alphabetical order
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    cells = page.locator("#cases-body")
    expect(cells).to_contain_text("Léa, notion par notion")
    expect(cells.locator("tr", has_text="Tierce montante")).to_contain_text("10")

    # The pupils' list, with their new-code forms, in the part opened.
    pupils = page.locator("#eleves-detail")
    pupils.locator("summary").focus()
    page.keyboard.press("Space")
    expect(pupils.get_by_role("button", name="Nouveau code")).to_have_count(3)
    page.screenshot(path="/tmp/dashboard-parts-open.png", full_page=True)


def test_the_parts_open_without_javascript(live_server, browser):
    teacher, room, _lea = a_class_that_has_played()
    page = guarded_page(browser, live_server, java_script_enabled=False)
    log_in_as_teacher(page, teacher.email)
    page.goto(f"{page.base_url}/classe/{room.code}/")
    part = page.locator("#eleves-detail")
    part.locator("summary").click()
    part.get_by_role("link", name="Ouvrir cette partie").click()
    expect(page).to_have_url(re.compile(f"/classe/{room.code}/eleves/$"))
    expect(page.locator("h1")).to_have_text("Élèves")
    expect(page.get_by_role("button", name="Nouveau code")).to_have_count(3)
    page.get_by_role("link", name=re.compile("Retour à la classe")).click()
    page.locator("#cases summary").click()
    page.get_by_role("button", name="Voir ses réponses").click()
    expect(page.locator("h1")).to_have_text(re.compile("notion par notion"))
    assert not page.outside and not page.violations
    page.context.close()


def test_a_grid_wider_than_a_laptop_says_it_goes_on_and_keeps_the_names_over_it(site):
    """A reviewer at 1366 × 768 never saw the grid's last columns (nothing said they were
    there), and saw cells scrolled past in the gap left of the pupils' names. (This class's
    grid is narrower than hers: a 1024 px screen.)"""
    page = site
    page.set_viewport_size({"width": 1024, "height": 768})
    teacher, room, _lea = a_class_that_has_played()
    log_in_as_teacher(page, teacher.email)
    page.goto(f"{page.base_url}/classe/{room.code}/")
    box = page.locator(".grid-scroll")
    assert box.evaluate("e => e.scrollWidth > e.clientWidth")  # else this test shows nothing
    expect(box).to_have_attribute("data-more", "right")
    box.evaluate(
        "e => { e.scrollLeft = (e.scrollWidth - e.clientWidth) / 2; e.dispatchEvent(new Event('scroll')); }"
    )
    expect(box).to_have_attribute("data-more", "both")
    box.evaluate("e => { e.scrollLeft = e.scrollWidth; e.dispatchEvent(new Event('scroll')); }")
    expect(box).to_have_attribute("data-more", "left")
    # The names' column covers the box from its very edge: no cell shows left of it.
    edge = box.evaluate("e => e.getBoundingClientRect().left")
    name = page.locator(".mastery-grid tbody th").first.evaluate(
        "e => e.getBoundingClientRect().left"
    )
    assert abs(name - edge) < 1.5, (name, edge)


def test_a_wheel_over_the_grid_keeps_its_headers_in_sight(site):
    """A reviewer on a class of 30: with the page scrolled past the grid's top, the wheel over
    the grid scrolled rows of symbols whose headers were out of sight."""
    page = site
    from clesite.classroom import actions

    page.set_viewport_size({"width": 1024, "height": 360})
    teacher, room, _lea = a_class_that_has_played()
    actions.add_pupils(room, [f"Élève {n}" for n in range(1, 25)])  # a class's size
    log_in_as_teacher(page, teacher.email)
    page.goto(f"{page.base_url}/classe/{room.code}/")
    box = page.locator(".grid-scroll")
    assert box.evaluate("e => e.scrollHeight > e.clientHeight + 2")  # else nothing to show
    # the page scrolled 80 px past the grid's top
    page.evaluate(
        "b => window.scrollBy(0, b.getBoundingClientRect().top + 80)", box.element_handle()
    )
    box.hover()
    page.mouse.wheel(0, 120)
    header = page.locator(".mastery-grid .concepts th").first
    expect(header).to_be_in_viewport()
    nav_bottom = page.locator(".section-nav").evaluate("e => e.getBoundingClientRect().bottom")
    top = header.evaluate("e => e.getBoundingClientRect().top")
    assert top >= nav_bottom - 10, (top, nav_bottom)


def test_the_dashboard_fits_a_phone_and_its_menu_hides_no_focused_link(site):
    """An accessibility review: on a 360 px phone the whole dashboard scrolled 258 px sideways
    (a visually hidden heading out of its scrolling table), and the sticky menu took 156 px of
    the screen; at 900 × 620, Shift+Tab never leaves a focused link under the menu."""
    page = site
    teacher, room, _lea = a_class_that_has_played()
    log_in_as_teacher(page, teacher.email)
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{page.base_url}/classe/{room.code}/")
    for part in ("#eleves-detail", "#erreurs-detail"):
        page.locator(f"{part} summary").click()
        expect(page.locator(f"{part} .part-body")).not_to_be_empty()
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    nav = page.locator(".section-nav")
    assert nav.evaluate("n => getComputedStyle(n).position") == "static"
    page.set_viewport_size({"width": 900, "height": 620})
    assert nav.evaluate("n => getComputedStyle(n).position") == "sticky"
    page.locator("a").last.focus()
    under = """() => { const e = document.activeElement, n = document.querySelector('.section-nav');
      if (!e || n.contains(e)) return false;
      const b = e.getBoundingClientRect(), m = n.getBoundingClientRect();
      return b.top < m.bottom - 1 && b.bottom > m.top + 1 }"""
    hidden = 0
    for _ in range(30):
        page.keyboard.press("Shift+Tab")
        hidden += page.evaluate(under)
    assert hidden == 0
