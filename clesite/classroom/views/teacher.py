"""/classe/: a teacher's classes and what a teacher does to a class (the dashboard: `dashboard`).

Each view checks access on its first line (`access`), then reads a report or calls one action.
htmx requests get the partial they swap; every form also works as a plain post and redirect.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import translation
from django.utils.html import format_html
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from clesite.classroom import access, actions, export, mastery, reports
from clesite.classroom.concepts import CONCEPTS, GROUPS, LEVELS, MISCONCEPTIONS
from clesite.classroom.coverage import coverage
from clesite.classroom.forms import (
    ADD_PUPILS_DRAFT,
    ASSIGNMENT_DRAFT,
    AddPupilsForm,
    AssignmentForm,
    ClassroomForm,
)
from clesite.classroom.models import Assignment
from clesite.classroom.ratelimit import PUPIL_HERE, PUPIL_HOUR
from clesite.qr import qr_svg
from games.tables import names


def _dashboard_url(classroom, anchor: str = "") -> str:
    url = reverse("classroom:dashboard", args=[classroom.code])
    return f"{url}#{anchor}" if anchor else url


@access.checked
@require_http_methods(["GET", "HEAD", "POST"])
def index(request: HttpRequest) -> HttpResponse:
    if access.is_pupil(request.user):  # a pupil's "Ma classe" is their own page
        return redirect("classroom:me")
    access.require_teacher(request)
    # A new class speaks the teacher's language, and names its notes as it does (C D E in
    # English), until she says otherwise.
    lang = translation.get_language() or "fr"
    lang = lang if lang in dict(settings.LANGUAGES) else "fr"
    form = ClassroomForm(
        request.POST or None, initial={"language": lang, "note_names": lang}, teacher=request.user
    )
    if request.method == "POST" and form.is_valid():
        classroom = actions.create_classroom(teacher=request.user, **form.cleaned_data)
        messages.success(request, _("La classe « %(name)s » est créée.") % {"name": classroom.name})
        return redirect(_dashboard_url(classroom, "eleves"))
    classrooms = request.user.classrooms.all()
    return render(
        request,
        "classroom/index.html",
        {
            "active": [c for c in classrooms if not c.archived],
            "archived": [c for c in classrooms if c.archived],
            "form": form,
        },
        status=400 if request.method == "POST" else 200,
    )


@access.checked
@require_http_methods(["GET", "HEAD", "POST"])
def settings_page(request: HttpRequest, code: str) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    form = ClassroomForm(request.POST or None, instance=classroom)
    if request.method == "POST" and form.is_valid():
        actions.update_classroom(classroom, **form.cleaned_data)
        messages.success(request, _("Réglages enregistrés."))
        return redirect(_dashboard_url(classroom))
    return render(
        request,
        "classroom/settings.html",
        {"classroom": classroom, "form": form},
        status=400 if request.method == "POST" else 200,
    )


@access.checked
@require_POST
def archive(request: HttpRequest, code: str) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    archived = request.POST.get("archived") == "1"
    actions.set_archived(classroom, archived)
    if archived:
        messages.success(
            request,
            _(
                "Classe archivée : ses élèves ne peuvent plus se connecter. Ses données sont "
                "gardées jusqu’à ce que vous la supprimiez (Mes classes, classes archivées)."
            ),
        )
        return redirect("classroom:index")
    messages.success(request, _("Classe rouverte."))
    return redirect(_dashboard_url(classroom))


@access.checked
@require_http_methods(["GET", "HEAD", "POST"])
def delete_class(request: HttpRequest, code: str) -> HttpResponse:
    """An archived class deleted with all its pupils' data, once its code is typed again."""
    classroom = access.teacher_classroom(request, code)
    if not classroom.archived:
        messages.error(
            request, _("Archivez d’abord la classe : on ne supprime qu’une classe archivée.")
        )
        return redirect(_dashboard_url(classroom, "reglages"))
    if request.method == "POST":
        if request.POST.get("code", "").strip().upper() != classroom.code:
            messages.error(request, _("Recopiez le code de la classe exactement pour confirmer."))
            return redirect("classroom:delete-class", code=classroom.code)
        name = classroom.name
        gone = actions.delete_classroom(classroom)
        said = ngettext(
            "La classe « %(name)s » est supprimée, avec toutes les données de son élève.",
            "La classe « %(name)s » est supprimée, avec toutes les données de ses %(n)s élèves.",
            gone,
        )
        messages.success(request, said % {"name": name, "n": gone})
        return redirect("classroom:index")
    context = {"classroom": classroom, "pupils": classroom.pupils.count()}
    return render(request, "classroom/delete_class.html", context)


