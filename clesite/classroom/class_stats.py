"""What a class's dashboard counts over all its pupils' answers, counted by the database (issue
24): the page no longer reads every answer. Each function is one query (misconceptions: two),
whatever the number of pupils; each gives what its namesake in `analytics` gives from the
answers in memory (`analytics.by_source`, `analytics.misconceptions`, assignments' progress).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta

from django.db.models import Count, Max, Q

from clesite.classroom import mastery
from clesite.classroom.analytics import (
    EXAMPLES,
    FIELDS,
    WEIGHT_FIELDS,
    Misconception,
    SourceStats,
    _answer,
)
from clesite.classroom.models import Assignment, LearningEvent, MemoVisit

SOURCE_ORDER = {"game": 0, "lesson": 1, "exercise": 2}


def _of(user_ids: Iterable[int]):
    return LearningEvent.objects.filter(user_id__in=list(user_ids))


def by_source(user_ids: Iterable[int]) -> list[SourceStats]:
    rows = (
        _of(user_ids)
        .values("source")
        .annotate(
            n=Count("pk"),
            right=Count("pk", filter=Q(correct=True)),
            people=Count("user_id", distinct=True),
            last=Max("created_at"),
        )
        .order_by()
    )
    stats = [SourceStats(r["source"], r["n"], r["right"], r["people"], r["last"]) for r in rows]
    return sorted(stats, key=lambda x: (SOURCE_ORDER.get(x.kind, 3), x.source))


# The class's frequent mistakes are counted over the last four weeks: after a term, every
# mistake counted since September had touched all 30 pupils, and said nothing of who is stuck
# now (a reviewer's find).
RECENT = timedelta(weeks=4)


def _recent(user_ids: Iterable[int], since: datetime | None):
    found = _of(user_ids)
    return found if since is None else found.filter(created_at__gte=since)


def misconception_counts(
    user_ids: Iterable[int], limit: int = 6, since: datetime | None = None
) -> dict[str, dict]:
    """The most frequent misconceptions (ties: by code): code → {n, people}, in that order,
    since `since` (all of them without it). The dashboard's alerts at first sight;
    `misconceptions` adds the examples on a click."""
    counted = (
        _recent(user_ids, since)
        .exclude(misconception="")
        .exclude(detail__has_key="again")  # one turn's doubt is one mistake (hooks._again)
        .values("misconception")
        .annotate(n=Count("pk"), people=Count("user_id", distinct=True))
        .order_by("-n", "misconception")[:limit]
    )
    return {r["misconception"]: r for r in counted}


def misconceptions(
    user_ids: Iterable[int], limit: int = 6, since: datetime | None = None
) -> list[Misconception]:
    """The most frequent misconceptions (ties: by code), each with its latest occurrences."""
    ids = list(user_ids)
    top = misconception_counts(ids, limit, since)
    if not top:
        return []
    weights = [f"detail__{key}" for key in WEIGHT_FIELDS]
    latest: dict[str, list[tuple]] = defaultdict(list)  # the newest EXAMPLES of each, newest first
    recent = (
        _recent(ids, since)
        .filter(misconception__in=list(top))
        .exclude(detail__has_key="again")
        .order_by("-created_at", "pk")  # answers of one moment in their order, as `analytics`
        .values_list("pk", *FIELDS, *weights, "detail")
    )
    for row in recent.iterator(chunk_size=200):
        if len(latest[row[5]]) < EXAMPLES:  # pk, user, at, concept, correct, misconception…
            latest[row[5]].append(row)
        if all(len(latest[code]) >= min(EXAMPLES, r["n"]) for code, r in top.items()):
            break
    out = []
    for code, r in top.items():
        examples = tuple((_answer(row[1:-1], row[-1]), row[1]) for row in latest[code])
        out.append(Misconception(code, r["n"], r["people"], *examples[0], examples=examples))
    return out


def active_since(user_ids: Iterable[int], since: datetime) -> dict[int, timedelta]:
    """Each pupil's active time from `since` (the last seven days: a few hundred answers)."""
    moments: dict[int, list[datetime]] = defaultdict(list)
    for user_id, at in (
        _of(user_ids).filter(created_at__gte=since).values_list("user_id", "created_at")
    ):
        moments[user_id].append(at)
    return {user_id: mastery.active_time(m) for user_id, m in moments.items()}


def done(
    assignments: Sequence[Assignment], user_ids: Iterable[int]
) -> tuple[dict[tuple[int, int], int], dict[tuple[int, int], int]]:
    """Per (assignment, pupil), except games' (`played` counts tables): what is done (an
    exercise's right answers since it was set; 1 for a lesson the pupil has passed, whenever,
    and for a memo page opened since it was set), and for those he has begun (an answer since
    it was set) his wrong answers since."""
    user_ids = list(user_ids)
    out: dict[tuple[int, int], int] = {}
    started: dict[tuple[int, int], int] = {}
    memos = [a for a in assignments if a.kind == Assignment.Kind.MEMO]
    if memos:
        opened = memos_opened(user_ids)
        for a in memos:
            for user_id, at in opened.items():
                if a.target in at and at[a.target] >= a.created_at:
                    out[(a.pk, user_id)] = 1
    answered = [a for a in assignments if a.kind in ANSWERED]
    if answered:
        _answered(answered, user_ids, out, started)
    return out, started


ANSWERED = (Assignment.Kind.LESSON, Assignment.Kind.EXERCISE)


def _answered(
    assignments: list[Assignment],
    user_ids: list[int],
    out: dict[tuple[int, int], int],
    started: dict[tuple[int, int], int],
) -> None:
    """Lessons and exercises: the answers since each was set; the lessons passed."""
    counts = {}
    for a in assignments:
        since = Q(source=a.source, created_at__gte=a.created_at)
        counts[f"s{a.pk}"] = Count("pk", filter=since)
        counts[f"w{a.pk}"] = Count("pk", filter=since & Q(correct=False))
        if a.kind != Assignment.Kind.LESSON:
            counts[f"a{a.pk}"] = Count("pk", filter=since & Q(correct=True))
    rows = (
        _of(user_ids)
        .filter(source__in={a.source for a in assignments})
        .values("user_id")
        .annotate(**counts)
        .order_by()
    )
    for r in rows:
        for a in assignments:
            if r[f"s{a.pk}"]:
                started[(a.pk, r["user_id"])] = r[f"w{a.pk}"]
            if a.kind != Assignment.Kind.LESSON:
                out[(a.pk, r["user_id"])] = r[f"a{a.pk}"]
    lessons = [a for a in assignments if a.kind == Assignment.Kind.LESSON]
    if lessons:
        from theory.models import LessonProgress

        passed = set(
            LessonProgress.objects.filter(
                user_id__in=user_ids, lesson__in={a.target for a in lessons}, passed=True
            ).values_list("user_id", "lesson")
        )
        out.update({(a.pk, u): 1 for a in lessons for u, lesson in passed if lesson == a.target})


def memos_opened(user_ids: Iterable[int]) -> dict[int, dict[str, datetime]]:
    """When each pupil last opened each memo page."""
    out: dict[int, dict[str, datetime]] = defaultdict(dict)
    rows = MemoVisit.objects.filter(user_id__in=list(user_ids)).values_list(
        "user_id", "memo", "last_at"
    )
    for user_id, memo, at in rows:
        out[user_id][memo] = at
    return dict(out)
