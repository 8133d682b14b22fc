"""What pupils played, from the tables: games played and won, tables playing now.

A pupil's seat carries their user (games set it from `request.user`). A game counts as played
once finished; it is won when the pupil's seat is among the outcome's winners (ties share the
win). The outcome is the one stored on the table by the move that finished it (a migration
stored those of tables finished before): no table's state is read here (issue 24).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.db.models import Count, Q
from django.utils import timezone

from games.tables import kit
from games.tables.models import Seat, Table

# A table nobody touched for this long is not "playing now", whatever its status: children
# move every few seconds, and a table left for the bell is gone from "En ce moment" in minutes.
LIVE_WINDOW = timedelta(minutes=5)


@dataclass
class GameCount:
    played: int = 0
    won: int = 0


@dataclass
class Played:
    """One pupil's finished games, in total and per game slug."""

    total: GameCount = field(default_factory=GameCount)
    per_game: dict[str, GameCount] = field(default_factory=lambda: defaultdict(GameCount))
    finished: list[tuple[str, datetime]] = field(default_factory=list)  # (game, when)

    def count_since(self, game: str, since: datetime) -> int:
        return sum(1 for slug, when in self.finished if slug == game and when >= since)


def winners(outcome: dict | None) -> tuple[int, ...]:
    """The winning seats of a finished table, from the outcome stored on it (none: no one)."""
    if not outcome or not outcome.get("finished"):
        return ()
    return tuple(outcome.get("winners") or ())


def _finished(seats):
    """The seats of tables played to their end: a Patience given up is over but not finished
    (its page says so; reviewer 18 did a « 1 partie » homework with one word and « Abandonner »)."""
    kept = Q(table__outcome__isnull=True) | ~Q(table__outcome__has_key="given_up")  # only True
    return seats.filter(kept, table__status=Table.Status.FINISHED)


def played_by(user_ids: Iterable[int]) -> dict[int, Played]:
    """Plain values, not models: a term's 230 tables are read in one query."""
    out: dict[int, Played] = defaultdict(Played)
    seats = (
        _finished(Seat.objects.filter(user_id__in=list(user_ids)))
        .order_by("table_id", "index")
        .values_list(
            "table_id", "index", "user_id", "table__game", "table__updated_at", "table__outcome"
        )
    )
    by_table: dict[int, list[tuple]] = defaultdict(list)
    for seat in seats:
        by_table[seat[0]].append(seat)
    for table_seats in by_table.values():
        _t, _i, _u, game, updated_at, outcome = table_seats[0]
        won_seats = set(winners(outcome))
        for user_id in {s[2] for s in table_seats}:
            mine = {s[1] for s in table_seats if s[2] == user_id}
            won = bool(mine & won_seats)
            record = out[user_id]
            for count in (record.total, record.per_game[game]):
                count.played += 1
                count.won += won
            record.finished.append((game, updated_at))
    return out


def finished_since(
    user_ids: Iterable[int], wanted: dict[int, tuple[str, datetime]]
) -> dict[tuple[int, int], int]:
    """For each key of `wanted` (a game and a moment: a game assignment), the finished tables
    of that game since then, per (key, pupil): counted by the database, one query, without
    reading any table's outcome (`Played.count_since` from `played_by`, for the dashboard)."""
    if not wanted:
        return {}
    counts = {
        f"n{key}": Count(
            "table_id", distinct=True, filter=Q(table__game=game, table__updated_at__gte=since)
        )
        for key, (game, since) in wanted.items()
    }
    rows = (
        _finished(Seat.objects.filter(user_id__in=list(user_ids)))
        .values("user_id")
        .annotate(**counts)
        .order_by()
    )
    return {(key, r["user_id"]): r[f"n{key}"] for r in rows for key in wanted}


@dataclass(frozen=True)
class LiveTable:
    code: str
    game: str
    players: list[str]  # the class's pupils at the table
    others: int  # other seats: guests, pupils of no class, seats still free
    updated_at: datetime
    bots: int = 0  # the computer's seats
    stood_in: tuple[str, ...] = ()  # the class's pupils the computer plays for (they left)

    @property
    def game_name(self) -> str:
        from clesite.classroom.sources import game_name

        return game_name(self.game)


def playing_now(pupils_by_user: dict[int, str], now: datetime | None = None) -> list[LiveTable]:
    """The tables where one of these pupils sits and which are open or being played now."""
    since = (now or timezone.now()) - LIVE_WINDOW
    tables = (
        Table.objects.filter(
            seats__user_id__in=list(pupils_by_user),
            status__in=(Table.Status.OPEN, Table.Status.PLAYING),
            updated_at__gte=since,
        )
        .distinct()
        .prefetch_related("seats")
        .order_by("-updated_at")
    )
    out = []
    for table in tables:
        seats = list(table.seats.all())
        ours = [s for s in seats if s.user_id in pupils_by_user]
        mine = sorted({pupils_by_user[s.user_id] for s in ours})
        bots = sum(1 for s in seats if s.kind == Seat.Kind.BOT)
        # a stand-in plays a pupil's seat: hers still, not a computer against the class (it
        # read « contre 1 ordinateur · -1 autre place »)
        stood_in = tuple(sorted({pupils_by_user[s.user_id] for s in ours if s.stand_in}))
        others = len(seats) - len(ours) - bots
        out.append(
            LiveTable(table.code, table.game, mine, others, table.updated_at, bots, stood_in)
        )
    return out


def game_panels(
    class_code: str, pupils_by_user: dict[int, str], pupil: bool = False, language: str = ""
) -> list[dict]:
    """The games' own small sections of a class's dashboard (`GameApp.class_panel`): La
    Clé's Patience codes, who tried them and their best; with `pupil`, of a pupil's own page
    (`pupils_by_user` holding that pupil alone), but for a word game in another language than
    the class's. A game with nothing to say gives None."""
    panels = []
    for config in kit.games().values():
        if pupil and language and config.words_language not in ("", language):
            continue
        build = config.class_panel_function()
        panel = build(class_code, pupils_by_user, pupil=pupil) if build is not None else None
        if panel:
            panels.append(panel)
    return panels
