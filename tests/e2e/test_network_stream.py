"""Issue 24: a networked page follows the game by the boards its event stream pushes, with no GET of
its own; when its stream dies mid-game and a move is made at another seat meanwhile, the page
catches up (shows the new version) as soon as the stream is back, from the stamp it shows."""

import re

from playwright.sync_api import Page, Route, expect

from games.tables import services, stream
from games.tables.models import Table
from tests.e2e.test_network_play import create_network_table


def until_lea_must_play(table: Table, page: Page) -> None:
    """Moves made for Tom (server-side, as from another computer) until Léa must play; the bot
    plays by itself."""
    for _ in range(60):
        table.refresh_from_db()
        rules = services.rules_for(table)
        state = rules.from_json(table.state)
        must = rules.observation(state, None)["stage"]["must"]
        if 0 in must:
            return
        if 1 in must:
            services.play(table.code, 1, rules.legal_actions(state, 1)[0], table.version)
        page.wait_for_timeout(200)
    raise AssertionError("Léa's turn never came")


def tom_joins(lea: Page, tom: Page) -> Table:
    """Léa's networked table, Tom seated at it from his own browser."""
    table = create_network_table(lea)
    tom.goto(lea.locator(".net-url a").get_attribute("href"))
    tom.fill("#join-name", "Tom")
    tom.get_by_role("button", name="M’asseoir à la table").click()
    expect(tom.locator(".hand-title")).to_contain_text("Tom")
    return table


def test_a_page_whose_stream_died_catches_up_once_it_is_back(pages, monkeypatch):
    # The test server's streams end every 2 s (and the browser reconnects): the aborted
    # reconnection below is then the stream dying mid-game.
    monkeypatch.setattr(stream, "WSGI_LIFETIME_S", 2.0)
    lea, tom, _watcher = pages
    table = tom_joins(lea, tom)
    until_lea_must_play(table, tom)
    table.refresh_from_db()
    board = tom.locator("#board")
    expect(board).to_have_attribute("data-version", str(table.version), timeout=5000)

    def refuse(route: Route) -> None:
        route.abort()

    tom.route(re.compile(r"/flux/"), refuse)  # the stream dies...
    tom.route(re.compile(r"/etat/"), refuse)  # ...and the page cannot fetch its board either
    tom.wait_for_timeout(3500)  # the open stream ended; its reconnections fail
    shown = table.version
    rules = services.rules_for(table)
    state = rules.from_json(table.state)
    assert services.play(table.code, 0, rules.legal_actions(state, 0)[0], table.version).accepted
    table.refresh_from_db()
    assert table.version > shown
    tom.wait_for_timeout(1500)
    expect(board).to_have_attribute("data-version", str(shown))  # nothing reached the page

    tom.unroute(re.compile(r"/flux/"))  # the stream is back; fetching the board still fails
    table.refresh_from_db()
    expect(board).to_have_attribute("data-version", str(table.version), timeout=8000)
    expect(board.locator(".hand")).to_be_visible()
    tom.unroute(re.compile(r"/etat/"))


ARMED_ON_SWAP = """() => {
  window.__armed = [];
  document.addEventListener('htmx:afterSwap', () => queueMicrotask(() => {
    const board = document.getElementById('board');
    window.__armed.push(board && !board.classList.contains('htmx-settling'));
  }));
}"""


def test_a_pushed_board_is_armed_as_soon_as_it_is_shown(pages):
    """htmx arms a new board's forms when it settles: a card pressed in between was sent as a
    plain form, and the whole page reloaded (the keyboard's place lost, a flaky browser test)."""
    lea, tom, _watcher = pages
    table = tom_joins(lea, tom)
    tom.evaluate(ARMED_ON_SWAP)
    until_lea_must_play(table, tom)
    table.refresh_from_db()
    rules = services.rules_for(table)
    state = rules.from_json(table.state)
    assert services.play(table.code, 0, rules.legal_actions(state, 0)[0], table.version).accepted
    table.refresh_from_db()
    tom.wait_for_function(  # this move's board or a later one (the bot may play at once)
        f"() => +document.getElementById('board').dataset.version >= {table.version}"
    )
    armed = tom.evaluate("() => window.__armed")
    assert armed and all(armed), armed
