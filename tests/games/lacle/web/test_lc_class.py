"""A class compares its Patience (issue 26, LC-11, LC-ours-16): a pupil's ranking of a shared
code holds his class's attempts and no stranger's; a guest sees only his own; the teacher's
dashboard shows who tried each of the class's codes and their best, and today's code."""

from datetime import date

import pytest
from django.test import Client

from clesite.classroom import actions
from games.lacle import example, ranking
from games.lacle import rules as R
from games.tables.models import Table

from .test_lc_pages import post, start

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _quick_solver(monkeypatch):
    from games.lacle import presenter

    monkeypatch.setattr(
        presenter, "solver_line", lambda state: {"chain": [], "reached": False, "exact": False}
    )


@pytest.fixture
def cast():
    teacher = actions.create_teacher(email="anne@ecole.example", password="mot-de-passe-42")
    hiboux = actions.create_classroom(teacher=teacher, name="Les Hiboux")
    other = actions.create_teacher(email="bruno@ecole.example", password="mot-de-passe-42")
    renards = actions.create_classroom(teacher=other, name="Les Renards")
    lea, tom = actions.add_pupils(hiboux, ["Léa", "Tom"]).created
    (zoe,) = actions.add_pupils(renards, ["Zoé"]).created
    return teacher, hiboux, lea, tom, zoe


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def play(client: Client, code: str, words: int = 0) -> Table:
    """A Patience of this code: `words` words of the sheet's example (its tiles), then give up."""
    table = start(client, code)
    if words:
        table.state = R.to_json(R.scenario(example.draws()))
        table.state["options"]["code"] = code  # the example's tiles, under this code
        table.save()
    for _word, direction, tiles in example.moves()[:words]:
        fields = [f"{r}-{c}-{t}" for r, c, t in tiles]
        post(client, table, kind="lay", tile=fields, direction=direction)
    post(client, table, kind="give-up")
    table.refresh_from_db()
    assert table.status == Table.Status.FINISHED
    return table


def ranking_rows(client: Client, table: Table) -> str:
    html = client.get(f"/tables/{table.code}/").content.decode()
    assert "lc-ranking" in html
    return html.split('<table class="lc-ranking">', 1)[1].split("</table>", 1)[0]


def test_lc_ours_16_a_pupil_sees_his_class_and_no_stranger(cast):
    _teacher, _hiboux, lea, tom, zoe = cast
    a, b, z = logged_in(lea.user), logged_in(tom.user), logged_in(zoe.user)
    play(a, "JOUR1", words=2)
    first_lea = play(a, "JOUR1")  # a second, worse try: Léa's best stays her 2 words
    play(b, "JOUR1", words=1)
    play(z, "JOUR1", words=3)
    play(b, "AUTRE")
    rows = ranking_rows(a, first_lea)
    assert (
        "Classement de la classe, Patience JOUR1"
        in a.get(f"/tables/{first_lea.code}/").content.decode()
    )
    assert "Léa" in rows and "Tom" in rows and "Zoé" not in rows
    assert rows.count("<tr") == 3  # the head, Léa once (her best), Tom
    assert rows.index("Léa") < rows.index("Tom")  # none arrived: who went further is first
    zoe_rows = ranking_rows(z, Table.objects.filter(seats__user=zoe.user).get())
    assert "Zoé" in zoe_rows and "Léa" not in zoe_rows and "Tom" not in zoe_rows


def test_a_guest_sees_only_his_own_attempts():
    guest, other = Client(), Client()
    mine = play(guest, "OUVERT")
    play(guest, "OUVERT")
    play(other, "OUVERT")
    html = guest.get(f"/tables/{mine.code}/").content.decode()
    assert "Tes essais de la Patience OUVERT" in html
    rows = ranking_rows(guest, mine)
    assert rows.count("<tr") == 3  # the head and his two attempts, not the other guest's


def test_a_spectator_sees_no_ranking(cast):
    _teacher, _hiboux, lea, tom, _zoe = cast
    table = play(logged_in(lea.user), "JOUR2")
    html = logged_in(tom.user).get(f"/tables/{table.code}/").content.decode()  # a classmate
    assert "Patience abandonnée" in html and "lc-ranking" not in html
    stranger = Client().get(f"/tables/{table.code}/")  # Léa's table is her class's
    assert stranger.status_code == 403 and "Léa" not in stranger.content.decode()


def test_the_daily_code_is_the_class_and_the_day():
    assert ranking.daily_code("DEMO25", date(2026, 11, 25)) == "DEMO25J2511"
    assert ranking.daily_code("DEMO25", date(2026, 11, 26)) != "DEMO25J2511"


def test_the_dashboard_shows_who_tried_and_their_best(cast):
    teacher, hiboux, lea, tom, zoe = cast
    today = ranking.daily_code(hiboux.code)
    play(logged_in(lea.user), today, words=2)
    play(logged_in(lea.user), today)
    play(logged_in(zoe.user), today, words=1)
    prof = logged_in(teacher)
    html = prof.get(f"/classe/{hiboux.code}/").content.decode()
    part = prof.get(f"/classe/{hiboux.code}/jeux/la-cle/", HTTP_HX_REQUEST="true")  # opened
    panel = part.content.decode().split('id="patience"', 1)[1].split("</section>", 1)[0]
    assert f"?opt-code={today}" in panel and "Lancer la Patience du jour" in panel
    assert f"Patience du jour {today}" in panel
    assert "1 élève sur 2 l’a essayée" in panel
    assert "Léa" in panel and "2 mots" in panel and "Zoé" not in panel and "Tom" not in panel
    assert "<td>2</td></tr>" in panel  # her two tries
    url = f"/classe/{hiboux.code}/jeux/la-cle/"
    assert 'href="#jeu-la-cle"' in html and f'hx-get="{url}"' in html
    assert 'id="patience"' in part.content.decode()


