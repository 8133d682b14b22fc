"""Every generated question, checked against music21 called directly (not theory's tables).

For hundreds of questions per kind (`make generators`: thousands): the expected answer is right according to music21, every
other choice is really wrong, and the judge agrees with music21 on every choice a pupil could
click. Game situations are checked against the rules as music21 computes them (CS-4, CS-5,
GA-3, GA-4), independently of the games' own judges.
"""

from __future__ import annotations

import math
import os
from functools import cache
from itertools import combinations

import pytest
from music21 import duration, interval, pitch, scale

from theory.lessons.kinds import generate, judge, registry

# Questions per kind: the suite's seeded slice; `make generators` checks 2,000 (seeds 0 up).
N = int(os.environ.get("LESSON_QUESTIONS", "500"))

SIGN = {"": "", "#": "#", "-": "-", "n": ""}


@cache
def m21(p: str) -> pitch.Pitch:
    return pitch.Pitch(p)


@cache
def generic(a: str, b: str) -> int:
    return interval.Interval(noteStart=m21(a), noteEnd=m21(b)).generic.directed


@cache
def ql(rhythm: str) -> float:
    return float(duration.Duration(type=rhythm).quarterLength)


@cache
def scale_step(name: str, direction: int) -> str:
    c_major = scale.MajorScale("C")
    d = scale.Direction.ASCENDING if direction == 1 else scale.Direction.DESCENDING
    return c_major.nextPitch(m21(f"{name}4"), direction=d).step


@cache
def hz(name_with_accidental_and_octave: str) -> float:
    return float(pitch.Pitch(name_with_accidental_and_octave).frequency)


def questions(kind: str, params: dict | None = None, n: int = N):
    for seed in range(n):
        yield generate(kind, params or {}, seed)


def assert_choices(q, right: set[str]) -> None:
    """music21's right set is the question's; the judge says so for every single choice."""
    values = {c.value for c in q.choices}
    assert right, (q.kind, q.seed)
    assert right <= values, (q.kind, q.seed, right)
    assert set(q.answers) == right, (q.kind, q.seed, q.answers, right)
    for value in values:
        verdict = judge(q, [value])
        assert verdict.correct == (value in right), (q.kind, q.seed, value)
        assert verdict.events and all(e["correct"] == verdict.correct for e in verdict.events)
        assert verdict.explanation.render("fr") and verdict.explanation.render("ro")


def test_every_kind_is_checked_here():
    checked = {
        "note.name", "note.place", "pitch.same-name", "pitch.conjoint", "interval.find",
        "interval.name", "rhythm.name", "rhythm.count", "rhythm.sum", "scale.next",
        "scale.missing", "accidental.compare", "accidental.sign", "sound.compare",
        "game.cledesol", "game.gama",
    }  # fmt: skip
    assert set(registry()) == checked


def test_note_name_is_the_step_music21_reads():
    for q in questions("note.name"):
        assert_choices(q, {m21(q.data["pitch"]).step})


def test_note_place_is_the_pitch_asked():
    for q in questions("note.place"):
        asked = q.data["pitch"]
        right = {c.value for c in q.choices if m21(c.value).nameWithOctave == asked}
        assert_choices(q, right)


def test_same_name_is_the_other_octave():
    for q in questions("pitch.same-name"):
        ref = q.data["ref"]
        right = {
            c.value
            for c in q.choices
            if m21(c.value).step == m21(ref).step and abs(generic(ref, c.value)) == 8
        }
        assert_choices(q, right)


def test_conjoint_notes_are_a_second_apart():
    for q in questions("pitch.conjoint"):
        ref = q.data["ref"]
        assert_choices(q, {c.value for c in q.choices if abs(generic(ref, c.value)) == 2})


@pytest.mark.parametrize("answer", ["staff", "names"])
def test_interval_found_is_the_generic_interval(answer):
    for q in questions("interval.find", {"sizes": [2, 3, 4, 5], "answer": answer}):
        ref, size, d = q.data["ref"], q.data["size"], q.data["direction"]
        if answer == "staff":
            right = {c.value for c in q.choices if generic(ref, c.value) == size * d}
        else:
            moved = interval.GenericInterval(size * d).transposePitch(m21(ref))
            right = {c.value for c in q.choices if c.value == moved.step}
        assert_choices(q, right)
        assert q.concept.endswith(".up" if d == 1 else ".down")


def test_interval_named_is_music21s():
    for q in questions("interval.name"):
        size = abs(generic(q.data["a"], q.data["b"]))
        assert_choices(q, {c.value for c in q.choices if int(c.value) == size})


