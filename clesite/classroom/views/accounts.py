"""/comptes/inscription/: a teacher creates their account (login and password reset are
Django's own views, with the templates of templates/registration/)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from clesite.classroom import actions, ratelimit, throttle, trust
from clesite.classroom.forms import SignupForm


@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:  # already in: nothing to sign up for
        return redirect("classroom:index")
    form = SignupForm(request.POST or None)
    if request.method == "POST" and not ratelimit.signup_allowed(throttle.address_of(request)):
        # Counted before the form says whether the email is taken: that answer is not free.
        refusal = _("Trop d’inscriptions depuis cet endroit. Réessayez dans une heure.")
        context = {"form": SignupForm(), "refusal": refusal}
        return render(request, "registration/signup.html", context, status=429)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        approval = trust.needs_approval()
        teacher = actions.create_teacher(
            email=data["email"], password=data["password1"], name=data["name"], active=not approval
        )
        if approval:  # an administrator opens the account (clesite/classroom/trust.py)
            return render(request, "registration/signup_pending.html")
        login(request, teacher, backend="django.contrib.auth.backends.ModelBackend")
        messages.success(request, _("Bienvenue ! Créez votre première classe."))
        return redirect("classroom:index")
    return render(
        request,
        "registration/signup.html",
        {"form": form, "approval": trust.needs_approval()},
        status=400 if request.method == "POST" else 200,
    )


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
