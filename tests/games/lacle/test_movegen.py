"""La Clé's move generator (issue 16's bots' ground): every legal lay and only those, proven
against a brute-force generator on small boards with a small lexicon (LC-3, LC-4, LC-ours-19,
24, 26), and judged by `rules_words` on a real mid-game board with the real lexicon."""

from __future__ import annotations

import gc
import json
import random
from itertools import permutations, product

import pytest

from games.lacle import lexicon as real_lexicon
from games.lacle import movegen as M
from games.lacle import movegen_graph
from games.lacle.board import CELLS, GRAY, SIZE, in_board
from games.lacle.rules_words import (
    ACROSS,
    DOWN,
    STEP,
    empty_board,
    line_of,
    single_tile_directions,
    with_tiles,
    word_fault,
    words_formed,
)

from .lexicon_double import Lexicon

# Small words that cross and hook: plural-only forms ending in S or X (EUX, DEUX, AXES, RATS),
# one plural without S or X (TEMPI is an ordinary word for the plural rule), short words.
LEX = Lexicon.from_words(
    {
        **dict.fromkeys(("AXE", "TAXE", "EU", "DE", "TA", "RAT", "ART", "TE", "ET", "AS"), False),
        **dict.fromkeys(("SA", "SE", "ES", "RE", "TAS", "RATE", "TARE", "XI", "AXER"), False),
        **dict.fromkeys(("EUX", "DEUX", "AXES", "RATS", "TAXES"), True),
        "TEMPI": True,
    }
)
ALPHABET = sorted({ch for w in LEX for ch in w})


def board_with(*words: tuple[str, int, int, str]) -> list[str]:
    """A board with `text` from (row, col) along `direction` for each word (lower case: a
    joker)."""
    board = empty_board()
    for text, row, col, direction in words:
        dr, dc = STEP[direction]
        board = with_tiles(board, {(row + dr * i, col + dc * i): ch for i, ch in enumerate(text)})
    return board


def judge(board: list[str], lay: dict, lexicon, opening: bool) -> str | None:
    """Why `lay` (cells → stored letters) may not be laid, or None: the Mots croisés rules of a
    lay as `rules_words` reads them (LC-3, LC-4, LC-ours-19, 24). The cheap checks first."""
    if any(not in_board(*cell) or board[cell[0]][cell[1]] != "." for cell in lay):
        return "taken"
    if opening:
        if not any(CELLS[cell].kind == GRAY for cell in lay):
            return "not-on-gray"  # LC-ours-19
    elif not any(  # LC-ours-24: a word formed holds a letter that was there
        in_board(r + dr, c + dc) and board[r + dr][c + dc] != "."
        for r, c in lay
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
    ):
        return "not-connected"
    try:
        direction = line_of(lay)
    except ValueError:
        return "not-one-line"
    if direction is None:
        ways = single_tile_directions(board, lay)
        if not ways:
            return "too-short"
        direction = ways[0]
    try:
        words = words_formed(board, lay, direction)
    except ValueError:
        return "gap"
    if len(words[0].text) < (3 if opening else 2):  # LC-4
        return "too-short"
    for word in words:
        fault = word_fault(word, lexicon)
        if fault:
            return fault
    return None


def brute_force(board: list[str], rack: str, lexicon, opening: bool) -> set[frozenset]:
    """Every lay the rules accept, the slow way: from every empty cell, along both directions,
    the next k empty cells (the board's letters between them are read) get every ordering of
    k rack tiles, each joker as every letter of the lexicon's alphabet."""
    found = set()
    for direction in (ACROSS, DOWN):
        dr, dc = STEP[direction]
        for r, c in product(range(SIZE), range(SIZE)):
            if board[r][c] != ".":
                continue
            cells, rr, cc = [], r, c
            while in_board(rr, cc):
                if board[rr][cc] == ".":
                    cells.append((rr, cc))
                rr, cc = rr + dr, cc + dc
            for k in range(1, min(len(rack), len(cells)) + 1):
                for tiles in set(permutations(rack, k)):
                    choices = [[a.lower() for a in ALPHABET] if t == "?" else [t] for t in tiles]
                    for stored in product(*choices):
                        lay = dict(zip(cells[:k], stored, strict=True))
                        if judge(board, lay, lexicon, opening) is None:
                            found.add(frozenset(lay.items()))
    return found


GENERATORS = {"index": M.plays, "graph": M.plays_by_graph}


def generated(board: list[str], rack: str, lexicon, opening: bool, how="index") -> set[frozenset]:
    """Every lay of the generator `how` (the bit-sliced index, the game's; or the word graph's
    walk, its reference), each once."""
    plays = GENERATORS[how](board, rack, lexicon, opening)
    lays = [tiles for play in plays for tiles in play.lays(rack)]
    out = {frozenset(t.items()) for t in lays}
    assert len(out) == len(lays)  # each lay once
    if how == "index":
        assert [lay.tiles for lay in M.every_lay(board, rack, lexicon, opening)] == lays
    return out


