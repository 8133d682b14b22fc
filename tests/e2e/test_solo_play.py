"""Solo in the browser: a whole round against bots, with the SOLO! toggle, the colour picker,
the quick discard when it comes, and the round's score sheet."""

import re
import time
from pathlib import Path

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from games.solo import rules as R
from games.solo.rules_scenario import scenario
from games.tables import services
from games.tables.models import Table
from tests.e2e.scenes import put_state
from tests.e2e.test_cledesol_play import send, start_and_hurry_the_bots
from tests.e2e.test_gama_play import ask_for_the_board

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"
NBSP = "\u00a0"


def start_solo(page: Page) -> Table:
    page.goto(page.base_url + "/jeux/solo/")
    page.fill("#id_my_name", "Ana")
    page.select_option("#id_bot_1", "simple")
    page.select_option("#id_bot_2", "random")
    for i in range(3, 10):
        page.select_option(f"#id_bot_{i}", "")
    page.select_option("#id_opt-target", "200")
    page.check("#id_opt-hints")
    table = start_and_hurry_the_bots(page)
    page.reload()
    return table


def _lay(page: Page, picks, button_name: str) -> bool:
    """Tick each card in turn and press the button until one is accepted."""
    board = page.locator("#board")
    for i in range(picks.count()):
        if board.locator(".hand label.card-pick").count() == 2:
            board.locator("input[name=solo]").check()  # never forget SOLO!
        picks.nth(i).click()
        colours = board.locator("input[name=choice]")
        if colours.count() and colours.first.is_visible():  # only for a card naming a colour
            colours.first.check()
        send(page, board.get_by_role("button", name=button_name, exact=True))
        if not page.locator("#board .refusal").count():
            return True
    return False


def take_a_solo_turn(page: Page) -> str:
    """One decision of the pupil on screen; a board redrawn under the pupil's hand by a bot's
    move (a quick discard taken, the turn gone) means look again."""
    try:
        return _take_a_solo_turn(page)
    except PlaywrightTimeoutError:
        return "wait"


def _take_a_solo_turn(page: Page) -> str:
    board = page.locator("#board")
    if board.locator(".round-over, .game-over").count():
        return "over"
    quick = board.get_by_role("button", name=f"Défausse rapide{NBSP}!", exact=True)
    if quick.count() and _lay(page, board.locator(".hand label.card-pick"), quick.inner_text()):
        return "quick-discard"
    if not board.get_by_role("button", name="Poser", exact=True).count():
        if board.get_by_role("button", name="Piocher", exact=False).count():
            send(page, board.get_by_role("button", name="Piocher", exact=False))
            return "draw"
        return "wait"
    if _lay(page, board.locator(".hand label.card-pick:has(.card.playable)"), "Poser"):
        return "play"
    keep = board.get_by_role("button", name="Garder la carte piochée")
    if keep.count():
        send(page, keep)
        return "pass"
    send(page, board.get_by_role("button", name="Piocher", exact=False))
    return "draw"


ANA_OPENS = 3  # a deal where Ana plays first: a computer's swap card could not change her hand


def test_a_round_of_solo_against_bots(site, monkeypatch):
    page = site
    monkeypatch.setattr(services.secrets, "randbits", lambda bits: ANA_OPENS)
    table = start_solo(page)
    assert R.from_json(table.state).turn == 0
    expect(page.locator(".hand .card")).to_have_count(8)
    expect(page.locator(".solo-discard .card")).to_have_count(1)
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / "solo-table-fr.png", full_page=True)
    moves: dict[str, int] = {}
    started = time.monotonic()
    while True:
        assert time.monotonic() - started < 240, f"the round did not end: {moves}"
        kind = take_a_solo_turn(page)
        if kind == "over":
            break
        moves[kind] = moves.get(kind, 0) + 1
        if kind == "wait":
            ask_for_the_board(page)
    assert moves.get("play", 0) >= 1
    # The round's end on screen: its points, or, when the bot who deals next has already
    # started another round (1.2 s, or at once here), the log's line and the totals.
    ended = page.locator("#board .round-over .scores tbody tr, #board .log li")
    expect(ended.filter(has_text=re.compile(r"^\d|fin de la manche")).first).to_be_visible()
    table.refresh_from_db()
    assert table.state["rounds"] and table.state["rounds"][0]["points"].count(0) == 1
    page.screenshot(path=SHOTS / "solo-round-over-fr.png", full_page=True)


def _lay_her_last_card(page) -> None:
    """Ana lays her last card; the bot after her deals the next round (1 s a bot's move)."""
    table = start_solo(page)
    options = R.Options(hints=True, bot_delay_ms=1000, target=200)
    hands = [["r5"], ["v1", "v2"], ["j3", "j4"]]
    put_state(table, R.to_json(scenario(hands, ["r1"], dealer=0, options=options)),
              bot_delay_ms=1000)  # fmt: skip
    page.reload()
    assert _lay(page, page.locator("#board .hand label.card-pick"), "Poser")


def test_the_round_s_points_stay_until_a_bot_deals_the_next_round(site):
    """Ana lays her last card: the round's points stay on screen for five bot delays and at
    least `ROUND_READ` (at one delay they were gone in about 2.4 s, pushed boards included; at
    five delays of « rapide », in 3 s; at 12 s, before a slow reader of 9 was done), then the
    bot who deals next deals by himself."""
    from games.tables.services import ROUND_READ

    read = ROUND_READ.total_seconds() * 1000
    page = site
    _lay_her_last_card(page)
    points = page.locator("#board .round-over .scores tbody tr")
    expect(points).to_have_count(1)
    page.wait_for_timeout(read - 3000)  # dealt already at five delays, before
    expect(points).to_be_visible()
    page.screenshot(path=SHOTS / "solo-round-points-fr.png", full_page=True)
    expect(page.locator("#board .round-over")).to_have_count(0, timeout=12000)
    expect(page.locator("#board .hand .card")).to_have_count(8)  # round 2 dealt


