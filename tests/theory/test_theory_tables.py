"""The precomputed tables equal music21 asked directly, over the whole range (CS-2, CS-3, CS-4).

These tests call music21 themselves (not through theory._music21), so a bug in the adapter
cannot hide behind itself.
"""

import itertools
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st
from music21 import duration, interval, pitch, scale

import theory
from theory import (
    EXTENDED_RANGE,
    GAME_RANGE,
    NAMES,
    RHYTHMS,
    conjoint,
    frequency,
    generic_interval,
    name_interval,
    name_of,
    names_at_interval,
    pitch_at_interval,
    quarter_length,
    rhythm_decompositions,
    rhythms_sum_to,
    same_name,
    scale_next,
)

PAIRS = list(itertools.product(EXTENDED_RANGE, repeat=2))
NAME_PAIRS = list(itertools.product(NAMES, repeat=2))


def test_ranges_cs1():
    assert len(GAME_RANGE) == 13 and GAME_RANGE[0] == "C4" and GAME_RANGE[-1] == "A5"
    assert (*GAME_RANGE, "B5") == EXTENDED_RANGE
    # Ordered low to high, one diatonic step apart, all naturals.
    nums = [pitch.Pitch(p).diatonicNoteNum for p in EXTENDED_RANGE]
    assert nums == list(range(nums[0], nums[0] + len(nums)))
    assert all(pitch.Pitch(p).accidental is None for p in EXTENDED_RANGE)
    assert [pitch.Pitch(f"{n}4").step for n in NAMES] == list(NAMES)
    assert RHYTHMS == ("16th", "eighth", "quarter", "half")


def test_every_pair_generic_interval_cs4():
    for p, q in PAIRS:
        expected = interval.Interval(pitch.Pitch(p), pitch.Pitch(q)).generic.directed
        assert generic_interval(p, q) == expected, (p, q)


def test_brief_examples():
    assert generic_interval("C4", "E4") == 3
    assert generic_interval("C5", "A4") == -3
    assert generic_interval("C4", "C4") == 1
    assert generic_interval("C4", "C5") == 8
    assert pitch_at_interval("C5", 3, -1) == "A4"  # CS-4: from Do5 a descending tierce is La4
    assert name_interval("C", "E", 1) == 3
    assert name_interval("C", "A", -1) == 3
    assert name_interval("C", "E", -1) == 6
    assert names_at_interval("C", 3) == ("E", "A")
    assert name_of("C5") == "C"


def test_every_pair_conjoint_and_same_name_cs3():
    for p, q in PAIRS:
        a, b = pitch.Pitch(p), pitch.Pitch(q)
        step = abs(interval.Interval(a, b).generic.directed)
        assert conjoint(p, q) is (step == 2), (p, q)
        assert same_name(p, q) is (a.step == b.step), (p, q)
    assert [q for q in EXTENDED_RANGE if conjoint("C4", q)] == ["D4"]
    assert [q for q in EXTENDED_RANGE if conjoint("E4", q)] == ["D4", "F4"]


def test_same_name_accepts_bare_names():
    for name, p in itertools.product(NAMES, EXTENDED_RANGE):
        assert same_name(name, p) is (pitch.Pitch(p).step == name)
    assert same_name("C", "C")


@pytest.mark.parametrize("direction", [1, -1])
def test_every_pitch_at_interval_both_directions(direction):
    for p in EXTENDED_RANGE:
        for size in range(1, 16):
            got = interval.GenericInterval(size * direction).transposePitch(pitch.Pitch(p))
            expected = got.nameWithOctave if got.nameWithOctave in EXTENDED_RANGE else None
            assert pitch_at_interval(p, size, direction) == expected, (p, size, direction)


def test_pitch_at_interval_round_trips_generic_interval():
    for p, q in PAIRS:
        g = generic_interval(p, q)
        assert pitch_at_interval(p, abs(g), 1 if g > 0 else -1) == q


def _m21_name_count(a: str, b: str, direction: int) -> int:
    """Count from name a to name b up or down, octave-free, asking music21 step by step."""
    lo = pitch.Pitch(f"{a}4")
    for size in range(1, 8):
        got = interval.GenericInterval(size * direction).transposePitch(lo)
        if got.step == b:
            return size
    raise AssertionError((a, b, direction))


@pytest.mark.parametrize("direction", [1, -1])
def test_every_name_pair_both_directions(direction):
    for a, b in NAME_PAIRS:
        assert name_interval(a, b, direction) == _m21_name_count(a, b, direction), (a, b)


def test_every_names_at_interval():
    for name in NAMES:
        for size in range(1, 16):
            up = interval.GenericInterval(size).transposePitch(pitch.Pitch(f"{name}4")).step
            down = interval.GenericInterval(-size).transposePitch(pitch.Pitch(f"{name}4")).step
            assert names_at_interval(name, size) == (up, down), (name, size)


def test_scale_both_directions_ga3():
    c_major = scale.MajorScale("C")
    for name in NAMES:
        up = c_major.nextPitch(f"{name}4", direction=scale.Direction.ASCENDING).step
        down = c_major.nextPitch(f"{name}4", direction=scale.Direction.DESCENDING).step
        assert scale_next(name) == up
        assert scale_next(name, 1) == up
        assert scale_next(name, -1) == down
    assert scale_next("B") == "C" and scale_next("C", -1) == "B"
    assert scale_next("E5") == "F"  # a pitch answers with its name


def test_quarter_lengths_cs2():
    for r in RHYTHMS:
        assert quarter_length(r) == duration.Duration(r).quarterLength
    assert [quarter_length(r) for r in RHYTHMS] == [0.25, 0.5, 1.0, 2.0]


