"""Game lessons: scripted situations judged by the games' real rules.

A situation is a state built with the game's own `scenario` helper (the pupil is seat 0, on
turn); the hand's cards are the choices; the right ones are exactly those the game's
`legal_actions` allows, and a pupil's pick is judged by the game's `apply`, so the lesson can
never teach a rule the game does not play. A refused card is explained by the rules' own
`IllegalAction.why`, and the rules' learning events are what the progress store receives.

This module names no game: a game's lessons module (`games/<game>/lessons.py`, see
`game_lessons`) hands it the game's rules module and its situation builders.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .core import CARDS, BadParams, Choice, Question, Say, Verdict, event, rng_for

Builder = Callable[[Any], dict | None]  # rng -> {"state", "top", "fields", …} or None


def generic_generate(
    kind: str,
    rules: Any,
    builders: Mapping[str, Builder],
    prompts: Mapping[str, dict],
    params: Mapping,
    seed: int,
    card_kind: str,
    teacher_prompts: Mapping[str, dict] | None = None,
) -> Question:
    """Try builders until a situation has a right card and at least two wrong ones
    (`teacher_prompts`: the prompts said to a teacher previewing the lesson, no « tu »)."""
    from .words import text

    allowed = tuple(params.get("situations") or builders)
    if not allowed or any(s not in builders for s in allowed):
        raise BadParams(f"situations must be among {tuple(builders)}, not {allowed!r}")
    rng = rng_for(seed)
    for _ in range(200):
        sit = rng.choice(allowed)
        built = builders[sit](rng)
        if built is None:
            continue
        state = built["state"]
        hand = list(state.hands[0])
        legal = legal_cards(rules, state)
        if legal and len(set(hand) - legal) >= 2:
            rng.shuffle(hand)
            return Question(
                kind=kind,
                params=params,
                seed=seed,
                concept=f"{kind}.{sit}",
                mode=CARDS,
                prompt=text(
                    prompts[sit], (teacher_prompts or {}).get(sit), **built.get("fields", {})
                ),
                choices=tuple(Choice(c, card_kind) for c in hand),
                answers=frozenset(legal),
                figure={"type": "table", "game": card_kind, **built.get("figure", {})},
                data={"situation": sit, "state": state, **built.get("data", {})},
            )
    raise BadParams(f"no situation could be built for {allowed!r}")  # pragma: no cover


def legal_cards(rules: Any, state: Any) -> set[str]:
    """The hand's cards seat 0 may lay alone now, by the game's own legal_actions."""
    hand = state.hands[0]
    faces = {}
    for cid in hand:
        faces.setdefault(rules.CARDS[cid].face, []).append(cid)
    out: set[str] = set()
    for a in rules.legal_actions(state, 0):
        if a.kind == "play" and len(a.cards) == 1:
            out.update(faces.get(rules.CARDS[a.cards[0]].face, [a.cards[0]]))
    return out


def _learning(events: Sequence[Any]) -> list[dict]:
    out = []
    for e in events:
        data = e.to_json() if hasattr(e, "to_json") else e
        if data.get("kind", "learning") != "learning" or data.get("seat") != 0:
            continue
        out.append(
            event(
                data["concept"],
                data["correct"],
                data.get("misconception"),
                **dict(data.get("detail") or {}),
            )
        )
    return out


def generic_judge(
    q: Question,
    picked: Sequence[str],
    rules: Any,
    right_why: Callable[[Question, str], Say],
    choice_for: Callable[[str], str | None] = lambda cid: None,
) -> Verdict:
    """Lay the picked card with the game's `apply`: accepted or refused, the rules say why."""
    state = q.data["state"]
    played = picked[0] if picked and picked[0] in state.hands[0] else ""
    correct = False
    learning: list[dict] = []
    why: Say
    if not played:
        why = Say()
    else:
        action = rules.Action(0, "play", (played,), choice_for(played))
        try:
            _, events = rules.apply(state, action)
            correct = True
            learning = _learning(events)
            why = right_why(q, played)
        except rules.IllegalAction as refused:
            learning = _learning(refused.learning)
            why = Say(lambda r=refused, *, lang, names: r.why.render(lang, names))
    if played and correct != (played in q.answers):  # legal_actions and apply must agree
        raise AssertionError(f"rules disagree on {played!r} in {q.data['situation']!r}")
    mis = next((e["misconception"] for e in learning if e["misconception"]), None)
    recorded = q.data.get("record_concept") or q.concept
    events = tuple(learning) or (
        event(recorded, correct, None, situation=q.data["situation"], card=played),
    )
    show = {"type": "cards", "right": sorted(q.answers), "played": played}
    sound = q.data.get("sound_of")
    if sound:
        show["sound"] = sound(sorted(q.answers)[0])
    return Verdict(correct, mis, Say.join(why), show, events)
