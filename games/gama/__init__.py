"""Gama: the card game of the C major scale, ♭ ♯ ♮ and the quarter rest (seeds/001, rulings
GA-1…GA-8).

`rules` is the game contract (Django-free); `cards` the deck; `bots` the random, simple and
strong players; `apps.GamaConfig` the game's one declaration to the site.
"""
