"""La Patience in the browser (issue 26): words laid by mouse, by keyboard alone, by dragging
tiles, and a refused plural shown with its word highlighted on the board (LC-3, LC-11)."""

import re

from playwright.sync_api import Page, expect

from games.lacle import example
from games.lacle import rules as R
from games.tables.models import Table


def start(page: Page, draws: str) -> Table:
    page.goto(page.base_url + "/jeux/la-cle/")
    page.fill("#id_my_name", "Ana")
    page.get_by_role("button", name="Commencer la partie").click()
    page.wait_for_url("**/tables/**")
    table = Table.objects.latest("id")
    table.state = R.to_json(R.scenario(draws))
    table.save()
    page.reload()
    return table


def rack_tile(page: Page, letter: str):
    return page.locator(f'.lc-rack .lc-tile[data-tile="{letter}"]:not([disabled])').first


def cell(page: Page, r: int, c: int):
    return page.locator(f'#lc-grid [data-r="{r}"][data-c="{c}"]')


def test_a_patience_by_mouse_then_by_keyboard(pages):
    page = pages[0]
    table = start(page, example.draws())
    for i, letter in enumerate("SAVOIR"):  # by mouse: a tile, then a cell
        rack_tile(page, letter).click()
        cell(page, 0, i).click()
    page.screenshot(path="/tmp/lc_mouse_pending.png", full_page=True)
    # the letters laid are read as the word they make, not as cells (a reviewer's pupil read
    # « S (1, 1) · A (1, 2) … »)
    expect(page.locator(".lc-pending-text")).to_have_text("Ton mot\u00a0: SAVOIR")
    page.get_by_role("button", name="Poser le mot").click()
    expect(page.locator(".lc-count")).to_contain_text("1")
    # by keyboard alone: ROUGE down from SAVOIR's R (row 1, column 6)
    cell(page, 0, 0).focus()
    for _ in range(5):
        page.keyboard.press("ArrowRight")
    page.keyboard.press(" ")  # down, and said so
    expect(page.locator("[data-lc-said]")).to_have_text("Sens\u00a0: vertical ↓")
    page.keyboard.press("Z")  # on SAVOIR's R: nothing laid, and said so
    expect(page.locator("[data-lc-said]")).to_have_text("Cette case a déjà la lettre R.")
    page.keyboard.type("ROUGE")
    page.keyboard.press("Enter")
    expect(page.locator(".lc-count")).to_contain_text("2")
    # said to a screen reader: the word laid, and the next word's rule (it said nothing)
    expect(page.locator("#table-news")).to_contain_text("ROUGE")
    expect(page.locator("#table-news")).to_contain_text("passe par une lettre du mot ROUGE")
    page.screenshot(path="/tmp/lc_keyboard.png", full_page=True)
    table.refresh_from_db()
    assert [w["word"] for w in R.from_json(table.state).chain] == ["SAVOIR", "ROUGE"]


def test_a_refused_plural_is_highlighted(pages):
    page = pages[0]
    start(page, "RIXESAAEEU")
    cell(page, 0, 0).focus()
    page.keyboard.type("RIXES")
    page.keyboard.press("Enter")
    expect(page.locator(".refusal")).to_contain_text("ce pluriel demande que son S")
    expect(page.locator("#lc-grid .lc-refused")).to_have_count(5)
    page.screenshot(path="/tmp/lc_refused.png", full_page=True)


def test_a_word_laid_by_dragging_its_tiles(pages):
    page = pages[0]
    table = start(page, example.draws())
    for i, letter in enumerate("SAVOIR"):  # pointer events: press on the tile, move, release
        rack_tile(page, letter).drag_to(cell(page, 0, i))
        expect(cell(page, 0, i)).to_have_class(re.compile("lc-pending"))
    expect(page.locator(".lc-rack .lc-tile[aria-pressed=true]")).to_have_count(0)  # no click
    expect(page.locator(".lc-drag-ghost")).to_have_count(0)
    page.screenshot(path="/tmp/lc_dragged.png", full_page=True)
    page.get_by_role("button", name="Poser le mot").click()
    expect(page.locator(".lc-count")).to_contain_text("1")
    table.refresh_from_db()
    assert [w["word"] for w in R.from_json(table.state).chain] == ["SAVOIR"]


def test_letters_tapped_down_a_column_turn_the_direction_to_down(pages):
    """Review 15: on a tablet, a word laid by tapping cells down a column left the toggle
    saying « horizontal → »."""
    page = pages[0]
    start(page, example.draws())
    toggle = page.locator(".lc-toggle")
    expect(toggle).to_have_text("Sens\u00a0: horizontal →")
    for r, letter in enumerate("SA"):
        rack_tile(page, letter).click()
        cell(page, r, 0).click()
    expect(toggle).to_have_text("Sens\u00a0: vertical ↓")
    expect(page.locator(".lc-direction-input")).to_have_value("down")


def test_an_accented_key_and_a_letter_picked_with_enter_are_laid(pages):
    """A keyboard reviewer's finds: é (AZERTY's 2) did nothing on the board, and a rack letter
    picked with Enter could not be laid with Enter on a cell."""
    page = pages[0]
    table = start(page, "ETEAAAA")
    cell(page, 0, 0).focus()
    # a key Playwright's US keyboard lacks: the keydown an AZERTY keyboard sends
    cell(page, 0, 0).dispatch_event("keydown", {"key": "é", "bubbles": True})  # laid as E
    # one letter said with its cell in words, as the grid says cells (it read « E (1, 1) »)
    expect(page.locator(".lc-pending-text")).to_have_text("E, ligne 1, colonne 1")
    rack_tile(page, "T").focus()
    page.keyboard.press("Enter")  # picked
    expect(rack_tile(page, "T")).to_have_attribute("aria-pressed", "true")
    cell(page, 0, 1).focus()
    page.keyboard.press("Enter")  # laid where Enter is pressed
    expect(page.locator(".lc-pending-text")).to_have_text("Ton mot\u00a0: ET")
    page.keyboard.press("Escape")  # the letters go back, and a screen reader hears it
    expect(page.locator("[data-lc-said]")).to_have_text(
        "Tes lettres sont revenues sur ton support."
    )
    cell(page, 0, 0).focus()
    page.keyboard.type("ET")
    cell(page, 0, 2).dispatch_event("keydown", {"key": "È", "bubbles": True})
    page.keyboard.press("Enter")  # the word is sent
    expect(page.locator(".lc-count")).to_contain_text("1")
    table.refresh_from_db()
    assert [w["word"] for w in R.from_json(table.state).chain] == ["ETE"]
