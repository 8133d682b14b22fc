"""On a phone (390 × 844): a refused move's message shows where the pupil is looking, by the
hand and the button just pressed, in every card game's table (issue 20)."""

import re
import time

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.e2e.test_bataille_play import start_bataille
from tests.e2e.test_cledesol_play import SHOTS, send, start_table
from tests.e2e.test_gama_play import ask_for_the_board, start_gama
from tests.e2e.test_solo_play import start_solo

PHONE = {"width": 390, "height": 844}


def wait_for_my_turn(page: Page, button: str, limit_s: float = 30) -> Locator:
    """Asks for the board until the bots (no delay) have played and the button (a CSS
    selector) is offered; returns it."""
    started = time.monotonic()
    wanted = page.locator("#board").locator(button).first
    while not wanted.count():
        if time.monotonic() - started > limit_s:
            raise AssertionError(f"{button} never came: {page.locator('#board').inner_text()}")
        ask_for_the_board(page)
    return wanted


def press_without_a_card(page: Page, button: str) -> None:
    """The commonest slip: the button pressed before a card is picked."""
    target = wait_for_my_turn(page, button)
    page.locator("#board .hand").scroll_into_view_if_needed()
    send(page, target)


def press_on_an_old_board(page: Page, button: str) -> None:
    """A move decided on a board that has changed since (the table's version behind)."""
    target = wait_for_my_turn(page, button)
    page.evaluate(
        """() => document.querySelectorAll('#board input[name=version]')
                 .forEach((input) => { input.value = String(+input.value - 1); })"""
    )
    target.scroll_into_view_if_needed()
    send(page, target)


GAMES = {
    "cledesol": (start_table, press_without_a_card, "button[value=play]"),
    "gama": (start_gama, press_without_a_card, ".hand-actions button[value=play]:not(.warn)"),
    # Solo offers « Poser » or « Piocher » on the pupil's turn, as the hand allows.
    "solo": (start_solo, press_on_an_old_board, "button[value=play], button[value=draw]"),
    "bataille": (start_bataille, press_on_an_old_board, "button.bs-ask, .bs-lay button"),
}


@pytest.mark.parametrize("slug", GAMES)
def test_a_refused_move_is_said_in_sight_on_a_phone(site, slug):
    start, mistake, button = GAMES[slug]
    site.set_viewport_size(PHONE)
    start(site)
    mistake(site, button)
    refusal = site.locator("#board .refusal")
    expect(refusal).to_have_count(1)
    expect(refusal).to_have_attribute("role", "alert")
    expect(refusal).to_be_in_viewport()
    # By the hand: inside the hand's own panel.
    expect(site.locator("#board .hand-form .refusal")).to_have_count(1)


# Each target's box (width, height) and the staves' boxes against the viewport's width.
TARGETS = """(selector) => [...document.querySelectorAll(selector)].map((t) => {
  const b = t.getBoundingClientRect();
  return [t.getAttribute('aria-label'), Math.round(b.width), Math.round(b.height)];
})"""
STAVES_CUT = """(selector) => [...document.querySelectorAll(selector)].filter((s) => {
  const b = s.getBoundingClientRect();
  return b.width > 0 && (b.left < -1 || b.right > document.documentElement.clientWidth + 1);
}).map((s) => [s.closest('[id]') ? s.closest('[id]').id : '', Math.round(s.getBoundingClientRect().left), Math.round(s.getBoundingClientRect().right)])"""


def small_targets(page: Page, selector: str) -> list:
    boxes = page.evaluate(TARGETS, selector)
    assert boxes, selector
    return [box for box in boxes if box[1] < 24 or box[2] < 24]


def test_the_memo_staff_fits_a_phone_and_its_notes_are_big_enough(site):
    """Issue 20: on a phone the memo's staff was cut and its click targets 11 px wide."""
    site.set_viewport_size(PHONE)
    site.goto(site.base_url + "/apprendre/hauteurs/")
    site.screenshot(path=SHOTS / "memo-hauteurs-phone.png", full_page=True)
    assert small_targets(site, ".note-hit") == []
    assert site.evaluate(STAVES_CUT, "svg.notation") == []
    for memo in ("hauteurs", "durees", "intervalles", "gamme", "son"):  # every staff scales
        site.goto(site.base_url + f"/apprendre/{memo}/")
        assert site.evaluate(STAVES_CUT, "svg") == [], memo
        assert site.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"], memo


