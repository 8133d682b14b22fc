"""Clé de Sol: the card game of pitches, rhythms and intervals (seeds/000, rulings CS-1…CS-14).

`rules` is the game contract (Django-free); `cards` the deck; `bots` the random, simple and
strong players; `apps.CledesolConfig` the game's one declaration to the site.
"""
