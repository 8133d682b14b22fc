"""Mots croisés' hint (issue 16): after a pupil has played, the best move he could have played
from the position he played from, so he sees what he missed.

Django-free. The position is the one the rules kept when he laid or passed
(`State.played_from`, only with the table's hints on): the board, his rack, the face-up key word
and whether he had to lay it (LC-sheet-27). Every legal play comes from the move generator
(`movegen.plays`, the lexicon's words only), each scored by the rules' own scoring
(`bots_crossword_eval.play_score`, the key word's +50 included): the most points wins, the first
generated among equals, as the `simple` bot plays, and among the plays of words a pupil may have
read (`familiar.py`) when there is one: what he missed, not RASSERENE. Nothing is said about the move he did play:
in Classique, whether his words stand is for a challenge to say (LC-6).
"""

from __future__ import annotations

from . import familiar, movegen
from .bots_crossword_eval import play_score, points_table
from .rules_words import ACROSS


def position(state, seat: int) -> dict | None:
    """The position `seat` last played from, or None (hints off, or he has not played yet)."""
    kept = state.played_from
    return kept[seat] if 0 <= seat < len(kept) else None


def best_move(played_from: dict, seat: int, lexicon) -> dict | None:
    """The best-scoring play from that position: its main word, first cell (0-based), direction,
    the words it forms, its points and the tiles it lays; None when no word could be laid."""
    board, rack, key = played_from["board"], list(played_from["rack"]), played_from["key"]
    opening = not any(ch != "." for row in board for ch in row)
    plays = movegen.plays(board, rack, lexicon, opening=opening)
    if played_from.get("forced"):
        plays = [p for p in plays if p.word == key]
    if not plays:
        return None
    plays = familiar.plays_to_show(plays)
    table = points_table(seat)
    best = max(plays, key=lambda p: play_score(p, table, key))
    return {
        "word": best.word,
        "row": best.start[0],
        "col": best.start[1],
        "across": best.direction == ACROSS,
        "words": [w.text for w in best.words()],
        "points": play_score(best, table, key),
        "key": bool(key) and any(w.text == key for w in best.words()),
        "jokers": best.jokers,  # how many jokers it needs at least
    }
