"""These tests need no Django: the site-wide autouse fixture that activates French is replaced
by a no-op here (as for Solo), so La Clé's rules are tested as plain Python."""

import pytest


@pytest.fixture(autouse=True)
def _french_by_default():
    yield