def test_rhythm_name_and_counts():
    for q in questions("rhythm.name"):
        shown = duration.Duration(type=q.data["rhythm"])
        assert_choices(q, {c.value for c in q.choices if ql(c.value) == shown.quarterLength})
    for q in questions("rhythm.count"):
        n = ql(q.data["big"]) / ql(q.data["small"])
        assert_choices(q, {c.value for c in q.choices if int(c.value) == n})


def test_rhythm_sums_are_exact_by_music21():
    for q in questions("rhythm.sum"):
        cards, target = q.data["cards"], ql(q.data["target"])
        solution = [cards[int(v[1:])] for v in q.answers]
        assert len(solution) >= 2 and math.isclose(sum(ql(r) for r in solution), target)
        assert all(ql(r) < target for r in cards)  # no single card answers it
        for k in range(1, len(cards) + 1):
            for combo in combinations(range(len(cards)), k):
                total = sum(ql(cards[i]) for i in combo)
                verdict = judge(q, [f"c{i}" for i in combo])
                assert verdict.correct == (k >= 2 and math.isclose(total, target)), (q.seed, combo)


def test_scale_steps_follow_music21s_c_major():
    for q in questions("scale.next", {"directions": [1, -1]}):
        assert_choices(q, {scale_step(q.data["name"], q.data["direction"])})
    for q in questions("scale.missing", {"directions": [1, -1]}):
        seq, hole, d = q.data["seq"], q.data["hole"], q.data["direction"]
        for a, b in zip(seq, seq[1:], strict=False):
            assert scale_step(a, d) == b
        assert_choices(q, {scale_step(seq[hole - 1], d)})


def _altered(p: str, acc: str) -> str:
    return f"{p[0]}{SIGN[acc]}{p[1]}"


def test_accidentals_sound_as_music21_says():
    for q in questions("accidental.compare"):
        p, first, sign = q.data["pitch"], q.data["first"], q.data["sign"]
        higher = hz(_altered(p, sign)) > hz(_altered(p, first))
        notes = q.sounds[0]["spec"]["notes"]
        assert [n["f"] for n in notes] == [
            round(hz(_altered(p, first)), 2),
            round(hz(_altered(p, sign)), 2),
        ]
        assert_choices(q, {"higher" if higher else "lower"})
    for q in questions("accidental.sign"):
        p = q.data["pitch"]
        heard = q.sounds[0]["spec"]["notes"][1]["f"]
        # The sign written before the same note: the one music21 sounds at the heard height.
        right = {s for s in ("-", "#", "n") if math.isclose(round(hz(_altered(p, s)), 2), heard)}
        assert_choices(q, right)


def _roughness(wave: str) -> float:
    """Share of a waveform's energy above its fundamental (Fourier series, amplitude 1)."""
    harmonics = range(1, 2000)
    if wave == "sine":
        amps = [1.0] + [0.0] * 1998
    elif wave == "square":
        amps = [1 / k if k % 2 else 0.0 for k in harmonics]
    elif wave == "sawtooth":
        amps = [1 / k for k in harmonics]
    else:  # triangle
        amps = [1 / k**2 if k % 2 else 0.0 for k in harmonics]
    energy = [a * a for a in amps]
    return 1 - energy[0] / sum(energy)


def test_sounds_compared_by_ear_match_music21():
    for q in questions("sound.compare"):
        param, way = q.data["param"], q.data["way"]
        specs = [s["spec"] for s in q.sounds]
        if param == "pitch":
            values = [s["notes"][0]["f"] for s in specs]
            pitches = [v[param] for v in q.data["values"]]
            assert values == [round(hz(p), 2) for p in pitches]
        elif param == "volume":
            values = [s["notes"][0]["g"] for s in specs]
        elif param == "duration":
            values = [s["notes"][0]["d"] for s in specs]
            assert values == [2 * ql(v["duration"]) for v in q.data["values"]]
        else:
            values = [_roughness(s["type"]) for s in specs]
        assert values[0] != values[1]
        best = max(range(2), key=lambda i: values[i] * way)
        assert_choices(q, {str(best + 1)})


