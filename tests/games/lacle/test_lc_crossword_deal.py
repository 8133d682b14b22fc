"""Mots croisés before the first word: players, colours, racks, the dealer, the key cards, teams
(LC-sheet-10, 18 … 26, 52 … 54, LC-ours-1, 3, 12, 13, rulings LC-1, 2, 8, 9, 10)."""

import json

import pytest

from games.engine import Rng
from games.lacle import board as B
from games.lacle import rules
from games.lacle.keywords import KEY_WORDS
from games.lacle.rules_crossword_state import choose_dealer
from games.lacle.tiles import BAG, JOKER

from .crossword_util import CROSSWORD, DOWN, LEX, TEAMS, R, game, play, tiles


def test_lc_sheet_10_two_three_or_four_players():
    for seats in (2, 3, 4):
        state = rules.new_game(seats, CROSSWORD, 7)
        assert state.seats == seats and len(state.racks) == seats
        assert rules.check_invariants(state) == []
    for seats in (1, 5):
        with pytest.raises(ValueError):
            rules.new_game(seats, CROSSWORD, 7)


def test_lc_sheet_11_laying_words_gets_rid_of_letters():
    state = game(["ARTEEEEEEE", "AAAAAAAAII"], draws="SOL")
    after, _ = play(state, 0, tiles("ART", 7, 6))
    assert sorted(after.racks[0]) == sorted("EEEEEEE" + "SOL")  # A, R, T gone, 3 drawn


def test_lc_sheet_18_and_lc_9_the_letter_nearest_a_deals_and_everyone_sees_the_draw():
    state = R.new_game(4, CROSSWORD, 21)
    last = state.dealer_draws[-1]
    best = min(t for _, t in last if t != JOKER)
    assert dict(last)[state.dealer] == best
    assert [s for s, t in last if t == best] == [state.dealer]
    for seat in (None, 0, 1, 2, 3):  # shown to all
        assert R.observation(state, seat)["dealer_draws"] == state.dealer_draws
        assert R.observation(state, seat)["dealer"] == state.dealer


def test_lc_ours_13_ties_for_the_letter_nearest_a_draw_again():
    pool = ["A", "A", "B", "C"]
    tied = None
    for seed in range(50):  # the first generator that deals a tie, found the same every run
        dealer, rounds = choose_dealer(pool, Rng(seed), 3)
        if len(rounds) > 1:
            tied = dealer, rounds
            break
    assert tied is not None
    dealer, rounds = tied
    first = rounds[0]
    assert sorted(t for _, t in first).count("A") == 2  # two A's: a tie
    again = [s for s, t in first if t == "A"]
    assert [s for s, _ in rounds[1]] == again  # only the tied draw again
    assert dealer in again and len(rounds[-1]) == 2


def test_lc_sheet_19_the_score_is_kept_for_all_to_see():
    state = game(["ARTEEEEEEE", "AAAAAAAAII"])
    after, _ = play(state, 0, tiles("ART", 7, 6))
    assert {tuple(R.observation(after, s)["scores"]) for s in (None, 0, 1)} == {(15, 0)}


def test_lc_sheet_20_and_lc_8_twelve_key_cards_face_down_the_top_one_face_up():
    state = R.new_game(2, CROSSWORD, 5)
    assert sorted(state.keys) == sorted(KEY_WORDS) and len(state.keys) == 12
    seen = R.observation(state, 0)
    assert seen["key_word"] == state.keys[0] and seen["keys_left"] == 11
    strings = json.dumps(seen)
    assert "keys" not in seen and [w for w in state.keys[1:] if f'"{w}"' in strings] == []


def test_lc_ours_12_the_key_words_are_music_words_of_three_letters_or_more():
    assert len(KEY_WORDS) == 12 and min(len(w) for w in KEY_WORDS) >= 3
    assert {"CLE", "SOL", "NOTE", "GAMME"} <= set(KEY_WORDS)


def test_lc_sheet_22_each_player_has_a_colour():
    state = R.new_game(3, CROSSWORD, 2)
    assert R.observation(state, None)["colours"] == [B.ROUGE, B.VERT, B.ORANGE]


def test_lc_sheet_23_ten_letters_each_face_down():
    state = R.new_game(4, CROSSWORD, 9)
    assert [len(r) for r in state.racks] == [10] * 4 and len(state.pool) == 62
    seen = R.observation(state, 1)
    assert seen["rack"] == sorted(state.racks[1]) and seen["hand_counts"] == [10] * 4
    assert "racks" not in seen and "pool" not in seen  # the others' racks as counts only
    assert R.observation(state, None)["rack"] is None


