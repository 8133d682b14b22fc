"""Challenges: Classique and Arbitre (LC-sheet-38 … 41, LC-ours-9 … 11, ruling LC-6), and the
`word.spelling` learning events they settle."""

import json

import pytest

from games.engine import Action
from games.engine.evidence import is_decision
from games.lacle import rules

from .crossword_util import (
    ARBITRE,
    DOWN,
    LEX,
    TEAMS,
    R,
    game,
    learned,
    play,
    refused,
    tiles,
)

NB = "\u00a0"


def test_lc_sheet_38_a_word_is_laid_unchecked_and_scored_at_once():
    state = game(["TRAEEEEEEE", "UUUUOOOOII"])
    after, events = play(state, 0, tiles("TRA", 7, 6))  # not a word: nobody is told yet
    assert after.scores[0] == 15 and learned(events) == []
    for seat in (None, 0, 1):
        seen = json.dumps(R.observation(after, seat))
        assert "unknown" not in seen and "fault" not in seen and "valid" not in seen
    assert R.observation(after, 1)["pending"]["words"][0]["word"] == "TRA"


def test_lc_sheet_39_and_lc_6_until_the_next_move_any_other_player_may_challenge():
    state = game(["TRAEEEEEEE", "UUUUOOOOII", "IIIIIIAASS"])
    after, _ = play(state, 0, tiles("TRA", 7, 6))
    stage = R.stage(after)
    assert stage.must == (1,) and stage.may == (2,) and stage.may_kinds == (R.CHALLENGE,)
    assert Action(2, R.CHALLENGE) in R.legal_actions(after, 2)
    assert refused(after, 0, "challenge").code == "cw-own-word"
    moved, _ = play(after, 1, "pass")  # the next move closes the window
    err = refused(moved, 2, "challenge")
    assert err.code == "cw-no-word" and R.stage(moved).may == ()
    assert str(err) == "Il n’y a pas de mot à contester maintenant."


def test_lc_sheet_39_and_lc_10_a_partner_may_not_challenge():
    state = game(["TRAEEEEEEE", "UUUUOOOOII", "IIIIIIAASS", "EEEEEEENNN"], options=TEAMS)
    after, _ = play(state, 0, tiles("TRA", 7, 6))
    assert R.stage(after).may == (3,)  # seat 1 must act (and may challenge), not seat 2
    assert refused(after, 2, "challenge").code == "cw-partner"
    assert R.legal_actions(after, 2) == []


@pytest.mark.parametrize(
    ("word", "rack", "fault", "said"),
    [
        ("TRA", "TRAEEEEEEE", "unknown", "TRA : ce mot n’est pas dans le dictionnaire du jeu."),
        (
            "MOZART",
            "MOZARTEEEE",
            "proper-noun",
            "MOZART : ce n’est pas un mot du jeu, c’est un nom propre",
        ),
        (
            "SNCF",
            "SNCFEEEEEE",
            "abbreviation",
            "SNCF : ce n’est pas un mot du jeu",
        ),
        ("RIXES", "RIXESEEEEE", "plural-s", "RIXES : ce pluriel demande que son S"),
    ],
)
def test_lc_sheet_39_the_lexicon_decides_on_every_ground(word, rack, fault, said):
    state = game([rack, "UUUUOOOOII"])
    after, _ = play(state, 0, tiles(word, 7, 6))
    judged, events = play(after, 1, "challenge")
    challenge = events[0]
    assert challenge.kind == R.CHALLENGE and challenge.data["fault"] == fault
    text = str(R.verdict(challenge.data))
    assert text.startswith(f"Contestation réussie{NB}! " + said.replace(" : ", f"{NB}: "))
    assert R.verdict(challenge.data).render("en").startswith("Challenge won!")


