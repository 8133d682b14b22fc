"""Table pages: small function views that check access first and call a service.

htmx requests get the board fragment; normal requests the whole page, which works without
JavaScript (every action is a real form post, followed by a redirect back to the table).
"""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe

from games.engine import Action
from games.tables import (
    access,
    bot_runner,
    gate,
    kit,
    presence,
    presenters,
    push,
    seating,
    services,
)
from games.tables.models import Table

NOT_YOUR_SEAT = gettext_lazy("Ce n’est pas ta place à cette table.")
NOT_UNDERSTOOD = gettext_lazy("Ce coup n’a pas été compris. Choisis une carte puis un bouton.")

# What a write may change in a table row; its seats (fetched with it) stay as read.
FRESH = ["version", "revision", "status", "state", "log_tail", "updated_at"]


def _table(request: HttpRequest, code: str) -> Table:
    return gate.table_for(request, code)  # a stranger at a class's table goes no further


def _board(
    request: HttpRequest,
    table: Table,
    refusal: dict | None = None,
    status: int = 200,
    state=None,
) -> HttpResponse:
    """The board for this browser. `state`: the table's state already decoded (a move's)."""
    if refusal is None:
        kept = request.session.pop(access.REFUSAL_KEY, None)
        same = kept and kept.get("table") == table.code and kept.get("version") == table.version
        # A page reloaded after the refusal's answer was shown does not show it again; a board
        # pushed meanwhile, or the page a form without htmx is sent to, does.
        if same and (request.htmx or not kept.get("shown")):
            refusal = kept
    if request.htmx:
        return HttpResponse(push.fragment(request, table, refusal, state), status=status)
    template, build, _key = push.context(request, table, refusal, state)
    return render(
        request, "tables/table.html", {**build(), "board_template": template}, status=status
    )


@require_safe
@gate.guarded
def table_page(request: HttpRequest, code: str) -> HttpResponse:
    return _board(request, _table(request, code))


def _shown(request: HttpRequest, key: str, default: int) -> int:
    try:
        return int(request.GET.get(key, default))
    except ValueError:
        return -1


@require_safe
@gate.guarded
def table_state(request: HttpRequest, code: str) -> HttpResponse:
    """Fetched by the board when its stream could not push it (a `stamp`), or polled every
    second when no stream is open (every 3 s when the server refused one): a sign of life for
    this browser's seats (in memory), then 204 when nothing changed since the version (and
    revision: seats, presence) the page shows, or the fresh board. The table is read once, by
    the gate. (Bots act by themselves, `bot_runner`: never because a page asked.)"""
    table = _table(request, code)
    if table.mode == Table.Mode.NETWORK:
        _sign_of_life(table, access.own_seats(request, table))
    shown = _shown(request, "v", -1)
    if shown == table.version and _shown(request, "r", table.revision) == table.revision:
        return HttpResponse(status=204)
    return _board(request, table)


def _sign_of_life(table: Table, own: list) -> None:
    """A polling page's seats are present: noted in memory, written with this process's next
    batch (`presence`); a seat marked away is back at once, for the others to see."""
    presence.PRESENCE.seen(table.code, [s.pk for s in own])
    back = any(s.away for s in own)
    if back and seating.heartbeat(table.code, [s.index for s in own], table=table)[1] != (
        table.revision
    ):
        table.refresh_from_db(fields=FRESH)
    presence.PRESENCE.flush_if_due()


def _action_from_post(request: HttpRequest, table: Table, seat: int) -> Action | None:
    """The game's own parser reads its params from the form (None: not an action)."""
    return kit.game(table.game).action_parser()(request.POST, seat)


def _number(text: str | None) -> int | None:
    """A form's number, or None (a garbled version is no reason to say « not your seat »)."""
    try:
        return int(text or "")
    except ValueError:
        return None


@require_POST
@gate.guarded
def table_play(request: HttpRequest, code: str) -> HttpResponse:
    table = _table(request, code)
    own = {s.index for s in access.own_seats(request, table)}
    seat, expected = _number(request.POST.get("seat")), _number(request.POST.get("version"))
    if seat not in own:
        if not request.htmx:
            messages.error(request, NOT_YOUR_SEAT)
            return redirect("tables:table", code=table.code)
        # htmx shows no body of a 403: the page says it is out of date and offers to reload it.
        # No message kept for the next page either: it turned up on an unrelated one.
        return _board(request, table, status=403)
    action = _action_from_post(request, table, seat)
    if action is None:
        if not request.htmx:
            messages.error(request, NOT_UNDERSTOOD)
            return redirect("tables:table", code=table.code)
        return _board(
            request, table, refusal={"code": "table.not-understood", "why": NOT_UNDERSTOOD}
        )
    result = services.play(table.code, seat, action, expected, table=table)
    state = _after_play(table, result)
    if result.accepted and result.table is table and state is not None:
        # Written only if unchanged since read with its seats: this process's streams draw
        # their boards from it, not from a read of their own.
        push.remember(table)
    if len(own) > 1 and _passes_screen(table, result):
        access.reveal(request, table, None)  # the next child taps his name first
    refusal = None
    if result.refusal is not None:
        refusal = _refusal_view(table, result, action, state)
    if refusal is not None:
        # Kept until the board of this version is shown again: a fresh board pushed by another
        # player's move (the one that won a race) still says why this move was refused.
        request.session[access.REFUSAL_KEY] = {**refusal, "shown": bool(request.htmx)}
    if request.htmx:
        return _board(request, table, refusal=refusal, state=state)
    if refusal is not None:  # the page opens at the refusal, by the hand (phones)
        return redirect(reverse("tables:table", kwargs={"code": table.code}) + "#refusal")
    return redirect("tables:table", code=table.code)


