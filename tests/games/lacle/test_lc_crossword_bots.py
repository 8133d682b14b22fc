"""Mots croisés' bots (issue 16): legal moves through the game contract over seeded playouts, the
greedy bot's best score on constructed boards, challenges only of rejected words (LC-6), the
opening (LC-sheet-27, 28, LC-ours-19), jokers kept by the leave, and no hidden information."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from games.engine import Action, Rng
from games.engine.contract import bot_observation
from games.lacle import familiar, movegen
from games.lacle import rules as RULES
from games.lacle import rules_crossword as R
from games.lacle import rules_crossword_judge as J
from games.lacle.bots_crossword import RandomBot, SimpleBot, StrongBot
from games.lacle.bots_crossword_eval import play_score, points_table
from games.lacle.invariants import check_board_words
from games.lacle.keywords import KEY_WORDS
from games.lacle.rules_patience_state import ARBITRE, CROSSWORD, Options

from .crossword_bot import random_lay
from .crossword_util import LEX, board

LEVELS = (RandomBot, SimpleBot, StrongBot)
TABLE = (
    (2, Options(mode=CROSSWORD), 11),
    (3, Options(mode=CROSSWORD, challenges=ARBITRE), 12),
    (4, Options(mode=CROSSWORD, teams=True), 13),
)


def _ask(bots, state, rng):
    """The first action a seat takes, asked as `play_one` asks (optional seats, then the turn)."""
    st = R.stage(state)
    for seat in [*st.may, *st.must]:
        legal = R.legal_actions(state, seat)
        chosen = bots[seat].choose(bot_observation(RULES, state, seat), legal, rng)
        if chosen is not None:
            return chosen
    raise AssertionError("nobody acted")


@pytest.mark.parametrize("seats,options,seed", TABLE)
@pytest.mark.parametrize("bot", LEVELS, ids=lambda b: b.level)
def test_each_bot_move_is_legal_over_a_seeded_playout(bot, seats, options, seed):
    """LC-4, LC-sheet-28 … 33: every action the bot chooses is one the rules accept (is_legal),
    to the game's end; the 102 tiles conserved and every board word a word of the lexicon."""
    state = R.new_game(seats, options, seed)
    bots = [bot() for _ in range(seats)]
    rng = Rng(seed)
    laid = 0
    for _ in range(400):
        if R.outcome(state) is not None:
            break
        action = _ask(bots, state, rng)
        assert R.is_legal(state, action), action
        laid += action.kind == R.LAY
        state, _ = R.apply(state, action)
        assert R.check_invariants(state) == []
        assert check_board_words(state) == []
    assert R.outcome(state) is not None
    assert laid >= 5


def _mid_board():
    return board(("RETABLE", 7, 4, "across"), ("AXE", 5, 10, "down"))


def test_simple_bot_lays_the_best_scoring_play_on_constructed_boards():
    """LC-sheet-44 … 48, LC-ours-25: the greedy bot's lay scores as much as the best of every
    legal lay, each scored by the rules' `score`; and the bots' score of a play is the rules'."""
    for rack, seat, keys in (("TASERUE", 0, ["TAXE"]), ("ARTLEEB", 1, ["CLE"])):
        racks = [rack, "EEEEE"] if seat == 0 else ["EEEEE", rack]
        state = R.scenario(racks, board=_mid_board(), turn=seat, keys=keys)
        table = points_table(seat)
        best = 0
        for play in movegen.plays(state.board, state.racks[seat], LEX):
            for tiles in play.lays(state.racks[seat]):
                words = J.words_of(state, tiles, play.direction)
                points = J.score(state, seat, tiles, words)["total"]
                assert play_score(play, table, state.key_word) == points
                best = max(best, points)
        action = SimpleBot(LEX, familiar=False).choose(
            R.observation(state, seat), R.legal_actions(state, seat), Rng(1)
        )
        assert R.is_legal(state, action, LEX)
        _, events = R.apply(state, action, LEX)
        assert best > 0
        assert events[0].data["points"]["total"] == best


def _bluffed(word_ok: bool):
    """Seat 0 has laid TAXE (a word) or TAXEE (not one) on AXE; seat 1 may challenge (LC-6)."""
    state = R.scenario(["TEERSABNOI", "LEEANSTIOU"], board=board(("AXE", 7, 7, "across")))
    tiles = [[7, 6, "T"]] if word_ok else [[7, 6, "T"], [7, 10, "E"]]
    state, _ = R.apply(state, R.lay(0, tiles), LEX)
    return state


@pytest.mark.parametrize("bot", LEVELS, ids=lambda b: b.level)
def test_a_bot_never_challenges_a_word_the_lexicon_knows(bot):
    """LC-6: over 40 draws of the rng, no level challenges TAXE; the next seat plays on."""
    state = _bluffed(word_ok=True)
    for k in range(40):
        action = bot(LEX).choose(R.observation(state, 1), R.legal_actions(state, 1), Rng(k))
        assert action.kind != R.CHALLENGE