def test_lc_sheet_40_and_lc_ours_9_a_right_challenge_gains_50_and_undoes_the_whole_move():
    keys = ["SOL", "CLE"]
    before = game(["LZEEEEEEEE", "UUUUOOOOII"], ("SO", 6, 7, DOWN), keys=keys, draws="AB")
    after, _ = play(before, 0, tiles("LZ", 8, 7))  # LZ (no word) with SOL: the key word
    assert after.scores[0] == 60 and after.key_word == "CLE" and after.racks[0][-2:] == ["A", "B"]
    undone, events = play(after, 1, "challenge")
    assert [e.kind for e in events][:2] == [R.CHALLENGE, "undone"]
    assert events[0].data["right"] and events[0].data["word"]["word"] == "LZ"
    assert undone.scores == [0, 50]
    assert undone.board == before.board  # tiles off the board
    assert sorted(undone.pool) == sorted(before.pool)  # drawn tiles back into the pool
    assert sorted(undone.racks[0]) == sorted(before.racks[0])  # tiles back to their player
    assert undone.key_word == "SOL" and undone.key_at == 0  # key bonus and card undone
    assert R.observation(undone, 1)["log"][-1]["undone"] is True
    assert R.check_invariants(undone) == []


def test_lc_ours_10_the_player_whose_move_was_undone_does_not_play_again():
    state = game(["TRAEEEEEEE", "UUUUOOOOII", "IIIIIIAASS"])
    after, _ = play(state, 0, tiles("TRA", 7, 6))
    undone, _ = play(after, 2, "challenge")  # out of turn
    assert undone.turn == 1 and R.stage(undone).must == (1,)
    assert refused(undone, 0, tiles("TRA", 7, 6)).code == "cw-not-your-turn"


def test_lc_sheet_41_a_wrong_challenger_loses_50_and_the_word_stands():
    state = game(["ARTEEEEEEE", "UUUUOOOOII"])
    after, _ = play(state, 0, tiles("ART", 7, 6))
    stands, events = play(after, 1, "challenge")
    assert stands.scores == [15, -50] and stands.board == after.board
    assert not events[0].data["right"] and stands.pending is None
    assert str(R.verdict(events[0].data)) == (
        f"Contestation ratée{NB}: tous les mots de ce coup sont dans le dictionnaire du jeu. "
        "Le coup reste."
    )
    assert refused(stands, 1, "challenge").code == "cw-no-word"  # one challenge a move
    assert stands.turn == 1  # the challenger still plays his turn


def test_lc_6_two_challengers_at_once_only_the_first_counts():
    state = game(["TRAEEEEEEE", "UUUUOOOOII", "IIIIIIAASS"])
    after, _ = play(state, 0, tiles("TRA", 7, 6))
    first, _ = play(after, 2, "challenge")
    assert refused(first, 1, "challenge").code == "cw-no-word"  # re-checked: nothing left
    assert first.scores == [0, 0, 50]


def test_lc_sheet_41_a_wrong_challenge_of_the_last_word_ends_the_game():
    state = game(["ART", "UUUOO"])
    state.pool.clear()
    after, _ = play(state, 0, tiles("ART", 7, 6))
    over, events = play(after, 1, "challenge")
    assert over.phase == R.OVER and over.finisher == 0 and over.scores == [90, -50]


def test_lc_ours_11_arbitre_refuses_an_invalid_move_and_has_no_challenges():
    state = game(["TRAEEEEEEE", "UUUUOOOOII"], options=ARBITRE)
    assert refused(state, 0, tiles("TRA", 7, 6)).code == "unknown"
    after, _ = play(state, 0, tiles("ART", 7, 6))
    assert R.stage(after).may == () and after.pending is None
    err = refused(after, 1, "challenge")
    assert err.code == "cw-arbitre"
    assert (
        str(err)
        == f"À cette table, chaque mot est vérifié dès qu’il est posé{NB}: on ne conteste pas."
    )
    assert R.observation(after, 1)["challenges"] is False


