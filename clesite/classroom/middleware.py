"""Pupils' sessions end after a spell of inactivity (shared school computers).

A pupil who walks away from a computer is logged out once `PUPIL_IDLE_SECONDS` (settings; 20
minutes by default) pass without a request from their browser: the next child at that computer
finds the site logged out. Any request counts as activity, the table's polling included, so a
pupil in the middle of a game stays in. The last-seen time is written at most once a minute.
Teachers' sessions are not concerned (SESSION_COOKIE_AGE applies).
"""

from __future__ import annotations

import time

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import logout
from django.http import HttpRequest
from django.utils.translation import get_language
from django.utils.translation import gettext as _

SEEN_KEY = "pupil_seen"
WRITE_EVERY = 60


class PupilIdleTimeout:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest):
        user = getattr(request, "user", None)
        class_language, renew = "", False
        if user is not None and user.is_authenticated and _is_pupil(user):
            now = time.time()
            seen = request.session.get(SEEN_KEY)
            if seen is not None and now - float(seen) > settings.PUPIL_IDLE_SECONDS:
                class_language = user.pupil.classroom.language  # for the next child here
                logout(request)
                request.pupil_timed_out = True  # said once (`theory.lesson_views`)
                messages.info(
                    request, _("Ta session est terminée : tu n’as rien fait depuis un moment.")
                )
            elif seen is None or now - float(seen) > WRITE_EVERY:
                request.session[SEEN_KEY] = now  # her session's cookie is sent anew with it
                renew = True
        response = self.get_response(request)
        if class_language:
            response.set_cookie(
                settings.LANGUAGE_COOKIE_NAME, class_language, max_age=settings.LANGUAGE_COOKIE_AGE
            )
        elif renew and settings.LANGUAGE_COOKIE_NAME not in response.cookies:
            # Her language lasts as long as her login (`join._log_in`): renewed together.
            language = request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME) or get_language()
            response.set_cookie(
                settings.LANGUAGE_COOKIE_NAME, language, max_age=settings.PUPIL_IDLE_SECONDS
            )
        return response


def _is_pupil(user) -> bool:
    from clesite.classroom.api import pupil_of

    return pupil_of(user) is not None
