"""The quick discard at a real table: on one shared screen (hot seat), where it cannot be
secret, and between browsers racing on the same version of the table."""

import pytest
from django.test import Client

from games.engine import Action
from games.solo import rules as R
from games.solo.rules_scenario import scenario
from games.tables import services
from games.tables.models import Table

pytestmark = pytest.mark.django_db
NBSP = "\u00a0"
MAY = f"Défausse rapide{NBSP}! Qui a exactement la même carte que la défausse{NBSP}?"


def hot_seat(client: Client, state) -> Table:
    data = {"mode": "hotseat", "player_1": "Léa", "player_2": "Tom", "player_3": "Zoé"}
    data.update({"opt-speed": "normal", "opt-target": "500"})
    response = client.post("/jeux/solo/nouvelle/", data)
    assert response.status_code == 302, response.content.decode()[:2000]
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    table.state = R.to_json(state)
    table.save()
    return table


def test_on_one_computer_the_quick_discard_asks_who_then_hides_the_hand_again(client):
    # Léa (on turn) lays the red 5; Zoé holds the other red 5 and quick-discards it.
    state = scenario([["r5", "v2", "v3"], ["b1", "b2", "b3"], ["r5", "j7", "j8"]], ["r1"])
    table = hot_seat(client, state)
    url = f"/tables/{table.code}/"
    page = client.get(url).content.decode()
    assert "Passe l’ordinateur" in page and "C’est à Léa de jouer." in page
    assert MAY in page  # the shared screen asks who may lay out of turn
    client.post(url + "montrer/", {"seat": 0})
    page = client.get(url).content.decode()
    lea_five = next(c for c in state.hands[0] if c.startswith("rouge-5"))
    zoe_five = next(c for c in state.hands[2] if c.startswith("rouge-5"))
    assert f'value="{lea_five}"' in page and f'value="{zoe_five}"' not in page
    # the button that hands the screen to someone else, in words she understands (it was
    # « Défausse rapide ! (un autre joueur) », read as a quick discard of her own)
    assert f"Un autre a la même carte{NBSP}? Cacher mes cartes" in page
    client.post(url + "jouer/", {"seat": 0, "version": 0, "kind": "play", "cards": lea_five})
    page = client.get(url).content.decode()
    assert f'value="{lea_five}"' not in page and 'value="verte-2' not in page
    assert "vert-2" not in page  # Léa's move is done: her hand left the shared screen
    assert MAY in page and ">Zoé</button>" in page and ">Léa</button>" in page
    client.post(url + "montrer/", {"seat": 2})  # Zoé touches her name
    page = client.get(url).content.decode()
    assert f'value="{zoe_five}"' in page and 'value="quick-discard"' in page
    assert "Défausse rapide possible" not in page  # no hints: the table does not tell her
    response = client.post(
        url + "jouer/", {"seat": 2, "version": 1, "kind": "quick-discard", "cards": zoe_five}
    )
    assert response.status_code == 302
    table.refresh_from_db()
    after = R.from_json(table.state)
    assert after.top == zoe_five and zoe_five not in after.hands[2]
    assert after.turn == 0  # SO-3: play goes on after Zoé: Léa again
    page = client.get(url).content.decode()
    assert f'value="{zoe_five}"' not in page and "jaune-7" not in page  # Zoé's hand hidden
    assert "C’est à Léa de jouer." in page
    assert f"Défausse rapide{NBSP}! Zoé pose 5 rouge." in page  # the log, in words


def test_on_one_computer_a_seat_without_the_card_hides_its_hand_itself(client):
    state = scenario([["r5", "v2", "v3"], ["b1", "b2", "b3"], ["j6", "j7", "j8"]], ["r1"])
    table = hot_seat(client, state)
    url = f"/tables/{table.code}/"
    client.post(url + "montrer/", {"seat": 1})  # Tom thought he had it
    page = client.get(url).content.decode()
    assert "bleu-1" in page and "Cacher mes cartes" in page
    assert 'value="quick-discard"' in page  # no hints: the button does not say who holds it
    tom_one = state.hands[1][0]
    response = client.post(
        url + "jouer/",
        {"seat": 1, "version": 0, "kind": "quick-discard", "cards": tom_one},
        follow=True,
    )
    assert "ton 1 bleu n’est pas pareil" in response.content.decode()
    table.refresh_from_db()
    assert table.version == 0 and R.from_json(table.state).hands == state.hands
    client.post(url + "cacher/")
    page = client.get(url).content.decode()
    assert "bleu-1" not in page and "Passe l’ordinateur" in page


