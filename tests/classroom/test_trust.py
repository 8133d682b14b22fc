"""Issue 25, point 3: how teacher accounts are trusted (`settings.TEACHER_SIGNUP`, README)."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

pytestmark = pytest.mark.django_db

SIGNUP = {
    "name": "Anne",
    "email": "anne@ecole.example",
    "password1": "un-mot-de-passe-solide-42",
    "password2": "un-mot-de-passe-solide-42",
}
LOGIN = {"username": SIGNUP["email"], "password": SIGNUP["password1"]}


def test_open_sign_up_lets_a_teacher_in_at_once(client, settings):
    assert settings.TEACHER_SIGNUP == "open"  # the default: one school's own site
    response = client.post(reverse("signup"), SIGNUP)
    assert response.status_code == 302 and response["Location"] == reverse("classroom:index")
    assert get_user_model().objects.get(email=SIGNUP["email"]).is_active
    assert client.get(reverse("classroom:index")).status_code == 200


def test_with_approval_the_account_waits_for_an_administrator(client, settings):
    settings.TEACHER_SIGNUP = "approval"
    assert (
        "un administrateur approuve chaque compte" in client.get(reverse("signup")).content.decode()
    )
    response = client.post(reverse("signup"), SIGNUP)
    assert response.status_code == 200
    assert "Votre compte est créé." in response.content.decode()
    teacher = get_user_model().objects.get(email=SIGNUP["email"])
    assert not teacher.is_active and "_auth_user_id" not in client.session
    assert client.get(reverse("classroom:index")).status_code == 302  # to the login page
    refused = Client().post(reverse("login"), LOGIN)
    assert refused.status_code == 200 and "_auth_user_id" not in refused.wsgi_request.session
    teacher.is_active = True  # what ticking « Actif » in /admin/ does
    teacher.save(update_fields=["is_active"])
    admitted = Client().post(reverse("login"), LOGIN)
    assert admitted.status_code == 302 and admitted.wsgi_request.session["_auth_user_id"]
