"""La Clé en duplicate in three browsers: a teacher starts a game for his class from the class
dashboard; two pupils, each on his own computer, join from their own page and play the same
rack: Léa lays the top tile by tile with the mouse, Tom types a word the dictionary refuses, then
another one. The teacher's screen says who has played (never what), ends the turn: every screen
shows the top and the percentages; « Tour suivant » lays the top on every board. The second turn
ends by the server's clock alone. Screenshots in `test-results/duplicate-*.png`; axe on the
pupil's and the teacher's screens."""

from datetime import timedelta
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client
from django.utils import timezone
from playwright.sync_api import Page, expect

from clesite.classroom import actions
from games.lacle import duplicate as D
from games.lacle import duplicate_service as S
from games.lacle import lexicon
from games.lacle.models import DuplicateGame
from games.lacle.movegen import plays
from tests.e2e.test_accessibility import Audit

SEED = 3  # its first top lays no joker (no letter to ask for)
SHOTS = Path("test-results")


def log_in(page: Page, user) -> None:
    client = Client()
    client.force_login(user)
    cookie = client.cookies[settings.SESSION_COOKIE_NAME]
    page.context.add_cookies(
        [{"name": settings.SESSION_COOKIE_NAME, "value": cookie.value, "url": page.base_url}]
    )


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"duplicate-{name}.png"), full_page=True)


def lay_by_mouse(page: Page, move: dict) -> None:
    """Lays the move's tiles one by one; before « Poser le mot », the preview under the rack
    says the words it forms and its points (the top's, here)."""
    for r, c, letter in move["tiles"]:
        page.locator(f'.lc-rack .lc-tile[data-tile="{letter}"]:not(.lc-used)').first.click()
        page.locator(f'#lc-grid [data-r="{r}"][data-c="{c}"]').click()
    preview = page.locator(".lc-preview-box .lc-preview")
    expect(preview).to_contain_text(move["words"][0])
    expect(preview).to_contain_text(f"{move['points']} points")
    shot(page, "1-preview")
    page.get_by_role("button", name="Poser le mot").click()


def type_word(page: Page, word: str, row: int, col: int, down: bool) -> None:
    page.get_by_text("Écrire le mot (sans souris)").click()
    page.fill("#lc-word", word)
    page.fill("#lc-row", str(row + 1))
    page.fill("#lc-col", str(col + 1))
    page.get_by_label("vertical (vers le bas)" if down else "horizontal (vers la droite)").check()
    page.get_by_role("button", name="Poser ce mot").click()


@pytest.fixture
def cast(monkeypatch):
    monkeypatch.setattr(S.secrets, "randbits", lambda bits: SEED)
    teacher = actions.create_teacher(email="anne@ecole.example", password="mot-de-passe-42")
    hiboux = actions.create_classroom(teacher=teacher, name="Les Hiboux")
    lea, tom = actions.add_pupils(hiboux, ["Léa", "Tom"]).created
    return teacher, hiboux, lea, tom