@access.checked
@require_POST
def lessons(request: HttpRequest, code: str) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    actions.set_lessons_unlocked(classroom, request.POST.get("unlocked") == "1")
    if request.htmx:
        return render(request, "classroom/dashboard.html#lessons", {"classroom": classroom})
    return redirect(_dashboard_url(classroom, "reglages"))


# Said in the pupils' section, where the page opens after the form: at the top, out of sight,
# a teacher saw only an empty box (a reviewer's find).
PUPILS_SECTION = "in-section in-pupils"


@access.checked
@require_POST
def add_pupils(request: HttpRequest, code: str) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    form = AddPupilsForm(request.POST)
    if not form.is_valid():
        # The list comes back in its box with the reason beside it: a teacher who pasted 25
        # names and one address retyped them all (the dashboard shows the draft once).
        request.session[ADD_PUPILS_DRAFT] = request.POST.get("names", "")[:10_000]
        return redirect(_dashboard_url(classroom, "eleves"))
    added = actions.add_pupils(classroom, form.cleaned_data["names"])
    if added.created:
        n = len(added.created)
        said = ngettext("%(n)s élève ajouté.", "%(n)s élèves ajoutés.", n) % {"n": n}
        cards = ngettext("Imprimer sa carte de connexion", "Imprimer leurs cartes de connexion", n)
        url = reverse("classroom:cards", args=[classroom.code])  # the cards, a click away
        messages.success(
            request,
            format_html('{} <a href="{}">{}</a>', said, url, cards),
            extra_tags=PUPILS_SECTION,
        )
    if added.skipped:
        messages.info(
            request,
            _("Déjà dans la classe : %(names)s.") % {"names": ", ".join(added.skipped)},
            extra_tags=PUPILS_SECTION,
        )
    return redirect(_dashboard_url(classroom, "eleves"))


def _card_words(name: str, what: str) -> str:
    """« Carte d’Adam », « QR code de Léa »: French elides before a vowel (a msgid each)."""
    if what == "qr":
        if names.elides(name):
            return _("QR code d’%(name)s") % {"name": name}
        return _("QR code de %(name)s") % {"name": name}
    if names.elides(name):
        return _("Carte d’%(name)s") % {"name": name}
    return _("Carte de %(name)s") % {"name": name}


@access.checked
@require_safe
def login_cards(request: HttpRequest, code: str) -> HttpResponse:
    """Each pupil's card: the class code, the name, the secret code and a QR code of the
    pupil's own login step (/rejoindre/<class>/<pupil>/), not of the code: a tablet's camera
    takes the pupil to "type your code", the card's digits do the rest."""
    classroom = access.teacher_classroom(request, code)
    pupils = sorted(classroom.pupils.all(), key=lambda p: reports.alphabetical(p.pseudonym))
    only = request.GET.get("eleve", "")
    if only.isdigit():
        pupils = [p for p in pupils if p.pk == int(only)]
    join_url = request.build_absolute_uri(reverse("join:join")).split("://", 1)[-1]
    with translation.override(classroom.language):  # the cards speak the class's language
        cards = [
            (
                p,
                qr_svg(
                    request.build_absolute_uri(reverse("join:code", args=[classroom.code, p.pk])),
                    _card_words(p.pseudonym, "qr"),
                ),
                _card_words(p.pseudonym, "card"),
            )
            for p in pupils
        ]
    return render(
        request,
        "classroom/cards.html",
        {"classroom": classroom, "join_url": join_url, "cards": cards},
    )


