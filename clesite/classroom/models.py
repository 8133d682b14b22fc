"""What pupils do, judged concept by concept: the raw material of mastery and dashboards."""

from django.conf import settings
from django.db import models


class LearningEvent(models.Model):
    """One decision of a person against one concept (`interval.third.up`, `pitch.conjoint`…).

    A pupil's events carry their user; a guest's carry the random token of their session, so a
    guest who later logs in could be given theirs. `source` says where it happened
    (`game:cle-de-sol`, `lesson:intervalles`…), `context` the table or exercise."""

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
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        indexes = [models.Index(fields=["user", "concept"])]

    def __str__(self) -> str:
        return f"{self.concept} {'✓' if self.correct else '✗'}"
