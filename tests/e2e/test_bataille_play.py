"""Bataille des sons in the browser: a whole game against bots to its end (the computer fast),
with keyboard-reachable buttons; a hot-seat trick on one computer; an « à l'oreille » trick
between two networked browsers, each page scanned for any hidden card. Screenshots of the
board in each variant go to screenshots/."""

import re
import time
from pathlib import Path

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from games.bataille import rules as R
from games.bataille.cards import CARD
from games.bataille.rules_scenario import scenario
from games.tables.models import Table
from tests.e2e.scenes import put_state
from tests.e2e.test_cledesol_play import send, start_and_hurry_the_bots
from tests.e2e.test_gama_play import ask_for_the_board

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"
NBSP = "\u00a0"


def start_bataille(page: Page, variant: str = "classic", by_ear: bool = False) -> Table:
    page.goto(page.base_url + "/jeux/bataille-des-sons/")
    page.fill("#id_my_name", "Ana")
    page.select_option("#id_bot_1", "simple")
    for i in range(2, 4):
        page.select_option(f"#id_bot_{i}", "")
    page.check(f"input[name=opt-variant][value={variant}]")
    if by_ear:
        page.check("#id_opt-by_ear")
    page.select_option("#id_opt-rounds_to_win", "1")
    page.select_option("#id_opt-speed", "fast")
    table = start_and_hurry_the_bots(page)
    page.reload()
    return table


FOCUS_IN_BOARD = "() => document.getElementById('board').contains(document.activeElement)"
WHERE_FOCUS = """() => { const a = document.activeElement; const t = document.getElementById('htmx-trouble');
  return (a ? a.outerHTML.slice(0, 200) : 'none') + ' | trouble: ' + (t && !t.hidden ? t.textContent.trim() : 'hidden'); }"""


def take_a_bataille_turn(page: Page, before_ask=None) -> str:
    """One move of the page's player, if she has one; `before_ask(page)` is called when her
    board asks her the question, before she answers it (the board, not a second look at it,
    which may come after the stream brought the next one)."""
    board = page.locator("#board")
    if board.locator(".game-over").count():
        return "over"
    deal = board.get_by_role("button", name="Distribuer la manche suivante")
    if deal.count():
        send(page, deal)
        return "deal"
    asks = board.locator("button.bs-ask")
    if asks.count():
        if before_ask:
            before_ask(page)
        asks.first.focus()  # keyboard: a real button, pressed with Enter
        with page.expect_response(lambda r: "/jouer/" in r.url):
            page.keyboard.press("Enter")
        page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-swapping')")
        # the keyboard keeps its place on the new board (it fell back to the page's top)
        try:
            page.wait_for_function(FOCUS_IN_BOARD)
        except PlaywrightTimeout:  # say where the focus went, for the next reader
            raise AssertionError(
                f"the focus left the board: {page.evaluate(WHERE_FOCUS)}"
            ) from None
        return "ask"
    lay = board.get_by_role("button", name="Poser ma carte")
    if lay.count():
        toggle = board.locator("input[name=power]")
        if toggle.count():
            toggle.check()
        send(page, lay)
        return "lay"
    return "wait"


def test_a_whole_game_against_a_bot(site):
    page = site
    table = start_bataille(page)
    expect(page.locator(".bs-mine .bs-card.bs-big")).to_have_count(1)
    expect(page.locator(".bs-memo dt")).to_have_count(4)  # the aide-mémoire, always there
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / "bataille-classic-fr.png", full_page=True)
    moves: dict[str, int] = {}
    started = time.monotonic()
    shot_trick = False
    seen_asks: list[bool] = []

    def on_a_laptop(page: Page) -> None:
        if seen_asks:
            return
        seen_asks.append(True)  # on a laptop, her card and every question without scrolling
        page.set_viewport_size({"width": 1366, "height": 768})
        page.evaluate("scrollTo(0, 0)")
        for ask in page.locator("#board button.bs-ask").all():
            expect(ask).to_be_in_viewport(ratio=1)
        expect(page.locator("#board .bs-mine .bs-card.bs-big")).to_be_in_viewport()
        page.screenshot(path=SHOTS / "bataille-ask-laptop.png")

    while True:
        assert time.monotonic() - started < 300, f"the game did not end: {moves}"
        kind = take_a_bataille_turn(page, before_ask=on_a_laptop)
        if kind == "over":
            break
        moves[kind] = moves.get(kind, 0) + 1
        if not shot_trick and page.locator(".bs-last").count():
            shot_trick = True
            expect(page.locator(".bs-last h2")).to_contain_text("remporte la plie")
            expect(page.locator(".bs-last .bs-story").first).to_contain_text(
                re.compile("le plus (grand|petit) nombre gagne")
            )  # and why, in numbers
            page.screenshot(path=SHOTS / "bataille-trick-won-fr.png", full_page=True)
        if kind == "wait":
            ask_for_the_board(page)
    assert moves.get("ask", 0) >= 1 and moves.get("lay", 0) >= 1 and seen_asks
    expect(page.locator(".game-over h2")).to_contain_text(
        re.compile("Partie terminée|Égalité|Tu as gagné|Tu partages")
    )
    expect(page.locator(".game-over")).to_contain_text("Il fallait gagner")  # and why
    expect(page.locator(".game-over table.scores")).to_be_visible()
    table.refresh_from_db()
    assert table.status == Table.Status.FINISHED
    page.screenshot(path=SHOTS / "bataille-game-over-fr.png", full_page=True)


