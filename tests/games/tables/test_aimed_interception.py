"""Two pupils at once at a Clé de Sol table (CS-10): the next player lays while another
intercepts the Note before it. The interception was judged against the newer Note, recorded
as a wrong one and (with the verdict's bug) laid all the same; it is refused as out of date."""

import pytest
from django.test import Client

from games.cledesol import rules as R
from games.cledesol.rules_scenario import scenario
from games.engine import Action
from games.tables import services
from games.tables.models import Table

from ..cledesol.util import cid

pytestmark = pytest.mark.django_db


def _table(client: Client, state) -> Table:
    data = {"mode": "hotseat", "player_1": "Léa", "player_2": "Tom", "player_3": "Zoé",
            "player_4": "Adam", "opt-note_cards": "52", "opt-speed": "normal", "opt-oldest": "0"}  # fmt: skip
    response = client.post("/jeux/cle-de-sol/nouvelle/", data)
    assert response.status_code == 302, response.content.decode()[:2000]
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    table.state = R.to_json(state)
    table.save()
    return table


def test_cs_10_an_interception_sent_before_the_next_move_is_refused_not_charged(client):
    state = scenario([["C4q", "B4s"], ["D4q", "HD", "Rh"], ["A5s", "G5s"], ["C5q", "F5s", "I3"]],
                     ["E4q"])  # fmt: skip
    table = _table(client, state)
    laid = Action(0, "play", (cid(state, 0, "C4q"),))
    assert services.play(table.code, 0, laid, expected_version=table.version).accepted
    table.refresh_from_db()
    seen = table.version  # Adam's screen: Do grave noire, his Do aigu noire may intercept
    on_screen = R.from_json(table.state)
    tom = Action(1, "play", (cid(on_screen, 1, "D4q"),))
    assert services.play(table.code, 1, tom, expected_version=seen).accepted  # Tom first
    adam = Action(3, "intercept", (cid(on_screen, 3, "C5q"),))  # Zoé is on turn, not he
    late = services.play(table.code, 3, adam, expected_version=seen)
    assert not late.accepted and late.refusal.code == "table.stale"
    table.refresh_from_db()
    after = R.from_json(table.state)
    assert "N:C5:quarter" in after.hands[3] and after.gift is None and len(after.hands[3]) == 3
    # sent from the screen that still shows the Do grave, on time, it stands
    fresh = _table(client, state)
    assert services.play(fresh.code, 0, laid, expected_version=fresh.version).accepted
    fresh.refresh_from_db()
    assert services.play(fresh.code, 3, adam, expected_version=fresh.version).accepted
