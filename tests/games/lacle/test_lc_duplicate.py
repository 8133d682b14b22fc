"""La Clé en duplicate (games/lacle/duplicate.py): the rules alone, no Django. The same rack for
everyone, the top from the generator, scores and percentages, the top laid on the shared board,
the next rack drawn by the club rule, the end; and what a player's view never shows."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from games.engine import Action, IllegalAction
from games.lacle import duplicate as D
from games.lacle import rules_crossword_judge as J
from games.lacle.invariants import board_words
from games.lacle.movegen import every_lay
from games.lacle.rules_words import with_tiles
from games.lacle.tiles import BAG, as_tile

from .crossword_util import KEYS, LEX, board, tiles


def lay(text, row, col, direction="across", state=None) -> Action:
    params = {"tiles": [list(t) for t in tiles(text, row, col, direction, state)]}
    params["direction"] = direction
    return Action.of(0, "lay", params)


def two_players(game):
    assert D.join(game, "ana") == 0
    assert D.join(game, "bob") == 1
    return game


def test_dup_same_rack_for_every_player_each_on_his_own_board():
    game = two_players(D.scenario("NOTESRAXEU", "TABLEI", keys=KEYS, lexicon=LEX))
    assert D.view(game, "ana")["rack"] == D.view(game, "bob")["rack"] == list("NOTESRAXEU")
    # Each lays his own word on his own copy: neither changes the shared board.
    D.submit(game, "ana", lay("NOTE", 7, 6), LEX)
    D.submit(game, "bob", lay("AXE", 6, 7, "down"), LEX)
    assert all(ch == "." for row in game.board for ch in row)
    assert game.moves["ana"]["words"] == ["NOTE"] and game.moves["bob"]["words"] == ["AXE"]


def test_dup_top_is_the_best_scoring_legal_lay_by_the_rules_score():
    words = board(("NOTE", 7, 6, "across"))
    game = D.scenario("RAXETSUIAL", board=words, keys=KEYS, lexicon=LEX)
    view = D._judge_view(game, game.key_word)
    best = max(
        J.score(view, 0, lay.tiles, lay.words)["total"] for lay in every_lay(words, game.rack, LEX)
    )
    assert game.top["points"] == best > 0
    # The top is a legal move of the rack, its words all in the lexicon.
    placed = with_tiles(words, {(r, c): s for r, c, s in game.top["tiles"]})
    assert all(w in LEX for w, *_ in board_words(placed))
    assert not (Counter(as_tile(s) for *_, s in game.top["tiles"]) - Counter(game.rack))


def test_dup_scores_and_percentages_per_turn_and_cumulative():
    game = two_players(D.scenario("NOTESRAXEU", "TABLEIMODO", keys=KEYS, lexicon=LEX))
    top = game.top["points"]
    ana, _ = D.submit(game, "ana", lay("NOTE", 7, 6), LEX)
    done = D.close_turn(game)
    assert done["scores"] == {"ana": ana["points"], "bob": 0}  # no move: 0
    assert done["percent"] == {"ana": round(100 * ana["points"] / top), "bob": 0}
    assert done["top"]["points"] == top
    D.next_turn(game, LEX)
    top2 = game.top["points"]
    D.submit(game, "bob", D.as_lay(game.top), LEX)
    D.close_turn(game)
    rows = {r["player"]: r for r in D.standings(game)}
    assert rows["bob"]["total"] == top2 and rows["ana"]["total"] == ana["points"]
    assert rows["bob"]["percent"] == round(100 * top2 / (top + top2))
    assert rows["ana"]["top"] == top + top2
    assert [r["player"] for r in D.standings(game)][0] == max(rows, key=lambda p: rows[p]["total"])


def test_dup_equal_totals_share_a_rank():
    """A class reviewer's two pupils both had 25 points after turn 1: « 1 Adam · 2 Alice », the
    order they joined in. Equal totals share a rank (« 1, 1, 3 »)."""
    game = two_players(D.scenario("NOTESRAXEU", "TABLEIMODO", keys=KEYS, lexicon=LEX))
    D.join(game, "cleo")
    D.submit(game, "ana", lay("NOTE", 7, 6), LEX)
    D.submit(game, "bob", lay("NOTE", 7, 6), LEX)
    D.close_turn(game)
    ranks = [(r["player"], r["rank"]) for r in D.standings(game)]
    assert ranks == [("ana", 1), ("bob", 1), ("cleo", 3)]


def test_dup_top_laid_on_the_shared_board_rack_refilled_from_the_pool():
    game = D.scenario("NOTESRAXEU", "TABLEIMODO", keys=KEYS, lexicon=LEX)
    top = game.top
    rack = Counter(game.rack)
    D.close_turn(game)
    D.next_turn(game, LEX)
    for r, c, stored in top["tiles"]:
        assert game.board[r][c] == stored
    left = rack - Counter(as_tile(s) for *_, s in top["tiles"])
    drawn = list("TABLEIMODO")[: 10 - sum(left.values())]
    assert Counter(game.rack) == left + Counter(drawn)
    assert game.turn == 2 and game.phase == D.PLAY and game.top is not None


def test_dup_key_card_turns_when_the_top_lays_the_key_word():
    keys = ["TEMPO", *(k for k in KEYS if k != "TEMPO")]
    game = D.scenario("TEMPOARIEL", "SSSSSSSSSS", keys=keys, lexicon=LEX)
    assert game.top["key"] and "TEMPO" in game.top["words"]
    D.join(game, "ana")
    move, _ = D.submit(game, "ana", lay("RAT", 7, 6), LEX)  # Mots croisés: cw-must-key
    assert move["words"] == ["RAT"] and not move["key"]
    D.close_turn(game)
    D.next_turn(game, LEX)
    assert game.key_word == keys[1]


def test_dup_invalid_word_refused_with_reason_then_a_retry_counts():
    game = two_players(D.scenario("NOTESRAXEU", "TABLEI", keys=KEYS, lexicon=LEX))
    before = json.dumps(D.to_json(game), sort_keys=True)
    with pytest.raises(IllegalAction) as refused:
        D.submit(game, "ana", lay("TONES", 7, 6), LEX)
    assert refused.value.code == "unknown"
    assert "TONES" in refused.value.why.render("fr")
    [event] = refused.value.learning
    assert (
        event.concept == "word.spelling" and not event.correct and event.detail["hinted"] is False
    )
    assert json.dumps(D.to_json(game), sort_keys=True) == before  # nothing changed
    move, learning = D.submit(game, "ana", lay("NOTES", 7, 6), LEX)
    assert [e.detail["word"] for e in learning] == ["NOTES"] and all(e.correct for e in learning)
    assert all(e.seat == 0 for e in learning)
    assert D.submit(game, "ana", lay("NOTES", 7, 6), LEX)[1] == []  # sent again: decided once
    _, learning = D.submit(game, "ana", lay("AXE", 7, 7), LEX)  # a later move replaces it
    assert game.moves["ana"]["words"] == ["AXE"] and [e.detail["word"] for e in learning] == ["AXE"]


def test_dup_the_rules_of_a_move_still_hold():
    game = two_players(D.scenario("NOTESRAXEU", "TABLEI", keys=KEYS, lexicon=LEX))
    with pytest.raises(IllegalAction) as short:
        D.submit(game, "ana", lay("TA", 7, 6), LEX)
    assert short.value.code == "cw-opening-short"
    with pytest.raises(IllegalAction) as gray:
        D.submit(game, "ana", lay("NOTE", 0, 0), LEX)
    assert gray.value.code == "cw-opening-gray"
    with pytest.raises(IllegalAction) as rack:
        D.submit(game, "ana", lay("TABLE", 7, 6), LEX)
    assert rack.value.code == "not-in-rack"
    with pytest.raises(IllegalAction) as stranger:
        D.submit(game, "eve", lay("NOTE", 7, 6), LEX)
    assert stranger.value.code == "dp-not-player"


def test_dup_a_move_after_the_turn_ended_is_refused_kindly():
    game = two_players(D.scenario("NOTESRAXEU", "TABLEI", keys=KEYS, lexicon=LEX))
    D.close_turn(game)
    with pytest.raises(IllegalAction) as late:
        D.submit(game, "ana", lay("NOTE", 7, 6), LEX)
    assert late.value.code == "dp-closed"
    assert "écoulé" in late.value.why.render("fr") and "\u00a0:" in late.value.why.render("fr")
    assert "Time is up" in late.value.why.render("en") and late.value.why.render("ro")


def test_dup_club_rule_sends_an_unbalanced_rack_back():
    # 10 consonants: fewer than 2 vowels, so the whole rack goes back and 10 are drawn again.
    game = D.scenario("", "BCDFGHJKLMAEIOUNOTES", keys=KEYS, lexicon=LEX)
    assert game.rejected >= 1 and D.balanced(game.rack, 2)
    assert sorted(game.rack + game.pool) == sorted("BCDFGHJKLMAEIOUNOTES")


def test_dup_game_ends_when_pool_and_rack_cannot_meet_the_rule():
    game = D.scenario("BCDFGHJKLM", "NPQ", keys=KEYS, lexicon=LEX)
    assert game.phase == D.OVER and game.ended == D.LETTERS
    assert D.view(game, "ana")["rack"] == []


def test_dup_game_ends_when_the_rack_forms_no_word_and_the_pool_is_empty():
    game = D.scenario("ZZZAAEEKWY", keys=KEYS, lexicon=LEX)
    assert game.phase == D.OVER and game.ended == D.NO_MOVE


def test_dup_a_rack_with_no_word_goes_back_while_the_pool_has_tiles():
    game = D.scenario("ZWKYAEBCDF", "NOTESRAXEU", keys=KEYS, lexicon=LEX)
    assert game.rejected >= 1 and game.phase == D.PLAY and game.top


def test_dup_view_hides_the_top_the_pool_and_others_moves_until_the_turn_ends():
    game = two_players(D.scenario("NOTESRAXEU", "TABLEIMODO", keys=KEYS, lexicon=LEX))
    D.submit(game, "bob", lay("AXE", 6, 7, "down"), LEX)
    seen = json.dumps(D.view(game, "ana"))
    assert "AXE" not in seen and "TABLEIMODO"[::-1] not in seen and "top" not in D.view(game, "ana")
    assert D.view(game, "ana")["pool_count"] == 10 and D.view(game, "ana")["mine"] is None
    assert D.view(game, "bob")["mine"]["words"] == ["AXE"]
    assert D.view(game, None)["submitted"] == ["bob"]
    D.close_turn(game)
    assert D.view(game, "ana")["last"]["top"] == game.history[-1]["top"]


def test_dup_json_round_trip_and_late_joiner_counted_from_his_turn():
    game = two_players(D.scenario("NOTESRAXEU", "TABLEIMODO", keys=KEYS, lexicon=LEX))
    D.close_turn(game)
    D.next_turn(game, LEX)
    D.join(game, "cleo")
    back = D.from_json(json.loads(json.dumps(D.to_json(game))))
    assert D.to_json(back) == D.to_json(game)
    D.close_turn(back)
    rows = {r["player"]: r for r in D.standings(back)}
    assert rows["cleo"]["turns"] == 1 and rows["ana"]["turns"] == 2


def test_dup_a_pupil_who_joins_while_results_show_counts_from_the_next_turn():
    """Emma joined in the pause after turn 1: she was scored on it (« 45 / 180 », 2 turns blank)."""
    game = two_players(D.scenario("NOTESRAXEU", "TABLEIMODO", keys=KEYS, lexicon=LEX))
    D.submit(game, "ana", lay("NOTE", 7, 6), LEX)
    D.close_turn(game)
    D.join(game, "emma")  # the turn is over: its results are showing
    D.next_turn(game, LEX)
    D.submit(game, "emma", D.as_lay(game.top), LEX)
    top2 = game.top["points"]
    D.close_turn(game)
    rows = {r["player"]: r for r in D.standings(game)}
    assert rows["emma"]["turns"] == 1 and rows["emma"]["top"] == top2
    assert rows["emma"]["percent"] == 100 and rows["ana"]["turns"] == 2


def test_dup_a_whole_game_on_the_real_lexicon_keeps_every_tile_and_word():
    from games.lacle import lexicon

    lex = lexicon.load()
    game = D.new_game(seed=7)
    D.join(game, "ana")
    turns = 0
    while game.phase != D.OVER:
        assert sorted(
            game.pool + game.rack + [as_tile(ch) for row in game.board for ch in row if ch != "."]
        ) == sorted(BAG)
        assert D.balanced(game.rack, D.minimum_for(game.turn))
        D.submit(game, "ana", D.as_lay(game.top), lex)
        D.close_turn(game)
        D.next_turn(game, lex)
        turns += 1
        assert all(word in lex for word, *_ in board_words(game.board))
    assert turns > 5 and game.ended in (D.OUT, D.LETTERS, D.NO_MOVE)
    [row] = D.standings(game)
    assert row["percent"] == 100 and row["total"] == sum(t["top"]["points"] for t in game.history)


def test_dup_the_teacher_stops_the_game_the_turn_in_play_counts():
    game = two_players(D.scenario("NOTESRAXEU", "TABLEIMODO", keys=KEYS, lexicon=LEX))
    move, _ = D.submit(game, "ana", lay("NOTE", 7, 6), LEX)
    D.stop(game)
    assert game.phase == D.OVER and game.ended == D.STOPPED
    rows = {r["player"]: r for r in D.standings(game)}
    assert rows["ana"]["total"] == move["points"] and rows["bob"]["turns"] == 1
    with pytest.raises(IllegalAction):
        D.submit(game, "ana", lay("NOTE", 7, 6), LEX)


def test_dup_every_sentence_in_three_languages_french_typography():
    from games.lacle.duplicate_text import T

    assert set(T["fr"]) == set(T["ro"]) == set(T["en"])
    for code in T["fr"]:
        fr = D.refuse(code).why.render("fr")
        assert " :" not in fr and " !" not in fr and " ?" not in fr
        assert D.refuse(code).why.render("ro") != fr != D.refuse(code).why.render("en")