def test_after_her_question_the_keyboard_waits_on_the_board_for_the_computers_card(site):
    """Once Ana has asked, her board has nothing to press until the computer lays its card (the
    « fast » speed: 0.8 s). The focus fell to the page's top and stayed there: the board that
    came next found nothing noted (a flaky end of the whole game above, whose bots play at
    once unless the machine is slow)."""
    page = site
    page.goto(page.base_url + "/jeux/bataille-des-sons/")
    page.fill("#id_my_name", "Ana")
    page.select_option("#id_bot_1", "simple")
    for i in range(2, 4):
        page.select_option(f"#id_bot_{i}", "")
    page.select_option("#id_opt-speed", "fast")
    page.get_by_role("button", name="Commencer la partie").click()
    expect(page).to_have_url(re.compile(r"/tables/[A-Z0-9]+/$"))
    page.wait_for_load_state()  # the URL comes first: a question pressed before htmx is armed
    asked, started = 0, time.monotonic()
    while asked < 2:
        assert time.monotonic() - started < 120, f"{asked} questions asked"
        kind = take_a_bataille_turn(page)  # after a question: the focus back on the board
        if kind == "over":
            break
        asked += kind == "ask"
        if kind == "wait":
            page.wait_for_timeout(200)
    assert asked >= 1


def test_after_poser_ma_carte_the_keyboard_stays_by_her_own_card(site):
    """A reviewer pressed « Poser ma carte » with Enter: the focus went to another player's
    « Écouter » in the trick (the control at the same place on the new board). It stays in her
    own card's place, whose words say her card is on the table."""
    page = site
    start_bataille(page)
    started, laid = time.monotonic(), 0
    while laid < 2 and time.monotonic() - started < 120:
        lay = page.locator("#board").get_by_role("button", name="Poser ma carte")
        if not lay.count():
            if take_a_bataille_turn(page) == "over":
                break
            ask_for_the_board(page)
            continue
        lay.focus()
        with page.expect_response(lambda r: "/jouer/" in r.url) as answer:
            page.keyboard.press("Enter")
        page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-swapping')")
        page.wait_for_function("() => document.activeElement !== document.body")
        if page.locator("#board .round-over, #board .game-over").count():
            break  # her card ended the round: the focus is the result's, not her card's
        where = f"{answer.value.status} " + page.evaluate(WHERE_FOCUS)
        assert page.evaluate("() => !!document.activeElement.closest('.bs-mine')"), where
        laid += 1
    assert laid >= 1


def test_the_scherzo_board_asks_with_the_sheets_words(site):
    page = site
    table = start_bataille(page, variant="scherzo")
    state = scenario([["tonnerre", "flute"], ["violon", "harpe"]],
                     options=R.Options(variant="scherzo", rounds_to_win=1))  # fmt: skip
    put_state(table, R.to_json(state))
    page.add_init_script(RECORD_PLAY)
    page.reload()
    asks = page.locator("#board button.bs-ask")
    expect(asks).to_have_count(8)
    for words in ("le plus fort", "le plus faible", "le plus aigu", "le plus grave",
                  "le plus long", "le plus court", "le plus rugueux", "le plus lisse"):  # fmt: skip
        expect(page.locator("#board")).to_contain_text(f"Qui a le son {words}{NBSP}?")
    page.screenshot(path=SHOTS / "bataille-scherzo-fr.png", full_page=True)
    # the listen button plays only when pressed: no <audio> before, nothing played
    assert page.evaluate("() => document.querySelectorAll('audio').length") == 0
    assert page.evaluate("() => window.__played") == []
    button = page.locator(".bs-mine .bs-listen")
    with page.expect_response(lambda r: r.url.endswith("/tonnerre.wav")) as answer:
        button.click()
    assert answer.value.ok and answer.value.headers["content-type"] == "audio/wav"
    expect(button).to_have_attribute("aria-pressed", "true")
    played = page.evaluate("() => window.__played")  # once, and never at full volume
    assert len(played) == 1 and 0 < played[0] <= 0.6, played


