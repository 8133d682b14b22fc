"""A fresh machine as a newcomer finds it: the Python that `make` takes, the README's way in,
logs that print once, and a console in one language."""

import io
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from django.core.management import call_command
from django.test import Client
from packaging.specifiers import SpecifierSet

from clesite.classroom.models import Pupil

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
FIND_PYTHON = ROOT / "tools" / "find-python"


def readme(pattern: str) -> tuple[str, ...]:
    found = re.search(pattern, README)
    assert found, f"the README no longer says {pattern!r}"
    return found.groups()


@pytest.mark.django_db
def test_the_readme_s_demo_teacher_class_pupil_and_guest_get_in():
    email, password = readme(r"as\s+`([^`]+@[^`]+)`, password `([^`]+)`")
    (class_code,) = readme(r"class code `(\w+)`")
    name, code = readme(r"choose\s+\*\*(\w+)\*\*, then her code `(\d{4})`")
    said = io.StringIO()
    call_command("demo", stdout=said)  # in English, as the rest of the console
    assert said.getvalue().startswith(f"Demo ready: teacher {email} / {password} (created).")
    assert f"code {class_code}, 25 pupils" in said.getvalue()

    teacher = Client()
    response = teacher.post("/comptes/connexion/", {"username": email, "password": password})
    assert response.status_code == 302 and response["Location"] == "/classe/"
    cards = teacher.get(f"/classe/{class_code}/cartes/").content.decode()
    assert name in cards and code in cards

    pupil = Client()
    assert (
        pupil.get("/rejoindre/", {"classe": class_code})["Location"] == f"/rejoindre/{class_code}/"
    )
    lea = Pupil.objects.get(classroom__code=class_code, pseudonym=name)
    response = pupil.post(f"/rejoindre/{class_code}/{lea.pk}/", {"code": code})
    assert response.status_code == 302 and response["Location"] == "/classe/moi/"

    guest = Client()
    response = guest.post(
        "/jeux/cle-de-sol/nouvelle/",
        {
            "mode": "bots",
            "bot_1": "simple",
            "opt-speed": "fast",
            "opt-oldest": "0",
            "opt-note_cards": "52",
        },
    )
    assert response.status_code == 302 and response["Location"].startswith("/tables/")
    assert guest.get("/classe/moi/").status_code == 200


def test_the_readme_opens_on_its_two_commands_and_stays_in_the_repository():
    lines = README.splitlines()
    assert lines[2] == "```sh"
    assert lines[3].startswith("make run ") and lines[4].startswith("make test ")
    assert "make run PORT=8001 HOST=0.0.0.0" in README
    assert "../shared" not in README


def test_the_readme_says_how_it_is_built_and_its_links_lead_somewhere():
    """Issue 20: the README stands alone: how it is built, the teachers' guide, and every link
    it gives inside the repository exists."""
    section = README.split("## How it is built", 1)[1].split("\n## ", 1)[0]
    for folder in ("games/", "theory/", "clesite/", "docs/architecture.md", "/classe/guide/"):
        assert folder in section, folder
    for link in re.findall(r"\]\((?!https?:)([^)#]+)\)", README):
        assert (ROOT / link).exists(), link


def test_a_warning_prints_once_in_development():
    """Django's console handler and the root's both printed each of Django's events."""
    code = (
        "import django, logging; django.setup();"
        "logging.getLogger('django.request').warning('Not Found: /x');"
        "logging.getLogger('clesite').warning('one of ours')"
    )
    env = {k: v for k, v in os.environ.items() if k not in {"DEBUG", "LOG_LEVEL"}}
    env["DJANGO_SETTINGS_MODULE"] = "clesite.settings"
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == ["Not Found: /x", "one of ours"]


def fake_python(folder: Path, name: str, version: str) -> Path:
    """A `python3.X` that answers the version question, and has venv."""
    path = folder / name
    path.write_text(f"#!/bin/sh\necho {version}\n")
    path.chmod(0o755)
    return path


def find_python(folder: Path, *args: str) -> subprocess.CompletedProcess:
    """tools/find-python with a PATH of the fakes and the few tools it uses, nothing else."""
    for tool in ("id", "ls", "sort", "tail"):
        (folder / tool).symlink_to(subprocess.check_output(["which", tool], text=True).strip())
    return subprocess.run(
        ["/bin/sh", str(FIND_PYTHON), *args],
        env={"PATH": str(folder)},
        capture_output=True,
        text=True,
        timeout=30,
    )


def test_make_takes_python3_when_supported(tmp_path):
    python3 = fake_python(tmp_path, "python3", "3.13")
    fake_python(tmp_path, "python3.14", "3.14")
    result = find_python(tmp_path)
    assert (result.returncode, result.stdout.strip()) == (0, str(python3))


def test_make_takes_a_supported_python3_x_when_python3_is_not(tmp_path):
    fake_python(tmp_path, "python3", "3.10")
    fake_python(tmp_path, "python3.11", "3.11")
    python312 = fake_python(tmp_path, "python3.12", "3.12")
    result = find_python(tmp_path)
    assert (result.returncode, result.stdout.strip()) == (0, str(python312))


def test_ci_asks_for_the_newest(tmp_path):
    fake_python(tmp_path, "python3", "3.11")
    python313 = fake_python(tmp_path, "python3.13", "3.13")
    assert find_python(tmp_path, "newest").stdout.strip() == str(python313)


def test_without_a_supported_python_make_says_in_one_line_what_to_install(tmp_path):
    fake_python(tmp_path, "python3", "3.10")
    fake_python(tmp_path, "python3.15", "3.15")
    result = find_python(tmp_path)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == (
        "Clé de Sol needs Python 3.11 to 3.14 (python3 here: 3.10): install one, with venv"
        " (on Debian: sudo apt-get install python3 python3-venv).\n"
    )


def test_find_python_supports_what_pyproject_requires():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    required = SpecifierSet(pyproject["project"]["requires-python"])
    (listed,) = re.search(r'SUPPORTED="([\d. ]+)"', FIND_PYTHON.read_text()).groups()
    admitted = [f"3.{minor}" for minor in range(30) if f"3.{minor}" in required]
    assert listed.split() == admitted[::-1]


def test_the_console_speaks_english():
    """What make, CI and their helpers print: English (the site's name aside)."""
    for path in ("Makefile", ".ci/run", "tools/find-python"):
        for line in (ROOT / path).read_text().splitlines():
            if re.match(r"\s*(@|.*\|\| )?echo ", line) or 'echo "' in line:
                said = line.replace("Clé de Sol", "")
                assert not re.search(r"[À-ÿ«»]", said), f"{path}: {line.strip()}"
