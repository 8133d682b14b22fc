"""Who sits where at a networked table: joining, leaving, a bot standing in, coming back.

One function per write, each in its own transaction on the locked table row; what changes the
page without being a move of the game bumps `table.revision` (moves bump `version`), and the
watchers hear of it through the bus.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from games.tables import bus
from games.tables.models import Seat, Table

STAND_IN_LEVEL = "simple"
SEEN_REFRESH = timedelta(seconds=15)  # a browser's sign of life is written at most this often
AWAY = timedelta(seconds=50)  # no sign for this long: shown as away (streams beat every 20 s)

REFUSALS = {
    "finished": _("Cette partie est terminée."),
    "full": _("Cette table est complète : tu peux regarder la partie."),
    "name-taken": _("Ce prénom est déjà pris à cette table : ajoute une initiale."),
    "not-yours": _("Seul celui qui a créé la table peut faire cela."),
    "no-seat": _("Cette place n’existe pas ou ne peut pas être donnée à l’ordinateur."),
}


@dataclass
class SeatResult:
    seat: int | None
    refusal: str = ""  # a key of REFUSALS

    @property
    def message(self) -> str:
        return str(REFUSALS[self.refusal]) if self.refusal else ""


def _bump(table: Table, *fields: str) -> None:
    table.revision += 1
    table.save(update_fields=["revision", "updated_at", *fields])
    bus.announce(table.code, table.version, table.revision)


def free_seats(seats: list[Seat]) -> list[Seat]:
    """Seats a newcomer may take: a person's seat nobody has claimed (a bot may hold it)."""
    return [s for s in seats if s.kind == Seat.Kind.HUMAN and not s.is_claimed]


def _start_if_full(table: Table, seats: list[Seat]) -> bool:
    if table.status == Table.Status.OPEN and not [s for s in free_seats(seats) if not s.stand_in]:
        table.status = Table.Status.PLAYING
        return True
    return False


def join(code: str, name: str, *, token: str, user=None) -> SeatResult:
    """Takes the first free seat for this browser (its session token) or account; a browser that
    already has a seat here gets it back."""
    user = user if user is not None and user.is_authenticated else None
    with transaction.atomic():
        table = Table.objects.select_for_update().get(code=code)
        seats = list(table.seats.all())
        for seat in seats:
            if seat.kind == Seat.Kind.HUMAN and (
                (token and seat.player_token == token) or (user and seat.user_id == user.pk)
            ):
                return SeatResult(seat.index)
        if table.status == Table.Status.FINISHED:
            return SeatResult(None, "finished")
        free = free_seats(seats)
        if not free:
            return SeatResult(None, "full")
        if name.casefold() in {s.name.casefold() for s in seats if s.is_claimed}:
            return SeatResult(None, "name-taken")
        seat = free[0]
        seat.name, seat.player_token, seat.user = name, token, user
        seat.stand_in, seat.away, seat.last_seen = "", False, timezone.now()
        seat.save(update_fields=["name", "player_token", "user", "stand_in", "away", "last_seen"])
        started = _start_if_full(table, seats)
        _bump(table, *(["status"] if started else []))
        return SeatResult(seat.index)


def take_back(code: str, *, token: str, user=None) -> SeatResult:
    """A person whose seat a bot was playing plays again."""
    user = user if user is not None and user.is_authenticated else None
    with transaction.atomic():
        table = Table.objects.select_for_update().get(code=code)
        for seat in table.seats.all():
            mine = (token and seat.player_token == token) or (user and seat.user_id == user.pk)
            if seat.kind == Seat.Kind.HUMAN and mine and seat.stand_in:
                seat.stand_in, seat.away, seat.last_seen = "", False, timezone.now()
                seat.save(update_fields=["stand_in", "away", "last_seen"])
                _bump(table)
                return SeatResult(seat.index)
        return SeatResult(None, "no-seat")


def stand_in(code: str, seat_index: int, *, name: str = "") -> SeatResult:
    """A bot plays this person's seat (the creator decided, or the person left): the person may
    take it back. A free seat gets the bot and `name`."""
    with transaction.atomic():
        table = Table.objects.select_for_update().get(code=code)
        seat = table.seats.filter(index=seat_index, kind=Seat.Kind.HUMAN).first()
        if seat is None or seat.stand_in or table.status == Table.Status.FINISHED:
            return SeatResult(None, "no-seat")
        seat.stand_in = STAND_IN_LEVEL
        if not seat.is_claimed and name:
            seat.name = name
        seat.save(update_fields=["stand_in", "name"])
        started = _start_if_full(table, list(table.seats.all()))
        _bump(table, *(["status"] if started else []))
        return SeatResult(seat.index)


