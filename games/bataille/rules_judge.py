"""How a trick is judged (BS-sheet-12, 15…20, 25, BS-2, BS-3, BS-6) and what a decision was
worth (the learning events of the README).

The judgement of a trick starts from the question (`param`, `way`) and follows the powers in
the order laid (BS-sheet-25): Transposition changes the parameter, each Miroir turns the way
over (two cancel), Crescendo adds 3 to its own card on the parameter finally judged, Écho's
better card counts. A bataille keeps the trick's judgement, without powers (ours: the powers
were "for this trick").
"""

from __future__ import annotations

from games.engine import LearningEvent
from games.engine.evidence import forced, weighed

from .cards import CARD, CARDS, CRESCENDO, ECHO, MIROIR, PARAMS, TRANSPOSITION
from .rules_state import HIGH, LOW, State

CRESCENDO_BONUS = 3  # BS-ours-5


def flip(way: str) -> str:
    return LOW if way == HIGH else HIGH


def judged_of(question: dict, laid: list[dict]) -> dict:
    """The judgement after the powers laid so far, in order (BS-sheet-25, BS-ours-6, 7)."""
    param, way = question["param"], question["way"]
    for e in laid:
        if not e["power_used"]:
            continue
        power = CARD[e["card"]].power
        if power == TRANSPOSITION:
            param = e["target_param"]
        elif power == MIROIR:
            way = flip(way)
    return {"param": param, "way": way}


def judged(state: State) -> dict | None:
    return None if state.question is None else judged_of(state.question, state.laid)


def better(a: int, b: int, way: str) -> bool:
    return a > b if way == HIGH else a < b


def entry_value(e: dict, judgement: dict) -> int:
    """What a laid card counts: its value, +3 with Crescendo (BS-ours-5); with Écho, the
    better of the two cards (BS-ours-8)."""
    param, way = judgement["param"], judgement["way"]
    card = CARD[e["card"]]
    value = card.value(param)
    if e["power_used"] and card.power == CRESCENDO:
        value += CRESCENDO_BONUS
    if e["echo"]:
        other = CARD[e["echo"]].value(param)
        if better(other, value, way):
            value = other
    return value


def best_of(values: dict[int, int], way: str) -> list[int]:
    """The seats whose value is the best (BS-sheet-12, 18, 34, 35, 38)."""
    best = max(values.values()) if way == HIGH else min(values.values())
    return [s for s, v in values.items() if v == best]


def resolve(s: State, tied_draw) -> tuple[int | None, int, dict[int, int]]:
    """The trick's winner (None: set aside), the batailles played, the values counted.

    BS-sheet-15, 16, 17, 19, 20, BS-3, BS-ours-10: among the tied players only, each turns his
    deck's next card (`tied_draw(tied)`: each tied seat's card id, or None when he has none
    left, the mystery card with 2 players being played there), no powers, the same judgement,
    while they tie. A tied player with no card loses; if none of them has a card, nobody takes
    the trick."""
    judgement = judged(s)
    assert judgement is not None
    values = {e["seat"]: entry_value(e, judgement) for e in s.laid}
    tied = best_of(values, judgement["way"])
    batailles = 0
    while len(tied) > 1:
        batailles += 1
        turned = tied_draw(tied)
        still = {seat: cid for seat, cid in turned.items() if cid is not None}
        if not still:
            return None, batailles, values
        entries = {e["seat"]: e for e in s.laid}
        for seat, cid in still.items():
            entries[seat]["bataille"].append(cid)
        if len(still) == 1:
            return next(iter(still)), batailles, values
        round_values = {seat: CARD[cid].value(judgement["param"]) for seat, cid in still.items()}
        tied = best_of(round_values, judgement["way"])
    return tied[0], batailles, values


# ---------------------------------------------------------------- the worth of a decision

OTHERS = {c.id: [o for o in CARDS if o.id != c.id] for c in CARDS}


def strength(cid: str, param: str, way: str) -> int:
    """How many of the other 36 cards this card beats on `param` in `way`."""
    v = CARD[cid].value(param)
    return sum(1 for o in OTHERS[cid] if better(v, o.value(param), way))


def standout(cid: str, way: str) -> str:
    """The card's best parameter in `way`: where it beats the most other cards (ties: the
    sheet's order volume, hauteur, durée, timbre)."""
    return max(PARAMS, key=lambda p: (strength(cid, p, way), -PARAMS.index(p)))


def question_is_right(cid: str, param: str, way: str) -> bool:
    """The card stands high (low) on `param` among the 37, or no question suits it better, or
    its number there is the card's highest (lowest): the child sees four numbers, not how the
    other 36 cards spread (the bass singer's volume 6 and duration 6 were one right and one
    wrong, with a misconception the child never had)."""
    mine = strength(cid, param, way)
    if 2 * mine >= len(CARDS) - 1 or mine >= strength(cid, standout(cid, way), way):
        return True
    values = [CARD[cid].value(p) for p in PARAMS]
    return CARD[cid].value(param) == (max(values) if way == HIGH else min(values))


