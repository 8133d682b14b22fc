"""A finished table keeps its final outcome, written by the move that ended the game."""

import pytest

from games.tables import services
from games.tables.models import ActionLog, Table
from games.tables.services import SeatSpec

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("game", ["cle-de-sol", "gama"])
def test_the_last_move_stores_the_outcome_with_it(game):
    seats = [SeatSpec(name=f"B{i}", bot_level="simple") for i in range(3)]
    table = services.create_table(
        game=game, mode="bots", seats=seats, options={"rounds": 1, "bot_delay_ms": 0}, seed=4
    )
    assert table.outcome is None
    for _ in range(200):
        if not services.advance_bots(table.code):
            break
        table.refresh_from_db()
        if table.status != Table.Status.FINISHED:
            assert table.outcome is None  # nothing stored while the game goes on
    table.refresh_from_db()
    assert table.status == Table.Status.FINISHED
    rules = services.rules_for(table)
    final = rules.outcome(rules.from_json(table.state))
    assert final.finished and table.outcome == final.to_json()
    last = ActionLog.objects.filter(table=table).order_by("-seq").first()
    assert last.seq == table.version  # the last move ended it, and stored its outcome
