"""Voisins: a toy game that lives only in the tests, to prove the game kit.

Installed by the test settings (tests/settings.py) and nowhere else: listed, started, played
through the real table pages and `simulate`, recorded on the class dashboard. Adding it took this
folder and one line in `INSTALLED_APPS` — the promise the kit makes to every new game.

The rules: 18 number cards (1 to 9, twice); three cards each, one turned up. On your turn lay a
card that is a neighbour of the top one (one more or one less); if you cannot, draw one; if the
stock is empty too, pass. First hand empty wins; when every seat passes in a row, the smallest
hand wins (ties share the win).
"""
