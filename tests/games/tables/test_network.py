"""Networked tables: starting one, joining by the code, coming back, watching, leaving and bots
standing in, the staff's open hands, the event stream (through the test server's WSGI path)."""

import re
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import timezone

from games.tables import access, seating, services, stream
from games.tables.models import Seat, Table

pytestmark = pytest.mark.django_db

THREADED = {"wsgi.multithread": True}  # as runserver and the live test server say
START = {
    "mode": "network",
    "net_name": "Léa",
    "seat_1": "person",
    "seat_2": "simple",
    "away_after": "120",
    "opt-oldest": "0",
    "opt-note_cards": "52",
    "opt-speed": "fast",
    "opt-hints": "on",
}


def new_network_table(client: Client, **extra) -> Table:
    response = client.post("/jeux/cle-de-sol/nouvelle/", {**START, **extra})
    assert response.status_code == 302, response.content.decode()[:3000]
    return Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])


def join(client: Client, table: Table, name: str):
    return client.post(f"/tables/{table.code}/rejoindre/", {"name": name})


def page(client: Client, table: Table) -> str:
    return client.get(f"/tables/{table.code}/").content.decode()


def test_the_start_form_offers_a_networked_table_and_seats_the_creator_first(client):
    html = client.get("/jeux/cle-de-sol/").content.decode()
    assert 'value="network"' in html and 'name="seat_1"' in html and 'name="away_after"' in html
    table = new_network_table(client)
    seats = list(table.seats.all())
    assert table.mode == Table.Mode.NETWORK and table.status == Table.Status.OPEN
    assert [(s.kind, s.name, s.is_claimed) for s in seats] == [
        ("human", "Léa", True),
        ("human", "", False),
        ("bot", "Maurice (moyen)", False),
    ]
    assert table.away_after == 120 and table.creator_token
    html = page(client, table)
    assert "On attend les joueurs" in html and table.code in html
    assert '<svg class="qr" role="img"' in html  # drawn on the server, inline
    assert f"http://testserver/tables/{table.code}/" in html
    assert 'class="hand"' not in html  # nobody plays before the table is full


def test_a_network_table_needs_a_seat_open_to_someone(client):
    response = client.post(
        "/jeux/cle-de-sol/nouvelle/", {**START, "seat_1": "simple", "seat_2": ""}
    )
    assert response.status_code == 400
    assert "Ouvre au moins une place à un autre joueur." in response.content.decode()


def test_a_newcomer_takes_the_free_seat_and_the_game_starts_when_the_table_is_full(client):
    table = new_network_table(client)
    tom = Client()
    html = page(tom, table)
    assert "Une place t’attend à cette table" in html and 'name="name"' in html
    assert join(tom, table, "Tom").status_code == 302
    table.refresh_from_db()
    assert table.status == Table.Status.PLAYING and table.revision == 1
    seat = table.seats.get(index=1)
    assert seat.name == "Tom" and seat.is_claimed and seat.last_seen is not None
    html = page(tom, table)
    assert "Les cartes de Tom" in html
    # A reload, or joining again from the same browser, gives the same seat back.
    assert join(tom, table, "Tom2").status_code == 302
    assert table.seats.get(index=1).name == "Tom"
    assert "Les cartes de Tom" in page(tom, table)


def test_the_same_account_on_another_computer_gets_its_seat_back(client):
    user = get_user_model().objects.create_user("tom", password="x-secret-123")
    table = new_network_table(client)
    first = Client()
    first.force_login(user)
    join(first, table, "Tom")
    other_computer = Client()
    other_computer.force_login(user)
    assert "Les cartes de Tom" in page(other_computer, table)


def test_a_full_or_finished_table_says_so_and_shows_no_hand(client):
    table = new_network_table(client)
    join(Client(), table, "Tom")
    late = Client()
    html = page(late, table)
    assert "Cette table est complète\u00a0: tu peux regarder la partie." in html
    assert 'class="hand"' not in html and 'class="players"' in html and "Pioche" in html
    response = join(late, table, "Zoé")
    assert Table.objects.get(pk=table.pk).seats.filter(name="Zoé").count() == 0
    assert response.status_code == 302
    Table.objects.filter(pk=table.pk).update(status=Table.Status.FINISHED)
    html = page(late, table)  # the game's end panel says it is over, once (not a line more)
    assert "net-join" not in html and 'class="hand"' not in html


def test_a_name_already_at_the_table_is_refused(client):
    table = new_network_table(client, seat_2="person")
    join(Client(), table, "Tom")
    zoe = Client()
    join(zoe, table, "tom")
    assert not table.seats.filter(index=2).first().is_claimed
    assert "Ce prénom est déjà pris à cette table" in page(zoe, table)


