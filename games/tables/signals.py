"""What the tables tell the rest of the site: a move stood, or a move was refused; and what
the site tells them of people (at the end of this docstring's list).

The tables know nothing of classes or pupils' progress (docs/architecture.md, "The floors"): they
announce each move once, and whoever cares (the classroom) connects a receiver in its
`AppConfig.ready()`.

Both signals are sent by `services`, inside the writing transaction, on the locked table row:
`move_committed` once the move's log row is written, `move_refused` once the rules refused an
attempt. What a receiver writes to the database therefore commits with the move, or not at all:
a record is never lost (no gap between the move's commit and a later write that a crash or a
restart could fall into) and never doubled (nothing retries it). A receiver with effects outside
the database defers them with `transaction.on_commit`; one that raises fails the move, as any
write of the move would.

A game may also send the same two signals from a class game that is no table (each pupil on his
own board), with its own rows in the roles of the table and the seat:
they offer what a receiver reads of them (`code`, `game`, `mode`; `index`, `user`, `is_bot`,
`player_token`, `name`); `log` is None there.

Arguments (keywords, `sender` is the `Table` class):

- `table`: the `Table` row (its `code`, `game`, `version` after the move);
- `learning`: the learning events by the seat each one names, `{seat index: [event JSON]}` (the
  JSON form of `games.engine.LearningEvent`); a seat appears only with events;
- `seats`: the `Seat` rows of the seats `learning` names, by index;
- `move_committed` also: `log`, the move's `ActionLog` row (`seq` is the table's new version);
- `move_refused` also: `seat` (the index of the seat that tried) and `code` (the refusal's code).
"""

from __future__ import annotations

from collections.abc import Iterable

from django.dispatch import Signal

move_committed = Signal()
move_refused = Signal()

# What the site tells the tables and the games about people (sent by the classroom):
# - `group_deleted(reserved_for=…)`: a group (a class) is deleted with its pupils; whatever was
#   kept for it goes (its tables; a game's own rows, La Clé's duplicates);
# - `personal_data(user=…)`: a pupil's data is exported before her deletion; each receiver
#   returns `{section: [rows]}` of what it keeps about that account beyond tables and moves.
group_deleted = Signal()
personal_data = Signal()


def delete_group_tables(sender, reserved_for: str = "", **kwargs) -> None:
    from games.tables.models import Table

    if reserved_for:
        Table.objects.filter(reserved_for=reserved_for).delete()


def by_seat(learning: Iterable[dict]) -> dict[int, list[dict]]:
    """Learning events (their JSON form) grouped by the seat each one names, in order."""
    grouped: dict[int, list[dict]] = {}
    for event in learning:
        grouped.setdefault(int(event["seat"]), []).append(event)
    return grouped
