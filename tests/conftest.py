"""Shared fixtures: one Chromium per test session, driven by Playwright (Debian's build)."""

import os
import shutil

import pytest

os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(autouse=True)
def _french_by_default():
    """Each test starts in the site's default language, whatever the previous one activated."""
    from django.utils import translation

    translation.activate("fr")
    yield
    translation.deactivate()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "locale": "fr-FR", "viewport": {"width": 1280, "height": 900}}


@pytest.fixture
def site(live_server, page):
    """A page pointed at the live server; every request it makes must stay on this machine."""
    outside = []

    def guard(route):
        url = route.request.url
        if url.startswith(live_server.url) or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            outside.append(url)
            route.abort()

    page.route("**/*", guard)
    page.base_url = live_server.url
    yield page
    assert not outside, f"the page asked for something outside the school: {outside}"
