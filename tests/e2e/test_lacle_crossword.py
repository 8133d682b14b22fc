"""Mots croisés in the browser (issue 16, the table): a hot-seat turn (the pass screen, tiles
laid by click with the words and points previewed, the next player's pass screen), a networked
challenge between two browsers, and a team game's scores (LC-6, LC-10)."""

import re
from pathlib import Path

from playwright.sync_api import Page, expect

from games.lacle import rules as R
from games.lacle import rules_crossword as C
from games.lacle.keywords import KEY_WORDS
from games.lacle.rules_patience_state import CROSSWORD
from games.tables.models import Table

SHOTS = Path("/tmp/cw")
NB = "\u00a0"
KEYS = ["OCTAVE", *[k for k in KEY_WORDS if k != "OCTAVE"]]  # no rack below forms OCTAVE


def settle(page: Page) -> None:
    page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-swapping')")


def start_hot_seat(page: Page, names: tuple[str, ...], teams: bool = False) -> Table:
    page.goto(page.base_url + "/jeux/la-cle/")
    page.check("input[name=mode][value=hotseat]")
    for i, name in enumerate(names, start=1):
        page.fill(f"#id_player_{i}", name)
    page.select_option("#id_opt-mode", CROSSWORD)
    if teams:
        page.check("#id_opt-teams")
    page.get_by_role("button", name="Commencer la partie").click()
    page.wait_for_url("**/tables/**")
    return Table.objects.get(code=page.url.rstrip("/").rsplit("/", 1)[1])


def set_state(table: Table, racks: list[str], teams: bool = False) -> None:
    options = R.Options(mode=CROSSWORD, teams=teams)
    table.state = R.to_json(C.scenario(racks, keys=KEYS, options=options))
    table.save()


def reveal(page: Page, name: str) -> None:
    with page.expect_response(lambda r: "/montrer/" in r.url):
        page.get_by_role("button", name=f"Je suis {name}").click()
    settle(page)


def lay_by_click(page: Page, word: str, row: int, col: int) -> None:
    for i, letter in enumerate(word):
        page.locator(f'.lc-rack .lc-tile[data-tile="{letter}"]:not([disabled])').first.click()
        page.locator(f'#lc-grid [data-r="{row}"][data-c="{col + i}"]').click()


def confirm(page: Page) -> None:
    with page.expect_response(lambda r: "/jouer/" in r.url):
        page.get_by_role("button", name="Poser le mot").click()
    settle(page)


def fits(page: Page, width: int, height: int) -> None:
    """The whole board within the window's width and height, each cell large enough to read
    and to touch (30 px or more)."""
    grid = page.locator("#lc-grid").bounding_box()
    cell = page.locator('#lc-grid [data-r="0"][data-c="0"]').bounding_box()
    assert grid["x"] >= 0 and grid["x"] + grid["width"] <= width, (grid, width)
    assert grid["height"] <= height, (grid, height)
    assert cell["width"] >= 30, cell


def test_a_hot_seat_turn_previews_the_words_then_passes_the_screen(site):
    page = site
    page.set_viewport_size({"width": 1366, "height": 768})
    table = start_hot_seat(page, ("Léa", "Tom"))
    set_state(table, ["NOTEEEEEEE", "UUUUOOOOII"])
    page.reload()
    expect(page.locator(".pass-screen")).to_contain_text("C’est à Léa de jouer.")
    expect(page.locator(".lc-rack, .lc-rack-view")).to_have_count(0)  # no rack on the shared screen
    reveal(page, "Léa")
    lay_by_click(page, "NOTE", 7, 6)
    expect(page.locator(".lc-preview")).to_contain_text("NOTE")
    expect(page.locator(".lc-preview")).to_contain_text("20 points")
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / "crossword-hot-seat-preview.png")
    fits(page, 1366, 768)
    page.set_viewport_size({"width": 768, "height": 1024})  # a tablet held upright
    fits(page, 768, 1024)
    page.screenshot(path=SHOTS / "crossword-tablet.png")
    page.set_viewport_size({"width": 1366, "height": 768})
    confirm(page)
    expect(page.locator(".pass-screen")).to_contain_text("C’est à Tom de jouer.")
    expect(page.locator(".lc-rack, .lc-rack-view")).to_have_count(0)
    expect(page.locator(".lc-window")).to_contain_text("Léa a posé NOTE pour 20 points.")
    reveal(page, "Tom")
    expect(page.locator(".lc-rack .lc-tile")).to_have_count(10)
    expect(page.get_by_role("button", name="Contester")).to_be_visible()
    page.screenshot(path=SHOTS / "crossword-hot-seat-tom.png")
    assert R.from_json(Table.objects.get(pk=table.pk).state).scores == [20, 0]


