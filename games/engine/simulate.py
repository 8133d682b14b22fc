"""Bot-only games through the real rules, with every invariant checked after every action.

`simulate(slug, players=4, games=100, seed=1, bots=["simple", "strong"])` returns the JSON
summary of docs/architecture.md. Bot levels are dealt to seats in turn and rotated one seat per game, so no
level keeps the dealer's seat.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from . import registry
from .bots import Bot
from .contract import bot_observation
from .invariants import check_state
from .rng import Rng


def _levels_for(bots: Sequence[str], players: int, game_index: int, rotate: bool) -> list[str]:
    shift = game_index if rotate else 0
    return [bots[(seat + shift) % len(bots)] for seat in range(players)]


def play_one(
    rules: Any,
    seat_bots: Sequence[Bot],
    state: Any,
    rng: Rng,
    *,
    check: bool = True,
    max_actions: int = 50_000,
    timings: dict[str, list[float]] | None = None,
    extra_check: Callable[[Any], list[str]] | None = None,
) -> dict:
    """Play one game to its end; returns actions, turns, winners and invariant problems.
    `extra_check(state)`, if given, adds the game's own problems to the generic checks."""

    def checked(state: Any) -> list[str]:
        found = check_state(rules, state, players)
        return found + extra_check(state) if extra_check is not None else found

    players = len(seat_bots)
    actions = turns = 0
    problems: list[str] = []
    if check:
        problems += checked(state)
    while True:
        result = rules.outcome(state)
        if result is not None and result.finished:
            break
        if actions >= max_actions:
            problems.append(f"no end after {max_actions} actions")
            break
        stage = rules.stage(state)
        chosen = None
        optional = [s for s in stage.may if s not in stage.must]
        rng.shuffle(optional)
        for seat in [*optional, *stage.must]:
            legal = rules.legal_actions(state, seat)
            if not legal:
                continue
            bot = seat_bots[seat]
            started = time.perf_counter()
            chosen = bot.choose(bot_observation(rules, state, seat), legal, rng)
            if timings is not None:
                timings.setdefault(bot.level, []).append(time.perf_counter() - started)
            if chosen is not None:
                if seat in stage.must:
                    turns += 1
                break
            if seat in stage.must:
                problems.append(f"bot {bot.level} at seat {seat} declined an obliged action")
                break
        if chosen is None:
            problems.append(f"stage {stage.name}: nobody acted")
            break
        state, _events = rules.apply(state, chosen)
        actions += 1
        if check:
            found = checked(state)
            if found:
                problems += [f"action {actions} ({chosen.kind}): {p}" for p in found]
    result = rules.outcome(state)
    winners = list(result.winners) if result is not None and result.finished else []
    return {"actions": actions, "turns": turns, "winners": winners, "problems": problems}


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def _levels(game: str, bots: Sequence[str] | str | None) -> list[str]:
    """The bot levels asked (a list or "simple,strong"; "simple" by default), each checked."""
    if bots is None:
        levels: list[str] = ["simple"]
    elif isinstance(bots, str):
        levels = [b.strip() for b in bots.split(",") if b.strip()]
    else:
        levels = list(bots)
    for level in levels:
        if level not in registry.levels(game):
            raise ValueError(f"unknown bot level {level!r} for {game}")
    return levels


def _decision_ms(ts: list[float]) -> dict:
    return {
        "n": len(ts),
        "p50": round(1000 * statistics.median(ts), 3),
        "p95": round(1000 * _percentile(ts, 0.95), 3),
        "max": round(1000 * max(ts), 3),
    }


class _Tally:
    """What the games of a simulation add up to: wins shared among the winners, by seat and
    by level, actions and turns, unfinished games, the first 20 invariant violations."""

    def __init__(self, players: int, levels: list[str]) -> None:
        self.wins_by_seat = [0.0] * players
        self.wins_by_level = dict.fromkeys(levels, 0.0)
        self.seats_by_level = dict.fromkeys(levels, 0)
        self.actions = self.turns = self.unfinished = self.violation_count = 0
        self.violations: list[str] = []

    def add(self, played: dict, seat_levels: list[str], which: str) -> None:
        for level in seat_levels:
            self.seats_by_level[level] += 1
        self.actions += played["actions"]
        self.turns += played["turns"]
        if not played["winners"]:
            self.unfinished += 1
        for seat in played["winners"]:
            share = 1.0 / len(played["winners"])
            self.wins_by_seat[seat] += share
            self.wins_by_level[seat_levels[seat]] += share
        self.violation_count += len(played["problems"])
        room = max(0, 20 - len(self.violations))
        self.violations += [f"{which}: {problem}" for problem in played["problems"][:room]]


def simulate(
    game: str,
    players: int,
    games: int,
    seed: int,
    bots: Sequence[str] | str | None = None,
    *,
    options: Any = None,
    check: bool = True,
    rotate: bool = True,
    bot_kwargs: dict[str, dict] | None = None,
    timings: dict[str, list[float]] | None = None,
    extra_check: Callable[[Any], list[str]] | None = None,
) -> dict:
    """Play `games` bot-only games; the JSON summary of docs/architecture.md. `bots` are levels dealt to
    the seats in turn (a list or "simple,strong"); `timings`, if given, receives every bot
    decision's duration in seconds, by level; `extra_check(state)` the game's own invariants
    (La Clé: every word on the board is in the lexicon), checked after every action too."""
    rules = registry.rules(game)
    levels = _levels(game, bots)
    if options is None:
        options = rules.Options()
    elif isinstance(options, dict):
        options = rules.Options.from_json(options)
    started = time.perf_counter()
    master = Rng(seed)
    tally = _Tally(players, levels)
    timings = {} if timings is None else timings
    for index in range(games):
        seat_levels = _levels_for(levels, players, index, rotate)
        kwargs = bot_kwargs or {}
        seat_bots = [registry.bot(game, lvl, **kwargs.get(lvl, {})) for lvl in seat_levels]
        game_seed = master.randbelow(2**31)
        state = rules.new_game(players, options, game_seed)
        played = play_one(
            rules,
            seat_bots,
            state,
            master.fork(),
            check=check,
            timings=timings,
            extra_check=extra_check,
        )
        tally.add(played, seat_levels, f"game {index} (seed {game_seed})")
    seconds = time.perf_counter() - started
    return {
        "game": game,
        "players": players,
        "games": games,
        "seed": seed,
        "bots": levels,
        "options": options.to_json(),
        "actions": tally.actions,
        "mean_actions": tally.actions / games if games else 0.0,
        "mean_turns": tally.turns / games if games else 0.0,
        "wins_by_seat": [round(w, 3) for w in tally.wins_by_seat],
        "wins_by_level": {k: round(v, 3) for k, v in tally.wins_by_level.items()},
        "seats_by_level": tally.seats_by_level,
        "unfinished": tally.unfinished,
        "invariant_violations": tally.violation_count,
        "violations": tally.violations,
        "checked": check,
        "decision_ms": {level: _decision_ms(ts) for level, ts in timings.items()},
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 3) if seconds else None,
    }
