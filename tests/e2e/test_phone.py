"""On a phone (390 × 844): a refused move's message shows where the pupil is looking, by the
hand and the button just pressed, in every card game's table (issue 20)."""

import time

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.e2e.test_bataille_play import start_bataille
from tests.e2e.test_cledesol_play import send, start_table
from tests.e2e.test_gama_play import ask_for_the_board, start_gama
from tests.e2e.test_solo_play import start_solo

PHONE = {"width": 390, "height": 844}


def wait_for_my_turn(page: Page, button: str, limit_s: float = 30) -> Locator:
    """Asks for the board until the bots (no delay) have played and the button (a CSS
    selector) is offered; returns it."""
    started = time.monotonic()
    wanted = page.locator("#board").locator(button).first
    while not wanted.count():
        assert time.monotonic() - started < limit_s, f"{button} never came"
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
    "solo": (start_solo, press_on_an_old_board, "button[value=draw]"),
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
