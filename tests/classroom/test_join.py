"""/rejoindre/: class code → name → code; rate limits; "Ce n'est pas moi"; idle sessions."""

from datetime import timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from clesite.classroom import actions, ratelimit
from clesite.classroom.middleware import SEEN_KEY
from clesite.classroom.models import JoinAttempt

pytestmark = pytest.mark.django_db


def computer(device="ordinateur-de-la-salle-1", address="10.0.0.7") -> Client:
    """A browser with its own id cookie, behind a school's address."""
    client = Client(REMOTE_ADDR=address)
    client.cookies[ratelimit.DEVICE_COOKIE] = device
    return client


def code_url(pupil):
    return reverse("join:code", args=[pupil.classroom.code, pupil.pk])


def wrong(pupil):
    return "0000" if pupil.code != "0000" else "9999"


def test_the_three_steps_log_the_pupil_in(pupil_a):
    client = computer()
    response = client.get(reverse("join:join"), {"classe": f" {pupil_a.classroom.code.lower()} "})
    assert response.status_code == 302
    assert response["Location"] == reverse("join:names", args=[pupil_a.classroom.code])
    names = client.get(response["Location"]).content.decode().replace("\xa0", " ")
    assert "Léa" in names and code_url(pupil_a) in names
    assert "Ton code secret" in client.get(code_url(pupil_a)).content.decode().replace("\xa0", " ")
    response = client.post(code_url(pupil_a), {"code": pupil_a.code})
    assert response.status_code == 302 and response["Location"] == reverse("classroom:me")
    page = client.get(reverse("classroom:me")).content.decode().replace("\xa0", " ")
    assert "Ce n’est pas moi / Se déconnecter" in page
    assert client.session["_auth_user_id"] == str(pupil_a.user_id)
    assert JoinAttempt.objects.get().succeeded


def test_an_unknown_or_archived_class_code_is_refused(pupil_a):
    client = computer()
    response = client.get(reverse("join:join"), {"classe": "ZZZZZZ"})
    assert response.status_code == 400
    assert "Aucune classe ni aucune table n’a ce code" in response.content.decode()
    actions.set_archived(pupil_a.classroom, True)
    assert client.get(reverse("join:join"), {"classe": pupil_a.classroom.code}).status_code == 400
    assert client.get(reverse("join:names", args=[pupil_a.classroom.code])).status_code == 404
    assert client.post(code_url(pupil_a), {"code": pupil_a.code}).status_code == 404


def test_the_login_sets_the_class_language(pupil_a):
    actions.update_classroom(pupil_a.classroom, language="ro")
    client = computer()
    response = client.post(code_url(pupil_a), {"code": pupil_a.code})
    assert response.cookies["django_language"].value == "ro"
    assert '<html lang="ro">' in client.get(reverse("classroom:me")).content.decode().replace(
        "\xa0", " "
    )


def test_a_wrong_code_says_so(pupil_a):
    response = computer().post(code_url(pupil_a), {"code": wrong(pupil_a)})
    assert response.status_code == 400
    assert "Ce n’est pas le bon code" in response.content.decode().replace("\xa0", " ")
    assert "_auth_user_id" not in computer().session


@pytest.mark.parametrize("typed", ["𝄞♯♭♮", "été1", "١٢٣٤"])
def test_a_code_typed_in_any_alphabet_is_just_a_wrong_code(pupil_a, typed):
    """Found by the fuzz (tests/fuzz): a code holding a character outside ASCII was a 500."""
    response = computer().post(code_url(pupil_a), {"code": typed})
    assert response.status_code == 400
    assert "Ce n’est pas le bon code" in response.content.decode().replace("\xa0", " ")
    assert JoinAttempt.objects.filter(pupil=pupil_a, succeeded=False).count() == 1


def test_wrong_codes_are_limited_per_pupil_whatever_the_computer(pupil_a):
    for i in range(ratelimit.PER_PUPIL):
        client = computer(device=f"ordinateur-numero-{i:02d}", address=f"10.0.1.{i}")
        assert client.post(code_url(pupil_a), {"code": wrong(pupil_a)}).status_code == 400
    other = computer(device="un-autre-ordinateur-x", address="10.0.2.1")
    response = other.post(code_url(pupil_a), {"code": pupil_a.code})  # even the right one
    assert response.status_code == 429
    assert "Trop d’essais" in response.content.decode().replace("\xa0", " ")
    assert "_auth_user_id" not in other.session


