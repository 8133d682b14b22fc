"""Clé de Sol's lessons (CS-5, CS-6, CS-7): "Après une carte Intervalle…", situations built with
`games.cledesol.rules.scenario` and judged by its `legal_actions` / `apply`.

The module the game's declaration names in `lessons`; it offers what
`theory.lessons.game_lessons` asks of a game: `KINDS`, `CARD_KIND` and `card_view`."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from games.cledesol import rules
from games.cledesol.rules_scenario import SHORT_RHYTHMS
from games.cledesol.rules_text import card_label
from theory import (
    GAME_RANGE,
    NAMES,
    RHYTHMS,
    explain_conjoint,
    explain_interval,
    explain_same_name,
    explain_same_rhythm,
    generic_interval,
    name_of,
    pitch_at_interval,
    sound_spec_note,
)
from theory.lessons.core import Question, Say, Verdict
from theory.lessons.situations import generic_generate, generic_judge

CARD_KIND = "card-cledesol"  # the lessons' name for a Clé de Sol card id
LETTER = {r: k for k, r in SHORT_RHYTHMS.items()}
OPPONENT = ["P", "soupir", "M", "I4", "Rh"]
PROMPTS = {
    sit: {
        "fr": "Sur la pile A, il y a la carte {top}. Quelle carte de ta main peux-tu poser dessus ?",
        "ro": "Pe grămada A este cartea {top}. Ce carte din mână poți pune peste ea?",
        "en": "Pile A shows the card {top}. Which card from your hand can you lay on it?",
    }
    for sit in ("after-note", "after-rythme", "after-hauteur")
}
PROMPTS["after-interval"] = {
    "fr": "Ton adversaire a posé une carte Intervalle {interval} sur {top}. C’est ton tour{nb}: quelle carte poses-tu ?",
    "ro": "Adversarul a pus o carte Interval {interval} peste {top}. E rândul tău: ce carte pui?",
    "en": "Your opponent laid an Interval card ({interval}) on {top}. Your turn: which card do you lay?",
}
PROMPTS["after-musicien"] = {
    "fr": "Ton adversaire a posé un Musicien et demande {demand}. Quelle carte poses-tu ?",
    "ro": "Adversarul a pus un Muzician și cere {demand}. Ce carte pui?",
    "en": "Your opponent laid a Musician and asks for {demand}. Which card do you lay?",
}
# The same situations said to a teacher previewing the lesson: no « tu ».
TEACHER_PROMPTS = {
    sit: {
        "fr": "Sur la pile A, il y a la carte {top}. Quelle carte de la main peut-on poser dessus ?",
        "ro": "Pe grămada A este cartea {top}. Ce carte din mână se poate pune peste ea?",
        "en": "Pile A shows the card {top}. Which card from the hand can be laid on it?",
    }
    for sit in ("after-note", "after-rythme", "after-hauteur")
}
TEACHER_PROMPTS["after-interval"] = {
    "fr": "L’adversaire a posé une carte Intervalle {interval} sur {top}. Quelle carte poser ensuite ?",
    "ro": "Adversarul a pus o carte Interval {interval} peste {top}. Ce carte se pune acum?",
    "en": "The opponent laid an Interval card ({interval}) on {top}. Which card comes next?",
}
TEACHER_PROMPTS["after-musicien"] = {
    "fr": "L’adversaire a posé un Musicien et demande {demand}. Quelle carte poser ?",
    "ro": "Adversarul a pus un Muzician și cere {demand}. Ce carte se pune?",
    "en": "The opponent laid a Musician and asks for {demand}. Which card is laid?",
}
DEMANDED = {
    "fr": "Oui{nb}: le Musicien demandait {demand}.",
    "ro": "Da: Muzicianul cerea {demand}.",
    "en": "Yes: the Musician asked for {demand}.",
}
SITUATIONS = tuple(PROMPTS)
# The classroom's concept for a decision the rules record no learning event for.
RECORDED = {
    "after-note": "rules.sequence",
    "after-rythme": "rules.sequence",
    "after-hauteur": "rules.sequence",
    "after-interval": "rules.interval",
    "after-musicien": "rules.sequence",
}


def note(pitch: str, rhythm: str) -> str:
    return f"{pitch}{LETTER[rhythm]}"


class _Pick:
    """Chooses Note cards without using a face twice (one Note card per pitch and rhythm)."""

    def __init__(self, rng) -> None:
        self.rng, self.used = rng, set()

    def note(self, ok) -> str | None:
        options = [
            (p, r) for p in GAME_RANGE for r in RHYTHMS if (p, r) not in self.used and ok(p, r)
        ]
        if not options:
            return None
        p, r = self.rng.choice(options)
        self.used.add((p, r))
        return note(p, r)


def _label(cid: str):
    return Say(lambda *, lang, names: card_label(rules.CARDS[cid], lang, names))


def _state(hand: list[str], pile_a: list[str], **kw):
    return rules.scenario([hand, list(OPPONENT)], pile_a, **kw)


def _after_note(rng) -> dict | None:
    pick = _Pick(rng)
    tp, tr = rng.choice(GAME_RANGE), rng.choice(RHYTHMS)
    pick.used.add((tp, tr))

    def related(p, r):
        return r == tr or name_of(p) == name_of(tp) or abs(generic_interval(tp, p)) == 2

    right = pick.note(related)
    wrong = [pick.note(lambda p, r: not related(p, r)) for _ in range(2)]
    other_name = rng.choice([n for n in NAMES if n != name_of(tp)])
    extra = rng.choice(
        [f"H{other_name}", "R" + LETTER[rng.choice([x for x in RHYTHMS if x != tr])]]
    )
    if right is None or None in wrong:
        return None
    state = _state([right, *wrong, extra], [note(tp, tr)])
    return {"state": state, "fields": {"top": _label(state.pile_a[-1])}}


def _after_rythme(rng) -> dict | None:
    pick = _Pick(rng)
    r0 = rng.choice(RHYTHMS)
    right = pick.note(lambda p, r: r == r0)
    wrong = [pick.note(lambda p, r: r != r0) for _ in range(2)]
    extra = rng.choice([f"H{rng.choice(NAMES)}", "I3"])
    if right is None or None in wrong:
        return None
    state = _state([right, *wrong, extra], ["R" + LETTER[r0]])
    return {"state": state, "fields": {"top": _label(state.pile_a[-1])}}


def _after_hauteur(rng) -> dict | None:
    pick = _Pick(rng)
    n0 = rng.choice(NAMES)
    right = pick.note(lambda p, r: name_of(p) == n0)
    near = {n for n in NAMES if n != n0 and abs(NAMES.index(n) - NAMES.index(n0)) in (1, 6)}
    wrong = [pick.note(lambda p, r: name_of(p) in near), pick.note(lambda p, r: name_of(p) != n0)]
    extra = rng.choice(["R" + LETTER[rng.choice(RHYTHMS)], f"H{rng.choice(sorted(near))}"])
    if right is None or None in wrong:
        return None
    state = _state([right, *wrong, extra], [f"H{n0}"])
    return {"state": state, "fields": {"top": _label(state.pile_a[-1])}}


def _after_interval(rng) -> dict | None:
    pick = _Pick(rng)
    size = rng.choice((3, 3, 4, 5))
    tp, tr = rng.choice(GAME_RANGE), rng.choice(RHYTHMS)
    pick.used.add((tp, tr))
    answers = {pitch_at_interval(tp, size, d) for d in (1, -1)} & set(GAME_RANGE)
    near = {pitch_at_interval(tp, s, d) for s in (size - 1, size + 1) for d in (1, -1)}
    near = (near & set(GAME_RANGE)) - answers
    if not answers or not near:
        return None
    right = pick.note(lambda p, r: p in answers)
    wrong = [
        pick.note(lambda p, r: p in near),
        pick.note(lambda p, r: r == tr and p not in answers),  # legal on a Note, not here
    ]
    extra = rng.choice(["M", "soupir", f"H{name_of(rng.choice(sorted(near)))}"])
    if right is None or None in wrong:
        return None
    state = _state(
        [right, *wrong, extra],
        [note(tp, tr)],
        pile_b=[f"I{size}"],
        pending={"type": "interval", "size": size, "drawn": False},
    )
    fields = {"top": _label(state.pile_a[-1]), "interval": ("interval", size)}
    return {"state": state, "fields": fields, "figure": {"pile_b": state.pile_b[-1]}}


def _after_musicien(rng) -> dict | None:
    pick = _Pick(rng)
    value = rng.choice(NAMES + RHYTHMS)
    tp, tr = rng.choice(GAME_RANGE), rng.choice(RHYTHMS)
    pick.used.add((tp, tr))

    def meets(p, r):
        return value in (name_of(p), r)

    right = pick.note(meets)
    wrong = [pick.note(lambda p, r: not meets(p, r)) for _ in range(2)]
    if right is None or None in wrong:
        return None
    state = _state(
        [right, *wrong, "P"],
        [note(tp, tr)],
        pile_b=["M"],
        pending={"type": "demand", "value": value, "by": 1},
    )
    fields = {"demand": ("demand", value)}
    return {
        "state": state,
        "fields": fields,
        "figure": {"pile_b": state.pile_b[-1]},
        "data": {"demand": value},
    }


BUILDERS = {
    "after-note": _after_note,
    "after-rythme": _after_rythme,
    "after-hauteur": _after_hauteur,
    "after-interval": _after_interval,
    "after-musicien": _after_musicien,
}


def concepts(params: Mapping) -> tuple[str, ...]:
    return tuple(f"game.cledesol.{s}" for s in params.get("situations") or SITUATIONS)


def _sound(cid: str) -> dict | None:
    c = rules.CARDS[cid]
    return sound_spec_note(c.pitch, c.rhythm) if c.kind == "note" else None


def generate(params: Mapping, seed: int) -> Question:
    q = generic_generate(
        "game.cledesol", rules, BUILDERS, PROMPTS, params, seed, CARD_KIND, TEACHER_PROMPTS
    )
    state = q.data["state"]
    figure = {**q.figure, "pile_a": state.pile_a[-1], "pending": json.dumps(state.pending)}
    data = {**q.data, "sound_of": _sound, "record_concept": RECORDED[q.data["situation"]]}
    return Question(**{**q.__dict__, "figure": figure, "data": data})


def _right_why(q: Question, cid: str) -> Say:
    """Why the laid card was right, in the theory module's words."""
    state = q.data["state"]
    top, c = rules.CARDS[state.pile_a[-1]], rules.CARDS[cid]
    sit = q.data["situation"]
    played = c.pitch or c.name
    if sit == "after-interval":
        size = state.pending["size"]
        return Say(
            lambda *, lang, names: explain_interval(top.pitch, played, size, None, lang, names)
        )
    if sit == "after-musicien":
        from theory.lessons.words import text

        value = q.data["demand"]
        return text(DEMANDED, demand=("demand", value))
    if top.kind == "rythme" or (top.kind == "note" and c.rhythm == top.rhythm):
        return Say(lambda *, lang, names: explain_same_rhythm(top.rhythm, c.rhythm, lang, names))
    if top.kind == "hauteur" or c.name == top.name:
        return Say(
            lambda *, lang, names: explain_same_name(top.pitch or top.name, played, lang, names)
        )
    return Say(lambda *, lang, names: explain_conjoint(top.pitch, c.pitch, lang, names))


def judge(q: Question, picked: Sequence[str]) -> Verdict:
    return generic_judge(
        q, picked, rules, _right_why, lambda cid: "C" if cid.startswith("M") else None
    )


KINDS = {"game.cledesol": (generate, judge, concepts)}


def card_view(cid: str, lang: str, where: str) -> dict:
    """A card as the table draws it, names shown: the board's view model and its template."""
    from games.cledesol.board import card_view as board_card

    view = board_card({"id": cid}, lang, show_names=True, where=where)
    return {"card": view, "template": "cledesol/card.html", "label": view["label"]}
