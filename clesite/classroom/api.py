"""What the rest of the site asks the classroom: whose pupil a user is, what a class allows.

Games, tables and lessons call these functions and never read the classroom's models directly.
"""

from __future__ import annotations


def pupil_of(user):
    """The Pupil behind a logged-in user, or None (a teacher, a guest)."""
    if user is None or not user.is_authenticated:
        return None
    return getattr(user, "pupil", None)


def lessons_unlocked_for(user) -> bool:
    """True when the pupil's teacher has unlocked every lesson for the class."""
    pupil = pupil_of(user)
    return bool(pupil is not None and pupil.classroom.lessons_unlocked)


def teaches_table(user, table) -> bool:
    """True when `user` teaches a class one of the table's seated pupils belongs to: that
    teacher may watch the table with every hand open (docs/architecture.md, "Hidden information")."""
    if user is None or not user.is_authenticated or pupil_of(user) is not None:
        return False
    from clesite.classroom.models import Pupil

    seated = table.seats.exclude(user__isnull=True).values("user_id")
    return Pupil.objects.filter(classroom__teacher=user, user_id__in=seated).exists()


def note_names_for(user) -> str | None:
    """The naming system of the pupil's class ("fr": Do Ré Mi, "ro": Do Re Mi, "en": C D E), or
    None: then note names follow the page's language."""
    pupil = pupil_of(user)
    return pupil.classroom.note_names if pupil is not None else None


def display_name(user) -> str:
    """The pseudonym of a pupil (what a table may call them), else an empty string."""
    pupil = pupil_of(user)
    return pupil.pseudonym if pupil is not None else ""


def classmates(user) -> frozenset[int] | None:
    """The user ids of every pupil of the pupil's class (the pupil included), or None for a
    teacher or a guest: what a game may show a pupil of his class's results, and no more."""
    pupil = pupil_of(user)
    if pupil is None:
        return None
    return frozenset(pupil.classroom.pupils.values_list("user_id", flat=True))
