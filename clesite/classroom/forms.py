"""Forms of the teacher's area and of /rejoindre/."""

from __future__ import annotations

from datetime import timedelta

from django import forms
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth import get_user_model, password_validation
from django.contrib.auth.forms import AuthenticationForm
from django.utils import timezone
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from clesite.classroom import actions, ratelimit, sources, throttle
from clesite.classroom.models import Assignment, Classroom
from games.tables import names
from games.tables.names import looks_like_email

TOO_MANY_LOGINS = _(
    "Trop d’essais de connexion. Attendez un quart d’heure, ou changez de mot de passe avec "
    "« Mot de passe oublié »."
)


class CountedLogin:
    """Django's login, counted (`ratelimit.login_tries`): past the limit no password is even
    checked, right or wrong, until the quarter of an hour ends."""

    def clean(self):
        username = self.cleaned_data.get("username") or ""
        address = throttle.address_of(self.request) if self.request else ""
        tries = ratelimit.login_tries(username, address)
        if throttle.reached(tries):
            raise forms.ValidationError(TOO_MANY_LOGINS, code="too_many")
        try:
            return super().clean()
        except forms.ValidationError:
            if not throttle.take_all(tries):
                raise forms.ValidationError(TOO_MANY_LOGINS, code="too_many") from None
            raise


class AdminLoginForm(CountedLogin, AdminAuthenticationForm):
    """/admin/login/, counted like the teachers' login."""


class TeacherLoginForm(CountedLogin, AuthenticationForm):
    """Django's login, with the email as the username, counted."""

    username = forms.EmailField(
        label=_("Adresse électronique"),
        widget=forms.EmailInput(attrs={"autofocus": True, "autocomplete": "email"}),
    )

    error_messages = {
        **AuthenticationForm.error_messages,
        "invalid_login": _(
            "Adresse électronique ou mot de passe incorrect. Attention aux majuscules du mot de "
            "passe."
        ),
    }

    def clean_username(self) -> str:
        return self.cleaned_data["username"].strip().lower()


class SignupForm(forms.Form):
    name = forms.CharField(
        label=_("Votre nom (facultatif)"),
        max_length=150,
        required=False,
        help_text=_("Il n’apparaît que dans votre espace, jamais aux élèves."),
    )
    email = forms.EmailField(
        label=_("Adresse électronique"),
        widget=forms.EmailInput(attrs={"autocomplete": "email"}),
        help_text=_("Pour vous connecter et, si vous l’oubliez, changer de mot de passe."),
    )
    password1 = forms.CharField(
        label=_("Mot de passe"),
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
        help_text=password_validation.password_validators_help_text_html(),
    )
    password2 = forms.CharField(
        label=_("Le même mot de passe, encore une fois"),
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
    )

    def clean_email(self) -> str:
        # Never "taken" here: whether an address has an account is told to its inbox only.
        return self.cleaned_data["email"].strip().lower()

    def clean(self):
        data = super().clean()
        p1, p2 = data.get("password1"), data.get("password2")
        if p1 and p2 and p1 != p2:
            self.add_error("password2", _("Les deux mots de passe ne sont pas les mêmes."))
        elif p1:
            user = get_user_model()(username=data.get("email", ""), email=data.get("email", ""))
            try:
                password_validation.validate_password(p1, user)
            except forms.ValidationError as error:
                self.add_error("password1", error)
        return data


NO_CLASS_NAME = _("Donnez un nom à la classe, par exemple « Les Hiboux ».")


