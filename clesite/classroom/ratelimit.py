"""The limits of /rejoindre/: pupils' 4-digit codes and class codes (counted by `throttle`).

A 4-digit code is a small secret: what protects it is the number of tries. Each limit keys on
what is being guessed plus the address it comes from, never on a cookie (a script drops its
cookies), and a whole school shares one address behind its router:

- `PUPIL_HERE`: wrong codes for one pupil from one address, per minute;
- `PUPIL_HOUR`: wrong codes for one pupil from anywhere, per hour (a brute force then needs
  days; the teacher's "new code" clears them);
- `ADDRESS_HOUR`: wrong codes from one address, whoever they were for: high, so a class that
  mistypes is never blocked; it stops one address trying every pupil of every class.

A right code counts nothing: thirty pupils logging in from one address in one minute use no
try. Class codes (a miss at /rejoindre/?classe=…, /rejoindre/<code>/ or below) count per
browser and address (`CLASS_MISSES`, `CLASS_MISSES_DAY`: a browser is its CSRF cookie's
secret, the one cookie a key holds, since dropping it only moves a guesser to the next limits) and per address
(`SCHOOL_CLASS_MISSES`, `SCHOOL_CLASS_MISSES_DAY`, ten and six times higher). While a limit is reached every try is refused,
right or wrong, and nothing is checked (`throttle`).
"""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta

from django.db import transaction
from django.utils import timezone

from clesite.classroom import throttle
from clesite.classroom.models import JoinAttempt, Pupil
from clesite.classroom.throttle import Limit

PUPIL_HERE = Limit("pupil-code", 5, timedelta(minutes=1))
PUPIL_HOUR = Limit("pupil-code-hour", 30, timedelta(hours=1))
ADDRESS_HOUR = Limit("pupil-code-address", 300, timedelta(hours=1))
CLASS_MISSES = Limit("class-code", 20, timedelta(minutes=10))
CLASS_MISSES_DAY = Limit("class-code-day", 100, timedelta(days=1))
SCHOOL_CLASS_MISSES = Limit("class-code-school", 200, timedelta(minutes=10))
SCHOOL_CLASS_MISSES_DAY = Limit("class-code-school-day", 600, timedelta(days=1))
KEEP = timedelta(days=1)


def pupil_key(pupil: Pupil) -> str:
    return throttle.digest(f"pupil:{pupil.pk}")


def _pupil_tries(pupil: Pupil, address: str) -> list[tuple[Limit, str, str]]:
    subject = pupil_key(pupil)
    return [(PUPIL_HERE, subject, address), (PUPIL_HOUR, subject, ""), (ADDRESS_HOUR, "", address)]


@transaction.atomic
def record(pupil: Pupil, address: str, succeeded: bool, now: datetime | None = None) -> None:
    """The try, for the pupil's data export; tries older than a day are deleted."""
    now = now or timezone.now()
    JoinAttempt.objects.create(pupil=pupil, address=address, succeeded=succeeded, created_at=now)
    JoinAttempt.objects.filter(created_at__lt=now - KEEP).delete()


def check_code(pupil: Pupil, code: str, address: str, now: datetime | None = None) -> str:
    """ "ok", "wrong" or "blocked": the one entry point of the code view."""
    tries = _pupil_tries(pupil, address)
    if throttle.reached(tries, now):
        return "blocked"
    # Compared as bytes: `compare_digest` refuses a str holding anything but ASCII, and a
    # typed code may hold any character ("𝄞♯♭♮" was a 500); it is then simply wrong.
    ok = secrets.compare_digest(code.strip().encode(), pupil.code.encode())
    record(pupil, address, ok, now)
    if ok:
        return "ok"
    return "wrong" if throttle.take_all(tries, now) else "blocked"


def forget_tries(pupil: Pupil) -> None:
    """The teacher's new code: the pupil's wrong tries no longer count."""
    throttle.clear(pupil_key(pupil), PUPIL_HERE, PUPIL_HOUR)


def _class_tries(address: str, browser: str) -> list[tuple[Limit, str, str]]:
    """A browser's misses (a child typing codes at random is stopped alone) and its whole
    address's, far higher: a school shares one address, and a reviewer saw one pupil's twenty
    wrong codes lock the whole class out, right code included. A script that drops its cookies
    is a new browser each time: only the address's limits hold it."""
    tries = [(SCHOOL_CLASS_MISSES, "", address), (SCHOOL_CLASS_MISSES_DAY, "", address)]
    if browser:
        tries += [(CLASS_MISSES, browser, address), (CLASS_MISSES_DAY, browser, address)]
    return tries


def class_codes_blocked(address: str, browser: str) -> bool:
    """True when this browser, or its whole address, missed too many class codes: no code is
    even looked up."""
    return throttle.reached(_class_tries(address, browser))


def class_code_missed(address: str, browser: str) -> bool:
    """Counts a miss; False when it went past a limit (say "too many tries")."""
    return throttle.take_all(_class_tries(address, browser))


# Teachers' accounts (/comptes/, /admin/login/): what is guessed is a password, keyed by the
# account's email and the address; a school's few teachers never reach the per-address limit.
LOGIN_HERE = Limit("login", 5, timedelta(minutes=15))
LOGIN_ADDRESS = Limit("login-address", 30, timedelta(minutes=15))
# A reset sends an email: counted whether or not an account has that address (saying nothing).
RESET_EMAIL = Limit("reset", 3, timedelta(hours=1))
RESET_ADDRESS = Limit("reset-address", 10, timedelta(hours=1))
SIGNUP_ADDRESS = Limit("signup-address", 10, timedelta(hours=1))
SIGNUP_EMAIL = Limit("signup", 3, timedelta(hours=1))


def login_tries(email: str, address: str) -> list[tuple[Limit, str, str]]:
    subject = throttle.digest("email:" + email.strip().lower())
    return [(LOGIN_HERE, subject, address), (LOGIN_ADDRESS, "", address)]


def reset_allowed(email: str, address: str) -> bool:
    """Counts a reset asked for `email`; False past the limits (then no email is sent)."""
    subject = throttle.digest("email:" + email.strip().lower())
    return throttle.take_all([(RESET_EMAIL, subject, ""), (RESET_ADDRESS, "", address)])


def signup_allowed(address: str) -> bool:
    """Counts a sign-up sent from `address`, valid or not."""
    return throttle.take(SIGNUP_ADDRESS, "", address)


def signup_email_allowed(email: str) -> bool:
    """Counts a sign-up's email to `email` (a link, or "you already have an account"): a few
    per hour, so sign-up floods no one's inbox."""
    subject = throttle.digest("signup:" + email.strip().lower())
    return throttle.take(SIGNUP_EMAIL, subject, "")
