"""These tests need no Django: the site-wide autouse fixture that activates French is replaced
by a no-op here. `bataille_registered` puts the game in the engine's registry for `simulate`
when Django is not there to do it."""

import pytest

from games.engine import registry


@pytest.fixture(autouse=True)
def _french_by_default():
    yield


@pytest.fixture
def bataille_registered():
    before = dict(registry.GAMES)
    registry.register(
        registry.GameEntry(
            "bataille-des-sons",
            "games.bataille.rules",
            (
                ("random", "games.bataille.bots:RandomBot"),
                ("simple", "games.bataille.bots:SimpleBot"),
                ("strong", "games.bataille.bots:StrongBot"),
            ),
        )
    )
    yield
    registry.GAMES.clear()
    registry.GAMES.update(before)
