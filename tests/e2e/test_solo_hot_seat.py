"""Solo on one computer (hot seat): the quick discard cannot be secret, so the shared screen asks
who has the twin of the discard's top. Léa, on turn, lays a red 5; the pass-the-computer screen
offers « Défausse rapide ! »; Zoé touches her name, sees her hand and lays the other red 5 out of
turn; her hand leaves the screen again and play goes on after her."""

from playwright.sync_api import Page, expect

from games.solo import rules as R
from games.solo.rules_scenario import scenario
from games.tables.models import Table
from tests.e2e.test_cledesol_play import send, start_and_hurry_the_bots

NBSP = "\u00a0"
MAY = f"Défausse rapide{NBSP}! Qui a exactement la même carte que la défausse{NBSP}?"


def reveal(page: Page, button) -> None:
    """Touches a name on the pass-the-computer screen and waits for the board htmx swaps in."""
    with page.expect_response(lambda r: "/montrer/" in r.url):
        button.click()
    page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-swapping')")


def pick(board, card_id: str) -> None:
    """Touches a card of the hand on screen (its label: the card face covers the input)."""
    board.locator(f"label.card-pick:has(input[value='{card_id}'])").click()
    expect(board.locator(f"input[value='{card_id}']")).to_be_checked()


def test_on_one_computer_zoe_quick_discards_from_the_pass_screen(site):
    page = site
    page.goto(page.base_url + "/jeux/solo/")
    page.check("input[name=mode][value=hotseat]")
    for i, name in enumerate(("Léa", "Tom", "Zoé"), start=1):
        page.fill(f"#id_player_{i}", name)
    table = start_and_hurry_the_bots(page)
    # Léa (on turn) holds a red 5; Zoé holds the other red 5; Tom has nothing identical.
    state = scenario([["r5", "v2", "v3"], ["b1", "b2", "b3"], ["r5", "j7", "j8"]], ["r1"])
    table.state = R.to_json(state)
    table.save()
    lea_five, zoe_five = state.hands[0][0], state.hands[2][0]
    assert R.CARDS[lea_five].face == R.CARDS[zoe_five].face == "rouge-5"
    page.reload()

    board = page.locator("#board")
    screen = board.locator(".pass-screen")
    expect(screen).to_contain_text("C’est à Léa de jouer.")
    expect(board.locator(".hand")).to_have_count(0)  # nobody's cards on the shared screen
    reveal(page, screen.get_by_role("button", name="Je suis Léa : montrer mes cartes"))
    expect(board.locator(".hand-title")).to_contain_text("Léa")
    pick(board, lea_five)
    expect(board.locator(f"input[name=cards][value='{zoe_five}']")).to_have_count(0)
    send(page, board.get_by_role("button", name="Poser", exact=True))

    # Léa's move is done: her hand left the screen, which now asks who has the twin; what
    # the screen reader was told for her leaves with it.
    expect(board.locator(".hand")).to_have_count(0)
    expect(page.locator("#table-news")).to_have_text("")
    may = board.locator(".pass-may")
    expect(may).to_contain_text(MAY)
    expect(screen).to_contain_text("C’est à Tom de jouer.")  # Tom, on turn, has his own button
    expect(may.get_by_role("button")).to_have_text(["Léa", "Zoé"])
    table.refresh_from_db()
    assert R.from_json(table.state).top == lea_five and table.version == 1

    reveal(page, may.get_by_role("button", name="Zoé", exact=True))
    expect(board.locator(".hand-title")).to_contain_text("Zoé")
    # once she shows her hand, Zoé hears the last moves and whose turn it is
    expect(page.locator("#table-news")).to_contain_text("Léa pose 5 rouge.")
    pick(board, zoe_five)
    send(page, board.get_by_role("button", name=f"Défausse rapide{NBSP}!", exact=True))

    expect(board.locator(".refusal")).to_have_count(0)
    table.refresh_from_db()
    after = R.from_json(table.state)
    assert after.top == zoe_five and after.discard[-2] == lea_five
    assert zoe_five not in after.hands[2] and len(after.hands[2]) == 2
    assert after.turn == 0  # SO-3: play goes on after Zoé (seat 2): Léa again
    assert table.status == Table.Status.PLAYING
    expect(board.locator(".hand")).to_have_count(0)  # Zoé's hand hidden again
    expect(board).to_contain_text(f"Défausse rapide{NBSP}! Zoé pose 5 rouge.")
