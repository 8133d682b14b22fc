"""What the rest of the site asks the classroom: whose pupil a user is, what a class allows.

Games, tables and lessons call these functions and never read the classroom's models directly.
"""

from __future__ import annotations

# What `admission` answers: the words of `games.tables.people`, not imported (the lessons call
# this module, and `theory` never imports `games`); tests/games/tables/test_people.py checks them.
PLAY, WATCH, NOTHING = "play", "watch", ""


def pupil_of(user):
    """The Pupil behind a logged-in user, or None (a teacher, a guest)."""
    if user is None or not user.is_authenticated:
        return None
    return getattr(user, "pupil", None)


def lessons_unlocked_for(user) -> bool:
    """True when the pupil's teacher has unlocked every lesson for the class."""
    pupil = pupil_of(user)
    return bool(pupil is not None and pupil.classroom.lessons_unlocked)


def lessons_assigned_to(user) -> frozenset[str]:
    """The lessons the pupil's teacher gave the class as homework: open to its pupils whatever
    they passed (a homework on a lesson still locked could not be done)."""
    pupil = pupil_of(user)
    if pupil is None:
        return frozenset()
    from clesite.classroom.models import Assignment

    rows = Assignment.objects.filter(classroom_id=pupil.classroom_id, kind=Assignment.Kind.LESSON)
    return frozenset(rows.values_list("target", flat=True))


def reservation(user) -> str:
    """Who may come to a table `user` starts (`Table.reserved_for`): a pupil's table is their
    class's ("class:<pk>"); a teacher's, with a class, his classes' ("teacher:<pk>"); anyone
    else's (a guest, a teacher with no class yet) is open to whoever has the code."""
    pupil = pupil_of(user)
    if pupil is not None:
        return f"class:{pupil.classroom_id}"
    if user is None or not user.is_authenticated:
        return ""
    from clesite.classroom.models import Classroom

    return f"teacher:{user.pk}" if Classroom.objects.filter(teacher=user).exists() else ""


def classes_taught(user) -> list[tuple[str, str]]:
    """The classes a teacher teaches, (code, name), by name: a game he starts is for one."""
    if user is None or not user.is_authenticated or pupil_of(user) is not None:
        return []
    from clesite.classroom.models import Classroom

    rows = Classroom.objects.filter(teacher=user).values_list("code", "name")
    return sorted(rows, key=lambda row: (row[1].casefold(), row[0]))


def class_reservation(user, class_code: str) -> str:
    """A game a teacher starts for one of his classes: its pupils play, nobody else
    ("class:<pk>"); "" when `class_code` is not a class of his."""
    if user is None or not user.is_authenticated or not class_code:
        return ""
    from clesite.classroom.models import Classroom

    pk = Classroom.objects.filter(teacher=user, code=class_code).values_list("pk", flat=True)
    found = pk.first()
    return f"class:{found}" if found is not None else ""


def _reserved(key: str) -> tuple[str, int | None]:
    kind, _sep, pk = key.partition(":")
    return (kind, int(pk)) if pk.isdigit() else (kind, None)


def admission(user, reserved_for: str) -> str:
    """At a table reserved for a class, its pupils play and its teacher watches; at a teacher's
    table, his pupils and himself play. Nobody else comes in (issue 25, point 4)."""
    if not reserved_for:
        return PLAY
    kind, pk = _reserved(reserved_for)
    if pk is None or user is None or not user.is_authenticated:
        return NOTHING
    pupil = pupil_of(user)
    if kind == "class":
        if pupil is not None:
            return PLAY if pupil.classroom_id == pk else NOTHING
        return WATCH if _teaches(user, pk) else NOTHING
    if kind == "teacher":
        if pupil is not None:
            return PLAY if pupil.classroom.teacher_id == pk else NOTHING
        return PLAY if user.pk == pk else NOTHING
    return NOTHING


def _teaches(user, classroom_pk: int) -> bool:
    from clesite.classroom.models import Classroom

    return Classroom.objects.filter(pk=classroom_pk, teacher=user).exists()


def teaches_table(user, table) -> bool:
    """True when `user` teaches the class whose pupil started the table, or started it himself
    for his classes: only then may he watch with every hand open (issue 25, point 3). A pupil of
    his seated at a stranger's table is no reason: anyone may sign up as a teacher."""
    if user is None or not user.is_authenticated or pupil_of(user) is not None:
        return False
    kind, pk = _reserved(table.reserved_for)
    if kind == "class" and pk is not None:
        return _teaches(user, pk)
    return kind == "teacher" and pk == user.pk


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