@pytest.mark.parametrize(
    "bot,low,high", [(RandomBot, 3, 20), (SimpleBot, 12, 28), (StrongBot, 40, 40)]
)
def test_a_bot_challenges_a_rejected_word_at_its_rate(bot, low, high):
    """LC-6: TAXEE is challenged by `strong` always, `simple` about one time in two, `random`
    about one time in four (40 seeded draws); a right challenge undoes the move, tiles kept."""
    state = _bluffed(word_ok=False)
    challenged = 0
    for k in range(40):
        action = bot(LEX).choose(R.observation(state, 1), R.legal_actions(state, 1), Rng(k))
        if action.kind == R.CHALLENGE:
            challenged += 1
            after, events = R.apply(state, action, LEX)
            assert events[0].data["right"] and after.board == board(("AXE", 7, 7, "across"))
            assert R.check_invariants(after) == []
    assert low <= challenged <= high


def test_a_bot_decides_once_per_move_and_lets_a_window_pass_out_of_turn():
    """Asked again about the same move, a bot says the same; a seat that may only challenge and
    does not returns None (the window passes)."""
    state = _bluffed(word_ok=False)
    state3 = R.scenario(
        ["TEERSABNOI", "LEEANSTIOU", "EEEEEEEEEE"], board=board(("AXE", 7, 7, "across"))
    )
    state3, _ = R.apply(state3, R.lay(0, [[7, 6, "T"], [7, 10, "E"]]), LEX)
    for k in range(10):
        bot = SimpleBot(LEX)
        first = bot.choose(R.observation(state3, 2), R.legal_actions(state3, 2), Rng(k))
        again = bot.choose(R.observation(state3, 2), R.legal_actions(state3, 2), Rng(k + 99))
        assert first == again and (first is None or first.kind == R.CHALLENGE)
    assert StrongBot(LEX).choose(
        R.observation(state, 1), R.legal_actions(state, 1), Rng(0)
    ) == Action(1, R.CHALLENGE)


def test_after_a_last_move_a_bot_accepts_a_valid_word_and_challenges_a_bluff():
    """LC-sheet-43, LC-6: the last move emptied a rack; the next seat accepts it when its words
    are words, and (strong) challenges it when one is not."""
    for word_ok, kind in ((True, R.ACCEPT), (False, R.CHALLENGE)):
        rack = "T" if word_ok else "TE"
        state = R.scenario([rack, "LEEANST"], board=board(("AXE", 7, 7, "across")))
        state.pool.clear()  # the pool is out: the move empties the rack
        tiles = [[7, 6, "T"]] if word_ok else [[7, 6, "T"], [7, 10, "E"]]
        state, _ = R.apply(state, R.lay(0, tiles), LEX)
        action = StrongBot(LEX).choose(R.observation(state, 1), R.legal_actions(state, 1), Rng(0))
        assert action.kind == kind and R.is_legal(state, action, LEX)


@pytest.mark.parametrize("bot", LEVELS, ids=lambda b: b.level)
def test_the_opener_lays_the_key_word_when_he_can(bot):
    """LC-sheet-27, 28, LC-ours-19: with CLE on his rack the opener lays CLE, on a gray cell."""
    state = R.scenario(["CLEARTS", "EEEEE"], keys=["CLE", *[k for k in KEY_WORDS if k != "CLE"]])
    action = bot(LEX).choose(R.observation(state, 0), R.legal_actions(state, 0), Rng(3))
    assert R.is_legal(state, action, LEX)
    after, events = R.apply(state, action, LEX)
    assert events[0].data["words"][0]["word"] == "CLE"
    assert events[0].data["points"]["key"] == 50


@pytest.mark.parametrize("bot", LEVELS, ids=lambda b: b.level)
def test_an_opening_without_the_key_word_has_three_letters_on_gray(bot):
    """LC-sheet-28, LC-ours-19: no key word on the rack: a word of 3 letters or more on gray."""
    state = R.scenario(["TAXERSB", "EEEEE"], keys=["GAMME"])
    action = bot(LEX).choose(R.observation(state, 0), R.legal_actions(state, 0), Rng(3))
    after, events = R.apply(state, action, LEX)
    assert len(events[0].data["words"][0]["word"]) >= 3


@pytest.mark.parametrize("bot", LEVELS, ids=lambda b: b.level)
def test_a_joker_is_laid_only_where_no_letter_kept_could_pay(bot):
    """LC-ours-5: a joker scores like a letter, so the leave decides who pays: a joker laid as
    X never leaves an X on the rack (the joker is worth more kept)."""
    for rack in ("?T", "?TE", "?ASE"):
        state = R.scenario([rack, "EEEEE"], board=board(("AXE", 7, 7, "across")))
        action = bot(LEX).choose(R.observation(state, 0), R.legal_actions(state, 0), Rng(0))
        assert R.is_legal(state, action, LEX)
        tiles = [t[2] for t in dict(action.extra)["tiles"]]
        leave = list(rack)
        for tile in tiles:
            leave.remove("?" if tile.startswith("?") else tile)
        assert all(t[1] not in leave for t in tiles if t.startswith("?")), (rack, tiles)


