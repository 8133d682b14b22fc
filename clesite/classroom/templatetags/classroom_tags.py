"""Template helpers of the classroom: durations, shares, and the home page's block."""

from __future__ import annotations

from datetime import timedelta

from django import template
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from clesite.classroom import api

register = template.Library()

# The grid's cells carry a short class (classroom.css draws the level's colour and symbol from
# it) and the level in words for screen readers: 720 cells in a class of 30 (issue 24).
CELL_CLASS = {
    "none": "l0", "discovery": "l1", "few": "lf", "uncounted": "lu", "progress": "l2",
    "acquired": "l3", "mastered": "l4",
}  # fmt: skip


_CELL_HTML: dict[tuple[str, str], str] = {}  # (language, level) → its cell's HTML


@register.simple_tag
def grid_cells(cells) -> SafeString:
    """A grid row's cells, joined in Python: one piece of HTML per level and language, made
    once per process. The shortest HTML allows (a class without quotes, no `</td>`: the next
    cell or `</tr>` ends it), as each piece comes 720 times in a class of 30."""
    language = get_language()
    out = []
    for cell in cells:
        level = cell.level
        piece = _CELL_HTML.get((language, level.key))
        if piece is None:
            piece = format_html("<td class={}>{}", CELL_CLASS[level.key], level.label)
            _CELL_HTML[language, level.key] = piece
        out.append(piece)
    return mark_safe("".join(out))  # noqa: S308 - each piece is escaped by format_html


@register.simple_tag
def homework_pupils(row) -> SafeString:
    """A homework's pupils on the dashboard, joined in Python (90 of them at three homeworks):
    a chip for each who has not finished, what the teacher acts on, a plain list of those who
    have. Lateness is said once, above (« 23 en retard »), not on each chip."""
    words = (
        format_html(" <small>{}</small>", _("commencée")),
        format_html("<span class=visually-hidden> {}</span>", _("commencé")),
    )
    chips = [_chip(p, s, words) for p, s in row.statuses if not s.finished]
    finished = [(p.pseudonym, _miss(s, "({})")) for p, s in row.statuses if s.finished]
    out = []
    if chips:
        items = format_html_join("", "<li{}><span aria-hidden=true>{}</span> {}{}{}</li>", chips)
        out.append(format_html("<ul class=hw-pupils>{}</ul>", items))
    if finished:
        out.append(
            format_html(
                "<p class=hw-done><span aria-hidden=true>✓</span> {} <span class=hw-done-names>"
                "{}</span></p>",
                _("Ont fini :"),
                format_html_join("", "<span>{}{}</span>", finished),
            )
        )
    return mark_safe("".join(out))  # noqa: S308 - each piece is escaped by format_html


def _chip(pupil, status, words) -> tuple:
    """One chip's pieces: its class, its mark, the name, how far (« 1/2 », « commencée »: a
    lesson is passed or not; nothing for a memo page) and the mistakes."""
    lesson_started, hidden_started = words
    if status.memo:
        told = ""
    elif status.lesson:
        told = lesson_started if status.started else ""
    else:
        told = format_html(" <small>{}/{}</small>", status.done, status.count)
        if status.started and not status.done:  # answers given, none right yet
            told = hidden_started + told
    css = " class=late" if status.late else " class=started" if status.started else ""
    mark = "◐" if status.started else "○"
    return css, mark, pupil.pseudonym, told, _miss(status, "{}")


def _miss(status, shape: str) -> str:
    if not status.mistakes:
        return ""
    n = status.mistakes
    told = ngettext("%(n)s erreur", "%(n)s erreurs", n) % {"n": n}
    return format_html(" <small class=hw-miss>" + shape + "</small>", told)


@register.filter
def due_date(value) -> str:
    """A homework's day in the language's own way: « mardi 1 décembre », « marți, 1 decembrie »
    (Django writes « Marți 1 Decembrie »: Romanian days and months take no capital),
    « Tuesday 1 December »."""
    if not value:
        return ""
    # A date more than ten months away says its year (« jeudi 1 janvier » was in 2099).
    days = (value - timezone.localdate()).days
    far = abs(days) > 300
    text = date_format(value, _("l j F Y") if far else _("l j F"))
    text = text.lower() if get_language() == "ro" else text
    if days in (0, 1):  # a child reads « (aujourd’hui) » faster than the day's name
        return (
            _("%(day)s (aujourd’hui)") % {"day": text}
            if days == 0
            else _("%(day)s (demain)") % {"day": text}
        )
    return text


NEWS_DAYS = 3  # how long a homework says « nouveau » or « changé » on a pupil's list


@register.filter
def homework_news(assignment) -> str:
    """ "new" for a homework given in the last days, "changed" for one whose count or date the
    teacher changed since (a pupil went from ✓ to « 11 / 12 » and nothing said why)."""
    since = timezone.now() - timedelta(days=NEWS_DAYS)
    if assignment.changed_at and assignment.changed_at >= since:
        return "changed"
    return "new" if assignment.created_at >= since else ""


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
        from clesite.classroom import analytics, class_stats, homework, lessons_passed, played

        answers = analytics.answers_by_user([pupil.user_id]).get(pupil.user_id, [])
        games = played.played_by([pupil.user_id]).get(pupil.user_id, played.Played())
        passed = {p.slug for p in lessons_passed.passed_by([pupil.user_id]).get(pupil.user_id, [])}
        opened = class_stats.memos_opened([pupil.user_id]).get(pupil.user_id)
        today = timezone.localdate()
        out["assignments"] = homework.for_the_pupil(
            [
                (a, homework.assignment_status(a, answers, games, today, passed, opened))
                for a in pupil.classroom.assignments.filter(due__gte=today - timedelta(days=7))
            ],
            today,
        )
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


@register.simple_tag
def assignment_url(assignment) -> str:
    from clesite.classroom.sources import assignment_url as url

    return url(assignment.kind, assignment.target)


@register.filter
def breakable_url(url: str) -> SafeString:
    """An address that may wrap only after a « / » (a card printed « …/rejo » then « indre/»:
    a child types what she reads)."""
    from django.utils.html import escape

    return mark_safe("/<wbr>".join(escape(part) for part in str(url).split("/")))
