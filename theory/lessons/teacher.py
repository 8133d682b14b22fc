"""A teacher's customised exercise (Django side): the form's choices, saving it with a fresh
code, and the page that gives its link (and a QR code) to the class."""

from __future__ import annotations

from collections.abc import Mapping

from django.db import IntegrityError, transaction
from django.http import Http404, HttpRequest
from django.urls import reverse
from django.utils.translation import gettext as _

from theory import GAME_RANGE, RHYTHMS, note_label, rhythm_label

from . import exercises, runs
from .pages import lang

LISTS = ("types", "pitches", "sizes", "directions", "rhythms")


def _choices(values: Mapping) -> dict:
    lg = lang()
    chosen = {k: [str(v) for v in values.get(k, ())] for k in LISTS}
    return {
        "pitches": [
            {"value": p, "label": note_label(p, lg), "checked": p in chosen["pitches"]}
            for p in GAME_RANGE
        ],
        "rhythms": [
            {"value": r, "label": rhythm_label(r, lg), "checked": r in chosen["rhythms"]}
            for r in RHYTHMS
        ],
        "types": {t: t in chosen["types"] for t in exercises.TYPES},
        "sizes": {str(s): str(s) in chosen["sizes"] for s in exercises.SIZES},
        "directions": {"up": "1" in chosen["directions"], "down": "-1" in chosen["directions"]},
        "time_limits": exercises.TIME_LIMITS,
        "count": values.get("count", exercises.DEFAULTS["count"]),
        "time_limit": str(values.get("time_limit", 0)),
        "names": values.get("names", ""),
        "title": values.get("title", ""),
        "count_min": exercises.COUNT_MIN,
        "count_max": exercises.COUNT_MAX,
    }


def blank_form() -> dict:
    return {"form": _choices(exercises.DEFAULTS), "errors": []}


def create(user, data) -> tuple[object | None, dict]:
    """Save a new exercise from the posted form, or give the form back with its errors."""
    from theory.models import TeacherExercise

    raw = {k: data.getlist(k) for k in LISTS}
    raw.update({k: data.get(k, "") for k in ("count", "time_limit", "names", "title")})
    params, errors = exercises.clean(raw)
    if errors:
        return None, {"form": _choices(params | {"count": raw["count"]}), "errors": errors}
    for _attempt in range(10):  # a clash of random codes is rare; try another one
        try:
            with transaction.atomic():
                exercise = TeacherExercise.objects.create(
                    code=exercises.new_code(), teacher=user, title=params["title"], params=params
                )
            return exercise, {}
        except IntegrityError:  # pragma: no cover
            continue
    raise RuntimeError("no free exercise code")  # pragma: no cover


def ready(request: HttpRequest, code: str) -> dict:
    from clesite.qr import qr_svg
    from theory.models import TeacherExercise

    exercise = TeacherExercise.objects.filter(code=code.upper(), teacher=request.user).first()
    if exercise is None:
        raise Http404(code)
    url = request.build_absolute_uri(reverse("lessons:exercise", args=[exercise.code]))
    params = exercise.params
    lg = lang()
    return {
        "exercise": exercise,
        "url": url,
        "qr": qr_svg(url, exercise.code),
        "params": params,
        "pitches": ", ".join(note_label(p, lg) for p in params.get("pitches", ())),
        "rhythms": ", ".join(rhythm_label(r, lg) for r in params.get("rhythms", ())),
        "types": [_type_label(t) for t in params.get("types", ())],
        "intervals": _intervals_label(params) if "intervals" in params.get("types", ()) else "",
        "different": runs.distinct_questions(exercises.items(params), params["count"]),
    }


def _type_label(kind: str) -> str:
    """The form's own words for a kind of question, so the summary reads as the form did."""
    return {
        "read": _("Lire la note sur la portée"),
        "place": _("Placer la note sur la portée"),
        "intervals": _("Trouver la note à un intervalle"),
        "rhythms": _("Les durées et leurs sommes"),
        "scale": _("La note suivante de la gamme"),
    }[kind]


def _intervals_label(params: Mapping) -> str:
    """« tierce, quarte, en montant et en descendant »."""
    names = {2: _("seconde"), 3: _("tierce"), 4: _("quarte"), 5: _("quinte")}
    sizes = ", ".join(names[s] for s in params.get("sizes", ()) if s in names)
    directions = set(params.get("directions", ()))
    if directions == {1}:
        way = _("en montant")
    elif directions == {-1}:
        way = _("en descendant")
    else:
        way = _("en montant et en descendant")
    return f"{sizes}, {way}"
