"""Clé de Sol's bots: `random`, `simple` (rules of thumb) and `strong` (determinized search).

Bots see only the observation and the legal actions (docs/architecture.md): the strong bot samples the
hidden cards consistently with its observation (rules_sample) and plays each candidate move out
in those worlds with the simple policy: a fixed number of worlds, a wall-clock cap only as a
safety net.
"""

from __future__ import annotations

import math

from games.engine import Action, Rng, must_act
from games.engine.search import SearchBot, lead

from .cards import (
    CARDS,
    DEMANDS,
    INTERVALLE,
    MUSICIEN,
    NAMES,
    NOTE,
    REPRISE,
    RHYTHMS,
    RYTHME,
    SILENCE,
)
from .rules_apply import apply_trusted
from .rules_judge import (
    follows,
    free_follows,
    interval_direction,
    meets_demand,
    note_sets,
    window_seats,
)
from .rules_sample import sample_state
from .rules_state import PLAY, State

# ---------------------------------------------------------------- rules of thumb


def demand_counts(hand: list[str]) -> dict[str, int]:
    """How many cards of the hand would meet each possible demand (names and rhythms)."""
    counts: dict[str, int] = {}
    for cid in hand:
        c = CARDS[cid]
        for value in (c.name, c.rhythm):
            if value is not None:
                counts[value] = counts.get(value, 0) + 1
    return counts


def move_score(a: Action, hand: list[str], counts: dict[str, int] | None = None) -> float:
    """The simple bot's preference: go out, shed many and heavy cards, keep the Musicien for
    intervals, make a demand it can meet itself when it comes back round."""
    if a.kind == "draw":
        return -100.0
    if a.kind != "play":
        return 0.0
    if len(a.cards) == len(hand):
        return 1000.0
    if len(a.cards) == 1:
        last = CARDS[a.cards[0]]
        score = float(last.points)
    else:
        last = CARDS[a.cards[-1]]
        score = 5.0 * len(a.cards) + 4 * (len(a.cards) - 1)
    kind = last.kind
    if kind == MUSICIEN:
        if counts is None:
            counts = demand_counts(hand)
        score += 3.0 * counts.get(a.choice, 0) - 20.0
    elif kind == INTERVALLE:
        score += 6.0
    elif kind in (SILENCE, REPRISE):
        score += 2.0
    return score


def give_order(hand: list[str]) -> list[str]:
    """After a wrong interception: give away the heaviest cards, Intervalle before Musicien."""
    return sorted(hand, key=lambda c: (-CARDS[c].points, CARDS[c].kind == MUSICIEN, c))


def simple_pick(legal: list[Action], hand: list[str], rng: Rng) -> Action:
    if legal[0].kind == "give":
        chosen = set(give_order(hand)[: len(legal[0].cards)])
        for a in legal:
            if set(a.cards) == chosen:
                return a
    counts = demand_counts(hand)
    best, best_score = [], float("-inf")
    for a in legal:
        s = move_score(a, hand, counts)
        if s > best_score:
            best, best_score = [a], s
        elif s == best_score:
            best.append(a)
    return best[rng.randbelow(len(best))] if len(best) > 1 else best[0]


def right_intercepts(obs: dict, legal: list[Action]) -> list[Action]:
    w = obs.get("interception")
    if not w:
        return []
    note = w["note"]
    return [
        a
        for a in legal
        if a.kind == "intercept"
        and CARDS[a.cards[0]].name == note["name"]
        and CARDS[a.cards[0]].rhythm == note["rhythm"]
    ]


def _hand(obs: dict) -> list[str]:
    return [c["id"] for c in obs["hand"] or ()]


class RandomBot:
    """Uniform over its legal actions; out of turn it intercepts right half the time and tries a
    wrong interception only rarely (`wrong_rate`)."""

    level = "random"

    def __init__(self, wrong_rate: float = 0.02, intercept_rate: float = 0.5) -> None:
        self.wrong_rate = wrong_rate
        self.intercept_rate = intercept_rate

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        if must_act(observation):
            return legal_actions[rng.randbelow(len(legal_actions))]
        right = right_intercepts(observation, legal_actions)
        if right and rng.random() < self.intercept_rate:
            return rng.choice(right)
        wrong = [a for a in legal_actions if a not in right]
        if wrong and rng.random() < self.wrong_rate:
            return rng.choice(wrong)
        return None


class SimpleBot:
    """Rules of thumb: intercept whenever right, go out, shed heavy cards first, keep the
    Musicien for intervals, demand what it holds."""

    level = "simple"

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        right = right_intercepts(observation, legal_actions)
        if right:
            return right[0]
        if not must_act(observation):
            return None
        return simple_pick(legal_actions, _hand(observation), rng)


# ---------------------------------------------------------------- search


def _card_value(c, counts: dict[str, int]) -> tuple[float, str | None]:
    """move_score for one card, with the Musicien's best demand (rollout fast path)."""
    kind = c.kind
    if kind == MUSICIEN:
        demand = max(DEMANDS, key=lambda d: counts.get(d, 0))
        return 3.0 * counts.get(demand, 0) - 20.0 + c.points, demand
    bonus = 6.0 if kind == INTERVALLE else 2.0 if kind in (SILENCE, REPRISE) else 0.0
    return c.points + bonus, None


