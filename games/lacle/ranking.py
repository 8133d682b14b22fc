"""Who played a shared Patience code, and how well (LC-11, LC-ours-16: a class compares).

A Patience started from a code deals the same tiles in the same order to everyone; each finished
attempt is a finished table (its player, words, time). Who sees whose attempts:

- a pupil of a class sees his class's attempts on that code, each pupil once with his best,
  never a stranger's (the class is asked from the site, `games.tables.people.classmates`);
- anyone else (a guest, a teacher trying the code) sees only their own attempts on it.

The teacher's dashboard shows, for the class's codes, who tried and their best (`class_panel`),
and today's « Patience du jour » code of the class (`daily_code`).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date

from django.db.models import Max
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _

from games.tables import people
from games.tables.models import Table

from .rules_patience_state import MODE, normal_code

GAME = "la-cle"
LIMIT = 300  # attempts read for one ranking: a class, many times over
CODES_SHOWN = 5  # the class's most recent codes on the dashboard


@dataclass(frozen=True)
class Attempt:
    """One finished Patience: who (a user id, or a guest's token), how far, how long."""

    who: int | str
    name: str
    reached: bool
    words: int
    seconds: float
    table: str
    code: str
    ended: object = None

    @property
    def rank_key(self) -> tuple:
        """Reaching the goal first, with fewer words (LC-sheet-9); then an attempt that failed
        after more words (it went further), so giving up at once is last; then faster."""
        words = self.words if self.reached else -self.words
        return (not self.reached, words, self.seconds)

    @property
    def time(self) -> str:
        return clock(self.seconds)


def clock(seconds: float) -> str:
    seconds = max(0, int(seconds))
    minutes, secs = divmod(seconds, 60)
    return f"{minutes}\u00a0min\u00a0{secs:02d}\u00a0s" if minutes else f"{secs}\u00a0s"


def daily_code(class_code: str, day: date | None = None) -> str:
    """The class's « Patience du jour »: its class code, J, the day and month (DEMO25J2511).
    The same all day for the whole class, a new deal the next day; nothing to store."""
    day = day or timezone.localdate()
    return normal_code(f"{class_code}J{day:%d%m}")


def _finished(code: str | None = None):
    tables = Table.objects.filter(
        game=GAME, status=Table.Status.FINISHED, options__mode=MODE
    ).exclude(options__code="")
    if code is not None:
        tables = tables.filter(options__code=code)
    return tables.annotate(ended=Max("log__created_at")).prefetch_related("seats")


def attempts(tables) -> list[Attempt]:
    """The tables as attempts, in no particular order (a table with no seat is skipped)."""
    out = []
    for table in tables[:LIMIT]:
        seats = [s for s in table.seats.all() if s.index == 0]
        if not seats:
            continue
        seat = seats[0]
        result = ((table.outcome or {}).get("rounds") or [{}])[0]
        ended = getattr(table, "ended", None) or table.updated_at
        out.append(
            Attempt(
                who=seat.user_id if seat.user_id is not None else seat.player_token,
                name=seat.name,
                reached=bool(result.get("reached")),
                words=int(result.get("words") or 0),
                seconds=max(0.0, (ended - table.created_at).total_seconds()),
                table=table.code,
                code=(table.options or {}).get("code", ""),
                ended=ended,
            )
        )
    return out


def best_each(found: list[Attempt]) -> list[dict]:
    """One row per player, their best attempt and how many they made, best first. An attempt
    after the player's first arrival does not rank: the computer's path was shown then, and
    the code deals the same tiles again (a reviewer arrived slowly, read the path, replayed it
    in a minute, first of the class)."""
    by_who: dict = defaultdict(list)
    for attempt in found:
        by_who[attempt.who].append(attempt)
    rows = [
        {"best": min(_unseen(tries), key=lambda a: a.rank_key), "tries": len(tries)}
        for tries in by_who.values()
    ]
    for row in rows:
        row["name"] = row["best"].name
    rows.sort(key=lambda row: row["best"].rank_key)
    return rows


def _unseen(tries: list[Attempt]) -> list[Attempt]:
    """The attempts made before the computer's path was shown: up to the first arrival."""
    ordered = sorted(tries, key=lambda a: (a.ended is None, a.ended or 0))
    arrived = next((i for i, a in enumerate(ordered) if a.reached), len(ordered) - 1)
    return ordered[: arrived + 1]


def _pupil_name(attempt: Attempt) -> str:
    """A pupil goes by his class pseudonym, whatever name his seat was given."""
    from django.contrib.auth import get_user_model  # noqa: PLC0415

    user = get_user_model().objects.filter(pk=attempt.who).first()
    return (people.pseudonym(user) if user is not None else "") or attempt.name


def ranking(table: Table) -> dict:
    """The ranking shown to the player of a finished Patience table: their class's (`scope`
    "class", best per pupil) or their own attempts (`scope` "own"); empty without a code."""
    code = (table.options or {}).get("code", "")
    seat = next((s for s in table.seats.all() if s.index == 0), None)
    if not code or seat is None:
        return {"scope": "", "rows": []}
    tables = _finished(code)
    mates = people.classmates(seat.user) if seat.user_id is not None else None
    if mates:
        rows = best_each(attempts(tables.filter(seats__index=0, seats__user_id__in=mates)))
        for row in rows:
            row["me"] = row["best"].who == seat.user_id
            row["name"] = _pupil_name(row["best"])
        return {"scope": "class", "rows": rows}
    if seat.user_id is not None:
        mine = tables.filter(seats__index=0, seats__user_id=seat.user_id)
    elif seat.player_token:
        mine = tables.filter(
            seats__index=0, seats__user__isnull=True, seats__player_token=seat.player_token
        )
    else:
        return {"scope": "own", "rows": []}
    found = sorted(attempts(mine), key=lambda a: a.rank_key)
    rows = [{"best": a, "tries": 1, "me": a.table == table.code, "name": a.name} for a in found]
    return {"scope": "own", "rows": rows}


def class_panel(class_code: str, names_of: dict[int, str], *, pupil: bool = False) -> dict:
    """The class's section (the kit's `class_panel`): on the teacher's dashboard, today's code
    to start and, for the class's most recent codes, who tried and their best; on a pupil's own
    page (`pupil`, `names_of` holding him alone), today's code to play and his best on it."""
    code = daily_code(class_code)
    start_url = f"{reverse('games:game', args=[GAME])}?opt-code={code}"
    played = attempts(_finished().filter(seats__index=0, seats__user_id__in=list(names_of)))
    by_code: dict[str, list[Attempt]] = defaultdict(list)
    for attempt in played:
        if attempt.code:
            by_code[attempt.code].append(attempt)
    from .duplicate_pages import panel  # noqa: PLC0415 - the presenters import this module

    duplicate = panel(class_code, names_of, pupil=pupil)
    if pupil:
        mine = best_each(by_code.get(code, []))
        return {
            "template": "lacle/pupil_panel.html",
            "daily_code": code,
            "start_url": start_url,
            "best": mine[0] if mine else None,
            "duplicate": duplicate,
        }
    order = sorted(
        by_code, key=lambda c: (c != code, -max(a.ended.timestamp() for a in by_code[c]))
    )
    codes = []
    for shown in order[:CODES_SHOWN]:
        rows = best_each(by_code[shown])
        for row in rows:
            row["name"] = names_of.get(row["best"].who, row["best"].name)
        codes.append({"code": shown, "rows": rows, "today": shown == code})
    return {
        "template": "lacle/class_panel.html",
        "anchor": "la-cle",
        "title": _("La Clé"),
        "daily_code": code,
        "start_url": start_url,
        "codes": codes,
        "pupils": len(names_of),
        "duplicate": duplicate,
    }
