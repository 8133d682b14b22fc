"""The card games. `games.engine` is the shared, Django-free framework; each game's rules and bots
live in `games/<game>/` and import no Django either (docs/architecture.md, "The floors")."""
