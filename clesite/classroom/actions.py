"""Every write of the classroom, one function per write, each in its own transaction.

Views check who may act, then call one of these (as Zulip's `actions/`). Nothing here reads a
request: the functions take models and plain values, so tests and the demo call them directly.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass, field
from datetime import date

from django.contrib.auth import SESSION_KEY, get_user_model
from django.contrib.sessions.models import Session
from django.db import IntegrityError, models, transaction
from django.utils import timezone

from clesite.classroom import ratelimit
from clesite.classroom.models import (
    Assignment,
    Classroom,
    JoinAttempt,
    LearningEvent,
    MemoVisit,
    Pupil,
)
from games.tables import names, signals, stream
from games.tables.models import Seat

CLASS_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, no 1/I: read aloud, typed
CLASS_CODE_LENGTH = 6
MAX_PUPILS_AT_ONCE = 60
PSEUDONYM_MAX = 30


def new_class_code() -> str:
    return "".join(secrets.choice(CLASS_CODE_ALPHABET) for _ in range(CLASS_CODE_LENGTH))


def new_pupil_code() -> str:
    """Four digits, never one a child would guess for another (1111, 1234, 4321…)."""
    while True:
        code = f"{secrets.randbelow(10_000):04d}"
        steps = {int(b) - int(a) for a, b in zip(code, code[1:], strict=False)}
        if len(set(code)) > 1 and steps not in ({1}, {-1}):
            return code


@transaction.atomic
def create_teacher(*, email: str, password: str, name: str = "", active: bool = True):
    """A teacher's account: their email is their login. An inactive one cannot log in until an
    administrator approves it (`trust`)."""
    email = email.strip().lower()
    user = get_user_model().objects.create_user(
        username=email,
        email=email,
        password=password,
        first_name=name.strip()[:150],
        is_active=active,
    )
    return user


@transaction.atomic
def create_classroom(
    *, teacher, name: str, level: str = "", language: str = "fr", note_names: str = "fr"
) -> Classroom:
    for _attempt in range(20):
        try:
            with transaction.atomic():
                return Classroom.objects.create(
                    teacher=teacher,
                    name=name.strip(),
                    level=level.strip(),
                    language=language,
                    note_names=note_names,
                    code=new_class_code(),
                )
        except IntegrityError:  # the code is taken: draw another
            continue
    raise RuntimeError("no free class code")


@transaction.atomic
def update_classroom(classroom: Classroom, **values) -> Classroom:
    allowed = {"name", "level", "language", "note_names"}
    for key, value in values.items():
        if key not in allowed:
            raise ValueError(f"{key} cannot be changed here")
        setattr(classroom, key, value.strip() if isinstance(value, str) else value)
    classroom.save(update_fields=sorted(values))
    return classroom


@transaction.atomic
def set_archived(classroom: Classroom, archived: bool) -> Classroom:
    """An archived class keeps its data; its pupils can no longer log in."""
    classroom.archived_at = timezone.now() if archived else None
    classroom.save(update_fields=["archived_at"])
    if archived:
        users = [pupil.user for pupil in classroom.pupils.select_related("user")]
        for user in users:
            user.set_unusable_password()
        get_user_model().objects.bulk_update(users, ["password"])
        end_logins({u.pk for u in users})
    return classroom


@transaction.atomic
def set_lessons_unlocked(classroom: Classroom, unlocked: bool) -> Classroom:
    classroom.lessons_unlocked = unlocked
    classroom.save(update_fields=["lessons_unlocked"])
    return classroom


def clean_pseudonym(raw: str) -> str:
    """As typed, without invisible characters (a pasted right-to-left override mirrors the
    card's text after it), spaced once, cut to the longest pseudonym."""
    return names.cleaned(raw)[:PSEUDONYM_MAX].strip()


def pasted_names(text: str) -> list[str]:
    """A pasted list: one name a line (or separated by commas, semicolons, tabs), as typed."""
    return [name for raw in re.split(r"[\n\r,;\t]+", text) if (name := clean_pseudonym(raw))]


def too_long_names(text: str) -> list[str]:
    """The names of a pasted list that would be cut to fit a pseudonym."""
    parts = (names.cleaned(raw).strip() for raw in re.split(r"[\n\r,;\t]+", text))
    return [name for name in parts if len(name) > PSEUDONYM_MAX]


def split_names(text: str) -> list[str]:
    """A pasted list's names, each once (« Léa » and « léa » are one)."""
    names, seen = [], set()
    for name in pasted_names(text):
        if name.casefold() not in seen:
            seen.add(name.casefold())
            names.append(name)
    return names


@dataclass
class Added:
    created: list[Pupil] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # already in the class


@transaction.atomic
def add_pupils(classroom: Classroom, names: list[str]) -> Added:
    """New pupils under these pseudonyms, each with a user of their own (no email, no
    password) and a 4-digit code; a name already in the class is skipped."""
    taken = {p.casefold() for p in classroom.pupils.values_list("pseudonym", flat=True)}
    added = Added()
    users = get_user_model().objects
    for name in names[:MAX_PUPILS_AT_ONCE]:
        name = clean_pseudonym(name)
        if not name or name.casefold() in taken:
            added.skipped.append(name)
            continue
        taken.add(name.casefold())
        user = users.create_user(username=f"eleve-{secrets.token_hex(8)}", first_name=name)
        pupil = Pupil.objects.create(
            classroom=classroom, user=user, pseudonym=name, code=new_pupil_code()
        )
        added.created.append(pupil)
    return added


@transaction.atomic
def reset_code(pupil: Pupil) -> str:
    """A new code for a pupil who forgot theirs; their failed tries are forgotten too."""
    old = pupil.code
    while (code := new_pupil_code()) == old:
        pass
    pupil.code = code
    pupil.save(update_fields=["code"])
    JoinAttempt.objects.filter(pupil=pupil, succeeded=False).delete()
    ratelimit.forget_tries(pupil)
    end_sessions(pupil.user)
    return code


def end_sessions(user) -> None:
    """Logs a pupil out everywhere: Django checks each session against a hash of the user's
    password, and a pupil's is a random unusable one, so a new one ends every session."""
    user.set_unusable_password()
    user.save(update_fields=["password"])
    end_logins({user.pk})


def end_logins(user_ids: set[int]) -> None:
    """These accounts' sessions deleted now (what they hold, a lesson's answers or the names
    of a replay, goes with them: not at the next purge) and their open table pages stopped in
    every process, once the change is committed (a page kept receiving a pupil's cards after
    her new code: a privacy review). A scan of the live sessions: a rare teacher's action."""
    wanted = {str(pk) for pk in user_ids}
    live = Session.objects.filter(expire_date__gt=timezone.now())
    theirs = [s.pk for s in live.iterator() if s.get_decoded().get(SESSION_KEY) in wanted]
    Session.objects.filter(pk__in=theirs).delete()
    transaction.on_commit(lambda: [stream.end_account(pk) for pk in sorted(user_ids)])


@transaction.atomic
def delete_pupil(pupil: Pupil) -> None:
    """Deletes the pupil and all their data: their account, learning events and join tries.
    The tables they played keep the game (its log is the game's record) without them: their
    seats lose their user, name and token."""
    user = pupil.user
    end_logins({user.pk})
    Seat.objects.filter(user=user).update(user=None, name="—", player_token="")
    LearningEvent.objects.filter(user=user).delete()
    pupil.delete()  # join attempts go with it
    user.delete()


@transaction.atomic
def delete_classroom(classroom: Classroom) -> int:
    """An archived class and all its pupils' data, as `delete_pupil` deletes one pupil's, with
    its homework and what the tables and games kept for it alone (its tables, La Clé's
    duplicates: `signals.group_deleted`). A school deletes a year's classes: one by one, each
    pupil's name retyped, was the only way. How many pupils went."""
    users = [p.user for p in classroom.pupils.select_related("user")]
    ids = {u.pk for u in users}
    end_logins(ids)
    Seat.objects.filter(user_id__in=ids).update(user=None, name="—", player_token="")
    LearningEvent.objects.filter(user_id__in=ids).delete()
    signals.group_deleted.send(Classroom, reserved_for=f"class:{classroom.pk}")  # its tables…
    classroom.delete()  # its pupils, their join tries and its homework go with it
    get_user_model().objects.filter(pk__in=ids).delete()  # and all kept under their accounts
    return len(users)


@transaction.atomic
def create_assignment(
    classroom: Classroom, *, kind: str, target: str, count: int, due: date
) -> tuple[Assignment, bool]:
    """The homework, and whether it was given already: then its count and date change and it
    keeps its start, so what the pupils did for it still counts (a teacher who took it back
    to move its date saw every pupil back at 0)."""
    given = (
        Assignment.objects.select_for_update()
        .filter(classroom=classroom, kind=kind, target=target)
        .first()
    )
    if given is not None:
        if (given.count, given.due) != (max(1, count), due):  # the pupils' lists say so
            given.count, given.due, given.changed_at = max(1, count), due, timezone.now()
            given.save(update_fields=["count", "due", "changed_at"])
        return given, True
    made = Assignment.objects.create(
        classroom=classroom, kind=kind, target=target, count=max(1, count), due=due
    )
    return made, False


@transaction.atomic
def record_memo_visit(user, memo: str) -> None:
    """One row per pupil and memo page: its first and last opening and how many."""
    now = timezone.now()
    updated = MemoVisit.objects.filter(user=user, memo=memo).update(
        last_at=now, visits=models.F("visits") + 1
    )
    if not updated:
        try:
            with transaction.atomic():  # two tabs at once: the second only counts
                MemoVisit.objects.create(user=user, memo=memo, first_at=now, last_at=now)
        except IntegrityError:
            MemoVisit.objects.filter(user=user, memo=memo).update(
                last_at=now, visits=models.F("visits") + 1
            )


@transaction.atomic
def delete_assignment(assignment: Assignment) -> None:
    assignment.delete()