def test_a_networked_challenge_between_two_browsers(pages):
    lea, tom, _ = pages
    lea.goto(lea.base_url + "/jeux/la-cle/")
    lea.check("input[name=mode][value=network]")
    lea.fill("#id_net_name", "Léa")
    lea.select_option("#id_seat_2", "")  # two players: Léa and one open seat
    lea.select_option("#id_opt-mode", CROSSWORD)
    lea.get_by_role("button", name="Commencer la partie").click()
    lea.wait_for_url("**/tables/**")
    table = Table.objects.latest("id")
    tom.goto(lea.url)
    tom.fill("#join-name", "Tom")
    tom.get_by_role("button", name="M’asseoir à la table").click()
    set_state(Table.objects.get(pk=table.pk), ["TRAEEEEEEE", "UUUUOOOOII"])
    lea.reload()
    tom.reload()
    # Léa lays TRA by keyboard alone, from row 8, column 7.
    lea.locator('#lc-grid [data-r="7"][data-c="6"]').focus()
    lea.keyboard.type("TRA")
    expect(lea.locator(".lc-preview")).to_contain_text("15 points")
    with lea.expect_response(lambda r: "/jouer/" in r.url):
        lea.keyboard.press("Enter")
    # Tom's page follows by itself, and nothing says yet whether TRA stands.
    challenge = tom.get_by_role("button", name="Contester")
    expect(challenge).to_be_visible(timeout=5000)
    expect(tom.locator(".lc-news")).to_have_count(0)  # TRA is in its box, « Dernier coup »
    tom.screenshot(path=SHOTS / "crossword-network-may-challenge.png")
    with tom.expect_response(lambda r: "/jouer/" in r.url):
        challenge.click()
    for page in (tom, lea):
        expect(page.locator(".lc-news")).to_contain_text(f"Contestation réussie{NB}!", timeout=5000)
        expect(page.locator(".lc-news")).to_contain_text("TRA")
        expect(page.locator(".lc-undone")).to_contain_text("TRA")
    lea.screenshot(path=SHOTS / "crossword-network-challenge.png")
    assert R.from_json(Table.objects.get(pk=table.pk).state).scores == [0, 50]


