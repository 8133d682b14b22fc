"""Issue 25 point 9: the headers, and no inline script in any template."""

import re
from pathlib import Path

import pytest
from django.test import Client

ROOT = Path(__file__).resolve().parents[2]
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>", re.I)
HANDLER = re.compile(r"<[^>]+\son[a-z]+\s*=", re.I)


def template_files() -> list[Path]:
    folders = [ROOT / "templates", *ROOT.glob("*/templates"), *ROOT.glob("*/*/templates")]
    return sorted(p for folder in folders for p in folder.rglob("*.html"))


def test_no_template_has_an_inline_script_or_handler():
    """The Content-Security-Policy refuses them: every script is a file of /static/."""
    files = template_files()
    assert len(files) > 50  # the glob found the games' and the classroom's templates too
    found = [
        f"{path.relative_to(ROOT)}: {m.group(0)[:60]}"
        for path in files
        for pattern in (INLINE_SCRIPT, HANDLER)
        for m in pattern.finditer(path.read_text())
    ]
    assert found == []


@pytest.mark.django_db
@pytest.mark.parametrize("url", ["/", "/rejoindre/", "/comptes/connexion/", "/admin/login/", "/x/"])
def test_every_answer_carries_the_policies(url):
    response = Client().get(url)
    policy = response["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
    assert directives["script-src"] == "'self'"
    assert "unsafe" not in directives["default-src"] + directives["style-src"]
    assert directives["object-src"] == "'none'" and directives["frame-ancestors"] == "'none'"
    assert "camera=()" in response["Permissions-Policy"]
    assert "microphone=()" in response["Permissions-Policy"]


@pytest.mark.django_db
def test_the_policies_can_be_turned_off_by_setting(settings):
    settings.CONTENT_SECURITY_POLICY = ""
    response = Client().get("/")
    assert "Content-Security-Policy" not in response
    assert "Permissions-Policy" in response
