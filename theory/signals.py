"""What the theory pages tell whoever listens (the classroom keeps a pupil's memo homework)."""

from django.dispatch import Signal

# A memo page was shown to `user` (any user: the listener decides whom it concerns); `memo`: its slug.
memo_shown = Signal()
