"""Classes, their pupils and assignments, and what pupils do judged concept by concept.

A teacher is a Django user who is not a pupil. A pupil is a Django user too (so games and tables
know them through `request.user`), created by the teacher under a pseudonym, with no email and
no password: they log in at /rejoindre/ with their class code, their name and a 4-digit code.
"""

from datetime import timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _


class LearningEvent(models.Model):
    """One decision of a person against one concept (`interval.third.up`, `pitch.conjoint`…).

    A pupil's events carry their user; a guest's carry the random token of their session, so a
    guest who later logs in could be given theirs. `source` says where it happened
    (`game:cle-de-sol`, `lesson:intervalles`, `exercise:<code>`), `context` the table or
    exercise."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE
    )
    guest_token = models.CharField(max_length=64, blank=True, db_index=True)
    concept = models.CharField(max_length=60, db_index=True)
    correct = models.BooleanField()
    misconception = models.CharField(max_length=60, blank=True)
    detail = models.JSONField(default=dict)
    source = models.CharField(max_length=60)
    context = models.CharField(max_length=60, blank=True)
    # A default rather than auto_now_add, so the demo can spread its events over weeks.
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        indexes = [
            models.Index(fields=["user", "concept"]),
            # The dashboard's alerts count a class's misconceptions at each view (issue 24):
            # only the answers that have one, a fifth of them or fewer.
            models.Index(
                fields=["user", "misconception"],
                condition=~models.Q(misconception=""),
                name="classroom_le_misconception",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.concept} {'✓' if self.correct else '✗'}"


class Classroom(models.Model):
    class NoteNames(models.TextChoices):
        # The values are theory's naming systems (theory.labels.note_label's `names`).
        FR = "fr", "Do Ré Mi"
        RO = "ro", "Do Re Mi"
        EN = "en", "C D E"

    teacher = models.ForeignKey(
        settings.AUTH_USER_MODEL, related_name="classrooms", on_delete=models.CASCADE
    )
    name = models.CharField(_("nom de la classe"), max_length=80)
    level = models.CharField(_("niveau"), max_length=40, blank=True)
    language = models.CharField(_("langue"), max_length=8, choices=settings.LANGUAGES, default="fr")
    note_names = models.CharField(
        _("noms des notes"), max_length=4, choices=NoteNames.choices, default=NoteNames.FR
    )
    code = models.CharField(max_length=8, unique=True)
    lessons_unlocked = models.BooleanField(_("toutes les leçons débloquées"), default=False)
    archived_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["archived_at", "name"]

    def __str__(self) -> str:
        return f"{self.name} ({self.code})"

    @property
    def archived(self) -> bool:
        return self.archived_at is not None


class Pupil(models.Model):
    classroom = models.ForeignKey(Classroom, related_name="pupils", on_delete=models.CASCADE)
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, related_name="pupil", on_delete=models.CASCADE
    )
    pseudonym = models.CharField(_("pseudonyme"), max_length=30)
    # Printed on the login card, so the teacher can print it again: a low-value secret, guarded
    # by the rate limits of `ratelimit.py` and reset by the teacher at will.
    code = models.CharField(max_length=4)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["pseudonym"]
        constraints = [
            models.UniqueConstraint(
                fields=["classroom", "pseudonym"], name="one_pseudonym_per_class"
            ),
        ]

    def __str__(self) -> str:
        return self.pseudonym


class JoinAttempt(models.Model):
    """One try of a code at /rejoindre/, kept a day: what the pupil's data export lists (the
    limits themselves count in `Throttle`). `address` is a keyed hash of the IP address: no
    address is stored in clear."""

    pupil = models.ForeignKey(Pupil, null=True, on_delete=models.CASCADE)
    address = models.CharField(max_length=64, db_index=True)
    succeeded = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    def __str__(self) -> str:
        return f"{self.pupil_id} {'ok' if self.succeeded else 'wrong'}"


class Throttle(models.Model):
    """How many tries one key made in one window of time, for the rate limits (`throttle.py`).

    `subject` is what is being guessed (a pupil, an email: a keyed hash, or empty), `address` a
    keyed hash of the IP address (or empty): no address or email is stored in clear. Rows older
    than a day are deleted as new windows open."""

    scope = models.CharField(max_length=32)
    subject = models.CharField(max_length=64, blank=True)
    address = models.CharField(max_length=64, blank=True)
    window = models.DateTimeField(db_index=True)
    count = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["scope", "subject", "address", "window"], name="one_count_per_window"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.scope} {self.window:%H:%M} {self.count}"


class Assignment(models.Model):
    """Homework: a number of games of one game, right answers in one of the teacher's
    exercises (`target`: its code), a lesson to pass or a memo page to open, by a date."""

    class Kind(models.TextChoices):
        GAME = "game", _("parties d’un jeu")
        LESSON = "lesson", _("leçon")
        EXERCISE = "exercise", _("exercice du professeur")
        MEMO = "memo", _("page de mémo")

    classroom = models.ForeignKey(Classroom, related_name="assignments", on_delete=models.CASCADE)
    kind = models.CharField(max_length=8, choices=Kind.choices)
    target = models.SlugField(max_length=60)  # a game slug or a lesson slug
    count = models.PositiveSmallIntegerField(default=1)
    due = models.DateField(_("pour le"))
    created_at = models.DateTimeField(default=timezone.now)
    changed_at = models.DateTimeField(null=True, blank=True)  # its count or date, since

    class Meta:
        ordering = ["due", "pk"]

    def __str__(self) -> str:
        return f"{self.kind}:{self.target}×{self.count} → {self.due}"

    @property
    def source(self) -> str:
        """The learning events' `source` this assignment is about."""
        return f"{self.kind}:{self.target}"


class MemoVisit(models.Model):
    """A pupil opened a memo page: when first and last, how many times. What a memo homework
    can honestly say (« ouverte »): nobody can tell from a page whether it was read."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    memo = models.SlugField(max_length=40)
    first_at = models.DateTimeField(default=timezone.now)
    last_at = models.DateTimeField(default=timezone.now)
    visits = models.PositiveIntegerField(default=1)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "memo"], name="memo_visit_once")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.memo} ×{self.visits}"


class ConceptState(models.Model):
    """A pupil's mastery of one concept after their last answer on it (`mastery.Trace`): kept
    up to date in the transaction that stores each answer (`summaries.add`), so the dashboard
    reads one row per pupil and concept instead of every answer; the forgetting up to now is
    applied when it is read. `manage.py rebuild_mastery` recomputes them from the answers."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    concept = models.CharField(max_length=60)
    p_known = models.FloatField()
    answers = models.PositiveIntegerField(default=0)  # real decisions
    right = models.PositiveIntegerField(default=0)  # right real decisions
    logged = models.PositiveIntegerField(default=0)  # every answer
    wrong = models.PositiveIntegerField(default=0)  # every wrong answer, counted or not
    last_at = models.DateTimeField(null=True)
    last_real = models.DateTimeField(null=True)
    days = models.PositiveIntegerField(default=0)
    last_day = models.DateField(null=True)
    recent = models.CharField(max_length=20, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "concept"], name="one_state_per_concept")
        ]

    def __str__(self) -> str:
        return f"{self.concept} {self.p_known:.2f}"


class Activity(models.Model):
    """A pupil's active time over all their answers (`mastery.active_time`), kept up to date
    with `ConceptState`."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, related_name="activity", on_delete=models.CASCADE
    )
    active = models.DurationField(default=timedelta(0))
    last_at = models.DateTimeField(null=True)

    def __str__(self) -> str:
        return f"{self.user_id} {self.active}"
