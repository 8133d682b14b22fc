"""The lesson pages' services (Django side): which run a URL means, and moving it on.

A *target* is what a URL points at: a lesson of the path, today's review, or a teacher's
exercise. They share one flow (question → feedback → next … → result), so one set of service
functions serves all three; the views only resolve the target and check access.
"""

from __future__ import annotations

import copy
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from django.contrib import messages
from django.http import Http404, HttpRequest
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _

from . import catalogue, exercises, runs, store
from .catalogue import Lesson


@dataclass
class Target:
    key: str  # the run's key in the session
    mode: str  # "lesson" | "review" | "exercise"
    source: str  # the learning events' source (the dashboard groups by it)
    urls: dict[str, str]
    lesson: Lesson | None = None
    exercise: object | None = None  # theory.models.TeacherExercise
    names: str | None = None
    start: Callable[[dict, int], dict] = field(default=lambda progress, seed: {})
    open: bool = True


def _urls(name: str, *args: str) -> dict[str, str]:
    return {
        "page": reverse(f"lessons:{name}", args=args),
        "answer": reverse(f"lessons:{name}-answer", args=args),
        "next": reverse(f"lessons:{name}-next", args=args),
        "restart": reverse(f"lessons:{name}-restart", args=args),
    }


def passed_slugs(progress: dict) -> set[str]:
    return {s for s, state in progress.get("lessons", {}).items() if state.get("passed")}


def lesson_target(request: HttpRequest, slug: str, progress: dict) -> Target:
    lesson = catalogue.get(slug)
    if lesson is None:
        raise Http404(slug)
    passed = passed_slugs(progress)
    is_open = catalogue.unlocked(slug, passed, store.all_unlocked(request), store.assigned(request))
    return Target(
        key=f"lesson:{slug}",
        mode="lesson",
        source=f"lesson:{slug}",
        urls=_urls("lesson", slug),
        lesson=lesson,
        names=store.note_names(request),
        start=lambda progress, seed: runs.start_lesson(lesson, progress, seed),
        open=is_open,
    )


def review_target(request: HttpRequest, progress: dict) -> Target:
    def start(progress: dict, seed: int) -> dict:
        items = runs.review_items(progress, timezone.localdate(), catalogue.PATH)
        if not items:
            return {}
        return runs.start_fixed("review", "review", items, len(items), progress, seed)

    return Target(
        key="review",
        mode="review",
        source="lesson:revision",  # each answer is recorded under its own lesson
        urls=_urls("review"),
        names=store.note_names(request),
        start=start,
    )


def exercise_target(request: HttpRequest, code: str) -> Target:
    from theory.models import TeacherExercise

    exercise = TeacherExercise.objects.filter(code=code.upper()).first()
    if exercise is None:
        raise Http404(code)
    params = exercise.params

    def start(progress: dict, seed: int) -> dict:
        limit = params.get("time_limit") or 0
        deadline = time.time() + 60 * limit if limit else None
        items = exercises.items(params)
        return runs.start_fixed(
            f"exercise:{exercise.code}",
            "exercise",
            items,
            params["count"],
            progress,
            seed,
            deadline,
        )

    return Target(
        key=f"exercise:{exercise.code}",
        mode="exercise",
        source=f"exercise:{exercise.code}",
        urls=_urls("exercise", exercise.code),
        exercise=exercise,
        names=params.get("names") or store.note_names(request),
        start=start,
    )


def current_run(request: HttpRequest, target: Target, progress: dict) -> dict:
    """The target's run in this session, started if there is none."""
    run = store.get_run(request, target.key)
    if run is None:
        run = target.start(progress, secrets.randbelow(2**31))
        store.put_run(request, target.key, run or None)
    return run or {}


def answer(request: HttpRequest, target: Target, picked: Sequence[str], token: str) -> None:
    """Judge an answer (ignored when it answers another question than the current one)."""
    progress = store.load_progress(request)
    before = copy.deepcopy(progress)
    run = current_run(request, target, progress)
    if not run or token != question_token(run):
        return
    if run.get("deadline") and time.time() > run["deadline"]:
        # The time is over: the page's clock sent the question empty at 0:00 (« not one of the
        # choices » was said to the child instead of « Le temps est écoulé »). Nothing is judged.
        runs.answer(run, picked, progress, timezone.localdate(), time.time())
        store.put_run(request, target.key, run)
        return
    if not runs.admissible(run, picked):
        messages.error(
            request, _("Cette réponse ne fait pas partie des choix proposés : choisis-en un.")
        )
        return
    item = run.get("item", 0)
    events = runs.answer(run, picked, progress, timezone.localdate(), time.time())[1]
    context = run["phase"] if target.mode == "lesson" else target.mode
    lessons = run.get("lessons") or []
    source = f"lesson:{lessons[item]}" if item < len(lessons) and lessons[item] else target.source
    store.record(request, events, source, context)
    store.put_run(request, target.key, run)
    store.save_progress(request, before, progress)


def proceed(request: HttpRequest, target: Target) -> None:
    progress = store.load_progress(request)
    before = copy.deepcopy(progress)
    run = store.get_run(request, target.key)
    if not run:
        return
    runs.proceed(run, progress, timezone.localdate(), target.lesson)
    store.put_run(request, target.key, run)
    store.save_progress(request, before, progress)


def restart(request: HttpRequest, target: Target) -> None:
    """Start again; after a failed check, a short practice then the check again."""
    progress = store.load_progress(request)
    run = store.get_run(request, target.key)
    if run and target.lesson and run.get("phase") == runs.DONE and run.get("passed") is False:
        run = runs.retry_check(run, progress, target.lesson)
    else:
        run = target.start(progress, secrets.randbelow(2**31)) or None
    store.put_run(request, target.key, run)


def question_token(run: dict) -> str:
    """Identifies the question on screen, so a double submit cannot answer the next one."""
    return f"{run.get('n', 0)}-{(run.get('q') or {}).get('seed', '')}"