def test_lc_ours_3_and_lc_2_the_102_tiles_with_two_jokers():
    state = R.new_game(4, CROSSWORD, 13)
    assert len(BAG) == 102 and BAG.count(JOKER) == 2
    assert sorted(R.all_tiles(state)) == sorted(BAG) and R.check_invariants(state) == []


def test_lc_sheet_26_the_dealer_plays_first():
    state = R.new_game(3, CROSSWORD, 4)
    assert state.turn == state.dealer and R.stage(state).must == (state.dealer,)


def test_lc_ours_1_and_lc_1_the_same_sixteen_by_sixteen_board_as_la_patience():
    state = R.new_game(2, CROSSWORD, 1)
    assert len(state.board) == B.SIZE == 16 and {len(r) for r in state.board} == {16}
    assert B.gray_cells() == [(r, c) for r in range(6, 10) for c in range(6, 10)]
    # an opening may run to the last column, not past it
    state = game(["RETABLEAAA", "IIIIIIIIUU"])
    far, _ = play(state, 0, tiles("RETABLE", 7, 9))
    assert far.board[7][9:] == "RETABLE"
    assert rules.is_legal(state, R.lay(0, tiles("RETABLE", 7, 10)), LEX) is False


def test_lc_ours_2_the_board_the_rules_page_draws_is_the_games_data():
    drawn = B.render().splitlines()
    assert len(drawn) == 16 and {len(r) for r in drawn} == {16}
    assert drawn[7][6:10] == "####" and drawn[0][0] == "*"  # gray block, a key corner
    cells = B.to_json()["cells"]
    assert B.to_json()["size"] == 16 and len(cells) == 16 + 32 + 12 + 4


def test_lc_sheet_52_and_lc_10_teams_rouge_and_orange_against_vert_and_bleu_alternately():
    state = R.new_game(4, TEAMS, 6)
    colours = R.observation(state, 0)["colours"]
    assert colours == [B.ROUGE, B.VERT, B.ORANGE, B.BLEU]  # seated alternately
    assert {colours[0], colours[2]} == {B.ROUGE, B.ORANGE}
    for seats in (2, 3):
        with pytest.raises(ValueError):
            R.new_game(seats, TEAMS, 6)


def test_lc_sheet_53_two_scores_partners_points_added():
    state = game(["ARTEEEEEEE", "IIIIIIIIUU", "PTEEEEEEEE", "UUUUOOOOOO"], options=TEAMS)
    state, _ = play(state, 0, tiles("ART", 7, 6))  # 15 for rouge + orangé
    state, _ = play(state, 1, "pass")
    state, _ = play(state, 2, tiles("PATE", 6, 6, DOWN, state))  # 15 more, on gray
    seen = R.observation(state, 1)
    assert seen["team_scores"] == [30, 0] and seen["scores"] == [30, 0, 30, 0]
    assert seen["seat_scores"] == [15, 0, 15, 0] and R.team_scores(state) == [30, 0]


def test_lc_sheet_54_in_teams_ones_own_colour_stays_ones_own():
    # orangé (seat 2) scores 10 on an orangé cell, 5 on a rouge one (his partner's)
    assert R.letter_points(2, (1, 14)) == 10 and B.cell(1, 14).colour == B.ORANGE
    assert R.letter_points(2, (1, 1)) == 5 and R.letter_points(0, (1, 1)) == 10
    assert R.colour_of(2) == B.ORANGE


def test_the_modes_round_trip_through_rules_json():
    state = R.new_game(2, CROSSWORD, 3)
    back = rules.from_json(json.loads(json.dumps(rules.to_json(state))))
    assert back == state and isinstance(back, R.State)
    patience = rules.new_game(1, rules.Options(), 3)
    assert rules.from_json(json.loads(json.dumps(rules.to_json(patience)))) == patience


def test_lc_ours_13_a_drawn_joker_is_no_letter_and_comes_after_z():
    """Our choice: a joker drawn for the deal is nearest no letter, so it ranks after Z."""
    for seed in range(5):
        dealer, rounds = choose_dealer(["?", "Z"], Rng(seed), 2)
        assert dict(rounds[-1])[dealer] == "Z"
