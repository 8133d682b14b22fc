"""Site-wide pages: home and the error pages, in the site's style and language."""

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.template import loader
from django.views.decorators.http import require_safe

from clesite import catalogue


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "home.html", {"games": catalogue.games()})


@require_safe
def health(request: HttpRequest) -> HttpResponse:
    """For a load balancer (is this process answering?) and the load test's bare-view baseline:
    the whole middleware stack, no template, no database."""
    return HttpResponse("ok", content_type="text/plain")


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
