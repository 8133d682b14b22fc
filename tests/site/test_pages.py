"""The foundation: home page, languages, error pages, static files, settings."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import Client

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.django_db


def test_home_is_french_by_default(client: Client):
    response = client.get("/")
    assert response.status_code == 200
    html = response.content.decode()
    assert '<html lang="fr">' in html
    assert "Apprendre la musique en jouant aux cartes" in html
    for label in ("Jouer", "Apprendre", "Ma classe"):
        assert label in html


@pytest.mark.parametrize(
    ("language", "heading"),
    [("ro", "Învățăm muzica jucând cărți"), ("en", "Learn music by playing cards")],
)
def test_language_switch_sets_the_language(client: Client, language: str, heading: str):
    response = client.post("/i18n/setlang/", {"language": language, "next": "/"})
    assert response.status_code == 302
    html = client.get("/").content.decode()
    assert f'<html lang="{language}">' in html
    assert heading in html


def test_language_switch_rejects_an_unknown_language_and_stays_french(client: Client):
    client.post("/i18n/setlang/", {"language": "xx", "next": "/"})
    assert '<html lang="fr">' in client.get("/").content.decode()


def test_404_page_is_in_the_site_style_and_language(client: Client, settings):
    settings.DEBUG = False
    response = client.get("/cette-page-n-existe-pas/")
    assert response.status_code == 404
    html = response.content.decode()
    assert "Page introuvable" in html and "site-header" in html
    client.post("/i18n/setlang/", {"language": "ro", "next": "/"})
    assert "Pagina nu a fost găsită" in client.get("/nimic/").content.decode()


def test_a_form_s_address_opened_in_the_browser_says_why_not_a_blank_page(client: Client):
    """/classe/<code>/lecons/ is a button's POST: typed in, it answered an empty 405."""
    html_page = {"Accept": "text/html,application/xhtml+xml"}
    response = client.get("/tables/ABCDEFGH/jouer/", headers=html_page)
    assert response.status_code == 405 and response["Allow"] == "POST"
    html = response.content.decode()
    assert "Page à ouvrir par un bouton" in html and "site-header" in html
    client.post("/i18n/setlang/", {"language": "ro", "next": "/"})
    assert 'lang="ro"' in client.get("/tables/ABCDEFGH/jouer/", headers=html_page).content.decode()
    bare = client.get("/tables/ABCDEFGH/jouer/", headers={**html_page, "HX-Request": "true"})
    assert bare.status_code == 405 and not bare.content  # htmx and scripts: as before
    assert client.get("/tables/ABCDEFGH/jouer/").content == b""


@pytest.mark.parametrize("status", [400, 403, 404])
def test_every_error_page_renders_in_the_site_style(rf, status: int):
    from django.contrib.auth.models import AnonymousUser

    from clesite import views

    handler = {400: views.bad_request, 403: views.permission_denied, 404: views.page_not_found}
    request = rf.get("/")
    request.user = AnonymousUser()
    response = handler[status](request, Exception())
    assert response.status_code == status
    html = response.content.decode()
    assert str(status) in html and "site-header" in html and "Retour à l’accueil" in html


def test_500_handler_renders_without_context_processors(rf):
    from clesite.views import server_error

    response = server_error(rf.get("/"))
    assert response.status_code == 500
    assert "Oups, une erreur du serveur" in response.content.decode()


def test_htmx_is_vendored_and_middleware_on(client: Client):
    assert "django_htmx.middleware.HtmxMiddleware" in settings.MIDDLEWARE
    html = client.get("/").content.decode()
    src = re.search(r'<script src="([^"]*htmx[^"]*)"', html).group(1)
    assert src.startswith("/static/")
    assert (ROOT / "static/vendor/htmx-2.0.11/LICENSE").exists()


