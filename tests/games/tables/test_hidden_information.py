"""Hidden cards never reach another player's browser: every page, fragment and log line of a
whole game is scanned for the cards that viewer may not see (docs/architecture.md, "Hidden information")."""

import pytest
from django.test import Client

from games.cledesol.cards import CARDS
from games.cledesol.rules_text import card_label
from games.tables import bot_runner, services
from games.tables.models import ActionLog, Table

pytestmark = pytest.mark.django_db


def public_cards(table: Table, state) -> set[str]:
    """Cards anyone may have seen: pile tops, the interception window, cards shown to all, and
    every card named by the moves the log shows (as of the table's version)."""
    seen = {state.pile_a[-1], *state.pile_b[-1:]}
    if state.window:
        seen.add(state.window["note"])
    seen |= {c for c, seats in state.known.items() if len(seats) == state.seats}
    for row in ActionLog.objects.filter(table=table, seq__lte=table.version).order_by("-seq")[:8]:
        for event in row.events:
            seen.update(event.get("cards", []))
            if "card" in event:
                seen.add(event["card"])
    return seen


def assert_nothing_hidden(html: str, table: Table, seat: int | None) -> None:
    rules = services.rules_for(table)
    state = rules.from_json(table.state)
    secret = rules.secret_ids(state, seat)
    leaked_ids = [cid for cid in secret if f'"{cid}"' in html or f"'{cid}'" in html]
    assert leaked_ids == [], f"seat {seat} was sent hidden cards {leaked_ids}"
    assert '"draw_pile"' not in html and '"rng"' not in html and '"hands"' not in html
    assert '"stock"' not in html
    if table.game != "cle-de-sol":
        return  # Gama's faces come in pairs: the ids above are what identifies a card
    public = public_cards(table, state)
    unique_faces = [c for c in secret if CARDS[c].kind == "note" and c not in public]
    leaked_faces = [c for c in unique_faces if card_label(CARDS[c], "fr") in html]
    assert leaked_faces == [], f"seat {seat} could read hidden Notes {leaked_faces}"


START = {
    "cle-de-sol": {"opt-oldest": "0", "opt-note_cards": "52"},
    "gama": {},
}


def move_form(action, version: int) -> dict:
    """The fields the hand's form posts to /jouer/ for an action."""
    post = {"seat": action.seat, "version": version, "kind": action.kind}
    if action.cards:
        post["cards"] = list(action.cards)
    if action.choice:
        post["choice"] = action.choice
    return post


@pytest.mark.parametrize("game", ["cle-de-sol", "gama"])
def test_no_page_of_a_whole_game_shows_a_hidden_card(game, settings):
    # The test lets the bots act (delay 0) between its pages, never behind its back, so each
    # answer is checked against the state it was made from.
    settings.TABLES_BOT_RUNNER = "manual"
    player, spectator = Client(), Client()
    response = player.post(
        f"/jeux/{game}/nouvelle/",
        {
            "mode": "bots",
            "my_name": "Léa",
            "bot_1": "simple",
            "bot_2": "simple",
            "opt-speed": "fast",
            "opt-hints": "on",
            **START[game],
        },
    )
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    table.options = {**table.options, "bot_delay_ms": 0}
    table.save(update_fields=["options"])
    rules = services.rules_for(table)
    pages = 0
    for _ in range(2000):
        bot_runner.sweep()
        url = f"/tables/{table.code}/"
        for who, seat, extra in (
            (player, 0, {}),
            (player, 0, {"HTTP_HX_REQUEST": "true"}),
            (spectator, None, {}),
        ):
            html = who.get(url if not extra else url + "etat/?v=-1", **extra).content.decode()
            table.refresh_from_db()
            assert_nothing_hidden(html, table, seat)
            pages += 1
        if table.status == Table.Status.FINISHED:
            break
        state = rules.from_json(table.state)
        legal = rules.legal_actions(state, 0)
        if legal:
            action = legal[-1]
            post = move_form(action, table.version)
            html = player.post(f"/tables/{table.code}/jouer/", post, HTTP_HX_REQUEST="true")
            table.refresh_from_db()
            assert_nothing_hidden(html.content.decode(), table, 0)
    assert table.status == Table.Status.FINISHED
    # the whole game was seen: three views at least once in each round (a short game is short)
    assert pages >= 3 * len(rules.from_json(table.state).rounds) > 0
