"""/rejoindre/: a pupil logs in with their class code, then their name, then their code; and
/classe/moi/: what a pupil (or a guest, from their session) has learnt."""

from __future__ import annotations

import dataclasses

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login, logout
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from clesite.classroom import (
    access,
    analytics,
    api,
    class_stats,
    homework,
    lessons_passed,
    played,
    ratelimit,
    reports,
    throttle,
)
from clesite.classroom.concepts import LEGEND, misconception_label
from clesite.classroom.forms import ClassCodeForm, PupilCodeForm
from clesite.classroom.middleware import SEEN_KEY
from clesite.classroom.models import Classroom
from clesite.classroom.reports import alphabetical
from clesite.views import chosen_language
from games.tables import codes as tables_api
from games.tables import gate, misses, people
from games.tables.models import Table

TOO_MANY_CLASS_CODES = gettext_lazy(
    "Trop de codes essayés depuis cet endroit. Attends quelques minutes, puis réessaie, "
    "ou demande à ton professeur."
)


# The table-code boxes of the pages a pupil already logged in plays from (tables/includes/
# table_code.html): a wrong code goes back there, not to the class's login steps.
TABLE_CODE_BOXES = {"games": "games:index", "home": "home"}
TABLE_MISSED = gettext_lazy(
    "Aucune table n’a ce code. Regarde bien l’écran de ton camarade, puis tape-le à nouveau."
)


def _too_many(request: HttpRequest) -> HttpResponse:
    """Too many class codes missed from this browser or address: the first step again."""
    context = {
        "form": ClassCodeForm(),
        "refusal": TOO_MANY_CLASS_CODES,
        "pupil": api.pupil_of(request.user),
    }
    return render(request, "classroom/join.html", context, status=429)


def _counted_miss(request: HttpRequest, find):
    """`find()` (a class, a pupil of a class, or Http404), as a try of a class code from this
    browser and address (`ratelimit`): None while they have missed too many."""
    address, browser = throttle.address_of(request), throttle.browser_of(request)
    if ratelimit.class_codes_blocked(address, browser):
        return None
    try:
        return find()
    except Http404:
        if not ratelimit.class_code_missed(address, browser):
            return None
        raise


def _back_to(request: HttpRequest) -> str:
    """The table a pupil was sent from to log in (`?table=`, carried by each step), or ""."""
    code = tables_api.normalise(request.GET.get("table", ""))
    return code if tables_api.well_formed(code) else ""


@require_safe
def join(request: HttpRequest) -> HttpResponse:
    """Step 1: the class code (a GET form: the address can be bookmarked or shared)."""
    form = ClassCodeForm(request.GET if "classe" in request.GET else None)
    back_to = _back_to(request)
    status = 400 if form.is_bound else 200
    if form.is_bound and form.is_valid():
        code = form.cleaned_data["classe"]
        address, browser = throttle.address_of(request), throttle.browser_of(request)
        if ratelimit.class_codes_blocked(address, browser):
            form.add_error(None, TOO_MANY_CLASS_CODES)
            status = 429
        elif Classroom.objects.filter(code=code, archived_at__isnull=True).exists():
            names = reverse("join:names", args=[code])
            return redirect(f"{names}?table={back_to}" if back_to else names)
        elif Classroom.objects.filter(code=code).exists():  # archived: said so, not « no class »
            form.add_error(
                "classe",
                _(
                    "Cette classe est fermée : ton professeur l’a archivée. Demande-lui ce qu’il faut faire."
                ),
            )
        else:
            blocked = misses.blocked(request)  # table codes guessed from here: look nothing up
            place = None if blocked else tables_api.place_with_code(code)
            if place is not None:
                return redirect(place)
            if blocked:
                form.add_error("classe", gate.TOO_MANY)
                status = 429
            elif ratelimit.class_code_missed(address, browser):
                misses.note(request)
                back = TABLE_CODE_BOXES.get(request.GET.get("depuis", ""))
                if back is not None:  # the box of a pupil already in: back to it, said there
                    messages.error(request, TABLE_MISSED, extra_tags="in-section table-code")
                    return redirect(reverse(back) + f"#table-code-{request.GET['depuis']}")
                form.add_error(
                    "classe",
                    _(
                        "Aucune classe ni aucune table n’a ce code. "
                        "Vérifie-le sur ta carte ou sur l’écran."
                    ),
                )
            else:
                form.add_error(None, TOO_MANY_CLASS_CODES)
                status = 429
    context = {"form": form, "pupil": api.pupil_of(request.user), "back_to": back_to}
    return render(request, "classroom/join.html", context, status=status)


def _speak(request: HttpRequest, classroom) -> None:
    """The class's words, as once logged in, unless the child clicked another language here."""
    language = chosen_language(request) or classroom.language
    translation.activate(language)
    request.LANGUAGE_CODE = language