def test_no_template_or_asset_loads_anything_from_outside():
    offenders = []
    for folder in ("templates", "static", "clesite", "games", "theory"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in {".html", ".css", ".js", ".py"} and "vendor" not in path.parts:
                text = path.read_text(errors="ignore")
                for m in re.finditer(
                    r'(?:src|href|url)\s*[=(]\s*["\']?(https?://[^"\')\s]+)', text
                ):
                    offenders.append(f"{path.relative_to(ROOT)}: {m.group(1)}")
    assert offenders == []


def test_demo_command_is_idempotent():
    from django.contrib.auth import get_user_model

    call_command("demo")
    count = get_user_model().objects.count()
    call_command("demo")
    assert get_user_model().objects.count() == count >= 1


def test_check_deploy_is_clean_with_production_variables():
    env = {
        **{k: v for k, v in os.environ.items() if k != "DJANGO_ALLOW_ASYNC_UNSAFE"},
        "DEBUG": "0",
        "SECRET_KEY": "a-long-random-production-secret-key-0123456789-abcdefghijklmnop",
        "ALLOWED_HOSTS": "musique.ecole.example",
        "DATABASE_URL": "sqlite:////tmp/clesite-deploy-check.sqlite3",
    }
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_production_refuses_to_start_without_a_secret_key():
    env = {**os.environ, "DEBUG": "0", "SECRET_KEY": "", "ALLOWED_HOSTS": "x"}
    result = subprocess.run(
        [sys.executable, "manage.py", "check"], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert result.returncode != 0
    assert "SECRET_KEY must be set" in result.stderr


@pytest.mark.django_db
def test_the_menu_marks_the_section_a_page_belongs_to(client):
    def current(path: str) -> list[str]:
        response = client.get(path)
        return [str(i["label"]) for i in response.context["nav_items"] if i["current"]]

    assert current("/") == []
    assert current("/jeux/cle-de-sol/") == ["Jouer"]
    assert current("/apprendre/hauteurs/") == ["Apprendre"]
    assert current("/lecons/") == ["Leçons"]  # issue 20: guests could not find the lessons
    html = client.get("/lecons/").content.decode()
    assert re.search(r'<a href="/lecons/" aria-current="page">Leçons</a>', html)


def test_health_answers_ok_without_touching_the_database(client, django_assert_num_queries):
    """`/sante/`: a load balancer's check and the load test's bare view (`make load`)."""
    with django_assert_num_queries(0):
        answer = client.get("/sante/")
    assert answer.status_code == 200 and answer.content == b"ok"


@pytest.mark.django_db
def test_the_error_pages_speak_to_a_teacher_as_vous_and_lead_to_his_classes(settings):
    """A teacher-journey reviewer's find: the 404 and 400 pages told a teacher « Vérifie
    l’adresse » and sent him to the home page."""
    from clesite.classroom import actions

    settings.DEBUG = False
    teacher = actions.create_teacher(email="t@example.org", password="pass-word-123")
    room = actions.create_classroom(teacher=teacher, name="6e B")
    pupil = actions.add_pupils(room, ["Ana"]).created[0]
    adult, child = Client(), Client()
    adult.force_login(teacher)
    child.force_login(pupil.user)
    said = adult.get("/nulle-part/").content.decode().replace("\xa0", " ")
    assert "Vérifiez l’adresse, ou repartez de vos classes." in said and "Vérifie l’" not in said
    assert 'href="/classe/"' in said and "Mes classes" in said
    for client in (child, Client()):
        said = client.get("/nulle-part/").content.decode()
        assert (
            "Vérifie l’adresse, ou repars de l’accueil." in said and "Mes classes</a>" not in said
        )
    refused = adult.get("/rejoindre/\x00/").content.decode()
    assert "Revenez en arrière et réessayez." in refused


@pytest.mark.django_db
def test_the_connection_messages_speak_to_a_teacher_as_vous():
    """The layout's messages when the network fails told a teacher « Vérifie le réseau »."""
    from clesite.classroom import actions

    teacher = actions.create_teacher(email="t@example.org", password="pass-word-123")
    pupil = actions.add_pupils(actions.create_classroom(teacher=teacher, name="6e B"), ["Ana"])
    adult, child = Client(), Client()
    adult.force_login(teacher)
    child.force_login(pupil.created[0].user)
    told = adult.get("/apprendre/").content.decode().replace("\xa0", " ")
    assert "votre clic n’est pas arrivé. Vérifiez le réseau" in told and "ton clic" not in told
    for client in (child, Client()):
        told = client.get("/apprendre/").content.decode().replace("\xa0", " ")
        assert "ton clic n’est pas arrivé. Vérifie le réseau" in told and "votre clic" not in told


@pytest.mark.django_db
def test_every_page_answers_head_as_its_get(client: Client):
    """A hardening reviewer's link checker got 405 for HEAD on the game, table, pupil and sound
    pages (`require_GET`): a page that answers GET answers HEAD too."""
    from tests.games.tables.test_tables import new_bots_table

    code = new_bots_table(client).code
    for url in ("/", "/jeux/gama/", "/jeux/la-cle/", "/rejoindre/", "/classe/moi/",
                "/apprendre/", "/lecons/", f"/tables/{code}/",
                f"/tables/{code}/etat/?v=-1"):  # fmt: skip
        got = client.get(url).status_code
        assert got == 200, url
        assert client.head(url).status_code == got, url
    assert client.head(f"/tables/{code}/flux/").status_code == 405  # a stream: GET only


@pytest.mark.django_db
def test_a_refused_request_is_one_line_in_the_log_never_a_traceback(client: Client):
    """A hardening reviewer's probes left 144 tracebacks of ordinary 403s in the server's log:
    the console handler the settings configure writes a refusal as one line."""
    import io
    import logging

    from django.contrib.auth import get_user_model

    from clesite.logs import RefusalsWithoutTraceback

    console = next(
        h
        for h in logging.getLogger().handlers
        if any(isinstance(f, RefusalsWithoutTraceback) for f in h.filters)
    )
    written = io.StringIO()
    before = console.setStream(written)
    try:
        from tests.games.tables.test_tables import new_bots_table

        code = new_bots_table(Client()).code
        client.force_login(get_user_model().objects.create_user("x", password="x-secret-123"))
        assert client.post(f"/tables/{code}/mains/", {"show": "1"}).status_code == 403
    finally:
        console.setStream(before)
    assert "Forbidden" in written.getvalue() and "Traceback" not in written.getvalue()
