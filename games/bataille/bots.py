"""Bataille des sons' bots: they see only their observation and their legal actions.

`random`; `simple` (asks its card's best parameter, turns its card for a power only when that
turns a loss into a win against the cards laid); `strong` (counts cards: weighs every choice
over the cards it has not seen). « À l'oreille » a bot has no ears: it is given
`rules.bot_observation`, the values of exactly the cards a player hears (its own, the cards
laid), and judges from them (BS-6; the page says so). Given an observation whose cards are
hidden, it falls back to the first choice listed.
"""

from __future__ import annotations

from games.engine import Action, Rng

from .cards import CARD, CARDS, ECHO, PARAMS
from .rules_judge import better, entry_value, judged_of, standout, strength
from .rules_state import HIGH, LOW

DECK = tuple(c.id for c in CARDS)


class RandomBot:
    """Any legal action."""

    level = "random"

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        return rng.choice(legal_actions) if legal_actions else None


def hand_id(observation: dict) -> str | None:
    """The bot's card, or None when it cannot read it (« à l'oreille »)."""
    hand = observation.get("hand")
    return None if not hand or hand.get("hidden") else hand["id"]


def entries(observation: dict) -> list[dict] | None:
    """The trick laid so far as rules entries (None if its cards are hidden)."""
    out = []
    for e in observation["laid"]:
        if e["card"].get("hidden"):
            return None
        echo = e["echo"]["id"] if e["echo"] else None
        out.append({"seat": e["seat"], "card": e["card"]["id"], "power_used": e["power_used"],
                    "target_param": e["target_param"], "echo": echo, "bataille": []})  # fmt: skip
    return out


def mine(action: Action, cid: str) -> dict:
    power = bool(action.param("power", False))
    return {"seat": action.seat, "card": cid, "power_used": power,
            "target_param": action.param("target_param"), "echo": None, "bataille": []}  # fmt: skip


def wins_now(question: dict, laid: list[dict], entry: dict) -> int:
    """2: the entry's card beats every card laid, 1: ties the best, 0: loses."""
    trick = [*laid, entry]
    judgement = judged_of(question, trick)
    values = {e["seat"]: entry_value(e, judgement) for e in trick}
    me = values[entry["seat"]]
    rivals = [v for s, v in values.items() if s != entry["seat"]]
    if any(better(v, me, judgement["way"]) for v in rivals):
        return 0
    return 1 if me in rivals else 2


def best_ask(cid: str, legal: list[Action]) -> Action:
    """The question where the card beats the most other cards (its standout parameter)."""

    def key(a: Action) -> tuple:
        way = a.param("way") or HIGH
        return (strength(cid, a.choice or "", way), -PARAMS.index(a.choice or "volume"))

    return max(legal, key=key)


def simple_choice(observation: dict, legal: list[Action]) -> Action:
    """The simple policy (also the strong bot's playouts)."""
    cid = hand_id(observation)
    if legal[0].kind != "lay" or cid is None:
        if legal[0].kind == "ask" and cid is not None:
            if observation["options"]["variant"] != "scherzo":
                way = LOW if observation["options"]["variant"] == "pianissimo" else HIGH
                return best_ask_way(cid, legal, way)
            return best_ask(cid, legal)
        return legal[0]
    laid = entries(observation)
    if len(legal) == 1 or not laid or laid is None:
        return legal[0]
    plain = wins_now(observation["question"], laid, mine(legal[0], cid))
    if plain == 2:
        return legal[0]
    best, best_score = legal[0], plain
    for a in legal[1:]:
        score = wins_now(observation["question"], laid, mine(a, cid))
        if score == 2 and score > best_score:
            best, best_score = a, score
    return best


def best_ask_way(cid: str, legal: list[Action], way: str) -> Action:
    """Classic or Pianissimo: the card's standout parameter in the game's way."""
    top = standout(cid, way)
    return next(a for a in legal if a.choice == top)


class SimpleBot:
    """Asks its card's best parameter (where it beats the most other cards; in Scherzo the
    best parameter and way); turns its card for a power only when that turns a loss (or a
    tie) into a win against the cards laid; without the values (hidden cards), the first choice."""

    level = "simple"

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        if not legal_actions:
            return None
        return simple_choice(observation, legal_actions)


# ---------------------------------------------------------------- the strong level


def unseen(observation: dict, cid: str | None) -> list[str]:
    """The cards the bot has not seen this round: not its card, not laid, not played."""
    seen = set(observation["played"])
    if cid:
        seen.add(cid)
    for e in observation["laid"]:
        for c in (e["card"], e["echo"]):
            if c and not c.get("hidden"):
                seen.add(c["id"])
    return [c for c in DECK if c not in seen]