def ask_event(s: State, seat: int, cid: str, param: str, way: str) -> LearningEvent:
    """The attacker's question judged on his own card, on `sound.<param>`. Right when the card
    stands high (low, when the lowest is asked) on that parameter among the 37 cards: it beats
    at least half of the other 36 there (the criterion of « Nos choix »), or when no question
    suits it better (a card middling everywhere, like the guitar: its best question is right,
    since there was no better one to find). Wrong, and his card's standout parameter is another,
    the misconception is `sound.<param>-vs-<standout>` (e.g. volume asked for a whistle, whose
    height is what stands out)."""
    mine = strength(cid, param, way)
    top = standout(cid, way)
    correct = question_is_right(cid, param, way)
    mis = None if correct or top == param else f"sound.{param}-vs-{top}"
    ways = (HIGH, LOW) if s.options.variant == "scherzo" else (way,)
    choices = [(p, w) for p in PARAMS for w in ways]  # issue 18: what a blind ask hits
    fitting = sum(question_is_right(cid, p, w) for p, w in choices)
    detail = {
        "param": param,
        "way": way,
        "values": CARD[cid].values,
        "beats": mine,
        "best_param": top,
        "by_ear": s.options.by_ear,
    }
    event = LearningEvent(seat, f"sound.{param}", correct, detail, mis)
    # asked once and for all: a right question is a decision even when only one was right
    return weighed(event, len(choices), fitting, hint_shown(s), final=True)


def hint_shown(s: State) -> bool:
    """Whether the board showed this seat a hint: « à l'oreille » shows none, whatever the
    table's option (the start form says so; the presenter draws none)."""
    return s.options.hints and not s.options.by_ear


def standing(cid: str, entry: dict, s: State) -> tuple[int, int]:
    """How a defender's card stands after his decision: against the cards laid before him
    (2 wins, 1 ties, 0 loses; 2 when none) then against the cards still unseen by him."""
    laid = [*s.laid, entry]
    assert s.question is not None
    judgement = judged_of(s.question, laid)
    values = {e["seat"]: entry_value(e, judgement) for e in laid}
    mine = values[entry["seat"]]
    way = judgement["way"]
    rivals = [v for seat, v in values.items() if seat != entry["seat"]]
    if any(better(v, mine, way) for v in rivals):
        vs_laid = 0
    else:
        vs_laid = 1 if any(v == mine for v in rivals) else 2
    seen = {e["card"] for e in laid} | {e["echo"] for e in laid if e["echo"]}
    seen |= {c for won in s.won for c in won} | set(s.set_aside)  # revealed this round
    field = [c for c in CARDS if c.id not in seen]
    vs_field = sum(1 for c in field if better(mine, c.value(judgement["param"]), way))
    return vs_laid, vs_field


def power_event(s: State, seat: int, chosen: dict, options: list[dict]) -> LearningEvent:
    """A defender's decision to use his card's power or not (and Transposition's new
    parameter), judged on `sound.<param>` finally judged: right when no other choice open to
    him stands better against the cards laid before him, then against the cards he has not
    seen (`standing`). A wrong new parameter is `sound.<chosen>-vs-<best>`."""
    cid = chosen["card"]
    scores = [standing(cid, o, s) for o in options]
    mine = standing(cid, chosen, s)
    best = max(scores)
    correct = mine >= best
    best_entry = options[scores.index(best)]
    assert s.question is not None
    param = judged_of(s.question, [*s.laid, chosen])["param"]
    mis = None
    if not correct and chosen["target_param"] and best_entry["target_param"]:
        mis = f"sound.{chosen['target_param']}-vs-{best_entry['target_param']}"
    detail = {
        "power": CARD[cid].power,
        "used": chosen["power_used"],
        "target_param": chosen["target_param"],
        "best": {"used": best_entry["power_used"], "target_param": best_entry["target_param"]},
        "values": CARD[cid].values,
        "laid": [CARD[e["card"]].values for e in s.laid],
        "by_ear": s.options.by_ear,
    }
    event = LearningEvent(seat, f"sound.{param}", correct, detail, mis)
    if CARD[cid].power == CRESCENDO:
        # +3 always helps when the highest wins and always hurts when the lowest does: a choice
        # about the game's rule, never about the sound heard. Logged, not counted on sound.
        return forced(event, hint_shown(s))
    fitting = sum(score == best for score in scores)  # the choices that stand as well as any
    return weighed(event, len(options), fitting, hint_shown(s), final=True)


__all__ = [
    "ECHO", "ask_event", "best_of", "judged", "judged_of", "power_event", "question_is_right",
    "resolve",
]  # fmt: skip
