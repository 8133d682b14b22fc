"""The class dashboard in parts (issue 24): what a teacher needs at first sight, and each heavy
part on its own, fetched when the teacher opens it.

At first sight: the grid of pupils × concepts with their levels, the frequent misconceptions
counted (the alerts), the tables playing now, the assignments. Behind a click, each one a small
fragment of its own: a pupil's cells told in words (what the grid's tooltips said), the
misconceptions' examples and remedies, the activities, the pupils' list (times, games, codes),
the lessons passed, each game's panel. Each is a fixed number of queries whatever the class's
size or history; `class_report` still gathers everything for the CSV export.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.utils import timezone

from clesite.classroom import class_stats, lessons_passed, played, summaries
from clesite.classroom.concepts import Concept, grouped, misconception_label
from clesite.classroom.coverage import coverage
from clesite.classroom.homework import (
    HOMEWORK_GRACE,
    AssignmentRow,
    assignment_rows,
    is_current,
)
from clesite.classroom.models import Classroom, Pupil
from clesite.classroom.reports import (
    Cell,
    Head,
    PupilRow,
    cell_of,
    class_grid,
    class_pupils,
    column_acquired,
    grid_rows,
    pupil_summary,
)
from games.tables import kit


@dataclass(frozen=True)
class Alert:
    """A frequent misconception, counted: its examples and remedy are a click away."""

    code: str
    label: str
    count: int
    people: int


@dataclass
class FirstSight:
    classroom: Classroom
    columns: list[Concept]
    heads: list[Head]
    groups: list
    rows: list[PupilRow]
    column_acquired: list[int]
    alerts: list[Alert]
    live: list
    assignments: list[AssignmentRow]
    games: list[tuple[str, str]] = field(default_factory=list)  # (slug, name) with a panel
    past_homework: int = 0  # due more than a week ago: behind a click (`past_homework`)


def first_sight(classroom: Classroom, now: datetime | None = None) -> FirstSight:
    """The dashboard's page: the pupils, their summaries, the homework still chased and its
    progress (three), the misconceptions counted, the tables playing now and their seats:
    eight queries."""
    now = now or timezone.now()
    pupils, names_of = class_pupils(classroom)
    columns, rows = grid_rows(pupils, summaries.states_of(names_of), {}, now)
    today = timezone.localdate(now)
    given = list(classroom.assignments.all())
    current = [a for a in given if is_current(a, today)]
    assignments = assignment_rows(classroom, pupils, names_of, now, current) if current else []
    counted = class_stats.misconception_counts(names_of, since=now - class_stats.RECENT)
    return FirstSight(
        classroom=classroom,
        columns=columns,
        heads=[Head(c, coverage(c.code)) for c in columns],
        groups=grouped(columns),
        rows=rows,
        column_acquired=column_acquired(columns, rows),
        alerts=[
            Alert(code, misconception_label(code), r["n"], r["people"])
            for code, r in counted.items()
        ],
        live=played.playing_now(names_of, now),
        assignments=assignments,
        games=panel_games(),
        past_homework=len(given) - len(current),
    )


def panel_games() -> list[tuple[str, str]]:
    """The games with a section of their own on a class's dashboard: (slug, name)."""
    return [(slug, str(g.catalogue.name)) for slug, g in kit.games().items() if g.class_panel]


def game_panel(slug: str, classroom: Classroom) -> dict | None:
    """One game's section (`GameApp.class_panel`); None for a game without one."""
    config = kit.games().get(slug)
    build = config.class_panel_function() if config is not None else None
    if build is None:
        return None
    _pupils, names_of = class_pupils(classroom)
    return build(classroom.code, names_of, pupil=False)


def pupils_list(classroom: Classroom, now: datetime | None = None) -> list[PupilRow]:
    """The pupils' list: last activity, active time (7 days, total), games, right answers."""
    now = now or timezone.now()
    pupils, names_of = class_pupils(classroom)
    _columns, rows = class_grid(pupils, names_of, now)
    return rows


def pupil_cells(
    classroom: Classroom, pupil_pk: int, now: datetime | None = None
) -> tuple[Pupil, list[Cell]] | None:
    """One pupil's cells told in words (what the grid's tooltips said), in the grid's columns
    (the whole class's concepts) so that it reads like the pupil's row; None if the class has
    no such pupil."""
    now = now or timezone.now()
    pupils, names_of = class_pupils(classroom)
    pupil = next((p for p in pupils if p.pk == pupil_pk), None)
    if pupil is None:
        return None
    states = summaries.states_of(names_of)
    columns, _rows = grid_rows([], states, {}, now)
    summary = pupil_summary(states.get(pupil.user_id, []), timedelta(0), timedelta(0), now)
    return pupil, [cell_of(c, summary.level(c.code)) for c in columns]


def past_homework(classroom: Classroom, now: datetime | None = None) -> list[AssignmentRow]:
    """The homework due more than a week ago, latest first, with each pupil's progress."""
    now = now or timezone.now()
    since = timezone.localdate(now) - HOMEWORK_GRACE
    old = list(classroom.assignments.filter(due__lt=since).order_by("-due", "-pk"))
    if not old:
        return []
    pupils, names_of = class_pupils(classroom)
    return assignment_rows(classroom, pupils, names_of, now, old)


def lessons(classroom: Classroom) -> list:
    """Every lesson of the path with the pupils who passed it."""
    pupils, names_of = class_pupils(classroom)
    return lessons_passed.by_lesson(pupils, lessons_passed.passed_by(names_of))
