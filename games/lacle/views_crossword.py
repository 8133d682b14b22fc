"""Mots croisés' own address at a table: the preview of a lay before it is confirmed.

A small server round trip (not the rules run in the browser): the page sends the tiles placed so
far, the server reads them as the rules' judge does (`rules_crossword_judge`: the line, the words
formed across and down, the rules of a move, the score by cell) and answers with the words and
the points. It never asks the lexicon: in Classique nothing may say before a challenge whether a
word stands; in Arbitre the lay is judged when it is confirmed. Only the seat whose turn it is,
from its own browser, gets an answer; it changes nothing.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from games.engine import IllegalAction
from games.lacle import rules_crossword as C
from games.lacle import rules_crossword_judge as J
from games.lacle.presenter_crossword import parse_action
from games.lacle.rules_crossword_apply import final_window
from games.tables import access, gate, services
from games.tables.models import Table


@require_safe
def preview(request: HttpRequest, code: str) -> HttpResponse:
    """The words the pending lay forms and its points, or why it cannot be laid."""
    try:
        table = gate.table_for(request, code)  # unknown codes counted, class tables kept
    except gate.Refused as refused:
        return HttpResponse(status=refused.status)
    own = {s.index for s in access.own_seats(request, table)}
    try:
        seat = int(request.GET.get("seat", ""))
    except ValueError:
        seat = -1
    if table.game != "la-cle" or seat not in own or table.status != Table.Status.PLAYING:
        return HttpResponse(status=403)
    state = services.load_state(table)
    if not isinstance(state, C.State):
        return HttpResponse(status=403)
    if state.turn != seat or final_window(state):  # a preview asked as the turn moved on
        return HttpResponse(status=204)
    action = parse_action(request.GET, seat)
    if action is None or action.kind != C.LAY or action.param("tiles") is None:
        return HttpResponse(status=400)
    context: dict = {}
    try:
        lay = J.read(state, seat, action.param("tiles"))
        words = J.words_of(state, lay, action.param("direction"))
        J.check_move(state, seat, words)
        points = J.score(state, seat, lay, words)
        short = not any(len(w.text) >= J.SCORING_MIN for w in words)  # LC-ours-25: no points
        context = {"words": [w.text for w in words], "points": points, "short": short}
    except IllegalAction as refusal:
        context = {"why": refusal.why.render(get_language())}
    return HttpResponse(render_to_string("lacle/crossword_preview.html", context, request))
