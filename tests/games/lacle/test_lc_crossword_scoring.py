"""Mots croisés' points and its end (LC-sheet-15 … 17, 21, 42 … 51, LC-ours-5, 20, 25, 26,
rulings LC-5, LC-7)."""

from games.engine import Action
from games.lacle import board as B

from .crossword_util import ARBITRE, DOWN, R, game, play, refused, tiles


def no_pool(state):
    """The same game with the pool used up (the tiles left out: these tests count points)."""
    state.pool.clear()
    return state


def test_lc_sheet_44_lc_5_and_lc_ours_26_five_points_a_letter_gray_cells_plain():
    state = game(["ARTEEEEEEE", "UUUUOOOOII"])
    after, events = play(state, 0, tiles("ART", 7, 6))  # three gray cells
    assert after.scores == [15, 0] and events[0].data["points"]["letters"] == 15
    assert all(B.cell(7, c).kind == B.GRAY for c in (6, 7, 8))


def test_lc_sheet_45_and_46_ten_on_ones_own_colour_twenty_five_on_a_key_cell():
    # RETABLE from the key cell (7, 0), over the rouge cell (7, 3), to the gray (7, 6)
    assert B.cell(7, 0).kind == B.KEY and B.cell(7, 3).colour == B.ROUGE
    rouge = game(["RETABLEUUU", "IIIIIIIIOO"])
    after, _ = play(rouge, 0, tiles("RETABLE", 7, 0))
    assert after.scores[0] == 25 + 5 + 5 + 10 + 5 + 5 + 5
    vert = game(["IIIIIIIIOO", "RETABLEUUU"], turn=1)
    after, _ = play(vert, 1, tiles("RETABLE", 7, 0))
    assert after.scores[1] == 25 + 5 * 6  # rouge is not his colour


def test_lc_sheet_47_fifty_on_a_key_cell_of_ones_own_colour():
    assert B.cell(5, 5).kind == B.KEY_COLOUR and B.cell(5, 5).colour == B.ROUGE
    state = game(["RAEEEEEEEE", "RAUUOOOOII"], ("TA", 5, 6, DOWN))
    after, _ = play(state, 0, tiles("RA", 5, 4))  # RAT across, its A on (5, 5)
    assert after.scores[0] == 5 + 50
    other = game(["EEEEEEEEII", "RAUUOOOOII"], ("TA", 5, 6, DOWN), turn=1)
    after, _ = play(other, 1, tiles("RA", 5, 4))
    assert after.scores[1] == 5 + 25  # another's key cell: a key cell


def test_lc_ours_5_a_joker_scores_like_any_letter_on_its_cell():
    state = game(["?ETABLEUUU", "IIIIIIIIOO"])
    after, _ = play(state, 0, tiles(["?R", *"ETABLE"], 7, 0))
    assert after.scores[0] == 60 and after.board[7][0] == "r"


def test_lc_sheet_17_a_move_whose_words_all_have_two_letters_scores_nothing():
    state = game(["ESEEEEEEEE", "UUUUOOOOII"], ("LA", 7, 6, "across"))
    after, events = play(state, 0, tiles("ES", 8, 6))  # ES, LE, AS: all 2 letters
    assert after.scores[0] == 0 and events[0].data["points"]["total"] == 0


def test_lc_ours_25_a_three_letter_word_on_the_side_makes_the_move_score():
    state = game(["ESEEEEEEEE", "UUUUOOOOII"], ("RA", 6, 7, DOWN))
    after, events = play(state, 0, tiles("ES", 8, 6))  # ES across, RAS down
    assert sorted(w["word"] for w in events[0].data["words"]) == ["ES", "RAS"]
    assert after.scores[0] == 10


def test_lc_sheet_48_and_lc_ours_25_fifty_for_the_key_word_main_or_side_once_a_move():
    main = game(["LEEEEEEEEE", "UUUUOOOOII"], ("SO", 6, 7, DOWN), keys=["SOL", "CLE"])
    after, events = play(main, 0, [(8, 7, "L")])
    assert after.scores[0] == 5 + 50 and after.key_word == "CLE"
    side = game(["LEEEEEEEEE", "UUUUOOOOII"], ("SO", 6, 7, DOWN), keys=["SOL", "CLE"])
    after, _ = play(side, 0, tiles("LE", 8, 7))  # LE across, SOL down
    assert after.scores[0] == 10 + 50
    twice = game(["LLEEEEEEEE", "UUUUOOOOII"], ("SO", 6, 7, DOWN), ("SO", 6, 8, DOWN),
                 keys=["SOL", "CLE"])  # fmt: skip
    after, events = play(twice, 0, tiles("LL", 8, 7))  # SOL twice: one bonus
    assert after.scores[0] == 10 + 50 and after.key_word == "CLE"


def test_lc_sheet_21_a_key_word_turns_the_next_card_until_the_pack_runs_out():
    state = game(["LLEEEEEEEE", "UUUUOOOOII"], ("SO", 6, 7, DOWN), ("SO", 6, 12, DOWN),
                 keys=["SOL"])  # fmt: skip
    after, events = play(state, 0, [(8, 7, "L")])
    assert after.key_word is None and after.keys_left == 0
    assert [e.data["next"] for e in events if e.kind == "key"] == [None]
    after, _ = play(after, 1, "pass")
    again, _ = play(after, 0, [(8, 12, "L")])
    assert again.scores[0] - after.scores[0] == 5  # no key card left: no bonus


