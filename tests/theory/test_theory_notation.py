"""Verovio notation: deterministic, accessible, page-safe ids, one notehead per note."""

import re
import subprocess
import sys
import threading
import xml.etree.ElementTree as ET

import pytest

from theory import EXTENDED_RANGE, GAME_RANGE, RHYTHMS, staff_place
from theory import notation as N

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def noteheads(svg: str) -> int:
    return svg.count('class="notehead"')


def title(svg: str) -> str:
    node = parse(svg).find(f"{SVG}title")
    assert node is not None
    return node.text or ""


def test_note_card_face_is_accessible_and_titled():
    svg = N.svg_note("C4", "quarter")
    root = parse(svg)
    assert root.get("role") == "img"
    assert root.get("class") == "notation notation-note"
    assert root[0].tag == f"{SVG}title"  # first child, as screen readers expect
    assert root.get("aria-labelledby") == root[0].get("id")
    assert title(svg) == "Do grave, noire"
    assert title(N.svg_note("C4", "quarter", lang="ro")) == "Do grav, pătrime"
    assert title(N.svg_note("C4", "quarter", lang="en")) == "Low C, quarter note"
    assert title(N.svg_note("B4")) == "Si grave"  # CS-1 (rulings v3)
    assert title(N.svg_note("D5", "eighth", lang="fr", names="en")) == "D aigu, croche"
    assert "Verovio" not in svg  # no banner


def test_every_note_card_renders_with_one_notehead_and_ledger_lines():
    for p in EXTENDED_RANGE:
        for r in (*RHYTHMS, None):
            svg = N.svg_note(p, r)
            assert noteheads(svg) == 1, (p, r)
            has_ledger = "ledgerLines" in svg
            assert has_ledger is (staff_place(p).ledger_lines > 0), p
            assert 'class="clef"' in svg
            if r in (None, "half"):
                assert ('class="stem"' in svg) is (r == "half")


def test_ledger_line_below_for_do_grave_and_above_for_la_aigu():
    assert 'class="ledgerLines below"' in N.svg_note("C4", "quarter")
    assert 'class="ledgerLines above"' in N.svg_note("A5", "quarter")
    assert "ledgerLines" not in N.svg_note("D4", "quarter")
    assert "ledgerLines" not in N.svg_note("G5", "quarter")


def test_noteheads_sit_higher_for_higher_pitches():
    """The notehead's y (SVG grows downwards) falls by one staff step per pitch."""

    def y(p: str) -> float:
        svg = N.svg_note(p)
        m = re.search(r'class="notehead">\s*<use [^>]*translate\([\d.]+, ([\d.]+)\)', svg)
        assert m, p
        return float(m.group(1))

    ys = [y(p) for p in EXTENDED_RANGE]
    steps = {round(a - b) for a, b in zip(ys, ys[1:], strict=False)}
    assert len(steps) == 1 and steps.pop() > 0


def test_rhythm_face_one_line_no_visible_clef():
    for r in RHYTHMS:
        svg = N.svg_rhythm(r)
        assert noteheads(svg) == 1
        assert 'class="clef" visibility="hidden"' in svg  # the percussion clef is not drawn
        assert 'class="stem"' in svg
        assert svg.count("<path") >= 1
    assert title(N.svg_rhythm("16th")) == "Double-croche"
    assert title(N.svg_rhythm("quarter", lang="ro")) == "Pătrime"
    assert parse(N.svg_rhythm("eighth")).get("class") == "notation notation-rhythm"


