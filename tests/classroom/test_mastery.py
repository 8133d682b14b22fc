"""The mastery model (BKT) and active time, as mastery.py's docstring and the help page state."""

from datetime import UTC, datetime, timedelta

import pytest

from clesite.classroom import mastery as m


def streak(answers):
    p, out = m.PARAMS.p_init, []
    for a in answers:
        p = m.update(p, a)
        out.append(round(p, 2))
    return out


def test_parameters_are_those_documented():
    documented = m.Params(
        p_init=0.15, p_learn=0.01, p_guess=0.50, p_slip=0.05, half_life_days=60.0, rest_days=21.0
    )
    assert documented == m.PARAMS
    assert (m.ENOUGH, m.MASTERY_DAYS, m.RECENT) == (3, 2, 10)
    assert m.RECENT_SHARE == {m.MASTERED: 0.9, m.ACQUIRED: 0.8}
    assert m.THRESHOLDS == ((m.MASTERED, 0.95, 10), (m.ACQUIRED, 0.80, 5), (m.PROGRESS, 0.50, 3))
    assert m.ACTIVE_GAP.total_seconds() == 300


def test_update_follows_the_bkt_formulas():
    p, s, g, t = 0.4, m.PARAMS.p_slip, m.PARAMS.p_guess, m.PARAMS.p_learn
    right = p * (1 - s) / (p * (1 - s) + (1 - p) * g)
    wrong = p * s / (p * s + (1 - p) * (1 - g))
    assert m.update(p, True) == pytest.approx(right + (1 - right) * t)
    assert m.update(p, False) == pytest.approx(wrong + (1 - wrong) * t)


def test_the_numbers_of_the_docstring():
    assert streak([True] * 7) == [0.26, 0.4, 0.57, 0.72, 0.83, 0.9, 0.95]  # old answers
    ten = [True] * 10
    assert round(m.assess([*ten, False]).p_known, 2) == 0.93
    assert round(m.assess([*ten, False, False]).p_known, 2) == 0.57


@pytest.mark.parametrize(
    ("answers", "level"),
    [
        ("", m.NOT_SEEN),
        ("1", m.DISCOVERY),
        ("11", m.DISCOVERY),  # too few answers to say more
        ("111", m.PROGRESS),
        ("11111", m.ACQUIRED),
        ("111111111", m.ACQUIRED),  # 0.99, but only nine answers
        ("1111111111", m.MASTERED),
        ("111111111100", m.PROGRESS),
        ("0101010101010101", m.DISCOVERY),  # right half the time: chance in a card game
        ("000000", m.DISCOVERY),
    ],
)
def test_levels(answers, level):
    assert m.assess(ch == "1" for ch in answers).level == level


def test_a_lucky_streak_of_two_is_never_mastered():
    assert m.level_of(0.999, 2) == m.DISCOVERY
    assert m.level_of(0.999, 9) == m.ACQUIRED


def test_assess_until_gives_the_level_at_each_moment():
    t0 = datetime(2025, 1, 6, 10, 0)
    answers = [m.Evidence(True, at=t0 + timedelta(days=d)) for d in range(12)]
    moments = [t0, t0 + timedelta(days=5, hours=1), t0 + timedelta(days=12)]
    levels = [x.level for x in m.assess_until(answers, moments)]
    assert levels == [m.NOT_SEEN, m.ACQUIRED, m.MASTERED]


# ---------------------------------------------------------------- issue 18: evidence and memory

T0 = datetime(2025, 1, 6, 10, 0)


def dated(answers: str, start=T0, step=timedelta(minutes=1), **detail):
    return [m.evidence(ch == "1", detail or None, start + i * step) for i, ch in enumerate(answers)]


def test_the_guess_comes_from_the_choices_the_pupil_had():
    assert m.evidence(True, {"options": 8, "fitting": 2}).guess == pytest.approx(0.25)
    solo = m.evidence(True, {"options": 4})  # Solo says its choices, not how many fitted
    assert solo.guess == pytest.approx(0.25) and solo.counts
    assert m.evidence(True, {}).guess == m.PARAMS.p_guess  # an old answer: weak evidence
    assert m.evidence(True, {"options": 40, "fitting": 1}).guess == m.MIN_GUESS
    # a right answer among eight where one fits tells more than one among two
    assert m.update(0.3, True, 1 / 8) > m.update(0.3, True, 1 / 2)


