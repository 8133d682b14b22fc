"""A class compares its Patience in the browser (issue 26, LC-11, LC-ours-16): two pupils of a
class, each on their own computer, type the same code and get the same tiles in the same order;
both finish, and both are in the class ranking; a pupil of another class who played the same
code is not (and sees only her own class: herself)."""

import pytest
from django.conf import settings
from django.test import Client
from playwright.sync_api import Page, expect

from clesite.classroom import actions
from games.engine import Rng
from games.lacle import bots, ranking
from games.lacle import rules as R
from games.lacle.rules_patience_state import seed_of
from games.tables.models import Table

CODE = "HIBOUX7"


@pytest.fixture(autouse=True)
def _quick_solver(monkeypatch):
    """The solver's answer is not what this test is about (it takes seconds)."""
    from games.lacle import presenter

    monkeypatch.setattr(
        presenter, "solver_line", lambda state: {"chain": [], "reached": False, "exact": False}
    )


def log_in(page: Page, user) -> None:
    client = Client()
    client.force_login(user)
    cookie = client.cookies[settings.SESSION_COOKIE_NAME]
    page.context.add_cookies(
        [{"name": settings.SESSION_COOKIE_NAME, "value": cookie.value, "url": page.base_url}]
    )


def the_bots_words(n: int) -> list[dict]:
    """The first `n` words the site's bot lays on this code's deal, as the chain records them
    (word, first cell, direction), for the pupils to type."""
    state = R.new_game(1, R.Options(code=CODE), seed_of(CODE))
    bot = bots.SimpleBot()
    for _ in range(n):
        action = bot.choose(R.observation(state, 0), [], Rng(0))
        assert action.kind == R.LAY, "this code's deal must offer the bot two words"
        state, _ = R.apply(state, action)
    for word in state.chain:  # a joker is typed as ? before its letter
        word["text"] = "".join(
            f"?{ch.upper()}" if ch.islower() else ch
            for ch in (state.board[r][c] for r, c in word["cells"])
        )
    return state.chain


def start(page: Page) -> Table:
    page.goto(f"{page.base_url}/jeux/la-cle/?opt-code={CODE.lower()}")
    # The link set the game: its start button comes first, above the form.
    page.locator(".start-from-link").get_by_role("button", name="Commencer la partie").click()
    page.wait_for_url("**/tables/**")
    return Table.objects.latest("id")


def rack(page: Page) -> list[str]:
    return page.locator(".lc-rack .lc-tile").evaluate_all("tiles => tiles.map(t => t.dataset.tile)")


def type_word(page: Page, word: dict) -> None:
    """The text form (« Écrire le mot »): the whole word, its first cell, its direction."""
    r, c = word["cells"][0]
    page.get_by_text("Écrire le mot (sans souris)").click()
    page.fill("#lc-word", word["text"])
    page.fill("#lc-row", str(r + 1))
    page.fill("#lc-col", str(c + 1))
    page.get_by_label(
        "vertical (vers le bas)" if word["direction"] == "down" else "horizontal (vers la droite)"
    ).check()
    page.get_by_role("button", name="Poser ce mot").click()


def give_up(page: Page) -> None:
    page.get_by_text("Abandonner…").click()
    page.get_by_role("button", name="Oui, j’abandonne").click()
    expect(page.locator(".lc-result h2")).to_contain_text("Patience abandonnée")


def test_two_pupils_on_one_code_and_the_class_ranking(pages):
    teacher = actions.create_teacher(email="hiboux@ecole.example", password="mot-de-passe-42")
    hiboux = actions.create_classroom(teacher=teacher, name="Les Hiboux")
    lea, tom = actions.add_pupils(hiboux, ["Léa", "Tom"]).created
    other = actions.create_teacher(email="renards@ecole.example", password="mot-de-passe-42")
    (zoe,) = actions.add_pupils(
        actions.create_classroom(teacher=other, name="Renards"), ["Zoé"]
    ).created
    words = the_bots_words(2)
    lea_page, tom_page, zoe_page = pages
    for page, pupil in ((lea_page, lea), (tom_page, tom), (zoe_page, zoe)):
        log_in(page, pupil.user)
    lea_table, tom_table = start(lea_page), start(tom_page)
    expect(lea_page.locator(".lc-code")).to_have_text(CODE)
    assert rack(lea_page) == rack(tom_page) and len(rack(lea_page)) == 10  # the same tiles
    for page in (lea_page, tom_page):
        type_word(page, words[0])
        expect(page.locator(".lc-count")).to_contain_text("1")
    assert rack(lea_page) == rack(tom_page)  # the same refill: the same order in the bag
    one, two = (R.from_json(Table.objects.get(pk=t.pk).state) for t in (lea_table, tom_table))
    assert one.pool == two.pool and one.rack == two.rack
    type_word(tom_page, words[1])  # Tom goes one word further
    expect(tom_page.locator(".lc-count")).to_contain_text("2")
    give_up(lea_page)
    give_up(tom_page)
    start(zoe_page)
    give_up(zoe_page)
    lea_page.reload()
    ranked = lea_page.locator("table.lc-ranking")
    expect(ranked.locator("caption")).to_have_text(f"Classement de la classe, Patience {CODE}")
    expect(ranked.locator("tbody tr")).to_have_count(2)
    expect(ranked.locator("tbody tr").nth(0)).to_contain_text("Tom")  # further, though stopped
    expect(ranked.locator("tbody tr.lc-me")).to_contain_text("Léa")
    expect(ranked).not_to_contain_text("Zoé")
    zoe_ranked = zoe_page.locator("table.lc-ranking tbody tr")
    expect(zoe_ranked).to_have_count(1)
    expect(zoe_ranked).to_contain_text("Zoé")
    lea_page.screenshot(path="/tmp/lc_class_ranking.png", full_page=True)
    # The teacher's dashboard: who tried the code, and their best.
    lea_page.context.clear_cookies()
    log_in(lea_page, teacher)
    lea_page.goto(f"{lea_page.base_url}/classe/{hiboux.code}/#jeu-la-cle")
    lea_page.locator("#jeu-la-cle summary").click()  # the game's part, fetched when opened
    panel = lea_page.locator("#la-cle")
    expect(panel).to_contain_text(ranking.daily_code(hiboux.code))
    expect(panel.locator("table caption")).to_contain_text(f"Patience {CODE}")
    expect(panel.locator("tbody tr")).to_have_count(2)
    expect(panel).not_to_contain_text("Zoé")
    panel.screenshot(path="/tmp/lc_dashboard_panel.png")
