"""Solo's bots: they see only their observation and their legal actions.

`random`, `simple` (rules of thumb) and `strong`: determinised search on the engine's shared
module (games.engine.search) over worlds consistent with its observation (bots_search), each
candidate played out with the simple policy.
"""

from __future__ import annotations

from collections import Counter

from games.engine import Action, Rng, must_act
from games.engine.search import SearchBot, lead

from .bots_search import apply_trusted, sample_state
from .cards import BLACK, CARDS, COLOURS
from .rules_judge import fits
from .rules_state import PLAY, State
from .rules_view import lay_actions


class RandomBot:
    """Any legal action; it quick-discards whenever it can, and says SOLO! at random."""

    level = "random"

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        return rng.choice(legal_actions) if legal_actions else None


def _says_solo_when_due(action: Action) -> bool:
    return bool(action.param("solo", False))


def said_solo(legal_actions: list[Action], hand_size: int) -> list[Action]:
    """With two cards in hand, only the moves that say SOLO! (or lay nothing)."""
    if hand_size != 2:
        return legal_actions
    said = [a for a in legal_actions if not a.cards or _says_solo_when_due(a)]
    return said or legal_actions


def colour_score(action: Action, hand: list[str]) -> int:
    if action.choice is None:
        return 0
    held = Counter(CARDS[c].colour for c in hand if c != action.cards[0])
    return held[action.choice] * 10 - COLOURS.index(action.choice)


def target_score(action: Action, hand: list[str], counts: list[int]) -> int:
    """Swap only for a smaller hand than the one it will hold (its own, less the card)."""
    mine = len(hand) - 1
    if action.target is None:
        return 0 if min(counts) >= mine else -1
    return mine - counts[action.target]


def worth(action: Action, hand: list[str], counts: list[int]) -> tuple:
    """The simple bot's preference: lay rather than draw, coloured cards before black ones,
    the highest value first, the colour it holds most of, the smallest hand to swap with."""
    if action.kind == "deal":
        return (0,)
    if action.kind in ("draw", "pass"):
        return (-1, 0, 0, 0)
    c = CARDS[action.cards[0]]
    coloured = 0 if c.colour == BLACK else 1  # black cards last: kept for need
    score = colour_score(action, hand) + target_score(action, hand, counts)
    return (1, coloured, c.points, score)


class SimpleBot:
    """Sheds its highest-value card, keeps black cards for need, quick-discards at once, names
    the colour it holds most of, swaps with the smallest hand, and never forgets SOLO!."""

    level = "simple"

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        if not legal_actions:
            return None
        hand = [c["id"] for c in observation.get("hand") or []]
        legal_actions = said_solo(legal_actions, len(hand))
        counts = observation["hand_counts"]
        return max(legal_actions, key=lambda a: worth(a, hand, counts))


# ---------------------------------------------------------------- the simple policy in a world


def rollout_move(state: State, seat: int) -> Action:
    """The simple bot's move for the seat on turn, read from a (sampled) state: the same
    worths over the same actions in the same order as `SimpleBot` (see test_solo_strong)."""
    hand = state.hands[seat]
    if state.drawn is not None:
        lays = [state.drawn]  # laying it is worth more than keeping it (pass)
    else:
        seen: set[str] = set()
        lays = []
        for c in hand:
            face = CARDS[c].face
            if face not in seen and fits(state, c):
                seen.add(face)
                lays.append(c)
    if not lays:
        return Action(seat, "draw")
    counts = [len(h) for h in state.hands]
    best, best_worth = None, None
    for c in lays:
        for a in said_solo(lay_actions(state, seat, c, "play"), len(hand)):
            w = worth(a, hand, counts)
            if best_worth is None or w > best_worth:
                best, best_worth = a, w
    assert best is not None
    return best


def quick_seats(state: State, but: int) -> list[tuple[int, str]]:
    """The seats but `but` holding a twin of the top, each with that card."""
    face = CARDS[state.top].face
    out = []
    for seat, hand in enumerate(state.hands):
        if seat != but:
            for c in hand:
                if CARDS[c].face == face:
                    out.append((seat, c))
                    break
    return out


def quick_move(state: State, seat: int, cid: str) -> Action:
    """The simple bot's quick discard of `cid` (its colour, its partner, SOLO! when due)."""
    hand = state.hands[seat]
    counts = [len(h) for h in state.hands]
    options = said_solo(lay_actions(state, seat, cid, "quick-discard"), len(hand))
    return max(options, key=lambda a: worth(a, hand, counts))


