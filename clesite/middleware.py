"""Requests carrying control characters are refused before any view sees them.

PostgreSQL refuses a NUL byte in text (a class code "AB\\x00" was a 500), and no name, code or
answer a person types holds a control character: a request whose path, query or form holds one
gets the 400 page with a plain reason, in the visitor's language, and changes nothing. Tabs and
line breaks stay allowed in form values (a teacher's list of pupils is one name per line); a
word processor's soft line break or page break in a form is read as a line break.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from django.conf import settings
from django.http import HttpRequest
from django.shortcuts import render
from django.utils.translation import gettext as _

from clesite.views import bad_request_because

IN_PATH = re.compile(r"[\x00-\x1f\x7f]")
IN_VALUE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
FORMS = ("application/x-www-form-urlencoded", "multipart/form-data")


def _pairs(query) -> Iterable[tuple[str, str]]:
    for key, values in query.lists():
        for value in values:
            yield key, value if isinstance(value, str) else ""


def has_control_characters(request: HttpRequest) -> bool:
    if IN_PATH.search(request.path):
        return True
    forms = [request.GET]
    if request.method == "POST" and request.content_type in FORMS:
        forms.append(request.POST)
    return any(
        IN_PATH.search(key) or IN_VALUE.search(value)
        for form in forms
        for key, value in _pairs(form)
    )


PAGE_BREAKS = re.compile(r"[\x0b\x0c]")


def _page_breaks_as_line_breaks(request: HttpRequest) -> None:
    """A list pasted from a word processor carries its soft line breaks (a vertical tab) and
    page breaks: they are line breaks to the teacher, not a reason to lose the whole list."""
    if request.method != "POST" or request.content_type not in FORMS:
        return
    if not any(PAGE_BREAKS.search(v) for _k, v in _pairs(request.POST)):
        return
    fixed = request.POST.copy()
    for key, values in fixed.lists():
        fixed.setlist(key, [PAGE_BREAKS.sub("\n", v) for v in values])
    fixed._mutable = False
    request.POST = fixed


class RefuseControlCharacters:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest):
        _page_breaks_as_line_breaks(request)
        if has_control_characters(request):
            return bad_request_because(
                request,
                _(
                    "Ce qui a été envoyé contient un caractère invisible qu’aucun nom ni "
                    "aucun code ne contient. Rien n’a été changé."
                ),
            )
        return self.get_response(request)


class SecurityPolicy:
    """Every answer says what the page may load and use: a Content-Security-Policy with no inline
    script and no evaluated code (all scripts are files of /static/, so no nonce is needed), and
    a Permissions-Policy turning off the devices a music class never needs. Both are settings
    (`CONTENT_SECURITY_POLICY`, `PERMISSIONS_POLICY`); an empty one is not sent."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest):
        response = self.get_response(request)
        for header, value in (
            ("Content-Security-Policy", settings.CONTENT_SECURITY_POLICY),
            ("Permissions-Policy", settings.PERMISSIONS_POLICY),
        ):
            if value and header not in response:
                response[header] = value
        return response


class ExplainMethodNotAllowed:
    """A button's address typed or bookmarked (a GET where only a form's POST goes) answered
    Django's empty 405: a blank page. A page asked for by a person now says why, in words, with
    the way back; the status stays 405, and a script or an htmx request gets it bare."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest):
        response = self.get_response(request)
        if (
            response.status_code == 405
            and request.method == "GET"
            and not response.content
            and not request.headers.get("HX-Request")
            and "text/html" in request.headers.get("Accept", "")
        ):
            page = render(request, "405.html", status=405)
            page["Allow"] = response.get("Allow", "")
            return page
        return response