def _defender_lay(question: dict, laid: list[dict], seat: int, cid: str, attacker: int) -> dict:
    """A later defender's simple move, for the playouts (a power only to turn a loss)."""
    plain = {"seat": seat, "card": cid, "power_used": False, "target_param": None,
             "echo": None, "bataille": []}  # fmt: skip
    power = CARD[cid].power
    if seat == attacker or power is None or power == ECHO or not laid:
        return plain
    if wins_now(question, laid, plain) == 2:
        return plain
    current = judged_of(question, laid)["param"]
    targets = [p for p in PARAMS if p != current] if power == "transposition" else [None]
    for t in targets:
        e = {**plain, "power_used": True, "target_param": t}
        if wins_now(question, laid, e) == 2:
            return e
    return plain


def playout(observation: dict, question: dict, own: dict, pool: list[str], rng: Rng) -> float:
    """One imagined end of the trick: the layers other than the bot get cards from the
    shuffled pool and lay as the simple bot; the bot lays `own` in its place. Its worth is the
    cards it wins (shared on a tie), or minus the cards it loses."""
    laid = entries(observation) or []
    me = observation["seat"]
    rng.shuffle(pool)
    k = 0
    for seat in observation["order"][len(laid) :]:
        if seat == me:
            laid.append(dict(own))
            continue
        laid.append(_defender_lay(question, laid, seat, pool[k], observation["attacker"]))
        k += 1
    for e in laid:
        deck = observation["decks"][e["seat"]]
        if e["power_used"] and CARD[e["card"]].power == ECHO and e["echo"] is None:
            if not deck or k >= len(pool):
                continue  # BS-ours-15: an empty deck, and Écho does nothing
            e["echo"] = pool[k]
            k += 1
    judgement = judged_of(question, laid)
    values = {e["seat"]: entry_value(e, judgement) for e in laid}
    way = judgement["way"]
    best = max(values.values()) if way == HIGH else min(values.values())
    tied = [s for s, v in values.items() if v == best]
    cards = len(laid) + sum(1 for e in laid if e["echo"])
    own = 1 + sum(1 for e in laid if e["seat"] == me and e["echo"])
    if me in tied:
        return cards / len(tied) if len(tied) > 1 else cards
    return -own


class StrongBot:
    """Counts cards: it knows every card played this round (the observation's `played` and the
    trick laid), and weighs each choice over `worlds` deals of the cards it has not seen to the
    players still to lay (they play as the simple bot), Écho's extra card included; it keeps
    the choice that wins it the most cards on average (common random numbers across choices).
    Unlike the simple bot, a first defender turns his card when it pays against the cards still
    unseen (a Miroir on a low card, a Transposition to his best parameter).

    Measured (tests/bench/bench_bataille.py, classic, 2 players, seats rotated, 1,000 games,
    48 worlds): 865 wins against `simple` (0.865, 95% Wilson 0.842-0.885); decisions (69,218,
    forced ones included) p50 0.02 ms, p95 4.2 ms, max 94 ms on a shared 2-core machine."""

    level = "strong"
    worlds = 48

    def __init__(self, **settings: float) -> None:
        for name, value in settings.items():
            if name in ("budget_ms", "max_worlds"):
                name = "worlds" if name == "max_worlds" else name
            if name == "budget_ms":
                continue
            if not hasattr(type(self), name):
                raise TypeError(f"StrongBot has no setting {name!r}")
            setattr(self, name, value)

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        if not legal_actions:
            return None
        cid = hand_id(observation)
        kind = legal_actions[0].kind
        if len(legal_actions) == 1 or kind == "deal" or cid is None:
            return simple_choice(observation, legal_actions)
        if entries(observation) is None:
            return simple_choice(observation, legal_actions)
        pool = unseen(observation, cid)
        default = (observation["options"]["variant"] == "pianissimo") and LOW or HIGH
        seed = rng.randbelow(2**31)
        scores = []
        for a in legal_actions:
            if kind == "ask":
                question = {"param": a.choice, "way": a.param("way") or default}
                own = mine(Action(a.seat, "lay"), cid)
            else:
                question, own = observation["question"], mine(a, cid)
            r = Rng(seed)
            total = 0.0
            for _ in range(int(self.worlds)):
                total += playout(observation, question, own, list(pool), r)
            scores.append(total)
        best = max(range(len(legal_actions)), key=lambda i: (scores[i], -i))
        return legal_actions[best]


__all__ = ["RandomBot", "SimpleBot", "StrongBot", "simple_choice"]
