"""The test settings: the site's own, plus a toy game that lives only in the tests."""

from clesite.settings import *  # noqa: F403

INSTALLED_APPS = [*INSTALLED_APPS, "tests.toygame"]  # noqa: F405
