from django.db import migrations, models


def backfill(apps, schema_editor):
    """Lessons passed before the date was kept: the day of their last change is the best guess."""
    LessonProgress = apps.get_model("theory", "LessonProgress")
    for row in LessonProgress.objects.filter(passed=True, passed_on__isnull=True):
        row.passed_on = row.updated_at.date()
        row.save(update_fields=["passed_on"])


class Migration(migrations.Migration):
    dependencies = [
        ("theory", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="lessonprogress",
            name="passed_on",
            field=models.DateField(blank=True, null=True),
        ),
        migrations.RunPython(backfill, migrations.RunPython.noop),
    ]