def _m21_decompositions(target: str) -> set[tuple[str, ...]]:
    """Independent enumeration: every multiset of 2..8 rhythms, summed with music21 durations."""
    goal = Fraction(duration.Duration(target).quarterLength)
    found = set()
    for k in range(2, 9):
        for combo in itertools.combinations_with_replacement(RHYTHMS, k):
            total = sum(Fraction(duration.Duration(r).quarterLength) for r in combo)
            if total == goal:
                key = tuple(
                    sorted(combo, key=lambda r: -Fraction(duration.Duration(r).quarterLength))
                )
                found.add(key)
    return found


@pytest.mark.parametrize("rhythm", RHYTHMS)
def test_every_rhythm_decomposition(rhythm):
    got = rhythm_decompositions(rhythm)
    assert set(got) == _m21_decompositions(rhythm)
    assert len(set(got)) == len(got)
    for combo in got:
        assert len(combo) >= 2
        lengths = [quarter_length(r) for r in combo]
        assert lengths == sorted(lengths, reverse=True)  # longest first
        assert rhythms_sum_to(combo, rhythm)
        assert rhythms_sum_to(reversed(combo), rhythm)  # order does not matter


def test_decomposition_examples():
    assert ("quarter", "eighth", "eighth") in rhythm_decompositions("half")
    assert rhythm_decompositions("eighth") == (("16th", "16th"),)
    assert rhythm_decompositions("16th") == ()
    assert len(rhythm_decompositions("half")) == 9


def test_rhythms_sum_to_every_small_multiset():
    for k in range(1, 6):
        for combo in itertools.combinations_with_replacement(RHYTHMS, k):
            total = sum(Fraction(duration.Duration(r).quarterLength) for r in combo)
            for target in RHYTHMS:
                expected = total == Fraction(duration.Duration(target).quarterLength)
                assert rhythms_sum_to(combo, target) is expected, (combo, target)
    assert rhythms_sum_to(iter(["eighth", "eighth"]), "quarter")  # any iterable
    assert not rhythms_sum_to([], "quarter")


def test_frequency_equal_temperament():
    for p in EXTENDED_RANGE:
        assert frequency(p) == pytest.approx(pitch.Pitch(p).frequency)
        n = pitch.Pitch(p).midi
        assert frequency(p) == pytest.approx(440 * 2 ** ((n - 69) / 12))
    assert frequency("A4") == 440.0


@pytest.mark.parametrize(
    "call",
    [
        lambda: name_of("H4"),
        lambda: same_name("C4", "C9"),
        lambda: conjoint("C", "D4"),
        lambda: conjoint("C3", "D4"),
        lambda: generic_interval("C4", "C#4"),
        lambda: pitch_at_interval("C4", 0, 1),
        lambda: pitch_at_interval("C4", 3, 0),
        lambda: pitch_at_interval("Z4", 3, 1),
        lambda: name_interval("C", "X", 1),
        lambda: name_interval("C", "E", 2),
        lambda: names_at_interval("Q", 3),
        lambda: scale_next("C", 0),
        lambda: quarter_length("whole"),
        lambda: rhythm_decompositions("crotchet"),
        lambda: rhythms_sum_to(["quarter", "dotted"], "half"),
        lambda: rhythms_sum_to(["quarter"], "breve"),
        lambda: frequency("C"),
    ],
)
def test_unknown_values_raise_value_error(call):
    with pytest.raises(ValueError):
        call()


def test_tables_built_once_and_read_only():
    from theory import tables

    first = tables.get()
    assert tables.get() is first
    assert theory.warm() is first
    with pytest.raises(TypeError):
        first.generic[("C4", "C4")] = 2  # type: ignore[index]


def test_only_the_adapter_imports_music21():
    import pathlib
    import re

    root = pathlib.Path(theory.__file__).parent
    pattern = re.compile(r"^\s*(import music21|from music21[.\w]* import)", re.MULTILINE)
    offenders = sorted(p.name for p in root.rglob("*.py") if pattern.search(p.read_text("utf-8")))
    assert offenders == ["_music21.py"]


def test_importing_theory_is_cheap_and_django_free():
    import subprocess
    import sys

    code = (
        "import sys, theory; heavy = [m for m in ('music21', 'verovio', 'django')"
        " if m in sys.modules]; theory.generic_interval('C4','E4');"
        " print(heavy, 'music21' in sys.modules, 'django' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    # music21 is imported on the first answer (lazily), Django never.
    assert out.stdout.strip() == "[] True False"


@given(st.lists(st.sampled_from(RHYTHMS), max_size=40), st.sampled_from(RHYTHMS))
def test_rhythms_sum_to_any_list(rhythms, target):
    total = sum(Fraction(duration.Duration(r).quarterLength) for r in rhythms)
    expected = total == Fraction(duration.Duration(target).quarterLength)
    assert rhythms_sum_to(rhythms, target) is expected
    assert rhythms_sum_to(tuple(rhythms), target) is expected


@given(st.sampled_from(EXTENDED_RANGE), st.integers(1, 20), st.sampled_from([1, -1]))
def test_pitch_at_interval_any_size(p, size, direction):
    got = pitch_at_interval(p, size, direction)
    if got is None:
        target = pitch.Pitch(p).diatonicNoteNum + (size - 1) * direction
        assert not any(pitch.Pitch(q).diatonicNoteNum == target for q in EXTENDED_RANGE)
    else:
        assert generic_interval(p, got) == (size if direction == 1 or size == 1 else -size)
        assert names_at_interval(name_of(p), size)[0 if direction == 1 else 1] == name_of(got)
