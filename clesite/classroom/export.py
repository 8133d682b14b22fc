"""CSV and JSON downloads: the class grid, a pupil's history, all of a pupil's data.

CSV files start with a byte-order mark and use the list separator of the page's language's
spreadsheets: the semicolon in French and Romanian, the comma in English.
"""

from __future__ import annotations

import csv
import io
import json
from datetime import datetime

from django.contrib.auth import get_user_model
from django.http import HttpResponse
from django.utils import formats, timezone, translation
from django.utils.text import slugify
from django.utils.translation import gettext as _

from clesite.classroom import analytics, examples, reports, sources
from clesite.classroom.concepts import concept, misconception_label
from clesite.classroom.models import (
    Activity,
    ConceptState,
    JoinAttempt,
    MemoVisit,
    Pupil,
)
from games.tables import signals
from games.tables.models import Seat, Table
from theory.models import ConceptBox, LessonProgress, LessonRun

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _inert(cell):
    """A text a spreadsheet would run as a formula (a pseudonym "=HYPERLINK(…)") is kept as
    text: a leading apostrophe, which spreadsheets show as nothing."""
    return f"'{cell}" if isinstance(cell, str) and cell.startswith(FORMULA_STARTS) else cell


def _csv_response(rows: list[list], filename: str) -> HttpResponse:
    # A spreadsheet splits a file at its language's list separator: the semicolon where the
    # decimal mark is a comma (French, Romanian), the comma in English.
    delimiter = "," if translation.get_language() == "en" else ";"
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=delimiter, lineterminator="\r\n")
    writer.writerows([_inert(cell) for cell in row] for row in rows)
    response = HttpResponse("\ufeff" + buffer.getvalue(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def _minutes(delta) -> int:
    return round(delta.total_seconds() / 60)


def _local(moment: datetime) -> str:
    return timezone.localtime(moment).strftime("%Y-%m-%d %H:%M:%S")


def _date(day) -> str:
    return formats.date_format(day, "SHORT_DATE_FORMAT")


def _homework(status) -> str:
    if status is None:  # a pupil who joined after the report's homework list was read
        return ""
    if status.memo:  # opened since it was set, or not
        done = _("ouvert") if status.finished else _("pas ouvert")
    elif status.lesson:  # a lesson is passed or not: no count
        done = (
            _("réussie")
            if status.finished
            else _("commencée")
            if status.started
            else _("pas commencée")
        )
    else:
        # « 1 sur 2 »: « 1/2 » opens as a date (1 février) in a French spreadsheet.
        done = _("%(done)s sur %(count)s") % {"done": status.done, "count": status.count}
    return _("%(done)s en retard") % {"done": done} if status.late else done


def grid_csv(report: reports.ClassReport) -> HttpResponse:
    header = [_("Élève")]
    header += [f"{concept(c.code).label} ({c.code})" for c in report.columns]
    header += [
        _("Réponses"),
        _("Réponses comptées"),
        _("Justes parmi les réponses comptées (%)"),
        _("Temps actif (min)"),
        _("Parties jouées"),
        _("Parties gagnées"),
    ]
    # Each homework in a column: « 2/3 », « 3/3 », « 1/3 en retard », as on the dashboard.
    header += [
        _("%(what)s (devoir pour le %(due)s)") % {"what": h.label, "due": _date(h.assignment.due)}
        for h in report.assignments
    ]
    progress = {h.assignment.pk: {p.pk: s for p, s in h.statuses} for h in report.assignments}
    rows = [header]
    for row in report.rows:
        s = row.summary
        rows.append(
            [row.pupil.pseudonym]
            + [str(cell.level.label) for cell in row.cells]
            + [
                s.answers,
                s.decisions,
                round(100 * s.right_share),
                _minutes(s.active),
                row.games.total.played,
                row.games.total.won,
            ]
            + [_homework(progress[h.assignment.pk].get(row.pupil.pk)) for h in report.assignments]
        )
    name = slugify(f"{report.classroom.name}-{report.classroom.code}") or "classe"
    what = slugify(_("grille"))
    return _csv_response(rows, f"{name}-{what}.csv")


def history_rows(answers: list[analytics.Answer], note_names: str | None = None) -> list[list]:
    rows = [
        [
            _("Date"),
            _("Activité"),
            _("Table ou exercice"),
            _("Notion"),
            _("Code de la notion"),
            _("Juste"),
            _("Erreur type"),
            _("Détail"),
            _("Comptée dans le niveau"),
            _("Aide affichée"),
        ]
    ]
    titles = sources.exercise_titles({a.source for a in answers})
    for a in answers:
        rows.append(
            [
                _local(a.at),
                sources.source_label(a.source, titles),
                sources.context_label(a.source, a.context),
                str(concept(a.concept).label),
                a.concept,
                _("oui") if a.correct else _("non"),
                misconception_label(a.misconception, keep_unknown=True) if a.misconception else "",
                # In words, as the dashboard tells it (the raw fields: the JSON export)
                examples.describe(a, note_names),
                _("oui") if a.evidence.counts else _("non"),
                _("oui") if (a.weight or {}).get("hinted") or (a.weight or {}).get("hint") else "",
            ]
        )
    return rows


def history_csv(pupil: Pupil) -> HttpResponse:
    answers = analytics.answers_by_user([pupil.user_id], all_details=True).get(pupil.user_id, [])
    name = slugify(pupil.pseudonym) or "eleve"
    what = slugify(_("historique"))
    rows = history_rows(answers, pupil.classroom.note_names)  # its notes named as the class does
    return _csv_response(rows, f"{name}-{what}.csv")


def _kept_beside(user_id: int) -> dict:
    """What else the site keeps about a pupil besides her answers (a privacy review found the
    export, « everything », without them): lessons, the reviews' boxes, a lesson under way,
    memo pages opened, each notion's summary, her time, the tables she started."""
    when = _iso
    return {
        "lessons": [
            {"lesson": p.lesson, "passed": p.passed, "best": p.best, "passed_on": when(p.passed_on)}
            for p in LessonProgress.objects.filter(user_id=user_id).order_by("lesson")
        ],
        "review_boxes": [
            {
                "concept": b.concept,
                "box": b.box,
                "due": when(b.due),
                "right": b.right,
                "wrong": b.wrong,
            }
            for b in ConceptBox.objects.filter(user_id=user_id).order_by("concept")
        ],  # fmt: skip
        "lessons_under_way": [
            {"key": r.key, "run": r.run, "updated_at": when(r.updated_at)}
            for r in LessonRun.objects.filter(user_id=user_id).order_by("key")
        ],
        "memo_pages_opened": [
            {
                "memo": v.memo,
                "first_at": when(v.first_at),
                "last_at": when(v.last_at),
                "visits": v.visits,
            }
            for v in MemoVisit.objects.filter(user_id=user_id).order_by("memo")
        ],  # fmt: skip
        "notions": [
            {
                "concept": c.concept,
                "p_known": round(c.p_known, 4),
                "answers": c.answers,
                "right": c.right,
                "last_at": when(c.last_at),
            }
            for c in ConceptState.objects.filter(user_id=user_id).order_by("concept")
        ],  # fmt: skip
        "active_time_seconds": int(
            sum((a.active.total_seconds() for a in Activity.objects.filter(user_id=user_id)), 0)
        ),
        "tables_started": [
            {"table": t.code, "game": t.game, "created_at": when(t.created_at)}
            for t in Table.objects.filter(creator_id=user_id).order_by("created_at")
        ],
        **_kept_by_games(user_id),
    }


def _kept_by_games(user_id: int) -> dict:
    """What each game keeps of its own about her (`signals.personal_data`: La Clé's duplicates)."""
    user = get_user_model().objects.get(pk=user_id)
    out: dict = {}
    for _receiver, sections in signals.personal_data.send(Pupil, user=user):
        out.update(sections or {})
    return out


def _iso(value) -> str | None:
    return value.isoformat() if value is not None else None


def pupil_json(pupil: Pupil) -> HttpResponse:
    """Everything the site keeps about one pupil, before the teacher deletes it."""
    answers = analytics.answers_by_user([pupil.user_id], all_details=True).get(pupil.user_id, [])
    seats = Seat.objects.filter(user_id=pupil.user_id).select_related("table")
    data = {
        "pupil": {
            "pseudonym": pupil.pseudonym,
            "class": pupil.classroom.name,
            "class_code": pupil.classroom.code,
            "created_at": pupil.created_at.isoformat(),
        },
        "learning_events": [
            {
                "at": a.at.isoformat(),
                "source": a.source,
                "context": a.context,
                "concept": a.concept,
                "correct": a.correct,
                "misconception": a.misconception,
                "detail": a.detail,
            }
            for a in answers
        ],
        "tables": [
            {
                "table": s.table.code,
                "game": s.table.game,
                "seat": s.index,
                "name": s.name,
                "status": s.table.status,
                "created_at": s.table.created_at.isoformat(),
            }
            for s in seats
        ],
        "login_attempts": [
            {"at": j.created_at.isoformat(), "succeeded": j.succeeded}
            for j in JoinAttempt.objects.filter(pupil=pupil).order_by("created_at")
        ],
        **_kept_beside(pupil.user_id),
    }
    response = HttpResponse(
        json.dumps(data, ensure_ascii=False, indent=2), content_type="application/json"
    )
    name = slugify(pupil.pseudonym) or "eleve"
    what = slugify(_("données"))
    response["Content-Disposition"] = f'attachment; filename="{name}-{what}.json"'
    return response