def test_a_name_too_long_to_sit_says_so_not_that_it_is_missing(client):
    table = new_network_table(client)
    zoe = Client()
    join(zoe, table, "Ž" * 200)
    assert not table.seats.get(index=1).is_claimed
    assert "Ton prénom est trop long" in page(zoe, table)


def test_nobody_plays_before_the_table_is_full(client):
    table = new_network_table(client)
    rules = services.rules_for(table)
    action = rules.legal_actions(rules.from_json(table.state), 0)[0]
    result = services.play(table.code, 0, action, table.version)
    assert not result.accepted and result.refusal.code == "table.not-started"
    assert services.advance_bots(table.code, now=timezone.now() + timedelta(minutes=1)) == 0


def test_the_creator_may_start_at_once_with_bots_in_the_free_seats(client):
    table = new_network_table(client, seat_2="person")
    assert Client().post(f"/tables/{table.code}/commencer/").status_code == 404
    client.post(f"/tables/{table.code}/commencer/")
    table.refresh_from_db()
    assert table.status == Table.Status.PLAYING
    free = [s for s in table.seats.all() if s.index > 0]
    assert all(s.stand_in == "simple" and s.is_bot and not s.is_claimed for s in free)
    # A latecomer may still take a seat a bot holds: the QR code is still there to join by,
    # in the players' panel, closed (open, it pushed the game under a laptop's fold).
    html = page(client, table)
    assert '<svg class="qr"' in html and '<details class="panel net-people">' in html
    join(Client(), table, "Tom")
    seat = table.seats.get(index=1)
    assert seat.name == "Tom" and not seat.stand_in
    assert '<svg class="qr"' in page(client, table)  # the second seat is still free to take
    join(Client(), table, "Zoé")
    # Issue 24: a full table's boards go without it (its link and code are still in the panel).
    html = page(client, table)
    assert '<svg class="qr"' not in html and f"http://testserver/tables/{table.code}/" in html


def test_the_creator_lets_a_bot_play_for_someone_who_left_and_the_pupil_comes_back(client):
    table = new_network_table(client)
    tom = Client()
    join(tom, table, "Tom")
    assert tom.post(f"/tables/{table.code}/remplacer/", {"seat": 0}).status_code == 404
    assert client.post(f"/tables/{table.code}/remplacer/", {"seat": 0}).status_code == 404
    client.post(f"/tables/{table.code}/remplacer/", {"seat": 1})
    seat = table.seats.get(index=1)
    assert seat.stand_in == "simple" and seat.is_bot and seat.name == "Tom"
    html = page(tom, table)
    assert "L’ordinateur joue à ta place, Tom." in html and 'class="hand"' not in html
    tom.post(f"/tables/{table.code}/reprendre/")
    assert not table.seats.get(index=1).stand_in
    assert "Les cartes de Tom" in page(tom, table)


def test_a_seat_silent_longer_than_the_table_allows_gets_a_bot_then_its_pupil_back(client):
    table = new_network_table(client)
    tom = Client()
    join(tom, table, "Tom")
    later = timezone.now() + timedelta(seconds=60)
    seating.heartbeat(table.code, [0], now=later)  # Léa's page is open, Tom's is not
    tom_seat = table.seats.get(index=1)
    assert tom_seat.away and not tom_seat.stand_in
    assert "n’est plus connecté" in page(client, table)
    seating.heartbeat(table.code, [0], now=timezone.now() + timedelta(seconds=130))
    assert table.seats.get(index=1).stand_in == "simple"
    tom.post(f"/tables/{table.code}/reprendre/")
    assert not table.seats.get(index=1).stand_in


def test_never_means_never(client):
    table = new_network_table(client, away_after="0")
    join(Client(), table, "Tom")
    seating.heartbeat(table.code, [0], now=timezone.now() + timedelta(hours=1))
    assert table.seats.get(index=1).stand_in == ""


def test_only_staff_may_see_every_hand(client):
    table = new_network_table(client)
    join(Client(), table, "Tom")
    user_model = get_user_model()
    pupil = user_model.objects.create_user("pupil", password="x-secret-123")
    staff = user_model.objects.create_user("staff", password="x-secret-123", is_staff=True)
    assert not access.may_see_all_hands(pupil, table)
    assert access.may_see_all_hands(staff, table)
    assert not access.may_see_all_hands(None, table)
    watcher = Client()
    watcher.force_login(pupil)
    assert "Toutes les mains" not in page(watcher, table)
    assert watcher.post(f"/tables/{table.code}/mains/", {"show": "1"}).status_code == 403
    watcher.force_login(staff)
    html = page(watcher, table)  # closed at first: the page may be on the class's screen
    assert "Voir toutes les mains" in html and "Toutes les mains (vue" not in html
    watcher.post(f"/tables/{table.code}/mains/", {"show": "1"})
    html = page(watcher, table)
    assert "Toutes les mains (vue de l’enseignant)" in html and "Cacher les mains" in html
    state = services.load_state(table)
    from games.cledesol.cards import CARDS
    from games.cledesol.rules_text import card_label

    for hand in state.hands:
        for card in hand:
            assert card_label(CARDS[card], "fr") in html


