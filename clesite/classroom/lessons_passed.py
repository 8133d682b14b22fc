"""The lessons pupils have passed, with the day and the check score (issue 18): the dashboard
and a pupil's page show them next to the grid, which the lessons' answers feed like games'."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from django.utils.translation import get_language


@dataclass(frozen=True)
class Passed:
    slug: str
    title: str
    on: date | None  # the day it was first passed
    best: int  # the best check score …
    out_of: int  # … out of the check's questions


def passed_by(user_ids: Iterable[int]) -> dict[int, list[Passed]]:
    """Per user, the lessons they passed, in the path's order."""
    from theory.lessons import catalogue
    from theory.models import LessonProgress

    lang = (get_language() or "fr")[:2]
    order = {lesson.slug: i for i, lesson in enumerate(catalogue.PATH)}
    out: dict[int, list[Passed]] = defaultdict(list)
    rows = LessonProgress.objects.filter(user_id__in=list(user_ids), passed=True)
    for row in sorted(rows, key=lambda r: order.get(r.lesson, len(order))):
        lesson = catalogue.get(row.lesson)
        if lesson is None:  # a lesson since removed from the path
            continue
        out[row.user_id].append(
            Passed(row.lesson, lesson.title(lang), row.passed_on, row.best, lesson.check)
        )
    return dict(out)


def by_lesson(pupils: Iterable, passed: dict[int, list[Passed]]) -> list[tuple[str, list]]:
    """Every lesson of the path with the pupils who passed it: (title, [(pupil, Passed)])."""
    from theory.lessons import catalogue

    lang = (get_language() or "fr")[:2]
    pupils = list(pupils)
    out = []
    for lesson in catalogue.PATH:
        who = [(p, x) for p in pupils for x in passed.get(p.user_id, ()) if x.slug == lesson.slug]
        out.append((lesson.title(lang), who))
    return out