def rollout_action(state: State, rng: Rng) -> Action:
    """The simple policy at a table of simple bots: between rounds the dealer deals; a seat
    holding a twin of the top quick-discards first (one at random if several), as the engine
    asks the optional seats before the one on turn; else the seat on turn moves."""
    if state.phase != PLAY:
        return Action((state.dealer + 1) % state.seats, "deal")
    quick = quick_seats(state, state.turn)
    if quick:
        seat, cid = quick[rng.randbelow(len(quick))] if len(quick) > 1 else quick[0]
        return quick_move(state, seat, cid)
    return rollout_move(state, state.turn)


def evaluate(state: State, seat: int) -> float:
    """The others' points minus ours: the round's result, or else the expected result from
    the hands (the fewer cards a hand holds, the likelier it goes out first and scores 0)."""
    if state.phase != PLAY:
        return lead(state.rounds[-1]["points"], seat)
    weights = [2.0 ** -len(h) for h in state.hands]
    total = sum(weights)
    expected = [
        (1 - w / total) * sum(CARDS[c].points for c in h)
        for w, h in zip(weights, state.hands, strict=True)
    ]
    return lead(expected, seat)


def _effect(a: Action) -> tuple:
    """A move up to identical cards."""
    return (a.kind, CARDS[a.cards[0]].face if a.cards else None, a.choice, a.target)


class StrongBot(
    SearchBot[State, Action | None],
    sample=sample_state,
    apply=apply_trusted,
    policy=rollout_action,
):
    """Determinised Monte-Carlo on the engine's search: in each world behind its observation,
    every candidate is played out with the simple policy (same world, same seed); the simple
    bot's choice is kept unless another beats it by `z` standard errors. Candidates are the
    distinct moves (identical twins are one move), best first by the simple bot's worth; SOLO!
    is never forgotten. Out of turn, a quick discard is weighed against letting the window pass
    (None: the player on turn moves first). A fixed work (`max_worlds`, `depth`); `budget_ms`
    is only a wall-clock safety net.

    Measured against `simple`, 2 players, seats rotated, 1,000 games each: to 500 points (the
    rule; `manage.py simulate solo --players 2 --games 1000 --seed 500 --bots simple,strong
    --options '{"target":500}'`) 717 wins, 95% Wilson 0.688-0.744, decisions p50 3.3 ms, p95
    29 ms; to 200 (tests/bench/bench_solo.py) 630 wins, 0.600-0.659, p95 47 ms, on a loaded
    2-core machine. Re-measured to 500 on one core of a shared 2-core machine
    (`bench_solo.py --only-strong --games 1000 --target 500 --log FILE`, resumed once on the
    same file): 1,000 games (seeds 1000-1499, two a seed), 724 wins, 0.724, 95% Wilson
    0.696-0.751; decisions p50 4.5 ms, p95 80 ms, max 942 ms (under a load of up to 10)."""

    budget_ms = 250.0
    max_worlds = 16
    depth = 16
    candidates = 4
    z = 0.5
    search_quick = True  # weigh a quick discard by search (else always at once)

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        if not legal_actions:
            return None
        hand = [c["id"] for c in observation["hand"] or ()]
        legal = said_solo(legal_actions, len(hand))
        counts = observation["hand_counts"]
        ranked = sorted(legal, key=lambda a: worth(a, hand, counts), reverse=True)
        first = max(legal, key=lambda a: worth(a, hand, counts))  # the simple bot's choice
        if not must_act(observation):
            if len(hand) == 1 or not self.search_quick:
                return first  # the last card wins the round
            return self.search(observation, [first, None], rng)
        if len(legal) == 1 or observation["phase"] != PLAY:
            return first
        if len(hand) == 1 and first.cards:
            return first  # going out ends the round: nothing is better
        seen = {_effect(first)}
        candidates: list[Action | None] = [first]
        for a in ranked:
            if len(candidates) >= self.candidates:
                break
            if _effect(a) not in seen:
                seen.add(_effect(a))
                candidates.append(a)
        if len(candidates) == 1:
            return first
        return self.search(observation, candidates, rng)

    def worth(self, end: State, observation: dict) -> float:
        return evaluate(end, observation["seat"])

    def opening(self, world: State, move: Action | None, rng: Rng) -> Action:
        """None: the quick discard is kept; the player on turn moves first."""
        return rollout_move(world, world.turn) if move is None else move


__all__ = ["RandomBot", "SimpleBot", "StrongBot", "evaluate", "rollout_action", "worth"]