CASES = {
    "axe-across": (board_with(("AXE", 7, 6, ACROSS)), "TSE?"),
    "two-words": (board_with(("RAT", 7, 6, ACROSS), ("TAXE", 5, 8, DOWN)), "SEUA"),
    "joker-on-board": (board_with(("AXe", 7, 6, ACROSS), ("De", 6, 9, DOWN)), "UX?"),
    "edge": (board_with(("TAXE", 0, 12, ACROSS), ("AXE", 0, 13, DOWN)), "SRE?"),
}


@pytest.mark.parametrize("how", sorted(GENERATORS))
@pytest.mark.parametrize("name", sorted(CASES))
def test_lc_4_generation_is_exactly_the_brute_force_set(name, how):
    board, rack = CASES[name]
    expected = brute_force(board, rack, LEX, opening=False)
    assert expected  # the case has moves to find
    assert generated(board, rack, LEX, opening=False, how=how) == expected


@pytest.mark.parametrize("how", sorted(GENERATORS))
def test_lc_4_and_lc_ours_19_the_opening_is_3_letters_or_more_on_a_gray_cell(how):
    board = empty_board()
    expected = brute_force(board, "RAT?", LEX, opening=True)
    got = generated(board, "RAT?", LEX, opening=True, how=how)
    assert got == expected
    assert all(len(lay) >= 3 for lay in got)
    assert all(any(CELLS[cell].kind == GRAY for cell, _ in lay) for lay in got)
    assert {(0, 0)} - {cell for lay in got for cell, _ in lay}  # nothing off the centre
    assert M.plays(board, "RAT?", LEX) == []  # not the opening: nothing to hang on
    with pytest.raises(ValueError):
        M.plays(board_with(("RAT", 7, 6, ACROSS)), "AXE", LEX, opening=True)


def test_lc_4_every_word_formed_is_given_as_rules_words_reads_it():
    board, rack = CASES["two-words"]
    for lay in M.every_lay(board, rack, LEX):
        assert lay.words == words_formed(board, lay.tiles, lay.direction)
        assert all(word_fault(w, LEX) is None for w in lay.words)


def test_lc_3_a_plural_only_form_needs_its_final_x_or_s_already_on_the_board():
    board = board_with(("AXE", 7, 6, ACROSS))
    words = {p.word for p in M.plays(board, "DEUSR", LEX)}
    assert "DEUX" in words  # D, E, U laid down onto AXE's X
    assert "AXES" not in words  # its S would be laid now
    opening = {p.word for p in M.plays(empty_board(), "EUXAST", LEX, opening=True)}
    assert "EUX" not in opening and "AXE" in opening and "TAXES" not in opening
    assert "TEMPI" in {p.word for p in M.plays(empty_board(), "TEMPI", LEX, opening=True)}


def test_lc_ours_26_a_joker_standing_for_s_already_on_the_board_counts_as_s():
    board = board_with(("TAs", 7, 6, ACROSS))  # TAS, its S a joker
    rats = [p for p in M.plays(board, "RAT", LEX) if p.word == "RATS"]
    assert [(p.direction, p.start, p.laid()[-1]) for p in rats] == [(DOWN, (4, 8), ((6, 8), "T"))]


def test_lc_2_jokers_are_laid_in_lower_case_only_where_a_tile_is_missing_or_by_choice():
    board = board_with(("AXE", 7, 6, ACROSS))
    (play,) = [p for p in M.plays(board, "T?", LEX) if p.word == "TAXE"]
    assert play.jokers == 0 and play.laid() == [((7, 5), "T")]
    assert sorted(map(sorted, (d.items() for d in play.lays("T?")))) == [
        [((7, 5), "T")],
        [((7, 5), "t")],
    ]
    (needs,) = [p for p in M.plays(board, "?", LEX) if p.word == "TAXE"]
    assert needs.jokers == 1 and list(needs.lays("?")) == [{(7, 5): "t"}]


def test_lc_4_one_tile_that_reads_both_ways_is_one_lay_across():
    board = board_with(("RA", 7, 6, ACROSS), ("E", 8, 8, ACROSS))
    plays = [p for p in M.plays(board, "T", LEX) if p.laid() == [((7, 8), "T")]]
    assert [(p.direction, [w.text for w in p.words()]) for p in plays] == [(ACROSS, ["RAT", "TE"])]
    assert not [p for p in M.plays(board, "D", LEX) if p.laid() == [((7, 8), "D")]]  # RAD
    alone = board_with(("E", 8, 8, ACROSS))
    (down,) = [p for p in M.plays(alone, "D", LEX) if p.laid() == [((7, 8), "D")]]
    assert down.direction == DOWN and [w.text for w in down.words()] == ["DE"]


def random_board(seed: int) -> tuple[list[str], str]:
    """A board of 2 to 5 words laid by the generator itself from random racks, and a rack of
    3 or 4 tiles (0 to 2 jokers) to generate for: positions no one chose by hand."""
    rnd = random.Random(seed)
    letters = "AAEEERSSTTUXDIP"
    board = empty_board()
    opening, words = True, rnd.randint(2, 5)
    for _ in range(40):
        rack = "".join(rnd.choice(letters) for _ in range(6))
        plays = M.plays_by_graph(board, rack, LEX, opening)
        if plays:
            board = with_tiles(board, next(rnd.choice(plays).lays(rack)))
            opening, words = False, words - 1
            if not words:
                break
    jokers = rnd.choice(("", "?", "??"))
    rack = "".join(rnd.choice(letters) for _ in range(rnd.randint(3, 4) - len(jokers))) + jokers
    return board, rack


