"""Explanations for a child: exact strings, French typography, Romanian diacritics, misconceptions."""

import itertools
import re

import pytest

from theory import (
    EXCLUSIVE_COUNT,
    EXTENDED_RANGE,
    GAME_RANGE,
    NAMES,
    OFF_BY_ONE,
    RHYTHMS,
    WRONG_DIRECTION,
    explain_conjoint,
    explain_interval,
    explain_rhythm_sum,
    explain_same_name,
    explain_same_rhythm,
    explain_scale_next,
    explain_staff_place,
    is_at_interval,
    misconception_interval,
    texts,
)

NB = "\u00a0"


def fr(s: str) -> str:
    """Write tests readably: '~' stands for the NO-BREAK SPACE French needs before : ; ? !"""
    return s.replace("~", NB)


# --------------------------------------------------------------------------- misconceptions


def test_misconceptions_on_pitches():
    assert misconception_interval("C4", "E4", 3, 1) is None  # right
    assert misconception_interval("C4", "F4", 3, 1) == EXCLUSIVE_COUNT  # Ré, Mi, Fa
    assert misconception_interval("C4", "D4", 3, 1) == OFF_BY_ONE
    assert misconception_interval("C5", "A4", 3, 1) == WRONG_DIRECTION
    assert misconception_interval("C5", "G4", 3, -1) == EXCLUSIVE_COUNT
    assert misconception_interval("C4", "B4", 3, 1) is None  # unrecognised
    assert misconception_interval("C4", "E5", 3, 1) is None  # right name, wrong octave


def test_misconceptions_on_names():
    assert misconception_interval("C", "E", 3, 1) is None
    assert misconception_interval("C", "F", 3, 1) == EXCLUSIVE_COUNT
    assert misconception_interval("C", "A", 3, 1) == WRONG_DIRECTION
    assert misconception_interval("C", "D", 3, 1) == OFF_BY_ONE
    assert misconception_interval("C", "G", 3, -1) == EXCLUSIVE_COUNT  # Si, La, Sol
    # A Note against a Hauteur counts names (CS-4).
    assert misconception_interval("C5", "F", 3, 1) == EXCLUSIVE_COUNT
    assert misconception_interval("C", "A4", 3, 1) == WRONG_DIRECTION


def test_misconceptions_without_direction():
    assert misconception_interval("C4", "A4", 3, None) is None  # a sixth: unrecognised
    assert misconception_interval("C4", "D4", 3, None) == OFF_BY_ONE
    assert misconception_interval("C5", "A4", 3, None) is None  # right, downwards
    assert misconception_interval("C5", "G4", 3, None) == EXCLUSIVE_COUNT
    assert misconception_interval("C", "F", 3, None) == EXCLUSIVE_COUNT
    assert misconception_interval("C", "B", 3, None) == OFF_BY_ONE
    with pytest.raises(ValueError):
        misconception_interval("C", "B", 3, 2)


def test_misconceptions_exhaustive_consistency():
    """Whatever is diagnosed really is what the code says, over every pair and size."""
    from theory import generic_interval, name_interval

    for ref, played in itertools.product(EXTENDED_RANGE, repeat=2):
        g = generic_interval(ref, played)
        for size in range(2, 9):
            for direction in (1, -1):
                code = misconception_interval(ref, played, size, direction)
                if g == size * direction:
                    assert code is None and is_at_interval(ref, played, size, direction)
                elif code == WRONG_DIRECTION:
                    assert g == -size * direction
                elif code == EXCLUSIVE_COUNT:
                    assert g == (size + 1) * direction
                elif code == OFF_BY_ONE:  # a second answered by the same note: g = 1
                    assert g == (size - 1) * direction or (size == 2 and g == 1)
    for a, b in itertools.product(NAMES, repeat=2):
        for size in range(2, 8):
            for direction in (1, -1):
                code = misconception_interval(a, b, size, direction)
                if code == EXCLUSIVE_COUNT:
                    assert name_interval(a, b, direction) == size % 7 + 1  # 8 = same name
                elif code == OFF_BY_ONE:
                    assert name_interval(a, b, direction) == size - 1 or (size == 2 and a == b)


# --------------------------------------------------------------------------- intervals


def test_explain_interval_french_example_from_the_brief():
    assert explain_interval("C", "F", 3, 1, "fr") == fr(
        "Fa n’est pas une tierce au-dessus de Do~: on compte Do, Ré, Mi → la tierce est Mi. "
        "Tu as compté Do, Ré, Mi, Fa~: c’est une quarte."
    )


