"""What the lessons keep for a logged-in pupil, and the exercises teachers make.

A guest's progress lives in the session instead (`theory.lessons.store`); the learning events
of both go to the classroom's progress store (`clesite.classroom.progress.record`).
"""

from django.conf import settings
from django.db import models


class LessonProgress(models.Model):
    """A lesson a pupil has passed (its check), the day they first passed it and the best check
    score: what the teacher's dashboard shows (issue 18)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    lesson = models.CharField(max_length=60)
    passed = models.BooleanField(default=False)
    best = models.PositiveSmallIntegerField(default=0)
    passed_on = models.DateField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "lesson"], name="lesson_progress_once")
        ]

    def __str__(self) -> str:
        return f"{self.user_id} {self.lesson} {'✓' if self.passed else '…'}"


class ConceptBox(models.Model):
    """A concept's Leitner box (0 = not learnt yet, 1…5) and when it is next due for review,
    with the pupil's counts of right and wrong answers on it (theory.lessons.adapt)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    concept = models.CharField(max_length=60)
    box = models.PositiveSmallIntegerField(default=0)
    due = models.DateField(null=True, blank=True)
    right = models.PositiveIntegerField(default=0)
    wrong = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "concept"], name="concept_box_once")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.concept} box {self.box}"


class LessonRun(models.Model):
    """A pupil's lesson, review or exercise under way, kept beyond the session: logged out and
    in again (« Ce n'est pas moi », another computer), she goes on at the question she was at
    (she was back at question 1 of a new run)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    key = models.CharField(max_length=80)
    run = models.JSONField(default=dict)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "key"], name="lesson_run_once")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.key}"


class TeacherExercise(models.Model):
    """A teacher's customised exercise (theory.lessons.exercises), given to a class by its link
    /lecons/exercice/<code>/; the pupils' events are recorded with source "exercise:<code>"."""

    code = models.CharField(max_length=12, unique=True)
    teacher = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    title = models.CharField(max_length=60, blank=True)
    params = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.code
