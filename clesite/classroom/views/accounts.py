"""/comptes/inscription/ and /comptes/activation/: a teacher creates their account and confirms
their address by email (login and password reset are Django's own views, with the templates of
templates/registration/)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import get_user_model, login
from django.contrib.auth import views as auth_views
from django.contrib.auth.tokens import default_token_generator
from django.core.mail import send_mail
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_decode, urlsafe_base64_encode
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from clesite.classroom import ratelimit, throttle, trust
from clesite.classroom.forms import SignupForm


@require_http_methods(["GET", "HEAD", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    """The same answer whether or not the address has an account: only its inbox learns which
    (a link that opens the new account, or "you already have one")."""
    if request.user.is_authenticated:  # already in: nothing to sign up for
        return redirect("classroom:index")
    form = SignupForm(request.POST or None)
    refusal = None
    if request.method == "POST" and not ratelimit.signup_allowed(throttle.address_of(request)):
        refusal = _("Trop d’inscriptions depuis cet endroit. Réessayez dans une heure.")
    elif request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        if ratelimit.signup_email_allowed(data["email"]):
            teacher, new = trust.sign_up(
                email=data["email"], password=data["password1"], name=data["name"]
            )
            kind = "activation" if new else "account_exists"
            _mail(request, teacher, kind, to=data["email"])
            return render(request, "registration/signup_sent.html", {"email": data["email"]})
        refusal = _(
            "Trop de demandes pour cette adresse ou depuis cet endroit. "
            "Regardez vos messages, ou réessayez dans une heure."
        )
    if refusal:
        context = {"form": SignupForm(), "refusal": refusal, "approval": trust.needs_approval()}
        return render(request, "registration/signup.html", context, status=429)
    return render(
        request,
        "registration/signup.html",
        {"form": form, "approval": trust.needs_approval()},
        status=400 if request.method == "POST" else 200,
    )


def _mail(request: HttpRequest, teacher, kind: str, to: str) -> None:
    """registration/<kind>_email.txt to the address typed, in the visitor's language."""
    uid = urlsafe_base64_encode(force_bytes(teacher.pk))
    if kind == "activation":
        link = reverse("activate", args=[uid, trust.activation_token.make_token(teacher)])
    elif teacher.is_active:
        link = reverse(
            "password_reset_confirm", args=[uid, default_token_generator.make_token(teacher)]
        )
    else:
        link = ""  # waiting for an administrator: no password to change yet
    context = {
        "teacher": teacher,
        "link": request.build_absolute_uri(link) if link else "",
        "login": request.build_absolute_uri(reverse("login")),
        "approval": trust.needs_approval(),
    }
    subject = render_to_string(f"registration/{kind}_subject.txt", context).strip()
    body = render_to_string(f"registration/{kind}_email.txt", context)
    send_mail(subject, body, None, [to])


@require_http_methods(["GET", "HEAD", "POST"])
def activate(request: HttpRequest, uidb64: str, token: str) -> HttpResponse:
    """The link of the sign-up email. A GET only shows a button (a mail filter that opens
    links must not use it up); the POST confirms the address."""
    teacher = _awaiting(uidb64, token)
    if teacher is None:
        status = 400 if request.method == "POST" else 200
        return render(request, "registration/activate.html", {"validlink": False}, status=status)
    if request.method != "POST":  # GET, HEAD (a mail scanner's): never a confirmation
        return render(request, "registration/activate.html", {"validlink": True})
    trust.confirm(teacher)
    if trust.needs_approval():  # an administrator opens the account (clesite/classroom/trust.py)
        return render(request, "registration/signup_pending.html")
    login(request, teacher, backend="django.contrib.auth.backends.ModelBackend")
    messages.success(request, _("Bienvenue ! Créez votre première classe."))
    return redirect("classroom:index")


def _awaiting(uidb64: str, token: str):
    """The account this link confirms, or None (a wrong, used or expired link)."""
    try:
        pk = int(urlsafe_base64_decode(uidb64).decode())
        teacher = get_user_model().objects.get(pk=pk)
    except (ValueError, OverflowError, get_user_model().DoesNotExist):
        return None
    if trust.awaiting(teacher) and trust.activation_token.check_token(teacher, token):
        return teacher
    return None


class PasswordReset(auth_views.PasswordResetView):
    """Django's "forgotten password", counted (`ratelimit.reset_allowed`): a few emails per
    address per hour, whether or not an account has it, so it floods no one's inbox."""

    def form_valid(self, form):
        address = throttle.address_of(self.request)
        if not ratelimit.reset_allowed(form.cleaned_data["email"], address):
            form.add_error(
                None,
                _(
                    "Trop de demandes pour cette adresse ou depuis cet endroit. "
                    "Regardez vos messages, ou réessayez dans une heure."
                ),
            )
            return self.render_to_response(self.get_context_data(form=form), status=429)
        return super().form_valid(form)
