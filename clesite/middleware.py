"""Requests carrying control characters are refused before any view sees them.

PostgreSQL refuses a NUL byte in text (a class code "AB\\x00" was a 500), and no name, code or
answer a person types holds a control character: a request whose path, query or form holds one
gets the 400 page with a plain reason, in the visitor's language, and changes nothing. Tabs and
line breaks stay allowed in form values (a teacher's list of pupils is one name per line).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from django.http import HttpRequest
from django.utils.translation import gettext as _

from clesite.views import bad_request_because

IN_PATH = re.compile(r"[\x00-\x1f\x7f]")
IN_VALUE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _pairs(query) -> Iterable[tuple[str, str]]:
    for key, values in query.lists():
        for value in values:
            yield key, value if isinstance(value, str) else ""


def has_control_characters(request: HttpRequest) -> bool:
    if IN_PATH.search(request.path):
        return True
    forms = [request.GET]
    if request.method == "POST" and request.content_type in (
        "application/x-www-form-urlencoded",
        "multipart/form-data",
    ):
        forms.append(request.POST)
    return any(
        IN_PATH.search(key) or IN_VALUE.search(value)
        for form in forms
        for key, value in _pairs(form)
    )


class RefuseControlCharacters:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest):
        if has_control_characters(request):
            return bad_request_because(
                request,
                _(
                    "Ce qui a été envoyé contient un caractère invisible qu’aucun nom ni "
                    "aucun code ne contient. Rien n’a été changé."
                ),
            )
        return self.get_response(request)
