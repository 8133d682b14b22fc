"""Writes learning events; the one place games and lessons hand their pupils' decisions to.

A pupil's events are announced (`recorded`) inside the transaction that stores them: the
classroom keeps its mastery summaries up to date from it (`hooks`, `summaries.add`). A signal,
not a call, so that lessons writing here need not import the games' evidence rules.
"""

from collections.abc import Iterable, Mapping
from datetime import datetime

from django.db import transaction
from django.dispatch import Signal
from django.utils import timezone

from clesite.classroom.models import LearningEvent

# sent with user_id and events (the stored `LearningEvent` rows), in their transaction
recorded = Signal()


@transaction.atomic(savepoint=False)  # in a move's transaction: no savepoint, two statements
def record(
    events: Iterable[Mapping],
    *,
    user=None,
    guest_token: str = "",
    source: str,
    context: str = "",
    at: datetime | None = None,
) -> int:
    """Stores the events of one person (their JSON form, as `games.engine.LearningEvent`), at
    `at` (now if not given), and a pupil's mastery summaries with them, in one transaction: the
    caller's when there is one (a move's: its events commit with it or not at all, and a
    failure here fails the move, as it did with a savepoint, since nothing catches it between)."""
    pupil = user is not None and user.is_authenticated
    at = at or timezone.now()
    rows = [
        LearningEvent(
            user=user if pupil else None,
            guest_token="" if pupil else guest_token,
            concept=str(event["concept"])[:60],
            correct=bool(event["correct"]),
            misconception=str(event.get("misconception") or "")[:60],
            detail=dict(event.get("detail") or {}),
            source=source,
            context=context,
            created_at=at,
        )
        for event in events
    ]
    LearningEvent.objects.bulk_create(rows)
    if pupil:
        recorded.send(sender=LearningEvent, user_id=user.pk, events=rows)
    return len(rows)