def _cledesol_right(q) -> set[str]:
    from games.cledesol.cards import CARDS

    state = q.data["state"]
    top = CARDS[state.pile_a[-1]]
    sit = q.data["situation"]
    out = set()
    for cid in state.hands[0]:
        c = CARDS[cid]
        if sit == "after-interval":
            size = state.pending["size"]
            ok = c.kind == "note" and abs(generic(top.pitch, c.pitch)) == size
            if c.kind == "hauteur":
                ok = any(
                    interval.GenericInterval(size * d).transposePitch(m21(top.pitch)).step == c.name
                    for d in (1, -1)
                )
        elif sit == "after-musicien":
            value = state.pending["value"]
            ok = (c.kind == "note" and value in (m21(c.pitch).step, c.rhythm)) or (
                c.kind in ("hauteur", "rythme") and value in (c.name, c.rhythm)
            )
        elif c.kind in ("silence", "reprise", "musicien"):
            ok = True  # CS-5: free cards after a Note, a Rythme or a Hauteur
        elif sit == "after-rythme":
            ok = c.kind in ("note", "rythme") and ql(c.rhythm) == ql(top.rhythm)
        elif sit == "after-hauteur":
            ok = (c.kind == "note" and m21(c.pitch).step == top.name) or c.kind == "intervalle"
        else:  # after a Note
            ok = c.kind == "intervalle" or (
                c.kind == "note"
                and (
                    ql(c.rhythm) == ql(top.rhythm)
                    or m21(c.pitch).step == m21(top.pitch).step
                    or abs(generic(top.pitch, c.pitch)) == 2
                )
            )
            ok = ok or (c.kind == "rythme" and c.rhythm == top.rhythm)
            ok = ok or (c.kind == "hauteur" and c.name == m21(top.pitch).step)
        if ok:
            out.add(cid)
    return out


def test_clesol_situations_follow_the_rules_as_music21_counts_them():
    for q in questions("game.cledesol"):
        assert_choices(q, _cledesol_right(q))


def _gama_right(q) -> set[str]:
    from games.gama.cards import CARDS

    state, sit = q.data["state"], q.data["situation"]
    out = set()
    for cid in state.hands[0]:
        c = CARDS[cid]
        if c.kind != "note":
            continue
        if sit == "opening":
            ok = c.name == "C"
        elif sit == "oval":
            ok = c.oval
        elif sit in ("flat", "sharp", "natural"):
            under = state.demand["under"]
            want = {"flat": scale_step(under, -1), "sharp": scale_step(under, 1)}.get(sit, under)
            ok = c.name == want
        else:
            top = CARDS[state.pile[-1]]
            ok = c.colour == top.colour or c.name == scale_step(top.name, 1)
        if ok:
            out.add(cid)
    return out


def test_gama_situations_follow_the_rules_as_music21_counts_them():
    for q in questions("game.gama"):
        assert_choices(q, _gama_right(q))


def test_a_scale_shown_goes_one_step_at_a_time_as_music21_counts():
    """A reviewer heard « Do, Si, La, Sol… » drawn and played as Do grave six times: the scale
    shown went down from Do grave, the lowest note, and stayed there."""
    for kind in ("scale.next", "scale.missing"):
        for q in questions(kind, {"directions": [1, -1]}, n=300):
            show = judge(q, [next(iter(q.answers))]).show
            pitches = [p for p, _ in show["items"]]
            d = q.data["direction"]
            assert all(
                generic(a, b) == 2 * d for a, b in zip(pitches, pitches[1:], strict=False)
            ), q.seed
            assert [n["f"] for n in show["sound"]["notes"]] == [round(hz(p), 2) for p in pitches]


def test_a_natural_chosen_for_a_natural_note_is_told_it_changes_nothing():
    """Review 12: « oublier le bécarre » was said to a pupil who had chosen ♮ on a natural
    note; the explanation now says what his choice would do."""
    from theory.lessons.words import trap

    seen = 0
    for q in questions("accidental.sign"):
        if q.data["first"] or q.data["sign"] == "n":
            continue
        seen += 1
        verdict = judge(q, ["n"])
        said = verdict.explanation.render("fr")
        assert "est déjà une note naturelle" in said and "un ♮ devant ne la change pas" in said
        assert "oublier" not in trap(verdict.misconception).render("fr")
        wrong_way = next(s for s in ("-", "#") if s != q.data["sign"])
        assert "déjà une note naturelle" not in judge(q, [wrong_way]).explanation.render("fr")
    assert seen


STAFF_TRAPS = {"pitch.step-off": 2, "pitch.third-off": 3}


def test_a_reading_trap_is_told_only_as_far_as_the_staff_draws_it():
    """A reviewer's find: Do grave read « La » was told « une note trop loin », while the staff
    drew La five steps away. The trap's distance is the drawn wrong note's, counted by music21;
    and « the other note of the same name » has nothing to count (no octave counted short)."""
    told = 0
    for kind, right_key in (("note.name", "pitch"), ("pitch.same-name", "answer")):
        for q in questions(kind):
            for choice in q.choices:
                verdict = judge(q, [choice.value])
                if verdict.correct:
                    continue
                assert verdict.misconception != "interval.off-by-one", (q.seed, choice.value)
                steps = STAFF_TRAPS.get(verdict.misconception)
                if steps is None:
                    continue
                wrong = verdict.show["wrong"][0]
                assert abs(generic(q.data[right_key], wrong)) == steps, (q.seed, choice.value)
                told += 1
    assert told > 20