def rollout_move(state: State, seat: int) -> Action:
    """The simple policy for the seat whose turn it is, without listing every legal action
    (same predicates as the rules, so the move is legal: see test_cledesol_bots)."""
    hand = state.hands[seat]
    top = CARDS[state.top_a]
    p = state.pending
    kind = p["type"] if p else None
    if kind == "interval":
        ok = [CARDS[c] for c in hand if interval_direction(top, CARDS[c], p["size"]) is not None]
        if not ok and not p["drawn"]:
            ok = [CARDS[c] for c in hand if CARDS[c].kind == MUSICIEN][:1]
    elif kind == "demand":
        ok = [CARDS[c] for c in hand if meets_demand(CARDS[c], p["value"])]
        if not ok:
            ok = [CARDS[c] for c in hand if CARDS[c].kind == MUSICIEN][:1]
    else:
        rule = free_follows if kind == "free" else follows
        ok = [CARDS[c] for c in hand if rule(top, CARDS[c])]
    if len(hand) == 1 and ok:
        c = ok[0]
        return Action(seat, "play", (c.id,), _card_value(c, {})[1])
    best, best_value = None, -100.0
    counts = demand_counts(hand) if any(c.kind == MUSICIEN for c in ok) else {}
    for c in ok:
        value, demand = _card_value(c, counts)
        if value > best_value:
            best, best_value = Action(seat, "play", (c.id,), demand), value
    if top.kind == RYTHME and kind in (None, "free"):
        for group in note_sets(hand, top.rhythm):
            value = 1000.0 if len(group) == len(hand) else 9.0 * len(group) - 4
            if value > best_value:
                best, best_value = Action(seat, "play", group), value
    return best or Action(seat, "draw")


def rollout_action(state: State, rng: Rng) -> Action:
    """The simple policy, reading a sampled state directly (it is the bot's own imagined world)."""
    if state.gift is not None:
        g = state.gift
        return Action(g["giver"], "give", tuple(give_order(state.hands[g["giver"]])[: g["count"]]))
    w = state.window
    if w is not None:
        note = CARDS[w["note"]]
        for seat in window_seats(state):
            for c in state.hands[seat]:
                card = CARDS[c]
                if card.kind == NOTE and card.name == note.name and card.rhythm == note.rhythm:
                    return Action(seat, "intercept", (c,))
    return rollout_move(state, state.turn)


def evaluate(state: State, seat: int, last_round: bool = False) -> float:
    """Others' totals minus ours: the round's result, or else the expected result from the
    hands (the fewer cards a hand holds, the likelier it goes out first and scores 0). In the
    last round only winning the game counts, so the lead is squashed (a safe lead is kept)."""
    if state.phase != PLAY:
        expected = [0.0] * state.seats
    else:
        weights = [2.0 ** -len(h) for h in state.hands]  # chance of going out first, roughly
        total = sum(weights)
        expected = [
            (1 - w / total) * sum(CARDS[c].points for c in h)
            for w, h in zip(weights, state.hands, strict=True)
        ]
    totals = [a + b for a, b in zip(state.scores, expected, strict=True)]
    ahead = lead(totals, seat)
    return 20.0 * math.tanh(ahead / 20.0) if last_round else ahead


def _effect(a: Action) -> tuple:
    """What a move does, up to identical cards and the order of the Notes below the top one."""
    f = [CARDS[c].face for c in a.cards]
    return (a.kind, tuple(sorted(f[:-1])), f[-1] if f else None, a.choice)


class StrongBot(
    SearchBot[State, Action], sample=sample_state, apply=apply_trusted, policy=rollout_action
):
    """Determinized Monte-Carlo: for each sampled world, every candidate move is played out with
    the simple policy (same world and same rollout seed for all candidates: common random
    numbers); the simple bot's own choice is kept unless another beats it in the same worlds by
    more than `z` standard errors. Candidates are the distinct-effect moves (identical cards are
    one move), best first by the simple bot's score, at most `candidates`; a Musicien is tried
    with every demand its player could meet himself. The work is fixed (`max_worlds` worlds, so
    the choice does not depend on the machine's load); `budget_ms` is only a wall-clock safety
    cap; `depth` caps a playout (then the hands are scored by `evaluate`)."""

    budget_ms = 250.0
    max_worlds = 20
    depth = 24
    candidates = 3
    z = 0.75

    def _candidates(self, legal: list[Action], hand: list[str], rng: Rng) -> list[Action]:
        """The simple bot's choice first, then the next best by its score; moves that differ
        only by identical cards (same faces, same demand) are one candidate, and a demand the
        player could not meet himself is not worth a look (the opponent would just pass it
        back)."""
        first = simple_pick(legal, hand, rng)
        counts = demand_counts(hand)
        seen = {_effect(first)}
        out = [first]
        for a in sorted(legal, key=lambda a: -move_score(a, hand, counts)):
            if len(out) >= self.candidates:
                break
            key = _effect(a)
            if key in seen or (a.choice is not None and not counts.get(a.choice)):
                continue
            seen.add(key)
            out.append(a)
        return out

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        right = right_intercepts(observation, legal_actions)
        if right:
            return right[0]
        if not must_act(observation):
            return None
        hand = _hand(observation)
        if len(legal_actions) == 1 or legal_actions[0].kind in ("give", "deal"):
            return simple_pick(legal_actions, hand, rng)
        for a in legal_actions:
            if a.kind == "play" and len(a.cards) == len(hand):
                return a  # going out ends the round: nothing is better
        candidates = self._candidates(legal_actions, hand, rng)
        if len(candidates) == 1:
            return candidates[0]
        return self.search(observation, candidates, rng)

    def worth(self, end: State, observation: dict) -> float:
        return evaluate(end, observation["seat"], observation["round"] >= observation["rounds"])


__all__ = ["NAMES", "RHYTHMS", "RandomBot", "SimpleBot", "StrongBot"]
