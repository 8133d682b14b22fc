"""The memo pages: small typed function views around the Django-free builders of theory.memos.

Reading needs no JavaScript: every staff is inline SVG rendered here. The interval memo is a GET
form; an htmx request gets only its result fragment (a django-template-partials partial).
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django.utils.functional import Promise
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe

from clesite import catalogue
from theory import memo_intervals, memos, signals

TITLES: dict[str, Promise] = {
    "hauteurs": _("Les hauteurs"),
    "durees": _("Les durées"),
    "intervalles": _("Les intervalles"),
    "gamme": _("La gamme et les altérations"),
    "son": _("Les quatre paramètres du son"),
}
SUMMARIES: dict[str, Promise] = {
    "hauteurs": _("Où s’écrit chaque note sur la portée, du Do grave au La aigu."),
    "durees": _("Double-croche, croche, noire, blanche : qui dure combien de temps ?"),
    "intervalles": _("Tierce, quarte, quinte : compter les notes pas à pas."),
    "gamme": _("La gamme de Do qui monte, qui descend, et ce que font vraiment ♭, ♯ et ♮."),
    "son": _("Volume, hauteur, durée, timbre : écouter ce qui change."),
}


def _lang() -> str:
    return get_language() or "fr"


def _game(slug: str) -> dict:
    """The game a memo prepares for: its name from the catalogue, a plain path (docs/architecture.md)."""
    found = catalogue.info(slug)
    name = found.name if found is not None else slug
    return {"slug": slug, "name": name, "url": f"/jeux/{slug}/"}


def _tabs(current: str) -> list[dict]:
    return [{"slug": s, "title": TITLES[s], "current": s == current} for s in memos.SLUGS]


def _link(slug: str | None) -> dict | None:
    return {"slug": slug, "title": TITLES[slug]} if slug else None


def _base(slug: str) -> dict:
    """What every memo page shows around its content: title, game, tabs, previous and next."""
    i = memos.SLUGS.index(slug)
    return {
        "slug": slug,
        "title": TITLES[slug],
        "game": _game(memos.GAME_OF[slug]),
        "tabs": _tabs(slug),
        "previous": _link(memos.SLUGS[i - 1] if i > 0 else None),
        "next": _link(memos.SLUGS[i + 1] if i + 1 < len(memos.SLUGS) else None),
    }


@require_safe
def memo_index(request: HttpRequest) -> HttpResponse:
    previews = memos.index_context(_lang())["previews"]
    cards = [
        {
            "slug": s,
            "title": TITLES[s],
            "summary": SUMMARIES[s],
            "game": _game(memos.GAME_OF[s]),
            "preview": previews[s],
        }
        for s in memos.SLUGS
    ]
    return render(request, "theory/index.html", {"cards": cards})


def _hauteurs(request: HttpRequest) -> HttpResponse:
    context = {**_base("hauteurs"), **memos.hauteurs_context(_lang())}
    return render(request, "theory/memo_hauteurs.html", context)


def _durees(request: HttpRequest) -> HttpResponse:
    raw = request.GET.get("tempo", "")
    tempo = int(raw) if raw in {str(t) for t in memos.TEMPOS} else memos.DEFAULT_TEMPO
    context = {**_base("durees"), **memos.durees_context(_lang(), tempo)}
    return render(request, "theory/memo_durees.html", context)


def _intervalles(request: HttpRequest) -> HttpResponse:
    query, errors = memo_intervals.parse_query(request.GET)
    context = {**_base("intervalles"), **memo_intervals.interval_context(query, errors, _lang())}
    template = "theory/memo_intervalles.html"
    if request.htmx and not request.htmx.history_restore_request:
        # htmx swaps only 2xx answers, so the fragment (error message included) comes with 200.
        response = render(request, template + "#result", context)
    else:
        response = render(request, template, context, status=400 if errors else 200)
    patch_vary_headers(response, ("HX-Request",))
    return response


def _gamme(request: HttpRequest) -> HttpResponse:
    context = {**_base("gamme"), **memos.gamme_context(_lang())}
    return render(request, "theory/memo_gamme.html", context)


def _son(request: HttpRequest) -> HttpResponse:
    context = {**_base("son"), **memos.son_context(_lang())}
    return render(request, "theory/memo_son.html", context)


PAGES: dict[str, Callable[[HttpRequest], HttpResponse]] = {
    "hauteurs": _hauteurs,
    "durees": _durees,
    "intervalles": _intervalles,
    "gamme": _gamme,
    "son": _son,
}


@require_safe
def memo(request: HttpRequest, memo: str) -> HttpResponse:
    """One memo page; an unknown slug is a 404."""
    page = PAGES.get(memo)
    if page is None:
        raise Http404(memo)
    signals.memo_shown.send(sender=None, user=request.user, memo=memo)  # a memo homework
    return page(request)
