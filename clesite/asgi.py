"""ASGI entry point (uvicorn clesite.asgi:application)."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clesite.settings")
application = get_asgi_application()
