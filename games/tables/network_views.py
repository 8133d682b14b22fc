"""Networked tables: the event stream, taking a seat, taking it back, and the creator's buttons.
Small views: access first, then one service call."""

from __future__ import annotations

from asgiref.sync import sync_to_async
from django import forms
from django.contrib import messages
from django.core.handlers.asgi import ASGIRequest
from django.http import Http404, HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_GET, require_POST

from games.tables import access, bus, gate, people, presenters, seating, stream
from games.tables.codes import normalise
from games.tables.forms import NameField
from games.tables.models import Table
from games.tables.names import looks_like_email


class JoinForm(forms.Form):
    name = NameField(label=_("Ton prénom ou pseudonyme"), max_length=20, min_length=1)


def _table(request: HttpRequest, code: str) -> Table:
    return gate.table_for(request, code)  # a stranger at a class's table goes no further


def _back(request: HttpRequest, table: Table) -> HttpResponse:
    """Back to the table page (htmx follows the redirect and swaps the board in)."""
    return redirect("tables:table", code=table.code)


def _open_stream(request: HttpRequest, code: str) -> tuple[bus.Subscription, stream.Stream]:
    # Subscribed before the table is read (by the gate): no change falls between the two.
    sub = bus.subscribe(normalise(code))
    sub.session = stream.session_tag(request)
    if request.user.is_authenticated:
        sub.account = stream.account_tag(request.user.pk)
    try:
        table = _table(request, code)
        shown = stream.parse_stamp(request.headers.get("Last-Event-ID") or request.GET.get("v"))
        return sub, stream.Stream.open(request, table, shown)
    except BaseException:
        bus.unsubscribe(sub)
        raise
    finally:
        # This request's thread (the middleware's session and user queries ran on it) would keep
        # its connection until the stream ends: give it back now, or every open page holds one.
        stream.release_connection()


@require_GET  # a stream: no HEAD (it would hold a connection for nothing)
async def table_stream(request: HttpRequest, code: str) -> HttpResponse:
    """Server-Sent Events: the page's new `board` whenever the table changes (or its `stamp`,
    version.revision, when the board cannot be pushed). Under ASGI the stream is a coroutine
    holding no thread and no database connection while it waits."""
    asgi = isinstance(request, ASGIRequest)
    if not asgi and not request.META.get("wsgi.multithread"):
        # A single-threaded WSGI worker (gunicorn's default) must not be held by a page: no
        # stream here (204 tells the browser not to retry), the page polls every second.
        return HttpResponse(status=204)
    ticket = stream.GATE.enter(request.session.session_key, request.META.get("REMOTE_ADDR", ""))
    if ticket is None:  # too many open streams (issue 25 point 7): the page polls, slower
        response = HttpResponse(stream.BUSY, content_type="text/event-stream")
        response["Cache-Control"] = "no-cache"
        return response
    try:
        sub, opened = await sync_to_async(_open_stream)(request, code)
    except gate.Refused as refused:  # a stranger at a class's table: no stream, no retry
        ticket.release()
        return HttpResponse(status=refused.status)
    except BaseException:
        ticket.release()
        raise
    if asgi:
        body = ticket.guard_async(stream.aevents(sub, opened))
    else:
        body = ticket.guard_sync(stream.events(sub, opened))
    response = StreamingHttpResponse(body, content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # nginx: pass each event on at once
    # GZipMiddleware would hold the events back in its compressor: this answer is not for it.
    request.META.pop("HTTP_ACCEPT_ENCODING", None)
    return response


@require_POST
@gate.guarded
def table_join(request: HttpRequest, code: str) -> HttpResponse:
    """Takes a free seat. A logged-in pupil sits under his class pseudonym, whatever he typed;
    a class's teacher only watches its tables (issue 25, point 4)."""
    table = _table(request, code)
    if gate.admission(request, table) == people.WATCH:
        messages.error(
            request, _("Vous regardez cette table : seuls les élèves de la classe s’y assoient.")
        )
        return _back(request, table)
    name = people.pseudonym(request.user)
    if not name:
        form = JoinForm(request.POST)
        if not form.is_valid():
            if len(request.POST.get("name", "")) > 20:
                messages.error(request, _("Ton prénom est trop long : 20 lettres au plus."))
            elif looks_like_email(request.POST.get("name", "")):
                messages.error(request, form.errors["name"][0])
            else:
                messages.error(request, _("Écris ton prénom ou un pseudonyme pour t’asseoir."))
            return _back(request, table)
        name = form.cleaned_data["name"].strip()
    result = seating.join(
        table.code,
        name,
        token=access.player_token(request),
        user=request.user,
    )
    if result.refusal == "name-taken" and people.is_pupil(request.user):
        messages.error(request, _("Quelqu’un joue déjà sous ton pseudonyme à cette table."))
    elif result.refusal:
        messages.error(request, result.message)
    return _back(request, table)


@require_POST
@gate.guarded
def table_take_back(request: HttpRequest, code: str) -> HttpResponse:
    table = _table(request, code)
    if not [s for s in access.claimed_seats(request, table) if s.stand_in]:
        raise Http404
    seating.take_back(table.code, token=access.player_token(request), user=request.user)
    return _back(request, table)


@require_POST
@gate.guarded
def table_stand_in(request: HttpRequest, code: str) -> HttpResponse:
    """The creator lets the computer play a seat (a pupil left, or is not playing)."""
    table = _table(request, code)
    if not access.is_creator(request, table):
        raise Http404
    try:
        seat = int(request.POST.get("seat", ""))
    except ValueError:
        raise Http404 from None
    if seat in {s.index for s in access.claimed_seats(request, table)}:
        raise Http404
    result = seating.stand_in(table.code, seat, name=_bot_name(table, seat))
    if result.refusal:
        messages.error(request, result.message)
    return _back(request, table)


@require_POST
@gate.guarded
def table_start(request: HttpRequest, code: str) -> HttpResponse:
    """The creator starts without waiting: the computer takes the free seats."""
    table = _table(request, code)
    if not access.is_creator(request, table):
        raise Http404
    names = {
        s.index: _bot_name(table, s.index) for s in seating.free_seats(list(table.seats.all()))
    }
    seating.start_now(table.code, names)
    return _back(request, table)


def _bot_name(table: Table, index: int) -> str:
    return presenters.for_game(table.game).bot_name(index, seating.STAND_IN_LEVEL)
