"""`manage.py simulate GAME --players N --games M --seed S --bots simple,strong`: bot-only games
through the real rules, invariants checked after every action, one JSON summary printed."""

import json

from django.core.management.base import BaseCommand, CommandError

from games.engine import registry
from games.engine.simulate import simulate


class Command(BaseCommand):
    help = "Fait jouer des ordinateurs entre eux et vérifie les invariants après chaque action."

    def add_arguments(self, parser) -> None:
        parser.add_argument("game", help=f"one of: {', '.join(registry.slugs())}")
        parser.add_argument("--players", type=int, default=4)
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
            summary = simulate(
                opts["game"],
                opts["players"],
                opts["games"],
                opts["seed"],
                opts["bots"],
                options=options,
                check=not opts["no_check"],
                rotate=not opts["no_rotate"],
            )
        except (ValueError, KeyError) as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(json.dumps(summary, indent=2, ensure_ascii=False))
        if summary["invariant_violations"]:
            raise CommandError(f"{summary['invariant_violations']} invariant violations")
