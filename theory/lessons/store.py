"""Where a pupil's lesson progress lives (the Django glue of this otherwise Django-free package).

- A logged-in user's progress is in the database (theory.models LessonProgress, ConceptBox);
  a guest's in the session. Both have the shape `theory.lessons.adapt` documents.
- Runs (the lesson, review or exercise under way) are in the session for everyone, and a
  pupil's also in the database (theory.models LessonRun): she goes on where she was after
  logging in again.
- Learning events go to the classroom's progress store for everyone: with the user for a pupil,
  with the guest's session token (the same one the game tables use) for a guest, who also keeps
  the last ones in the session.
- A teacher previews: every lesson is open, progress stays in the session, and nothing is
  recorded (a teacher's answers are no evidence about a child).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from datetime import date

from django.db import transaction
from django.http import HttpRequest

from . import adapt

PROGRESS_KEY = "lessons.progress"
RUNS_KEY = "lessons.runs"
EVENTS_KEY = "lessons.events"
GUEST_EVENTS_KEPT = 200


def _user(request: HttpRequest):
    user = getattr(request, "user", None)
    return user if user is not None and user.is_authenticated else None


def load_progress(request: HttpRequest) -> dict:
    user = _user(request)
    if user is None or is_teacher(request):
        return copy.deepcopy(request.session.get(PROGRESS_KEY) or adapt.empty())
    from theory.models import ConceptBox, LessonProgress

    progress = adapt.empty()
    for row in LessonProgress.objects.filter(user=user):
        progress["lessons"][row.lesson] = {"passed": row.passed, "best": row.best}
        if row.passed_on:
            progress["lessons"][row.lesson]["on"] = row.passed_on.isoformat()
    for row in ConceptBox.objects.filter(user=user):
        progress["concepts"][row.concept] = {
            "box": row.box,
            "due": row.due.isoformat() if row.due else "",
            "right": row.right,
            "wrong": row.wrong,
        }
    return progress


def save_progress(request: HttpRequest, before: Mapping, after: Mapping) -> None:
    """Write what changed between two snapshots of the progress."""
    user = _user(request)
    if user is None or is_teacher(request):
        request.session[PROGRESS_KEY] = copy.deepcopy(dict(after))
        return
    from theory.models import ConceptBox, LessonProgress

    with transaction.atomic():
        for slug, state in after.get("lessons", {}).items():
            if before.get("lessons", {}).get(slug) != state:
                LessonProgress.objects.update_or_create(
                    user=user,
                    lesson=slug,
                    defaults={
                        "passed": state["passed"],
                        "best": state["best"],
                        "passed_on": date.fromisoformat(state["on"]) if state.get("on") else None,
                    },
                )
        for concept, state in after.get("concepts", {}).items():
            if before.get("concepts", {}).get(concept) != state:
                ConceptBox.objects.update_or_create(
                    user=user,
                    concept=concept,
                    defaults={
                        "box": state["box"],
                        "due": date.fromisoformat(state["due"]) if state["due"] else None,
                        "right": state["right"],
                        "wrong": state["wrong"],
                    },
                )


def get_run(request: HttpRequest, key: str) -> dict | None:
    run = (request.session.get(RUNS_KEY) or {}).get(key)
    if not run and (user := _pupil(request)) is not None:
        from theory.models import LessonRun

        run = LessonRun.objects.filter(user=user, key=key).values_list("run", flat=True).first()
        if run:
            _put_in_session(request, key, run)
    return copy.deepcopy(run) if run else None


def put_run(request: HttpRequest, key: str, run: dict | None) -> None:
    _put_in_session(request, key, run)
    if (user := _pupil(request)) is None:
        return
    from theory.models import LessonRun

    if run is None:
        LessonRun.objects.filter(user=user, key=key).delete()
    else:
        LessonRun.objects.update_or_create(user=user, key=key, defaults={"run": run})


def _put_in_session(request: HttpRequest, key: str, run: dict | None) -> None:
    runs = dict(request.session.get(RUNS_KEY) or {})
    if run is None:
        runs.pop(key, None)
    else:
        runs[key] = run
    request.session[RUNS_KEY] = runs


def _pupil(request: HttpRequest):
    """The logged-in pupil (not a teacher previewing, whose runs stay in the session)."""
    user = _user(request)
    return user if user is not None and not is_teacher(request) else None


def record(request: HttpRequest, events: Iterable[Mapping], source: str, context: str = "") -> int:
    """Hand the learning events to the classroom's progress store."""
    from clesite.claims import player_token
    from clesite.classroom import progress

    events = list(events)
    if not events or is_teacher(request):
        return 0
    user = _user(request)
    if user is not None:
        return progress.record(events, user=user, source=source, context=context)
    token = player_token(request)
    kept = list(request.session.get(EVENTS_KEY) or [])
    kept += [{**dict(e), "source": source} for e in events]
    request.session[EVENTS_KEY] = kept[-GUEST_EVENTS_KEPT:]
    return progress.record(events, guest_token=token, source=source, context=context)


def note_names(request: HttpRequest) -> str | None:
    """The class's naming system for a pupil (Do Ré Mi / Do Re Mi / C D E), else None."""
    from clesite.classroom import api

    return api.note_names_for(_user(request)) if _user(request) is not None else None


def all_unlocked(request: HttpRequest) -> bool:
    from clesite.classroom import api

    return is_teacher(request) or bool(api.lessons_unlocked_for(_user(request)))


def assigned(request: HttpRequest) -> frozenset[str]:
    """The lessons the class has as homework (open to its pupils)."""
    from clesite.classroom import api

    user = _user(request)
    return api.lessons_assigned_to(user) if user is not None else frozenset()


def is_teacher(request: HttpRequest) -> bool:
    """A logged-in adult: authenticated and not a pupil of a class."""
    from clesite.classroom import api

    user = _user(request)
    return user is not None and api.pupil_of(user) is None
