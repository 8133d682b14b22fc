"""Shared fixtures: one Chromium per test session, driven by Playwright (Debian's build)."""

import asyncio
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


DATABASE_FIXTURES = {"db", "transactional_db", "django_db_setup", "client", "admin_client"}


HEAVY_FIXTURES = {"page", "pages", "site", "live_server", "servers"}


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """The tests that drive a browser or start servers run one at a time, on one xdist worker
    (`--dist loadgroup`), while the other workers take the rest: two browsers and their live
    servers racing for two cores made timing-sensitive journeys flaky."""
    for item in items:
        if HEAVY_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.xdist_group("heavy"))
    _keep_database_tests(config, items)


def _keep_database_tests(config, items):
    """`TESTS=database` (CI's second run, on PostgreSQL) keeps the tests that reach the database
    without a browser: rules, theory and bots never touch it, and the browser journeys ran on
    SQLite a moment before; what differs between the two databases (locks, LISTEN/NOTIFY,
    transactions, migrations) is what the kept tests exercise."""
    if os.environ.get("TESTS") != "database":
        return
    kept, dropped = [], []
    for item in items:
        reaches = item.get_closest_marker("django_db") or DATABASE_FIXTURES & set(
            getattr(item, "fixturenames", ())
        )
        browser = "page" in getattr(item, "fixturenames", ()) or "pages" in getattr(
            item, "fixturenames", ()
        )
        (kept if reaches and not browser else dropped).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
    items[:] = kept


def _commits(item) -> bool:
    """Whether a test's writes really commit (a live server, `transaction=True`)."""
    marker = item.get_closest_marker("django_db")
    transaction = bool(marker and (marker.kwargs.get("transaction") or marker.args[:1] == (True,)))
    fixtures = set(getattr(item, "fixturenames", ()))
    return transaction or bool({"transactional_db", "live_server"} & fixtures)


@pytest.fixture(autouse=True)
def _bots_by_themselves_only_where_writes_commit(request, settings):
    """The bots' scheduler (`games.tables.bot_runner`) hears of a table's change when its write
    commits: in a test whose writes never commit (`db`, or no database at all) it would only
    set timers and sweeps that cannot see the test's tables, so there it is "manual" and the
    test lets bots act itself (`bot_runner.sweep()`, `services.advance_bots`). Elsewhere (the
    browser journeys, the races) it runs as in production, and a test may still ask for
    "manual"."""
    if not _commits(request.node):
        settings.TABLES_BOT_RUNNER = "manual"
        yield
        return
    yield
    from games.tables import bot_runner

    bot_runner.stop()  # no sweep nor timer outlives the test (nor its database)


@pytest.fixture(autouse=True)
def _no_browser_loop_outside_browser_tests(request):
    """After a browser test on this worker, Playwright's sync API leaves its event loop marked
    as running in the main thread, where Django's test client then cannot call an async view
    (the table's stream: AsyncToSync refuses a thread with a running loop). A test that drives
    no browser runs with the mark lifted; it is put back for the next browser test."""
    loop = asyncio._get_running_loop()
    if loop is None or HEAVY_FIXTURES & set(request.fixturenames):
        yield
        return
    asyncio._set_running_loop(None)
    try:
        yield
    finally:
        asyncio._set_running_loop(loop)


@pytest.fixture(autouse=True)
def _empty_cache():
    """Each test starts with nothing counted in the cache (`games.tables.misses` counts unknown
    table codes per address there: one test's misses must not stop the next)."""
    from django.core.cache import cache

    from games.tables import logs, presence, push

    cache.clear()
    # Nor anything of another test in this process's memory: its boards, its tables, its seats
    # present (primary keys are used again once a test's rows are rolled back).
    push.RENDERS.clear()
    push.TABLES.clear()
    logs.LOGS.clear()
    presence.PRESENCE.reset()


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


def keep_on_this_machine(target, base_url: str, outside: list[str] | None = None) -> list[str]:
    """Routes every request of a page or a browser context: the live server's answer, anything
    else refused and listed in `outside` (returned; a new list by default), so a test can fail
    on it."""
    outside = [] if outside is None else outside

    def guard(route):
        url = route.request.url
        if url.startswith(base_url) or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            outside.append(url)
            route.abort()

    target.route("**/*", guard)
    return outside


# Issue 25 point 9: a page runs under the site's Content-Security-Policy; anything it refuses (an
# inline script, handler or <style>, an evaluated string) is a bug. The event is the browser's
# own; the script that reports it is Playwright's, which the policy does not cover.
REPORT_VIOLATIONS = """
document.addEventListener("securitypolicyviolation", function (e) {
  console.error("CSP violation: " + e.violatedDirective + " " + e.blockedURI + " " +
                (e.sourceFile || "") + ":" + e.lineNumber);
});
"""


def watch_policy(target, violations: list[str] | None = None) -> list[str]:
    """Collects, in `violations` (returned), every Content-Security-Policy violation of a page
    or of a browser context's pages, and any complaint about its Permissions-Policy header, so a
    test can fail on it."""
    violations = [] if violations is None else violations

    def heard(message):
        text = message.text
        # A Permissions-Policy complaint: a feature the browser does not know, or mistyped.
        if any(
            k in text for k in ("CSP violation", "Content Security Policy", "Permissions-Policy")
        ):
            violations.append(text)

    target.add_init_script(REPORT_VIOLATIONS)
    target.on("console", heard)
    return violations


@pytest.fixture
def site(live_server, page):
    """A page pointed at the live server; every request it makes must stay on this machine, and
    nothing it does may break the site's Content-Security-Policy."""
    outside = keep_on_this_machine(page, live_server.url)
    violations = watch_policy(page)
    page.base_url = live_server.url
    yield page
    assert not outside, f"the page asked for something outside the school: {outside}"
    assert not violations, f"the page broke its security headers: {violations}"