def test_interval_scale_range_and_notes():
    mel = N.svg_interval("C4", "E4")
    assert noteheads(mel) == 2
    assert title(mel) == "Do grave puis Mi grave\u00a0: tierce"
    harm = N.svg_interval("C4", "E4", harmonic=True)
    assert noteheads(harm) == 2 and 'class="chord"' in harm
    assert title(harm) == "Do grave et Mi grave ensemble\u00a0: tierce"
    assert title(N.svg_interval("C5", "A4", lang="en")) == "High C then low A: third"
    scale = N.svg_scale()
    assert noteheads(scale) == 8
    assert title(scale) == "Gamme\u00a0: Do, Ré, Mi, Fa, Sol, La, Si, Do"
    assert noteheads(N.svg_scale(["G", "A", "B", "C", "D"])) == 5
    assert N.svg_scale(["C", "D"]) == N.svg_scale(("C4", "D4"))  # names placed from C4
    rng = N.svg_range()
    assert noteheads(rng) == len(GAME_RANGE)
    assert title(rng) == "Les notes du jeu, de Do grave à La aigu"
    melody = N.svg_notes([("C5", "eighth"), ("D5", "eighth"), ("E5", "quarter")])
    assert noteheads(melody) == 3
    assert title(melody) == "Do aigu (croche), Ré aigu (croche), Mi aigu (noire)"


def test_deterministic_in_process_and_across_processes():
    first = N.svg_note("E4", "half")
    N.cache_clear()
    assert N.svg_note("E4", "half") == first
    code = "from theory import notation as N; print(N.svg_note('E4', 'half'), end='')"
    other = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert other.stdout == first


def test_a_thread_s_first_engraving_has_the_same_ids():
    """Verovio's id generator belongs to the calling thread: a request's thread engraving for
    the first time gives the same SVG as any other (it once gave other ids, once per thread)."""
    first = N.svg_note("E4", "half")
    seen = []

    def engrave():
        N.cache_clear()
        seen.append(N.svg_note("E4", "half"))

    for _ in range(3):
        thread = threading.Thread(target=engrave)
        thread.start()
        thread.join()
    assert seen == [first] * 3


def test_cached():
    assert N.svg_note("F4", "eighth") is N.svg_note("F4", "eighth")
    assert N.svg_notes([("C4", "half")]) is N.svg_notes((("C4", "half"),))


def _ids_and_refs(svg: str) -> tuple[list[str], set[str]]:
    ids = re.findall(r'\sid="([^"]+)"', svg)
    refs = set(re.findall(r"#([A-Za-z_][\w-]*)", svg))
    return ids, refs


def test_ids_are_prefixed_unique_and_resolved():
    svg = N.svg_note("C4", "quarter", id_prefix="card7")
    ids, refs = _ids_and_refs(svg)
    assert ids and all(i.startswith("card7-") for i in ids)
    assert len(ids) == len(set(ids))
    assert refs <= set(ids)  # every <use href="#…"> and CSS #id points inside this SVG
    # Two different figures on one page never share an id.
    a_ids, _ = _ids_and_refs(N.svg_note("C4", "quarter"))
    b_ids, _ = _ids_and_refs(N.svg_note("D4", "quarter"))
    assert not set(a_ids) & set(b_ids)
    c_ids, _ = _ids_and_refs(N.svg_note("C4", "quarter", lang="en"))
    assert not set(a_ids) & set(c_ids)


def test_unknown_input_raises():
    with pytest.raises(ValueError):
        N.svg_note("C9")
    with pytest.raises(ValueError):
        N.svg_note("C4", "whole-ish")
    with pytest.raises(ValueError):
        N.svg_interval("C4", "X4")


def test_notes_from_different_cards_are_not_beamed_together():
    """Review 12: a refusal's staff beamed the pile's double-croche and the refused croche into
    one figure; unbeamed, each keeps its flags and its own stem direction."""
    from theory import _music21

    items = (("D5", "16th"), ("F4", "eighth"))
    assert "<beam" in _music21.musicxml(items)  # what music21 does by itself
    xml = _music21.musicxml(items, beamed=False)
    assert "<beam" not in xml
    assert re.findall(r"<stem>(\w+)</stem>", xml) == ["down", "up"]  # D5 down, F4 up
    assert N.svg_notes(items, "fr", beamed=False) != N.svg_notes(items, "fr")