def test_a_bot_passes_when_no_word_fits():
    """LC-sheet-33: nothing to lay: a pass."""
    state = R.scenario(["WK", "EEEEE"], board=board(("AXE", 7, 7, "across")))
    for bot in LEVELS:
        action = bot(LEX).choose(R.observation(state, 0), R.legal_actions(state, 0), Rng(0))
        assert action == Action(0, R.PASS)


@pytest.mark.parametrize("bot", LEVELS, ids=lambda b: b.level)
def test_a_bot_sees_only_its_observation(bot):
    """Hidden information: two games that differ only in the other rack and the pool's order
    give the seat the same observation, and the bot the same move; it needs no more than the
    observation's JSON."""
    one = R.scenario(["TASERUB", "LEEANST"], board=_mid_board(), keys=["GAMME"])
    two = one.copy()
    two.racks[1], two.pool[:7] = list(one.pool[:7]), list(one.racks[1])
    two.pool.reverse()
    seen = R.observation(one, 0)
    assert seen == R.observation(two, 0)
    assert seen["rack"] == sorted("TASERUB") and seen["hand_counts"] == [7, 7]
    assert "pool" not in seen and "racks" not in seen
    plain = json.loads(json.dumps(seen))
    moves = [
        bot(LEX).choose(obs, R.legal_actions(s, 0), Rng(5))
        for obs, s in ((seen, one), (R.observation(two, 0), two), (plain, one))
    ]
    assert moves[0] == moves[1] == moves[2]
    assert R.is_legal(one, moves[0], LEX) and R.is_legal(two, moves[0], LEX)


def test_tiles_are_conserved_through_challenges_against_a_bluffer():
    """LC-6, LC-ours-9: a test player who sometimes lays a non-word (`crossword_bot`) against
    the strong bot, which challenges every rejected move: right challenges happen, each undoes
    its move, and after every action the 102 tiles are all there."""
    rights = 0
    for seed in (1, 2, 3):
        state = R.new_game(2, Options(mode=CROSSWORD), seed)
        strong, rng = StrongBot(LEX), Rng(seed)
        for _ in range(300):
            if R.outcome(state) is not None:
                break
            seat = state.turn
            action = None
            if seat == 1 or 1 in R.stage(state).may:
                action = strong.choose(R.observation(state, 1), R.legal_actions(state, 1), rng)
            if action is None:
                action = random_lay(state, 0, rng) or R.legal_actions(state, 0)[0]
            assert R.is_legal(state, action, LEX)
            state, events = R.apply(state, action, LEX)
            rights += action.kind == R.CHALLENGE and events[0].data["right"]
            assert R.check_invariants(state) == []
    assert rights >= 2


def test_the_ladder_bench_plays_one_deal_both_ways():
    """`tests/bench/bench_crossword_bots.py` (make bench): one deal, the seats swapped, no
    invariant broken, each level's moves timed."""
    path = Path(__file__).resolve().parents[2] / "bench" / "bench_crossword_bots.py"
    spec = importlib.util.spec_from_file_location("bench_crossword_bots", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    out = bench.ladder("strong", "simple", 2, seed=3)
    assert out["games"] == 2 and out["unfinished"] == 0 and out["invariant_problems"] == 0
    assert out["decision_cpu_ms"]["strong"]["n"] >= 5 and out["decision_cpu_ms"]["simple"]["n"] >= 5
    assert 0 <= out["wilson95"][0] <= out["win_rate"] <= out["wilson95"][1] <= 1


@pytest.mark.parametrize("bot", LEVELS, ids=lambda b: b.level)
def test_the_computer_lays_words_a_pupil_may_have_read(bot):
    """A reviewer met FORKA and TETAT: the greedy bot's best play here is ECOGESTE (100 points);
    each level now lays only words of the familiar list (ACETONE, 95 for the greedy one), and
    the list holds every music word La Clé teaches."""
    state = R.scenario(
        ["CAEOEGTNZS", "EEEEEEEEEE"], board=board(("RETABLE", 7, 4, "across")), keys=["CLE"]
    )
    obs, legal = R.observation(state, 0), R.legal_actions(state, 0)
    known = familiar.load()
    assert {"CROCHE", "DIESE", "BECARRE", "CHAT"} <= known and not {"FORKA", "TETAT"} & known

    def words(action):
        _, events = R.apply(state, action)
        return [w["word"] for w in events[0].data["words"]]

    assert words(SimpleBot(familiar=False).choose(obs, legal, Rng(1))) == ["ECOGESTE"]
    for seed in range(3):
        laid = words(bot().choose(obs, legal, Rng(seed)))
        assert laid and all(word in known for word in laid), laid