def test_the_teacher_of_the_class_whose_pupil_started_the_table_watches_every_hand(client):
    """Issue 25, point 3: his class's table, and no other teacher's."""
    from clesite.classroom import actions

    anne = actions.create_teacher(email="anne@ecole.example", password="un-mot-de-passe-42")
    bruno = actions.create_teacher(email="bruno@ecole.example", password="un-mot-de-passe-42")
    hiboux = actions.create_classroom(teacher=anne, name="Les Hiboux", level="CM1")
    lea, tom = actions.add_pupils(hiboux, ["Léa", "Tom"]).created
    client.force_login(lea.user)
    table = new_network_table(client)
    tom_client = Client()
    tom_client.force_login(tom.user)
    join(tom_client, table, "Tom")
    assert table.seats.get(index=1).user == tom.user
    assert access.may_see_all_hands(anne, table)
    assert not access.may_see_all_hands(bruno, table)
    assert not access.may_see_all_hands(tom.user, table)  # a pupil, never
    watcher = Client()
    watcher.force_login(anne)
    watcher.post(f"/tables/{table.code}/mains/", {"show": "1"})
    html = page(watcher, table)
    assert "Toutes les mains (vue de l’enseignant)" in html
    assert "Vous regardez la partie de vos élèves" in html and "tu peux regarder" not in html


def test_a_teacher_whose_pupil_sits_at_a_strangers_table_sees_no_hand(client):
    """Issue 25, point 3: anyone may sign up as a teacher and seat his own pupil at a table by
    its code; that is no reason to see the other players' hands."""
    from clesite.classroom import actions

    mallory = actions.create_teacher(email="m@example.org", password="un-mot-de-passe-42")
    pion = actions.add_pupils(actions.create_classroom(teacher=mallory, name="X"), ["Pion"])
    table = new_network_table(client)  # a guest's table, open to whoever has the code
    pion_client = Client()
    pion_client.force_login(pion.created[0].user)
    join(pion_client, table, "Pion")
    assert table.seats.get(index=1).user == pion.created[0].user
    assert not access.may_see_all_hands(mallory, table)
    watcher = Client()
    watcher.force_login(mallory)
    html = page(watcher, table)
    assert "Toutes les mains" not in html


def test_a_stale_in_turn_move_is_refused_and_a_double_click_is_named(client):
    table = new_network_table(client)
    join(Client(), table, "Tom")
    table.refresh_from_db()
    rules = services.rules_for(table)
    state = rules.from_json(table.state)
    first = rules.legal_actions(state, 0)[0]
    assert services.play(table.code, 0, first, table.version).accepted
    again = services.play(table.code, 0, first, table.version)
    assert not again.accepted
    table.refresh_from_db()
    state = rules.from_json(table.state)
    must = rules.observation(state, None)["stage"]["must"]
    # The same move sent again is named (a reviewer's double click read « Quelqu'un a joué
    # entre-temps. Ce n'est pas ton tour », nobody else having played), in turn or not.
    assert again.refusal.code == "table.already-played"
    # The seat whose turn it is now, sending from an older version, is refused as stale.
    seat = must[0]
    if not Seat.objects.get(table=table, index=seat).is_bot:
        move = rules.legal_actions(state, seat)[0]
        stale = services.play(table.code, seat, move, table.version - 1)
        assert not stale.accepted and stale.refusal.code in ("table.stale", "table.already-played")