def test_on_one_computer_the_child_who_just_moved_sees_her_hand_when_she_taps_her_name(client):
    """A pupil reviewer: Léa laid her card, tapped « Léa » under « Défausse rapide ! » and
    nothing happened, because she held no twin (holding one, her hand came): a dead button,
    and a sign to the whole table of what she held. Her hand now shows either way."""
    state = scenario([["r5", "v2", "v3"], ["b1", "b2", "b3"], ["j6", "j7", "j8"]], ["r1"])
    table = hot_seat(client, state)
    url = f"/tables/{table.code}/"
    client.post(url + "montrer/", {"seat": 0})
    lea_five = next(c for c in state.hands[0] if c.startswith("rouge-5"))
    client.post(url + "jouer/", {"seat": 0, "version": 0, "kind": "play", "cards": lea_five})
    page = client.get(url).content.decode()
    assert "vert-2" not in page and ">Léa</button>" in page  # her move done: hand hidden
    client.post(url + "montrer/", {"seat": 0})  # she touches her name
    page = client.get(url).content.decode()
    assert "vert-2" in page and "vert-3" in page and "Cacher mes cartes" in page


def _race_table(client: Client) -> tuple[Table, dict]:
    """Three people's seats at one table: Léa on turn with a red 7, and the third seat holding
    the twin of the red 5 on top. `services.play` is what the play view of each browser calls."""
    state = scenario([["v1", "r7", "b4"], ["b1", "b2", "b3"], ["r5", "j2", "j3"]], ["r5"])
    table = hot_seat(client, state)
    ids = {"turn": state.hands[0][1], "quick": state.hands[2][0]}
    assert R.CARDS[ids["turn"]].face == "rouge-7" and R.CARDS[ids["quick"]].face == "rouge-5"
    return table, ids


def _all_cards(state) -> list[str]:
    return sorted(sum(state.hands, []) + state.discard + state.draw_pile)


@pytest.mark.parametrize("first", ["turn", "quick"])
def test_a_race_on_the_same_version_lays_exactly_one_card(client, first):
    table, ids = _race_table(client)
    before = R.from_json(table.state)
    moves = {
        "turn": (0, Action.of(0, "play", {"cards": [ids["turn"]]})),
        "quick": (2, Action.of(2, "quick-discard", {"cards": [ids["quick"]]})),
    }
    order = [first, "quick" if first == "turn" else "turn"]
    results = [services.play(table.code, *moves[who], expected_version=0) for who in order]
    assert [r.accepted for r in results] == [True, False]
    table.refresh_from_db()
    after = R.from_json(table.state)
    assert table.version == 1 and after.top == ids[first]
    loser = order[1]
    assert ids[loser] in after.hands[moves[loser][0]]  # the slower card stays in its hand
    assert _all_cards(after) == _all_cards(before) and R.check_invariants(after) == []
    if first == "turn":  # Tom's red 5 no longer matches the red 7: too late, kindly
        assert results[1].refusal.code == "quick-too-late"
        assert "Trop tard" in results[1].refusal.why.render("fr")
    else:  # Léa, on turn, chose on a table that has changed since: asked to look again
        assert results[1].refusal.code == "table.stale" and after.turn == 0


@pytest.mark.parametrize("first", [1, 2])
def test_so_3_two_black_twins_racing_on_one_version(client, first):
    """Only a black card (four copies) lets two quick discards race for the same spot. Both
    land when the second is still a quick discard; when the first one passed the turn to the
    second racer, his card (laid out of turn from a table that has changed) is refused as
    stale, stays in his hand, and may be laid again. No card is lost or duplicated."""
    state = scenario([["v1", "v2"], ["C", "j4", "j5"], ["C", "b8", "b9"]], ["C"], turn=0)
    table = hot_seat(client, state)
    twins = {1: state.hands[1][0], 2: state.hands[2][0]}
    order = [first, 3 - first]
    results = [
        services.play(
            table.code,
            seat,
            Action.of(seat, "quick-discard", {"cards": [twins[seat]], "choice": "rouge"}),
            expected_version=0,
        )
        for seat in order
    ]
    table.refresh_from_db()
    after = R.from_json(table.state)
    assert _all_cards(after) == _all_cards(state) and R.check_invariants(after) == []
    if first == 2:  # after seat 2, the turn goes to seat 0: seat 1's card still lands
        assert [r.accepted for r in results] == [True, True] and table.version == 2
        assert after.discard[-2:] == [twins[2], twins[1]] and after.turn == 2
    else:  # after seat 1, seat 2 is on turn: his out-of-date card is refused, kept, and fits
        assert [r.accepted for r in results] == [True, False] and table.version == 1
        assert results[1].refusal.code == "table.stale" and twins[2] in after.hands[2]
        again = Action.of(2, "quick-discard", {"cards": [twins[2]], "choice": "bleu"})
        assert services.play(table.code, 2, again, expected_version=1).accepted


def _bots_table(client: Client, state, speed: str = "slow") -> Table:
    data = {"mode": "bots", "my_name": "Léa", "bot_1": "simple", "bot_2": "simple"}
    response = client.post(
        "/jeux/solo/nouvelle/", {**data, "opt-speed": speed, "opt-target": "500"}
    )
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    table.state = R.to_json(state)
    table.save()
    return table


