"""Issue 25, points 3 and 6e: how teacher accounts are trusted (`settings.TEACHER_SIGNUP`,
clesite/classroom/trust.py, README), and a sign-up that never says whether an address has an
account: it always answers the same, and only the address's inbox learns which."""

import re
from datetime import datetime, timedelta
from io import StringIO

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core import mail
from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from clesite.classroom import actions, ratelimit, trust

pytestmark = pytest.mark.django_db

PASSWORD = "un-mot-de-passe-solide-42"
SIGNUP = {
    "name": "Anne",
    "email": "anne@ecole.example",
    "password1": PASSWORD,
    "password2": PASSWORD,
}
LOGIN = {"username": SIGNUP["email"], "password": PASSWORD}
LINK = re.compile(r"https?://[^/\s]+(/comptes/\S+/)")


def links(message) -> list[str]:
    return LINK.findall(message.body)


def signed_up(client=None, **changes) -> str:
    """Signs up; the activation path of the email it sent."""
    response = (client or Client()).post(reverse("signup"), {**SIGNUP, **changes})
    assert response.status_code == 200
    return links(mail.outbox[-1])[0]


def logged_in(client) -> bool:
    return "_auth_user_id" in client.session


def test_sign_up_answers_the_same_whether_or_not_the_address_has_an_account():
    """6e: same page but for the address typed, same status, one email each."""
    actions.create_teacher(email="bruno@ecole.example", password=PASSWORD)
    pages = {}
    for email in ("claire@ecole.example", "bruno@ecole.example"):
        response = Client().post(reverse("signup"), {**SIGNUP, "email": email})
        assert response.status_code == 200
        html = response.content.decode().replace(email, "EMAIL")
        pages[email] = re.sub(r"[A-Za-z0-9]{64}", "CSRF", html)  # a fresh token each time
    assert pages["claire@ecole.example"] == pages["bruno@ecole.example"]
    assert "Regardez vos messages" in pages["bruno@ecole.example"]
    assert "déjà" not in pages["bruno@ecole.example"]
    new, taken = mail.outbox
    assert new.to == ["claire@ecole.example"] and "/comptes/activation/" in new.body
    assert taken.to == ["bruno@ecole.example"] and "déjà un compte" in taken.subject


def test_an_address_with_an_account_is_told_so_by_email_and_nothing_changes(client):
    teacher = actions.create_teacher(email=SIGNUP["email"], password=PASSWORD)
    other = "encore-un-autre-mot-de-passe-9"
    response = client.post(reverse("signup"), {**SIGNUP, "password1": other, "password2": other})
    assert response.status_code == 200 and not logged_in(client)
    (message,) = mail.outbox
    login, reset = links(message)
    assert login == reverse("login") and reset.startswith("/comptes/mot-de-passe/")
    assert client.get(reset, follow=True).context["validlink"]  # a working reset link
    after = get_user_model().objects.get()
    assert (after.password, after.is_active) == (teacher.password, True)


def test_a_new_account_waits_for_its_link_then_opens_once():
    link = signed_up()
    teacher = get_user_model().objects.get()
    assert (teacher.username, teacher.email, teacher.is_active) == (SIGNUP["email"], "", False)
    assert Client().post(reverse("login"), LOGIN).status_code == 200  # refused: not yet
    visitor = Client()
    shown = visitor.get(link)  # a GET only shows the button: a mail filter uses nothing up
    assert shown.status_code == 200 and shown.context["validlink"] and not logged_in(visitor)
    assert visitor.head(link).status_code == 200 and not logged_in(visitor)  # nor a HEAD
    teacher.refresh_from_db()
    assert not teacher.is_active
    response = visitor.post(link)
    assert response.status_code == 302 and response["Location"] == reverse("classroom:index")
    assert logged_in(visitor)
    teacher.refresh_from_db()
    assert (teacher.email, teacher.is_active) == (SIGNUP["email"], True)
    again = Client().post(link)  # valid once
    assert again.status_code == 400 and not again.context["validlink"]
    assert Client().post(reverse("login"), LOGIN).status_code == 302


def test_the_link_expires(monkeypatch):
    link = signed_up()
    later = datetime.now() + timedelta(seconds=settings.PASSWORD_RESET_TIMEOUT + 60)
    monkeypatch.setattr(trust.activation_token, "_now", lambda: later)
    visitor = Client()
    assert not visitor.get(link).context["validlink"]
    assert visitor.post(link).status_code == 400 and not logged_in(visitor)
    assert not get_user_model().objects.get().is_active


