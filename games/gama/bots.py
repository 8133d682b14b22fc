"""Gama's bots: `random`, `simple` (rules of thumb) and `strong` (determinized search).

Bots see only the observation and the legal actions (docs/architecture.md): the strong bot samples the
hidden cards consistently with its observation (rules_sample) and plays each candidate move out
in those worlds with the simple policy, within a time budget.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.engine import Action, Rng, must_act
from games.engine.search import SearchBot, lead

from .cards import BEMOL, CARDS, NOTE, PAUZA, Card
from .rules_apply import apply_trusted
from .rules_judge import (
    DEMAND_OF,
    NEXT,
    OVAL,
    PREV,
    RUN,
    RUN_START,
    accidental_blocks,
    demand_target,
    demanded_note,
    distinct_faces,
    flat_out_of_turn,
    follows,
    may_end_run,
    playable,
    situation,
)
from .rules_sample import sample_state
from .rules_state import PLAY, State

# ---------------------------------------------------------------- what a seat knows


@dataclass(frozen=True, slots=True)
class View:
    """The little a rule of thumb needs, read from an observation or from a (sampled) state."""

    seat: int
    seats: int
    turn: int
    hand: tuple[str, ...]
    top: str | None
    sit: str | None
    counts: tuple[int, ...]
    blocked: tuple[int, ...]

    @classmethod
    def of_obs(cls, obs: dict) -> View:
        top = obs["pile"]["top"]
        exp = obs["expect"]
        blocked = tuple(1 if s in obs["blocked"] else 0 for s in range(obs["seats"]))
        return cls(
            obs["seat"],
            obs["seats"],
            obs["turn"],
            tuple(c["id"] for c in obs["hand"] or ()),
            top["id"] if top else None,
            _SIT.get(exp["reason"], exp["reason"]) if exp else None,
            tuple(obs["hand_counts"]),
            blocked,
        )

    @classmethod
    def of_state(cls, s: State, seat: int) -> View:
        return cls(
            seat,
            s.seats,
            s.turn,
            tuple(s.hands[seat]),
            s.top,
            situation(s),
            tuple(len(h) for h in s.hands),
            tuple(s.blocked),
        )


_SIT = {"flat": "demand", "sharp": "demand", "natural": "demand"}


# ---------------------------------------------------------------- rules of thumb


def longest_run(cards: list[Card], start: Card | None, budget: int = 16) -> int:
    """How many of `cards` can be laid one after another (GA-3) after `start` (None: the first
    is free, as after a rest). A bounded depth-first search: good enough for a thumb rule."""
    best = 0
    nodes = 0

    def walk(prev: Card | None, left: list[Card], depth: int) -> None:
        nonlocal best, nodes
        best = max(best, depth)
        nodes += 1
        if nodes > budget or best == len(cards):
            return
        seen: set[str] = set()
        for i, c in enumerate(left):
            if c.face in seen or (prev is not None and not follows(prev, c)):
                continue
            seen.add(c.face)
            walk(c, left[:i] + left[i + 1 :], depth + 1)

    walk(start, cards, 0)
    return best


def _notes(hand, without: str) -> list[Card]:
    return [CARDS[c] for c in hand if c != without and CARDS[c].kind == NOTE]


def play_score(v: View, c: Card) -> float:
    """The simple bot's preference for laying card c on its own turn: go out, pass an oval
    draw on, shed ovals (the next player draws), keep runs going, block a player about to win,
    make a demand it can meet itself, keep its Do."""
    if len(v.hand) == 1:
        return 1000.0
    sit = v.sit
    if sit == OVAL:
        return 100.0
    rest = [x for x in v.hand if x != c.id]
    if c.kind == NOTE:
        score = 10.0 + 6.0 * c.oval - (1.0 if c.name == "C" else 0.0)
        if sit in (RUN_START, RUN):
            return score + 3.0 * longest_run(_notes(rest, c.id), c)
        score += sum(0.5 for x in rest if follows(c, CARDS[x]))
        if sit in ("opening", "demand"):  # any colour: keep the colour it holds most of
            score += sum(0.3 for x in rest if CARDS[x].colour == c.colour)
        return score
    if c.kind == PAUZA:
        return 4.0 + 9.0 * longest_run(_notes(rest, c.id), None)
    top = CARDS[v.top]
    target = demand_target(v.seats, v.turn, list(v.blocked), v.seat, c.kind)
    note = demanded_note(c.kind, top.name)
    flagged, lost = accidental_blocks(v.seats, v.turn, v.seat, c.kind)
    hit = [s for s in flagged + lost if v.counts[s] <= 2]
    if target == v.seat:
        holds = any(CARDS[x].kind == NOTE and CARDS[x].name == note for x in rest)
        return (16.0 if holds else -5.0) + 8.0 * bool(hit)
    return 6.0 + 15.0 * bool(hit)


def action_score(v: View, a: Action) -> float:
    if a.kind == "play":
        return play_score(v, CARDS[a.cards[0]])
    if a.kind == "draw":
        return -50.0
    return 0.0  # end-run, deal


def simple_pick(v: View, legal: list[Action], rng: Rng) -> Action:
    best, best_score = [], float("-inf")
    for a in legal:
        s = action_score(v, a)
        if s > best_score:
            best, best_score = [a], s
        elif s == best_score:
            best.append(a)
    return best[rng.randbelow(len(best))] if len(best) > 1 else best[0]


def flat_now(v: View) -> bool:
    """Out of turn, lay the ♭ to go out, or to take the current turn of the player before us
    when he is about to win; with 2 players, also when we hold the note it then asks of us."""
    if len(v.hand) == 1:
        return True
    before = (v.seat - 1) % v.seats
    if v.turn != before:
        return v.counts[before] <= 1
    if v.counts[before] <= 2:
        return True
    if v.seats == 2:
        below = PREV[CARDS[v.top].name]
        return any(CARDS[x].kind == NOTE and CARDS[x].name == below for x in v.hand)
    return False


def _own_flat(legal: list[Action]) -> Action | None:
    for a in legal:
        if a.kind == "play" and CARDS[a.cards[0]].kind == BEMOL:
            return a
    return None


class RandomBot:
    """Uniform over its legal actions; out of turn it lays a ♭ now and then (`flat_rate`)."""

    level = "random"

    def __init__(self, flat_rate: float = 0.05) -> None:
        self.flat_rate = flat_rate

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        if must_act(observation):
            return legal_actions[rng.randbelow(len(legal_actions))]
        if legal_actions and rng.random() < self.flat_rate:
            return legal_actions[0]
        return None


class SimpleBot:
    """Rules of thumb (play_score, flat_now)."""

    level = "simple"

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        v = View.of_obs(observation)
        if not must_act(observation):
            flat = _own_flat(legal_actions)
            return flat if flat and flat_now(v) else None
        return simple_pick(v, legal_actions, rng)


# ---------------------------------------------------------------- search


def rollout_action(state: State, rng: Rng) -> Action:
    """The simple policy in a sampled world: out-of-turn ♭ first, then the seat on turn."""
    if state.phase != PLAY:
        return Action(state.next_starter(), "deal")
    if flat_out_of_turn(state):
        for seat in range(state.seats):
            if seat != state.turn and any(CARDS[c].kind == BEMOL for c in state.hands[seat]):
                v = View.of_state(state, seat)
                if flat_now(v):
                    cid = next(c for c in state.hands[seat] if CARDS[c].kind == BEMOL)
                    return Action(seat, "play", (cid,))
    return rollout_move(state, state.turn, rng)


def rollout_move(state: State, seat: int, rng: Rng) -> Action:
    """`simple_pick` over `turn_actions`, scoring the cards without building every action: the
    same scores, the same order, the same ties (see test_gama_bots)."""
    v = View.of_state(state, seat)
    best: list[Action | str] = []
    best_score = float("-inf")
    lays = 0
    for c in distinct_faces(state.hands[seat]):
        if playable(state, seat, c, v.sit):
            lays += 1
            score = play_score(v, c)
            if score > best_score:
                best, best_score = [c.id], score
            elif score == best_score:
                best.append(c.id)
    extra = []
    if may_end_run(state, seat):
        extra.append(("end-run", 0.0))
    if v.sit == OVAL or (not lays and v.sit not in (RUN_START, RUN)):
        extra.append(("draw", -50.0))
    for kind, score in extra:
        if score > best_score:
            best, best_score = [kind], score
        elif score == best_score:
            best.append(kind)
    pick = best[rng.randbelow(len(best))] if len(best) > 1 else best[0]
    if pick in ("end-run", "draw"):
        return Action(seat, pick)
    return Action(seat, "play", (pick,))


def evaluate(state: State, seat: int, sign_weight: float = 1.0) -> float:
    """Others' cards minus ours: from the round's result, else from the hands so far, where a
    sign (♭ ♯ ♮, rest: easy to lay) may count less than a note card."""
    if state.phase != PLAY:
        points = state.rounds[-1]["points"]
    else:
        points = [
            sum(1.0 if CARDS[c].kind == NOTE else sign_weight for c in h) for h in state.hands
        ]
    return lead(points, seat)


class StrongBot(
    SearchBot[State, Action | None], sample=sample_state, apply=apply_trusted, policy=rollout_action
):
    """Determinized Monte-Carlo: in each sampled world, every candidate move is played out with
    the simple policy (same world and seed for all candidates); the best mean wins if it beats
    the simple choice by `z` standard errors. Out of turn, laying the ♭ now is weighed against
    letting the player on turn move. Bounded by `budget_ms` and `max_worlds`; `depth` caps a
    playout (then the hands are counted: short playouts measured better than whole rounds)."""

    budget_ms = 150.0
    max_worlds = 48
    depth = 20
    candidates = 6
    z = 0.5
    sign_weight = 1.0  # what a sign (♭ ♯ ♮, rest) counts in a hand, a note card counting 1
    search_flat = True  # weigh the out-of-turn ♭ by search (else the rule of thumb)

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        v = View.of_obs(observation)
        if not must_act(observation):
            flat = _own_flat(legal_actions)
            thumb = flat if flat and flat_now(v) else None
            if flat is None or len(v.hand) == 1 or not self.search_flat:
                return thumb
            # the out-of-turn ♭: now, or let the player on turn move (None)
            return self.search(observation, [thumb, flat if thumb is None else None], rng)
        if len(legal_actions) == 1 or observation["phase"] != PLAY:
            return legal_actions[0]
        for a in legal_actions:
            if a.kind == "play" and len(v.hand) == 1:
                return a  # going out ends the round: nothing is better
        first = simple_pick(v, legal_actions, rng)
        ranked = sorted((a for a in legal_actions if a != first), key=lambda a: -action_score(v, a))
        candidates = [first, *ranked[: self.candidates - 1]]
        return self.search(observation, candidates, rng)

    def worth(self, end: State, observation: dict) -> float:
        return evaluate(end, observation["seat"], self.sign_weight)

    def opening(self, world: State, move: Action | None, rng: Rng) -> Action:
        """None: we let the player on turn move first (an out-of-turn ♭ kept)."""
        return rollout_move(world, world.turn, rng) if move is None else move


__all__ = ["DEMAND_OF", "NEXT", "RandomBot", "SimpleBot", "StrongBot", "View"]
