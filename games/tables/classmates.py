"""Several children on one computer: which classmates a hot-seat game files moves under, and
what « Rejouer » fills in again.

A classmate sits under her own account only once the code of her card is typed at the start
form (`people.classmate_at_computer`, counted as at /rejoindre/). Codes are never kept, but the
accounts they let in are, in this browser's session only: for the table's « Rejouer », and for
a quarter of an hour after the code was typed (a form refused for another seat's mistake came
back with every code box empty, and the child retyped hers: a review).
"""

from __future__ import annotations

import time

from django.contrib.auth import get_user_model
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from games.tables import people
from games.tables.forms import NewTableForm
from games.tables.models import Table
from games.tables.names import elides, folded

REPLAYS = "replays"  # session: the start form's answers of the last tables this browser set up
CLASSMATES = "classmates"  # in a replay: the classmates whose code was given, folded name → id
VERIFIED = "classmates_verified"  # session: folded name → [account id, when its code was typed]
VERIFIED_FOR_S = 15 * 60
KEPT_REPLAYS = 5


def remember_setup(request: HttpRequest, code: str, classmates: dict) -> None:
    """Keep what the start form said, so that « Rejouer » at this table's end offers the same
    game again (a teacher who watched his pupils gets his seats for them, not a game against
    the computer), and who gave the code of her card: no child's code, but the classmates it
    let in, so that a rematch needs no code typed again (a reviewer's Tom went unrecorded)."""
    answers = {
        k: v[:60]
        for k, v in request.POST.items()
        if k not in ("csrfmiddlewaretoken", "rejouer") and not k.startswith("code_")
    }
    answers[CLASSMATES] = {folded(people.pseudonym(u)): u.pk for u in classmates.values()}
    kept = request.session.get(REPLAYS, {})
    kept[code] = answers
    request.session[REPLAYS] = dict(list(kept.items())[-KEPT_REPLAYS:])


def replayed_setup(request: HttpRequest) -> tuple[dict, dict]:
    """The start form's and the options' answers of the table named by `?rejouer=`, if this
    browser set it up: the page is filled in as it was."""
    answers = request.session.get(REPLAYS, {}).get(request.GET.get("rejouer", ""))
    if not answers:
        return {}, {}
    options = {k[4:]: v for k, v in answers.items() if k.startswith("opt-")}
    setup = {k: v for k, v in answers.items() if not k.startswith("opt-") and k != CLASSMATES}
    return setup, options


def replayed_classmates(request: HttpRequest, replay: str) -> dict:
    """The classmates let in at the table a form replays (`rejouer`: in the page's address, then
    sent with the form), still in the pupil's class: folded name → their account."""
    answers = request.session.get(REPLAYS, {}).get(replay, {})
    mine = people.classmates(request.user) or frozenset()
    kept = {name: pk for name, pk in (answers.get(CLASSMATES) or {}).items() if pk in mine}
    users = get_user_model().objects.in_bulk(kept.values())
    return {name: users[pk] for name, pk in kept.items() if pk in users}


CODE_PROBLEMS = {
    "unknown": _(
        "« %(name)s » n’est pas un pseudonyme de ta classe : vérifie-le, ou laisse son code vide."
    ),
    "wrong": _("Ce n’est pas le code de %(name)s : regarde bien sa carte."),
    "wrong-elided": _("Ce n’est pas le code d’%(name)s : regarde bien sa carte."),
    "blocked": _("Trop d’essais pour %(name)s : attends une minute, puis réessaie."),
    "herself": _(
        "%(name)s, c’est toi : tu es déjà le joueur 1. Écris le prénom d’un autre joueur."
    ),
    "no-code": _(
        "%(name)s est dans ta classe : tape le code de sa carte, pour que ses coups comptent "
        "pour lui ou pour elle."
    ),
}


def classmates_at_computer(
    request: HttpRequest, form: NewTableForm, replayed: dict
) -> dict[int, object]:
    """On one computer, the seats whose child gave the code of their card: seat index → their
    account, so that their moves are filed under them; a wrong code is the form's error."""
    found = {}
    if form.cleaned_data["mode"] != Table.Mode.HOTSEAT:
        return found
    for index, ((_kind, name), (field, code)) in enumerate(
        zip(form.cleaned_data["seats"], form.cleaned_data.get("seat_codes", ()), strict=False)
    ):
        if index == 0:
            continue  # the pupil logged in, or a guest's or a teacher's own seat
        if not code and folded(name) in replayed:
            found[index] = replayed[folded(name)]  # her code was given for this game already
            continue
        user, problem = people.classmate_at_computer(request, name, code)
        if problem == "unknown" and not code:
            continue  # not a classmate: a name only, whose moves nobody follows
        if user is not None and user == request.user:
            problem = "herself"  # « Lea » typed again: two seats filed under Léa
        if problem:
            said = _problem(problem, people.pseudonym(user) if user is not None else name)
            form.add_error(field, said)
            form.add_error(None, said)  # said at the top too: the field is far down the page
        else:
            found[index] = user
            _verified(request, user)
    return found


def _problem(problem: str, name: str) -> str:
    if problem == "wrong" and elides(name):
        problem = "wrong-elided"
    return CODE_PROBLEMS.get(problem, CODE_PROBLEMS["unknown"]) % {"name": name}


def _verified(request: HttpRequest, user) -> None:
    kept = dict(request.session.get(VERIFIED, {}))
    kept[folded(people.pseudonym(user))] = [user.pk, time.time()]
    request.session[VERIFIED] = kept


def known_here(request: HttpRequest, replay: str) -> tuple[dict, list[str], list[str]]:
    """The classmates who need no code on this form: those let in at the table it replays, and
    those whose code was typed here in the last quarter of an hour (folded name → account);
    and their names as the class spells them, the replay's, then the others'."""
    replayed = replayed_classmates(request, replay)
    fresh = time.time() - VERIFIED_FOR_S
    recent = {
        name: pk for name, (pk, at) in request.session.get(VERIFIED, {}).items() if at >= fresh
    }
    mine = people.classmates(request.user) or frozenset()
    users = get_user_model().objects.in_bulk([pk for pk in recent.values() if pk in mine])
    typed = {n: users[pk] for n, pk in recent.items() if pk in users and n not in replayed}
    names = [sorted(people.pseudonym(u) for u in found.values()) for found in (replayed, typed)]
    return {**replayed, **typed}, names[0], names[1]
