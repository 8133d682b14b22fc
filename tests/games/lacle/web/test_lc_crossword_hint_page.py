"""Mots croisés' hint at a real table (issue 16): off by default; with the table's hints on, a
pupil sees the best move he could have played only once he has played, on his own page only."""

import re

import pytest
from django.test import Client

from games.lacle import hint_crossword as H
from games.lacle import rules as R
from games.lacle import rules_crossword as C
from games.lacle.rules_patience_state import CROSSWORD
from games.tables.models import Table
from tests.games.lacle.web.test_lc_crossword_table import KEYS, lay, start_network, state_of

pytestmark = pytest.mark.django_db


def with_hints(table: Table, hints: bool = True) -> None:
    options = R.Options(mode=CROSSWORD, hints=hints)
    table.state = R.to_json(C.scenario(["NOTEEEEEEE", "UUUUOOOOII"], keys=KEYS, options=options))
    table.options = {**table.options, "hints": hints}
    table.save()


def page(client: Client, table: Table) -> str:
    return client.get(f"/tables/{table.code}/").content.decode()


def test_the_start_form_has_the_hint_off_by_default():
    html = Client().get("/jeux/la-cle/").content.decode()
    box = re.search(r'<input[^>]*name="opt-hints"[^>]*>', html).group(0)
    assert "checkbox" in box and "checked" not in box
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    assert table.options["hints"] is False
    assert R.from_json(table.state).options.hints is False


def test_the_best_move_shows_after_his_move_on_his_page_only():
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    with_hints(table)
    assert "lc-hint" not in page(lea, table)  # his turn, not played yet: nothing
    assert "lc-hint" not in page(tom, table)
    before = state_of(table)
    lay(lea, table, 0, "NOTE", 7, 6)
    after = state_of(table)
    best = H.best_move(H.position(after, 0), 0, C.default_lexicon())
    assert H.position(after, 0)["board"] == before.board and best["points"] >= 20
    html = page(lea, table)
    assert "Aide\u00a0: le meilleur coup que tu pouvais jouer" in html
    assert f"<strong>{best['word']}</strong>, à partir de la ligne {best['row'] + 1}" in html
    assert f"{best['points']} points." in html
    tom_html = page(tom, table)
    assert "lc-hint" not in tom_html  # Léa's hint is hers; Tom has not played yet


def test_no_hint_when_the_table_has_hints_off():
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    with_hints(table, hints=False)
    lay(lea, table, 0, "NOTE", 7, 6)
    assert "lc-hint" not in page(lea, table)