@pytest.mark.parametrize("seed", range(12))
def test_lc_4_both_generators_agree_on_random_boards_and_with_the_brute_force(seed):
    board, rack = random_board(seed)
    assert any(ch != "." for row in board for ch in row)
    index = generated(board, rack, LEX, opening=False, how="index")
    assert index == generated(board, rack, LEX, opening=False, how="graph")
    if seed < 4:  # the brute force takes a second or two a board
        assert index == brute_force(board, rack, LEX, opening=False)


@pytest.fixture(scope="module")
def real():
    return real_lexicon.load()


MIDGAME = [
    "................",
    ".......E..E..D..",
    ".......B..R..E..",
    ".......R..J..F..",
    ".......O..u..E..",
    "....BEQUANT..N.I",
    ".......E..A..D.M",
    ".......S.CI..U.M",
    ".........R...E.I",
    "......FLOUTONS.S",
    ".........S.....C",
    ".........S.HAVIE",
    "...DUPLEXERA...E",
    ".........N......",
    "....PAGEOTE.....",
    "................",
]


def test_lc_4_on_a_real_board_every_play_is_accepted_by_the_rules(real):
    plays = M.plays(MIDGAME, "EOLARJV?ST", real)
    assert len(plays) > 1000
    for play in plays:
        lay = next(play.lays("EOLARJV?ST"))
        assert judge(MIDGAME, lay, real, opening=False) is None, play
        assert play.words() == words_formed(MIDGAME, lay, play.direction)


def test_lc_3_the_word_graph_holds_exactly_the_lexicon_with_its_plural_only_forms(tmp_path):
    graph = movegen_graph.of_lexicon(LEX)
    codes = dict(graph.words())
    assert set(codes) == set(LEX)
    assert {w for w, code in codes.items() if code == movegen_graph.PLURAL} == {
        "EUX",
        "DEUX",
        "AXES",
        "RATS",
        "TAXES",
    }  # TEMPI is plural-only but ends in neither S nor X: an ordinary word for the rule
    path = tmp_path / "g.txt.gz"
    path.write_bytes(movegen_graph.dumps(graph, "0" * 64))
    digest, again = movegen_graph.read(path)
    assert digest == "0" * 64 and again.edges == graph.edges and again.final == graph.final
    assert movegen_graph.dumps(again, "0" * 64) == path.read_bytes()  # reproducible bytes


def test_lc_3_the_committed_word_graph_is_built_from_the_committed_lexicon(real):
    digest, graph = movegen_graph.read()
    assert digest == movegen_graph.lexicon_digest()  # else: `make lexicon`
    assert movegen_graph.for_lexicon(real).edges == graph.edges
    words = dict(graph.words())
    assert len(words) == len(real) == 412_656  # less the crude words (data/ecartes.txt)
    assert all(w in real for w in words)
    plural = {w for w, code in words.items() if code == movegen_graph.PLURAL}
    assert plural == {w for w in real if real.plural_only(w)}


def test_lc_4_both_generators_give_the_first_ones_plays_in_their_recorded_order(real):
    """Issue 16's speed work changed the search, not its answer: on recorded positions (a
    bench board, random mid-games, openings; `tests/bench/check_movegen.py` runs all 66) the
    same plays as the first generator, each generator in its recorded order (the bots break
    ties by the index's)."""
    from tests.bench import check_movegen

    cases = json.loads(check_movegen.DIGESTS.read_text())
    small = [c for c in cases if c["count"] <= 7000]
    assert len(small) >= 25 and any(c["opening"] for c in small)
    assert check_movegen.differing(small, real) == []


@pytest.mark.parametrize("how", sorted(GENERATORS))
def test_a_generation_leaves_nothing_for_the_cyclic_collector(real, how):
    """The walk's closures call themselves: left as cycles, they kept the left parts and the
    rack's counts alive until the collector ran, some 20 to 50 ms at the start of the next
    generation on a busy board. The search lets go of them, so refcounting frees it all."""
    GENERATORS[how](MIDGAME, "EOLARJV?ST", real)  # the index is built before the count
    collecting = gc.isenabled()
    gc.disable()
    try:
        gc.collect()
        plays = GENERATORS[how](MIDGAME, "EOLARJV?ST", real)
        gc.set_debug(gc.DEBUG_SAVEALL)  # what the collector finds is kept, to be looked at
        gc.collect()
        # the generator's own cycles only: a live server's threads of a browser test run
        # before in the same worker may leave garbage of their own meanwhile
        ours = [o for o in gc.garbage if "/movegen" in getattr(getattr(o, "__code__", None),
                                                             "co_filename", "")]  # fmt: skip
        assert ours == []
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        if collecting:
            gc.enable()
    assert len(plays) > 1000