def test_a_wrong_link_changes_nothing():
    link = signed_up()
    uid, token = link.rstrip("/").split("/")[-2:]
    for bad in (
        f"{uid}/{token}x",
        f"Mg/{token}",
        f"Zm9v/{token}",
        f"{uid}/{token[:-1]}",
        "\x00/\x00",
    ):
        response = Client().post(f"/comptes/activation/{bad}/")
        assert response.status_code in (400, 404)
    assert not get_user_model().objects.get().is_active


def test_signing_up_again_before_the_link_keeps_one_account_and_the_latest_password():
    first = signed_up()
    other = "le-second-mot-de-passe-88"
    second = signed_up(password1=other, password2=other)
    assert get_user_model().objects.count() == 1
    assert Client().post(first).status_code == 400  # the earlier link no longer works
    assert Client().post(second).status_code == 302
    assert Client().login(username=SIGNUP["email"], password=other)


def test_sign_up_emails_to_one_address_are_limited():
    """Sign-up floods no one's inbox: a few emails an hour, new account or not."""
    for i in range(ratelimit.SIGNUP_EMAIL.tries):
        assert Client(REMOTE_ADDR=f"10.4.0.{i}").post(reverse("signup"), SIGNUP).status_code == 200
    response = Client(REMOTE_ADDR="10.4.1.1").post(reverse("signup"), SIGNUP)
    assert response.status_code == 429 and "Trop de demandes" in response.content.decode()
    assert len(mail.outbox) == ratelimit.SIGNUP_EMAIL.tries


def test_the_default_is_open(settings):
    assert settings.TEACHER_SIGNUP == "open"  # one school's own site


def test_with_approval_the_confirmed_account_still_waits_for_an_administrator(settings):
    settings.TEACHER_SIGNUP = "approval"
    assert (
        "un administrateur approuve chaque compte"
        in Client().get(reverse("signup")).content.decode()
    )
    link = signed_up()
    assert "un administrateur approuve" in mail.outbox[-1].body
    visitor = Client()
    response = visitor.post(link)
    assert response.status_code == 200 and "Votre compte est créé." in response.content.decode()
    teacher = get_user_model().objects.get()
    assert teacher.email == SIGNUP["email"] and not teacher.is_active and not logged_in(visitor)
    assert Client().post(link).status_code == 400  # used: the address is confirmed
    assert visitor.get(reverse("classroom:index")).status_code == 302  # to the login page
    refused = Client()
    assert refused.post(reverse("login"), LOGIN).status_code == 200 and not logged_in(refused)
    # Signing up again now says "you have an account" (waiting), and changes nothing.
    Client().post(reverse("signup"), SIGNUP)
    assert (
        "déjà un compte" in mail.outbox[-1].subject and "/activation/" not in mail.outbox[-1].body
    )
    teacher.is_active = True  # what ticking « Actif » in /admin/ does
    teacher.save(update_fields=["is_active"])
    admitted = Client()
    assert admitted.post(reverse("login"), LOGIN).status_code == 302 and logged_in(admitted)


def test_an_account_an_administrator_opened_before_its_link_is_not_signed_up_again(settings):
    settings.TEACHER_SIGNUP = "approval"
    link = signed_up()
    get_user_model().objects.update(is_active=True)  # ticked « Actif » at once
    other = "un-mot-de-passe-d-intrus-55"
    Client().post(reverse("signup"), {**SIGNUP, "password1": other, "password2": other})
    assert "déjà un compte" in mail.outbox[-1].subject
    assert not Client().login(username=SIGNUP["email"], password=other)
    assert Client().post(link).status_code == 400  # nothing left to confirm


def test_two_sign_ups_at_once_make_one_account(transactional_db):
    from .test_limits import at_once

    results = at_once(
        ratelimit.SIGNUP_EMAIL.tries, lambda: Client().post(reverse("signup"), SIGNUP).status_code
    )
    assert results == [200] * ratelimit.SIGNUP_EMAIL.tries
    assert get_user_model().objects.count() == 1


def test_purge_forgets_sign_ups_whose_link_expired_unused():
    signed_up(email="jamais@ecole.example")
    signed_up()
    actions.create_teacher(email="bruno@ecole.example", password=PASSWORD)  # a real account
    old = timezone.now() - timedelta(seconds=settings.PASSWORD_RESET_TIMEOUT + 60)
    get_user_model().objects.filter(username="jamais@ecole.example").update(date_joined=old)
    get_user_model().objects.filter(username="bruno@ecole.example").update(date_joined=old)
    out = StringIO()
    call_command("purge", stdout=out)
    assert "1 unconfirmed sign-ups" in out.getvalue()
    assert sorted(get_user_model().objects.values_list("username", flat=True)) == [
        "anne@ecole.example",  # its link still works
        "bruno@ecole.example",
    ]