def test_lc_sheet_42_once_the_pool_is_empty_players_go_on_laying():
    state = no_pool(game(["TEEEEEEEEE", "UUUUOOOOII"], ("AXE", 7, 6, "across")))
    after, events = play(state, 0, [(7, 5, "T")])
    assert len(after.racks[0]) == 9 and after.phase == R.PLAY
    assert [e.data["count"] for e in events if e.kind == "draw"] == [0]


def test_lc_sheet_43_lc_sheet_49_lc_sheet_50_and_lc_7_the_first_empty_rack_ends_the_game():
    state = no_pool(game(["ART", "UUUOO"], options=ARBITRE))
    after, events = play(state, 0, tiles("ART", 7, 6))
    assert after.phase == R.OVER and after.ended == R.OUT and after.finisher == 0
    assert after.scores == [15 + 50 + 5 * 5, 0]  # the others deduct nothing
    assert R.outcome(after).winners == (0,) and R.outcome(after).finished
    assert [e.data["bonus"] for e in events if e.kind == "game-over"] == [75]
    assert refused(after, 1, "pass").code == "cw-game-over"


def test_lc_sheet_43_in_classique_the_game_ends_once_the_last_word_is_not_challenged():
    state = no_pool(game(["ART", "UUUOO"]))
    after, _ = play(state, 0, tiles("ART", 7, 6))
    assert after.phase == R.PLAY and R.stage(after).name == "last-word"
    assert R.stage(after).must == (1,)
    assert refused(after, 1, "pass").code == "cw-wait-challenge"
    assert R.legal_actions(after, 1) == [Action(1, R.ACCEPT), Action(1, R.CHALLENGE)]
    over, _ = play(after, 1, "accept")
    assert over.phase == R.OVER and over.scores == [90, 0]


def test_lc_sheet_50_and_lc_10_in_teams_only_the_other_teams_letters_count():
    teams = R.Options(mode=R.CROSSWORD, teams=True, challenges=R.ARBITRE)
    state = no_pool(game(["ART", "UUUOO", "EEEEEEEEEE", "II"], options=teams))
    after, _ = play(state, 0, tiles("ART", 7, 6))
    assert after.scores[0] == 15 + 50 + 5 * (5 + 2)  # not his partner's 10
    assert R.team_scores(after) == [100, 0] and R.outcome(after).winners == (0, 2)


def test_lc_sheet_51_and_lc_sheet_16_all_pass_with_an_empty_pool_each_deducts_five_a_letter():
    state = no_pool(game(["UUU", "IIIII", "OO"], ("ART", 7, 6, "across")))
    for seat in (0, 1, 2):
        state, events = play(state, seat, "pass")
    assert state.phase == R.OVER and state.ended == R.BLOCKED
    assert state.scores == [-15, -25, -10] and R.outcome(state).winners == (2,)
    assert [e.data["minus"] for e in events if e.kind == "game-over"] == [[15, 25, 10]]


def test_lc_7_everyone_passing_with_letters_in_the_pool_goes_on_while_a_word_fits():
    """Two pupils who found no word at the opening ended a game with 82 letters in the pool:
    LC-7 ends it on passes when the pool is empty. With letters left the game ends on a round
    of passes only when nobody can lay a word (or it would never end)."""
    state = game(["ARTEEEEEEE", "UUUUOOOOII"])  # ART fits on the gray cells
    state, _ = play(state, 0, "pass")
    state, events = play(state, 1, "pass")
    assert state.phase == R.PLAY and state.passes == 0 and state.turn == 0
    assert [e.kind for e in events][-1] == R.ROUND_PASSED
    stuck = game(["ZKWYQJ", "HHVVFF"])  # no word of the lexicon in either rack
    stuck, _ = play(stuck, 0, "pass")
    stuck, events = play(stuck, 1, "pass")
    assert stuck.pool and stuck.phase == R.OVER and stuck.ended == R.BLOCKED
    assert events[-1].kind == "game-over"


def test_lc_sheet_15_and_lc_ours_20_the_highest_total_wins_equal_totals_share():
    state = no_pool(game(["UUU", "III"], ("ART", 7, 6, "across")))
    state, _ = play(state, 0, "pass")
    state, _ = play(state, 1, "pass")
    assert R.outcome(state).winners == (0, 1) and R.outcome(state).scores == (-15, -15)
    assert R.outcome(game(["UUU", "III"])) is None  # not before the end


def test_lc_sheet_51_and_lc_10_in_teams_all_pass_each_partner_deducts_and_the_team_sums():
    teams = R.Options(mode=R.CROSSWORD, teams=True, challenges=R.ARBITRE)
    state = no_pool(game(["UU", "III", "O", "EEEE"], ("ART", 7, 6, "across"), options=teams))
    for seat in (0, 1, 2, 3):
        state, _ = play(state, seat, "pass")
    assert state.ended == R.BLOCKED and state.scores == [-10, -15, -5, -20]
    assert R.team_scores(state) == [-15, -35] and R.outcome(state).winners == (0, 2)