def test_word_spelling_events_arbitre_at_once_classique_when_the_move_is_settled():
    arbitre = game(["TAEEEEEEEE", "UUUUOOOOII"], ("AXE", 7, 6, "across"), options=ARBITRE)
    _, events = play(arbitre, 0, [(7, 5, "T")])
    assert [(e.seat, e.concept, e.correct, e.detail["word"]) for e in learned(events)] == [
        (0, "word.spelling", True, "TAXE")
    ]
    classique = game(["TRAEEEEEEE", "UUUUOOOOII"])
    after, events = play(classique, 0, tiles("TRA", 7, 6))
    assert learned(events) == []  # nothing known before a challenge
    _, events = play(after, 1, "pass")  # the move stands: settled, for seat 0
    assert [(e.seat, e.correct, e.detail["word"]) for e in learned(events)] == [(0, False, "TRA")]
    assert [e.visible_to for e in events if e.kind == "learning"] == [(0,)]


def test_word_spelling_none_for_the_key_word_the_opener_had_to_lay():
    state = game(["CLEAARTTII", "UUUUOOOOOO"], keys=["CLE", "SOL"], options=ARBITRE)
    _, events = play(state, 0, tiles("CLE", 7, 6))
    assert learned(events) == []  # a forced word is no decision


def test_challenge_through_the_dispatching_rules_module():
    state = game(["TRAEEEEEEE", "UUUUOOOOII"])
    after, _ = rules.apply(state, R.lay(0, tiles("TRA", 7, 6)), LEX)
    assert rules.stage(after).may == () and rules.legal_actions(after, 1)[-1].kind == R.CHALLENGE
    assert rules.is_legal(after, Action(1, R.CHALLENGE), LEX)


def test_every_sentence_in_french_romanian_and_english_with_french_typography():
    from games.lacle.rules_crossword_text import CODES, T, say

    assert set(T["fr"]) == set(T["ro"]) == set(T["en"]) == set(CODES)
    for code in CODES:
        fields = {"key": "CLE", "why": "TRA : …"} if code in ("cw-must-key", "cw-right") else {}
        fields = {"word": "NOTES", "single": "NOTE"} if code == "cw-plural-stands" else fields
        for lang in ("fr", "ro", "en"):
            text = say(code, **fields).render(lang)
            assert text and "{" not in text
        french = say(code, **fields).render("fr").replace("TRA : …", "")
        assert not [p for p in (" :", " ;", " !", " ?") if p in french], code


def test_lc_ours_9_drawn_tiles_go_back_mixed_into_the_face_down_pool():
    """The player saw the tiles he drew: put back on top, they would be the next player's draw,
    known to him. They are mixed in by the game's seeded generator."""
    tops = set()
    for seed in range(6):
        before = game(["LZEEEEEEEE", "UUUUOOOOII"], ("SO", 6, 7, DOWN), draws="AB", seed=seed)
        after, _ = play(before, 0, tiles("LZ", 8, 7))
        undone, _ = play(after, 1, "challenge")
        assert sorted(undone.pool) == sorted(before.pool)
        tops.add(tuple(undone.pool[-2:]))
        again, _ = play(after, 1, "challenge")
        assert again.pool == undone.pool  # the same seed, the same mix: a game replays
    assert tops != {("B", "A")}


def test_lc_sheet_39_a_right_challenge_on_a_side_word_undoes_the_move():
    """The main word stands, but a word formed on the side does not (LC-sheet-36)."""
    state = game(["TAEEEEEEEE", "UUUUOOOOII"], ("TU", 6, 6, DOWN))
    after, _ = play(state, 0, tiles("TA", 8, 6))  # TA across under TU: TUT down
    undone, events = play(after, 1, "challenge")
    assert events[0].data["right"] and events[0].data["word"]["word"] == "TUT"
    assert undone.board == state.board and undone.scores == [0, 50]


