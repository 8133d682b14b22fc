"""Gama on one computer (a reviewer's Gama hot seat froze after the first Do): every other
player may lay a ♭ out of turn at every move, so the child who had just played kept the screen,
his cards open, and the one whose turn it was could never show hers. The screen goes to whoever
must play; the ♭ is offered on the pass screen."""

import re

import pytest
from django.test import Client

from games.gama import rules as R
from games.tables.models import Table

pytestmark = pytest.mark.django_db


def start(client: Client) -> Table:
    data = {"mode": "hotseat", "player_1": "Léa", "player_2": "Hugo", "opt-speed": "fast"}
    response = client.post("/jeux/gama/nouvelle/", data)
    assert response.status_code == 302, response.content.decode()[:3000]
    return Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])


def test_after_each_move_the_screen_goes_to_the_child_who_must_play(client):
    table = start(client)
    url = f"/tables/{table.code}/"
    names = ["Léa", "Hugo"]
    passed, last = 0, None
    for _ in range(12):
        table.refresh_from_db()
        state = R.from_json(table.state)
        stage = R.stage(state)
        if not stage.must:
            break
        seat = stage.must[0]
        screen = client.get(url).content.decode()
        if seat == last:  # the same child goes on (a rest's run): the screen stays his
            assert re.search(f"Les cartes d[e’] ?{names[seat]}", screen)
        else:
            assert "Passe l’ordinateur" in screen, (
                stage,
                screen[screen.index('id="board"') :][:600],
            )
            assert f"C’est à {names[seat]} de jouer" in screen
            for card in R.secret_ids(state, None):
                assert card not in screen  # nobody's card on the shared screen
            passed += 1
        client.post(url + "montrer/", {"seat": seat})
        shown = client.get(url).content.decode()
        assert re.search(f"Les cartes d[e’] ?{names[seat]}", shown)
        move = next(a for a in R.legal_actions(state, seat) if a.kind != "flat")
        post = {"seat": seat, "version": table.version, "kind": move.kind}
        if move.cards:
            post["cards"] = list(move.cards)
        assert client.post(url + "jouer/", post).status_code == 302
        last = seat
    assert passed >= 6