def test_forced_and_hinted_moves_stay_out_of_the_model():
    assert not m.evidence(True, {"options": 1, "fitting": 1}).counts
    assert not m.evidence(True, {"options": 5, "fitting": 5}).counts  # every choice fits
    assert not m.evidence(True, {"options": 5, "fitting": 1, "hinted": True}).counts
    assert not m.evidence(True, {"options": 4, "hint": True}).counts  # Bataille's name for it
    assert not m.evidence(True, {"options": 4, "fitting": 1}).counts  # a game: tried until right
    lesson = m.evidence(True, {"options": 4, "fitting": 1, "final": True})  # no second try
    assert lesson.counts and lesson.guess == pytest.approx(0.25)
    assert m.evidence(True, {"options": 4, "hint": False}).counts
    hinted = m.assess(dated("1" * 40, options=6, fitting=2, hinted=True))
    assert (hinted.answers, hinted.logged, hinted.level) == (0, 40, m.DISCOVERY)
    assert not hinted.enough


def test_too_few_real_decisions_is_not_a_level():
    two = m.assess(dated("11", options=8, fitting=2))
    assert two.p_known > 0.5 and two.level == m.DISCOVERY and not two.enough
    assert m.assess(dated("111", options=8, fitting=2)).enough


def test_mastered_needs_two_days():
    one_day = m.assess(dated("1" * 20, options=6, fitting=2))
    assert one_day.p_known > 0.95 and one_day.level == m.ACQUIRED and one_day.days == 1
    two_days = dated("1" * 10, options=6, fitting=2)
    two_days += dated("1" * 10, start=T0 + timedelta(days=1), options=6, fitting=2)
    assert m.assess(two_days).level == m.MASTERED


def test_mastery_fades_without_practice():
    """docs/mastery.md: nothing fades for three weeks, then « acquis » after about four weeks,
    « en progrès » after six to seven, « découverte » after about three months."""
    answers = dated("1" * 10, step=timedelta(hours=12), options=6, fitting=2)
    last = answers[-1].at
    after = {d: m.assess(answers, last + timedelta(days=d)).level for d in (0, 26, 28, 43, 45)}
    assert after == {0: m.MASTERED, 26: m.MASTERED, 28: m.ACQUIRED, 43: m.ACQUIRED, 45: m.PROGRESS}
    assert m.assess(answers, last + timedelta(days=95)).level == m.PROGRESS
    assert m.assess(answers, last + timedelta(days=100)).level == m.DISCOVERY
    assert m.forget(0.95, timedelta(days=81)) == pytest.approx(0.15 + 0.8 / 2)


def test_a_weekend_or_the_holidays_change_no_level():
    """Issue 18: a teacher must not see a pupil drop a level over a weekend or two weeks of
    holidays just from not practising, even one who reached « maîtrisé » on the last day."""
    for n in range(10, 40):  # from just reached to well above
        answers = dated("1" * n, step=timedelta(hours=12), options=6, fitting=2)
        last = answers[-1].at
        now = m.assess(answers, last).level
        for days in (3, 10, 17, 21):  # a weekend; a week, two weeks of holidays and around
            assert m.assess(answers, last + timedelta(days=days)).level == now, (n, days)
    assert m.forget(0.99, timedelta(days=21)) == 0.99


def test_old_evidence_weighs_less():
    """Wrong long ago then right lately beats right long ago then wrong lately."""
    early, late = T0, T0 + timedelta(days=90)
    recovered = dated("0000", early, options=6, fitting=2) + dated("1111", late, options=6)
    slipped = dated("1111", early, options=6, fitting=2) + dated("0000", late, options=6)
    assert m.assess(recovered, late).p_known > m.assess(slipped, late).p_known


def test_active_time_counts_only_gaps_of_five_minutes_or_less():
    t0 = datetime(2025, 1, 6, 10, 0)
    moments = [t0, t0 + timedelta(minutes=1), t0 + timedelta(minutes=6)]  # 1 + 5 min
    moments += [t0 + timedelta(minutes=20), t0 + timedelta(minutes=20, seconds=30)]  # 14: away
    assert m.active_time(moments) == timedelta(minutes=6, seconds=30)
    assert m.active_time([]) == timedelta(0)
    assert m.active_time([t0]) == timedelta(0)
    assert m.active_time(reversed(moments)) == timedelta(minutes=6, seconds=30)


def test_a_trace_s_state_read_straight_equals_the_tracer_s():
    """`Trace.state` reads the level without replaying a tracer (the dashboard's 720 cells):
    the same Mastery as `_Tracer(trace).state(now)` over random answer sequences."""
    import random

    rng = random.Random(24)
    start = datetime(2026, 9, 1, 8, tzinfo=UTC)
    for _ in range(300):
        at, answers = start, []
        for _ in range(rng.randint(0, 40)):
            at += timedelta(minutes=rng.choice([1, 5, 60, 60 * 24, 60 * 24 * 9]))
            answers.append(m.Evidence(rng.random() < 0.7, at=at, counts=rng.random() < 0.8))
        trace = m.resume(m.Trace(), answers)
        for now in (None, at + timedelta(days=rng.choice([0, 3, 30]))):
            assert trace.state(now) == m._Tracer(trace).state(now)
