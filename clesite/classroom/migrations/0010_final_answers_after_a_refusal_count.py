"""A final answer given after a refusal (a word laid in La Clé after « not a word », a card judged
once and for all) counts again as a decision (games.engine.evidence.is_decision): the summaries
of the pupils who have such answers are worked out again from their answers."""

from django.db import migrations


def forward(apps, schema_editor):
    from clesite.classroom import summaries

    events = apps.get_model("classroom", "LearningEvent").objects
    users = (
        events.filter(user__isnull=False, detail__final=True, detail__after_refusal=True)
        .values_list("user_id", flat=True)
        .distinct()
    )
    ids = list(users)
    if ids:
        summaries.rebuild(ids)


class Migration(migrations.Migration):
    dependencies = [("classroom", "0009_homework_changed_at")]
    operations = [migrations.RunPython(forward, migrations.RunPython.noop)]
