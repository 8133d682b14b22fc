"""Writes learning events; the one place games and lessons hand their pupils' decisions to."""

from collections.abc import Iterable, Mapping

from clesite.classroom.models import LearningEvent


def record(
    events: Iterable[Mapping],
    *,
    user=None,
    guest_token: str = "",
    source: str,
    context: str = "",
) -> int:
    """Stores the events of one person (their JSON form, as `games.engine.LearningEvent`)."""
    rows = [
        LearningEvent(
            user=user if user is not None and user.is_authenticated else None,
            guest_token="" if user is not None and user.is_authenticated else guest_token,
            concept=str(event["concept"])[:60],
            correct=bool(event["correct"]),
            misconception=str(event.get("misconception") or "")[:60],
            detail=dict(event.get("detail") or {}),
            source=source,
            context=context,
        )
        for event in events
    ]
    LearningEvent.objects.bulk_create(rows)
    return len(rows)
