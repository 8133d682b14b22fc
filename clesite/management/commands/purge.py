"""`manage.py purge`: deletes what is kept only for a while; run it once a day (cron, a systemd
timer: README, "Production").

- expired sessions (Django's `clearsessions`): a session row outlives its cookie until then;
- pupils' login tries older than a day (`JoinAttempt`), and the rate limits' counters older
  than a day (`Throttle`): both are also deleted as new tries come, but a quiet site keeps its
  last day's until this runs;
- teachers' sign-ups whose emailed link expired unused (`trust.forget_unconfirmed`).
"""

from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.utils import timezone

from clesite.classroom import ratelimit, throttle, trust
from clesite.classroom.models import JoinAttempt, Throttle


class Command(BaseCommand):
    help = (
        "Deletes expired sessions, login tries and rate-limit counters older than a day, and "
        "sign-ups never confirmed."
    )

    def handle(self, *args, **options):
        call_command("clearsessions")
        now = timezone.now()
        tries, _ = JoinAttempt.objects.filter(created_at__lt=now - ratelimit.KEEP).delete()
        counters, _ = Throttle.objects.filter(window__lt=now - throttle.KEEP).delete()
        signups = trust.forget_unconfirmed(now)
        self.stdout.write(
            f"purged: expired sessions, {tries} login tries, {counters} counters, "
            f"{signups} unconfirmed sign-ups"
        )
