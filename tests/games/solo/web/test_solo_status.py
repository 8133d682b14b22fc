"""Solo is played to a score, not a number of rounds: its status line counts the rounds without
promising how many there will be (the other games say « Manche 2 sur 5 »)."""

import re

import pytest

from games.tables import services

pytestmark = pytest.mark.django_db


def _status(game: str, client) -> str:
    table = services.create_table(
        game=game,
        mode="bots",
        seats=[services.SeatSpec("Léa"), services.SeatSpec("Tom", bot_level="simple")],
        options={},
    )
    html = client.get(f"/tables/{table.code}/").content.decode()
    return re.sub(r"\s+", " ", re.search(r'<div class="status-line">(.*?)</div>', html, re.S)[1])


def test_solo_counts_its_rounds_without_a_total(client):
    status = _status("solo", client)
    assert "Manche <strong>1</strong>" in status and " sur " not in status


def test_a_game_of_five_rounds_says_so(client):
    assert "Manche <strong>1</strong> sur 5" in _status("cle-de-sol", client)
