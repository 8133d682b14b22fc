"""What the tables ask about people goes through a provider the classroom installs; without one,
nobody is a pupil and nobody teaches a table."""

import pytest
from django.contrib.auth import get_user_model

from clesite.classroom import actions, hooks
from games.tables import access, people, services
from games.tables.services import SeatSpec

pytestmark = pytest.mark.django_db


def test_the_classroom_provides_and_the_defaults_hold_without_it(monkeypatch):
    assert isinstance(people.provider(), hooks.ClassroomPeople)  # installed at start-up
    teacher = actions.create_teacher(email="anne@ecole.example", password="x-Yz-12345678")
    classroom = actions.create_classroom(teacher=teacher, name="Les Hiboux", level="CM1")
    pupil = actions.add_pupils(classroom, ["Léa"]).created[0]
    staff = get_user_model().objects.create_user("admin", is_staff=True)
    table = services.create_table(
        game="cle-de-sol",
        mode="network",
        seats=[SeatSpec(name="Léa", user=pupil.user, player_token="jeton")]
        + [SeatSpec(name=f"B{i}", bot_level="simple") for i in (1, 2)],
        options={},
        seed=1,
        creator=pupil.user,  # a table of her class
    )
    assert table.reserved_for == f"class:{classroom.pk}"
    assert access.may_see_all_hands(teacher, table)
    assert not access.may_see_all_hands(pupil.user, table)
    assert access.may_see_all_hands(staff, table)

    monkeypatch.setattr(people, "_people", people.People())  # a site without a classroom
    assert not access.may_see_all_hands(teacher, table)
    assert access.may_see_all_hands(staff, table)
    assert people.reservation(pupil.user) == "" and people.admission(None, "") == people.PLAY


def test_the_classroom_answers_in_the_tables_words():
    from clesite.classroom import api

    assert (api.PLAY, api.WATCH, api.NOTHING) == (people.PLAY, people.WATCH, people.NOTHING)


@pytest.mark.django_db
def test_a_pupils_start_form_offers_their_pseudonym(client):
    """On one computer a decision is the pupil's only at the seat bearing their pseudonym: the
    form writes it for them."""
    from clesite.classroom import actions

    teacher = actions.create_teacher(email="ines@ecole.example", password="un-mot-de-passe-42x")
    classroom = actions.create_classroom(teacher=teacher, name="Les Pics")
    pupil = actions.add_pupils(classroom, ["Noé"]).created[0]
    client.force_login(pupil.user)
    page = client.get("/jeux/gama/").content.decode()
    assert 'name="player_1" value="Noé"' in page and 'name="my_name" value="Noé"' in page
