"""How far the site trusts whoever signs up as a teacher (`settings.TEACHER_SIGNUP`).

A teacher sees his pupils' work and watches his class's tables with every hand open, so an
account is worth having. Every new account starts inactive, with its address not yet confirmed
(an empty `email`; the login is the `username`), and a link sent to that address confirms it
(`activation_token`, like Django's password reset). Then, with "open" (the default, one
school's own site) the account is active at once; with "approval" (a site shared by schools)
it waits, inactive, until an administrator ticks "Actif" on it in Django's admin (/admin/,
Users), where the filled email column says the address was confirmed.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.hashers import make_password
from django.contrib.auth.tokens import PasswordResetTokenGenerator
from django.db import IntegrityError, transaction

OPEN, APPROVAL = "open", "approval"


def needs_approval() -> bool:
    return settings.TEACHER_SIGNUP == APPROVAL


class ActivationTokenGenerator(PasswordResetTokenGenerator):
    """A link that confirms a new account's address: it stops working once used (the email
    and the active flag change), when a later sign-up sets another password, and after
    `PASSWORD_RESET_TIMEOUT` (3 days by default)."""

    key_salt = "clesite.classroom.trust.ActivationTokenGenerator"

    def _make_hash_value(self, user, timestamp):
        return f"{user.pk}{user.password}{user.is_active}{user.email}{timestamp}"


activation_token = ActivationTokenGenerator()


def awaiting(user) -> bool:
    """True while the account's address is not confirmed (and no administrator opened it):
    the demo's and the admin's accounts have an email, and are never awaiting."""
    return not user.email and not user.is_active


def account_for(email: str):
    """The account this address logs in to or is known by, if any."""
    users = get_user_model().objects
    return users.filter(username__iexact=email).first() or users.filter(email__iexact=email).first()


@transaction.atomic
def sign_up(*, email: str, password: str, name: str = ""):
    """(the account, True) when it awaits its link: a new one, or one signed up again before
    its link was followed, which takes the latest password and name (the earlier links then
    stop working). (the account, False) when the address already has a real account: nothing
    changes. Two sign-ups at once for one address make one row."""
    email = email.strip().lower()
    users = get_user_model().objects
    user = account_for(email)
    if user is None:
        try:
            with transaction.atomic():
                user = users.create_user(username=email, email="", is_active=False)
        except IntegrityError:  # the same address, signed up at the same moment
            user = users.get(username=email)
    user = users.select_for_update().get(pk=user.pk)
    if not awaiting(user):
        make_password(password)  # the same work as below: the answer's time tells nothing
        return user, False
    user.set_password(password)
    user.first_name = name.strip()[:150]
    user.save(update_fields=["password", "first_name"])
    return user, True


def forget_unconfirmed(now: datetime) -> int:
    """Deletes the sign-ups whose link expired unused (`manage.py purge`): an address nobody
    confirmed is not kept. Never an account that logged in once, or that has an email."""
    cutoff = now - timedelta(seconds=settings.PASSWORD_RESET_TIMEOUT)
    stale = get_user_model().objects.filter(
        email="", is_active=False, last_login=None, date_joined__lt=cutoff
    )
    _total, by_model = stale.delete()
    return by_model.get(get_user_model()._meta.label, 0)


@transaction.atomic
def confirm(user):
    """The link was followed: the address is the account's; active at once unless an
    administrator approves accounts."""
    user.email = user.username
    user.is_active = not needs_approval()
    user.save(update_fields=["email", "is_active"])
    return user
