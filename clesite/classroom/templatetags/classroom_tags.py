"""Template helpers of the classroom: durations, shares, and the home page's block."""

from __future__ import annotations

from datetime import timedelta

from django import template
from django.utils import timezone
from django.utils.translation import gettext as _

from clesite.classroom import api

register = template.Library()


@register.filter
def duration(value: timedelta | None) -> str:
    """ "0 min", "35 min", "1 h 05"."""
    minutes = round((value or timedelta(0)).total_seconds() / 60)
    if minutes < 60:
        return _("%(m)s min") % {"m": minutes}
    return _("%(h)s h %(m)02d") % {"h": minutes // 60, "m": minutes % 60}


@register.filter
def percent(value: float | None) -> str:
    return _("%(p)s %%") % {"p": round(100 * (value or 0))}


@register.inclusion_tag("classroom/includes/home_block_inner.html", takes_context=True)
def classroom_home_block(context) -> dict:
    """What the site's home page shows of the classroom: a pupil's homework and a way out,
    a teacher's classes, or for anyone else the way in for pupils."""
    request = context.get("request")
    user = getattr(request, "user", None)
    pupil = api.pupil_of(user)
    out: dict = {"pupil": pupil, "request": request, "csrf_token": context.get("csrf_token")}
    if pupil is not None:
        from clesite.classroom import analytics, played, reports

        answers = analytics.answers_by_user([pupil.user_id]).get(pupil.user_id, [])
        games = played.played_by([pupil.user_id]).get(pupil.user_id, played.Played())
        today = timezone.localdate()
        out["assignments"] = [
            (a, reports.assignment_status(a, answers, games, today))
            for a in pupil.classroom.assignments.filter(due__gte=today - timedelta(days=7))
        ]
    elif user is not None and user.is_authenticated:
        out["classrooms"] = list(user.classrooms.filter(archived_at__isnull=True)[:6])
    return out


@register.simple_tag
def assignment_label(assignment) -> str:
    from clesite.classroom.sources import assignment_label as label

    return label(assignment.kind, assignment.target, assignment.count)


@register.inclusion_tag("classroom/includes/identity.html", takes_context=True)
def identity_bar(context) -> dict:
    """The logged-in pupil's "Ce n’est pas moi / Se déconnecter" bar, for any page's layout."""
    request = context.get("request")
    return {
        "pupil": api.pupil_of(getattr(request, "user", None)),
        "csrf_token": context.get("csrf_token"),
    }