def start_now(code: str, names: dict[int, str]) -> SeatResult:
    """The creator starts without waiting: bots take the free seats (newcomers may still take
    them from the bots). `names`: the bots' names by seat."""
    with transaction.atomic():
        table = Table.objects.select_for_update().get(code=code)
        if table.status != Table.Status.OPEN:
            return SeatResult(None, "no-seat")
        for seat in free_seats(list(table.seats.all())):
            seat.stand_in = STAND_IN_LEVEL
            seat.name = names.get(seat.index, seat.name) or seat.name
            seat.save(update_fields=["stand_in", "name"])
        table.status = Table.Status.PLAYING
        _bump(table, "status")
        return SeatResult(0)


def heartbeat(
    code: str, own: list[int], now=None, table: Table | None = None
) -> tuple[int, int, str]:
    """A sign of life written now for the seats `own` (maybe none: a spectator): a page coming
    back after its seat was marked away (`presence` writes the others in batches). Notices who
    has gone quiet and lets a bot play for a person away longer than the table allows. Returns
    the table's stamp and status; writes only when something is to change. `table`: the table
    and its seats as the caller just read them (not read again)."""
    now = now or timezone.now()
    if table is None:
        table = Table.objects.only("code", "mode", "status", "version", "revision", "away_after")
        table = table.get(code=code)
    if table.mode != Table.Mode.NETWORK or table.status == Table.Status.FINISHED:
        return table.version, table.revision, table.status
    seats = list(table.seats.all())
    mine = [s for s in seats if s.index in own and s.is_claimed]
    fresh = [s.pk for s in mine if not s.last_seen or now - s.last_seen > SEEN_REFRESH]
    if fresh and not any(s.away for s in mine):
        Seat.objects.filter(pk__in=fresh).update(last_seen=now)
    if any(s.away for s in mine) or _changes(table, seats, own, now):
        return _presence(code, own, now)
    return table.version, table.revision, table.status


def check(codes: set[str], present: set[int], now=None) -> None:
    """The presence changes due at these tables (`presence`'s flush): `present`, the seats
    (by primary key) this process knows to be there. One read of the tables and their seats;
    a table writes (and bumps its revision) only when someone went away or came back."""
    now = now or timezone.now()
    tables = Table.objects.filter(code__in=codes, mode=Table.Mode.NETWORK).exclude(
        status=Table.Status.FINISHED
    )
    for table in tables.prefetch_related("seats"):
        seats = list(table.seats.all())
        own = [s.index for s in seats if s.pk in present]
        back = any(s.away and s.is_claimed for s in seats if s.index in own)
        if back or _changes(table, seats, own, now):
            _presence(table.code, own, now)


def _changes(table: Table, seats: list[Seat], own: list[int], now) -> list[tuple[Seat, str]]:
    """The presence changes due now: ("away", seat) gone quiet, ("stand-in", seat) gone too long."""
    out = []
    after = timedelta(seconds=table.away_after)
    for seat in seats:
        if seat.index in own or not seat.is_claimed or seat.stand_in or not seat.last_seen:
            continue
        quiet = now - seat.last_seen
        if table.status == Table.Status.PLAYING and table.away_after and quiet > after:
            out.append((seat, "stand-in"))
        elif quiet > AWAY and not seat.away:
            out.append((seat, "away"))
    return out


def _presence(code: str, own: list[int], now) -> tuple[int, int, str]:
    with transaction.atomic():
        table = Table.objects.select_for_update().get(code=code)
        seats = list(table.seats.all())
        changed = False
        for seat in seats:
            if seat.index in own and seat.is_claimed and seat.away:
                seat.away, seat.last_seen = False, now
                seat.save(update_fields=["away", "last_seen"])
                changed = True
        for seat, change in _changes(table, seats, own, now):
            seat.away = True
            if change == "stand-in":
                seat.stand_in = STAND_IN_LEVEL
            seat.save(update_fields=["away", "stand_in"])
            changed = True
        if changed:
            _bump(table)
        return table.version, table.revision, table.status
