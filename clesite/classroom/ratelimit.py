"""Wrong codes at /rejoindre/ are rate-limited, per pupil and per computer, in the database.

A 4-digit code is a small secret: what protects it is the number of tries. Within one minute:

- per pupil: `PER_PUPIL` wrong codes, whichever computers typed them (guessing one pupil's code);
- per computer: `PER_DEVICE` wrong codes, whichever pupils they were for (one computer trying
  everyone's code); a computer is the random id of its browser (a cookie), or its address when
  it refuses cookies;
- per address: `PER_ADDRESS` wrong codes: a whole school shares one address behind its router,
  so this limit is high; it only stops a script that drops its cookies.

Over an hour a pupil may have at most `PER_PUPIL_HOUR` wrong codes (a brute force then needs
days; the teacher's "new code" clears them). The tries are kept a day, then deleted. Attempts
live in the database, so the limits hold with several server processes.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone

from clesite.classroom.models import JoinAttempt, Pupil

PER_PUPIL = 5
PER_DEVICE = 10
PER_ADDRESS = 60
PER_PUPIL_HOUR = 30
WINDOW = timedelta(minutes=1)
KEEP = timedelta(days=1)
DEVICE_COOKIE = "cds_device"


def _hash(value: str) -> str:
    key = settings.SECRET_KEY.encode()
    return hmac.new(key, value.encode(), hashlib.sha256).hexdigest()[:32]


@dataclass(frozen=True)
class Client:
    device: str
    address: str
    new_device: str = ""  # a fresh id to set in the cookie


def client_of(request: HttpRequest) -> Client:
    address = _hash("ip:" + request.META.get("REMOTE_ADDR", ""))
    device = request.COOKIES.get(DEVICE_COOKIE, "")
    if 16 <= len(device) <= 64 and device.replace("-", "").replace("_", "").isalnum():
        return Client("d:" + _hash(device), address)
    return Client("a:" + address, address, new_device=secrets.token_urlsafe(24))


def blocked(pupil: Pupil, client: Client, now: datetime | None = None) -> bool:
    """True when one of the limits is reached: then the code is not even checked."""
    now = now or timezone.now()
    wrong = JoinAttempt.objects.filter(succeeded=False, created_at__gt=now - WINDOW)
    return (
        wrong.filter(pupil=pupil).count() >= PER_PUPIL
        or wrong.filter(device=client.device).count() >= PER_DEVICE
        or wrong.filter(address=client.address).count() >= PER_ADDRESS
        or JoinAttempt.objects.filter(
            pupil=pupil, succeeded=False, created_at__gt=now - timedelta(hours=1)
        ).count()
        >= PER_PUPIL_HOUR
    )


@transaction.atomic
def record(pupil: Pupil, client: Client, succeeded: bool, now: datetime | None = None) -> None:
    now = now or timezone.now()
    JoinAttempt.objects.create(
        pupil=pupil,
        device=client.device,
        address=client.address,
        succeeded=succeeded,
        created_at=now,
    )
    JoinAttempt.objects.filter(created_at__lt=now - KEEP).delete()


def check_code(pupil: Pupil, code: str, client: Client, now: datetime | None = None) -> str:
    """ "ok", "wrong" or "blocked": the one entry point of the join view."""
    if blocked(pupil, client, now):
        return "blocked"
    # Compared as bytes: `compare_digest` refuses a str holding anything but ASCII, and a
    # typed code may hold any character ("𝄞♯♭♮" was a 500); it is then simply wrong.
    ok = secrets.compare_digest(code.strip().encode(), pupil.code.encode())
    record(pupil, client, ok, now)
    return "ok" if ok else "wrong"
