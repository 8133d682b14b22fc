"""The mastery model (BKT) and active time, as mastery.py's docstring and the help page state."""

from datetime import datetime, timedelta

import pytest

from clesite.classroom import mastery as m


def streak(answers):
    p, out = m.PARAMS.p_init, []
    for a in answers:
        p = m.update(p, a)
        out.append(round(p, 2))
    return out


def test_parameters_are_those_documented():
    documented = m.Params(p_init=0.15, p_learn=0.05, p_guess=0.50, p_slip=0.05)
    assert documented == m.PARAMS
    assert m.THRESHOLDS == ((m.MASTERED, 0.95, 10), (m.ACQUIRED, 0.80, 5), (m.PROGRESS, 0.50, 3))
    assert m.ACTIVE_GAP.total_seconds() == 300


def test_update_follows_the_bkt_formulas():
    p, s, g, t = 0.4, m.PARAMS.p_slip, m.PARAMS.p_guess, m.PARAMS.p_learn
    right = p * (1 - s) / (p * (1 - s) + (1 - p) * g)
    wrong = p * s / (p * s + (1 - p) * (1 - g))
    assert m.update(p, True) == pytest.approx(right + (1 - right) * t)
    assert m.update(p, False) == pytest.approx(wrong + (1 - wrong) * t)


def test_the_numbers_of_the_docstring():
    assert streak([True] * 7) == [0.29, 0.46, 0.64, 0.78, 0.88, 0.94, 0.97]
    ten = [True] * 10
    assert round(m.assess([*ten, False]).p_known, 2) == 0.96
    assert round(m.assess([*ten, False, False]).p_known, 2) == 0.73


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
    answers = [(t0 + timedelta(days=d), True) for d in range(12)]
    moments = [t0, t0 + timedelta(days=5, hours=1), t0 + timedelta(days=30)]
    levels = [x.level for x in m.assess_until(answers, moments)]
    assert levels == [m.NOT_SEEN, m.ACQUIRED, m.MASTERED]


def test_active_time_counts_only_gaps_of_five_minutes_or_less():
    t0 = datetime(2025, 1, 6, 10, 0)
    moments = [t0, t0 + timedelta(minutes=1), t0 + timedelta(minutes=6)]  # 1 + 5 min
    moments += [t0 + timedelta(minutes=20), t0 + timedelta(minutes=20, seconds=30)]  # 14: away
    assert m.active_time(moments) == timedelta(minutes=6, seconds=30)
    assert m.active_time([]) == timedelta(0)
    assert m.active_time([t0]) == timedelta(0)
    assert m.active_time(reversed(moments)) == timedelta(minutes=6, seconds=30)
