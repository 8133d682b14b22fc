"""/lecons/ (docs/architecture.md): the path of lessons, a lesson, today's review, teachers' exercises.

Small typed function views: each checks access first, then calls a service of
`theory.lessons.service`. A question is an ordinary form (every page works without JavaScript:
the answer posts, the page comes back with the feedback); with htmx only the run panel is swapped
(the django-template-partials partial "run").
"""

from __future__ import annotations

from functools import wraps

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from theory.lessons import catalogue, pages, service, store
from theory.lessons.core import teacher_reads
from theory.lessons.service import Target

TEMPLATE = "theory/lessons/lesson.html"
SIGNED_IN = "signed_in"  # a hidden field of the run's forms, on a page made for a logged-in user


def signed_in_still(view):
    """A pupil's answer sent after her session ended (20 minutes idle, or « Sortir » in another
    tab) was taken as a guest's, at a guest's first question, and nothing said (a hardening
    reviewer's find): she is sent to log in again instead, where her run waits for her (the
    answer is not counted for anyone)."""

    @wraps(view)
    def checked(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        if request.POST.get(SIGNED_IN) and not request.user.is_authenticated:
            if not getattr(request, "pupil_timed_out", False):  # the timeout says it already
                messages.info(
                    request,
                    _("Ta session est terminée : reconnecte-toi pour reprendre ta leçon."),
                )
            url = reverse("join:join")
            if request.htmx:
                response = HttpResponse(status=204)
                response["HX-Redirect"] = url
                return response
            return HttpResponseRedirect(url, status=303)
        return view(request, *args, **kwargs)

    return checked


@require_safe
def lesson_index(request: HttpRequest) -> HttpResponse:
    with teacher_reads(store.is_teacher(request)):
        return _index(request)


def _index(request: HttpRequest) -> HttpResponse:
    progress = store.load_progress(request)
    context = {
        "path": pages.path_views(request, progress, store.all_unlocked(request)),
        "due": pages.due_count(progress),
        "teacher": store.is_teacher(request),
        "unlocked_all": store.all_unlocked(request),
    }
    if context["teacher"]:
        from theory.models import TeacherExercise

        context["exercises"] = TeacherExercise.objects.filter(teacher=request.user)[:10]
    return render(request, "theory/lessons/index.html", context)


def _page(request: HttpRequest, target: Target, progress: dict) -> HttpResponse:
    """The page, its texts said to a teacher when a teacher previews it (no « tu »)."""
    teacher = store.is_teacher(request)
    with teacher_reads(teacher):
        return _page_for(request, target, progress, teacher)


def _page_for(request: HttpRequest, target: Target, progress: dict, teacher: bool) -> HttpResponse:
    run = service.current_run(request, target, progress)
    context = {
        "target": target,
        "run": pages.run_view(run, target),
        "lang": pages.lang(),
        "preview": teacher,
    }
    if target.lesson is not None:
        lesson = target.lesson
        context.update(
            lesson=lesson,
            title=lesson.title(pages.lang()),
            summary=lesson.summary(pages.lang(), target.names),
            number=catalogue.index(lesson.slug) + 1,
            blocks=pages.block_views(lesson, target.names),
            has_cards=lesson.slug.startswith("jeu-"),
        )
    elif target.exercise is not None:
        context.update(exercise=target.exercise, has_cards=False)
    else:
        context.update(
            review=True, has_cards=any(k.startswith("game.") for k, *_ in run.get("items", []))
        )
    if request.htmx and not request.htmx.history_restore_request:
        response = render(request, TEMPLATE + "#run", context)
    else:
        response = render(request, TEMPLATE, context)
    patch_vary_headers(response, ("HX-Request",))
    return response


def _locked(request: HttpRequest, target: Target) -> HttpResponse:
    lesson = target.lesson
    i = catalogue.index(lesson.slug)
    before = catalogue.PATH[i - 1]
    context = {
        "title": lesson.title(pages.lang()),
        "before": {"slug": before.slug, "title": before.title(pages.lang())},
    }
    return render(request, "theory/lessons/locked.html", context, status=403)


def _after_post(request: HttpRequest, target: Target, progress: dict) -> HttpResponse:
    """htmx gets the run panel; a plain form post is redirected to the page (no resubmit)."""
    if request.htmx:
        return _page(request, target, progress)
    return HttpResponseRedirect(target.urls["page"] + "#run", status=303)


# --- a lesson of the path ---------------------------------------------------------------------


def _lesson(request: HttpRequest, slug: str) -> tuple[Target, dict]:
    progress = store.load_progress(request)
    return service.lesson_target(request, slug, progress), progress


@require_safe
def lesson(request: HttpRequest, slug: str) -> HttpResponse:
    target, progress = _lesson(request, slug)
    if not target.open:
        return _locked(request, target)
    return _page(request, target, progress)


def _open_lesson(request: HttpRequest, slug: str) -> tuple[Target, dict]:
    """A lesson this visitor may work in (a POST to a locked one is refused)."""
    target, progress = _lesson(request, slug)
    if not target.open:
        raise PermissionDenied
    return target, progress


@require_POST
@signed_in_still
def lesson_answer(request: HttpRequest, slug: str) -> HttpResponse:
    target, _ = _open_lesson(request, slug)
    service.answer(request, target, request.POST.getlist("answer"), request.POST.get("q", ""))
    return _after_post(request, target, store.load_progress(request))


@require_POST
@signed_in_still
def lesson_next(request: HttpRequest, slug: str) -> HttpResponse:
    target, _ = _open_lesson(request, slug)
    service.proceed(request, target)
    return _after_post(request, target, store.load_progress(request))


@require_POST
@signed_in_still
def lesson_restart(request: HttpRequest, slug: str) -> HttpResponse:
    target, progress = _open_lesson(request, slug)
    service.restart(request, target)
    return _after_post(request, target, progress)


# --- today's review (spaced repetition) -------------------------------------------------------


def _review(request: HttpRequest) -> tuple[Target, dict]:
    progress = store.load_progress(request)
    return service.review_target(request, progress), progress


@require_safe
def review(request: HttpRequest) -> HttpResponse:
    target, progress = _review(request)
    return _page(request, target, progress)


@require_POST
@signed_in_still
def review_answer(request: HttpRequest) -> HttpResponse:
    target, progress = _review(request)
    service.answer(request, target, request.POST.getlist("answer"), request.POST.get("q", ""))
    return _after_post(request, target, progress)


@require_POST
@signed_in_still
def review_next(request: HttpRequest) -> HttpResponse:
    target, progress = _review(request)
    service.proceed(request, target)
    return _after_post(request, target, progress)


@require_POST
@signed_in_still
def review_restart(request: HttpRequest) -> HttpResponse:
    target, progress = _review(request)
    service.restart(request, target)
    return _after_post(request, target, progress)


# --- a teacher's exercise, as its pupils do it ------------------------------------------------


@require_safe
def exercise(request: HttpRequest, code: str) -> HttpResponse:
    target = service.exercise_target(request, code)
    return _page(request, target, store.load_progress(request))


@require_POST
@signed_in_still
def exercise_answer(request: HttpRequest, code: str) -> HttpResponse:
    target = service.exercise_target(request, code)
    service.answer(request, target, request.POST.getlist("answer"), request.POST.get("q", ""))
    return _after_post(request, target, {})


@require_POST
@signed_in_still
def exercise_next(request: HttpRequest, code: str) -> HttpResponse:
    target = service.exercise_target(request, code)
    service.proceed(request, target)
    return _after_post(request, target, {})


@require_POST
@signed_in_still
def exercise_restart(request: HttpRequest, code: str) -> HttpResponse:
    target = service.exercise_target(request, code)
    service.restart(request, target)
    return _after_post(request, target, {})


# --- a teacher makes an exercise --------------------------------------------------------------


@require_http_methods(["GET", "HEAD", "POST"])
def exercise_new(request: HttpRequest) -> HttpResponse:
    """GET: the form; POST: create the exercise and show its link. Teachers only."""
    if not store.is_teacher(request):
        return render(request, "theory/lessons/teachers_only.html", status=403)
    from theory.lessons import teacher

    if request.method == "POST":
        exercise, form = teacher.create(request.user, request.POST)
        if exercise is not None:
            return HttpResponseRedirect(reverse("lessons:exercise-ready", args=[exercise.code]))
        return render(request, "theory/lessons/exercise_form.html", form, status=400)
    return render(request, "theory/lessons/exercise_form.html", teacher.blank_form())


@require_safe
def exercise_ready(request: HttpRequest, code: str) -> HttpResponse:
    if not store.is_teacher(request):
        return render(request, "theory/lessons/teachers_only.html", status=403)
    from theory.lessons import teacher

    return render(request, "theory/lessons/exercise_ready.html", teacher.ready(request, code))