def test_the_dashboard_says_when_nobody_played(cast):
    teacher, hiboux, *_ = cast
    html = logged_in(teacher).get(f"/classe/{hiboux.code}/jeux/la-cle/").content.decode()
    assert "Aucun élève de la classe n’a encore fini une Patience à code." in html


def test_lc_sheet_9_the_order_reached_with_fewer_words_then_who_went_further():
    def attempt(who, reached, words, seconds=10.0):
        return ranking.Attempt(who, who, reached, words, seconds, "T", "C")

    rows = ranking.best_each(
        [
            attempt("a", False, 0),
            attempt("b", True, 12),
            attempt("c", False, 5),
            attempt("d", True, 9, 50.0),
            attempt("e", True, 9, 40.0),
            attempt("a", False, 3),  # a's best of two
        ]
    )
    assert [(r["name"], r["best"].words, r["tries"]) for r in rows] == [
        ("e", 9, 1),
        ("d", 9, 1),
        ("b", 12, 1),
        ("c", 5, 1),
        ("a", 3, 2),
    ]


def test_lc_ours_16_an_attempt_after_the_first_arrival_does_not_rank():
    """Arrived once, a pupil has seen the computer's path: a replay of the same tiles in its
    words does not rank her first (a reviewer's find); what came before still counts."""
    from datetime import datetime, timedelta

    t0 = datetime(2026, 11, 30, 9, 0)

    def attempt(who, reached, words, minute, seconds=100.0):
        return ranking.Attempt(
            who, who, reached, words, seconds, "T", "C", t0 + timedelta(minutes=minute)
        )

    rows = ranking.best_each(
        [
            attempt("lea", False, 4, 1),
            attempt("lea", True, 12, 5),  # arrived: the path of 7 words is shown
            attempt("lea", True, 7, 8, seconds=40.0),  # replayed: does not rank
            attempt("tom", True, 9, 6),
        ]
    )
    assert [(r["name"], r["best"].words, r["tries"]) for r in rows] == [
        ("tom", 9, 1),
        ("lea", 12, 3),
    ]


def test_a_pupil_finds_his_class_patience_du_jour_on_his_page(cast):
    _teacher, hiboux, lea, _tom, _zoe = cast
    today = ranking.daily_code(hiboux.code)
    client = logged_in(lea.user)
    html = client.get("/classe/moi/").content.decode()
    assert "La Patience du jour" in html and f"?opt-code={today}" in html
    assert "Ton meilleur essai" not in html
    play(client, today, words=1)
    html = client.get("/classe/moi/").content.decode()
    assert "Tu l’as essayée sans arriver en bas à droite" in html
    page = client.get(f"/jeux/la-cle/?opt-code={today}").content.decode()
    assert f'value="{today}"' in page  # the link presets the code
    # …and its start button comes first, above the form a child had to scroll through.
    first = page.index('class="start-from-link"')
    assert first < page.index("<fieldset") and "Commencer la partie" in page[first:][:400]
    assert 'class="start-from-link"' not in client.get("/jeux/la-cle/").content.decode()
    assert "La Patience du jour" not in Client().get("/classe/moi/").content.decode()  # a guest


def test_a_class_in_another_language_is_not_pushed_la_cle_s_patience(cast):
    """A Romanian teacher saw her pupils' page lead with « Pasiența zilei », a French word game."""
    _teacher, hiboux, lea, _tom, _zoe = cast
    hiboux.language = "ro"
    hiboux.save()
    html = logged_in(lea.user).get("/classe/moi/").content.decode()
    assert "lc-pupil-panel" not in html and "opt-code=" not in html
    hiboux.language = "fr"
    hiboux.save()
    assert "lc-pupil-panel" in logged_in(lea.user).get("/classe/moi/").content.decode()


def test_lc_ours_16_a_shared_code_given_up_hides_the_computers_path(cast, monkeypatch):
    """A reviewer's find: give up at once, read the computer's path, play the code again and
    come first of the class. Given up, a shared code says how many words, not which."""
    from games.lacle import presenter

    path = {"chain": ["SAVOIR", "OPERA", "ARIA"], "reached": True, "exact": False}
    monkeypatch.setattr(presenter, "solver_line", lambda state: path)
    _teacher, _hiboux, lea, *_ = cast
    client = logged_in(lea.user)
    html = client.get(f"/tables/{play(client, 'JOUR2').code}/").content.decode()
    assert "OPERA" not in html
    assert "L’ordinateur y arrive en 3 mots. Son chemin s’affiche quand tu arrives" in html
    own = start(client, "")  # a deal of her own: the path is shown
    post(client, own, kind="give-up")
    assert "OPERA" in client.get(f"/tables/{own.code}/").content.decode()
