"""Labels a child reads (fr / ro / en) and the pitch memo's staff places (CS-sheet-59)."""

import pytest

from theory import (
    EXTENDED_RANGE,
    GAME_RANGE,
    RHYTHMS,
    StaffPlace,
    beats_label,
    describe_place,
    explain_staff_place,
    interval_label,
    interval_quality,
    note_label,
    rhythm_label,
    staff_place,
)
from theory.constants import normalise_lang


def test_note_names_per_language():
    assert [note_label(n, "fr") for n in "CDEFGAB"] == ["Do", "Ré", "Mi", "Fa", "Sol", "La", "Si"]
    assert [note_label(n, "ro") for n in "CDEFGAB"] == ["Do", "Re", "Mi", "Fa", "Sol", "La", "Si"]
    assert [note_label(n, "en") for n in "CDEFGAB"] == list("CDEFGAB")


def test_octave_words_cs1():
    assert note_label("C4", "fr") == "Do grave"
    assert note_label("C5", "fr") == "Do aigu"
    assert note_label("A5", "fr") == "La aigu"
    assert note_label("C4", "ro") == "Do grav"
    assert note_label("C5", "ro") == "Do acut"
    assert note_label("C4", "en") == "low C"
    assert note_label("C5", "en") == "high C"
    # Rulings v3: with the printed 56 cards the Si has two octaves, so it says which; B4 is
    # "Si grave" in the 52-card game too, so a card's name never depends on the options.
    assert note_label("B4", "fr") == "Si grave"
    assert note_label("B4", "en") == "low B"
    assert note_label("B5", "fr") == "Si aigu"
    assert note_label("B5", "ro") == "Si acut"


def test_every_pitch_label_is_unique_in_each_language():
    for lang in ("fr", "ro", "en"):
        labels = [note_label(p, lang) for p in EXTENDED_RANGE]
        assert len(set(labels)) == len(labels)
    for p in GAME_RANGE:
        if p != "B4":
            assert note_label(p, "fr").endswith((" grave", " aigu"))


def test_naming_system_overrides_language():
    assert note_label("C4", "fr", names="en") == "C grave"
    assert note_label("D5", "en", names="fr") == "high Ré"
    assert note_label("D", "fr", names="ro") == "Re"
    assert note_label("D", "fr", names=None) == "Ré"


def test_languages_are_normalised():
    assert normalise_lang("fr-ch") == "fr"
    assert normalise_lang("EN_us") == "en"
    assert normalise_lang("de") == "fr"
    assert normalise_lang(None) == "fr"
    assert note_label("C4", "ro-RO") == "Do grav"


def test_rhythm_labels_cs2():
    assert [rhythm_label(r, "fr") for r in RHYTHMS] == [
        "double-croche",
        "croche",
        "noire",
        "blanche",
    ]
    assert [rhythm_label(r, "ro") for r in RHYTHMS] == [
        "șaisprezecime",
        "optime",
        "pătrime",
        "doime",
    ]
    assert rhythm_label("quarter", "en") == "quarter note"
    with pytest.raises(ValueError):
        rhythm_label("whole", "fr")


def test_interval_labels_cs4():
    assert [interval_label(s, "fr") for s in (3, 4, 5)] == ["tierce", "quarte", "quinte"]
    assert [interval_label(s, "ro") for s in (3, 4, 5)] == ["terță", "cvartă", "cvintă"]
    assert [interval_label(s, "en") for s in (3, 4, 5)] == ["third", "fourth", "fifth"]
    assert interval_label(-3, "fr") == "tierce"  # a signed generic interval has the same name
    assert interval_label(8, "fr") == "octave"
    with pytest.raises(ValueError):
        interval_label(0, "fr")