def test_a_bot_quick_discards_only_after_the_tables_delay_so_people_can_beat_it(client):
    from datetime import timedelta

    # Seat 1 (a bot) is on turn; Léa holds the twin of the red 5 on top; so does nobody else.
    state = scenario([["r5", "v2", "v3"], ["b1", "b2", "b3"], ["j6", "j7", "j8"]], ["r5"], turn=1)
    table = _bots_table(client, state)
    assert table.options["bot_delay_ms"] == 2500  # "lente"
    soon = table.updated_at + timedelta(milliseconds=1000)
    assert services.advance_bots(table.code, now=soon) == 0  # the bot still waits
    twin = state.hands[0][0]
    client.post(
        f"/tables/{table.code}/jouer/",
        {"seat": 0, "version": 0, "kind": "quick-discard", "cards": twin},
    )
    table.refresh_from_db()
    after = R.from_json(table.state)
    assert after.top == twin and after.turn == 1  # Léa was quicker; play goes on after her


@pytest.mark.parametrize("speed,delay_ms", [("fast", 800), ("normal", 1500), ("slow", 2500)])
def test_a_bot_holding_the_twin_lays_it_once_the_delay_has_passed(client, speed, delay_ms):
    """The bots' quick-discard delay is the table's speed, chosen at the start form."""
    from datetime import timedelta

    state = scenario([["v2", "v3", "v4"], ["b1", "b2", "b3"], ["r5", "j7", "j8"]], ["r5"])
    table = _bots_table(client, state, speed)
    assert table.options["bot_delay_ms"] == delay_ms
    early = table.updated_at + timedelta(milliseconds=delay_ms - 100)
    assert services.advance_bots(table.code, now=early) == 0  # Léa could still beat it
    assert R.from_json(Table.objects.get(pk=table.pk).state).discard == state.discard
    later = table.updated_at + timedelta(milliseconds=delay_ms + 100)
    assert services.advance_bots(table.code, now=later) >= 1
    after = R.from_json(Table.objects.get(pk=table.pk).state)
    assert R.CARDS[after.discard[1]].face == "rouge-5" and after.discard[1] == state.hands[2][0]
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert f"Défausse rapide{NBSP}! Enescu (moyen) pose 5 rouge." in page  # the log, in words


@pytest.mark.parametrize("hints", [True, False])
def test_so_3_only_the_hints_tell_a_pupil_that_she_holds_the_twin(client, hints):
    """With the hints the board says « Défausse rapide possible ! » and shows the button only to
    the holder of the twin; without them the button is there out of turn, whatever the hand."""
    options = R.Options(hints=hints)
    hands = [["v2", "v3", "v4"], ["b1", "b2", "b3"], ["j6", "j7", "j8"]]
    state = scenario(hands, ["r5"], turn=1, options=options)
    twin = scenario([["r5", *hands[0][1:]], *hands[1:]], ["r5"], turn=1, options=options)
    table = _bots_table(client, state)
    url = f"/tables/{table.code}/"
    page = client.get(url).content.decode()
    assert ('value="quick-discard"' in page) is not hints
    table.state = R.to_json(twin)
    table.save()
    page = client.get(url).content.decode()
    assert 'value="quick-discard"' in page
    assert ("Défausse rapide possible" in page) is hints


def test_a_quick_discard_refused_on_a_table_changed_since_files_nothing_on_the_pupil(client):
    """A reviewer's find (« Solo en notes »): Zoé's twin of the red 5, right on her screen,
    arrived two moves later and was filed as a misread note. She is told someone played
    meanwhile; no evidence about her, no refusal that would mark her next right card."""
    from games.tables import signals
    from games.tables.models import Seat

    # Léa skips Tom with a red Passer, Zoé lays a red 3: Tom's red 5, sent from the red 5 on
    # top, arrives off turn on a red 3.
    state = scenario(
        [["v1", "rP", "b4"], ["r5", "b2", "b3"], ["j1", "r3", "j3"]],
        ["r5"],
        options=R.Options(notes=True),
    )
    table = hot_seat(client, state)
    twin = state.hands[1][0]
    sent = []
    signals.move_refused.connect(lambda **kw: sent.append(kw), weak=False, dispatch_uid="t")
    try:
        for version, (seat, card) in enumerate(((0, state.hands[0][1]), (2, state.hands[2][1]))):
            play = Action.of(seat, "play", {"cards": [card]})
            assert services.play(table.code, seat, play, expected_version=version).accepted
        late = services.play(
            table.code, 1, Action.of(1, "quick-discard", {"cards": [twin]}), expected_version=0
        )
        assert not late.accepted and late.stale and sent == []
        assert Seat.objects.get(table=table, index=1).refused_at is None
        now = services.play(  # the same card sent from the table as it is: a mistake, filed
            table.code, 1, Action.of(1, "quick-discard", {"cards": [twin]}), expected_version=2
        )
        assert not now.accepted and [kw["seat"] for kw in sent] == [1]
    finally:
        signals.move_refused.disconnect(dispatch_uid="t")
