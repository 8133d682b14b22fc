"""Who is looking at a table: which seats this browser may play, and which one it sees now.

A browser's claim is a random token in its session (guests, hot-seat computers) or its logged-in
user. In hot seat several seats share one computer: only the seat that was "revealed" after the
"pass the computer" screen is shown, so a hand stays hidden from the others at the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.http import HttpRequest

from clesite.claims import TOKEN_KEY, player_token  # noqa: F401 (the tables' views use it)
from games.tables import people
from games.tables.models import Seat, Table

REVEALED_KEY = "revealed_seats"


def claimed_seats(request: HttpRequest, table: Table) -> list[Seat]:
    """The seats this browser's session or account holds, a bot standing in for it included."""
    token = request.session.get(TOKEN_KEY)
    user = request.user if request.user.is_authenticated else None
    return [
        seat
        for seat in table.seats.all()
        if seat.kind == Seat.Kind.HUMAN
        and ((token and seat.player_token == token) or (user and seat.user_id == user.pk))
    ]


def own_seats(request: HttpRequest, table: Table) -> list[Seat]:
    """The seats this browser plays now."""
    return [seat for seat in claimed_seats(request, table) if not seat.is_bot]


def is_creator(request: HttpRequest, table: Table) -> bool:
    token = request.session.get(TOKEN_KEY)
    if table.creator_id is not None and request.user.is_authenticated:
        return request.user.pk == table.creator_id
    return bool(token and table.creator_token and token == table.creator_token)


def may_see_all_hands(user, table: Table) -> bool:
    """Who may watch a table with every hand open: never a pupil; the teacher of the class whose
    pupil started the table, or who started it for his classes (`Table.reserved_for`; a pupil of
    his seated at someone else's table is no reason), and Django's staff
    (docs/architecture.md, "Hidden information")."""
    if user is None or not user.is_authenticated:
        return False
    if user.is_staff:
        return not people.is_pupil(user)
    return people.teaches_table(user, table)  # False for a pupil


@dataclass
class View:
    """The seat this page shows (None: a spectator's view) and the seats waiting behind the
    "pass the computer" screen."""

    seat: int | None
    own: list[int]
    waiting: list[int]  # hot seat: seats that may act now but are not revealed


def revealed(request: HttpRequest, table: Table) -> int | None:
    return request.session.get(REVEALED_KEY, {}).get(table.code)


def reveal(request: HttpRequest, table: Table, seat: int | None) -> None:
    shown = dict(request.session.get(REVEALED_KEY, {}))
    if seat is None:
        shown.pop(table.code, None)
    else:
        shown[table.code] = seat
    request.session[REVEALED_KEY] = shown


def current_view(
    request: HttpRequest, table: Table, acting: set[int] | Callable[[], set[int]]
) -> View:
    """`acting`: the seats the rules let act now (must or may), or how to know them: asked
    only where several seats share the screen."""
    own = [s.index for s in own_seats(request, table)]
    if not own:
        return View(None, [], [])
    if len(own) == 1:
        return View(own[0], own, [])
    acting = acting() if callable(acting) else acting
    shown = revealed(request, table)
    waiting = [i for i in own if i in acting]
    if shown in own and (shown in acting or not waiting):
        return View(shown, own, [i for i in waiting if i != shown])
    return View(None, own, waiting)
