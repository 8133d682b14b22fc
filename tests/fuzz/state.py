"""What a refused request must leave as it was: a snapshot of the site's stored state.

Row counts of every model a request can write, the versions and revisions of the tables, the
seats' claims, the pupils' codes and names, the classes' settings, and each session's size (a
refused answer once left a 2.4 MB session: issue 25, point 2). Two snapshots compare equal when
nothing a visitor could see or rely on has changed.

Left out, on purpose: `JoinAttempt` and `Throttle` (a wrong code is refused with a 400 *and*
counted: that count is the rate limit), the seats' `last_seen` and a pupil's `pupil_seen` in his session
(signs of life, written by any request, refused or not).
"""

from __future__ import annotations

import json

from django.contrib.auth import get_user_model
from django.contrib.sessions.models import Session

from clesite.classroom.middleware import SEEN_KEY
from clesite.classroom.models import Assignment, Classroom, LearningEvent, Pupil
from games.tables.models import ActionLog, Seat, Table
from theory.models import ConceptBox, LessonProgress, TeacherExercise

COUNTED = (ActionLog, LearningEvent, Assignment, TeacherExercise, LessonProgress, ConceptBox)


def snapshot() -> dict:
    user = get_user_model()
    return {
        "counts": {m.__name__: m.objects.count() for m in COUNTED},
        "tables": list(
            Table.objects.order_by("pk").values_list("code", "status", "version", "revision")
        ),
        "seats": list(
            Seat.objects.order_by("pk").values_list(
                "table_id", "index", "kind", "name", "user_id", "player_token", "stand_in"
            )
        ),
        "users": list(
            user.objects.order_by("pk").values_list("pk", "username", "email", "password")
        ),
        "pupils": list(Pupil.objects.order_by("pk").values_list("pk", "pseudonym", "code")),
        "classes": list(
            Classroom.objects.order_by("pk").values_list(
                "pk", "name", "level", "language", "note_names", "lessons_unlocked", "archived_at"
            )
        ),
        "sessions": _sessions(),
    }


def _sessions() -> list[tuple]:
    """Each session's keys and the size of each value, but for the pupil's sign of life."""
    out = []
    for session in Session.objects.order_by("session_key"):
        data = session.get_decoded()
        data.pop(SEEN_KEY, None)
        sizes = sorted((k, len(json.dumps(v, default=str))) for k, v in data.items())
        out.append((session.session_key, sizes))
    return out


def differences(before: dict, after: dict) -> list[str]:
    """What changed, in a few words per part (empty: nothing)."""
    out = []
    for part, was in before.items():
        now = after[part]
        if was == now:
            continue
        if isinstance(was, dict):
            out += [f"{k}: {was[k]} -> {now.get(k)}" for k in was if was[k] != now.get(k)]
        else:
            gone = [row for row in was if row not in now][:3]
            new = [row for row in now if row not in was][:3]
            out.append(f"{part}: gone {gone}, new {new}")
    return out