def test_a_lesson_staff_fits_a_phone_and_its_heights_are_big_enough(site):
    """A « place the note » question: each height of the staff is a target of 24 px or more."""
    from django.contrib.auth import get_user_model

    from theory.lessons import exercises
    from theory.models import TeacherExercise

    teacher = get_user_model().objects.create_user("prof", "prof@example.org", "pass-word-123")
    params, errors = exercises.clean({**exercises.DEFAULTS, "types": ["place"], "count": 5})
    assert errors == []
    TeacherExercise.objects.create(code="PLACE2", teacher=teacher, params=params)
    site.set_viewport_size(PHONE)
    site.goto(site.base_url + "/lecons/exercice/PLACE2/")
    expect(site.locator(".pick-staff .band").first).to_be_attached()
    site.screenshot(path=SHOTS / "lesson-place-phone.png", full_page=True)
    assert site.evaluate(STAVES_CUT, "svg.notation") == []
    # The heights of a staff scaled to a phone are 11 px apart: a tap picks one (its ghost note
    # shows), ▲ ▼ (the equivalent targets, 24 px and more) move it, « Vérifier » sends it.
    steps = site.locator("[data-pick-steps]")
    expect(steps).to_be_visible()
    assert small_targets(site, "[data-pick-steps] button") == []
    bands = site.locator(".pick-staff .band")
    bands.nth(3).click()
    expect(bands.nth(3)).to_have_class(re.compile("is-picked"))
    expect(site.locator(".feedback")).to_have_count(0)  # a tap alone sends nothing
    site.get_by_role("button", name="Plus aigu").click()
    expect(bands.nth(2)).to_have_class(re.compile("is-picked"))
    picked = bands.nth(2).get_attribute("value")
    expect(site.locator("[data-pick-ok]")).to_have_attribute("value", picked)
    site.locator("[data-pick-ok]").click()
    expect(site.locator(".feedback")).to_be_visible()


def test_la_cles_patience_scrolls_its_grid_not_the_page_on_a_phone(site):
    """A reviewer's find: at 360 px the Patience's 16 columns widened the whole page to 551 px,
    its status line cut; the grid scrolls in its own box now."""
    from tests.e2e.test_lacle_patience import start as start_patience

    site.set_viewport_size({"width": 360, "height": 780})
    start_patience(site, "SAVOIRAB")
    assert site.locator("#lc-grid").is_visible()
    assert site.evaluate("() => document.documentElement.scrollWidth") <= 360
    wrap = site.locator(".lc-grid-wrap")
    assert wrap.evaluate("(el) => el.scrollWidth > el.clientWidth")  # the grid scrolls there


def test_a_games_end_fits_a_phone_its_scores_scroll_in_their_box(site):
    """A reviewer's find: Bataille's game over at 360 px widened the page to 442 px (its score
    table, « Edgar (moyen) », « Gagnant »); the board's grid now keeps to the phone's width and
    the table scrolls in its own box."""
    from games.bataille import rules as BR
    from games.bataille.rules_scenario import scenario
    from tests.games.bataille.util import trick_through

    table = start_bataille(site)
    over = scenario([["tonnerre", "chat"], ["guitare", "horloge"]], mystery=None,
                    options=BR.Options(rounds_to_win=1))  # fmt: skip
    for _ in range(2):
        over, _events = trick_through(over, "volume")
    table.state = BR.to_json(over)
    table.save()
    site.set_viewport_size({"width": 360, "height": 780})
    site.reload()
    expect(site.locator(".game-over")).to_be_visible()
    assert site.evaluate("() => document.documentElement.scrollWidth") <= 360
    box = site.locator(".scores-box").first
    assert box.evaluate("(el) => el.scrollWidth > el.clientWidth")


def test_a_clé_de_sol_table_fits_a_360_px_phone(site):
    """An accessibility review: at 360 px the piles (pile A with its « Écouter ») made the
    whole page scroll 11 px sideways."""
    site.set_viewport_size({"width": 360, "height": 740})
    start_table(site)
    expect(site.locator("#board .piles")).to_be_visible()
    assert site.evaluate("() => document.documentElement.scrollWidth") <= 360