def test_lc_ours_10_an_undone_move_that_ends_a_round_of_passes_ends_the_game():
    """An undone move counts as its player's pass (our choice): after A passed, B's undone
    move completes a full round of passes. With the pool empty the game ends, 5 points off per
    letter (LC-7); with letters in the pool and a word still to lay, play goes on."""
    state = game(["TRAEEEEEEE", "UUUUOOOOII"], ("TU", 6, 6, DOWN), turn=1)
    state.pool.clear()
    passed, _ = play(state, 1, "pass")
    after, _ = play(passed, 0, tiles("TRA", 8, 5))
    undone, events = play(after, 1, "challenge")
    assert events[-1].kind == "game-over" and events[-1].data["ended"] == "blocked"
    assert undone.scores == [-50, 50 - 50]


def test_lc_7_a_won_challenge_then_a_pass_ends_no_game_with_letters_in_the_pool():
    """A reviewer won a challenge, passed once, and the game ended with 82 letters in the pool
    (« Tout le monde a passé son tour », though the other had laid a word)."""
    state = game(["TRAEEEEEEE", "UUUUOOOOII"], ("TU", 6, 6, DOWN), turn=1)
    passed, _ = play(state, 1, "pass")
    after, _ = play(passed, 0, tiles("TRA", 8, 5))
    undone, events = play(after, 1, "challenge")
    assert undone.phase == R.PLAY and undone.turn == 1 and undone.passes == 0
    assert events[-1].kind == R.ROUND_PASSED and events[-1].data["pool"] == len(undone.pool) > 0
    on, _ = play(undone, 1, "pass")  # and the next pass does not end it either
    assert on.phase == R.PLAY and on.passes == 1


def test_issue_18_with_the_hint_on_a_word_laid_after_a_hint_counts_for_no_mastery():
    """The hint shows the best move of a past position, which may still be there to copy: at a
    table with hints on, a word laid (or refused) once its player has moved, so may have seen
    his hint, is in the log, not a counted decision. His first word came before any hint: it
    counts (a reviewer's pupil saw her very first word left out)."""
    hinted = R.Options(mode=R.CROSSWORD, challenges=R.ARBITRE, hints=True)
    for options, moved, counted in (
        (ARBITRE, True, True),
        (hinted, False, True),
        (hinted, True, False),
    ):
        state = game(["NOTEAXESTR", "UUUUOOOOII"], options=options)
        if moved:
            state.played_from = [{"board": state.board, "at": 0}, None]
        _, events = play(state, 0, tiles("NOTE", 7, 6))
        (event,) = learned(events)
        assert event.detail["hinted"] is not counted and is_decision(event.detail)
        state = game(["TRAEEEEEEE", "UUUUOOOOOO"], options=options)
        if moved:
            state.played_from = [{"board": state.board, "at": 0}, None]
        (event,) = refused(state, 0, tiles("TRA", 7, 6)).learning
        assert event.detail["hinted"] is not counted


def test_lc_ours_6_a_challenge_lost_on_a_plural_that_stands_says_why():
    """A reviewer challenged BOUTEILLES, laid with its S, by the plural rule the page quotes, and
    was told only that every word is in the dictionary: the verdict now says the form is also
    another word (« tu bouteilles »), so the rule does not forbid it."""
    state = game(["NOTESEEEEE", "UUUUOOOOII"])
    laid, _ = play(state, 0, tiles("NOTES", 7, 6))
    _, events = play(laid, 1, "challenge")
    (challenge,) = [e for e in events if e.kind == "challenge"]
    assert not challenge.data["right"] and challenge.data["also"] == ["NOTES"]
    said = R.verdict(challenge.data).render("fr", None)
    assert said.startswith("Contestation ratée")
    assert "NOTES n’est pas seulement le pluriel de NOTE\u00a0:" in said
    assert "is not only the plural of NOTE" in R.verdict(challenge.data).render("en", None)
    state = game(["ARTEEEEEEE", "UUUUOOOOII"])  # no S: nothing more is said
    laid, _ = play(state, 0, tiles("ART", 7, 6))
    _, events = play(laid, 1, "challenge")
    (challenge,) = [e for e in events if e.kind == "challenge"]
    assert challenge.data["also"] == [] and "pluriel" not in R.verdict(challenge.data).render(
        "fr", None
    )
