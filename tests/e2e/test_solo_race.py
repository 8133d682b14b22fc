"""A networked Solo race: Léa and Tom, each in their own browser (separate sessions), at one
networked table of three people (Zoé, in a third browser, sits between them and only watches her
hand). Léa is on turn with a red 7 that fits; Tom holds the twin of the red 5 on top.
Both press at once, on the same version of the table (the hand form's hidden `version`): Léa
« Poser », Tom « Défausse rapide ! ». Exactly one card lands; the other pupil is told kindly why
(« Trop tard ! » if Léa was first: Tom's red 5 no longer fits; "someone played just before you"
if Tom was: Léa, on turn again after him, chose on a table that has changed); the 112 cards are
all still there, and the slower card is still in its holder's hand.

Two quick discards race only with black cards: the twin of a coloured card exists in two copies
(SO-1), so with one on top only one hand can hold an identical card. Black cards have four
copies: Zoé and Tom both lay a « Choix de couleur » on its twin at once. The second is still
identical to the new top, so it lands too, unless the first one passed the turn to its player:
then he chose out of turn on a table that has changed, and keeps his card (« Nos choix »)."""

import pytest
from playwright.sync_api import Page, expect

from games.solo import rules as R
from games.solo.rules_scenario import scenario
from games.tables.models import Table
from tests.e2e.test_cledesol_play import start_and_hurry_the_bots

NBSP = "\u00a0"
TOO_LATE = f"Trop tard{NBSP}! Quelqu’un a été plus rapide"
STALE = "Quelqu’un a joué juste avant toi : regarde la table, puis rejoue."


def networked_table(lea: Page, zoe: Page, tom: Page) -> Table:
    lea.goto(lea.base_url + "/jeux/solo/")
    lea.check("input[name=mode][value=network]")
    lea.fill("#id_net_name", "Léa")
    lea.select_option("#id_seat_1", "person")
    lea.select_option("#id_seat_2", "person")
    for i in range(3, 10):
        lea.select_option(f"#id_seat_{i}", "")
    table = start_and_hurry_the_bots(lea)
    join_url = lea.locator(".net-url a").get_attribute("href")
    for page, name in ((zoe, "Zoé"), (tom, "Tom")):
        page.goto(join_url)
        page.fill("#join-name", name)
        page.get_by_role("button", name="M’asseoir à la table").click()
    for page, name in ((lea, "Léa"), (zoe, "Zoé"), (tom, "Tom")):
        expect(page.locator(".hand-title")).to_contain_text(name, timeout=5000)
    table.refresh_from_db()
    assert table.status == Table.Status.PLAYING
    return table


def all_cards(state) -> list[str]:
    return sorted(sum(state.hands, []) + state.discard + state.draw_pile)


def pick(page: Page, card_id: str) -> None:
    page.locator(f"#board label.card-pick:has(input[value='{card_id}'])").click()
    expect(page.locator(f"#board input[value='{card_id}']")).to_be_checked()


PRESS = """kind => document.querySelector(`#board .hand-form button[name=kind][value="${kind}"]`).click()"""


