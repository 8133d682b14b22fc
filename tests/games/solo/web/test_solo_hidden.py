"""Solo's part of the leak scan (tests/games/tables/test_hidden_information.py): no page,
fragment or log line of a whole game shows another seat's card or the draw pile, to the player,
in a board fragment, or to a spectator; nor does the shared screen of a hot-seat table."""

import pytest
from django.test import Client

from games.solo import rules as R
from games.solo.rules_scenario import scenario
from games.tables import bot_runner
from games.tables.models import Table

pytestmark = pytest.mark.django_db


def assert_nothing_hidden(html: str, table: Table, seat: int | None) -> None:
    state = R.from_json(table.state)
    leaked = [cid for cid in R.secret_ids(state, seat) if cid in html]
    assert leaked == [], f"seat {seat} was sent hidden cards {leaked}"
    assert '"draw_pile"' not in html and '"rng"' not in html and '"hands"' not in html


def move_form(action, version: int) -> dict:
    post = {"seat": action.seat, "version": version, "kind": action.kind}
    if action.cards:
        post["cards"] = list(action.cards)
    if action.choice:
        post["choice"] = action.choice
    if action.target is not None:
        post["target"] = action.target
    if action.param("solo"):
        post["solo"] = "1"
    return post


@pytest.mark.parametrize("notes", [False, True])
def test_no_page_of_a_whole_game_shows_a_hidden_card(settings, notes):
    settings.TABLES_BOT_RUNNER = "manual"
    player, spectator = Client(), Client()
    data = {"mode": "bots", "my_name": "Léa", "bot_1": "simple", "bot_2": "random"}
    data.update({"opt-speed": "fast", "opt-hints": "on", "opt-target": "200"})
    if notes:
        data["opt-notes"] = "on"
    response = player.post("/jeux/solo/nouvelle/", data)
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    table.options = {**table.options, "bot_delay_ms": 0}
    table.save(update_fields=["options"])
    pages = 0
    for _ in range(3000):
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
        state = R.from_json(table.state)
        legal = R.legal_actions(state, 0)
        if legal:
            post = move_form(legal[-1], table.version)
            html = player.post(f"/tables/{table.code}/jouer/", post, HTTP_HX_REQUEST="true")
            table.refresh_from_db()
            assert_nothing_hidden(html.content.decode(), table, 0)
    assert table.status == Table.Status.FINISHED
    assert pages >= 3 * len(R.from_json(table.state).rounds) > 0


def test_the_hot_seat_shared_screen_shows_no_hand_between_moves(settings):
    settings.TABLES_BOT_RUNNER = "manual"
    client = Client()
    data = {"mode": "hotseat", "player_1": "Léa", "player_2": "Tom", "player_3": "Zoé"}
    response = client.post(
        "/jeux/solo/nouvelle/", {**data, "opt-speed": "normal", "opt-target": "500"}
    )
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    url = f"/tables/{table.code}/"
    shared = 0
    for _ in range(60):  # each seat on turn shows its hand, moves, and the screen is shared again
        table.refresh_from_db()
        state = R.from_json(table.state)
        if state.phase != "play":
            break
        seat = state.turn
        client.post(url + "montrer/", {"seat": seat})
        assert_nothing_hidden(client.get(url).content.decode(), table, seat)
        legal = R.legal_actions(state, seat)
        client.post(url + "jouer/", move_form(legal[0], table.version))
        table.refresh_from_db()
        after = R.from_json(table.state)
        shown = client.get(url).content.decode()
        quick = any(a.kind == "quick-discard" for a in R.legal_actions(after, seat))
        if after.phase != "play" or after.turn == seat:
            continue  # the round is over (hands open), or the same seat must act again
        # Even when it holds the twin of the card it laid, the screen passes: staying open, it
        # told the others who holds one. The shared screen offers the quick discard to all.
        assert "Cacher mes cartes" not in shown
        if quick:
            assert "Défausse rapide" in shown
        assert_nothing_hidden(shown, table, None)  # the move done, no hand on the screen
        assert "Passe l’ordinateur" in shown
        shared += 1
    assert shared >= 10


def _network_table(lea: Client, tom: Client, state) -> Table:
    """Léa and Tom on their own computers, a bot third; the deal replaced by `state`."""
    data = {"mode": "network", "net_name": "Léa", "seat_1": "person", "seat_2": "simple"}
    response = lea.post("/jeux/solo/nouvelle/", {**data, "opt-speed": "slow", "opt-target": "500"})
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    tom.get(f"/tables/{table.code}/")
    tom.post(f"/tables/{table.code}/rejoindre/", {"name": "Tom"})
    table.refresh_from_db()
    assert table.status == Table.Status.PLAYING
    table.state = R.to_json(state)
    table.save()
    return table


def _pages(client: Client, table: Table) -> list[str]:
    url = f"/tables/{table.code}/"
    return [
        client.get(url).content.decode(),
        client.get(url + "etat/?v=-1", HTTP_HX_REQUEST="true").content.decode(),
    ]


@pytest.mark.parametrize("swap", ["with-tom", "rotating"])
def test_so_5_after_a_swap_each_computer_shows_its_new_hand_only(settings, swap):
    """The swaps move hands on the server only: after one, Léa's and Tom's computers each show
    the hand just received and no card of the hand given away (nor anybody else's)."""
    settings.TABLES_BOT_RUNNER = "manual"
    lea, tom = Client(), Client()
    card = "rE" if swap == "with-tom" else "T"
    state = scenario([[card, "r2", "v3", "b4"], ["j5", "j6", "b7"], ["v8", "v9", "b1"]], ["r1"])
    table = _network_table(lea, tom, state)
    old = [list(h) for h in state.hands]
    for html in _pages(lea, table) + _pages(tom, table):  # before: each sees his own
        assert any(cid in html for cid in old[0][1:]) != any(cid in html for cid in old[1])
    post = {"seat": 0, "version": table.version, "kind": "play", "cards": old[0][0]}
    if swap == "with-tom":
        post["target"] = 1
    assert lea.post(f"/tables/{table.code}/jouer/", post).status_code == 302
    table.refresh_from_db()
    after = R.from_json(table.state)
    given = old[0][1:]  # Léa's hand without the card she laid
    expected = {"with-tom": (old[1], given), "rotating": (old[2], given)}[swap]
    assert sorted(after.hands[0]) == sorted(expected[0]) and sorted(after.hands[1]) == sorted(
        expected[1]
    )
    for client, seat in ((lea, 0), (tom, 1)):
        for html in _pages(client, table):
            assert_nothing_hidden(html, table, seat)
            assert all(f'value="{cid}"' in html for cid in after.hands[seat])
            assert not any(cid in html for cid in old[seat] if cid not in after.hands[seat])
