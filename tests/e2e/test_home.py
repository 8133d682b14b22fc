"""The first journey: a visitor opens the home page and switches language there and back."""

import re
from pathlib import Path

from playwright.sync_api import expect

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"


def test_home_in_french_then_romanian_and_back(site):
    site.goto(site.base_url + "/")
    expect(site).to_have_title(re.compile("Clé de Sol"))
    expect(site.locator("html")).to_have_attribute("lang", "fr")
    expect(site.get_by_role("heading", level=1)).to_have_text(
        "Apprendre la musique en jouant aux cartes"
    )
    SHOTS.mkdir(exist_ok=True)
    site.screenshot(path=SHOTS / "home-fr.png", full_page=True)

    site.get_by_role("button", name="Română").click()
    expect(site.locator("html")).to_have_attribute("lang", "ro")
    expect(site.get_by_role("heading", level=1)).to_have_text("Învățăm muzica jucând cărți")
    expect(site.get_by_role("navigation", name="Navigare principală")).to_be_visible()
    site.screenshot(path=SHOTS / "home-ro.png", full_page=True)

    site.get_by_role("button", name="Français").click()
    expect(site.locator("html")).to_have_attribute("lang", "fr")
    expect(site.get_by_role("heading", level=1)).to_have_text(
        "Apprendre la musique en jouant aux cartes"
    )


def test_keyboard_reaches_the_language_switch(site):
    site.goto(site.base_url + "/")
    site.keyboard.press("Tab")
    expect(site.get_by_role("link", name="Aller au contenu")).to_be_focused()
