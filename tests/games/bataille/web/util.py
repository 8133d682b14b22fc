"""Helpers for Bataille des sons' web tests: start a table through the real start form, post a
legal action as the board's forms do, let the bots act."""

from __future__ import annotations

import re

from django.test import Client

from games.bataille import rules as R
from games.bataille.cards import CARD
from games.tables.models import Table

START = "/jeux/bataille-des-sons/nouvelle/"


def table_of(response) -> Table:
    assert response.status_code == 302, response.content.decode()[:3000]
    return Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])


def start(client: Client, mode: str = "bots", **options) -> Table:
    if mode == "bots":
        data = {"mode": "bots", "my_name": "Léa", "bot_1": "simple", "bot_2": "random"}
    elif mode == "hotseat":
        data = {"mode": "hotseat", "player_1": "Léa", "player_2": "Tom", "player_3": "Zoé"}
    else:
        data = {"mode": "network", "net_name": "Léa", "seat_1": "person", "seat_2": "simple"}
    data.update({"opt-speed": "fast", "opt-variant": "classic", "opt-rounds_to_win": "1"})
    data.update({"opt-first_attacker": "-1"})
    data.update({f"opt-{k}": v for k, v in options.items()})
    return table_of(client.post(START, data))


def move_form(action, version: int) -> dict:
    """The fields the board's forms post for a legal action."""
    post = {"seat": action.seat, "version": version, "kind": action.kind}
    if action.choice:
        post["choice"] = action.choice
    if action.param("way"):
        post["way"] = action.param("way")
    if action.param("power"):
        post["power"] = "1"
    if action.param("target_param"):
        post["target_param"] = action.param("target_param")
    return post


def secret_words(state, seat: int | None) -> set[str]:
    """Every way a hidden card could be named: its id, its names (secret_ids has them), its
    fun lines in the three languages."""
    secret = set(R.secret_ids(state, seat))
    for cid in [s for s in secret if s in CARD]:
        secret.update(CARD[cid].line.values())
    return secret


def assert_nothing_hidden(html: str, table: Table, seat: int | None) -> None:
    state = R.from_json(table.state)
    leaked = [w for w in secret_words(state, seat) if named(w, html)]
    assert leaked == [], f"seat {seat} was sent hidden cards {leaked}"
    assert '"decks"' not in html and '"rng"' not in html and '"hands"' not in html


def named(word: str, html: str) -> bool:
    """A card id, name or line as a whole word: not « vent » inside « souvent », nor « Le
    violon » inside « Le violoncelle »."""
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", html) is not None
