"""The browser journeys: every test here reaches the database and drives Chromium."""

import pytest
from playwright.sync_api import Browser, BrowserContext

from tests.conftest import keep_on_this_machine, watch_policy


def pytest_collection_modifyitems(items):
    for item in items:
        if "/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)
            item.add_marker(pytest.mark.django_db(transaction=True))


@pytest.fixture
def pages(browser: Browser, browser_context_args, live_server):
    """Three browsers' pages on the live server; none may ask anything from outside, nor break
    the Content-Security-Policy."""
    contexts: list[BrowserContext] = []
    outside: list[str] = []
    violations: list[str] = []
    made = []
    for _ in range(3):
        context = browser.new_context(**browser_context_args, base_url=live_server.url)
        keep_on_this_machine(context, live_server.url, outside)
        watch_policy(context, violations)
        contexts.append(context)
        page = context.new_page()
        page.base_url = live_server.url
        made.append(page)
    yield made
    for context in contexts:
        context.close()
    assert not outside, f"a page asked for something outside the school: {outside}"
    assert not violations, f"a page broke the Content-Security-Policy: {violations}"
