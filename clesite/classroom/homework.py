"""Homework, as the dashboard and the pupil's own page see it: each pupil's progress on each
assignment (done, started, late, the mistakes since it was set), which are still current, and
a pupil's list in the order she should do it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.utils import timezone

from clesite.classroom import analytics, class_stats, played, sources
from clesite.classroom.models import Assignment, Classroom, Pupil


@dataclass
class Status:
    """One pupil's progress on one assignment. A lesson's is done when the pupil has passed the
    lesson (its check), not after so many right answers: two right answers at its third
    question were « fait » (review 11); a memo page's, once opened since it was set."""

    done: int
    count: int
    late: bool
    started: bool = False  # a table finished, or an answer given, since it was set
    kind: str = Assignment.Kind.GAME
    mistakes: int = 0  # wrong answers since it was set (a lesson's, an exercise's)

    @property
    def finished(self) -> bool:
        return self.done >= self.count

    @property
    def lesson(self) -> bool:
        return self.kind == Assignment.Kind.LESSON

    @property
    def memo(self) -> bool:
        return self.kind == Assignment.Kind.MEMO


ONCE = (Assignment.Kind.LESSON, Assignment.Kind.MEMO)  # done or not: no count


def assignment_status(
    a: Assignment,
    answers: list[analytics.Answer],
    games: played.Played,
    today,
    passed: Iterable[str] = (),
    opened: dict[str, datetime] | None = None,
) -> Status:
    """`passed`: the slugs of the lessons this pupil has passed; `opened`: when he last opened
    each memo page."""
    if a.kind == Assignment.Kind.GAME:
        done = games.count_since(a.target, a.created_at)
        return _status(a, done, today, started=done > 0)
    if a.kind == Assignment.Kind.MEMO:
        at = (opened or {}).get(a.target)
        return _status(a, int(at is not None and at >= a.created_at), today)
    since = [x for x in answers if x.source == a.source and x.at >= a.created_at]
    wrong = sum(1 for x in since if not x.correct)
    if a.kind == Assignment.Kind.LESSON:
        return _status(a, int(a.target in set(passed)), today, bool(since), wrong)
    return _status(a, len(since) - wrong, today, bool(since), wrong)


def for_the_pupil(items: list[tuple], today) -> list[tuple]:
    """A pupil's list of homework, each item ending with its (assignment, status): what is
    left to do first, by date; what is done after it, and gone once its day has passed (a
    week's finished homework headed the list: review 11)."""
    kept = [x for x in items if not (x[-1].finished and x[-2].due < today)]
    return sorted(kept, key=lambda x: (x[-1].finished, x[-2].due))


def _status(a: Assignment, done: int, today, started: bool = False, mistakes: int = 0) -> Status:
    count = 1 if a.kind in ONCE else a.count
    late = done < count and today > a.due
    return Status(min(done, count), count, late, started or done > 0, a.kind, mistakes)


@dataclass
class AssignmentRow:
    assignment: Assignment
    label: str
    statuses: list[tuple[Pupil, Status]]

    @property
    def finished(self) -> int:
        return sum(1 for _p, s in self.statuses if s.finished)

    @property
    def late(self) -> int:
        return sum(1 for _p, s in self.statuses if s.late)


HOMEWORK_GRACE = timedelta(days=7)  # a homework stays « en cours » a week after its day


def is_current(a: Assignment, today) -> bool:
    """Due from a week ago on: the homework a teacher still chases (a pupil's home page keeps
    it as long); older ones wait behind a click on the dashboard."""
    return a.due >= today - HOMEWORK_GRACE


def assignment_rows(
    classroom: Classroom,
    pupils: list[Pupil],
    names_of: dict[int, str],
    now: datetime,
    assignments: list[Assignment] | None = None,
) -> list[AssignmentRow]:
    """Each assignment (the class's, or those given) with each pupil's progress, a few queries
    whatever the class's size (the assignments, the answers since each, the lessons passed and
    the memo pages opened when some are asked, the finished tables since each)."""
    today = timezone.localdate(now)
    if assignments is None:
        assignments = list(classroom.assignments.all())
    done, started = class_stats.done(assignments, names_of)
    games = {a.pk: (a.target, a.created_at) for a in assignments if a.kind == Assignment.Kind.GAME}
    done.update(played.finished_since(names_of, games))
    return [
        AssignmentRow(
            a,
            sources.assignment_label(a.kind, a.target, a.count),
            [
                (p, _status(a, done.get(key, 0), today, key in started, started.get(key, 0)))
                for p in pupils
                for key in [(a.pk, p.user_id)]
            ],
        )
        for a in assignments
    ]
