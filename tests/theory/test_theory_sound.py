"""Sound specs (Python) and sound.js (Web Audio in headless Chromium)."""

import json
import pathlib
import shutil
import subprocess

import pytest

from theory import (
    frequency,
    sound_spec_chord,
    sound_spec_interval,
    sound_spec_note,
    sound_spec_notes,
    sound_spec_rhythm,
    sound_spec_scale,
)

SOUND_JS = pathlib.Path(__file__).parents[2] / "theory" / "static" / "theory" / "sound.js"


def test_note_and_interval_specs():
    assert sound_spec_note("A4", "quarter") == {
        "notes": [{"f": 440.0, "d": 1.0}],
        "mode": "sequence",
        "tempo": 80,
    }
    assert sound_spec_note("C4")["notes"] == [{"f": 261.63, "d": 1.0}]
    spec = sound_spec_interval("C4", "E4", tempo=60)
    assert spec["mode"] == "interval" and spec["tempo"] == 60
    assert [n["f"] for n in spec["notes"]] == [261.63, 329.63]
    assert sound_spec_chord(["C4", "E4", "G4"])["mode"] == "chord"


def test_rhythm_and_scale_specs_cs2_ga3():
    spec = sound_spec_rhythm(["quarter", "eighth", "eighth"])
    assert [n["d"] for n in spec["notes"]] == [1.0, 0.5, 0.5]
    assert {n["f"] for n in spec["notes"]} == {round(frequency("B4"), 2)}
    up = sound_spec_scale()
    assert [n["f"] for n in up["notes"]] == [
        261.63,
        293.66,
        329.63,
        349.23,
        392.0,
        440.0,
        493.88,
        523.25,
    ]
    down = sound_spec_scale("C5", -1)
    assert [n["f"] for n in down["notes"]] == [n["f"] for n in reversed(up["notes"])]
    with pytest.raises(ValueError):
        sound_spec_scale("A5")
    melody = sound_spec_notes([("C4", "half"), ("D4", None)])
    assert [n["d"] for n in melody["notes"]] == [2.0, 1.0]
    json.dumps(melody)  # goes into a data-sound attribute


@pytest.mark.skipif(not shutil.which("node"), reason="node not installed")
def test_sound_js_is_valid_javascript():
    subprocess.run(["node", "--check", str(SOUND_JS)], check=True)


PAGE = """<!doctype html><html><body>
<button id="b" type="button" data-sound='{spec}'>Écouter</button>
<div id="d" data-sound='{scale}'>Gamme</div>
</body></html>"""


@pytest.mark.e2e
def test_sound_js_in_chromium(page):
    """Clicking a button starts Web Audio; a div becomes a keyboard button; durations add up."""
    spec = json.dumps(sound_spec_interval("C4", "E4", tempo=60))
    scale = json.dumps(sound_spec_scale(tempo=120))
    page.set_content(PAGE.format(spec=spec, scale=scale))
    page.add_script_tag(content=SOUND_JS.read_text(encoding="utf-8"))
    html = page.locator("html")
    assert html.get_attribute("data-audio-started") is None
    page.click("#b")
    assert html.get_attribute("data-audio-started") == "1"
    assert page.get_attribute("#b", "data-sound-playing") == ""
    # A div with data-sound is focusable and plays on Enter and Space.
    assert page.get_attribute("#d", "tabindex") == "0"
    assert page.get_attribute("#d", "role") == "button"
    page.focus("#d")
    page.keyboard.press("Enter")
    assert html.get_attribute("data-audio-started") == "2"
    page.keyboard.press(" ")
    assert html.get_attribute("data-audio-started") == "3"
    # A button answers the keyboard through its own click: exactly one sound per press.
    page.focus("#b")
    page.keyboard.press("Enter")
    assert html.get_attribute("data-audio-started") == "4"
    # Lengths: interval at 60 bpm = 1 + 1 beats apart then 2 together = 4 s; scale 8 beats at 120.
    seconds = page.evaluate(f"CleSound.play({spec})")
    assert seconds == pytest.approx(4.0)
    assert page.evaluate(f"CleSound.play({scale})") == pytest.approx(4.0)
    chord = json.dumps({"notes": [{"f": 261.63, "d": 2}, {"f": 329.63, "d": 2}], "mode": "chord"})
    assert page.evaluate(f"CleSound.play({chord})") == pytest.approx(1.5)  # 2 beats at 80
    assert page.evaluate("CleSound.context().constructor.name") in ("AudioContext",)
    page.evaluate("CleSound.stop()")