def test_a_class_plays_two_turns_in_duplicate(pages, cast):
    teacher, hiboux, lea, tom = cast
    prof, a, b = pages
    for page, user in ((prof, teacher), (a, lea.user), (b, tom.user)):
        page.set_viewport_size({"width": 1366, "height": 768})
        log_in(page, user)

    # The teacher starts it from his class's dashboard.
    prof.goto(f"{prof.base_url}/classe/{hiboux.code}/")
    prof.locator("#jeu-la-cle summary").click()  # the game's part, fetched when opened
    SHOTS.mkdir(exist_ok=True)
    prof.locator(".lc-class-panel").screenshot(path=str(SHOTS / "duplicate-0-dashboard.png"))
    prof.get_by_role("link", name="Lancer une partie en duplicate").click()
    prof.get_by_label("Temps par tour").select_option("120")
    prof.get_by_label("Après chaque tour").select_option("0")
    prof.get_by_role("button", name="Lancer la partie").click()
    prof.wait_for_url("**/duplicate/D*/")
    row = DuplicateGame.objects.get()
    game = D.from_json(row.state)
    top = game.top

    # The pupils join from their own page.
    for page in (a, b):
        page.goto(f"{page.base_url}/classe/moi/")
        if page is a:
            page.locator(".lc-pupil-panel").screenshot(path=str(SHOTS / "duplicate-0-pupil.png"))
        page.get_by_role("button", name=f"Rejoindre la partie en duplicate {row.code}").click()
        expect(page.get_by_text("Tu es dans la partie.")).to_be_visible()  # the rack: not yet
        expect(page.locator(".lc-rack .lc-tile")).to_have_count(0)
    expect(prof.locator(".dp-who-list li")).to_have_count(2)  # reloaded by its poll
    shot(prof, "0-teacher-waiting")
    prof.get_by_role("button", name="Commencer le premier tour").click()
    for page in (a, b):  # their polls see the turn begin
        expect(page.locator(".lc-rack .lc-tile")).to_have_count(10, timeout=6000)
    assert sorted(
        a.locator(".lc-rack .lc-tile").evaluate_all("t => t.map(x => x.dataset.tile)")
    ) == sorted(game.rack)
    expect(prof.locator(".dp-who-list li")).to_have_count(2)  # reloaded by its poll

    # Léa lays the top with the mouse; Tom tries a non-word, then a smaller word.
    lay_by_mouse(a, top)
    expect(a.locator(".dp-accepted")).to_contain_text(top["words"][0])
    other = next(
        p
        for p in plays(game.board, game.rack, lexicon.load(), opening=True)
        if p.jokers == 0 and p.word != top["words"][0] and len(p.word) == 4
    )
    r, c = other.start
    type_word(b, "EZAU", r, c, other.direction == "down")
    expect(b.locator(".dp-refusal")).to_be_visible()
    shot(b, "1-refused")
    axe = {page: Audit(page) for page in (prof, b)}  # axe on each screen of duplicate
    axe[b].check("pupil, a word refused")
    type_word(b, other.word, r, c, other.direction == "down")
    expect(b.locator(".dp-mine")).to_contain_text(other.word)
    expect(prof.get_by_text("Léa a joué")).to_be_visible()
    expect(prof.get_by_text("Tom a joué")).to_be_visible()
    for page in (prof, b):  # nobody sees the top, nor Léa's word, during the turn
        assert f"<strong>{top['words'][0]}</strong>" not in page.content()
    shot(a, "2-lea-played")
    shot(prof, "3-teacher-during-turn")
    axe[prof].check("teacher, during a turn")

    # The teacher ends the turn: every screen shows the top and the percentages.
    prof.get_by_text("Fin du tour…").click()  # asked once more: the whole class stops
    prof.get_by_role("button", name="Oui, finir le tour").click()
    for page in (prof, a, b):
        expect(page.locator(".dp-top")).to_contain_text(top["words"][0], timeout=10_000)
    expect(a.locator(".dp-my-turn")).to_contain_text("100\u00a0%")
    shot(prof, "4-teacher-results")
    shot(b, "5-tom-results")
    axe[prof].check("teacher, the turn's results")
    axe[b].check("pupil, the turn's results")

    # « Tour suivant »: the top on every board, the next rack drawn.
    prof.get_by_role("button", name="Tour suivant").click()
    for page in (a, b):
        expect(page.locator(".dp-status")).to_contain_text("Tour 2", timeout=10_000)
    r0, c0, letter0 = top["tiles"][0]
    expect(a.locator(f'#lc-grid [data-r="{r0}"][data-c="{c0}"] .lc-letter')).to_have_text(letter0)

    # 12 s left, Léa's letter on the board but not sent: she is told, in time (a class
    # reviewer's pupil saw RHUM vanish at 0:00 with « pas de coup »).
    DuplicateGame.objects.filter(pk=row.pk).update(deadline=timezone.now() + timedelta(seconds=12))
    a.reload()
    expect(a.locator(".dp-unsent")).to_be_hidden()
    a.locator(".lc-rack .lc-tile:not(.lc-used)").first.click()
    a.locator('#lc-grid [data-r="0"][data-c="0"]').click()
    expect(a.locator(".dp-unsent")).to_be_visible()
    expect(a.locator(".dp-unsent")).to_contain_text("pas encore posé")

    # Turn 2 ends by the server's clock: the pages' polls close it, nobody clicks.
    DuplicateGame.objects.filter(pk=row.pk).update(deadline=timezone.now() - timedelta(seconds=3))
    for page in (a, b, prof):
        expect(page.locator(".dp-results h2")).to_contain_text("Tour 2", timeout=10_000)
    shot(a, "6-lea-turn2-by-the-clock")
    shot(prof, "7-teacher-ranking")
    grave = [line for audit in axe.values() for line in audit.grave()]
    assert not grave, "serious or critical violations:\n" + "\n".join(grave)
