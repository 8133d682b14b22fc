"""These tests need no Django: the site-wide autouse fixture that activates French is replaced
by a no-op here, so `pytest tests/games -p no:django` runs them without settings."""

import pytest


@pytest.fixture(autouse=True)
def _french_by_default():
    yield
