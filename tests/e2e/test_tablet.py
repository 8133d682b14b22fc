"""On a tablet (Galaxy Tab S4 held upright: 712 × 1138, a touch screen): a tablet reviewer found
Mots croisés' column 16 off screen, the Patience's cells 32 px and the lesson staff's heights
11 px strips for a finger, and the buttons 39–43 px tall. Each is measured here, by touch."""

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_lacle_crossword import reveal, set_state, start_hot_seat
from tests.e2e.test_lacle_patience import start

FINGER = 40  # px: the least a finger hits without a miss


@pytest.fixture
def browser_context_args(browser_context_args, playwright):
    device = dict(playwright.devices["Galaxy Tab S4"])
    device.pop("default_browser_type", None)
    return {**browser_context_args, **device}


def test_mots_croises_shows_its_16_columns_on_an_upright_tablet(site: Page):
    page = site
    assert page.evaluate("matchMedia('(pointer: coarse)').matches")
    table = start_hot_seat(page, ("Léa", "Tom"))
    set_state(table, ["NOTEEEEEEE", "UUUUOOOOII"])
    page.reload()
    reveal(page, "Léa")
    wrap = page.locator(".lc-grid-wrap").first.bounding_box()
    last = page.locator('#lc-grid [data-r="0"][data-c="15"]').bounding_box()
    assert last["x"] + last["width"] <= wrap["x"] + wrap["width"], (last, wrap)
    assert last["width"] >= 35, last  # still for a finger
    submit = page.locator(".lc-submit").bounding_box()
    assert submit["height"] >= 44, submit


def test_the_patience_cells_and_tiles_are_for_a_finger(site: Page):
    page = site
    start(page, "AIRENOTES")
    cell = page.locator('#lc-grid [data-r="0"][data-c="0"]').bounding_box()
    tile = page.locator(".lc-rack .lc-tile").first.bounding_box()
    assert round(cell["width"]) >= FINGER and tile["height"] >= 44, (cell, tile)
    assert page.evaluate("document.documentElement.scrollWidth") <= 712
    page.locator(".lc-rack .lc-tile").first.tap()
    page.locator('#lc-grid [data-r="7"][data-c="7"]').tap()
    expect(page.locator(".lc-pending").first).to_be_visible()


def test_the_lesson_staff_heights_are_for_a_finger(site: Page):
    page = site
    for _attempt in range(8):  # the first question's kind depends on the run's draw
        page.goto(page.base_url + "/lecons/lire-les-notes/")
        if page.locator(".pick-staff .band").count():
            break
        page.context.clear_cookies()
    band = page.locator(".pick-staff .band").first.bounding_box()
    assert band["height"] >= 16, band  # 10.8 px before
    assert page.evaluate("document.documentElement.scrollWidth") <= 712
