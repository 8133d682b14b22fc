"""Clé de Sol's table laid out on a laptop (1366 × 768) and a phone (390 × 844): a card's caption
never covers its points (the demi-pause's long name), and the move log shows its last line or
scrolls to it (issue 20). Screenshots go to screenshots/."""

import pytest
from playwright.sync_api import Page, expect

from games.cledesol import rules as R
from games.cledesol.rules_scenario import scenario
from tests.e2e.scenes import put_state
from tests.e2e.test_cledesol_play import SHOTS, play_until, start_table

SIZES = {"laptop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}

OVERLAPS = """(cards) => cards.flatMap((card) => {
  const caption = card.querySelector('.caption'), points = card.querySelector('.points');
  if (!caption || !points) return [];
  const text = document.createRange();  // the caption's letters, not its padded box
  text.selectNodeContents(caption);
  const a = text.getBoundingClientRect(), b = points.getBoundingClientRect();
  const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
  return apart ? [] : [card.getAttribute('aria-label')];
})"""

# Each of the log's lines whole inside the log's box, with no scrolling: none cut at the bottom
# nor on the right.
LOG_CUT = """(log) => {
  const box = log.getBoundingClientRect();
  return [...log.querySelectorAll('li')].filter((line) => {
    const l = line.getBoundingClientRect();
    return l.top < box.top - 1 || l.bottom > box.bottom + 1 || l.right > box.right + 1
      || log.scrollHeight > log.clientHeight + 1 || log.scrollWidth > log.clientWidth + 1;
  }).map((line) => line.textContent);
}"""


def a_table_with_a_long_log(page: Page):
    table = start_table(page)
    play_until(page, lambda: page.locator("#board .log li").count() >= 6 or not _playing(page))
    table.refresh_from_db()
    state = scenario(
        [
            ["demi-pause", "soupir", "C4q", "E5h", "I3", "M", "Rq", "P"],
            ["D4q", "F4q", "A4q", "Rs", "Re"],
            ["E4q", "G4e", "HC", "HD", "I4"],
        ],
        ["G4q"],
        pile_b=["Rq"],
        options=R.Options(bot_delay_ms=0),
        scores=table.state["scores"],
    )
    put_state(table, R.to_json(state))
    page.reload()
    return table


def _playing(page: Page) -> bool:
    return not page.locator("#board .round-over, #board .game-over").count()


@pytest.mark.parametrize("size", SIZES)
def test_captions_clear_the_points_and_the_log_shows_its_last_line(site, size):
    page = site
    page.set_viewport_size(SIZES[size])
    a_table_with_a_long_log(page)
    cards = page.locator("#board .hand .card")
    expect(cards).to_have_count(8)
    expect(page.locator("#board .hand .card-silence .caption").first).to_be_visible()
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / f"cledesol-layout-{size}.png", full_page=True)
    log = page.locator("#board .log")
    # The last 6 moves, each one line or more (a move may end a round, a draw shows its card).
    expect(log.locator("li").nth(5)).to_be_attached()
    assert log.evaluate(LOG_CUT) == []
    log.scroll_into_view_if_needed()
    expect(log.locator("li").last).to_be_in_viewport()
    assert page.locator("#board .card").evaluate_all(OVERLAPS) == []
