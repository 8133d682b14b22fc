"""What a table page shows around the game's board: who sits where and who is connected, the
code and QR code to join, a free seat to take, the creator's buttons, and for staff every hand.

Only names, presence and the table's code are added here; cards come from the game's presenter,
built from `observation(state, seat)`.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.http import HttpRequest
from django.template.loader import select_template
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _

from clesite.qr import qr_svg
from games.tables import access, expiry, gate, people, seating
from games.tables.access import View
from games.tables.models import Seat, Table


def join_url(request: HttpRequest, table: Table) -> str:
    return request.build_absolute_uri(reverse("tables:table", args=[table.code]))


def _seat_view(seat: Seat, claimed: set[int], now) -> dict:
    return {
        "index": seat.index,
        "name": seat.shown_name,
        "free": seat.kind == Seat.Kind.HUMAN and not seat.is_claimed,
        "person": seat.kind == Seat.Kind.HUMAN,
        "bot": seat.kind == Seat.Kind.BOT,
        "stand_in": bool(seat.stand_in),
        "away": seat.away
        or bool(seat.last_seen and seat.is_claimed and now - seat.last_seen > seating.AWAY),
        "me": seat.index in claimed,
    }


@dataclass(frozen=True)
class Who:
    """What of the browser asking, besides the seat it sees, changes its board: a board is the
    same HTML for everyone with the same `Who` at the same table's stamp (`push`)."""

    claimed: tuple[int, ...]  # its seats, a bot standing in for it included
    creator: bool
    watching: bool  # a class's teacher: no seat for him
    pseudonym: str
    join_url: str
    all_hands: bool  # may see every hand (`access.may_see_all_hands`)
    hands_shown: bool  # ... and chose to (`access.show_all_hands`: closed at first)


def who(request: HttpRequest, table: Table, view: View) -> Who:
    """The browser's claims as the table's seats stand now; what depends on its user alone is
    worked out once per request (a stream's request serves it many boards)."""
    fixed = getattr(request, "_table_viewer", None)
    if fixed is None or fixed["code"] != table.code:
        fixed = request._table_viewer = {
            "code": table.code,
            "creator": table.mode == Table.Mode.NETWORK and access.is_creator(request, table),
            "watching": gate.admission(request, table) == people.WATCH,
            "pseudonym": people.pseudonym(request.user),
            "join_url": join_url(request, table),
        }
    spectator = view.seat is None and not view.own
    if spectator and "all_hands" not in fixed:
        fixed["all_hands"] = access.may_see_all_hands(request.user, table)
    return Who(
        claimed=tuple(s.index for s in access.claimed_seats(request, table)),
        creator=fixed["creator"],
        watching=fixed["watching"],
        pseudonym=fixed["pseudonym"],
        join_url=fixed["join_url"],
        all_hands=spectator and fixed["all_hands"],
        hands_shown=spectator and fixed["all_hands"] and access.all_hands_shown(request, table),
    )


def board_extras(who: Who, table: Table, presenter, rules, state, lang: str) -> dict:
    seats = list(table.seats.all())
    claimed = [s for s in seats if s.index in who.claimed]
    network = table.mode == Table.Mode.NETWORK
    finished = table.status == Table.Status.FINISHED
    free = seating.free_seats(seats)
    url = who.join_url
    now = timezone.now()
    extras = {
        "network": network,
        "lobby": network and table.status == Table.Status.OPEN,
        "people": network and table.status == Table.Status.PLAYING,
        "join_url": url,
        "seats": [_seat_view(s, set(who.claimed), now) for s in seats],
        # Who has seen every hand never sits down (a teacher watching his pupils' table).
        "can_join": not claimed
        and bool(free)
        and not finished
        and not who.watching
        and not who.all_hands,
        "pseudonym": who.pseudonym,  # a pupil sits under it, types nothing
        "reserved": bool(table.reserved_for),
        "idle_hours": round(expiry.idle_limit().total_seconds() / 3600),
        "full": not claimed and not free and not finished,
        "is_creator": who.creator and not finished,
        "take_back": [s for s in claimed if s.stand_in],
        "free_count": len([s for s in free if not s.stand_in]),
        "stream_url": reverse("tables:stream", args=[table.code]),
    }
    # The players' panel opens itself when a person is away (a bot playing for him): not for a
    # free seat the computer holds, which pushed the game under the fold at every move.
    extras["someone_away"] = any(
        s["away"] or (s["stand_in"] and not s["free"]) for s in extras["seats"]
    )
    if network and (extras["lobby"] or (not finished and free)):
        # While the table waits for players, or a seat is still free to take (a bot holding
        # it): a full table's boards do without its 3 kB.
        extras["qr"] = qr_svg(
            url, _("QR code pour rejoindre la table %(code)s") % {"code": table.code}
        )
    extras["may_open_hands"] = who.all_hands and not extras["lobby"] and not finished
    if who.all_hands and who.hands_shown and not extras["lobby"]:
        extras["open_hands"] = open_hands(table, presenter, rules, state, lang, seats)
    return {"net": extras}


def open_hands(table: Table, presenter, rules, state, lang: str, seats: list[Seat]) -> dict:
    """Every hand, for who may see them all (`access.may_see_all_hands`): each seat's own view."""
    card_template = getattr(presenter, "card_template", None) or (
        presenter.inner_template.rsplit("/", 1)[0] + "/card.html"
    )
    hands = []
    for seat in seats:
        context = presenter.board_context(
            table=table,
            rules=rules,
            state=state,
            view=View(seat.index, [seat.index], []),
            lang=lang,
            refusal=None,
        )
        name = seat.shown_name or _("Place %(n)s") % {"n": seat.index + 1}
        # a game whose hand is not a list of cards names what to show (`open_hand`)
        cards = context.get("hand") or context.get("open_hand") or []
        hands.append({"name": name, "cards": cards})
    return {"template": select_template([card_template]).template.name, "hands": hands}
