"""A note read or placed a third away was filed as `pitch.line-space`, the misconception of two
notes taken for neighbours (Clé de Sol's conjoint cards), with its label and its lesson: such
answers (any concept but `pitch.conjoint`) are `pitch.third-off`, as the judges now say."""

from django.db import migrations


def forward(apps, schema_editor):
    events = apps.get_model("classroom", "LearningEvent").objects
    events.filter(misconception="pitch.line-space").exclude(concept="pitch.conjoint").update(
        misconception="pitch.third-off"
    )


def backward(apps, schema_editor):
    events = apps.get_model("classroom", "LearningEvent").objects
    events.filter(misconception="pitch.third-off").update(misconception="pitch.line-space")


class Migration(migrations.Migration):
    dependencies = [("classroom", "0005_misconception_index")]
    operations = [migrations.RunPython(forward, backward)]
