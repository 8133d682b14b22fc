"""Issue 24: a finished table keeps its outcome, stored by the move that finished it
(`services.play`). Tables finished before outcomes were stored get theirs here, once, from their
final state, so that nothing (the class dashboard, `played.played_by`) reads a state to say who
won. A table of a game no longer installed, or whose state its rules cannot read, keeps none:
it counts as played, not won."""

from django.db import migrations


def store_outcomes(apps, schema_editor):
    from games.engine import registry

    Table = apps.get_model("tables", "Table")
    missing = Table.objects.filter(status="finished", outcome__isnull=True).only("game", "state")
    for table in missing.iterator(chunk_size=200):
        try:
            rules = registry.rules(table.game)
            result = rules.outcome(rules.from_json(table.state))
        except Exception:  # noqa: BLE001 - a retired game, a state from an older version
            continue
        if result is not None and result.finished:
            Table.objects.filter(pk=table.pk).update(outcome=result.to_json())


class Migration(migrations.Migration):
    dependencies = [("tables", "0005_table_reserved_for")]

    operations = [migrations.RunPython(store_outcomes, migrations.RunPython.noop)]
