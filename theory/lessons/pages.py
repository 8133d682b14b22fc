"""Template contexts of the lesson pages: the path, a lesson's explanation, a run's state.

Figures come from `present` (engravings, sounds); game cards are drawn with the games' own card
view models and templates (through their lessons modules, `game_lessons`), so a lesson's cards
look like the table's.
"""

from __future__ import annotations

import time

from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import get_language

from theory import normalise_lang

from . import adapt, catalogue, game_lessons, present, runs, store
from .catalogue import Lesson
from .kinds import judge
from .service import Target, passed_slugs, question_token


def lang() -> str:
    return normalise_lang(get_language())


def card_view(kind: str, cid: str, lg: str, where: str) -> dict:
    """A game card's view model and the template that draws it (the game's own, `game_lessons`)."""
    return game_lessons.card_view(kind, cid, lg, where)


def block_views(lesson: Lesson, names: str | None) -> list[dict]:
    """A lesson's explanation: text and figure per block (the memo's staves and sounds)."""
    lg = lang()
    out = []
    for i, block in enumerate(lesson.blocks):
        spec = block.figure or {}
        view = {
            "text": lesson.text(block.text, lg, names),
            "type": spec.get("type", ""),
            "figure": present.figure(spec, lg, names, f"b{i}-{lesson.slug}") if spec else None,
        }
        if view["type"] == "sound-pair":
            from theory.memo_son import son_context

            son = son_context(lg)
            view.update(pair=son["pairs"][spec["param"]], wave_box=son["wave_box"])
        if view["type"] == "cards":
            view["cards"] = [card_view(spec["game"], c, lg, f"b{i}-") for c in spec["cards"]]
        out.append(view)
    return out


def path_views(request: HttpRequest, progress: dict, all_open: bool) -> list[dict]:
    lg = lang()
    passed = passed_slugs(progress)
    assigned = store.assigned(request)
    names = store.note_names(request)
    out = []
    for i, lesson in enumerate(catalogue.PATH):
        state = progress["lessons"].get(lesson.slug) or {}
        is_open = catalogue.unlocked(lesson.slug, passed, all_open, assigned)
        out.append(
            {
                "number": i + 1,
                "slug": lesson.slug,
                "title": lesson.title(lg),
                "summary": lesson.summary(lg, names),
                "minutes": lesson.minutes,
                "icon": lesson.icon,
                "passed": lesson.slug in passed,
                "best": state.get("best", 0),
                "check": lesson.check,
                "open": is_open,
                "current": is_open and lesson.slug not in passed,
            }
        )
    first_current = next((v for v in out if v["current"]), None)
    for v in out:
        v["next"] = v is first_current
    return out


# The lesson table's slots a figure may put a card in (`_table.html`), and their SVG id prefixes.
TABLE_SLOTS = {"pile_a": "ta-", "pile_b": "tb-", "under": "tu-", "pile": "tp-"}


def _table_view(q_fig: dict, lg: str) -> dict:
    kind = q_fig["game"]
    view: dict = {"game": kind}
    for slot, prefix in TABLE_SLOTS.items():
        if q_fig.get(slot):
            view[slot] = card_view(kind, q_fig[slot], lg, prefix)
    view["empty"] = not any(slot in view for slot in TABLE_SLOTS)
    return view


def run_view(run: dict, target: Target) -> dict:
    """Everything the run panel shows: progress, the question or the feedback, or the result."""
    lg = lang()
    names = target.names
    if not run:
        return {"empty": True}
    phase = run["phase"]
    view: dict = {
        "phase": phase,
        "mode": run["mode"],
        "token": question_token(run),
        "urls": target.urls,
        "empty": False,
    }
    view["stage"] = phase
    if phase == runs.PRACTICE and run["asked"] == 0 and not run.get("fb"):
        view["stage"] = "learn"
    if phase == runs.CHECK:
        view.update(step=run["check_asked"], total=run["check_len"], right=run["check_right"])
    else:
        extra = max(0, run["target"] - (run.get("base") or run["target"]))  # after mistakes
        view.update(step=run["asked"], total=run["target"], right=run["right"], extra=extra)
    if run.get("deadline"):
        view["remaining"] = max(0, int(run["deadline"] - time.time()))
    q = runs.question(run)
    if q is not None:
        qv = present.question_view(q, lg, names, prefix=f"q{run['n']}")
        if q.mode == "cards":
            for c in qv["choices"]:
                c.update(card_view(c["kind"], c["value"], lg, f"q{run['n']}-"))
            qv["table"] = _table_view(q.figure, lg)
        view["question"] = qv
        if run.get("fb"):
            picked = run["fb"]["picked"]
            verdict = judge(q, picked)
            fb = present.feedback_view(q, verdict, picked, lg, names, prefix=f"f{run['n']}")
            if q.mode == "cards":
                kind = q.choices[0].kind
                played = [c for c in picked if c not in q.answers]
                fb["cards"] = [
                    {**card_view(kind, c, lg, f"f{run['n']}-"), "role": role}
                    for role, ids in (("wrong", played), ("right", fb["right"]))
                    for c in ids
                ]
                fb["table"] = qv.get("table")

            view["feedback"] = fb
            view["last"] = _is_last(run)
    if phase == runs.DONE:
        view["result"] = _result(run, target, lg)
    return view


def _is_last(run: dict) -> bool:
    if run["phase"] == runs.CHECK:
        return run["check_asked"] >= run["check_len"]
    return run["mode"] != "lesson" and run["asked"] >= run["target"]


def _result(run: dict, target: Target, lg: str) -> dict:
    out = {
        "passed": run.get("passed"),
        "timed_out": run.get("timed_out", False),
        "right": run["check_right"] if run["mode"] == "lesson" else run["right"],
        "total": run["check_len"] if run["mode"] == "lesson" else run["asked"],
        "pass_mark": run.get("pass_mark", 0),
    }
    if target.lesson is not None:
        following = catalogue.next_lesson(target.lesson.slug)
        if following is not None:
            out["next"] = {"slug": following.slug, "title": following.title(lg)}
    return out


def due_count(progress: dict) -> int:
    return len(adapt.due_concepts(progress, timezone.localdate()))
