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
from games.tables.models import ActionLog, Seat, Table

REVEALED_KEY = "revealed_seats"
REFUSAL_KEY = "last_refusal"  # a refused move's words, until its board is shown again (views)


def claimed_seats(request: HttpRequest, table: Table) -> list[Seat]:
    """The seats this browser's session or account holds, a bot standing in for it included. On
    one computer its creator holds every seat: a classmate's seat is filed under her own account
    (her moves are hers), and a new session after a new login must still pass her the screen."""
    token = request.session.get(TOKEN_KEY)
    user = request.user if request.user.is_authenticated else None
    every = table.mode == Table.Mode.HOTSEAT and is_creator(request, table)
    return [
        seat
        for seat in table.seats.all()
        if seat.kind == Seat.Kind.HUMAN
        and (every or (token and seat.player_token == token) or (user and seat.user_id == user.pk))
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


HANDS_KEY = "tables:open-hands"  # the tables where this teacher chose to see every hand


def show_all_hands(request: HttpRequest, table: Table, show: bool) -> None:
    codes = set(request.session.get(HANDS_KEY, [])) - {table.code}
    request.session[HANDS_KEY] = sorted(codes | ({table.code} if show else set()))[-50:]


def all_hands_shown(request: HttpRequest, table: Table) -> bool:
    return table.code in request.session.get(HANDS_KEY, [])


@dataclass
class View:
    """The seat this page shows (None: a spectator's view) and the seats waiting behind the
    "pass the computer" screen."""

    seat: int | None
    own: list[int]
    waiting: list[int]  # hot seat: seats that may act now but are not revealed
    asked: bool = False  # hot seat: the child shown tapped his name since the last move


def revealed(request: HttpRequest, table: Table) -> int | None:
    """The seat shown on this hot-seat screen, until a move that passes the screen: the move's
    answer forgets it in the session, but a stream's push or a GET may read the session before
    that answer has saved it, and must not render the hand behind the pass screen."""
    return _revealed_since(request, table)[0]


def _revealed_since(request: HttpRequest, table: Table) -> tuple[int | None, int]:
    """The seat shown, and the table's version when it was shown (None: none)."""
    entry = request.session.get(REVEALED_KEY, {}).get(table.code)
    if entry is None:
        return None, 0
    seat, since = entry if isinstance(entry, list) else (entry, 0)
    return (None, since) if _screen_passed_since(table, since) else (seat, since)


def reveal(request: HttpRequest, table: Table, seat: int | None) -> None:
    """Who this hot-seat screen shows now. A refused move's words were said to the child shown
    before: they go with her hand (the next one read « Le Changement de sens (bleu) ne va
    pas… » above the pass screen: a card of her hand)."""
    kept = request.session.get(REFUSAL_KEY)
    if kept and kept.get("table") == table.code:
        del request.session[REFUSAL_KEY]
    shown = dict(request.session.get(REVEALED_KEY, {}))
    if seat is None:
        shown.pop(table.code, None)
    else:
        shown[table.code] = [seat, table.version]
    request.session[REVEALED_KEY] = shown


def _screen_passed_since(table: Table, since: int) -> bool:
    """Whether a pupil's move after version `since` passes the screen (the game's
    `pass_screen_after`): read from the board's recent log, the database only past it."""
    if table.version <= since:
        return False
    from games.tables import boards, kit  # boards imports this module

    after = set(kit.game(table.game).pass_screen_after)
    if not after:
        return False
    rows = boards.recent_log(table)
    if not rows or rows[0].seq > since + 1:
        rows = ActionLog.objects.filter(table=table, seq__gt=since, by_bot=False).only(
            "seq", "by_bot", "events"
        )
    return any(
        not row.by_bot and row.seq > since and any(e.get("kind") in after for e in row.events)
        for row in rows
    )


Acting = tuple[set[int], set[int]]


def current_view(request: HttpRequest, table: Table, acting: Acting | Callable[[], Acting]) -> View:
    """`acting`: the seats the rules let act now, those who must and those who may, or how to
    know them: asked only where several seats share the screen. The child shown keeps the
    screen while he must act; one who may only act out of turn keeps it if he showed himself
    for that, on this very move (a card laid out of turn), or if no other child at it must act:
    carried over from his own move (where any seat may act out of turn after every move) he
    kept it from the one whose turn it was, for good."""
    own = [s.index for s in own_seats(request, table)]
    if not own:
        return View(None, [], [])
    if len(own) == 1:
        return View(own[0], own, [])
    must, may = acting() if callable(acting) else acting
    shown, since = _revealed_since(request, table)
    waiting = [i for i in own if i in must or i in may]
    out_of_turn = shown in may and (since == table.version or not any(i in must for i in own))
    if shown in own and (shown in must or out_of_turn or not waiting):
        return View(shown, own, [i for i in waiting if i != shown], since == table.version)
    return View(None, own, waiting)