def test_a_team_game_shows_the_two_teams_scores(site):
    page = site
    table = start_hot_seat(page, ("Léa", "Tom", "Zoé", "Max"), teams=True)
    set_state(table, ["NOTEEEEEEE", "UUUUOOOOII", "IIIIIIAASS", "EERRLLTTMM"], teams=True)
    page.reload()
    reveal(page, "Léa")
    lay_by_click(page, "NOTE", 7, 6)
    confirm(page)
    teams = page.locator(".lc-team")
    expect(teams).to_have_count(2)
    expect(teams.nth(0)).to_contain_text("Rouge + orangé (Léa + Zoé)")
    expect(teams.nth(0).locator(".lc-team-points")).to_have_text("20 points")
    expect(teams.nth(1)).to_contain_text("Vert + bleu (Tom + Max)")
    expect(teams.nth(1).locator(".lc-team-points")).to_have_text(
        "0 point"
    )  # French: zero takes the singular
    # On the pass screen, Tom is on turn; Max (an opponent) may challenge, Zoé (partner) not.
    expect(page.locator(".pass-may").get_by_role("button")).to_have_text(["Max"])
    page.screenshot(path=SHOTS / "crossword-teams.png", full_page=True)
    # Max shows his rack, thinks better of challenging, and hides it again.
    with page.expect_response(lambda r: "/montrer/" in r.url):
        page.locator(".pass-may").get_by_role("button", name="Max").click()
    settle(page)
    expect(page.get_by_role("button", name="Contester")).to_be_visible()
    expect(page.locator(".lc-rack-view .lc-tile")).to_have_count(10)
    with page.expect_response(lambda r: "/cacher/" in r.url):
        page.get_by_role("button", name="Cacher mon support").click()
    settle(page)
    expect(page.locator(".pass-screen")).to_contain_text("C’est à Tom de jouer.")
    expect(page.locator(".lc-rack-view, .lc-rack")).to_have_count(0)


def test_the_keyboard_keeps_its_place_on_the_board_after_a_refusal_that_marks_no_cell(site):
    """Léa types RAT when she can form the face-up key word NOTE: the refusal marks no cell
    (LC-sheet-27), and the focus stays on the board, so she can type on without the mouse."""
    page = site
    table = start_hot_seat(page, ("Léa", "Tom"))
    keys = ["NOTE", *[k for k in KEY_WORDS if k != "NOTE"]]
    state = C.scenario(["NOTERAIEES", "LLMMPPBBDC"], keys=keys, options=R.Options(mode=CROSSWORD))
    table.state = R.to_json(state)
    table.save()
    page.reload()
    reveal(page, "Léa")
    page.locator('#lc-grid [data-r="7"][data-c="6"]').focus()
    page.keyboard.type("RAT")
    first = page.locator('#lc-grid [data-r="7"][data-c="6"]')  # a screen reader hears the R
    expect(first).to_have_attribute("aria-label", re.compile(r"pas encore validée R$"))
    assert "vide" not in first.get_attribute("aria-label")  # not « vide » and its letter at once
    with page.expect_response(lambda r: "/jouer/" in r.url):
        page.keyboard.press("Enter")
    settle(page)
    expect(page.locator("#board")).to_contain_text("NOTE")  # the refusal names the key word
    in_grid = "() => !!document.activeElement.closest('#lc-grid')"
    page.wait_for_function(in_grid, timeout=3000)


def test_a_joker_laid_by_click_asks_its_letter_in_the_page(site):
    """The browser's own prompt box asked for a joker's letter (review 9): now letter buttons
    under the rack, Escape leaving the joker on the rack."""
    page = site
    table = start_hot_seat(page, ("Léa", "Tom"))
    set_state(table, ["NOT?EEEEEE", "UUUUOOOOII"])
    page.reload()
    reveal(page, "Léa")
    lay_by_click(page, "NOT", 7, 6)
    joker = page.locator('.lc-rack .lc-tile[data-tile="?"]')
    joker.click()
    page.locator('#lc-grid [data-r="7"][data-c="9"]').click()
    choice = page.locator(".lc-joker-choice")
    expect(choice).to_contain_text("Quelle lettre ton joker remplace-t-il")
    expect(choice.get_by_role("button", name="A", exact=True)).to_be_focused()
    page.keyboard.press("Escape")
    expect(choice).to_have_count(0)
    expect(page.locator(".lc-pending-text")).to_contain_text("NOT")
    joker.click()
    page.locator('#lc-grid [data-r="7"][data-c="9"]').click()
    page.locator(".lc-joker-choice").get_by_role("button", name="E", exact=True).click()
    expect(page.locator(".lc-pending-text")).to_contain_text("NOTE")
    confirm(page)
    board = R.from_json(Table.objects.get(pk=table.pk).state).board
    assert board[7][6:10] == "NOTe"  # the joker stored in lower case
