"""Gama situations (GA-2, GA-3, GA-4, GA-6): the opening Do, following, after ♭ ♯ ♮, the oval,
built with `games.gama.rules.scenario` (the accidental really laid with `apply`) and judged by
its `legal_actions` / `apply`.

The module the game's declaration names in `lessons`; it offers what
`theory.lessons.game_lessons` asks of a game: `KINDS`, `CARD_KIND` and `card_view`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.gama import rules
from games.gama.cards import COLOURS, OVAL_NAMES
from games.gama.rules_text import card_label
from theory import NAMES, explain_scale_next, frequency, scale_next
from theory.lessons.core import Question, Say, Verdict
from theory.lessons.situations import generic_generate, generic_judge
from theory.lessons.words import text

CARD_KIND = "card-gama"  # the lessons' name for a Gama card id
LETTERS = {c: c[0] for c in COLOURS}
PROMPTS = {
    "opening": {
        "fr": "Tu commences la manche. Quelle carte poses-tu ?",
        "ro": "Tu începi runda. Ce carte pui?",
        "en": "You start the round. Which card do you lay?",
    },
    "follow": {
        "fr": "Sur la pile, il y a {top}. Quelle carte peux-tu poser ?",
        "ro": "Pe grămadă este {top}. Ce carte poți pune?",
        "en": "The pile shows {top}. Which card can you lay?",
    },
    "flat": {
        "fr": "Ton voisin vient de poser un ♭ sur {top}. Quelle carte dois-tu poser ?",
        "ro": "Vecinul tău tocmai a pus un ♭ peste {top}. Ce carte trebuie să pui?",
        "en": "Your neighbour just laid a ♭ on {top}. Which card must you lay?",
    },
    "sharp": {
        "fr": "Un joueur vient de poser un ♯ sur {top}. Quelle carte dois-tu poser ?",
        "ro": "Un jucător tocmai a pus un ♯ peste {top}. Ce carte trebuie să pui?",
        "en": "A player just laid a ♯ on {top}. Which card must you lay?",
    },
    "natural": {
        "fr": "Un joueur vient de poser un ♮ sur {top}. Quelle carte dois-tu poser ?",
        "ro": "Un jucător tocmai a pus un ♮ peste {top}. Ce carte trebuie să pui?",
        "en": "A player just laid a ♮ on {top}. Which card must you lay?",
    },
    "oval": {
        "fr": "Sur la pile, il y a {top}, une carte à ovale. Quelle carte peux-tu poser ?",
        "ro": "Pe grămadă este {top}, o carte cu oval. Ce carte poți pune?",
        "en": "The pile shows {top}, an oval card. Which card can you lay?",
    },
}
# The same situations said to a teacher previewing the lesson: no « tu ».
TEACHER_PROMPTS = {
    "opening": {
        "fr": "Le joueur commence la manche. Quelle carte poser ?",
        "ro": "Jucătorul începe runda. Ce carte se pune?",
        "en": "The player starts the round. Which card is laid?",
    },
    "follow": {
        "fr": "Sur la pile, il y a {top}. Quelle carte peut-on poser ?",
        "ro": "Pe grămadă este {top}. Ce carte se poate pune?",
        "en": "The pile shows {top}. Which card can be laid?",
    },
    "flat": {
        "fr": "Le voisin vient de poser un ♭ sur {top}. Quelle carte faut-il poser ?",
        "ro": "Vecinul tocmai a pus un ♭ peste {top}. Ce carte trebuie pusă?",
        "en": "The neighbour just laid a ♭ on {top}. Which card must be laid?",
    },
    "sharp": {
        "fr": "Un joueur vient de poser un ♯ sur {top}. Quelle carte faut-il poser ?",
        "ro": "Un jucător tocmai a pus un ♯ peste {top}. Ce carte trebuie pusă?",
        "en": "A player just laid a ♯ on {top}. Which card must be laid?",
    },
    "natural": {
        "fr": "Un joueur vient de poser un ♮ sur {top}. Quelle carte faut-il poser ?",
        "ro": "Un jucător tocmai a pus un ♮ peste {top}. Ce carte trebuie pusă?",
        "en": "A player just laid a ♮ on {top}. Which card must be laid?",
    },
    "oval": {
        "fr": "Sur la pile, il y a {top}, une carte à ovale. Quelle carte peut-on poser ?",
        "ro": "Pe grămadă este {top}, o carte cu oval. Ce carte se poate pune?",
        "en": "The pile shows {top}, an oval card. Which card can be laid?",
    },
}
SITUATIONS = tuple(PROMPTS)
# The classroom's concept for a decision the rules record no learning event for.
RECORDED = {
    "opening": "scale.opening-do",
    "follow": "rules.sequence",
    "flat": "scale.previous",
    "sharp": "scale.next",
    "natural": "scale.same",
    "oval": "rules.oval",
}
RIGHT = {
    "opening": {
        "fr": "Oui{nb}: on ouvre la manche avec un {C}, de n’importe quelle couleur.",
        "ro": "Da: runda începe cu un {C}, de orice culoare.",
        "en": "Yes: the round opens with a {C}, of any colour.",
    },
    "colour": {
        "fr": "Oui{nb}: {played} est de la même couleur que {top}.",
        "ro": "Da: {played} are aceeași culoare ca {top}.",
        "en": "Yes: {played} is the same colour as {top}.",
    },
    "natural": {
        "fr": "Oui{nb}: après un ♮, on pose la même note, {name}, de n’importe quelle couleur.",
        "ro": "Da: după un ♮ se pune aceeași notă, {name}, de orice culoare.",
        "en": "Yes: after a ♮ you lay the same note, {name}, in any colour.",
    },
    "oval": {
        "fr": "Oui{nb}: une carte à ovale sur une carte à ovale, et c’est le joueur suivant qui piochera 4 cartes.",
        "ro": "Da: o carte cu oval peste o carte cu oval, iar jucătorul următor va trage 4 cărți.",
        "en": "Yes: an oval card on an oval card, and the next player will draw 4 cards.",
    },
}
# The seat that lays the accidental so that its demand falls on seat 0 (GA-4), and the seats.
ACCIDENTALS = {"flat": ("♭", 3, 2), "sharp": ("♯", 3, 1), "natural": ("♮", 4, 2)}


class _Pick:
    """Note cards with their copies: two of each note and colour, the oval one apart (GA-1)."""

    def __init__(self, rng, *taken: str) -> None:
        self.rng, self.count = rng, {}
        for token in taken:  # cards already on the table ("Cr", "Ev"…)
            self.take(token[0], next(c for c in COLOURS if c[0] == token[1]))

    def take(self, name: str, colour: str, oval: bool = False) -> str | None:
        face = (name, colour, oval)
        limit = 1 if oval or name in OVAL_NAMES else 2
        if self.count.get(face, 0) >= limit:
            return None
        self.count[face] = self.count.get(face, 0) + 1
        return f"{name}{LETTERS[colour]}" + ("o" if oval else "")

    def note(self, ok) -> str | None:
        options = [(n, c) for n in NAMES for c in COLOURS if ok(n, c)]
        self.rng.shuffle(options)
        for n, c in options:
            got = self.take(n, c)
            if got:
                return got
        return None


def _label(cid: str) -> Say:
    return Say(lambda *, lang, names: card_label(cid, lang, names))


def _opening(rng) -> dict | None:
    pick = _Pick(rng, "Ev", "Fv")
    hand = [pick.note(lambda n, c: n == "C")] + [pick.note(lambda n, c: n != "C") for _ in range(3)]
    if None in hand:
        return None
    return {"state": rules.scenario([hand, ["Ev", "Fv"]], [])}


def _follow(rng) -> dict | None:
    pick = _Pick(rng, "Cr")
    n0, c0 = rng.choice(NAMES), rng.choice(COLOURS)
    top = pick.take(n0, c0)
    up = scale_next(n0, 1)

    def legal(n, c):
        return c == c0 or n == up

    right = pick.note(lambda n, c: legal(n, c) and rng.random() < 0.6)
    right = right or pick.note(legal)
    wrong = [
        pick.note(lambda n, c: n == n0 and c != c0),  # the same note in another colour
        pick.note(lambda n, c: n == scale_next(n0, -1) and c != c0),  # the note below
        pick.note(lambda n, c: not legal(n, c)),
    ]
    if None in (top, right, *wrong):
        return None
    state = rules.scenario([[right, *wrong], ["rest", "♯"]], ["Cr", top])
    return {"state": state, "fields": {"top": _label(state.pile[-1])}}


def _accidental(kind: str, rng) -> dict | None:
    sign, seats, layer = ACCIDENTALS[kind]
    pick = _Pick(rng, "Cr")
    under = rng.choice(NAMES)
    top = pick.take(under, rng.choice(COLOURS))
    want = {"flat": scale_next(under, -1), "sharp": scale_next(under, 1), "natural": under}[kind]
    others = {scale_next(under, -1), scale_next(under, 1), under} - {want}
    hand = [pick.note(lambda n, c: n == want)] + [
        pick.note(lambda n, c, o=o: n == o) for o in sorted(others)
    ]
    hand.append(pick.note(lambda n, c: n not in others | {want}))
    if None in (top, *hand):
        return None
    hands = [hand] + [["rest"] for _ in range(seats - 1)]
    hands[layer] = [sign, "rest"]
    state = rules.scenario(hands, ["Cr", top], turn=layer)
    state, _ = rules.apply(state, rules.Action(layer, "play", (state.hands[layer][0],)))
    if state.turn != 0:  # pragma: no cover (the seats above are chosen for this)
        return None
    return {
        "state": state,
        "fields": {"top": _label(state.pile[-2])},
        "figure": {"under": state.pile[-2]},
    }


def _oval(rng) -> dict | None:
    pick = _Pick(rng, "Cr", "Ev", "Fv")
    n0, c0 = rng.choice(OVAL_NAMES), rng.choice(COLOURS)
    top = pick.take(n0, c0, oval=True)
    right = pick.take(rng.choice(OVAL_NAMES), rng.choice([c for c in COLOURS if c != c0]), True)
    wrong = [pick.note(lambda n, c: c == c0), pick.note(lambda n, c: n == scale_next(n0, 1))]
    if None in (top, right, *wrong):
        return None
    state = rules.scenario([[right, *wrong], ["Ev", "Fv"]], ["Cr", top], oval_draw=2)
    return {"state": state, "fields": {"top": _label(state.pile[-1])}}


BUILDERS = {
    "opening": _opening,
    "follow": _follow,
    "flat": lambda rng: _accidental("flat", rng),
    "sharp": lambda rng: _accidental("sharp", rng),
    "natural": lambda rng: _accidental("natural", rng),
    "oval": _oval,
}


def concepts(params: Mapping) -> tuple[str, ...]:
    return tuple(f"game.gama.{s}" for s in params.get("situations") or SITUATIONS)


def _sound(cid: str) -> dict | None:
    c = rules.CARDS[cid]
    if c.kind != "note":
        return None
    return {"notes": [{"f": round(frequency(f"{c.name}4"), 2), "d": 1}], "mode": "sequence"}


def generate(params: Mapping, seed: int) -> Question:
    q = generic_generate(
        "game.gama", rules, BUILDERS, PROMPTS, params, seed, CARD_KIND, TEACHER_PROMPTS
    )
    state = q.data["state"]
    figure = {**q.figure, "pile": state.pile[-1] if state.pile else None}
    data = {**q.data, "sound_of": _sound, "record_concept": RECORDED[q.data["situation"]]}
    return Question(**{**q.__dict__, "figure": figure, "data": data})


def _right_why(q: Question, cid: str) -> Say:
    state, sit = q.data["state"], q.data["situation"]
    c = rules.CARDS[cid]
    if sit in ("opening", "oval"):
        return text(RIGHT[sit])
    if sit == "natural":
        return text(RIGHT["natural"], name=("name", c.name))
    if sit in ("flat", "sharp"):
        under, d = state.demand["under"], -1 if sit == "flat" else 1
        return Say(lambda *, lang, names: explain_scale_next(under, c.name, d, lang, names))
    top = rules.CARDS[state.pile[-1]]
    if c.name == scale_next(top.name, 1):
        return Say(lambda *, lang, names: explain_scale_next(top.name, c.name, 1, lang, names))
    return text(RIGHT["colour"], played=_label(cid), top=_label(top.id))


def judge(q: Question, picked: Sequence[str]) -> Verdict:
    return generic_judge(q, picked, rules, _right_why)


KINDS = {"game.gama": (generate, judge, concepts)}


def card_view(cid: str, lang: str, where: str) -> dict:
    """A card as the table draws it: the board's view model and its template."""
    from games.gama.board import card_view as board_card

    view = board_card({"id": cid}, lang, where=where)
    return {"card": view, "template": "gama/card.html", "label": view["label"]}
