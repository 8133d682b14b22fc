"""WSGI entry point (gunicorn clesite.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clesite.settings")
application = get_wsgi_application()

# Build the theory tables now (about 0.25 s, music21 included) rather than on a pupil's request.
import theory  # noqa: E402

theory.warm()