@pytest.mark.parametrize(
    "pressed_first", ["Léa", "Tom"], ids=["lea-presses-first", "tom-presses-first"]
)
def test_two_browsers_race_on_the_same_version_and_exactly_one_card_lands(pages, pressed_first):
    lea, zoe, tom = pages
    table = networked_table(lea, zoe, tom)
    seat_of = {s.name: s.index for s in table.seats.all()}
    assert seat_of == {"Léa": 0, "Zoé": 1, "Tom": 2}
    state = scenario([["v1", "r7", "b4"], ["b1", "b2", "b3"], ["r5", "j2", "j3"]], ["r5"])
    table.state = R.to_json(state)
    table.save()
    lea_seven, tom_five = state.hands[0][1], state.hands[2][0]
    assert R.CARDS[lea_seven].face == "rouge-7" and R.CARDS[tom_five].face == "rouge-5"
    before = R.from_json(table.state)
    for page in (lea, zoe, tom):
        page.reload()
    pick(lea, lea_seven)
    pick(tom, tom_five)
    version = str(table.version)
    for page in (lea, tom):
        expect(page.locator("#board .hand-form input[name=version]")).to_have_value(version)

    # Both forms are sent before either answer is awaited, in the order of the parameter
    # (who presses a hair first; the server's row lock decides who really was).
    presses = {"Léa": (lea, "play"), "Tom": (tom, "quick-discard")}
    order = [pressed_first, "Tom" if pressed_first == "Léa" else "Léa"]
    with (
        lea.expect_response(lambda r: "/jouer/" in r.url) as lea_answer,
        tom.expect_response(lambda r: "/jouer/" in r.url) as tom_answer,
        lea.expect_request(lambda r: "/jouer/" in r.url) as lea_sent,
        tom.expect_request(lambda r: "/jouer/" in r.url) as tom_sent,
    ):
        for who in order:
            page, kind = presses[who]
            page.evaluate(PRESS, kind)
    assert "kind=play" in (lea_sent.value.post_data or "")
    assert "kind=quick-discard" in (tom_sent.value.post_data or "")
    for sent in (lea_sent.value, tom_sent.value):  # the same version: the race the server settles
        assert f"version={version}&" in (sent.post_data or ""), sent.post_data
    assert lea_answer.value.ok and tom_answer.value.ok
    for page in (lea, tom):
        page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-swapping')")

    table.refresh_from_db()
    after = R.from_json(table.state)
    assert table.version == int(version) + 1  # exactly one action was committed
    assert after.discard == before.discard + [after.top]  # exactly one card landed
    assert after.top in (lea_seven, tom_five)
    assert all_cards(after) == all_cards(before) == sorted(R.DECK)  # 112, none lost or doubled
    assert R.check_invariants(after) == []
    if after.top == lea_seven:  # Léa was first: Tom's red 5 no longer fits
        loser, loser_page, kept, why = 2, tom, tom_five, TOO_LATE
        assert after.hands[0] == [c for c in before.hands[0] if c != lea_seven]
        assert after.turn == 1  # Zoé's turn now
    else:  # Tom was first: Léa chose on a table that has changed since
        loser, loser_page, kept, why = 0, lea, lea_seven, STALE
        assert after.hands[2] == [c for c in before.hands[2] if c != tom_five]
        assert after.turn == 0  # SO-3: play goes on after Tom: Léa again
    print(
        f"race: pressed first {pressed_first}, landed first {'Tom' if loser_page is lea else 'Léa'}"
    )
    assert after.hands[1] == before.hands[1]  # Zoé did nothing
    assert kept in after.hands[loser] and after.hands[loser] == before.hands[loser]
    refusal = loser_page.locator("#board .refusal")
    expect(refusal).to_be_visible()
    expect(refusal).to_contain_text(why)
    winner_page = tom if loser_page is lea else lea
    expect(winner_page.locator("#board .refusal")).to_have_count(0)
    # The slower card is still shown in its holder's hand, and both pages show the new top.
    expect(loser_page.locator(f"#board input[value='{kept}']")).to_have_count(1)
    top_face = R.CARDS[after.top]
    for page in (lea, zoe, tom):
        expect(page.locator("#board .solo-discard .card")).to_have_attribute(
            "aria-label", f"{top_face.value} rouge"
        )


@pytest.mark.parametrize(
    "pressed_first", ["Zoé", "Tom"], ids=["zoe-presses-first", "tom-presses-first"]
)
def test_two_black_quick_discards_race_and_no_card_is_lost_or_doubled(pages, pressed_first):
    lea, zoe, tom = pages
    table = networked_table(lea, zoe, tom)
    hands = [["v1", "v2", "b4"], ["C", "b2", "b3"], ["C", "j2", "j3"]]
    state = scenario(hands, ["C"], colour="vert")
    table.state = R.to_json(state)
    table.save()
    twins = {"Zoé": state.hands[1][0], "Tom": state.hands[2][0]}
    for page in (lea, zoe, tom):
        page.reload()
    for who, page in (("Zoé", zoe), ("Tom", tom)):
        pick(page, twins[who])
        page.locator("#board input[name=choice][value=rouge]").check()
    version = str(table.version)
    order = [pressed_first, "Tom" if pressed_first == "Zoé" else "Zoé"]
    with (
        zoe.expect_response(lambda r: "/jouer/" in r.url) as zoe_answer,
        tom.expect_response(lambda r: "/jouer/" in r.url) as tom_answer,
    ):
        for who in order:
            {"Zoé": zoe, "Tom": tom}[who].evaluate(PRESS, "quick-discard")
    assert zoe_answer.value.ok and tom_answer.value.ok
    for page in (zoe, tom):
        page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-swapping')")
    table.refresh_from_db()
    after = R.from_json(table.state)
    assert all_cards(after) == all_cards(state) == sorted(R.DECK)  # none lost or doubled
    assert R.check_invariants(after) == []
    landed = [c for c in after.discard if c in twins.values()]
    print(f"black race: pressed first {pressed_first}, landed {len(landed)}")
    assert len(landed) == len(set(landed)) == table.version - int(version)
    if landed == [twins["Zoé"]]:  # Zoé first: Tom is on turn now, his card came too late
        assert twins["Tom"] in after.hands[2] and after.turn == 2
        expect(tom.locator("#board .refusal")).to_contain_text(STALE)
        expect(tom.locator(f"#board input[value='{twins['Tom']}']")).to_have_count(1)
    else:  # Tom first (play goes on with Léa): Zoé's twin still fits and follows it
        assert landed == [twins["Tom"], twins["Zoé"]] and after.turn == 2
        expect(zoe.locator("#board .refusal")).to_have_count(0)
