"""Issue 25 point 6: rate limits that hold under concurrency, teachers' accounts limited;
and the daily purge of what is kept only for a while (point 2)."""

import threading
from datetime import timedelta
from io import StringIO

import pytest
from django.conf import settings
from django.contrib.sessions.backends.db import SessionStore
from django.contrib.sessions.models import Session
from django.core import mail
from django.core.management import call_command
from django.db import connection
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from clesite.classroom import ratelimit, throttle
from clesite.classroom.models import JoinAttempt, Throttle

from .conftest import PASSWORD

pytestmark = pytest.mark.django_db


def mid_window():
    """A moment in the middle of a one-minute window: threads slowed by a loaded machine could
    straddle two windows, each counting its own tries (a red CI)."""
    return timezone.now().replace(second=30, microsecond=0)


@pytest.fixture
def steady_clock(monkeypatch):
    """The limits count in fixed windows (15 minutes, an hour, a day): tries made through the
    pages across a window's edge were counted in two, and the right password let in (a red CI
    at 20:30 sharp). The throttle's clock stays at a quarter past an hour and a half minute."""
    from datetime import UTC
    from types import SimpleNamespace

    moment = timezone.now().replace(minute=7, second=30, microsecond=0)
    monkeypatch.setattr(throttle, "timezone", SimpleNamespace(now=lambda: moment, utc=UTC))


def at_once(n: int, fn) -> list:
    """`fn()` in `n` threads released together; each thread has its own database connection."""
    barrier = threading.Barrier(n)
    results = [None] * n

    def run(i):
        try:
            barrier.wait()
            results[i] = fn()
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


@pytest.mark.django_db(transaction=True)
def test_concurrent_misses_get_exactly_the_limit():
    """Point 6 (b): twelve misses at once against a limit of five: exactly five get through."""
    limit = throttle.Limit("test", 5, timedelta(minutes=1))
    now = mid_window()
    answers = at_once(12, lambda: throttle.take(limit, "someone", "somewhere", now))
    assert answers.count(True) == 5
    assert Throttle.objects.get(scope="test").count == 12


@pytest.mark.django_db(transaction=True)
def test_concurrent_wrong_codes_tell_at_most_the_limit(pupil_a):
    """Point 6 (b): ten wrong codes at once for one pupil: five say "wrong", the rest "blocked"
    (which says nothing about the code), and the right code is then refused too."""
    wrong = "0000" if pupil_a.code != "0000" else "9999"
    now = mid_window()
    answers = at_once(10, lambda: ratelimit.check_code(pupil_a, wrong, "a:school", now))
    assert answers.count("wrong") == ratelimit.PUPIL_HERE.tries
    assert answers.count("blocked") == 10 - ratelimit.PUPIL_HERE.tries
    assert ratelimit.check_code(pupil_a, pupil_a.code, "a:school", now) == "blocked"


def test_old_windows_are_deleted():
    limit = throttle.Limit("test", 5, timedelta(minutes=1))
    throttle.take(limit, "x", "y", now=timezone.now() - timedelta(days=2))
    throttle.take(limit, "x", "y")
    assert Throttle.objects.count() == 1


def login(client, email, password, url=None):
    return client.post(url or reverse("login"), {"username": email, "password": password})


def test_teacher_login_is_limited_per_account_and_address(teacher_a, steady_clock):
    """Point 6 (e): five wrong passwords for one account from one address, then even the right
    one waits; the same account from elsewhere, another account from here, are not blocked."""
    client = Client(REMOTE_ADDR="10.1.1.1")
    for _ in range(ratelimit.LOGIN_HERE.tries):
        response = login(client, "anne@ecole.example", "pas-le-bon")
        assert "incorrect" in response.content.decode()
    response = login(client, "ANNE@ecole.example", PASSWORD)
    assert "_auth_user_id" not in client.session
    assert "Trop d’essais de connexion" in response.content.decode().replace("\xa0", " ")
    elsewhere = Client(REMOTE_ADDR="10.1.1.2")
    assert login(elsewhere, "anne@ecole.example", PASSWORD).status_code == 302


def test_admin_login_is_limited(admin_user, steady_clock):
    client = Client(REMOTE_ADDR="10.1.1.3")
    url = reverse("admin:login")
    for _ in range(ratelimit.LOGIN_HERE.tries):
        assert login(client, "admin", "pas-le-bon", url).status_code == 200
    response = login(client, "admin", "password", url)  # pytest-django's admin password
    assert response.status_code == 200 and "_auth_user_id" not in client.session
    assert "Trop d’essais de connexion" in response.content.decode().replace("\xa0", " ")
    assert login(Client(REMOTE_ADDR="10.1.1.4"), "admin", "password", url).status_code == 302


def test_password_reset_sends_a_few_emails_then_stops(teacher_a, steady_clock):
    """Point 6 (e): 3 POSTs were 3 emails, with no end; now RESET_EMAIL per hour, and an
    address without an account is counted and answered alike."""
    url = reverse("password_reset")
    for i in range(ratelimit.RESET_EMAIL.tries):
        client = Client(REMOTE_ADDR=f"10.2.0.{i}")
        assert client.post(url, {"email": "anne@ecole.example"}).status_code == 302
    assert len(mail.outbox) == ratelimit.RESET_EMAIL.tries
    response = Client(REMOTE_ADDR="10.2.1.1").post(url, {"email": "Anne@ecole.example"})
    assert response.status_code == 429 and len(mail.outbox) == ratelimit.RESET_EMAIL.tries
    assert "Trop de demandes" in response.content.decode()
    for _ in range(ratelimit.RESET_EMAIL.tries):
        assert Client().post(url, {"email": "personne@ecole.example"}).status_code == 302
    assert Client().post(url, {"email": "personne@ecole.example"}).status_code == 429


def test_sign_ups_are_limited_per_address(teacher_a, steady_clock):
    """Every sign-up sent counts, valid or not, whatever the address typed."""
    client = Client(REMOTE_ADDR="10.3.3.3")
    for i in range(ratelimit.SIGNUP_ADDRESS.tries):
        data = {"email": f"p{i}@ecole.example", "password1": PASSWORD, "password2": PASSWORD}
        assert client.post(reverse("signup"), data).status_code == 200
    data = {"email": "anne@ecole.example", "password1": PASSWORD, "password2": PASSWORD}
    response = client.post(reverse("signup"), data)
    page = response.content.decode()
    assert response.status_code == 429 and "Trop d’inscriptions" in page
    assert len(mail.outbox) == ratelimit.SIGNUP_ADDRESS.tries  # none for the refused one


def test_purge_deletes_expired_sessions_old_tries_and_old_counters(pupil_a):
    now = timezone.now()
    for expire in (now - timedelta(minutes=1), now + timedelta(hours=1)):
        session = SessionStore()
        session["x"] = 1
        session.create()
        Session.objects.filter(session_key=session.session_key).update(expire_date=expire)
    JoinAttempt.objects.create(pupil=pupil_a, address="a", created_at=now - timedelta(days=2))
    JoinAttempt.objects.create(pupil=pupil_a, address="a", created_at=now)
    for window in (now - timedelta(days=2), now):
        Throttle.objects.create(scope="s", window=window, count=1)
    out = StringIO()
    call_command("purge", stdout=out)
    assert Session.objects.get().expire_date > now
    assert JoinAttempt.objects.get().created_at == now
    assert Throttle.objects.get().window == now
    assert "1 login tries, 1 counters" in out.getvalue()
    assert settings.SESSION_ENGINE == "django.contrib.sessions.backends.db"  # what it purges