RECORD_PLAY = """window.__played = [];
const play = HTMLMediaElement.prototype.play;
HTMLMediaElement.prototype.play = function () {
  window.__played.push(this.volume);
  return play.call(this);
};"""


def test_the_mystery_card_laid_is_marked_by_ear_and_the_table_passes_axe(site):
    """Edgar (the computer) has no card left and plays the mystery card: once laid, Ana's
    screen marks it « Carte mystère », still only to be heard; axe finds nothing grave."""
    from tests.e2e.test_accessibility import Audit

    page = site
    table = start_bataille(page, by_ear=True)
    state = scenario([["tonnerre", "orgue"], []], mystery="goutte",
                     options=R.Options(by_ear=True, rounds_to_win=1, bot_delay_ms=0))  # fmt: skip
    put_state(table, R.to_json(state))
    page.reload()
    expect(page.locator(".bs-mystery .pile-label")).to_contain_text("prise par")
    send(page, page.locator("#board button.bs-ask").first)
    laid = page.locator(".bs-felt .bs-card.bs-is-mystery")
    expect(laid).to_have_count(1, timeout=5000)
    expect(laid.locator(".bs-mystery-tag")).to_have_text("? Carte mystère")
    assert (laid.get_attribute("aria-label") or "").startswith("Carte mystère · ")
    expect(page.locator(".bs-felt")).not_to_contain_text("La goutte")
    page.screenshot(path=SHOTS / "bataille-by-ear-mystery-fr.png", full_page=True)
    audit = Audit(page)
    audit.check("/tables/<bataille-des-sons>/ (by ear, the mystery card laid)")
    assert not audit.grave(), audit.grave()
    send(page, page.get_by_role("button", name="Poser ma carte"))
    revealed = page.locator(".bs-last .bs-card.bs-is-mystery")
    expect(revealed).to_contain_text("La goutte d’eau")


def test_a_hot_seat_trick(site):
    page = site
    page.goto(page.base_url + "/jeux/bataille-des-sons/")
    page.check("input[name=mode][value=hotseat]")
    for i, name in enumerate(("Léa", "Tom"), start=1):
        page.fill(f"#id_player_{i}", name)
    table = start_and_hurry_the_bots(page)
    state = scenario([["tonnerre", "flute"], ["violon", "harpe"]])  # Léa (0) attacks
    table.state = R.to_json(state)
    table.save()
    page.reload()
    board = page.locator("#board")
    screen = board.locator(".pass-screen")
    expect(screen).to_contain_text("C’est à Léa de jouer.")
    expect(board.locator(".bs-mine")).to_have_count(0)  # nobody's card on the shared screen
    expect(board).not_to_contain_text("Le tonnerre")
    with page.expect_response(lambda r: "/montrer/" in r.url):
        screen.get_by_role("button", name="Je suis Léa : montrer mes cartes").click()
    expect(board.locator(".bs-mine .bs-name")).to_have_text("Le tonnerre")
    send(page, board.get_by_role("button", name=f"Qui a le son le plus fort{NBSP}?"))
    # Léa asked: Tom lays now; Léa's card left the screen.
    expect(screen).to_contain_text("C’est à Tom de jouer.")
    expect(board).not_to_contain_text("Le tonnerre")
    expect(board.locator(".bs-question")).to_contain_text(f"Qui a le son le plus fort{NBSP}?")
    with page.expect_response(lambda r: "/montrer/" in r.url):
        screen.get_by_role("button", name="Je suis Tom : montrer mes cartes").click()
    expect(board.locator(".bs-mine .bs-name")).to_have_text("Le violon")
    expect(board.locator("input[name=power]")).to_have_count(1)  # Transposition
    send(page, board.get_by_role("button", name="Poser ma carte"))
    expect(screen).to_contain_text("C’est à Léa de jouer.")
    expect(board.locator(".bs-slot").first).to_contain_text("Le violon")  # laid: face up
    expect(board).not_to_contain_text("Le tonnerre")
    with page.expect_response(lambda r: "/montrer/" in r.url):
        screen.get_by_role("button", name="Je suis Léa : montrer mes cartes").click()
    send(page, board.get_by_role("button", name="Poser ma carte"))
    expect(board.locator(".bs-last h2")).to_have_text(f"Léa remporte la plie{NBSP}!")
    page.screenshot(path=SHOTS / "bataille-hot-seat-fr.png", full_page=True)


SECRET_SCAN = """() => document.documentElement.outerHTML"""


