"""Several children on one computer: which classmates a hot-seat game files moves under, and
what « Rejouer » fills in again.

A classmate sits under her own account only once the code of her card is typed at the start
form (`people.classmate_at_computer`, counted as at /rejoindre/). Codes are never kept. What is
kept, in this browser's session only, is a pass for each classmate they let in: for the table's
« Rejouer », and for the same form sent again after a refusal (it came back with every code box
empty and the child retyped hers: a review), never for another new game. A pass names the
account and the state of its logins: a new code for that child (or her class archived) voids it.
"""

from __future__ import annotations

import secrets

from django.contrib.auth import get_user_model
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from games.tables import people
from games.tables.forms import NewTableForm
from games.tables.models import Table
from games.tables.names import elides, folded

REPLAYS = "replays"  # session: the start form's answers of the last tables this browser set up
CLASSMATES = "classmates"  # in a replay: the classmates whose code was given, folded name → id
VERIFIED = "classmates_verified"  # session: {"attempt": the form's token, "passes": {...}}
ATTEMPT = "essai"  # the form's field carrying that token, when it is sent again
KEPT_REPLAYS = 5


def remember_setup(request: HttpRequest, code: str, classmates: dict) -> None:
    """Keep what the start form said, so that « Rejouer » at this table's end offers the same
    game again (a teacher who watched his pupils gets his seats for them, not a game against
    the computer), and who gave the code of her card: no child's code, but the classmates it
    let in, so that a rematch needs no code typed again (a reviewer's Tom went unrecorded)."""
    answers = {
        k: v[:60]
        for k, v in request.POST.items()
        if k not in ("csrfmiddlewaretoken", "rejouer", ATTEMPT) and not k.startswith("code_")
    }
    answers[CLASSMATES] = {folded(people.pseudonym(u)): _pass(u) for u in classmates.values()}
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
    return _honoured(request, answers.get(CLASSMATES) or {})


def _pass(user) -> list:
    """A classmate let in: her account, and the state of its logins (`end_sessions` changes it)."""
    return [user.pk, user.get_session_auth_hash()[:16]]


def _honoured(request: HttpRequest, passes: dict) -> dict:
    """The passes that still hold: a classmate of this pupil's class whose logins were not ended
    since (a new code voids hers)."""
    mine = people.classmates(request.user) or frozenset()
    wanted = {n: p for n, p in passes.items() if isinstance(p, list) and p[0] in mine}
    users = get_user_model().objects.in_bulk([pk for pk, _stamp in wanted.values()])
    return {
        name: users[pk]
        for name, (pk, stamp) in wanted.items()
        if pk in users and users[pk].get_session_auth_hash()[:16] == stamp
    }


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
    """A classmate's code was right: her pass holds for this form sent again (its token)."""
    kept = request.session.get(VERIFIED) or {}
    if kept.get("attempt") != request.POST.get(ATTEMPT) or not kept.get("attempt"):
        kept = {"attempt": secrets.token_urlsafe(9), "passes": {}}
    kept["passes"][folded(people.pseudonym(user))] = _pass(user)
    request.session[VERIFIED] = kept


def attempt(request: HttpRequest) -> str:
    """The token a refused form carries, so that its codes already checked hold when it is sent
    again ("" on a fresh form: a new game asks every code)."""
    kept = request.session.get(VERIFIED) or {}
    return kept.get("attempt", "") if request.method == "POST" else ""


def known_here(request: HttpRequest, replay: str, token: str) -> tuple[dict, list[str], list[str]]:
    """The classmates who need no code on this form: those let in at the table it replays, and
    those whose code was right when this very form (its `token`) was sent before (folded name →
    account); and their names as the class spells them, the replay's, then the others'."""
    replayed = replayed_classmates(request, replay)
    kept = request.session.get(VERIFIED) or {}
    same_form = bool(token) and kept.get("attempt") == token
    typed = _honoured(request, kept.get("passes") or {}) if same_form else {}
    typed = {n: u for n, u in typed.items() if n not in replayed}
    names = [sorted(people.pseudonym(u) for u in found.values()) for found in (replayed, typed)]
    return {**replayed, **typed}, names[0], names[1]
