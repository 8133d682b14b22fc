"""Site-wide pages: home and the error pages, in the site's style and language."""

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.template import loader
from django.views import i18n
from django.views.decorators.http import require_safe

from clesite import catalogue


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "home.html", {"games": catalogue.games()})


@require_safe
def health(request: HttpRequest) -> HttpResponse:
    """For a load balancer (is this process answering?) and the load test's bare-view baseline:
    the whole middleware stack, no template, no database."""
    return HttpResponse("ok", content_type="text/plain")


CHOSEN_LANGUAGE = "chosen_language"


def set_language(request: HttpRequest) -> HttpResponse:
    """Django's own, and the click remembered as a choice for this session: the pupil's login
    steps speak her class's language, not whatever a cookie on a shared computer says, but
    they give way to a language she clicked (a crawl found the buttons did nothing there)."""
    response = i18n.set_language(request)
    language = request.POST.get("language", "")
    if request.method == "POST" and language in dict(settings.LANGUAGES):
        request.session[CHOSEN_LANGUAGE] = language
        if _is_pupil(request):  # a pupil's language lasts as her login does (`join._log_in`)
            response.set_cookie(
                settings.LANGUAGE_COOKIE_NAME, language, max_age=settings.PUPIL_IDLE_SECONDS
            )
    return response


def _is_pupil(request: HttpRequest) -> bool:
    user = getattr(request, "user", None)
    return bool(user and user.is_authenticated and getattr(user, "pupil", None) is not None)


def chosen_language(request: HttpRequest) -> str:
    """The language clicked in this session, if any ("" otherwise)."""
    language = request.session.get(CHOSEN_LANGUAGE, "")
    return language if language in dict(settings.LANGUAGES) else ""


def _adult(request: HttpRequest) -> bool:
    """A teacher is spoken to as « vous » and sent back to his classes, a child as « tu »."""
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return False
    return getattr(user, "pupil", None) is None


def _error(request: HttpRequest, status: int) -> HttpResponse:
    return render(request, f"{status}.html", {"adult": _adult(request)}, status=status)


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _error(request, 400)


def bad_request_because(request: HttpRequest, reason: str) -> HttpResponse:
    """The 400 page with the reason in words (the generic sentence when none is known)."""
    context = {"reason": reason, "adult": _adult(request)}
    return render(request, "400.html", context, status=400)


def permission_denied(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _error(request, 403)


def page_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _error(request, 404)


def server_error(request: HttpRequest) -> HttpResponse:
    """No context processors, no database: this page must render when everything else fails."""
    template = loader.get_template("500.html")
    return HttpResponse(template.render({"request": request, "bare": True}), status=500)


def error_preview(request: HttpRequest, status: int) -> HttpResponse:
    """Lets a designer see an error page while DEBUG is on (Django shows its debug page instead)."""
    if status not in (400, 403, 404, 500):
        raise Http404
    if status == 500:
        return server_error(request)
    return _error(request, status)