class ClassroomForm(forms.ModelForm):
    class Meta:
        model = Classroom
        fields = ["name", "level", "language", "note_names"]
        labels = {
            "language": _("Langue des élèves"),
            "note_names": _("Noms des notes"),
        }
        help_texts = {
            "level": _("Par exemple CM1, 6e, 7P, clasa a V-a."),
            # It overrides the language a pupil chose before, once, at each login (join.py).
            "language": _(
                "La langue du site quand un élève se connecte avec son code ; chacun peut "
                "ensuite en changer en haut de la page."
            ),
            # The games and memos name notes in the page's language (their texts are written
            # with Do, Ré, Mi in them): the setting promises only what it does.
            "note_names": _(
                "Dans les leçons et les exemples d’erreurs du tableau de bord. Les jeux et les "
                "mémos nomment les notes dans la langue de la page."
            ),
        }
        widgets = {
            "name": forms.TextInput(attrs={"placeholder": _("Les Hiboux")}),
            "note_names": forms.RadioSelect,
        }
        # A name of spaces only is empty once stripped: the same words as invisible ones.
        error_messages = {"name": {"required": NO_CLASS_NAME}}

    def __init__(self, *args, teacher=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.teacher = teacher or getattr(self.instance, "teacher", None)

    def clean_name(self) -> str:
        # A pasted right-to-left override mirrored the login cards' titles after the name.
        name = names.cleaned(self.cleaned_data["name"])
        if not name:
            raise forms.ValidationError(_("Donnez un nom à la classe, par exemple « Les Hiboux »."))
        if self.teacher is not None:
            # Two classes of one name are two lines alike on the teacher's list and on the
            # pupils' login page (a reviewer's second « CM2 A » was taken without a word).
            same = self.teacher.classrooms.filter(name__iexact=name, archived_at__isnull=True)
            if same.exclude(pk=self.instance.pk).exists():
                raise forms.ValidationError(
                    _("Vous avez déjà une classe « %(name)s » : donnez un autre nom à celle-ci.")
                    % {"name": name}
                )
        return name

    def clean_level(self) -> str:
        return names.cleaned(self.cleaned_data["level"])


ADD_PUPILS_DRAFT = "add-pupils-draft"  # the session's list refused, shown back once
ASSIGNMENT_DRAFT = "assignment-draft"  # the homework form refused, shown back once


class AddPupilsForm(forms.Form):
    names = forms.CharField(
        label=_("Pseudonymes des élèves"),
        widget=forms.Textarea(attrs={"rows": 5, "placeholder": _("Léa\nTom\nZoé")}),
        help_text=_(
            "Un par ligne, ou collez une liste. Un pseudonyme, jamais un nom complet ni une "
            "adresse électronique."
        ),
    )

    def clean_names(self) -> list[str]:
        """Every problem of the list at once (a teacher who pasted 24 names met an address, sent
        the list again, and only then heard of a name given twice)."""
        names = actions.split_names(self.cleaned_data["names"])
        if not names:
            raise forms.ValidationError(_("Écrivez au moins un pseudonyme."))
        errors = _list_errors(self.cleaned_data["names"], names)
        if errors:
            raise forms.ValidationError(errors)
        return names


def _quoted(names) -> str:
    return ", ".join(f"« {n} »" for n in names)


def _list_errors(pasted: str, names: list[str]) -> list[str]:
    errors = []
    mails = [n for n in names if looks_like_email(n)]
    if mails:
        errors.append(
            _(
                "Pas d’adresse électronique, s’il vous plaît : un pseudonyme suffit. "
                "À remplacer : %(lines)s."
            )
            % {"lines": _quoted(mails)}
        )
    long = actions.too_long_names(pasted)
    if long:  # cut silently, two long names became one (a reviewer's find)
        errors.append(
            _("Un pseudonyme a au plus %(max)s caractères. À raccourcir : %(lines)s.")
            % {"max": actions.PSEUDONYM_MAX, "lines": _quoted(long)}
        )
    seen: dict[str, str] = {}
    twice: list[str] = []
    for name in actions.pasted_names(pasted):  # « Sacha », « sacha »
        first = seen.setdefault(name.casefold(), name)
        if first is not name and first not in twice:
            twice.append(first if first == name else f"{first} » et « {name}")
    if twice:
        errors.append(
            ngettext(
                "Deux fois le même pseudonyme : %(lines)s. Ajoutez une initiale.",
                "Deux fois le même pseudonyme : %(lines)s. Ajoutez une initiale à chacun.",
                len(twice),
            )
            % {"lines": _quoted(twice)}
        )
    if len(names) > actions.MAX_PUPILS_AT_ONCE:
        errors.append(
            ngettext(
                "Pas plus de %(max)s élève à la fois.",
                "Pas plus de %(max)s élèves à la fois.",
                actions.MAX_PUPILS_AT_ONCE,
            )
            % {"max": actions.MAX_PUPILS_AT_ONCE}
        )
    return errors


class GroupedSelect(forms.Select):
    """Django's <select>, joined in Python: its template renders one template per option, and
    the homework's list (every game, lesson and memo) on each dashboard cost 4 ms (issue 24).
    The same HTML, attributes in the same order (`_attrs`, as `attrs.html` writes them)."""

    def render(self, name, value, attrs=None, renderer=None):
        widget = self.get_context(name, value, attrs)["widget"]
        parts = [format_html('<select name="{}"{}>', widget["name"], _attrs(widget["attrs"]))]
        for group, options, _index in widget["optgroups"]:
            if group:
                parts.append(format_html('<optgroup label="{}">', group))
            for o in options:
                label = o["label"]
                parts.append(
                    format_html(
                        '<option value="{}"{}>{}</option>', o["value"], _attrs(o["attrs"]), label
                    )
                )
            if group:
                parts.append("</optgroup>")
        parts.append("</select>")
        return mark_safe("".join(parts))  # noqa: S308 - each piece is escaped by format_html


def _attrs(attrs: dict) -> SafeString:
    """Django's `attrs.html` in Python: `name="value"`, a bare name for True, none for False."""
    out = []
    for key, value in attrs.items():
        if value is True:
            out.append(format_html(" {}", key))
        elif value is not False:
            out.append(format_html(' {}="{}"', key, value))
    return mark_safe("".join(out))  # noqa: S308 - each piece is escaped by format_html


class AssignmentForm(forms.Form):
    # Not the default message, which repeats whatever was sent (100 kB in a crafted request).
    what = forms.ChoiceField(
        label=_("Quoi"),
        error_messages={"invalid_choice": _("Choisissez un devoir dans la liste.")},
        widget=GroupedSelect,
    )
    count = forms.IntegerField(
        label=_("Combien"),
        min_value=1,
        max_value=50,
        initial=2,
        help_text=_(
            "Parties terminées pour un jeu, bonnes réponses pour un exercice. Une leçon est "
            "faite quand l’élève l’a réussie, un mémo quand il l’a ouvert."
        ),
    )
    # A date input reads and writes ISO dates only, whatever the page's language.
    due = forms.DateField(
        label=_("Pour le"),
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
        help_text=_(
            "Pour changer un devoir déjà donné : « Modifier », à côté de lui ; ce que les "
            "élèves ont déjà fait compte toujours."
        ),
    )

    def __init__(self, *args, teacher: int | None = None, **kwargs):  # the teacher's id
        super().__init__(*args, **kwargs)
        choices = [
            (_("Jeux"), [(f"game:{s}", name) for s, name in sources.game_choices()]),
            (_("Leçons"), [(f"lesson:{s}", name) for s, name in sources.lesson_choices()]),
            (_("Mémos"), [(f"memo:{s}", name) for s, name in sources.memo_choices()]),
        ]
        mine = sources.exercise_choices(teacher) if teacher is not None else []
        if mine:  # the teacher's own exercises (/lecons/exercice/), newest first
            choices.append((_("Vos exercices"), [(f"exercise:{c}", n) for c, n in mine]))
        else:  # no exercise to choose: the help does not speak of one (a new teacher looked)
            self.fields["count"].help_text = _(
                "Parties terminées pour un jeu. Une leçon est faite quand l’élève l’a réussie, "
                "un mémo quand il l’a ouvert : pour eux, le nombre ne compte pas."
            )
        self.fields["what"].choices = choices
        self.fields["due"].initial = timezone.localdate() + timedelta(days=7)
        self.fields["due"].widget.attrs["min"] = timezone.localdate().isoformat()

    def clean_due(self):
        due = self.cleaned_data["due"]
        if due < timezone.localdate():
            raise forms.ValidationError(_("Choisissez aujourd’hui ou une date à venir."))
        if due > timezone.localdate() + timedelta(days=366):  # 9999 was a typo, not a plan
            raise forms.ValidationError(_("Choisissez une date dans l’année qui vient."))
        return due

    def assignment(self) -> dict:
        kind, _sep, target = self.cleaned_data["what"].partition(":")
        return {
            "kind": Assignment.Kind(kind),
            "target": target,
            # A lesson is done when passed: its count plays no part (review 11).
            "count": 1 if kind in ("lesson", "memo") else self.cleaned_data["count"],
            "due": self.cleaned_data["due"],
        }


class ClassCodeForm(forms.Form):
    classe = forms.CharField(
        label=_("Le code de ta classe ou d’une table"),
        max_length=24,  # a child may type a space between letters: « J R N 4 N Q N W »
        widget=forms.TextInput(
            attrs={
                "autocomplete": "off",
                "autocapitalize": "characters",
                "spellcheck": "false",
                "class": "code-input",
                "autofocus": True,
            }
        ),
    )

    def clean_classe(self) -> str:
        return "".join(self.cleaned_data["classe"].split()).upper()


class DigitsField(forms.CharField):
    """A code read off a card: the spaces a child types between its digits do not count."""

    def to_python(self, value):
        return "".join(super().to_python(value).split())

    def widget_attrs(self, widget):
        """The browser must not cut « 9 1 9 5 » at its fourth character: room for spaces."""
        attrs = super().widget_attrs(widget)
        if self.max_length is not None:
            attrs["maxlength"] = str(3 * self.max_length)
        return attrs


class PupilCodeForm(forms.Form):
    code = DigitsField(
        label=_("Ton code secret"),
        min_length=4,
        max_length=4,
        error_messages={
            "required": _("Tape les 4 chiffres de ton code. Ils sont sur ta carte."),
            "min_length": _("Ton code a 4 chiffres. Regarde bien ta carte."),
            "max_length": _("Ton code a 4 chiffres. Regarde bien ta carte."),
        },
        widget=forms.TextInput(
            attrs={
                "inputmode": "numeric",
                "autocomplete": "off",
                "class": "code-input",
                "autofocus": True,
            }
        ),
    )