def test_explain_interval_exact_pitches_carry_octave_words():
    assert explain_interval("C5", "A4", 3, 1, "fr") == fr(
        "La grave n’est pas une tierce au-dessus de Do aigu~: on compte Do, Ré, Mi → la tierce "
        "est Mi aigu. Tu as compté en descendant Do, Si, La~: c’est une tierce au-dessous de Do aigu."
    )
    assert explain_interval("C4", "E4", 3, 1, "fr") == fr(
        "Oui~: on compte Do, Ré, Mi → Mi grave est bien une tierce au-dessus de Do grave."
    )


def test_explain_interval_either_direction_gives_both_answers():
    assert explain_interval("C", "B", 3, None, "fr") == fr(
        "Si n’est ni une tierce au-dessus ni une tierce au-dessous de Do~: en montant on compte "
        "Do, Ré, Mi → Mi~; en descendant Do, Si, La → La. Tu as compté en descendant Do, Si~: "
        "c’est une seconde au-dessous de Do."
    )
    assert explain_interval("C5", "A4", 3, None, "fr").startswith(fr("Oui~: on compte Do, Si, La"))


def test_explain_interval_outside_the_deck_cs1():
    text = explain_interval("G5", "A5", 3, 1, "fr", pitch_range=GAME_RANGE)
    assert text == fr(
        "La aigu n’est pas une tierce au-dessus de Sol aigu~: on compte Sol, La, Si → la tierce "
        "serait un Si que nos cartes n’ont pas. Tu as compté Sol, La~: c’est une seconde."
    )
    assert explain_interval("G5", "B5", 3, 1, "fr").startswith("Oui")


def test_explain_interval_octave_and_unison():
    assert explain_interval("C4", "C5", 3, 1, "fr").endswith(
        fr("Do aigu et Do grave ont le même nom~: c’est une octave.")
    )
    assert explain_interval("C4", "C5", 8, 1, "en").startswith("Yes")
    assert explain_interval("A5", "C4", 8, 1, "fr", pitch_range=GAME_RANGE).startswith(
        fr("Do grave n’est pas une octave au-dessus de La aigu~:")
    )


def test_explain_interval_romanian_and_english():
    assert explain_interval("C", "F", 3, 1, "ro") == (
        "Fa nu este o terță în sus de la Do: numărăm Do, Re, Mi → terța este Mi. "
        "Ai numărat Do, Re, Mi, Fa: este o cvartă."
    )
    assert explain_interval("C", "F", 3, 1, "en") == (
        "F is not a third above C: we count C, D, E → the third is E. "
        "You counted C, D, E, F: that is a fourth."
    )
    assert explain_interval("C", "F", 3, 1, "fr", names="en").startswith(
        fr("F n’est pas une tierce au-dessus de C~: on compte C, D, E")
    )


# --------------------------------------------------------------------------- other explanations


def test_explain_conjoint_cs3():
    assert explain_conjoint("E4", "G4", "fr") == fr(
        "Sol grave et Mi grave ne sont pas conjointes~: les notes conjointes à Mi grave sont "
        "Ré grave (juste au-dessous) et Fa grave (juste au-dessus)."
    )
    assert explain_conjoint("C4", "E4", "fr") == fr(
        "Mi grave et Do grave ne sont pas conjointes~: parmi les notes du jeu, la seule "
        "conjointe à Do grave est Ré grave, juste au-dessus."  # Si, below, is not one of them
    )
    assert explain_conjoint("E4", "F4", "fr") == fr(
        "Oui~: Fa grave est juste au-dessus de Mi grave, les deux notes sont conjointes."
    )
    assert "Si aigu" not in explain_conjoint("A5", "F5", "fr", pitch_range=GAME_RANGE)
    assert "Si aigu" in explain_conjoint("A5", "F5", "fr")


def test_explain_same_name_cs3():
    assert explain_same_name("C4", "D5", "fr") == fr(
        "Ré aigu n’a pas le même nom que Do grave~: il faut un Do, grave ou aigu."
    )
    assert explain_same_name("C4", "C5", "fr") == fr(
        "Oui~: Do aigu et Do grave ont le même nom, Do."
    )
    assert (
        explain_same_name("F", "C4", "en")
        == "Low C does not have the same name as F: you need an F, low or high."
    )
    assert (
        explain_same_name("G", "C4", "en")
        == "Low C does not have the same name as G: you need a G, low or high."
    )


