"""ASGI entry point (uvicorn clesite.asgi:application)."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clesite.settings")
application = get_asgi_application()

# Build the theory tables now (about 0.25 s, music21 included) rather than on a pupil's request.
import theory  # noqa: E402

theory.warm()
