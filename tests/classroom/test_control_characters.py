"""A NUL byte or another control character in a request is refused with a 400 in the visitor's
language and changes nothing (hardening: it was a 500 on PostgreSQL in a class code, a lesson
code and an exercise code)."""

import pytest
from django.test import Client

from clesite.classroom.models import Pupil
from theory.models import TeacherExercise

from .conftest import client_for

HOSTILE = ["AB\x00CD", "\x00", "A\x01B", "x\x7f"]


@pytest.mark.parametrize("value", HOSTILE)
def test_codes_in_the_path_with_a_control_character_get_a_clear_400(db, teacher_a, value):
    TeacherExercise.objects.create(code="TIME42", teacher=teacher_a, params={})
    for url in (
        f"/rejoindre/{value}/",
        f"/classe/{value}/",
        f"/lecons/exercice/{value}/",
        f"/lecons/{value}/",
    ):
        for client in (Client(), client_for(teacher_a)):
            response = client.get(url)
            assert response.status_code == 400, url
            assert "caractère invisible" in response.content.decode()


def test_a_query_or_form_value_with_nul_is_refused_and_changes_nothing(class_a, teacher_a):
    client = client_for(teacher_a)
    assert client.get("/rejoindre/", {"classe": "AB\x00"}).status_code == 400
    before = Pupil.objects.count()
    url = f"/classe/{class_a.code}/eleves/ajouter/"
    response = client.post(url, {"names": "Zoé\x00\nMia"})
    assert response.status_code == 400 and Pupil.objects.count() == before
    response = client.post(url, {"names\x00": "Zoé"})
    assert response.status_code == 400 and Pupil.objects.count() == before


def test_line_breaks_and_tabs_in_a_form_value_are_still_welcome(class_a, teacher_a):
    url = f"/classe/{class_a.code}/eleves/ajouter/"
    response = client_for(teacher_a).post(url, {"names": "Zoé\r\nMia\tB"})
    assert response.status_code in (200, 302)


def test_the_refusal_speaks_the_visitors_language(db):
    response = Client().get("/rejoindre/\x00/", HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 400
    assert "invisible character" in response.content.decode()


def test_a_pasted_right_to_left_override_is_no_part_of_a_class_or_pupil_name(class_a, teacher_a):
    """« \\u202e🦉 » as a class name mirrored the login cards' titles (« noixennoc ed setraC »)."""
    client = client_for(teacher_a)
    url = f"/classe/{class_a.code}/reglages/"
    data = {"name": "\u202eLes\u200b Ducs", "level": "\u202eCM2", "language": "fr"}
    client.post(url, {**data, "note_names": "fr"})
    class_a.refresh_from_db()
    assert (class_a.name, class_a.level) == ("Les Ducs", "CM2")
    response = client.post(url, {**data, "name": "\u202e\u200b", "note_names": "fr"})
    assert "Donnez un nom à la classe" in response.content.decode()
    spaces = client.post(url, {**data, "name": "   ", "note_names": "fr"}).content.decode()
    assert "Donnez un nom à la classe" in spaces and "Ce champ est obligatoire" not in spaces
    class_a.refresh_from_db()
    assert class_a.name == "Les Ducs"
    client.post(f"/classe/{class_a.code}/eleves/ajouter/", {"names": "\u202eAli\u200b"})
    assert class_a.pupils.filter(pseudonym="Ali").exists()


def test_a_word_processors_soft_line_break_in_a_pasted_list_is_a_line_break(class_a, teacher_a):
    """A teacher-journey reviewer's find: a list pasted from Word holds vertical tabs (its soft
    line breaks): the whole list was refused with a 400 and lost. Each is a new line now."""
    url = f"/classe/{class_a.code}/eleves/ajouter/"
    response = client_for(teacher_a).post(url, {"names": "Zoé\x0bMia\x0cNoé"})
    assert response.status_code == 302
    assert sorted(class_a.pupils.values_list("pseudonym", flat=True)) == ["Mia", "Noé", "Zoé"]
