"""The test settings: the site's own, plus a toy game that lives only in the tests."""

from clesite.settings import *  # noqa: F403

INSTALLED_APPS = [*INSTALLED_APPS, "tests.toygame"]  # noqa: F405

# Each remembered piece of a board is drawn both ways and compared (games/tables/templatetags/
# remember.py): a piece that reads a value it is not given fails the test that shows it.
TEMPLATE_REMEMBER_CHECK = True
