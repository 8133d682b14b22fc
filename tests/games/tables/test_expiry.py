"""Issue 25, points 2 and 4: finished or long-idle tables expire. An expired code opens nothing
to a stranger; its players and its class still see it (the dashboard's links); `expire_tables`
deletes the abandoned tables and keeps finished games and every learning event."""

from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from clesite.classroom import actions, progress
from clesite.classroom.models import LearningEvent
from games.tables import codes, expiry, services
from games.tables.models import ActionLog, Seat, Table

pytestmark = pytest.mark.django_db


def table(*, creator=None, token="jeton", status=Table.Status.PLAYING, hours_ago=0.0) -> Table:
    made = services.create_table(
        game="cle-de-sol",
        mode="network",
        seats=[services.SeatSpec(name="Max", player_token=token, user=creator)]
        + [services.SeatSpec(name="")],
        options={},
        seed=3,
        creator=creator,
        creator_token=token,
    )
    when = timezone.now() - timedelta(hours=hours_ago)
    Table.objects.filter(pk=made.pk).update(status=status, updated_at=when)
    made.refresh_from_db()
    return made


def test_the_rule(settings):
    settings.TABLE_IDLE_HOURS, settings.TABLE_FINISHED_HOURS = 12, 2
    assert not expiry.expired(table(hours_ago=11))
    assert expiry.expired(table(hours_ago=13))
    assert not expiry.expired(table(status=Table.Status.FINISHED, hours_ago=1))
    assert expiry.expired(table(status=Table.Status.FINISHED, hours_ago=3))
    assert set(expiry.expired_tables()) == {t for t in Table.objects.all() if expiry.expired(t)}


def test_an_expired_code_opens_nothing_to_a_stranger_but_its_player_still_sees_it(settings):
    from clesite.claims import TOKEN_KEY

    settings.TABLE_IDLE_HOURS = 12
    old = table(token="max-token", hours_ago=13)
    stranger = Client()
    assert stranger.get(f"/tables/{old.code}/").status_code == 404
    assert stranger.get("/rejoindre/", {"classe": old.code}).status_code == 400
    assert codes.table_with_code(old.code) is None
    player = Client()
    session = player.session
    session[TOKEN_KEY] = "max-token"
    session.save()
    assert player.get(f"/tables/{old.code}/").status_code == 200


def test_the_teacher_reviews_a_finished_game_of_his_class_long_after(settings):
    anne = actions.create_teacher(email="anne@ecole.example", password="un-mot-de-passe-42")
    lea = actions.add_pupils(actions.create_classroom(teacher=anne, name="H"), ["Léa"]).created[0]
    done = table(creator=lea.user, status=Table.Status.FINISHED, hours_ago=24 * 30)
    teacher = Client()
    teacher.force_login(anne)
    assert teacher.get(f"/tables/{done.code}/").status_code == 200


def test_expire_tables_deletes_the_abandoned_and_keeps_games_and_learning(settings):
    settings.TABLE_IDLE_HOURS, settings.TABLE_FINISHED_HOURS = 12, 2
    abandoned = table(hours_ago=13)
    finished = table(status=Table.Status.FINISHED, hours_ago=24 * 30)
    current = table(hours_ago=1)
    ActionLog.objects.create(table=abandoned, seq=1, seat=0, action={"kind": "pass"})
    progress.record(
        [{"seat": 0, "concept": "pitch.read", "correct": True}],
        user=None,
        guest_token="jeton",
        source="game:cle-de-sol",
        context=abandoned.code,
    )
    events = LearningEvent.objects.count()
    assert events == 1
    out = StringIO()
    call_command("expire_tables", "--dry-run", stdout=out)
    assert "1 abandoned table(s) would be deleted" in out.getvalue()
    assert Table.objects.count() == 3
    call_command("expire_tables", stdout=out)
    assert "1 abandoned table(s) deleted" in out.getvalue()
    assert set(Table.objects.all()) == {finished, current}
    assert not Seat.objects.filter(table_id=abandoned.pk).exists()
    assert not ActionLog.objects.filter(table_id=abandoned.pk).exists()
    assert LearningEvent.objects.count() == events  # what the dashboard reads stays
