"""A click whose request does not get through says so (a reviewer's pupil, logged out in
another tab, and a network cut, both clicked « Poser » for nothing, the page unchanged)."""

from playwright.sync_api import Page, expect

from tests.e2e.test_cledesol_play import start_table


def press_poser(page: Page) -> None:
    """« Poser » on the first card of the hand, once the pupil may play."""
    board = page.locator("#board")
    expect(board.get_by_role("button", name="Poser")).to_have_count(1, timeout=15_000)
    board.locator(".hand label.card-pick").first.click()
    board.get_by_role("button", name="Poser").click()


def test_a_click_that_does_not_get_through_says_so(site: Page):
    page = site
    start_table(page, bots=("simple",))
    trouble = page.locator("#htmx-trouble")
    expect(trouble).to_be_hidden()
    page.route("**/jouer/", lambda route: route.abort())  # the school network drops
    press_poser(page)
    expect(trouble).to_be_visible()
    expect(trouble).to_contain_text("ton clic n’est pas arrivé")
    page.unroute("**/jouer/")
    page.context.clear_cookies()  # the session ends (logged out in another tab)
    press_poser(page)
    expect(trouble).to_contain_text("recharge-la pour continuer")
    reload = trouble.get_by_role("button", name="Recharger la page")
    expect(reload).to_be_focused()
    reload.click()
    expect(trouble).to_be_hidden()


def test_a_board_that_cannot_refresh_itself_blames_no_click(site: Page):
    """A reviewer killed the server: every pupil read « ton clic n’est pas arrivé », those who
    had clicked nothing too (their boards were refreshing themselves)."""
    page = site
    start_table(page, bots=("simple",))
    trouble = page.locator("#htmx-trouble")
    page.route("**/etat/**", lambda route: route.abort())  # the board's own refresh
    page.locator("#board").evaluate("b => htmx.trigger(b, 'cle:changed')")
    expect(trouble).to_contain_text("la page réessaie toute seule")
    expect(trouble).not_to_contain_text("ton clic")


def test_a_lost_click_stays_said_while_the_board_s_poll_fails_too(site: Page):
    """A reviewer stopped the server and pressed « Poser »: « ton clic n’est pas arrivé » turned
    into « la page réessaie toute seule » half a second later (the board's poll failing too),
    though the page never sends her move again."""
    page = site
    start_table(page, bots=("simple",))
    trouble = page.locator("#htmx-trouble")
    page.route("**/jouer/", lambda route: route.abort())
    page.route("**/etat/**", lambda route: route.abort())
    press_poser(page)
    expect(trouble).to_contain_text("ton clic n’est pas arrivé")
    page.locator("#board").evaluate("b => htmx.trigger(b, 'cle:changed')")  # a poll fails
    page.wait_for_timeout(300)
    expect(trouble).to_contain_text("ton clic n’est pas arrivé")


def test_the_box_goes_when_the_table_s_stream_opens_again(site: Page):
    """After a restart the stream was open in 2 s but « la connexion au serveur est coupée »
    stayed 25 s more: pushed boards are no requests, and nothing else hid it."""
    page = site
    start_table(page, bots=("simple",))
    trouble = page.locator("#htmx-trouble")
    page.route("**/etat/**", lambda route: route.abort())
    page.locator("#board").evaluate("b => htmx.trigger(b, 'cle:changed')")
    expect(trouble).to_contain_text("la page réessaie toute seule")
    page.evaluate("document.dispatchEvent(new CustomEvent('cle:stream-open'))")
    expect(trouble).to_be_hidden()