def test_interval_quality_from_music21():
    assert interval_quality("C4", "E4", "fr") == "tierce majeure"
    assert interval_quality("C5", "A4", "fr") == "tierce mineure"  # directed: down from Do5
    assert interval_quality("F4", "B4", "fr") == "quarte augmentée"
    assert interval_quality("B4", "F5", "fr") == "quinte diminuée"
    assert interval_quality("C4", "G4", "fr") == "quinte juste"
    assert interval_quality("C4", "E4", "ro") == "terță mare"
    assert interval_quality("C4", "E4", "en") == "major third"
    assert interval_quality("D", "F", "fr") == "tierce mineure"  # names: first up to second
    assert interval_quality("C4", "C4", "fr") == "unisson juste"


def test_beats_labels():
    assert beats_label(0.5, "fr") == "un demi-temps"
    assert beats_label(1, "fr") == "1 temps"
    assert beats_label(1.5, "fr") == "1 temps et demi"
    assert beats_label(2, "ro") == "2 timpi"
    assert beats_label(20, "ro") == "20 de timpi"
    assert beats_label(1.5, "en") == "1 and a half beats"
    with pytest.raises(ValueError):
        beats_label(0.1, "fr")


# --------------------------------------------------------------------------- staff places


def test_memo_lines_mi_sol_si_re_fa():
    lines = [p for p in GAME_RANGE if staff_place(p).kind == "line" and not staff_place(p).ledger]
    assert [note_label(p[0], "fr") for p in lines] == ["Mi", "Sol", "Si", "Ré", "Fa"]
    assert [staff_place(p).number for p in lines] == [1, 2, 3, 4, 5]


def test_memo_spaces_fa_la_do_mi():
    spaces = [
        p for p in GAME_RANGE if staff_place(p).kind == "space" and staff_place(p).where == "staff"
    ]
    assert [note_label(p[0], "fr") for p in spaces] == ["Fa", "La", "Do", "Mi"]
    assert [staff_place(p).number for p in spaces] == [1, 2, 3, 4]


def test_memo_do_grave_re_grave_sol_aigu():
    assert staff_place("C4") == StaffPlace("line", 0, True, 1, "below")  # 1re ligne ajoutée
    assert staff_place("D4") == StaffPlace("space", 0, False, 0, "below")  # 1er emplacement dessous
    assert staff_place("G5") == StaffPlace("space", 5, False, 0, "above")  # 1er emplacement dessus
    assert staff_place("A5") == StaffPlace("line", 6, True, 1, "above")
    assert staff_place("B5") == StaffPlace("space", 6, False, 1, "above")
    assert staff_place("E4") == StaffPlace("line", 1, False, 0, "staff")
    assert staff_place("F4") == StaffPlace("space", 1, False, 0, "staff")


def test_staff_place_is_frozen():
    with pytest.raises(AttributeError):
        staff_place("C4").number = 3  # type: ignore[misc]
    with pytest.raises(ValueError):
        staff_place("C")


def test_staff_descriptions():
    assert describe_place(staff_place("G4"), "fr") == "sur la 2e ligne de la portée"
    assert staff_place("G4").describe("en") == "on the second line of the staff"
    assert describe_place(staff_place("F4"), "fr") == "entre la 1re et la 2e ligne de la portée"
    assert (
        explain_staff_place("C4", "fr")
        == "Do grave se place sur la 1re ligne ajoutée au-dessous de la portée."
    )
    assert (
        explain_staff_place("D4", "fr")
        == "Ré grave se place juste au-dessous de la portée (sous la 1re ligne)."
    )
    assert (
        explain_staff_place("G5", "fr")
        == "Sol aigu se place juste au-dessus de la portée (au-dessus de la 5e ligne)."
    )
    assert explain_staff_place("B4", "ro") == "Si grav se scrie pe linia a treia a portativului."
    assert (
        explain_staff_place("C4", "en")
        == "Low C is written on the first ledger line below the staff."
    )
    assert (
        explain_staff_place("E4", "fr", names="en")
        == "E grave se place sur la 1re ligne de la portée."
    )
    for lang in ("fr", "ro", "en"):
        texts = [explain_staff_place(p, lang) for p in EXTENDED_RANGE]
        assert len(set(texts)) == len(texts)
