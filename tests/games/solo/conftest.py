"""These tests need no Django: the site-wide autouse fixture that activates French is replaced
by a no-op here, so `pytest tests/games/solo --ignore tests/games/solo/web -p no:django` runs them
without settings (the web/ folder holds the Django side's tests). `solo_registered` puts Solo in
the engine's registry for `simulate` when Django is not there to do it."""

import pytest

from games.engine import registry


@pytest.fixture(autouse=True)
def _french_by_default():
    yield


@pytest.fixture
def solo_registered():
    before = dict(registry.GAMES)
    registry.register(
        registry.GameEntry(
            "solo",
            "games.solo.rules",
            (("random", "games.solo.bots:RandomBot"), ("simple", "games.solo.bots:SimpleBot")),
        )
    )
    yield
    registry.GAMES.clear()
    registry.GAMES.update(before)
