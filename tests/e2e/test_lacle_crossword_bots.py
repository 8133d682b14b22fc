"""Mots croisés against the computer in the browser (issue 16): the challenge window's time left
counting down while a computer is next to play (LC-6)."""

import re
from pathlib import Path

from playwright.sync_api import Page, expect

from games.lacle import rules as R
from games.lacle import rules_crossword as C
from games.lacle.keywords import KEY_WORDS
from games.lacle.rules_patience_state import CROSSWORD
from games.tables.models import Table

SHOTS = Path("/tmp/cw")
KEYS = ["OCTAVE", *[k for k in KEY_WORDS if k != "OCTAVE"]]  # no rack below forms OCTAVE


def start_against(page: Page, bots: tuple[str, ...], speed: str = "normal", hints=False) -> Table:
    page.goto(page.base_url + "/jeux/la-cle/")
    page.check("input[name=mode][value=bots]")
    page.fill("#id_my_name", "Léa")
    for i, level in enumerate(bots, start=1):
        page.select_option(f"#id_bot_{i}", level)
    page.select_option("#id_opt-mode", CROSSWORD)
    page.select_option("#id_opt-speed", speed)
    if hints:
        page.check("#id_opt-hints")
    page.get_by_role("button", name="Commencer la partie").click()
    page.wait_for_url("**/tables/**")
    return Table.objects.get(code=page.url.rstrip("/").rsplit("/", 1)[1])


def seconds_left(page: Page) -> int:
    text = page.locator(".lc-clock .lc-secs").inner_text()
    return int(re.search(r"\d+", text).group(0))


def test_the_challenge_button_counts_down_while_a_computer_is_next(site):
    """LC-6: a computer laid NOTE and the other computer plays next; Léa's « Contester » says the
    seconds left until then, from the server's figure, and they go down."""
    page = site
    table = start_against(page, ("simple", "simple"), speed="slow")
    racks = ["UUUUOOOOII", "NOTEEEEEEE", "IIIIIIAASS"]
    state = C.scenario(racks, keys=KEYS, turn=1, options=R.Options.from_json(table.options))
    state, _ = C.apply(state, C.lay(1, [(7, 6 + i, ch) for i, ch in enumerate("NOTE")]))
    table.state = R.to_json(state)
    table.save()
    page.reload()
    button = page.get_by_role("button", name="Contester")
    expect(button).to_be_visible()
    expect(page.locator(".lc-challenge .lc-secs")).to_be_visible()
    expect(page.locator(".lc-challenge .lc-until")).to_be_hidden()
    first = seconds_left(page)
    assert 5 <= first <= 10, first
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / "crossword-window-clock.png")
    page.wait_for_timeout(2100)
    later = seconds_left(page)
    assert first - 3 <= later <= first - 1, (first, later)
    assert f"Contester (encore {later} s)" in page.locator(".lc-challenge").inner_text()
