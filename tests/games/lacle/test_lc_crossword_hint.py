"""Mots croisés' hint (issue 16): after a pupil has played, the best move he could have played
from that position: the rules keep the position only with hints on, only once he has played
there, and the hint is the most points among every lay the rules accept from it."""

from games.engine import IllegalAction
from games.lacle import hint_crossword as H
from games.lacle import movegen
from games.lacle.keywords import KEY_WORDS

from .crossword_util import ACROSS, CROSSWORD, DOWN, LEX, R, game, play, tiles

HINTS = R.Options(mode=R.CROSSWORD, hints=True)


def rules_best(state, seat) -> int:
    """The brute force: every lay the generator lists, played through the rules' `apply`; the
    most points any of them scores (the rules' own scoring)."""
    best = None
    for lay in movegen.every_lay(state.board, state.racks[seat], LEX, opening=not state.opened):
        laid = [(r, c, "?" + s.upper() if s.islower() else s) for (r, c), s in lay.tiles.items()]
        try:
            after, _ = play(state, seat, laid, direction=lay.direction)
        except IllegalAction:
            continue
        points = after.scores[seat] - state.scores[seat]
        best = points if best is None else max(best, points)
    return best


def test_no_position_is_kept_with_hints_off():
    state = game(["NOTEAXESTR", "UUUUOOOOII"])
    after, _ = play(state, 0, tiles("NOTE", 7, 6))
    assert after.played_from == [] and H.position(after, 0) is None
    assert "played_from" not in R.to_json(after) or R.to_json(after)["played_from"] == []


def test_nothing_before_he_has_played_then_the_position_he_played_from():
    state = game(["NOTEAXESTR", "UUUUOOOOII"], options=HINTS)
    assert H.position(state, 0) is None and H.position(state, 1) is None
    after, _ = play(state, 0, tiles("NOTE", 7, 6))
    kept = H.position(after, 0)
    assert kept["board"] == state.board and kept["rack"] == state.racks[0]
    assert H.position(after, 1) is None  # Tom has not played yet: nothing for him
    assert R.from_json(R.to_json(after)).played_from == after.played_from


def test_the_hint_is_the_most_points_of_every_lay_the_rules_accept():
    state = game(["RATEAXESTU", "UUUUOOOOII"], ("NOTE", 7, 6, ACROSS), turn=0, options=HINTS)
    after, _ = play(state, 0, tiles("TAXE", 7, 8, DOWN, state))  # his move: TAXE on NOTE's T
    best = H.best_move(H.position(after, 0), 0, LEX)
    assert best["points"] == rules_best(state, 0) > 0
    cells = [
        (best["row"], best["col"] + i) if best["across"] else (best["row"] + i, best["col"])
        for i in range(len(best["word"]))
    ]
    assert all(state.board[r][c] in (".", best["word"][i]) for i, (r, c) in enumerate(cells))


def test_a_pass_keeps_its_position_too_and_the_hint_says_what_he_could_have_laid():
    state = game(["RATEAXESTU", "UUUUOOOOII"], ("NOTE", 7, 6, ACROSS), turn=0, options=HINTS)
    after, _ = play(state, 0, "pass")
    best = H.best_move(H.position(after, 0), 0, LEX)
    assert best is not None and best["points"] == rules_best(state, 0)


def test_no_word_possible_says_none():
    state = game(["BBCCFFGGHH", "UUUUOOOOII"], ("NOTE", 7, 6, ACROSS), turn=0, options=HINTS)
    after, _ = play(state, 0, "pass")
    assert H.best_move(H.position(after, 0), 0, LEX) is None


def test_the_opener_who_had_to_lay_the_key_word_is_shown_the_key_word():
    keys = ["NOTE", *(k for k in KEY_WORDS if k != "NOTE")]
    state = game(["NOTEAXESTR", "UUUUOOOOII"], options=HINTS, keys=keys)
    after, _ = play(state, 0, tiles("NOTE", 7, 6))
    best = H.best_move(H.position(after, 0), 0, LEX)
    assert best["word"] == "NOTE" and best["key"] and best["points"] >= 50
    assert H.position(after, 0)["forced"] is True
    assert CROSSWORD.hints is False  # the default table has no hints


def test_the_hint_shows_the_best_play_of_words_a_pupil_may_have_read():
    """On RETABLE with CAEOEGTNZS the best play is ECOGESTE (100): the hint shows ACETONE (95),
    a word he may have read (`familiar.py`), as the computer would lay it."""
    from games.lacle.rules_crossword_apply import default_lexicon

    state = game(["CAEOEGTNZS", "EEEEEEEEEE"], ("RETABLE", 7, 4, ACROSS), turn=0, options=HINTS)
    best = H.best_move({"board": state.board, "rack": state.racks[0], "key": "CLE"}, 0,
                       default_lexicon())  # fmt: skip
    assert best["words"] == ["ACETONE"] and best["points"] == 95
