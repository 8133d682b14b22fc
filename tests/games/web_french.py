"""The site's language fixture, for each game's Django side (`<game>/web/conftest.py`): the
Django-free folder above it replaces the site-wide fixture with a no-op; its web folder brings
French back by importing this one."""

import pytest


@pytest.fixture(autouse=True)
def _french_by_default():
    from django.utils import translation

    translation.activate("fr")
    yield
    translation.deactivate()
