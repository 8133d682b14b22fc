"""Where answers come from, in words: games, lessons and teachers' exercises.

Learning events name their source `game:<slug>`, `lesson:<slug>` or `exercise:<code>`. Games
come from the site's catalogue. Lessons come from `theory.lessons.LESSONS` once the lessons
exist (each with a `slug` and a `title`); until then from the memo pages they follow.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from clesite import catalogue

MEMO_TOPICS = {
    "hauteurs": gettext_lazy("Les hauteurs"),
    "durees": gettext_lazy("Les durées"),
    "intervalles": gettext_lazy("Les intervalles"),
    "gamme": gettext_lazy("La gamme"),
    "son": gettext_lazy("Le son"),
}


def game_choices() -> list[tuple[str, str]]:
    return [(g.slug, str(g.name)) for g in catalogue.installed()]


def game_name(slug: str) -> str:
    found = catalogue.info(slug)
    return str(found.name) if found is not None else slug


def memo_choices() -> list[tuple[str, str]]:
    return [(slug, str(title)) for slug, title in MEMO_TOPICS.items()]


def memo_name(slug: str) -> str:
    return str(MEMO_TOPICS.get(slug, slug))


def lesson_choices() -> list[tuple[str, str]]:
    try:
        lessons = importlib.import_module("theory.lessons").LESSONS
    except (ImportError, AttributeError):
        return [(slug, str(title)) for slug, title in MEMO_TOPICS.items()]
    out = []
    for lesson in lessons.values() if isinstance(lessons, dict) else lessons:
        slug = getattr(lesson, "slug", None) or lesson["slug"]
        title = getattr(lesson, "title", None) or lesson.get("title", slug)
        out.append((slug, str(title)))
    return out


def lesson_name(slug: str) -> str:
    return dict(lesson_choices()).get(slug, slug)


def exercise_choices(teacher_id: int) -> list[tuple[str, str]]:
    """The teacher's own exercises, by code and title (« Les lignes (EYWGTK) »)."""
    from theory.models import TeacherExercise

    rows = TeacherExercise.objects.filter(teacher_id=teacher_id).values_list("code", "title")[:100]
    return [(code, f"{title} ({code})" if title else code) for code, title in rows]


def exercise_name(code: str) -> str:
    from theory.models import TeacherExercise

    title = TeacherExercise.objects.filter(code=code).values_list("title", flat=True).first()
    return title or code


def exercise_titles(sources: Iterable[str]) -> dict[str, str]:
    """The titles of the teachers' exercises among `sources`, by code: one query for a whole
    page or CSV (none when there is no exercise)."""
    from theory.models import TeacherExercise

    codes = {s.partition(":")[2] for s in sources if s.startswith("exercise:")}
    if not codes:
        return {}
    rows = TeacherExercise.objects.filter(code__in=codes).values_list("code", "title")
    return {code: title for code, title in rows if title}


def source_label(source: str, titles: dict[str, str] | None = None) -> str:
    """ "Jeu : Clé de Sol", "Leçon : Les intervalles", "Exercice « Les lignes »" (by its
    code when `titles`, from `exercise_titles`, does not know it)."""
    kind, _sep, slug = source.partition(":")
    if kind == "game":
        return _("Jeu : %(name)s") % {"name": game_name(slug)}
    if kind == "lesson" and slug == "revision":
        return _("Révisions")
    if kind == "lesson":
        return _("Leçon : %(name)s") % {"name": lesson_name(slug)}
    if kind == "exercise" and titles and slug in titles:
        return _("Exercice « %(title)s »") % {"title": titles[slug]}
    if kind == "exercise":
        return _("Exercice %(code)s") % {"code": slug}
    return source


# A lesson's answers are filed under the step they were given in (theory.lessons.runs phases).
LESSON_STEPS = {
    "practice": gettext_lazy("entraînement"),
    "check": gettext_lazy("contrôle"),
    "review": gettext_lazy("révision"),
}


def context_label(source: str, context: str) -> str:
    """Where an answer was given, in words: a table's code, or a lesson's step."""
    if source.startswith("lesson:") and context in LESSON_STEPS:
        return str(LESSON_STEPS[context])
    if source.startswith("exercise:"):  # an exercise has no steps: its code says it all
        return source.partition(":")[2]
    return context


def assignment_label(kind: str, target: str, count: int) -> str:
    if kind == "game":
        text = ngettext("%(count)s partie de %(game)s", "%(count)s parties de %(game)s", count)
        return text % {"count": count, "game": game_name(target)}
    if kind == "exercise":
        text = ngettext(
            "Exercice « %(title)s » : %(count)s bonne réponse",
            "Exercice « %(title)s » : %(count)s bonnes réponses",
            count,
        )
        return text % {"title": exercise_name(target), "count": count}
    if kind == "memo":
        return _("Lire le mémo « %(memo)s »") % {"memo": memo_name(target)}
    # A lesson is done when passed, whatever the count (review 11).
    return _("Réussir la leçon « %(lesson)s »") % {"lesson": lesson_name(target)}


def assignment_url(kind: str, target: str) -> str:
    """Where a pupil does the homework: the game's start page, or the lesson."""
    from django.urls import NoReverseMatch, reverse

    name = {"game": "games:game", "exercise": "lessons:exercise", "memo": "theory:memo"}.get(
        kind, "lessons:lesson"
    )
    try:
        return reverse(name, args=[target])
    except NoReverseMatch:  # a game or lesson no longer installed
        return ""
