"""Mots croisés' table on the screens a class uses, one tile laid: on a school laptop (1366 × 768)
and a tablet held sideways (1024 × 768) the whole board, the rack, « Poser le mot » and the
preview of the words and points are in the window once it is scrolled to the table; on a tablet
held upright (768 × 1024) the rack sits just under the board, so a child sees both and can drag
a tile. Tab goes from the board to the rack, then to the buttons. Screenshots go to
screenshots/."""

from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.test_lacle_crossword import confirm, lay_by_click, reveal, set_state, start_hot_seat

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"
LAPTOP = {"width": 1366, "height": 768}
SIDEWAYS = {"width": 1024, "height": 768}
UPRIGHT = {"width": 768, "height": 1024}
PARTS = {
    "last row": "#lc-grid .lc-row:last-child",
    "rack": ".lc-rack",
    "Poser le mot": ".lc-submit",
    "preview": ".lc-preview-box",
}


def shoot(page: Page, name: str) -> None:
    """What the window shows, not the whole page: the point is what fits on the screen."""
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / name)


def at_the_table(page: Page, size: dict) -> dict:
    """The window at `size`, scrolled so the table (its turn line first) is at the top; the
    boxes of the board's last row, the rack, « Poser le mot » and the preview."""
    page.set_viewport_size(size)
    page.evaluate(
        "() => scrollTo(0, document.querySelector('.lc-crossword').getBoundingClientRect().top"
        " + scrollY)"
    )
    page.wait_for_function("() => !document.querySelector('.htmx-request')")
    return {name: page.locator(selector).bounding_box() for name, selector in PARTS.items()}


def in_window(box: dict, size: dict) -> bool:
    return (
        box["y"] >= 0
        and box["y"] + box["height"] <= size["height"]
        and box["x"] >= 0
        and box["x"] + box["width"] <= size["width"]
    )


def all_in_window(page: Page, size: dict, names=tuple(PARTS)) -> None:
    boxes = at_the_table(page, size)
    out = {name: boxes[name] for name in names if not in_window(boxes[name], size)}
    assert not out, f"out of the {size['width']} × {size['height']} window: {out}"


def rack_under_the_board(page: Page) -> None:
    boxes = at_the_table(page, UPRIGHT)
    row, rack = boxes["last row"], boxes["rack"]
    assert row["y"] + row["height"] <= rack["y"] <= row["y"] + row["height"] + 80, (row, rack)
    assert in_window(row, UPRIGHT) and in_window(rack, UPRIGHT), (row, rack)


def lea_at_her_table(page: Page) -> None:
    """A laptop's window; Léa's hot-seat table, a known deal; her letters shown."""
    page.set_viewport_size(LAPTOP)
    table = start_hot_seat(page, ("Léa", "Tom"))
    set_state(table, ["NOTEEEEEEE", "UUUUOOOOII"])
    page.reload()
    reveal(page, "Léa")


def test_the_board_rack_button_and_preview_fit_a_laptop_and_a_tablet(site):
    page = site
    lea_at_her_table(page)
    lay_by_click(page, "N", 7, 6)
    expect(page.locator(".lc-preview")).to_be_visible()
    all_in_window(page, LAPTOP)
    cell = page.locator('#lc-grid [data-r="0"][data-c="0"]').bounding_box()
    assert cell["width"] >= 30 and cell["height"] >= 30, cell  # readable, and big enough to touch
    shoot(page, "lacle-layout-laptop.png")
    all_in_window(page, SIDEWAYS)
    shoot(page, "lacle-layout-tablet-sideways.png")
    rack_under_the_board(page)
    all_in_window(page, UPRIGHT, ("Poser le mot",))
    shoot(page, "lacle-layout-tablet-upright.png")

    # Tom's turn, with the last move's challenge window on the side: his lay still fits.
    page.set_viewport_size(LAPTOP)
    lay_by_click(page, "OTE", 7, 7)
    confirm(page)
    reveal(page, "Tom")
    expect(page.get_by_role("button", name="Contester")).to_be_visible()
    lay_by_click(page, "U", 8, 6)
    expect(page.locator(".lc-preview")).to_be_visible()
    for size, name in ((LAPTOP, "laptop"), (SIDEWAYS, "tablet-sideways")):
        all_in_window(page, size)
        expect(page.get_by_role("button", name="Contester")).to_be_in_viewport(ratio=1)
        shoot(page, f"lacle-layout-{name}-challenge.png")
    rack_under_the_board(page)
    # Upright, the window is under the rack, off screen: a line above the board says so, and
    # leads to it (on a laptop the window is beside the board: no such line).
    alert = page.locator(".lc-window-alert a")
    expect(alert).to_be_in_viewport()
    shoot(page, "lacle-layout-tablet-upright-challenge.png")
    alert.click()
    expect(page.get_by_role("button", name="Contester")).to_be_in_viewport(ratio=1)
    page.set_viewport_size(LAPTOP)
    expect(alert).to_be_hidden()


def test_tab_goes_from_the_board_to_the_rack_then_the_buttons(site):
    page = site
    lea_at_her_table(page)
    page.locator('#lc-grid [tabindex="0"]').focus()  # the board's one Tab stop
    page.keyboard.press("Tab")
    expect(page.locator(".lc-rack .lc-tile").first).to_be_focused()
    order = page.evaluate(
        """() => ['#lc-grid', '.lc-rack', '.lc-submit', '.lc-pass'].map(
            (s) => document.querySelector(s)).every((el, i, all) => i === 0
            || all[i - 1].compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)"""
    )
    assert order, "the board, the rack and the buttons are not in that order on the page"
