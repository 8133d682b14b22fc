"""Gama on one computer (a reviewer's Gama hot seat froze after the first Do): every other
player may lay a ♭ out of turn at every move, so the child who had just played kept the screen,
his cards open, and the one whose turn it was could never show hers. The screen goes to whoever
must play; the ♭ is offered on the pass screen."""

import re

import pytest
from django.test import Client

from games.gama import rules as R
from games.tables import services
from games.tables.models import Table

pytestmark = pytest.mark.django_db


SEED = 69994  # a deal whose first twelve moves pass the screen six times, then Hugo's run ends the round


def start(client: Client, monkeypatch=None, seed: int = SEED) -> Table:
    """A hot-seat game of Léa and Hugo, dealt from `seed` when a monkeypatch is given."""
    if monkeypatch is not None:
        monkeypatch.setattr(services.secrets, "randbits", lambda bits: seed)
    data = {"mode": "hotseat", "player_1": "Léa", "player_2": "Hugo", "opt-speed": "fast"}
    response = client.post("/jeux/gama/nouvelle/", data)
    assert response.status_code == 302, response.content.decode()[:3000]
    return Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])


def test_after_each_move_the_screen_goes_to_the_child_who_must_play(client, monkeypatch):
    table = start(client, monkeypatch)
    url = f"/tables/{table.code}/"
    names = ["Léa", "Hugo"]
    passed, ran, dealt, last = 0, 0, 0, None
    for _ in range(16):
        table.refresh_from_db()
        state = R.from_json(table.state)
        stage = R.stage(state)
        if not stage.must:
            break
        seat = stage.must[0]
        screen = client.get(url).content.decode()
        for card in R.secret_ids(state, None) if seat != last or stage.name == "deal" else ():
            assert card not in screen  # nobody's card on a shared screen
        if stage.name == "deal":  # the round's end: its result, no hand open
            assert "fin de la manche" in screen
            assert "Chacun compte 1\u00a0point par carte restée en main." in screen  # why
            assert '<details class="panel revealed-hands" open>' in screen  # the cards behind
            assert not re.search("Les cartes d[e’] ?(Léa|Hugo)", screen)
            if "Passe l’ordinateur" in screen:  # the dealer was not at the computer
                assert f"C’est à {names[seat]} de jouer" in screen
                client.post(url + "montrer/", {"seat": seat})
            dealt += 1  # the dealer keeps the screen if he opens the round
        elif seat == last:  # the same child goes on (a rest's run): the screen stays his
            assert re.search(f"Les cartes d[e’] ?{names[seat]}", screen)
            ran += 1
        else:
            assert "Passe l’ordinateur" in screen, (
                stage,
                screen[screen.index('id="board"') :][:600],
            )
            assert f"C’est à {names[seat]} de jouer" in screen
            passed += 1
            client.post(url + "montrer/", {"seat": seat})
            shown = client.get(url).content.decode()
            assert re.search(f"Les cartes d[e’] ?{names[seat]}", shown)
        last = seat
        move = next(a for a in R.legal_actions(state, seat) if a.kind != "flat")
        post = {"seat": seat, "version": table.version, "kind": move.kind}
        if move.cards:
            post["cards"] = list(move.cards)
        assert client.post(url + "jouer/", post).status_code == 302
    assert passed >= 6 and ran >= 3 and dealt >= 1, (passed, ran, dealt)


def test_ga_sheet_20_no_piocher_button_during_a_run_of_rests(client):
    """A pupil reviewer pressed « Piocher » in her run of rests and was refused: one never
    draws in a run (GA-sheet-20), so the button is not offered there."""
    from tests.games.gama.test_ga_rest import HANDS, deal, play

    table = start(client)
    state, _ = play(deal(HANDS, ["Er"]), 0, "rest")
    assert state.run and state.turn == 0
    table.state = R.to_json(state)
    table.save()
    client.post(f"/tables/{table.code}/montrer/", {"seat": 0})
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert 'value="play"' in page and 'value="draw"' not in page


def test_a_child_shown_out_of_turn_with_nothing_to_do_hides_again(client, monkeypatch):
    """A reviewer tapped Léa's name under « Quelqu’un veut poser un ♭ hors de son tour ? »
    while Hugo had to play: Léa had no ♭, her hand said « Attends ton tour » and nothing else,
    and Hugo never got the screen back. « Cacher mes cartes » gives it back."""
    table = start(client, monkeypatch)
    url = f"/tables/{table.code}/"
    state = _play_until_someone_may_act_out_of_turn(client, table)
    seat = R.stage(state).must[0]
    other = 1 - seat
    assert other in R.stage(state).may
    client.post(url + "montrer/", {"seat": other})  # the one who may only lay a ♭
    shown = client.get(url).content.decode()
    assert "Cacher mes cartes" in shown and f'formaction="{url}cacher/"' in shown
    client.post(url + "cacher/")
    screen = client.get(url).content.decode()
    names = ["Léa", "Hugo"]
    assert "Passe l’ordinateur" in screen and f"C’est à {names[seat]} de jouer" in screen
    client.post(url + "montrer/", {"seat": seat})
    assert re.search(f"Les cartes d[e’] ?{names[seat]}", client.get(url).content.decode())


def test_a_refused_moves_words_go_with_the_hand_they_named(client, monkeypatch):
    """The pass screen after « Cacher mes cartes » said « Le … ne va pas sur … »: a card of
    the hand just hidden, read by the next child."""
    table = start(client, monkeypatch)
    url = f"/tables/{table.code}/"
    state = R.from_json(table.state)
    seat = R.stage(state).must[0]
    client.post(url + "montrer/", {"seat": seat})
    legal = {c for a in R.legal_actions(state, seat) for c in a.cards}
    wrong = next(c for c in state.hands[seat] if c not in legal)
    post = {"seat": seat, "version": table.version, "kind": "play", "cards": [wrong]}
    refused = client.post(url + "jouer/", post, HTTP_HX_REQUEST="true").content.decode()
    assert 'id="refusal"' in refused
    hidden = client.post(url + "cacher/", HTTP_HX_REQUEST="true").content.decode()
    assert "Passe l’ordinateur" in hidden and 'id="refusal"' not in hidden
    assert wrong not in hidden


def _play_until_someone_may_act_out_of_turn(client: Client, table: Table):
    url = f"/tables/{table.code}/"
    for _ in range(10):
        table.refresh_from_db()
        state = R.from_json(table.state)
        stage = R.stage(state)
        if any(i not in stage.must for i in stage.may):
            return state
        seat = stage.must[0]
        client.post(url + "montrer/", {"seat": seat})
        move = next(a for a in R.legal_actions(state, seat) if a.kind != "flat")
        post = {
            "seat": seat,
            "version": table.version,
            "kind": move.kind,
            "cards": list(move.cards),
        }
        assert client.post(url + "jouer/", post).status_code == 302
    raise AssertionError("nobody may lay a ♭ out of turn")