def test_wrong_codes_are_limited_per_computer_whatever_the_pupil(class_a):
    pupils = actions.add_pupils(class_a, [f"Élève {i}" for i in range(4)]).created
    client = computer()
    tries = 0
    for pupil in pupils:  # fewer than PER_PUPIL each, PER_DEVICE in all
        for _ in range(ratelimit.PER_DEVICE // len(pupils) + 1):
            if tries == ratelimit.PER_DEVICE:
                break
            assert client.post(code_url(pupil), {"code": wrong(pupil)}).status_code == 400
            tries += 1
    fresh = actions.add_pupils(class_a, ["Nouvelle"]).created[0]
    assert client.post(code_url(fresh), {"code": fresh.code}).status_code == 429
    # Another computer of the same school (same address) is not blocked.
    neighbour = computer(device="ordinateur-de-la-salle-2")
    assert neighbour.post(code_url(fresh), {"code": fresh.code}).status_code == 302


def test_a_browser_without_cookies_is_counted_by_its_address(pupil_a, class_a):
    others = actions.add_pupils(class_a, [f"E{i}" for i in range(3)]).created
    for i in range(ratelimit.PER_DEVICE):
        pupil = others[i % 3]
        client = Client(REMOTE_ADDR="10.9.9.9")  # a new client each time: no cookie kept
        client.post(code_url(pupil), {"code": wrong(pupil)})
    assert Client(REMOTE_ADDR="10.9.9.9").post(code_url(pupil_a), {"code": "1"}).status_code in (
        400,
        429,
    )
    blocked = Client(REMOTE_ADDR="10.9.9.9").post(code_url(pupil_a), {"code": pupil_a.code})
    assert blocked.status_code == 429


def test_the_limit_lifts_after_a_minute(pupil_a):
    client = computer()
    client_id = ratelimit.client_of(client.get(reverse("join:join")).wsgi_request)
    past = timezone.now() - timedelta(seconds=61)
    for _ in range(ratelimit.PER_PUPIL):
        ratelimit.record(pupil_a, client_id, False, now=past)
    assert not ratelimit.blocked(pupil_a, client_id)
    assert ratelimit.blocked(pupil_a, client_id, now=past + timedelta(seconds=1))


def test_the_hourly_limit_per_pupil(pupil_a):
    client_id = ratelimit.Client("d:x", "a:y")
    start = timezone.now() - timedelta(minutes=50)
    for i in range(ratelimit.PER_PUPIL_HOUR):
        ratelimit.record(pupil_a, client_id, False, now=start + timedelta(minutes=i // 4 * 2))
    assert ratelimit.blocked(pupil_a, client_id)


def test_the_teachers_new_code_clears_the_tries(pupil_a):
    client = computer()
    for _ in range(ratelimit.PER_PUPIL):
        client.post(code_url(pupil_a), {"code": wrong(pupil_a)})
    old = pupil_a.code
    new = actions.reset_code(pupil_a)
    assert new != old and len(new) == 4 and new.isdigit()
    assert client.post(code_url(pupil_a), {"code": old}).status_code == 400
    assert client.post(code_url(pupil_a), {"code": new}).status_code == 302


def test_old_tries_are_deleted_after_a_day(pupil_a):
    client_id = ratelimit.Client("d:x", "a:y")
    ratelimit.record(pupil_a, client_id, False, now=timezone.now() - timedelta(days=2))
    ratelimit.record(pupil_a, client_id, True)
    assert JoinAttempt.objects.count() == 1


def test_ce_n_est_pas_moi_logs_out_and_goes_back_to_the_names(pupil_a):
    client = computer()
    client.post(code_url(pupil_a), {"code": pupil_a.code})
    response = client.post(reverse("join:leave"))
    assert response["Location"] == reverse("join:names", args=[pupil_a.classroom.code])
    assert "_auth_user_id" not in client.session
    assert "À bientôt, Léa" in client.get(response["Location"]).content.decode().replace(
        "\xa0", " "
    )


def test_a_pupil_is_logged_out_after_inactivity(pupil_a, settings):
    client = computer()
    client.post(code_url(pupil_a), {"code": pupil_a.code})
    assert client.get(reverse("classroom:me")).context["pupil"] == pupil_a
    session = client.session
    assert session.get_expiry_age() == settings.PUPIL_IDLE_SECONDS
    session[SEEN_KEY] = timezone.now().timestamp() - settings.PUPIL_IDLE_SECONDS - 5
    session.save()
    response = client.get(reverse("classroom:me"))
    assert response.context["pupil"] is None
    assert "_auth_user_id" not in client.session
    assert "Ta session est terminée" in response.content.decode().replace("\xa0", " ")


def test_activity_keeps_a_pupil_in(pupil_a, settings):
    client = computer()
    client.post(code_url(pupil_a), {"code": pupil_a.code})
    session = client.session
    session[SEEN_KEY] = timezone.now().timestamp() - settings.PUPIL_IDLE_SECONDS + 60
    session.save()
    assert client.get("/").status_code == 200  # any page counts as activity
    assert client.session[SEEN_KEY] > timezone.now().timestamp() - 5
    assert client.get(reverse("classroom:me")).context["pupil"] == pupil_a


def test_teachers_are_not_logged_out_by_the_pupil_timeout(teacher_a, settings):
    client = Client()
    client.force_login(teacher_a)
    session = client.session
    session[SEEN_KEY] = 0
    session.save()
    assert client.get(reverse("classroom:index")).status_code == 200


def test_the_device_cookie_is_set_on_the_join_pages(pupil_a):
    response = Client().get(reverse("join:join"))
    cookie = response.cookies[ratelimit.DEVICE_COOKIE]
    assert len(cookie.value) >= 16 and cookie["httponly"]


def test_one_box_takes_a_class_code_or_a_table_code(client, class_a):
    """Issue 20: nowhere took a table's code; /rejoindre/ (linked from the home page) does."""
    from games.tables import services

    seats = [services.SeatSpec("Léa"), services.SeatSpec("Robot", bot_level="simple")]
    table = services.create_table(game="cle-de-sol", mode="bots", seats=seats, options={})
    typed = f" {table.code[:2].lower()}-{table.code[2:]} "
    response = client.get("/rejoindre/", {"classe": typed})
    assert response.status_code == 302 and response["Location"] == f"/tables/{table.code}/"
    response = client.get("/rejoindre/", {"classe": class_a.code.lower()})
    assert response["Location"] == f"/rejoindre/{class_a.code}/"
    refused = client.get("/rejoindre/", {"classe": "QQQQQ"})
    assert refused.status_code == 400 and "ni aucune table" in refused.content.decode()
    home = client.get("/").content.decode()
    assert 'href="/rejoindre/"' in home and "J’ai un code" in home