def _scan(page: Page, table: Table, seat: int) -> None:
    """The page as the browser holds it: no id, name or line of a hidden card, no value."""
    table.refresh_from_db()
    state = R.from_json(table.state)
    html = page.evaluate(SECRET_SCAN)
    secret = set(R.secret_ids(state, seat))
    secret |= {line for c in secret if c in CARD for line in CARD[c].line.values()}
    leaked = [w for w in secret if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", html)]
    assert leaked == [], f"seat {seat} holds hidden cards {leaked}"
    live = html.split('class="panel bs-last"')[0]
    assert "bs-values" not in live and not re.search(r"\d/10", live)


def test_an_by_ear_trick_between_two_networked_browsers(pages):
    lea, tom, _watcher = pages
    lea.goto(lea.base_url + "/jeux/bataille-des-sons/")
    lea.check("input[name=mode][value=network]")
    lea.fill("#id_net_name", "Léa")
    lea.select_option("#id_seat_1", "person")
    for i in range(2, 4):
        lea.select_option(f"#id_seat_{i}", "")
    lea.check("#id_opt-by_ear")
    table = start_and_hurry_the_bots(lea)
    join_url = lea.locator(".net-url a").get_attribute("href")
    tom.goto(join_url)
    tom.fill("#join-name", "Tom")
    tom.get_by_role("button", name="M’asseoir à la table").click()
    for page, name in ((lea, "Léa"), (tom, "Tom")):
        expect(page.locator(".hand-title")).to_contain_text(name, timeout=5000)
    state = scenario(
        [["tonnerre", "flute"], ["violon", "harpe"]],
        options=R.Options(by_ear=True, rounds_to_win=1, bot_delay_ms=0),
    )
    put_state(table, R.to_json(state))
    for page in (lea, tom):
        page.reload()
    _scan(lea, table, 0)
    _scan(tom, table, 1)
    # Léa listens to her own card (an opaque address), then asks.
    mine = lea.locator(".bs-mine .bs-listen")
    expect(lea.locator(".bs-mine .bs-card.bs-hidden")).to_have_count(1)
    url = mine.get_attribute("data-bs-sound")
    assert "/son/" in url and "tonnerre" not in url
    with lea.expect_response(lambda r: "/son/" in r.url) as heard:
        mine.click()
    assert heard.value.ok and heard.value.headers["cache-control"] == "private, no-store"
    lea.screenshot(path=SHOTS / "bataille-by-ear-fr.png", full_page=True)
    send(lea, lea.locator("#board button.bs-ask").first)
    expect(tom.locator(".bs-question")).to_contain_text("Qui a le son", timeout=5000)
    _scan(lea, table, 0)
    _scan(tom, table, 1)
    # Tom hears his card, lays it; Léa can hear Tom's card laid, still without its name.
    send(tom, tom.get_by_role("button", name="Poser ma carte"))
    expect(lea.locator(".bs-felt .bs-hidden")).to_have_count(1, timeout=5000)
    _scan(lea, table, 0)
    _scan(tom, table, 1)
    tom.screenshot(path=SHOTS / "bataille-by-ear-laid-fr.png", full_page=True)
    send(lea, lea.get_by_role("button", name="Poser ma carte"))
    # The reveal: both pages show the trick with its values.
    for page in (lea, tom):
        expect(page.locator(".bs-last h2")).to_contain_text("remporte la plie", timeout=5000)
        expect(page.locator(".bs-last")).to_contain_text("Le tonnerre")
        expect(page.locator(".bs-last")).to_contain_text("Le violon")
    _scan(lea, table, 0)
    _scan(tom, table, 1)
    lea.screenshot(path=SHOTS / "bataille-by-ear-reveal-fr.png", full_page=True)


def test_on_a_small_laptop_the_card_to_lay_comes_into_view(site):
    """A reviewer's pupil on a 1280 × 720 laptop read « À toi de poser ta carte ! » while
    « Poser ma carte » sat below the window, and waited until the computer took his seat. The
    board brings the move asked of him into view, once per move."""
    page = site
    page.set_viewport_size({"width": 1280, "height": 720})
    start_bataille(page)
    started = time.monotonic()
    board = page.locator("#board")
    while not board.locator("button.bs-ask, .bs-lay button").count():
        assert time.monotonic() - started < 60, "no move was asked of Ana"
        ask_for_the_board(page)
    move = board.locator("button.bs-ask, .bs-lay button").first
    expect(move).to_be_in_viewport(ratio=1)
    page.screenshot(path=SHOTS / "bataille-your-move-laptop.png")
    page.evaluate("window.scrollTo(0, 0)")  # the pupil scrolls back up: the same move stays put
    ask_for_the_board(page)
    page.wait_for_timeout(600)
    assert page.evaluate("window.scrollY") == 0
