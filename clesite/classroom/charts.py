"""The weekly progress chart, drawn on the server as SVG (no script, no chart library).

Each week is a bar: the concepts the pupil has met, stacked by their mastery level at the end
of that week (lightest: découverte, darkest: maîtrisé). Under each bar, that week's answers.
The same numbers are given as a table next to it, for screen readers and printing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.utils import formats
from django.utils.translation import pgettext

from clesite.classroom.concepts import LEVELS, Level

WIDTH, HEIGHT = 680, 250
LEFT, RIGHT, TOP, BOTTOM = 40, 12, 14, 52


@dataclass(frozen=True)
class Segment:
    y: float
    height: float
    level: Level
    count: int


@dataclass(frozen=True)
class Bar:
    x: float
    width: float
    label: str
    answers: int
    right: int
    segments: list[Segment]
    total: int
    counts: list[int]  # per level, découverte to maîtrisé: the table's row

    @property
    def centre(self) -> float:
        return self.x + self.width / 2


@dataclass(frozen=True)
class Chart:
    width: int
    height: int
    bars: list[Bar]
    ticks: list[tuple[float, int]]  # (y, value)
    left: int
    right_edge: int
    baseline: float
    empty: bool
    levels: list = field(default_factory=list)  # the levels `Bar.counts` counts, in order

    @property
    def tick_x(self) -> int:
        return self.left - 6

    @property
    def week_y(self) -> float:
        return self.baseline + 18

    @property
    def answers_y(self) -> float:
        return self.baseline + 36


def _step(top: int) -> int:
    for step in (1, 2, 5, 10, 20):
        if top / step <= 6:
            return step
    return 50


def weekly_chart(weeks: list) -> Chart:
    """`weeks`: analytics.weekly_levels's rows (monday, Counter of levels, answers, right)."""
    shown = [lvl for lvl in LEVELS if lvl.value > 0]
    top = max((sum(c.values()) for _m, c, _a, _r in weeks), default=0)
    step = _step(max(top, 1))
    scale_top = max(step, -(-max(top, 1) // step) * step)
    plot_h = HEIGHT - TOP - BOTTOM
    plot_w = WIDTH - LEFT - RIGHT
    slot = plot_w / max(len(weeks), 1)
    bars = []
    for i, (monday, levels, answers, right) in enumerate(weeks):
        x = LEFT + i * slot + slot * 0.18
        y = TOP + plot_h
        segments = []
        for lvl in shown:
            n = levels.get(lvl.value, 0)
            if n:
                h = plot_h * n / scale_top
                y -= h
                segments.append(Segment(round(y, 1), round(h, 1), lvl, n))
        bars.append(
            Bar(
                round(x, 1),
                round(slot * 0.64, 1),
                formats.date_format(monday, pgettext("a week on a chart", "d/m")),
                answers,
                right,
                segments,
                sum(levels.values()),
                [levels.get(lvl.value, 0) for lvl in shown],
            )
        )
    ticks = [
        (round(TOP + plot_h - plot_h * v / scale_top, 1), v) for v in range(0, scale_top + 1, step)
    ]
    return Chart(WIDTH, HEIGHT, bars, ticks, LEFT, WIDTH - RIGHT, TOP + plot_h, top == 0, shown)
