"""/classe/<code>/eleves/<pk>/…: one pupil as their teacher sees them, and what the teacher
may do to them (new code, export, delete)."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from clesite.classroom import (
    access,
    actions,
    analytics,
    class_stats,
    export,
    lessons_passed,
    played,
    reports,
)
from clesite.classroom.concepts import LEGEND
from games.tables import names


def pupil_report(pupil, assignments) -> reports.PersonReport:
    answers = analytics.answers_by_user([pupil.user_id]).get(pupil.user_id, [])
    games = played.played_by([pupil.user_id]).get(pupil.user_id)
    return reports.person_report(
        answers,
        games,
        note_names=pupil.classroom.note_names,
        name=pupil.pseudonym,
        assignments=assignments,
        lessons=lessons_passed.passed_by([pupil.user_id]).get(pupil.user_id, []),
        opened=class_stats.memos_opened([pupil.user_id]).get(pupil.user_id),
    )


@access.checked
@require_safe
def pupil_page(request: HttpRequest, code: str, pk: int) -> HttpResponse:
    classroom, pupil = access.teacher_pupil(request, code, pk)
    return render(
        request,
        "classroom/pupil.html",
        {
            "classroom": classroom,
            "pupil": pupil,
            "report": pupil_report(pupil, classroom.assignments.all()),
            "levels": LEGEND,
        },
    )


@access.checked
@require_safe
def history_csv(request: HttpRequest, code: str, pk: int) -> HttpResponse:
    _classroom, pupil = access.teacher_pupil(request, code, pk)
    return export.history_csv(pupil)


@access.checked
@require_safe
def data_json(request: HttpRequest, code: str, pk: int) -> HttpResponse:
    _classroom, pupil = access.teacher_pupil(request, code, pk)
    return export.pupil_json(pupil)


@access.checked
@require_POST
def new_code(request: HttpRequest, code: str, pk: int) -> HttpResponse:
    classroom, pupil = access.teacher_pupil(request, code, pk)
    secret = actions.reset_code(pupil)
    cards_url = reverse("classroom:cards", args=[classroom.code]) + f"?eleve={pupil.pk}"
    if request.htmx:
        return render(
            request,
            "classroom/pupil.html#new-code",
            {"classroom": classroom, "pupil": pupil, "secret": secret, "cards_url": cards_url},
        )
    said = (
        _("Nouveau code d’%(name)s : %(code)s. Imprimez sa nouvelle carte ou dites-le-lui.")
        if names.elides(pupil.pseudonym)
        else _("Nouveau code de %(name)s : %(code)s. Imprimez sa nouvelle carte ou dites-le-lui.")
    )
    messages.success(request, said % {"name": pupil.pseudonym, "code": secret})
    back = request.POST.get("next", "")
    if not back.startswith(f"/classe/{classroom.code}/"):
        back = reverse("classroom:pupil", args=[classroom.code, pupil.pk])
    return redirect(back)


@access.checked
@require_http_methods(["GET", "HEAD", "POST"])
def delete(request: HttpRequest, code: str, pk: int) -> HttpResponse:
    classroom, pupil = access.teacher_pupil(request, code, pk)
    if request.method == "POST":
        if request.POST.get("pseudonym", "").strip() != pupil.pseudonym:
            messages.error(request, _("Recopiez le pseudonyme exactement pour confirmer."))
            return redirect("classroom:delete-pupil", code=classroom.code, pk=pupil.pk)
        name = pupil.pseudonym
        actions.delete_pupil(pupil)
        messages.success(
            request, _("%(name)s et toutes ses données sont supprimés.") % {"name": name}
        )
        return redirect(reverse("classroom:dashboard", args=[classroom.code]) + "#eleves")
    answers = analytics.answers_by_user([pupil.user_id]).get(pupil.user_id, [])
    return render(
        request,
        "classroom/delete_pupil.html",
        {"classroom": classroom, "pupil": pupil, "answers": len(answers)},
    )
