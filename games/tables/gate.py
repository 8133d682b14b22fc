"""Opening a table by its code: what every table address checks first (issue 25, point 4).

- An unknown or expired code (`expiry`) is a 404, and one more miss for the address (`misses`);
  an address that missed too often is told to wait (429) rather than told which codes exist.
  Who belongs at the table (a seat there, or its class) gets it whatever its age and whatever
  the address did: the teacher reviews a finished game from the dashboard.
- A table reserved for a class (`Table.reserved_for`, set when a pupil or teacher started it)
  opens only to who the site admits (`people.admission`): its pupils, who play, and its teacher,
  who watches. Anyone else gets a page that says so, with no name and no card of the table.
- Django's staff (the site's administrators, not a signed-up teacher) may watch any table.
"""

from __future__ import annotations

from functools import wraps

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext_lazy as _

from games.tables import access, expiry, misses, people
from games.tables.codes import normalise
from games.tables.models import Table

MAX_LENGTH = Table._meta.get_field("code").max_length

RESERVED = _(
    "Cette table est réservée aux élèves d’une classe. Si c’est ta classe, connecte-toi "
    "d’abord avec ta carte (le bouton ci-dessous) : tu reviendras ensuite à cette table."
)

RESERVED_ADULT = _(  # a teacher is told « vous », and has no card to log in with
    "Cette table est réservée aux élèves d’une autre classe que les vôtres."
)
TOO_MANY = _(
    "Trop de codes inconnus ont été essayés depuis ce réseau. Attends quelques minutes, puis "
    "réessaie."
)


class Refused(Exception):
    """The table does not open to this browser: the status and the words to show."""

    def __init__(self, status: int, message, table_code: str | None = None) -> None:
        super().__init__(str(message))
        self.status, self.message, self.table_code = status, message, table_code


def admission(request: HttpRequest, table: Table) -> str:
    """PLAY, WATCH or NOTHING (`people`), staff watching wherever they may not play."""
    allowed = people.admission(request.user, table.reserved_for)
    if allowed == people.NOTHING and request.user.is_staff and not people.is_pupil(request.user):
        return people.WATCH
    return allowed


def table_for(request: HttpRequest, code: str) -> Table:
    """The table of this code, with its seats, if this browser may see it (else `Refused`, or
    Http404 for a code that opens nothing to it)."""
    table = _find(normalise(code))
    if table is not None and _belongs(request, table):
        return table  # whatever its age or this address's misses: a player, the class
    if misses.blocked(request):
        raise Refused(429, TOO_MANY)
    if table is None or expiry.expired(table):
        misses.note(request)
        raise Http404
    if admission(request, table) == people.NOTHING:
        adult = request.user.is_authenticated and not people.is_pupil(request.user)
        raise Refused(403, RESERVED_ADULT if adult else RESERVED, None if adult else table.code)
    return table


def _find(code: str) -> Table | None:
    if not code or len(code) > MAX_LENGTH:
        return None
    return Table.objects.with_seats(code)


def _belongs(request: HttpRequest, table: Table) -> bool:
    """Whether this browser belongs at the table, however old: it holds a seat there, or the
    table is reserved for its class (the teacher reviews a finished game from the dashboard)."""
    if access.claimed_seats(request, table):
        return True
    return bool(table.reserved_for) and admission(request, table) != people.NOTHING


def refusal_page(request: HttpRequest, refused: Refused) -> HttpResponse:
    # a pupil not logged in yet: the card's steps carry the table, to come back to it
    context = {"message": refused.message, "table_code": refused.table_code}
    return render(request, "tables/refused.html", context, status=refused.status)


def guarded(view):
    """A table view whose `Refused` becomes the page that says why."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except Refused as refused:
            return refusal_page(request, refused)

    return wrapper
