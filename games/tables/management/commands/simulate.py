"""`manage.py simulate GAME --players N --games M --seed S --bots simple,strong`: bot-only games
through the real rules, invariants checked after every action (the generic ones and the game's
own, `GameApp.invariants`), one JSON summary printed. `--mode M` plays one mode of a game that
has several (`simulate <game> --mode <mode>`): the options' `mode`, and, unless `--players`
says otherwise, the fewest seats that mode is played with. With `--players` and no mode, the
game's default mode if it deals for that many, else the first of its modes (`rules.MODES`)
that does."""

import json

from django.core.management.base import BaseCommand, CommandError

from games.engine import registry
from games.engine.simulate import simulate
from games.tables import kit

DEFAULT_PLAYERS = 4


def seats_for(rules, options: dict) -> int:
    """The fewest seats (1 to 6) the game deals a game for with these options."""
    for seats in range(1, 7):
        if deals(rules, options, seats):
            return seats
    raise ValueError(f"no number of seats from 1 to 6 plays the options {options}")


def deals(rules, options: dict, seats: int) -> bool:
    try:
        rules.new_game(seats, rules.Options.from_json(options), 0)
    except (ValueError, KeyError):
        return False
    return True


def mode_for(rules, options: dict, seats: int) -> dict:
    """The options, with the first of the game's modes that deals for `seats` when they name
    none and the default mode does not."""
    if "mode" in options or deals(rules, options, seats):
        return options
    for mode in getattr(rules, "MODES", ()):
        if deals(rules, {**options, "mode": mode}, seats):
            return {**options, "mode": mode}
    return options


def own_invariants(slug: str):
    """The game's own invariants (`GameApp.invariants`), if it declares any."""
    try:
        return kit.game(slug).invariants_function()
    except LookupError:  # registered without a Django app (a bench, a test)
        return None


class Command(BaseCommand):
    help = "Fait jouer des ordinateurs entre eux et vérifie les invariants après chaque action."

    def add_arguments(self, parser) -> None:
        parser.add_argument("game", help=f"one of: {', '.join(registry.slugs())}")
        parser.add_argument(
            "--players", type=int, default=None, help=f"default {DEFAULT_PLAYERS}, or the mode's"
        )
        parser.add_argument("--mode", default="", help="one of the game's modes (its options')")
        parser.add_argument("--games", type=int, default=100)
        parser.add_argument("--seed", type=int, default=0)
        parser.add_argument(
            "--bots", default="simple", help="levels, comma-separated, given to seats in turn"
        )
        parser.add_argument("--no-rotate", action="store_true", help="keep levels on fixed seats")
        parser.add_argument("--no-check", action="store_true", help="skip the invariant checks")
        parser.add_argument("--options", default="{}", help="the game's options as JSON")

    def handle(self, *args, **opts) -> None:
        if opts["game"] not in registry.slugs():
            raise CommandError(f"unknown game {opts['game']!r}; known: {registry.slugs()}")
        try:
            options = json.loads(opts["options"])
            if opts["mode"]:
                options = {**options, "mode": opts["mode"]}
            players = opts["players"]
            rules = registry.rules(opts["game"])
            if players is None:
                players = seats_for(rules, options) if opts["mode"] else DEFAULT_PLAYERS
            else:
                options = mode_for(rules, options, players)
            summary = simulate(
                opts["game"],
                players,
                opts["games"],
                opts["seed"],
                opts["bots"],
                options=options,
                check=not opts["no_check"],
                rotate=not opts["no_rotate"],
                extra_check=own_invariants(opts["game"]),
            )
        except (ValueError, KeyError) as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(json.dumps(summary, indent=2, ensure_ascii=False))
        if summary["invariant_violations"]:
            raise CommandError(f"{summary['invariant_violations']} invariant violations")
