"""How far the site trusts whoever signs up as a teacher (`settings.TEACHER_SIGNUP`).

A teacher sees his pupils' work and watches his class's tables with every hand open, so an
account is worth having. "open" (the default) suits one school's own site: anyone may sign up.
"approval" suits a site shared by schools: a new account is created inactive, cannot log in,
and waits until an administrator ticks "Actif" on it in Django's admin (/admin/, Users).
"""

from __future__ import annotations

from django.conf import settings

OPEN, APPROVAL = "open", "approval"


def needs_approval() -> bool:
    return settings.TEACHER_SIGNUP == APPROVAL