def test_continuer_deals_the_next_round_at_once_for_a_pupil_who_has_read_it(site):
    """A pupil alone with the computers reads the round's points and clicks « Continuer »
    (the focus is on it): the bot deals within its delay, not after `ROUND_READ`."""
    page = site
    _lay_her_last_card(page)
    expect(page.locator("#board .round-over .scores tbody tr")).to_have_count(1)
    go_on = page.get_by_role("button", name="Continuer")
    expect(go_on).to_be_focused()
    page.screenshot(path=SHOTS / "solo-round-continuer-fr.png", full_page=True)
    page.keyboard.press("Enter")
    expect(page.locator("#board .hand .card")).to_have_count(8, timeout=6000)  # round 2


def test_continuer_keeps_the_keyboard_on_the_board_after_a_reload(site):
    """A reviewer reloaded the round's result, pressed Enter on « Continuer »: the focus fell
    to the page's top (the form replaced itself) and stayed there once the round was dealt."""
    page = site
    _lay_her_last_card(page)
    page.reload()
    expect(page.get_by_role("button", name="Continuer")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#board .ready-said")).to_be_focused()
    expect(page.locator("#board .hand .card")).to_have_count(8, timeout=6000)
    page.wait_for_timeout(500)
    assert page.evaluate("document.getElementById('board').contains(document.activeElement)")


def test_a_hand_of_eight_and_its_poser_button_fit_a_laptop_s_window(site):
    """At the start of a round (8 cards, a black one: the colour to name), on a school laptop
    the hand is one row and « Poser » is on screen without scrolling (it was 190 px below)."""
    page = site
    page.set_viewport_size({"width": 1366, "height": 768})
    table = start_solo(page)
    hand = ["C", "b2", "bP", "j1", "j6", "jS", "r5", "v2"]
    others = [
        ["v1", "v3", "v4", "v5", "v6", "v7", "v8", "r9"],
        ["j3", "j4", "j7", "j8", "b5", "b6"],
    ]
    put_state(table, R.to_json(scenario([hand, *others], ["v9"], dealer=2)))
    page.reload()
    cards = page.locator("#board .hand .card")
    expect(cards).to_have_count(8)
    tops = {round(cards.nth(i).bounding_box()["y"]) for i in range(8)}
    assert len(tops) == 1, tops  # one row
    expect(page.locator("#board input[name=choice]").first).to_be_in_viewport()
    expect(page.get_by_role("button", name="Poser", exact=True)).to_be_in_viewport(ratio=1)
    page.screenshot(path=SHOTS / "solo-hand-laptop.png")


def test_after_poser_the_keyboard_lands_on_a_card_not_on_a_quick_discard(site):
    """A keyboard reviewer pressed « Poser »: the focus went to « Défausse rapide ! », which had
    taken its place (a second Enter sends another kind of move). Ana lays one of her two red
    5s: the other may go at once as a quick discard, and the focus goes back to her cards."""
    page = site
    table = start_solo(page)
    options = R.Options(hints=True, bot_delay_ms=8000, target=200)
    hands = [["r5", "r5", "v2"], ["v1", "v2"], ["j3", "j4"]]
    put_state(table, R.to_json(scenario(hands, ["r1"], dealer=0, options=options)),
              bot_delay_ms=8000)  # fmt: skip
    page.reload()
    board = page.locator("#board")
    board.locator(".hand label.card-pick").first.click()
    board.get_by_role("button", name="Poser", exact=True).focus()
    with page.expect_response(lambda r: "/jouer/" in r.url):
        page.keyboard.press("Enter")
    quick = board.get_by_role("button", name=f"Défausse rapide{NBSP}!", exact=True)
    expect(quick).to_be_visible()
    # keep_focus.js gives the focus back once htmx has settled the new board, a moment after
    # it shows: wait for the focus to land somewhere on the board, then say where.
    page.wait_for_function("() => document.activeElement.closest('#board') !== null")
    where = page.evaluate(
        """() => { const el = document.activeElement;
        return [el.closest('#board .hand-form') !== null, el.classList.contains('warn'),
                el.closest('[data-focus-skip]') !== null, el.getAttribute('name')]; }"""
    )
    assert where == [True, False, False, "cards"], where


def test_the_colour_to_name_shows_only_for_a_card_that_names_one(site):
    """Review 13: « Carte noire : la couleur que tu demandes » showed with an Échange tournant
    picked (it names none), because the hand held a Piocher 4; the swap's « avec qui ? » too."""
    page = site
    table = start_solo(page)
    hand = ["T", "+4", "bE", "b2"]
    others = [["v1", "v3", "v4"], ["j3", "j4", "j7"]]
    put_state(table, R.to_json(scenario([hand, *others], ["b9"], dealer=2)))
    page.reload()
    board = page.locator("#board")
    colours, partner = board.locator(".solo-colours"), board.locator(".solo-target")
    expect(colours).to_be_visible()  # nothing picked yet: both offered
    picks = {
        k: board.locator(f".hand input[data-kind={k}]").first
        for k in ("tournant", "plus4", "echange")
    }
    picks["tournant"].locator("xpath=..").click()
    expect(colours).to_be_hidden()
    expect(partner).to_be_hidden()
    picks["plus4"].locator("xpath=..").click()
    expect(colours).to_be_visible()
    expect(partner).to_be_hidden()
    picks["echange"].locator("xpath=..").click()
    expect(colours).to_be_hidden()
    expect(partner).to_be_visible()
