"""The board as data and the tiles (LC-1, LC-2, LC-ours-1, 3, 4, 19)."""

from collections import Counter

from games.lacle import board as B
from games.lacle import tiles as T

PICTURE = """\
*...R..**..O...*
.R............O.
..R..........O..
...R...RO...O...
R...R......O...O
.....r....o.....
......####......
*..R..####..O..*
*..B..####..V..*
......####......
.....b....v.....
B...B......V...V
...B...BV...V...
..B..........V..
.B............V.
*...B..**..V...*"""


def test_lc_1_and_lc_ours_1_the_board_is_16_by_16_with_gray_colours_and_keys():
    assert B.SIZE == 16 and len(B.CELLS) == 256
    assert B.render() == PICTURE
    kinds = Counter((c.kind, c.colour) for c in B.CELLS.values())
    assert kinds[(B.GRAY, None)] == 16
    assert kinds[(B.KEY, None)] == 12
    for colour in B.COLOURS:  # each colour as well placed as the others
        assert kinds[(B.COLOUR, colour)] == 8
        assert kinds[(B.KEY_COLOUR, colour)] == 1
    assert kinds[(B.PLAIN, None)] == 256 - 16 - 12 - 32 - 4
    assert B.cell(0, 0).key and B.cell(15, 15).key  # La Patience starts and ends on a key


def test_lc_1_a_quarter_turn_maps_each_colour_to_the_next_and_keeps_the_kinds():
    nxt = dict(zip(B.COLOURS, B.COLOURS[1:] + B.COLOURS[:1], strict=True))
    for (r, c), cell in B.CELLS.items():
        turned = B.cell(c, B.SIZE - 1 - r)
        assert turned.kind == cell.kind
        assert turned.colour == (nxt[cell.colour] if cell.colour else None)
        assert B.cell(c, r).kind == cell.kind  # the kinds are symmetric about the diagonal


def test_lc_1_the_gray_block_is_the_true_centre_of_an_even_board():
    assert B.gray_cells() == [(r, c) for r in range(6, 10) for c in range(6, 10)]


def test_lc_ours_19_a_three_letter_opening_fits_on_gray_and_a_longer_one_runs_past():
    gray = set(B.gray_cells())
    assert {(7, c) for c in range(6, 9)} <= gray  # 3 letters inside the block
    assert {(7, c) for c in range(4, 11)} & gray  # 7 letters from col 5 still cover gray
    assert not {(7, c) for c in range(4, 11)} <= gray  # …and run past it either way


def test_lc_1_board_helpers():
    assert B.in_board(0, 15) and not B.in_board(16, 0) and not B.in_board(-1, 3)
    assert sorted(B.neighbours(0, 0)) == [(0, 1), (1, 0)]
    assert len(B.neighbours(5, 5)) == 4
    data = B.to_json()
    assert data["size"] == 16 and len(data["cells"]) == 256 - 192
    assert {"row": 5, "col": 5, "kind": "key-colour", "colour": "rouge"} in data["cells"]


def test_lc_2_and_lc_ours_3_the_102_tiles_of_the_french_distribution_with_2_jokers():
    assert len(T.BAG) == 102
    counts = Counter(T.BAG)
    assert counts[T.JOKER] == 2
    assert counts["E"] == 15 and counts["A"] == 9 and counts["I"] == 8
    assert counts["N"] == counts["O"] == counts["R"] == counts["S"] == counts["T"] == 6
    assert counts["U"] == 6 and counts["L"] == 5 and counts["D"] == counts["M"] == 3
    assert all(counts[ch] == 2 for ch in "BCFGHPV")
    assert all(counts[ch] == 1 for ch in "JKQWXYZ")
    assert set(counts) == set("ABCDEFGHIJKLMNOPQRSTUVWXYZ?")


def test_lc_ours_4_accents_are_ignored():
    assert T.plain("fière") == "FIERE"
    assert T.plain("Élève") == "ELEVE"
    assert T.plain("cœur") == "COEUR"


def test_lc_ours_16_the_shuffle_is_the_seed_s_and_every_tile_is_there():
    first, _ = T.shuffled(7)
    again, _ = T.shuffled(7)
    other, _ = T.shuffled(8)
    assert first == again and first != other
    assert Counter(first) == Counter(T.BAG)
