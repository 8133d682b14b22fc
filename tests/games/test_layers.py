"""The framework names no game: `games/engine` and `games/tables` know a game only through its
declaration (games.tables.kit), so a new game never needs an edit there."""

from pathlib import Path

import pytest

from games.tables import kit

ROOT = Path(__file__).resolve().parents[2]
FRAMEWORK = ("games/engine", "games/tables")
SUFFIXES = {".py", ".html", ".js", ".css"}


def _names(config: kit.GameApp) -> set[str]:
    """What would name a game: its slug, its app's label and its package's last name."""
    return {config.slug, config.label, config.name.rsplit(".", 1)[-1]}


@pytest.mark.parametrize("slug", sorted(kit.games()))
def test_the_framework_does_not_name_the_game(slug):
    names = _names(kit.game(slug))
    found = []
    for folder in FRAMEWORK:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix not in SUFFIXES or "migrations" in path.parts:
                continue
            text = path.read_text(encoding="utf-8").lower()
            found += [f"{path.relative_to(ROOT)}: {n}" for n in names if n.lower() in text]
    assert found == []


def test_every_installed_game_implements_the_contract():
    assert len(kit.games()) >= 3  # Clé de Sol, Gama, and the toy game of the tests
    for config in kit.games().values():
        config.rules_module()  # raises ImproperlyConfigured for a missing contract function
        assert set(config.levels()) <= {"random", "simple", "strong"}
        assert config.catalogue.name and config.options_form and config.presenter
