"""Gama in the browser: a whole game against bots to the final score."""

import time
from pathlib import Path

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from games.tables.models import Table
from tests.e2e.test_cledesol_play import send, start_and_hurry_the_bots

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"


def start_gama(page: Page) -> Table:
    page.goto(page.base_url + "/jeux/gama/")
    page.fill("#id_my_name", "Ana")
    page.select_option("#id_bot_1", "simple")
    page.select_option("#id_bot_2", "strong")
    page.check("#id_opt-hints")
    table = start_and_hurry_the_bots(page)
    page.reload()
    return table


def take_a_gama_turn(page: Page) -> str:
    """One decision of the pupil on screen; a board redrawn under the pupil's hand (a bot's ♭
    out of turn) means look again."""
    try:
        return _take_a_gama_turn(page)
    except PlaywrightTimeoutError:
        return "wait"


def _take_a_gama_turn(page: Page) -> str:
    board = page.locator("#board")
    deal = board.get_by_role("button", name="Distribuer la manche suivante")
    if deal.count():
        send(page, deal)
        return "deal"
    if not board.get_by_role("button", name="Poser", exact=True).count():
        return "wait"
    playable = board.locator(".hand label.card-pick:has(.card.playable)")
    for i in range(playable.count()):
        playable.nth(i).click()
        send(page, board.get_by_role("button", name="Poser", exact=True))
        if not page.locator("#board .refusal").count():
            return "play"
    end_run = board.get_by_role("button", name="Terminer ma suite")
    if end_run.count():
        send(page, end_run)
        return "end-run"
    send(page, board.get_by_role("button", name="Piocher"))
    return "draw"


def ask_for_the_board(page: Page) -> None:
    """What the board's one-second poll does (a fresh board once the bots have acted), without
    the wait. A finished game's board asks for nothing more: nor does this. A trigger that
    meets a board being swapped (a move's answer, a pushed board) is lost, as the page's own
    are, which ask again once it has settled: so does this."""
    quiet = "() => !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling')"
    trigger = "() => htmx.trigger(document.getElementById('board'), 'cle:changed')"
    for attempt in range(3):
        page.wait_for_function(quiet)
        if not page.locator("#board[hx-get]").count():
            return
        try:
            with page.expect_response(lambda r: "/etat/" in r.url, timeout=5_000):
                page.evaluate(trigger)
            break
        except PlaywrightTimeoutError:
            if attempt == 2:
                raise
    page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-swapping')")


def test_a_whole_gama_game_against_bots(site):
    page = site
    table = start_gama(page)
    expect(page.locator(".hand .card")).to_have_count(7)
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / "gama-table-fr.png", full_page=True)
    moves: dict[str, int] = {}
    started = time.monotonic()
    while not page.locator(".game-over").count():
        assert time.monotonic() - started < 240, f"game did not end: {moves}"
        kind = take_a_gama_turn(page)
        moves[kind] = moves.get(kind, 0) + 1
        if kind == "wait":
            ask_for_the_board(page)
    table.refresh_from_db()
    assert table.status == Table.Status.FINISHED
    assert moves.get("play", 0) >= 1  # Ana laid cards herself (how many: the deal decides)
    expect(page.locator(".game-over table.scores tbody tr")).to_have_count(3)  # GA-8: 3 players
    page.screenshot(path=SHOTS / "gama-game-over-fr.png", full_page=True)
