"""The challenge window's time left at a Mots croisés table (issue 16, the table; LC-6): the
window lasts until the next move, so when a computer plays next it closes when the table has been
still for the bot delay, and the page says so from the server's clock: until when (without a
script) and the milliseconds left (which the script counts down). When a person plays next there
is no clock: the page says until whose move."""

import re
from datetime import datetime, timedelta
from types import SimpleNamespace

import pytest
from django.test import Client
from django.utils import timezone

from games.lacle import presenter_crossword
from games.lacle import rules as R
from games.lacle import rules_crossword as C
from games.lacle.presenter_crossword import CROSSWORD_SPEEDS
from games.lacle.rules_patience_state import CROSSWORD
from games.tables.models import Table
from tests.games.lacle.web.test_lc_crossword_table import (
    KEYS,
    code_of,
    lay,
    set_state,
    start_network,
    state_of,
)

pytestmark = pytest.mark.django_db

LEFT = re.compile(r'class="lc-clock" data-left-ms="(\d+)"')
DATETIME = re.compile(r'<time class="lc-until" datetime="([^"]+)">jusqu’à (\d\d:\d\d:\d\d)</time>')


def start_against_two_computers(lea: Client, speed: str = "normal") -> Table:
    data = {"mode": "bots", "my_name": "Léa", "bot_1": "simple", "bot_2": "simple"}
    response = lea.post(
        "/jeux/la-cle/nouvelle/", {**data, "opt-mode": CROSSWORD, "opt-speed": speed}
    )
    return Table.objects.get(code=code_of(response))


def bot_laid(table: Table) -> None:
    """The first computer (seat 1) has laid NOTE; the second computer (seat 2) plays next."""
    racks = ["UUUUOOOOII", "NOTEEEEEEE", "IIIIIIAASS"]
    state = C.scenario(racks, keys=KEYS, turn=1, options=R.Options(mode=CROSSWORD))
    state, _events = C.apply(state, C.lay(1, [(7, 6 + i, ch) for i, ch in enumerate("NOTE")]))
    assert state.pending is not None and state.turn == 2
    table.state = R.to_json(state)
    table.save()


def clock_at(monkeypatch, moment: datetime) -> None:
    """The page's clock stopped at `moment`: on a loaded machine more than a second could pass
    between the computer's move and the page, and « encore 5 s » read « encore 4 s »."""
    shim = SimpleNamespace(now=lambda: moment, localtime=timezone.localtime)
    monkeypatch.setattr(presenter_crossword, "timezone", shim)


def test_the_start_form_sets_the_computers_delay_the_challenge_window(settings):
    settings.TABLES_BOT_RUNNER = "manual"
    for speed, ms in CROSSWORD_SPEEDS.items():
        table = start_against_two_computers(Client(), speed)
        assert table.options["bot_delay_ms"] == ms
        assert R.from_json(table.state).options.bot_delay_ms == ms


def test_a_computer_next_the_page_says_until_when_and_the_time_left(settings, monkeypatch):
    """LC-6: Léa may challenge the first computer's word until the second one plays, at the
    table's last change plus its delay; the page shows that instant and the milliseconds left."""
    settings.TABLES_BOT_RUNNER = "manual"
    lea = Client()
    table = start_against_two_computers(lea)
    bot_laid(table)
    table.refresh_from_db()
    clock_at(monkeypatch, table.updated_at + timedelta(milliseconds=10))
    html = lea.get(f"/tables/{table.code}/").content.decode()
    deadline = table.updated_at + timedelta(milliseconds=CROSSWORD_SPEEDS["normal"])
    assert int(LEFT.search(html).group(1)) == CROSSWORD_SPEEDS["normal"] - 10
    stamp, clock = DATETIME.search(html).groups()
    assert datetime.fromisoformat(stamp) == deadline
    assert clock == timezone.localtime(deadline).strftime("%H:%M:%S")
    challenge = re.search(r"<button[^>]*lc-challenge.*?</button>", html, re.S).group(0)
    seconds = CROSSWORD_SPEEDS["normal"] // 1000
    assert f"jusqu’à {clock}" in challenge and f"encore {seconds} s" in challenge
    assert "Temps pour contester, avant que" in html


def test_the_time_left_counts_down_and_is_none_once_the_delay_is_over(settings, monkeypatch):
    settings.TABLES_BOT_RUNNER = "manual"
    lea = Client()
    table = start_against_two_computers(lea)
    bot_laid(table)
    table.refresh_from_db()
    clock_at(monkeypatch, table.updated_at + timedelta(seconds=3))
    left = int(LEFT.search(lea.get(f"/tables/{table.code}/").content.decode()).group(1))
    assert left == CROSSWORD_SPEEDS["normal"] - 3000
    clock_at(
        monkeypatch, table.updated_at + timedelta(seconds=CROSSWORD_SPEEDS["normal"] // 1000 + 1)
    )
    html = lea.get(f"/tables/{table.code}/").content.decode()
    assert int(LEFT.search(html).group(1)) == 0 and "encore 0 s" in html


def test_a_person_next_there_is_no_clock_the_window_lasts_until_his_move():
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    set_state(table, ["NOTEEEEEEE", "UUUUOOOOII"])
    lay(lea, table, 0, "NOTE", 7, 6)
    assert state_of(table).pending is not None
    for client, said in ((lea, "Jusqu’au coup de Tom."), (tom, "Jusqu’à ton coup.")):
        html = client.get(f"/tables/{table.code}/").content.decode()
        assert said in html  # Tom's own page speaks to him (review 15), not of him
        assert "Jusqu’au coup de Tom." not in html or client is lea
        assert "data-left-ms" not in html and "lc-until" not in html