@access.checked
@require_safe
def grid_csv(request: HttpRequest, code: str) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    return export.grid_csv(reports.class_report(classroom))


@access.checked
@require_POST
def add_assignment(request: HttpRequest, code: str) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    form = AssignmentForm(request.POST, teacher=classroom.teacher_id)
    if not form.is_valid():
        # The form comes back open, as filled in, its reasons beside its fields: the message
        # at the page's top was 1,900 px above the homework, and the form closed and reset.
        request.session[ASSIGNMENT_DRAFT] = {
            k: request.POST.get(k, "")[:100] for k in ("what", "count", "due")
        }
        return redirect(_dashboard_url(classroom, "devoirs"))
    made, given = actions.create_assignment(classroom, **form.assignment())
    if given and request.POST.get("edit"):
        text = _("Devoir modifié : ce que les élèves ont déjà fait compte toujours.")
    elif given:
        text = _(
            "Ce devoir était déjà donné : son nombre et sa date sont changés, et ce que les "
            "élèves ont déjà fait compte toujours."
        )
    elif made.kind == made.Kind.LESSON:  # it opens the lesson for the class (`api`)
        text = _("Devoir donné : les élèves le voient sur leur page, et la leçon s’ouvre pour eux.")
    else:
        text = _("Devoir donné : les élèves le voient sur leur page.")
    # Said beside the homework, where the page opens (at its top it was out of sight).
    messages.success(request, text, extra_tags="in-section")
    return redirect(_dashboard_url(classroom, "devoirs"))


@access.checked
@require_POST
def delete_assignment(request: HttpRequest, code: str, pk: int) -> HttpResponse:
    classroom = access.teacher_classroom(request, code)
    actions.delete_assignment(get_object_or_404(Assignment, pk=pk, classroom=classroom))
    messages.success(request, _("Devoir retiré."), extra_tags="in-section")
    return redirect(_dashboard_url(classroom, "devoirs"))


@require_safe
def help_page(request: HttpRequest) -> HttpResponse:
    """How mastery, time and the limits are computed: public, like any documentation."""
    return render(
        request,
        "classroom/help.html",
        {
            "params": mastery.PARAMS,
            "thresholds": [(LEVELS[lvl], p, n) for lvl, p, n in mastery.THRESHOLDS],
            "gap_minutes": int(mastery.ACTIVE_GAP.total_seconds() // 60),
            "levels": LEVELS,
            "games": guide_games(),
            "groups": [
                (g, [(c, coverage(c.code)) for c in CONCEPTS if c.group == g.key]) for g in GROUPS
            ],
            "misconceptions": [(code, label) for code, label in MISCONCEPTIONS.items()],
            "per_minute": PUPIL_HERE.tries,
            "per_hour": PUPIL_HOUR.tries,
            "show_teacher_bar": request.user.is_authenticated and not access.is_pupil(request.user),
        },
    )


def guide_games() -> list[dict]:
    """Each game as the guide presents it, from its own declaration (`GameApp`): what it makes
    pupils practise, for how many, its rules and the memo pages to read before."""
    from clesite import catalogue
    from games.tables import kit

    out = []
    for info in catalogue.installed():
        config = kit.games().get(info.slug)
        memos = [
            (reverse("theory:memo", args=[m.slug]), m.title)
            for m in (config.memos if config is not None else ())
        ]
        out.append({"info": info, "memos": memos})
    return out


@require_safe
def guide(request: HttpRequest) -> HttpResponse:
    """For teachers, step by step: a class, its login cards, a lesson in class, the dashboard.
    Public, like the help page, so a teacher can read it before making an account."""
    return render(
        request,
        "classroom/guide.html",
        {
            "gap_minutes": int(mastery.ACTIVE_GAP.total_seconds() // 60),
            "levels": LEVELS,
            "games": guide_games(),
            "show_teacher_bar": request.user.is_authenticated and not access.is_pupil(request.user),
        },
    )
