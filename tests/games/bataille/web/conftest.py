"""Bataille des sons's Django side: these tests need the site, in French (`tests.games.web_french`)."""

from tests.games.web_french import _french_by_default  # noqa: F401 (an autouse fixture)
