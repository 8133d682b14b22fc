"""What every page's layout needs: the navigation and the language switcher."""

from django.conf import settings
from django.http import HttpRequest
from django.urls import NoReverseMatch, reverse
from django.utils.translation import gettext_lazy as _

NAVIGATION = (
    ("play", _("Jouer"), "games:index"),
    ("learn", _("Apprendre"), "theory:memo-index"),
    ("lessons", _("Leçons"), "lessons:index"),
    ("class", _("Ma classe"), "classroom:index"),
)
# Other sections a menu item stands for: a table is played in "Jouer".
ALSO = {"play": ("/tables/",)}


def _url_or_none(name: str) -> str | None:
    """A section whose app is not installed yet has no URL: the layout shows it as coming."""
    try:
        return reverse(name)
    except NoReverseMatch:
        return None


def navigation(path: str) -> list[dict]:
    items = []
    for key, label, url_name in NAVIGATION:
        url = _url_or_none(url_name)
        also = [a if a.startswith("/") else _url_or_none(a) for a in ALSO.get(key, ())]
        prefixes = [p for p in (url, *also) if p and p != "/"]
        items.append(
            {
                "key": key,
                "label": label,
                "url": url,
                "current": bool(url) and any(path.startswith(p) for p in prefixes),
            }
        )
    return items


def _adult_visitor(request: HttpRequest) -> bool:
    """A teacher (an account with an email: a pupil's never has one) is spoken to as « vous »
    in the layout's messages, a child or a guest as « tu »."""
    user = getattr(request, "user", None)
    return bool(user is not None and user.is_authenticated and user.email)


def site(request: HttpRequest) -> dict:
    return {
        "site_name": settings.SITE_NAME,
        "nav_items": navigation(request.path),
        "site_languages": settings.LANGUAGES,
        # called only by a template that says it (a board's fragment never reads the user)
        "adult_visitor": lambda: _adult_visitor(request),
    }
