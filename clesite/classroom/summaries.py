"""A pupil's mastery per concept and active time, kept up to date as their answers arrive (issue
24): the dashboard reads one `ConceptState` per pupil and concept instead of every answer.

`add` runs inside the transaction that stores the answers (`progress.record`), so a summary never
disagrees with the answers it summarises; `rebuild` recomputes them from the answers (a
migration, `manage.py rebuild_mastery`, the demo's bulk inserts). The forgetting up to now is not
stored: `mastery.Trace.state(now)` applies it when the page is read.

Answers are taken oldest first, as `analytics` reads them; one arriving with an older time than
a pupil's last answer (two tabs racing) is fed after it, where a rebuild would put it before.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from datetime import UTC, date, datetime, timedelta

from django.db import connections
from django.db.models import TextField
from django.db.models.functions import Cast

from clesite.classroom import mastery
from clesite.classroom.models import Activity, ConceptState, LearningEvent

STATE_FIELDS = (
    "p_known", "answers", "right", "logged", "wrong", "last_at", "last_real", "days",
    "last_day", "recent",
)  # fmt: skip


def trace_of(row: ConceptState) -> mastery.Trace:
    return mastery.Trace(
        row.p_known, row.answers, row.right, row.logged, row.last_at, row.last_real, row.days,
        row.last_day, row.recent,
    )  # fmt: skip


def _feed(row: ConceptState, events: Sequence[LearningEvent]) -> None:
    """The row after these events (oldest first)."""
    trace = trace_of(row) if row.logged else mastery.Trace()
    after = mastery.resume(
        trace, (mastery.evidence(e.correct, e.detail, e.created_at) for e in events)
    )
    for name in STATE_FIELDS:
        if name != "wrong":
            setattr(row, name, getattr(after, name))
    row.wrong = (row.wrong or 0) + sum(1 for e in events if not e.correct)


def _active(activity: Activity, moments: Iterable[datetime]) -> None:
    """The active time after these moments (`mastery.active_time`, gap by gap)."""
    previous = activity.last_at
    for moment in sorted(moments):
        if previous is not None and timedelta(0) <= moment - previous <= mastery.ACTIVE_GAP:
            activity.active += moment - previous
        previous = moment if previous is None else max(previous, moment)
    activity.last_at = previous


def add(user_id: int, events: Sequence[LearningEvent]) -> None:
    """Folds one pupil's new answers into their summaries; call it in the answers' transaction.
    The pupil's `Activity` row is locked first: two requests of one pupil take turns."""
    if not events:
        return
    Activity.objects.bulk_create([Activity(user_id=user_id)], ignore_conflicts=True)
    activity = Activity.objects.select_for_update().get(user_id=user_id)
    ordered = sorted(events, key=lambda e: e.created_at)
    by_concept: dict[str, list[LearningEvent]] = defaultdict(list)
    for event in ordered:
        by_concept[event.concept].append(event)
    rows = {
        row.concept: row
        for row in ConceptState.objects.filter(user_id=user_id, concept__in=list(by_concept))
    }
    new, changed = [], []
    for concept, mine in by_concept.items():
        row = rows.get(concept) or ConceptState(user_id=user_id, concept=concept, p_known=0.0)
        _feed(row, mine)
        (changed if row.pk else new).append(row)
    ConceptState.objects.bulk_create(new)
    ConceptState.objects.bulk_update(changed, STATE_FIELDS)
    _active(activity, (e.created_at for e in ordered))
    activity.save(update_fields=["active", "last_at"])


def rebuild(user_ids: Iterable[int] | None = None) -> int:
    """Recomputes the summaries of these users (of every pupil with answers if None) from
    their answers; returns how many rows it wrote. Run it in a transaction."""
    events = LearningEvent.objects.filter(user__isnull=False)
    states, activities = ConceptState.objects.all(), Activity.objects.all()
    if user_ids is not None:
        ids = list(user_ids)
        events = events.filter(user_id__in=ids)
        states, activities = states.filter(user_id__in=ids), activities.filter(user_id__in=ids)
    states.delete()
    activities.delete()
    rows = events.order_by("user_id", "created_at", "pk").only(
        "user_id", "concept", "correct", "detail", "created_at"
    )
    by_user: dict[int, dict[str, list[LearningEvent]]] = defaultdict(lambda: defaultdict(list))
    moments: dict[int, list[datetime]] = defaultdict(list)
    for event in rows.iterator(chunk_size=2000):
        by_user[event.user_id][event.concept].append(event)
        moments[event.user_id].append(event.created_at)
    new = []
    for user_id, concepts in by_user.items():
        for concept, mine in concepts.items():
            row = ConceptState(user_id=user_id, concept=concept, p_known=0.0)
            _feed(row, mine)
            new.append(row)
    ConceptState.objects.bulk_create(new, batch_size=1000)
    active = []
    for user_id, when in moments.items():
        activity = Activity(user_id=user_id, active=timedelta(0))
        _active(activity, when)
        active.append(activity)
    Activity.objects.bulk_create(active, batch_size=1000)
    return len(new) + len(active)


def states_of(user_ids: Iterable[int]) -> dict[int, list[tuple[str, mastery.Trace, int]]]:
    """Each pupil's (concept, trace, wrong answers), read as plain values: no model per row.

    Read with the database's own cursor: on SQLite, the driver parses each of the 720 rows'
    two times and day with Django's regular expressions, then the ORM's converters make the
    times aware through three Python functions apiece (a few milliseconds a dashboard). Here
    SQLite gives them as text (a cast) and `fromisoformat` reads them in C; PostgreSQL's
    driver gives them parsed and aware already."""
    out: dict[int, list[tuple[str, mastery.Trace, int]]] = defaultdict(list)
    ids = list(user_ids)
    if not ids:  # a class without pupils: no SQL to write for an empty `IN`
        return out
    rows = ConceptState.objects.filter(user_id__in=ids)
    fields = ["user_id", "concept", "wrong", *(f for f in STATE_FIELDS if f != "wrong")]
    if connections[rows.db].vendor == "sqlite":
        texts = {f"{name}_text": Cast(name, TextField()) for name in _WHEN}
        rows = rows.annotate(**texts)
        fields = [f"{f}_text" if f in _WHEN else f for f in fields]
    query = rows.values_list(*fields)
    sql, params = query.query.sql_with_params()
    with connections[query.db].cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    for user_id, concept, wrong, *trace in rows:
        trace[4], trace[5] = _moment(trace[4]), _moment(trace[5])  # last_at, last_real
        if isinstance(trace[7], str):  # last_day, as text if the driver did not parse it
            trace[7] = date.fromisoformat(trace[7])
        out[user_id].append((concept, mastery.Trace(*trace), wrong))
    return out


_WHEN = ("last_at", "last_real", "last_day")


def _moment(value: datetime | str | None) -> datetime | None:
    """A time as the ORM gives it, aware: SQLite keeps UTC without its zone (parsed or text)."""
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    if value is not None and value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value


def active_of(user_ids: Iterable[int]) -> dict[int, timedelta]:
    return dict(
        Activity.objects.filter(user_id__in=list(user_ids)).values_list("user_id", "active")
    )
