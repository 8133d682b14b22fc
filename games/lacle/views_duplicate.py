"""La Clé en duplicate's pages, under /jeux/la-cle/duplicate/ (the game's own addresses).

- `entry`: a teacher starts a game for his pupils (the time per turn, the pause after a turn);
  a pupil finds his class's game, or types its code;
- `game_page`: the teacher's screen (the turn, the clock, who has played, the ranking, « Tour
  suivant »), a pupil's board (the rack, his own copy of the board, his move), or « Rejoindre »;
- `play` (a pupil's move), `join`, `next_turn` and `stop` (the teacher), `state` (what the
  pages poll).

Every page is built from `duplicate.view` for its viewer: the top only once the turn has ended,
another pupil's move never before, the pool's order and the next rack never. The teacher sees
no top during a turn either: his screen is the one the class sees.
"""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe

from games.engine import IllegalAction
from games.tables import codes, misses, people

from . import duplicate as D
from . import duplicate_service as S
from .duplicate_pages import away_count, game_context
from .models import DuplicateGame
from .presenter import parse_action


class StartForm(forms.Form):
    classe = forms.ChoiceField(label=gettext_lazy("Pour la classe"))
    seconds = forms.TypedChoiceField(
        label=gettext_lazy("Temps par tour"),
        coerce=int,
        initial=180,
        choices=[
            (60, gettext_lazy("1 minute")),
            (120, gettext_lazy("2 minutes")),
            (180, gettext_lazy("3 minutes")),
            (300, gettext_lazy("5 minutes")),
            (600, gettext_lazy("10 minutes")),
        ],
    )
    pause = forms.TypedChoiceField(
        label=gettext_lazy("Après chaque tour"),
        coerce=int,
        initial=45,
        choices=[
            (20, gettext_lazy("20 secondes pour voir le top, puis le tour suivant")),
            (45, gettext_lazy("45 secondes pour voir le top, puis le tour suivant")),
            (0, gettext_lazy("attendre que je clique « Tour suivant »")),
        ],
    )

    classement = forms.TypedChoiceField(
        label=gettext_lazy("Le classement"),
        coerce=lambda v: v == "classe",
        initial="classe",
        required=False,
        empty_value=True,  # a form of before the choice: the whole class's, as then
        choices=[
            ("classe", gettext_lazy("chaque élève voit celui de toute la classe")),
            (
                "soi",
                gettext_lazy("chaque élève ne voit que sa ligne (le tout reste sur votre écran)"),
            ),
        ],
    )

    def __init__(self, teacher, *args, **kwargs) -> None:
        """The classes offered are the teacher's own: a game is for one class only."""
        super().__init__(*args, **kwargs)
        self.fields["classe"].choices = people.classes_taught(teacher)


def _row(request: HttpRequest, code: str) -> DuplicateGame:
    """The game of this code, brought up to date; a 404 when unknown, counted as a miss for
    the address (`games.tables.misses`). A known code always opens, whatever the address's
    misses: a class shares one address, and a mistyped code must not stop its game."""
    code = codes.normalise(code)
    if code and len(code) <= 8 and DuplicateGame.objects.filter(code=code).exists():
        return S.catch_up(code)
    if not misses.blocked(request):
        misses.note(request)
    raise Http404


def open_games(user) -> list[DuplicateGame]:
    """The running games a pupil may join (his teacher's), newest first."""
    if not user.is_authenticated or not people.is_pupil(user):
        return []
    return [
        g
        for g in S.running().order_by("-created_at")[:20]
        if people.admission(user, g.reserved_for) == people.PLAY
    ]


@require_safe
def entry(request: HttpRequest) -> HttpResponse:
    typed = request.GET.get("code", "")
    if typed:
        return redirect("games:lacle-duplicate", code=codes.normalise(typed)[:8] or "-")
    teacher = S.may_start(request.user)
    mine = []
    if teacher:
        classes = dict(people.classes_taught(request.user))
        mine = list(DuplicateGame.objects.filter(teacher=request.user).order_by("-created_at")[:8])
        for game in mine:
            game.class_name = classes.get(game.class_code, "")
    context = {
        "teacher": teacher,
        "form": StartForm(request.user, initial={"classe": request.GET.get("classe", "")[:16]}),
        "mine": mine,
        "open": open_games(request.user),
        "pupil": request.user.is_authenticated and people.is_pupil(request.user),
    }
    return render(request, "lacle/duplicate/entry.html", context)


