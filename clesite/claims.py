"""A browser's claim: a random token kept in its session, shared by the games and the lessons.

A guest (or a hot-seat computer) has no account: the tables know its seats by this token, and the
lessons file its answers under it, so that the classroom can count a guest's progress. Neither
the tables nor the lessons own it, hence this neutral place (docs/architecture.md, "The floors":
`theory` never imports `games`).
"""

from __future__ import annotations

import secrets

from django.http import HttpRequest

TOKEN_KEY = "player_token"


def new_player_token() -> str:
    return secrets.token_urlsafe(24)


def player_token(request: HttpRequest) -> str:
    """This browser's token, made on first use."""
    token = request.session.get(TOKEN_KEY)
    if not token:
        token = request.session[TOKEN_KEY] = new_player_token()
    return token
