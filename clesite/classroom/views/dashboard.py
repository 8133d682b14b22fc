"""/classe/<code>/: a class's dashboard, and each of its parts fetched when opened (issue 24).

The page holds what a teacher needs at first sight; each heavy part is a small view of its own
that checks access on its first line (only the class's teacher), like every classroom view.
htmx gets the part alone; a plain request (a closed part's link, without JavaScript) gets it as
a page of its own.
"""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from clesite.classroom import access, reports
from clesite.classroom import dashboard as parts
from clesite.classroom.concepts import LEGEND
from clesite.classroom.forms import (
    ADD_PUPILS_DRAFT,
    ASSIGNMENT_DRAFT,
    AddPupilsForm,
    AssignmentForm,
)
from clesite.classroom.played import playing_now


@access.checked
@require_safe
def dashboard(request: HttpRequest, code: str) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    return render(
        request,
        "classroom/dashboard.html",
        {
            "classroom": classroom,
            "report": parts.first_sight(classroom),
            "levels": LEGEND,
            "add_form": _add_form(request),
            "assignment_form": _assignment_form(request, classroom.teacher_id),
        },
    )


def _assignment_form(request: HttpRequest, teacher) -> AssignmentForm:
    """The homework form, with what was just refused and why, if it was."""
    draft = request.session.pop(ASSIGNMENT_DRAFT, None)
    if not isinstance(draft, dict):
        return AssignmentForm(teacher=teacher)
    form = AssignmentForm(draft, teacher=teacher)
    form.is_valid()  # its errors show beside its fields
    return form


def _add_form(request: HttpRequest) -> AddPupilsForm:
    """The form to add pupils, with the list just refused and why, if there was one."""
    draft = request.session.pop(ADD_PUPILS_DRAFT, None)
    if draft is None:
        return AddPupilsForm()
    form = AddPupilsForm({"names": draft})
    form.is_valid()  # its errors show beside the box
    return form


@access.checked
@require_safe
def live(request: HttpRequest, code: str) -> HttpResponse:
    """The tables playing now: the dashboard refreshes this part every few seconds."""
    classroom = access.teacher_classroom(request, code)
    names = dict(classroom.pupils.values_list("user_id", "pseudonym"))
    return render(
        request,
        "classroom/dashboard.html#live",
        {"classroom": classroom, "report": {"live": playing_now(names)}},
    )


def _part(request, classroom, template: str, title: str, context: dict, status: int = 200):
    context = {"classroom": classroom, **context}
    if request.htmx:
        return render(request, f"classroom/parts/{template}", context, status=status)
    page = {**context, "part": f"classroom/parts/{template}", "title": title}
    return render(request, "classroom/part_page.html", page, status=status)


@access.checked
@require_safe
def mistakes(request: HttpRequest, code: str) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    _pupils, names_of = reports.class_pupils(classroom)
    found = reports.class_misconceptions(classroom, names_of)
    return _part(request, classroom, "mistakes.html", _("Erreurs fréquentes"),
                 {"misconceptions": found})  # fmt: skip


@access.checked
@require_safe
def activities(request: HttpRequest, code: str) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    _pupils, names_of = reports.class_pupils(classroom)
    found = reports.class_sources(names_of)
    return _part(request, classroom, "activities.html", _("Activités"), {"sources": found})


@access.checked
@require_safe
def pupils(request: HttpRequest, code: str) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    rows = parts.pupils_list(classroom)
    return _part(request, classroom, "pupils.html", _("Élèves"), {"rows": rows})


@access.checked
@require_safe
def cells(request: HttpRequest, code: str) -> HttpResponse:
    """One pupil's row of the grid told in words: `?eleve=<pk>`, a pupil of this class."""
    classroom = access.teacher_classroom(request, code)
    chosen = request.GET.get("eleve", "")
    found = parts.pupil_cells(classroom, int(chosen)) if chosen.isdigit() else None
    if found is None:  # htmx swaps only a 200: the message shows where the list would
        message = _("Choisissez un élève de la classe dans la liste.")
        return _part(request, classroom, "refused.html", _("Élève introuvable"),
                     {"message": message}, status=200 if request.htmx else 400)  # fmt: skip
    pupil, found_cells = found
    title = _("%(name)s, notion par notion") % {"name": pupil.pseudonym}
    return _part(request, classroom, "cells.html", title, {"pupil": pupil, "cells": found_cells})


@access.checked
@require_safe
def lessons(request: HttpRequest, code: str) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    found = parts.lessons(classroom)
    return _part(request, classroom, "lessons.html", _("Leçons réussies"), {"lessons": found})


@access.checked
@require_safe
def past_homework(request: HttpRequest, code: str) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    rows = parts.past_homework(classroom)
    return _part(request, classroom, "homework.html", _("Devoirs passés"), {"rows": rows})


@access.checked
@require_safe
def game(request: HttpRequest, code: str, slug: str) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    names = dict(parts.panel_games())
    if slug not in names:
        raise Http404
    panel = parts.game_panel(slug, classroom)
    return _part(request, classroom, "game.html", names[slug], {"panel": panel})
