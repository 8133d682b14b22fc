"""The bit-sliced index behind La Clé's move generator (issue 16): each of its bit sets says
what it claims about each word, checked word by word against a direct count (LC-3, LC-ours-26)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.lacle import movegen_index as I
from games.lacle.movegen_slots import excess

from .lexicon_double import Lexicon

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def random_lexicon(seed: int) -> Lexicon:
    rnd = random.Random(seed)
    words = {}
    for _ in range(400):
        n = rnd.randint(2, 9)
        word = "".join(
            rnd.choice("AAEEISSXTRNU" if rnd.random() < 0.7 else ALPHABET) for _ in range(n)
        )
        words[word] = rnd.random() < 0.2  # plural-only or not, ending in S or X or not
    return Lexicon.from_words(words)


def bits_of(index: I.WordIndex, n: int, test) -> int:
    return sum(1 << i for i, w in enumerate(index.words[n]) if test(w))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_bit_set_holds_exactly_the_words_it_says(seed):
    lexicon = random_lexicon(seed)
    index = I.WordIndex(lexicon)
    assert sorted(w for ws in index.words.values() for w in ws) == sorted(lexicon)
    for n, words in index.words.items():
        assert words == sorted(words) and all(len(w) == n for w in words)
        assert index.every[n] == (1 << len(words)) - 1
        for j in range(n):
            for c in ALPHABET:
                assert index.at[n][j][c] == bits_of(index, n, lambda w, j=j, c=c: w[j] == c)
        for c in ALPHABET:
            most = max(w.count(c) for w in words)
            at_least = index.at_least[n][c]
            assert len(at_least) == most + 1
            for k, bits in enumerate(at_least):
                assert bits == bits_of(index, n, lambda w, c=c, k=k: w.count(c) >= k)
        # LC-3: a plural-only form ending in S or X may not end on a tile laid now.
        plural_end = bits_of(index, n, lambda w: w[-1] in "SX" and lexicon.plural_only(w))
        assert index.kept_last[n] == index.every[n] ^ plural_end


def test_the_chosen_words_are_read_back_in_order_sparse_or_dense():
    rnd = random.Random(7)
    words = [f"W{i:05}" for i in range(5000)]
    for density in (0, 1, 2, 3, 5, 8, 12):
        bits = (1 << len(words)) - 1
        for _ in range(density):
            bits &= rnd.getrandbits(len(words))
        expected = [w for i, w in enumerate(words) if bits >> i & 1]
        assert I.chosen(words, bits) == expected
    assert I.chosen(words, 1 << 4999) == ["W04999"]


@pytest.mark.parametrize("jokers", [0, 1, 2])
def test_the_jokers_a_word_needs_are_its_letters_beyond_the_rack_and_the_slot(jokers):
    """LC-ours-26: a word's letters on the empty cells are paid by the rack, each missing one
    by a joker; `excess(...)[k]` holds the words needing more than k."""
    lexicon = random_lexicon(4)
    index = I.WordIndex(lexicon)
    rnd = random.Random(jokers)
    for _ in range(30):
        n = rnd.choice(sorted(index.words))
        rack = Counter(rnd.choice("AEISXTRNU") for _ in range(rnd.randint(0, 8)))
        board = Counter(rnd.choice("AEST") for _ in range(rnd.randint(0, 2)))
        over = excess(index, n, rack, board, jokers)
        assert len(over) == jokers + 1
        for k in range(jokers + 1):

            def needs_more(w, k=k, rack=rack, board=board):
                missing = sum(max(0, m - rack[c] - board[c]) for c, m in Counter(w).items())
                return missing > k

            assert over[k] == bits_of(index, n, needs_more)
