"""The game's memos open beside a table in play (CS-sheet-9 for Clé de Sol): the memo of the
moment, and under it the game's other memos."""

import re

import pytest
from django.test import Client

from clesite.claims import TOKEN_KEY
from games.tables import services
from games.tables.services import SeatSpec

pytestmark = pytest.mark.django_db


def _page(game: str) -> str:
    seats = [SeatSpec(name="Léa", player_token="jeton-lea"), SeatSpec("Ordi", bot_level="simple")]
    table = services.create_table(game=game, mode="bots", seats=seats, options={}, seed=3)
    client = Client()
    session = client.session
    session[TOKEN_KEY] = "jeton-lea"
    session.save()
    return client.get(f"/tables/{table.code}/").content.decode()


def _memo_aside(html: str) -> str:
    found = re.search(r'<aside class="panel memo-side[^"]*".*?</aside>', html, re.S)
    assert found, "no memo beside the board"
    return found.group(0)


def test_cle_de_sol_links_its_other_memos_under_the_memo_of_the_moment():
    aside = _memo_aside(_page("cle-de-sol"))
    links = re.findall(r'href="(/apprendre/[^"]+)"', aside)
    assert sorted(set(links)) == [
        "/apprendre/durees/",
        "/apprendre/hauteurs/",
        "/apprendre/intervalles/",
    ]
    assert len(links) == 3  # the memo of the moment is not linked twice


@pytest.mark.parametrize("game", ["gama", "solo", "bataille-des-sons"])
def test_a_game_with_one_memo_links_it_once(game):
    links = re.findall(r'href="(/apprendre/[^"]+)"', _memo_aside(_page(game)))
    assert len(links) == 1
