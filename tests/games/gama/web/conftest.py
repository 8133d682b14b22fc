"""Gama's Django side: these tests need the site, in French (the Django-free folder above
replaces the site's language fixture with a no-op; this one brings it back)."""

import pytest


@pytest.fixture(autouse=True)
def _french_by_default():
    from django.utils import translation

    translation.activate("fr")
    yield
    translation.deactivate()