def test_explain_same_rhythm_cs2():
    assert explain_same_rhythm("quarter", "eighth", "fr") == fr(
        "Une croche et une noire n’ont pas la même durée~: une croche dure un demi-temps, "
        "une noire dure 1 temps."
    )
    assert explain_same_rhythm("half", "half", "fr") == fr("Oui~: c’est aussi une blanche.")
    assert explain_same_rhythm("quarter", "eighth", "en") == (
        "An eighth note and a quarter note do not last the same time: an eighth note lasts half a "
        "beat, a quarter note lasts 1 beat."
    )


def test_explain_rhythm_sum_cs5():
    assert (
        explain_rhythm_sum(["eighth", "eighth"], "half", "fr")
        == "Croche + croche = noire, pas blanche."
    )
    assert explain_rhythm_sum(["eighth", "eighth"], "quarter", "fr") == fr(
        "Oui~: croche + croche = noire."
    )
    assert explain_rhythm_sum(["eighth", "quarter"], "half", "fr") == (
        "Croche + noire = 1 temps et demi, pas une blanche (2 temps)."
    )
    assert (
        explain_rhythm_sum(["eighth", "eighth"], "half", "ro")
        == "Optime + optime = pătrime, nu doime."
    )


def test_explain_scale_next_ga3():
    assert (
        explain_scale_next("E", "G", 1, "fr")
        == "Après Mi, la note suivante de la gamme est Fa, pas Sol."
    )
    assert explain_scale_next("E", "F", 1, "fr") == fr(
        "Oui~: après Mi, la note suivante de la gamme est Fa."
    )
    assert (
        explain_scale_next("C", "D", -1, "fr")
        == "En descendant la gamme, après Do vient Si, pas Ré."
    )
    assert (
        explain_scale_next("B", "D", 1, "ro") == "După Si, nota următoare din gamă este Do, nu Re."
    )
    assert (
        explain_scale_next("E5", "G4", 1, "en")
        == "After E, the next note of the scale is F, not G."
    )


# --------------------------------------------------------------------------- typography


def _all_texts() -> list[tuple[str, str]]:
    out = []
    for lang in ("fr", "ro", "en"):
        for ref, played in [("C4", "F4"), ("C5", "A4"), ("C4", "E4"), ("A5", "G5"), ("C", "B")]:
            for direction in (1, -1, None):
                out.append((lang, explain_interval(ref, played, 3, direction, lang)))
        for ref, played in [("E4", "G4"), ("C4", "E4"), ("E4", "F4"), ("A5", "F5")]:
            out.append((lang, explain_conjoint(ref, played, lang)))
        for ref, played in [("C4", "D5"), ("C4", "C5"), ("A", "F4")]:
            out.append((lang, explain_same_name(ref, played, lang)))
        for a, b in itertools.product(RHYTHMS, repeat=2):
            out.append((lang, explain_same_rhythm(a, b, lang)))
            out.append((lang, explain_rhythm_sum([a, b], "half", lang)))
        for name in NAMES:
            for direction in (1, -1):
                out.append((lang, explain_scale_next(name, "C", direction, lang)))
        for p in EXTENDED_RANGE:
            out.append((lang, explain_staff_place(p, lang)))
    return out


def test_french_typography():
    for lang, text in _all_texts():
        if lang != "fr":
            continue
        assert not re.search(r"[^\u00a0][:;?!]", text), text  # NBSP before : ; ? !
        assert " :" not in text and " ;" not in text
        assert "'" not in text, text  # typographic apostrophe
        assert "  " not in text and not text.endswith(" ")
        assert text[0].isupper() and text.endswith(".")


def test_romanian_uses_comma_below_and_no_space_before_colon():
    for lang, text in _all_texts():
        if lang == "ro":
            assert not set("şţŞŢ") & set(text), text
            assert " :" not in text and NB not in text
    ro_source = (
        repr(texts.EXPLAIN["ro"]) + repr(texts.RHYTHM_NAMES["ro"]) + repr(texts.STAFF_PLACES)
    )
    assert not set("şţŞŢ") & set(ro_source)
    assert "ț" in ro_source and "ș" in ro_source


def test_every_language_has_every_template():
    keys = set(texts.EXPLAIN["fr"])
    assert set(texts.EXPLAIN["ro"]) == keys == set(texts.EXPLAIN["en"])
    for table in (texts.STAFF_PLACES, texts.RHYTHM_NAMES, texts.BEATS, texts.QUALITIES):
        assert set(table["ro"]) >= set(table["en"]) and set(table["fr"]) >= set(table["en"])
