"""/jeux/: the games, one game's page (start a table), its rules."""

from __future__ import annotations

from django import forms
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import get_language
from django.views.decorators.http import require_http_methods

from clesite import catalogue
from games.tables import access, classmates, kit, people, services
from games.tables.forms import NewTableForm
from games.tables.models import Table
from games.tables.services import SeatSpec


def _game(slug: str) -> kit.GameApp:
    """The installed game's declaration, or 404."""
    try:
        return kit.game(slug)
    except LookupError:
        raise Http404 from None


def _memos(game: kit.GameApp) -> list[dict]:
    return [{"url": f"/apprendre/{m.slug}/", "title": str(m.title)} for m in game.memos]


def games_index(request: HttpRequest) -> HttpResponse:
    return render(request, "tables/games.html", {"games": catalogue.installed()})


@require_http_methods(["GET", "HEAD", "POST"])
def game_page(request: HttpRequest, slug: str) -> HttpResponse:
    game = _game(slug)
    presenter = game.presenter_module()
    form_kwargs = {
        "min_players": game.min_players,
        "max_players": game.max_players,
        "levels": tuple(game.offered_levels()),
        "preset_bots": game.preset_bots,
        "teacher": bool(people.classes_taught(request.user)),
    }
    data = request.POST if request.method == "POST" else None
    name = people.pseudonym(request.user)  # a pupil plays under their class pseudonym
    form_kwargs["classmates"] = bool(name)
    setup, preset = classmates.replayed_setup(request)
    replay_of = (request.POST.get("rejouer") or request.GET.get("rejouer", ""))[:12]
    known = classmates.known_here(request, replay_of, request.POST.get(classmates.ATTEMPT, ""))[0]
    initial = {**setup, "my_name": name, "net_name": name, "player_1": name} if name else setup
    form = NewTableForm(data, initial=initial, **form_kwargs)
    for field in ("my_name", "net_name", "player_1") if name else ():
        form.fields[field].widget.attrs["readonly"] = True  # his pseudonym, whatever is typed
    # A link may preset the game's options: /jeux/<game>/?opt-code=ABC12 (a shared deal).
    preset |= {k[4:]: v[:40] for k, v in request.GET.items() if k.startswith("opt-")}
    options_form = game.options_form_class()(data, prefix="opt", initial=preset)
    if request.method == "POST" and form.is_valid() and options_form.is_valid():
        seat_specs = form.cleaned_data["seats"]
        try:
            options = options_form.options(form.cleaned_data["mode"], len(seat_specs))
        except forms.ValidationError as error:
            options_form.add_error(None, error)
        else:
            found = classmates.classmates_at_computer(request, form, known)
        if not form.errors and not options_form.errors:
            table = _create(request, slug, presenter, form.cleaned_data, found, options)
            classmates.remember_setup(request, table.code, found)
            return redirect("tables:table", code=table.code)
    token = classmates.attempt(request)  # a refused form's, for its codes already checked
    _known, replayed_names, typed_names = classmates.known_here(request, replay_of, token)
    return render(
        request,
        "tables/game.html",
        {
            "game": catalogue.info(slug),
            "form": form,
            "options_form": options_form,
            "memos": _memos(game),
            "one_player": game.max_players == 1,  # no opponents, no hot seat, no network
            "pupil_name": name,  # on one computer, only the pupil logged in is followed
            "replay_of": replay_of,
            "replayed_names": replayed_names,
            "typed_names": typed_names,
            "attempt": token,
            # A link that set the game's options (a shared deal) and a page as it first shows:
            # its start button comes first, not under the whole form.
            "from_link": data is None and any(k.startswith("opt-") for k in request.GET),
        },
        status=400 if request.method == "POST" else 200,
    )


def _seat(presenter, index: int, kind: str, value: str, token: str, user) -> SeatSpec:
    if kind == "human":
        return SeatSpec(name=value, player_token=token, user=user)
    if kind == "open":  # a networked table's free seat, for whoever joins with the code
        return SeatSpec(name="")
    return SeatSpec(name=presenter.bot_name(index, value), bot_level=value)


def _create(request: HttpRequest, slug: str, presenter, data: dict, classmates, options: dict):
    token = access.player_token(request)
    user = request.user if request.user.is_authenticated else None
    pseudonym = people.pseudonym(user)
    seat_specs = data["seats"]
    if pseudonym:
        # A pupil sits under his class pseudonym, never a name he types (issue 25, point 4): on
        # one computer too, where « Lea » for « Léa » recorded nothing of hers; the other names
        # there are his classmates'.
        seat_specs = [("human", pseudonym), *seat_specs[1:]]
    # A classmate who gave her code sits under her pseudonym as the class spells it; on one
    # computer a child typed without a code is nobody's account (his wins were the starter's).
    named = {i: people.pseudonym(classmate) for i, classmate in classmates.items()}
    alone = data["mode"] == Table.Mode.HOTSEAT
    seats = [
        _seat(presenter, i, kind, named.get(i, value), token,
              classmates.get(i, user if i == 0 or not alone else None))
        for i, (kind, value) in enumerate(seat_specs)
    ]  # fmt: skip
    return services.create_table(
        game=slug,
        mode=data["mode"],
        seats=seats,
        options=options,
        creator=user,
        creator_token=token,
        away_after=data.get("away_after") or 0,
        language=get_language(),
    )


def new_table(request: HttpRequest, slug: str) -> HttpResponse:
    """/jeux/<game>/nouvelle/: the start form lives on the game's page."""
    _game(slug)
    if request.method == "POST":
        return game_page(request, slug)
    return redirect("games:game", slug=slug)


def rules_page(request: HttpRequest, slug: str) -> HttpResponse:
    presenter = _game(slug).presenter_module()
    return render(
        request,
        presenter.rules_template,
        {"game": catalogue.info(slug), **presenter.rules_context()},
    )