def test_the_stream_pushes_the_board_the_page_would_fetch(client, monkeypatch):
    monkeypatch.setattr(stream, "WSGI_LIFETIME_S", 0.5)  # the test server's stream ends soon
    table = new_network_table(client)
    response = client.get(f"/tables/{table.code}/flux/?v=-1.-1", **THREADED)
    assert response["Content-Type"] == "text/event-stream"
    assert "Content-Encoding" not in response
    body = b"".join(response.streaming_content).decode()
    assert body.startswith("retry: ")
    stamp = f"{table.version}.{table.revision}"
    assert re.findall(r"^id: (.*)$", body, re.M) == [stamp]
    assert re.findall(r"^event: (.*)$", body, re.M) == ["board"]
    pushed = "\n".join(re.findall(r"^data: (.*)$", body, re.M))
    fetched = client.get(f"/tables/{table.code}/etat/?v=-1", HTTP_HX_REQUEST="true")
    assert pushed == fetched.content.decode()  # the very board its GET gives this browser
    # A page already showing this stamp hears nothing until the table changes.
    response = client.get(f"/tables/{table.code}/flux/?v={stamp}", **THREADED)
    assert "data:" not in b"".join(response.streaming_content).decode()
    assert client.get("/tables/ZZZZZ/flux/", **THREADED).status_code == 404
    # A single-threaded WSGI worker is not held by a page: no stream, the page polls.
    assert client.get(f"/tables/{table.code}/flux/").status_code == 204


def test_the_board_asks_for_the_stream_and_polls_only_without_it(client):
    table = new_network_table(client)
    join(Client(), table, "Tom")
    html = page(client, table)
    assert f'data-stream="/tables/{table.code}/flux/"' in html
    # The polling is live.js's (no trigger filter: htmx would evaluate it, which CSP forbids).
    assert 'hx-trigger="cle:changed"' in html and "every 1s" not in html
    state = client.get(
        f"/tables/{table.code}/etat/?v={table.version}&r={table.revision - 1}",
        HTTP_HX_REQUEST="true",
    )
    assert state.status_code == 200  # the revision changed (Tom sat down): a fresh board
    state = client.get(f"/tables/{table.code}/etat/?v={table.version}&r=1", HTTP_HX_REQUEST="true")
    assert state.status_code == 204


@pytest.mark.parametrize("game", ["cle-de-sol", "gama"])
def test_every_game_can_be_played_across_the_network(client, game):
    data = {"mode": "network", "net_name": "Léa", "seat_1": "person", "seat_2": "random"}
    data["opt-speed"] = "fast"
    if game == "cle-de-sol":
        data.update({"opt-oldest": "0", "opt-note_cards": "52"})
    response = client.post(f"/jeux/{game}/nouvelle/", data)
    assert response.status_code == 302, response.content.decode()[:2000]
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    assert table.game == game and table.status == Table.Status.OPEN
    tom = Client()
    join(tom, table, "Tom")
    assert "Tom" in page(tom, table) and 'class="hand' in page(tom, table)
    assert 'class="hand' in page(client, table)


def test_a_garbled_version_is_no_reason_to_say_the_seat_is_not_yours(client):
    """A reviewer's crafted move with `version=None` was told « Ce n'est pas ta place »: the
    seat and the version are read apart."""
    table = new_network_table(client)
    join(Client(), table, "Tom")
    response = client.post(
        f"/tables/{table.code}/jouer/",
        {"seat": "0", "version": "None", "kind": "draw"},
        follow=True,
    )
    assert response.status_code == 200
    assert "Ce n’est pas ta place" not in response.content.decode()


def test_a_forged_seat_sent_by_htmx_is_refused_and_says_nothing_on_a_later_page(client):
    """htmx shows no body of a 403 (the page offers to reload instead): the reason was kept as
    a message and turned up on the next page opened, `/apprendre/` (a reviewer's find)."""
    table = new_network_table(client)
    join(Client(), table, "Tom")
    table.refresh_from_db()
    response = client.post(
        f"/tables/{table.code}/jouer/",
        {"seat": "1", "version": str(table.version), "kind": "draw"},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 403
    assert table.version == Table.objects.get(pk=table.pk).version  # nothing played
    assert "Ce n’est pas ta place" not in client.get("/apprendre/").content.decode()
    # Without JavaScript the page it is sent to says why, once.
    response = client.post(
        f"/tables/{table.code}/jouer/", {"seat": "1", "version": "0", "kind": "draw"}, follow=True
    )
    assert "Ce n’est pas ta place à cette table." in response.content.decode()
    assert "Ce n’est pas ta place" not in page(client, table)


def test_a_move_not_understood_is_said_on_the_board_htmx_swaps_in_and_not_later(client):
    table = new_network_table(client)
    join(Client(), table, "Tom")
    table.refresh_from_db()
    response = client.post(
        f"/tables/{table.code}/jouer/",
        {"seat": "0", "version": str(table.version), "kind": ""},  # no move at all
        HTTP_HX_REQUEST="true",
    )
    html = response.content.decode()
    assert response.status_code == 200 and 'id="board"' in html
    assert re.search(r'class="refusal[^"]*".*Ce coup n’a pas été compris', html, re.S)
    assert "Ce coup n’a pas été compris" not in client.get("/apprendre/").content.decode()
    assert "Ce coup n’a pas été compris" not in page(client, table)
