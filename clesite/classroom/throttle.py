"""Rate limits that hold: atomic counters of tries in the database, per window of time.

A limit keys on what is being guessed (a pupil, a teacher's email) plus the address it comes
from, so a school behind one address is never locked out by its own pupils, and a script that
drops its cookies gains nothing (no cookie is part of any key).

`take` counts a miss (a wrong code, a class that does not exist) and says whether it was
still within the limit: the row's count is raised by one in the database (`count = count + 1`,
under the row's lock) and read back in the same transaction, so ten concurrent misses against a
limit of five get exactly five "within", with one process or several. A miss past the limit is
answered "too many tries", like any try while `reached`: a guesser then learns nothing from
it, right or wrong, and at most `tries` misses per window ever tell him anything. A right answer
counts nothing: a class of thirty logging in from one address uses none of its tries.

Windows are fixed (a minute starting on the minute…): at a window's edge a guesser may get two
windows' worth of tries, which the longer limits (an hour, a day) bound.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.http import HttpRequest
from django.utils import timezone

from clesite.classroom.models import Throttle

KEEP = timedelta(days=1)


@dataclass(frozen=True)
class Limit:
    scope: str
    tries: int
    window: timedelta

    @property
    def minutes(self) -> int:
        return int(self.window.total_seconds() // 60)


def digest(value: str) -> str:
    """A keyed hash: the same value gives the same key, and the key gives nothing back."""
    key = settings.SECRET_KEY.encode()
    return hmac.new(key, value.encode(), hashlib.sha256).hexdigest()[:32]


def address_of(request: HttpRequest) -> str:
    return digest("ip:" + request.META.get("REMOTE_ADDR", ""))


def browser_of(request: HttpRequest) -> str:
    """The browser, by the random secret of its CSRF cookie (every page with a form gives it
    one; a refused try then writes nothing, not even a session); "" for a browser without it (a
    script that drops its cookies), which only its address's limits hold."""
    secret = request.COOKIES.get(settings.CSRF_COOKIE_NAME, "")
    return digest("browser:" + secret) if secret else ""


def _start(limit: Limit, now: datetime) -> datetime:
    seconds = int(limit.window.total_seconds())
    epoch = int(now.timestamp())
    return datetime.fromtimestamp(epoch - epoch % seconds, tz=now.tzinfo or timezone.utc)


def take(limit: Limit, subject: str = "", address: str = "", now: datetime | None = None) -> bool:
    """Counts one miss against `limit`; False when it went past the limit (answer "too many
    tries", not "wrong")."""
    now = now or timezone.now()
    key = {"scope": limit.scope, "subject": subject, "address": address}
    with transaction.atomic():
        row, created = Throttle.objects.get_or_create(**key, window=_start(limit, now))
        Throttle.objects.filter(pk=row.pk).update(count=F("count") + 1)
        count = Throttle.objects.values_list("count", flat=True).get(pk=row.pk)
        if created:  # a new window: the old ones of every key can go
            Throttle.objects.filter(window__lt=now - KEEP).delete()
    return count <= limit.tries


def take_all(tries: list[tuple[Limit, str, str]], now: datetime | None = None) -> bool:
    """Counts the miss against each (limit, subject, address); True only if all allow it."""
    now = now or timezone.now()
    return all([take(limit, subject, address, now) for limit, subject, address in tries])


def reached(tries: list[tuple[Limit, str, str]], now: datetime | None = None) -> bool:
    """True when one of the limits is reached: the try must not be made (nothing is counted)."""
    now = now or timezone.now()
    for limit, subject, address in tries:
        count = (
            Throttle.objects.filter(
                scope=limit.scope, subject=subject, address=address, window=_start(limit, now)
            )
            .values_list("count", flat=True)
            .first()
        )
        if count is not None and count >= limit.tries:
            return True
    return False


def clear(subject: str, *limits: Limit) -> None:
    """Forgets every try at `subject` (a teacher's new code for a pupil)."""
    Throttle.objects.filter(scope__in=[lim.scope for lim in limits], subject=subject).delete()
