"""A networked Clé de Sol table in three browsers: Léa creates it, Tom joins by the table's
address, a spectator watches; a bot holds the third seat. Each pupil plays from their own page
(separate browser contexts: separate sessions) until the final score, and every page follows the
game through its event stream, with no reload.

The bot's delay is set to 0 (an option of the table) so the test does not wait for the bot. The
game is one round (an option of the rules) of a set deal of two cards each: what crosses the
network is the same at every move, and a random five-round game took 100 to 200 s of the suite;
the sheet's five rounds are played to the end in test_cledesol_play, and a whole random networked
game without a browser in tests/games/tables/test_network_hidden.py."""

import dataclasses
import time

from playwright.sync_api import Page, expect

from games.cledesol import rules as R
from games.cledesol.rules_scenario import scenario
from games.tables.models import Table
from tests.e2e.scenes import put_state
from tests.e2e.test_cledesol_play import SHOTS, start_and_hurry_the_bots, take_a_turn

ROUNDS = 5  # CS-sheet: a game is five rounds
# Léa lays her E on the E, Tom his, the computer draws, Léa ends with her rest (any time, pile B).
DEAL = [["E4h", "soupir"], ["E4e", "G4e"], ["C5s", "A5s"]]


def create_network_table(page: Page) -> Table:
    page.goto(page.base_url + "/jeux/cle-de-sol/")
    page.check("input[name=mode][value=network]")
    page.fill("#id_net_name", "Léa")
    page.select_option("#id_seat_1", "person")
    page.select_option("#id_seat_2", "simple")
    for i in range(3, 6):
        page.select_option(f"#id_seat_{i}", "")
    page.check("#id_opt-hints")
    table = start_and_hurry_the_bots(page)
    assert table.state["options"].get("rounds", ROUNDS) == ROUNDS
    return table


def test_two_pupils_and_a_spectator_play_a_whole_game_across_the_network(pages):
    lea, tom, watcher = pages
    SHOTS.mkdir(exist_ok=True)
    table = create_network_table(lea)
    options = dataclasses.replace(R.from_json(table.state).options, rounds=1)
    put_state(table, R.to_json(scenario(DEAL, ["E4q"], turn=0, dealer=2, options=options)))
    expect(lea.locator(".net-lobby")).to_be_visible()
    expect(lea.locator(".net-code")).to_have_text(table.code)
    expect(lea.locator(".net-qr svg.qr")).to_be_visible()
    lea.screenshot(path=SHOTS / "network-lobby-fr.png", full_page=True)

    join_url = lea.locator(".net-url a").get_attribute("href")
    tom.goto(join_url)
    expect(tom.get_by_role("heading", name="Une place t’attend à cette table")).to_be_visible()
    tom.screenshot(path=SHOTS / "network-join-fr.png", full_page=True)
    tom.fill("#join-name", "Tom")
    tom.get_by_role("button", name="M’asseoir à la table").click()
    expect(tom.locator(".hand-title")).to_contain_text("Tom")

    # Léa's waiting room turns into the game by itself: the stream told her page.
    expect(lea.locator(".hand-title")).to_contain_text("Léa", timeout=5000)
    expect(lea.locator(".net-lobby")).to_have_count(0)

    watcher.goto(join_url)
    expect(watcher.locator(".net-full")).to_contain_text("Cette table est complète")
    expect(watcher.locator(".hand")).to_have_count(0)
    expect(watcher.locator(".players .player")).to_have_count(3)

    moves: dict[str, int] = {}
    started = time.monotonic()
    shot_mid_game = False
    while not lea.locator(".game-over").count() or not tom.locator(".game-over").count():
        assert time.monotonic() - started < 600, f"the game did not end; moves so far {moves}"
        acted = False
        for page in (lea, tom):
            if page.locator(".game-over").count():
                continue
            kind = take_a_turn(page)
            moves[kind] = moves.get(kind, 0) + 1
            acted = acted or kind != "wait"
        if not shot_mid_game and moves.get("play", 0) >= 1:
            shot_mid_game = True
            tom.screenshot(path=SHOTS / "network-pupil-fr.png", full_page=True)
            watcher.screenshot(path=SHOTS / "network-spectator-fr.png", full_page=True)
            # no hand of his own, nor anyone's (a round's end shows what was left: it may)
            assert watcher.locator(".hand-form, .net-open-hands").count() == 0
        if not acted:
            lea.wait_for_timeout(150)

    table.refresh_from_db()
    assert table.status == Table.Status.FINISHED
    assert moves.get("play", 0) >= 3  # each pupil laid cards
    # The spectator's page reached the end by itself too, without a hand ever shown: only the
    # last round's cards left in hand, open to all as at every round's end (its points).
    rows = watcher.locator(".game-over table.scores tbody tr")
    expect(rows).to_have_count(1, timeout=5000)
    assert watcher.locator(".hand-form").count() == 0
    assert watcher.locator(".hand").count() == watcher.locator(".revealed-hands .hand").count()
    lea.screenshot(path=SHOTS / "network-game-over-fr.png", full_page=True)
    watcher.screenshot(path=SHOTS / "network-spectator-end-fr.png", full_page=True)


def test_a_refused_stream_falls_back_to_polling_every_three_seconds(pages, settings):
    """Issue 25 point 7: past the server's cap a page's stream is refused (`busy`); the page then
    asks for its board every 3 s instead of every second, and still follows the game."""
    settings.STREAMS_PER_PROCESS = 0  # every stream refused
    lea, tom, _ = pages
    asked: list[float] = []
    lea.on("request", lambda r: "/etat/" in r.url and asked.append(time.monotonic()))
    table = create_network_table(lea)
    expect(lea.locator(".net-lobby")).to_be_visible()
    lea.wait_for_timeout(7000)
    assert lea.evaluate("window.CleLive") is False
    assert 2 <= len(asked) <= 3, asked  # every 3 s, not every second (7 asks)
    tom.goto(f"{tom.base_url}/tables/{table.code}/")
    tom.fill("#join-name", "Tom")
    tom.get_by_role("button", name="M’asseoir à la table").click()
    expect(tom.locator(".hand-title")).to_contain_text("Tom")
    # Léa's waiting room still turns into the game, at the next poll.
    expect(lea.locator(".hand-title")).to_contain_text("Léa", timeout=5000)
