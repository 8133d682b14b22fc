"""/rejoindre/: a pupil logs in with their class code, then their name, then their code; and
/classe/moi/: what a pupil (or a guest, from their session) has learnt."""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login, logout
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from clesite.classroom import access, analytics, api, played, ratelimit, reports
from clesite.classroom.concepts import LEGEND
from clesite.classroom.forms import ClassCodeForm, PupilCodeForm
from clesite.classroom.middleware import SEEN_KEY
from clesite.classroom.models import Classroom
from clesite.classroom.reports import alphabetical
from games.tables import codes as tables_api

DEVICE_COOKIE_AGE = 60 * 60 * 24 * 365


def _with_device(request: HttpRequest, response: HttpResponse) -> HttpResponse:
    """Gives the browser its random id (the "per computer" of the rate limit)."""
    if ratelimit.DEVICE_COOKIE not in request.COOKIES:
        response.set_cookie(
            ratelimit.DEVICE_COOKIE,
            ratelimit.client_of(request).new_device,
            max_age=DEVICE_COOKIE_AGE,
            httponly=True,
            samesite="Lax",
            secure=settings.SESSION_COOKIE_SECURE,
        )
    return response


@require_GET
def join(request: HttpRequest) -> HttpResponse:
    """Step 1: the class code (a GET form: the address can be bookmarked or shared)."""
    form = ClassCodeForm(request.GET if "classe" in request.GET else None)
    if form.is_bound and form.is_valid():
        code = form.cleaned_data["classe"]
        if Classroom.objects.filter(code=code, archived_at__isnull=True).exists():
            return redirect("join:names", code=code)
        table = tables_api.table_with_code(code)
        if table is not None:
            return redirect("tables:table", code=table)
        form.add_error(
            "classe",
            _("Aucune classe ni aucune table n’a ce code. Vérifie-le sur ta carte ou sur l’écran."),
        )
    response = render(
        request,
        "classroom/join.html",
        {"form": form, "pupil": api.pupil_of(request.user)},
        status=400 if form.is_bound else 200,
    )
    return _with_device(request, response)


@require_GET
def names(request: HttpRequest, code: str) -> HttpResponse:
    """Step 2: the class's pseudonyms, as big buttons."""
    classroom = access.open_classroom(code)
    response = render(
        request,
        "classroom/join_names.html",
        {
            "classroom": classroom,
            "pupils": sorted(classroom.pupils.all(), key=lambda p: alphabetical(p.pseudonym)),
            "pupil": api.pupil_of(request.user),
        },
    )
    return _with_device(request, response)


@require_http_methods(["GET", "POST"])
def code(request: HttpRequest, code: str, pk: int) -> HttpResponse:
    """Step 3: the pupil's 4-digit code, rate-limited (`ratelimit`)."""
    pupil = access.pupil_in(code, pk)
    form = PupilCodeForm(request.POST or None)
    status = 200
    if request.method == "POST" and form.is_valid():
        outcome = ratelimit.check_code(
            pupil, form.cleaned_data["code"], ratelimit.client_of(request)
        )
        if outcome == "ok":
            return _log_in(request, pupil)
        if outcome == "blocked":
            form.add_error(None, _("Trop d’essais. Attends une minute, puis réessaie."))
            status = 429
        else:
            form.add_error("code", _("Ce n’est pas le bon code. Regarde bien ta carte."))
            status = 400
    elif request.method == "POST":
        status = 400
    response = render(
        request,
        "classroom/join_code.html",
        {"classroom": pupil.classroom, "who": pupil, "form": form},
        status=status,
    )
    return _with_device(request, response)


def _log_in(request: HttpRequest, pupil) -> HttpResponse:
    login(request, pupil.user, backend="django.contrib.auth.backends.ModelBackend")
    request.session[SEEN_KEY] = timezone.now().timestamp()
    request.session.set_expiry(settings.PUPIL_IDLE_SECONDS)
    language = pupil.classroom.language
    translation.activate(language)
    messages.success(request, _("Bonjour %(name)s !") % {"name": pupil.pseudonym})
    response = redirect("classroom:me")
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME, language, max_age=settings.LANGUAGE_COOKIE_AGE
    )
    return response


@require_POST
def leave(request: HttpRequest) -> HttpResponse:
    """ "Ce n’est pas moi / Se déconnecter": back to the class's names, for the next pupil."""
    pupil = api.pupil_of(request.user)
    logout(request)
    if pupil is None:
        return redirect("join:join")
    messages.info(request, _("À bientôt, %(name)s !") % {"name": pupil.pseudonym})
    if pupil.classroom.archived:
        return redirect("join:join")
    return redirect("join:names", code=pupil.classroom.code)


@require_GET
def me(request: HttpRequest) -> HttpResponse:
    """A pupil's own page; a guest's progress of this session; a teacher goes to their classes."""
    pupil = api.pupil_of(request.user)
    if pupil is None and request.user.is_authenticated:
        return redirect("classroom:index")
    if pupil is None:
        answers = analytics.guest_answers(request.session.get("player_token", ""))
        report = reports.person_report(answers)
        classroom = None
    else:
        classroom = pupil.classroom
        answers = analytics.answers_by_user([pupil.user_id]).get(pupil.user_id, [])
        games = played.played_by([pupil.user_id]).get(pupil.user_id)
        report = reports.person_report(
            answers,
            games,
            note_names=classroom.note_names,
            name=pupil.pseudonym,
            assignments=classroom.assignments.all(),
        )
    return render(
        request,
        "classroom/me.html",
        {
            "pupil": pupil,
            "classroom": classroom,
            "report": report,
            "levels": LEGEND,
            "lessons_url": _url_or_none("lessons:index"),
            "games_url": _url_or_none("games:index"),
        },
    )


def _url_or_none(name: str) -> str | None:
    try:
        return reverse(name)
    except Exception:
        return None