@require_safe
def names(request: HttpRequest, code: str) -> HttpResponse:
    """Step 2: the class's pseudonyms, as big buttons."""
    classroom = _counted_miss(request, lambda: access.open_classroom(code))
    if classroom is None:
        return _too_many(request)
    _speak(request, classroom)
    return render(
        request,
        "classroom/join_names.html",
        {
            "classroom": classroom,
            "pupils": sorted(classroom.pupils.all(), key=lambda p: alphabetical(p.pseudonym)),
            "pupil": api.pupil_of(request.user),
            "back_to": _back_to(request),
        },
    )


@require_http_methods(["GET", "HEAD", "POST"])
def code(request: HttpRequest, code: str, pk: int) -> HttpResponse:
    """Step 3: the pupil's 4-digit code, rate-limited (`ratelimit`)."""
    pupil = _counted_miss(request, lambda: access.pupil_in(code, pk))
    if pupil is None:
        return _too_many(request)
    _speak(request, pupil.classroom)
    form = PupilCodeForm(request.POST or None)
    status = 200
    if request.method == "POST" and form.is_valid():
        outcome = ratelimit.check_code(
            pupil, form.cleaned_data["code"], throttle.address_of(request)
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
    return render(
        request,
        "classroom/join_code.html",
        {"classroom": pupil.classroom, "who": pupil, "form": form},
        status=status,
    )


def _log_in(request: HttpRequest, pupil) -> HttpResponse:
    login(request, pupil.user, backend="django.contrib.auth.backends.ModelBackend")
    table = _back_to(request)  # sent from her class's table: back to it, none other
    mine = people.reservation(pupil.user)
    if table and not (mine and Table.objects.filter(code=table, reserved_for=mine).exists()):
        table = ""
    request.session[SEEN_KEY] = timezone.now().timestamp()
    request.session.set_expiry(settings.PUPIL_IDLE_SECONDS)
    language = chosen_language(request) or pupil.classroom.language
    translation.activate(language)
    messages.success(request, _("Bonjour %(name)s !") % {"name": pupil.pseudonym})
    response = redirect("tables:table", code=table) if table else redirect("classroom:me")
    # Her language lasts as her login does (the idle timeout renews both), so that the next
    # child on this computer does not inherit a language she chose (a review).
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME, language, max_age=settings.PUPIL_IDLE_SECONDS
    )
    return response


@require_POST
def leave(request: HttpRequest) -> HttpResponse:
    """ "Ce n’est pas moi / Se déconnecter": back to the class's names, for the next pupil."""
    pupil = api.pupil_of(request.user)
    logout(request)
    if pupil is None:
        return redirect("join:join")
    # The next child on this computer meets the class's language again, not the one the last
    # child chose (« Pe curând, Léa! » on the French names page, then Romanian pages: a review).
    language = pupil.classroom.language
    translation.activate(language)
    messages.info(request, _("À bientôt, %(name)s !") % {"name": pupil.pseudonym})
    if pupil.classroom.archived:
        response = redirect("join:join")
    else:
        response = redirect("join:names", code=pupil.classroom.code)
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME, language, max_age=settings.LANGUAGE_COOKIE_AGE
    )
    return response


@require_safe
def me(request: HttpRequest) -> HttpResponse:
    """A pupil's own page; a guest's progress of this session; a teacher goes to their classes."""
    pupil = api.pupil_of(request.user)
    if pupil is None and request.user.is_authenticated:
        return redirect("classroom:index")
    if pupil is None:
        answers = analytics.guest_answers(request.session.get("player_token", ""))
        report = reports.person_report(answers, for_pupil=True)
        classroom = None
        panels = []
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
            lessons=lessons_passed.passed_by([pupil.user_id]).get(pupil.user_id, []),
            opened=class_stats.memos_opened([pupil.user_id]).get(pupil.user_id),
            for_pupil=True,
        )
        report.assignments = homework.for_the_pupil(report.assignments, timezone.localdate())
        panels = played.game_panels(
            classroom.code,
            {pupil.user_id: pupil.pseudonym},
            pupil=True,
            language=classroom.language,
        )
    report.misconceptions = _to_the_pupil(request, report.misconceptions)
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
            "panels": panels,
        },
    )


def _to_the_pupil(request: HttpRequest, rows: list) -> list:
    """The « À revoir » rows told to the pupil (« tu … »), with a lesson link only where the
    lesson is open to this reader."""
    from theory.lessons import catalogue, service, store  # noqa: PLC0415

    passed = service.passed_slugs(store.load_progress(request))
    everything, assigned = store.all_unlocked(request), store.assigned(request)

    def is_open(slug: str) -> bool:
        return catalogue.unlocked(slug, passed, everything, assigned)

    return [
        dataclasses.replace(
            m,
            label=misconception_label(m.code, to_pupil=True),
            remedy=m.remedy.if_open(is_open) if m.remedy else None,
        )
        for m in rows
    ]


def _url_or_none(name: str) -> str | None:
    try:
        return reverse(name)
    except Exception:
        return None
