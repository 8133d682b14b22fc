from django.db import migrations, models


class Migration(migrations.Migration):
    """Tables in progress keep an empty tail: their boards read the log until their next move."""

    dependencies = [
        ("tables", "0007_seat_refused_at"),
    ]

    operations = [
        migrations.AddField(
            model_name="table",
            name="log_tail",
            field=models.JSONField(blank=True, default=list),
        ),
    ]
