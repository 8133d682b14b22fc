"""Mots croisés against the computer in the browser (issue 16): the challenge window's time left
counting down while a computer is next to play (LC-6), and a whole 2-player game against a
computer played to its end through the page's own controls (LC-7)."""

import re
import time
from pathlib import Path

from playwright.sync_api import Page, expect

from games.lacle import rules as R
from games.lacle import rules_crossword as C
from games.lacle.keywords import KEY_WORDS
from games.lacle.presenter_crossword import CROSSWORD_SPEEDS
from games.lacle.rules_patience_state import CROSSWORD
from games.tables.models import Table
from tests.e2e.scenes import put_state

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
    put_state(table, R.to_json(state))
    page.reload()
    button = page.get_by_role("button", name="Contester")
    expect(button).to_be_visible()
    expect(page.locator(".lc-challenge .lc-secs")).to_be_visible()
    expect(page.locator(".lc-challenge .lc-until")).to_be_hidden()
    first, slow = seconds_left(page), CROSSWORD_SPEEDS["slow"] // 1000
    assert slow - 5 <= first <= slow, first
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / "crossword-window-clock.png")
    page.wait_for_timeout(2100)
    later = seconds_left(page)
    assert first - 3 <= later <= first - 1, (first, later)
    assert f"Contester (encore {later} s)" in page.locator(".lc-challenge").inner_text()


def late_game(seed: int, pool_left: int = 4) -> C.State:
    """A real game, seeded, played by two `simple` bots through the rules until Léa (seat 0)
    is to play with at most `pool_left` tiles left in the pool: the browser plays its end."""
    from games.engine import Rng
    from games.lacle.bots_crossword import SimpleBot

    state = C.new_game(2, R.Options(mode=CROSSWORD), seed=seed)
    bot, rng = SimpleBot(), Rng(seed)
    while not (state.turn == 0 and len(state.pool) <= pool_left):
        seat = state.turn
        action = bot.choose(C.observation(state, seat), C.legal_actions(state, seat), rng)
        state, _ = C.apply(state, action)
        assert state.phase == C.PLAY, "the seeded game ended before its last turns"
    return state


def my_rack(page: Page) -> list[str]:
    return page.locator(".lc-rack .lc-tile").evaluate_all("tiles => tiles.map(t => t.dataset.tile)")


def pick_play(board: list[str], rack: list[str]):
    """The generator's best-scoring play that Léa's letters pay for without a joker (a joker
    asks which letter it stands for: another test's business), or None."""
    from games.lacle import movegen
    from games.lacle.bots_crossword_eval import play_score, points_table

    opening = not any(ch != "." for row in board for ch in row)
    plays = [p for p in movegen.plays(board, rack, C.default_lexicon(), opening) if not p.jokers]
    if not plays:
        return None
    return max(plays, key=lambda p: play_score(p, points_table(0), None))


def lay_play(page: Page, play) -> None:
    """The play laid through the page's own controls: a rack tile, then its cell, letter by
    letter; the direction button when it runs down; « Poser le mot »."""
    if play.direction == "down":
        page.locator(".lc-toggle").click()
    for (r, c), letter in play.laid():
        page.locator(f'.lc-rack .lc-tile[data-tile="{letter}"]:not([disabled])').first.click()
        page.locator(f'#lc-grid [data-r="{r}"][data-c="{c}"]').click()
    expect(page.locator(".lc-preview")).to_contain_text(play.word)
    with page.expect_response(lambda r: "/jouer/" in r.url):
        page.get_by_role("button", name="Poser le mot").click()


