"""Setting a started table to a known deal, as the browser tests do."""

from django.utils import timezone

from games.tables.models import Table


def put_state(table: Table, state: dict, **options) -> None:
    """Replaces the table's state (and options) in one UPDATE that keeps its version, then
    reads it again. A computer player may have moved since the test read the table: saving the
    version read took it back, and the next move's log row then clashed with the computer's (a
    500, and a red CI one run in many). `updated_at` is now: the computers wait their delay
    from this deal, and no board rendered for the old one is shown again."""
    fields = {"state": state, "updated_at": timezone.now()}
    if options:
        current = Table.objects.values_list("options", flat=True).get(pk=table.pk)
        fields["options"] = {**current, **options}
    Table.objects.filter(pk=table.pk).update(**fields)
    table.refresh_from_db()