@require_POST
def new(request: HttpRequest) -> HttpResponse:
    if not S.may_start(request.user):
        messages.error(request, _("Seul un professeur qui a une classe peut lancer une partie."))
        return redirect("games:lacle-duplicate-entry")
    form = StartForm(request.user, request.POST)
    if not form.is_valid():
        messages.error(
            request,
            _(
                "Choisissez la classe, le temps par tour, la pause et le classement dans les listes."
            ),
        )
        return redirect("games:lacle-duplicate-entry")
    row = S.start(
        request.user,
        seconds=form.cleaned_data["seconds"],
        pause=form.cleaned_data["pause"],
        class_code=form.cleaned_data["classe"],
        ranking_shown=form.cleaned_data["classement"],
    )
    return redirect("games:lacle-duplicate", code=row.code)


@require_safe
def game_page(request: HttpRequest, code: str) -> HttpResponse:
    row = _row(request, code)
    role = S.role(request.user, row)
    if not role:
        return render(
            request,
            "tables/refused.html",
            {"message": _("Cette partie est réservée aux élèves de la classe qui la joue.")},
            status=403,
        )
    if role == "player":
        S.seen(row, request.user)
    context = game_context(row, request.user, role, get_language())
    return render(request, "lacle/duplicate/game.html", context)


@require_POST
def join(request: HttpRequest, code: str) -> HttpResponse:
    row = _row(request, code)
    if S.role(request.user, row) not in ("guest", "player"):
        return HttpResponse(status=403)
    name = people.pseudonym(request.user) or request.user.get_username()
    try:
        player = S.join(row.code, request.user, name)
    except IllegalAction as refusal:
        messages.error(request, refusal.why.render(get_language()))
        return redirect("games:lacle-duplicate", code=row.code)
    game = D.from_json(DuplicateGame.objects.get(pk=row.pk).state)
    if game.players[str(player.user_id)]["since"] > game.turn:
        messages.info(request, _("Ce tour est fini : tu joues à partir du prochain."))
    return redirect("games:lacle-duplicate", code=row.code)


@require_POST
def play(request: HttpRequest, code: str) -> HttpResponse:
    row = _row(request, code)
    if S.role(request.user, row) != "player":
        return HttpResponse(status=403)
    action = parse_action(request.POST, 0)
    if action is None or action.kind != D.R.LAY:
        refusal: IllegalAction | None = D.refuse("dp-bad-action")
        played = S.Played(row, refusal=refusal)
    else:
        played = S.submit(row.code, request.user, action)
    lang = get_language()
    context = game_context(played.row, request.user, "player", lang, refusal=played.refusal)
    if played.move is not None:
        context["accepted"] = True
    if request.headers.get("HX-Request"):
        return render(request, "lacle/duplicate/pupil_board.html", context)
    return render(request, "lacle/duplicate/game.html", context)


@require_safe
def preview(request: HttpRequest, code: str) -> HttpResponse:
    """The words the pending lay forms and its points (the Mots croisés preview's fragment),
    for a player of this game, from his own browser; it changes nothing."""
    row = _row(request, code)
    if S.role(request.user, row) != "player":
        return HttpResponse(status=403)
    action = parse_action(request.GET, 0)
    if action is None or action.kind != D.R.LAY or action.param("tiles") is None:
        return HttpResponse(status=400)
    game = D.from_json(row.state)
    try:
        words, points = D.preview(game, str(request.user.pk), action)
        context: dict = {"words": words, "points": points}
    except IllegalAction as refusal:
        context = {"why": refusal.why.render(get_language())}
    return HttpResponse(render_to_string("lacle/crossword_preview.html", context, request))


def _teacher_does(request: HttpRequest, code: str, act) -> HttpResponse:
    """The teacher's buttons: only the game's teacher, then back to his screen."""
    row = _row(request, code)
    if S.role(request.user, row) != "teacher":
        return HttpResponse(status=403)
    act(row.code)
    return redirect("games:lacle-duplicate", code=row.code)


@require_POST
def next_turn(request: HttpRequest, code: str) -> HttpResponse:
    return _teacher_does(request, code, S.teacher_next)


@require_POST
def stop(request: HttpRequest, code: str) -> HttpResponse:
    return _teacher_does(request, code, S.teacher_stop)


@require_safe
def state(request: HttpRequest, code: str) -> JsonResponse:
    """What the pages poll: the turn's version, the seconds left (and for the teacher, the moves
    handed in). Nothing of the game itself: the page reloads to see it."""
    row = _row(request, code)
    if not S.role(request.user, row):
        return JsonResponse({}, status=403)
    data = {
        "version": row.version,
        "remaining": S.remaining(row),
        "finished": row.status == DuplicateGame.Status.FINISHED,
    }
    role = S.role(request.user, row)
    if role == "teacher":  # his page lists who has played, and who has left
        data["moves"], data["away"] = row.moves, away_count(row)
    elif role == "player":
        S.seen(row, request.user)
    return JsonResponse(data)