def my_move_or_the_end(page: Page, table: Table) -> str:
    """Waits until the page shows the table's latest version (a board shown while a computer's
    move was on its way is no turn of Léa's), then says whether the game is over, or Léa must
    play or say whether she accepts. The computer never acts on her turn: that board stays."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        latest = str(Table.objects.get(pk=table.pk).version)
        shown = page.locator("#board").get_attribute("data-version")
        if shown == latest and not page.locator(".htmx-request").count():
            if page.locator(".lc-result").count():
                return "over"
            if page.locator(".lc-accept").count():
                return "accept"
            if page.locator(".lc-pass").count():
                return "play"
        page.wait_for_timeout(100)
    raise AssertionError("neither Léa's turn nor the end within 30 s")


def test_a_whole_game_against_the_computer_to_the_end(site):
    """Léa against a `simple` computer: a real seeded game brought to its last pool tiles, then
    played to the end in the browser: her words laid by click (picked by the generator), the
    computer answering, until the final scores and the winner show (LC-sheet-43 … 51, LC-7)."""
    page = site
    state = late_game(seed=7)  # first: no computer may act while the table is being set
    table = start_against(page, ("simple",), speed="slow")
    put_state(table, R.to_json(state), bot_delay_ms=300)
    page.reload()
    laid = passed = 0
    for _ in range(40):
        what = my_move_or_the_end(page, table)
        if what == "over":
            break
        if what == "accept":
            with page.expect_response(lambda r: "/jouer/" in r.url):
                page.locator(".lc-accept").click()
            continue
        board = R.from_json(Table.objects.get(pk=table.pk).state).board
        play = pick_play(board, my_rack(page))
        if play is None:
            with page.expect_response(lambda r: "/jouer/" in r.url):
                page.locator(".lc-pass").click()
            passed += 1
        else:
            lay_play(page, play)
            expect(page.locator(".refusal, .lc-refusal")).to_have_count(0)
            laid += 1
        page.wait_for_timeout(100)
    expect(page.locator(".lc-result")).to_be_visible()
    page.screenshot(path=SHOTS / "crossword-game-over.png", full_page=True)
    table.refresh_from_db()
    final = R.from_json(table.state)
    assert table.status == Table.Status.FINISHED and final.phase == C.OVER
    assert laid >= 1, "Léa laid no word in the browser"
    assert sorted(C.all_tiles(final)) == sorted(C.all_tiles(state))  # 102 tiles, still
    scores = page.locator(".lc-score-table tbody tr td:last-child").all_inner_texts()
    assert [int(s) for s in scores] == final.scores
    winners = C.outcome(final).winners
    names = ["Léa", table.seats.get(index=1).name]
    expect(page.locator(".lc-result h2")).to_contain_text(names[winners[0]])


def test_the_board_s_tab_stop_stays_where_the_pupil_left_it_after_the_computer_s_move(site):
    """A keyboard reviewer left her cursor on row 11 and, after each of the computer's words, Tab
    brought her back to the centre: the board's one Tab stop is now where she left it."""
    page = site
    table = start_against(page, ("simple",), speed="fast")
    keys = ["NOTE", *[k for k in KEY_WORDS if k != "NOTE"]]
    state = C.scenario(["NOTERAIEES", "LLMMPPBBDC"], keys=keys, options=R.Options(mode=CROSSWORD))
    put_state(table, R.to_json(state))
    page.reload()
    page.locator('#lc-grid [data-r="7"][data-c="6"]').focus()
    page.keyboard.type("NOTE")
    version = table.version
    with page.expect_response(lambda r: "/jouer/" in r.url):
        page.keyboard.press("Enter")
    table.refresh_from_db()
    started = time.monotonic()
    while table.version < version + 2:  # her word, then the computer's move
        assert time.monotonic() - started < 30, "the computer did not move"
        page.wait_for_timeout(300)
        table.refresh_from_db()
    expect(page.locator("#board")).to_have_attribute("data-version", str(table.version))
    expect(page.locator(".lc-lay-form")).to_be_attached()
    stop = page.locator('#lc-grid [tabindex="0"]')
    expect(stop).to_have_count(1)
    assert (stop.get_attribute("data-r"), stop.get_attribute("data-c")) == ("7", "10")


def test_the_keyboard_keeps_its_place_on_the_grid_after_a_word_laid(site):
    """A keyboard player laid VIDE with Enter: the focus went to the words' log, out of sight,
    17 Shift+Tab from the grid (an accessibility review). It stays on the grid while the computer
    plays, and is still there when the computer's word comes."""
    page = site
    table = start_against(page, ("simple",), speed="fast")
    racks = ["NOTEEEEEEE", "UUUUOOOOII"]
    state = C.scenario(racks, keys=KEYS, options=R.Options.from_json(table.options))
    put_state(table, R.to_json(state))
    page.reload()
    page.locator('#lc-grid [data-r="7"][data-c="6"]').focus()
    page.keyboard.type("NOTE")
    with page.expect_response(lambda r: "/jouer/" in r.url):
        page.keyboard.press("Enter")
    in_grid = "() => !!document.activeElement.closest('#lc-grid')"
    page.wait_for_function(in_grid, timeout=3000)
    expect(page.get_by_role("button", name="Contester")).to_be_visible(timeout=15000)
    page.wait_for_function(in_grid, timeout=3000)  # the computer's word came: still on the grid
