"""Who may see what: a teacher sees only their own classes, a pupil only themselves.

Each view calls one of these on its first line. The answers, tested as a matrix in
tests/classroom/test_access_matrix.py:

- anonymous on a teacher's page: redirected to the login page;
- a pupil on a teacher's page: 403 (a page that says it is not for them);
- a teacher on another teacher's class or pupil: 404, as if it did not exist.
"""

from __future__ import annotations

from functools import wraps
from urllib.parse import urlsplit

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest
from django.shortcuts import get_object_or_404
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _

from clesite.classroom import api
from clesite.classroom.models import Classroom, Pupil


class LoginRequired(Exception):
    """Raised by a check for an anonymous visitor; the view answers with a redirect."""


def is_pupil(user) -> bool:
    return api.pupil_of(user) is not None


def require_teacher(request: HttpRequest) -> None:
    """Logged in, and not as a pupil."""
    user = request.user
    if not user.is_authenticated:
        raise LoginRequired
    if is_pupil(user):
        raise PermissionDenied


def teacher_classroom(request: HttpRequest, code: str) -> Classroom:
    require_teacher(request)
    return get_object_or_404(Classroom, code=code.upper(), teacher=request.user)


def teacher_pupil(request: HttpRequest, code: str, pk: int) -> tuple[Classroom, Pupil]:
    classroom = teacher_classroom(request, code)
    pupil = get_object_or_404(Pupil, pk=pk, classroom=classroom)
    return classroom, pupil


def login_redirect(request: HttpRequest):
    """To the login page, then back. A form sent once the session had closed comes back to the
    page it was sent from (its address takes no GET: a reviewer's teacher landed on « Page à
    ouvrir par un bouton », her homework gone), and is told to send it again."""
    if request.method in ("GET", "HEAD"):
        return redirect_to_login(request.get_full_path(), settings.LOGIN_URL)
    back = request.headers.get("Referer", "")
    if not url_has_allowed_host_and_scheme(back, {request.get_host()}, request.is_secure()):
        back = ""
    parts = urlsplit(back)
    messages.info(
        request,
        _(
            "Votre session s’était fermée : ce que vous veniez d’envoyer n’a pas été enregistré. "
            "Reconnectez-vous, puis recommencez."
        ),
    )
    return redirect_to_login(
        (parts.path + (f"?{parts.query}" if parts.query else "")) or "/", settings.LOGIN_URL
    )


def pupil_in(code: str, pk: int) -> Pupil:
    """A pupil of a class open to logins (the join pages)."""
    pupil = get_object_or_404(
        Pupil.objects.select_related("classroom", "user"),
        pk=pk,
        classroom__code=code.upper(),
    )
    if pupil.classroom.archived:
        raise Http404
    return pupil


def checked(view):
    """Turns a `LoginRequired` raised by the view's first-line check into the login redirect."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs):
        try:
            return view(request, *args, **kwargs)
        except LoginRequired:
            return login_redirect(request)

    return wrapper


def open_classroom(code: str) -> Classroom:
    """A class pupils may log in to: it exists and is not archived (else 404)."""
    return get_object_or_404(Classroom, code=code.upper(), archived_at__isnull=True)