def _after_play(table: Table, result: services.PlayResult):
    """The table as the move left it, and its state (None: to be decoded). At a table whose
    bots have no delay (tests only: every speed a form offers has one), the bots' scheduler
    plays them right after the commit (`bot_runner`): the table is read again, so that the
    answer shows what they have played by then; the stream brings the rest."""
    if result.table is None or _bots_at_once(table):
        table.refresh_from_db(fields=FRESH)
        return None
    if result.table is not table:  # judged on the locked row
        for name in FRESH:
            setattr(table, name, getattr(result.table, name))
    return result.state


def _bots_at_once(table: Table) -> bool:
    return not services.bot_delay(table) and any(s.is_bot for s in table.seats.all())


def _passes_screen(table: Table, result: services.PlayResult) -> bool:
    after = kit.game(table.game).pass_screen_after
    return result.accepted and any(getattr(e, "kind", None) in after for e in result.events)


def _refusal_view(table: Table, result: services.PlayResult, action: Action, state=None) -> dict:
    """The refusal as the page shows it: why, in the pupil's language, and the staff."""
    lang = get_language()
    presenter = presenters.for_game(table.game)
    staff = ""
    if hasattr(presenter, "refusal_staff"):
        state = services.load_state(table) if state is None else state
        staff = presenter.refusal_staff(state, action.cards, lang)
    why = result.refusal.why.render(lang)
    if result.stale and not result.refusal.code.startswith("table."):
        why = _("Quelqu’un a joué entre-temps. ") + why
    return {
        "table": table.code,
        "version": table.version,
        "code": result.refusal.code,
        "why": why,
        "staff": staff,
        # What the rules said beyond the words (a word game names the word at fault and its
        # cells, so its board can highlight them).
        "detail": result.refusal.to_json(lang),
    }


@require_POST
@gate.guarded
def table_reveal(request: HttpRequest, code: str) -> HttpResponse:
    """Hot seat: the pupil named on the "pass the computer" screen shows their hand."""
    table = _table(request, code)
    own = {s.index for s in access.own_seats(request, table)}
    try:
        seat = int(request.POST.get("seat", ""))
    except ValueError:
        raise Http404 from None
    if seat not in own:
        raise Http404
    access.reveal(request, table, seat)
    if request.htmx:
        return _board(request, table)
    return redirect("tables:table", code=table.code)


@require_POST
@gate.guarded
def table_hands(request: HttpRequest, code: str) -> HttpResponse:
    """A class's teacher opens or closes every hand on his own screen: closed at first, so that
    the page he projects while his pupils sit down does not turn into their hands when the game
    starts (a reviewer's teacher would have shown them to the class)."""
    table = _table(request, code)
    if not access.may_see_all_hands(request.user, table):
        raise PermissionDenied
    access.show_all_hands(request, table, request.POST.get("show") == "1")
    if request.htmx:
        return _board(request, table)
    return redirect("tables:table", code=table.code)


@require_POST
@gate.guarded
def table_hide(request: HttpRequest, code: str) -> HttpResponse:
    table = _table(request, code)
    access.reveal(request, table, None)
    if request.htmx:
        return _board(request, table)
    return redirect("tables:table", code=table.code)


@require_POST
@gate.guarded
def table_ready(request: HttpRequest, code: str) -> HttpResponse:
    """« Continuer » under a round's result when a computer deals the next one: this browser's
    seats have read it (a hot-seat screen speaks for all its children). When every person at the
    table has, the computer deals at once instead of after `ROUND_READ`."""
    table = _table(request, code)
    own = [s.index for s in access.own_seats(request, table)]
    if not own:
        raise PermissionDenied
    done = services.mark_ready(table.code, own, _number(request.POST.get("version")) or -1)
    if done:
        bot_runner.wake(table.code, None, local=True)
    if not request.htmx:
        return redirect("tables:table", code=table.code)
    if done is None:  # the round was dealt meanwhile: the stream brings the new board
        return HttpResponse(status=204)
    return render(request, "tables/pieces.html#ready_said", {"all_ready": done})
