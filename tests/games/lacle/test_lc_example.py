"""The sheet's own 15-word Patience on our board, replayed word by word (LC-1, LC-ours-23)."""

import pytest

from games.lacle.rules_words import ACROSS, DOWN

from .lexicon_double import Lexicon
from .util import LEX, E, R, lay, refused

FINISHED = """\
SAVOIR.E........
.....O.T........
.....U.U........
.....G.DAME.....
...FIERE..C.....
..........R.....
.........PIMENT.
..........N...I.
..............G.
..............R.
...........RIXE.
..........SEL...
..........E.....
..........U.....
..........LAIT..
.............ANE"""


def test_lc_ours_23_and_lc_1_the_sheet_s_patience_replays_and_ends_bottom_right():
    words = [w for w, *_ in E.PATIENCE_EXAMPLE]
    assert (
        words
        == "SAVOIR ROUGE FIERE ETUDE DAME ECRIN PIMENT TIGRE RIXE IL SEL SEUL LAIT TA ANE".split()  # noqa: SIM905
    )
    assert E.PATIENCE_EXAMPLE[0] == ("SAVOIR", 0, 0, ACROSS)
    assert E.PATIENCE_EXAMPLE[1] == ("ROUGE", 0, 5, DOWN)  # down from SAVOIR's R
    state = R.scenario(E.draws())
    for n, (text, _, tiles) in enumerate(E.moves(), start=1):
        state, _ = lay(state, tiles)
        assert state.chain[-1]["word"] == text and state.words == n
        assert R.check_invariants(state) == []
    assert "\n".join(state.board) == FINISHED
    assert state.phase == R.REACHED and R.outcome(state).scores == (15,)  # «de 15 mots»


def test_lc_ours_23_each_word_lies_on_a_letter_of_the_previous_one():
    placed = [set(E.cells(*w)) for w in E.PATIENCE_EXAMPLE]
    for before, after in zip(placed, placed[1:], strict=False):
        assert before & after
    assert E.cells(*E.PATIENCE_EXAMPLE[-1])[-1] == (15, 15)  # row 16, column 16


def test_lc_ours_23_the_tile_sequence_is_one_the_bag_can_deal():
    assert len(E.draws()) == 49  # 49 tiles laid for 15 words
    R.scenario(E.draws())  # raises if the bag lacks a tile


def test_lc_1_the_other_layout_cannot_be_replayed_il_would_make_el():
    """PIMENT on ECRIN's N, RIXE on TIGRE's R: a finished board with no side word, but IL's
    L stands beside TIGRE's E before SEL is laid, and EL is no word."""
    other = (
        *E.PATIENCE_EXAMPLE[:6],
        ("PIMENT", 7, 6, ACROSS),
        ("TIGRE", 7, 11, DOWN),
        ("RIXE", 10, 11, ACROSS),
        ("IL", 10, 12, DOWN),
        *E.PATIENCE_EXAMPLE[10:],
    )
    state = R.scenario(E.draws(other))
    lex = Lexicon.from_words({w: False for w, *_ in other})
    for text, _, tiles in E.moves(other):
        if text == "IL":
            err = refused(state, tiles, lexicon=lex)
            assert err.code == "unknown" and err.word.text == "EL"
            return
        state, _ = lay(state, tiles, lexicon=lex)
    pytest.fail("IL was never reached")


def test_lc_ours_23_the_side_word_re_is_in_the_lexicon_the_example_needs():
    assert all(w in LEX for w in E.SIDE_WORDS)


def test_lc_ours_23_and_lc_ours_22_the_example_replays_with_the_real_lexicon():
    """With the built lexicon (games/lacle/lexicon.py): RE stands, EL does not."""
    from games.lacle import lexicon

    real = lexicon.load()
    assert "RE" in real and "EL" not in real
    state = R.scenario(E.draws())
    for _, _, tiles in E.moves():
        state, _ = lay(state, tiles, lexicon=real)
    assert state.phase == R.REACHED and state.words == 15
