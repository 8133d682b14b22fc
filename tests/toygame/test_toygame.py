"""The game kit's proof: a game that lives only in this folder is listed, started, played
through the real table pages and `simulate`, and recorded on the class dashboard — and no file
outside this folder (but the test settings' one line) names it."""

import json
import subprocess
from datetime import timedelta
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from clesite.classroom import actions
from clesite.classroom.models import LearningEvent
from games.tables import services
from games.tables.models import Table

from . import rules

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]


def test_it_is_listed_with_its_own_start_form_and_rules(client):
    assert "/jeux/voisins/" in client.get("/jeux/").content.decode()
    assert "/jeux/voisins/" in client.get("/").content.decode()  # the home page too
    page = client.get("/jeux/voisins/").content.decode()
    assert "Cartes en main" in page  # its own options form
    assert 'value="simple"' in page and 'value="strong"' not in page  # its own bot levels
    assert "une carte voisine" in client.get("/jeux/voisins/regles/").content.decode()


def _start(client: Client) -> Table:
    data = {"mode": "bots", "my_name": "Léa", "bot_1": "simple", "opt-hand_size": "5"}
    response = client.post("/jeux/voisins/nouvelle/", data)
    assert response.status_code == 302, response.content.decode()[:1000]
    return Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])


def _my_move(state, try_wrong: bool) -> dict:
    """A wrong card first when there is one to try (a refused decision is evidence too), then
    the first legal action."""
    top, hand = state.pile[-1], state.hands[0]
    wrong = [c for c in hand if abs(rules.value(c) - rules.value(top)) != 1]
    if try_wrong and len(hand) >= 2 and wrong and len(wrong) < len(hand):
        return {"kind": "play", "cards": wrong[0]}
    action = rules.legal_actions(state, 0)[0]
    return {"kind": action.kind, "cards": list(action.cards)}


def _play_to_the_end(client: Client, table: Table) -> int:
    refusals, refused = 0, False
    for _ in range(300):
        table.refresh_from_db()
        if table.status == Table.Status.FINISHED:
            return refusals
        state = rules.from_json(table.state)
        if state.turn != 0:
            services.advance_bots(table.code, now=timezone.now() + timedelta(minutes=1))
            continue
        page = client.get(f"/tables/{table.code}/").content.decode()
        for card in state.hands[1]:  # the bot's hand never reaches the pupil's browser
            assert f'value="{card}"' not in page
        move = _my_move(state, try_wrong=not refused)
        response = client.post(
            f"/tables/{table.code}/jouer/", {"seat": 0, "version": table.version, **move}
        )
        assert response.status_code == 302
        table.refresh_from_db()
        refused = table.state == rules.to_json(state)
        refusals += refused
    raise AssertionError("the game did not end")


def test_a_pupil_plays_it_at_a_real_table_and_the_teacher_sees_it():
    teacher = actions.create_teacher(email="eva@ecole.example", password="un-mot-de-passe-42x")
    classroom = actions.create_classroom(teacher=teacher, name="Les Merles")
    pupil = actions.add_pupils(classroom, ["Léa"]).created[0]
    client = Client()
    client.force_login(pupil.user)
    table = _start(client)
    refusals = _play_to_the_end(client, table)
    finished = client.get(f"/tables/{table.code}/").content.decode()
    assert "Partie terminée" in finished
    events = LearningEvent.objects.filter(user=pupil.user, concept="count.neighbour")
    assert refusals >= 1 and events.filter(correct=False).count() == refusals
    assert events.filter(correct=True).exists()
    assert set(events.values_list("source", flat=True)) == {"game:voisins"}
    teacher_client = Client()
    teacher_client.force_login(teacher)
    dashboard = teacher_client.get(f"/classe/{classroom.code}/").content.decode()
    assert "poser un nombre voisin" in dashboard and "Voisins" in dashboard


def test_simulate_plays_it_with_every_invariant_checked():
    out = StringIO()
    call_command(
        "simulate", "voisins", "--players", "3", "--games", "40", "--seed", "5",
        "--bots", "random,simple", stdout=out,
    )  # fmt: skip
    summary = json.loads(out.getvalue())
    assert summary["games"] == 40 and summary["unfinished"] == 0
    assert summary["invariant_violations"] == 0 and summary["actions"] > 40 * 3


def test_no_file_outside_its_folder_names_it():
    found = subprocess.run(
        ["git", "grep", "-l", "-i", "-e", "voisins", "-e", "toygame"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert found.returncode in (0, 1), found.stderr  # 1: no match at all
    outside = [
        path
        for path in found.stdout.split()
        if not path.startswith(("tests/toygame/", "docs/")) and path != "tests/settings.py"
    ]  # the architecture guide takes it as its worked example: prose, not code
    assert outside == []
