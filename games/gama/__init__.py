"""Gama: the card game of the C major scale, ♭ ♯ ♮ and the quarter rest (seeds/001, rulings
GA-1…GA-8).

`rules` is the game contract (Django-free); `cards` the deck; `bots` the random, simple and
strong players. Importing this package registers the game with the engine's registry.
"""

from games.engine import registry

SLUG = "gama"

registry.register(
    registry.GameEntry(
        SLUG,
        "games.gama.rules",
        (
            ("random", "games.gama.bots:RandomBot"),
            ("simple", "games.gama.bots:SimpleBot"),
            ("strong", "games.gama.bots:StrongBot"),
        ),
    )
)
