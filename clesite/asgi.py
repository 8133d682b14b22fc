"""ASGI entry point (uvicorn clesite.asgi:application)."""

import os

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clesite.settings")
django.setup(set_prefix=False)

from clesite.asgi_handler import OneThreadHandler  # noqa: E402

application = OneThreadHandler()

# Build the theory tables now (about 0.25 s, music21 included) rather than on a pupil's request.
import theory  # noqa: E402

theory.warm()
