"""The lexicon as a bit-sliced index, for La Clé's move generator (`movegen`): for each word
length, one big integer per question a slot asks, a bit per word.

For the words of length `n` (sorted, word `i` ↔ bit `i`):

- `at[n][j][letter]`: the words with `letter` at position `j`;
- `at_least[n][letter][k]`: the words holding `letter` `k` times or more (`k` from 0);
- `kept_last[n]`: the words that may end on a tile laid now, i.e. all but the plural-only forms
  ending in S or X (LC-3: such a form needs its final letter already on the board).

A slot of the board (a stretch of a line, its letters and the letters its cross-checks allow)
is then a handful of ANDs and ORs over these integers, which CPython runs in C over 30 bits at
a time: the per-word work that a walk of the word graph does one Python step at a time is done
here for some 60,000 words at once. Built from the lexicon once per process (about 1 s of CPU,
21 MB for the 412,656 forms).
"""

from __future__ import annotations

import functools
import re

from .board import SIZE
from .movegen_line import ALPHABET

_ONLY = {c: str.maketrans({x: "1" if x == c else "0" for x in ALPHABET}) for c in ALPHABET}
BITS = [tuple(b for b in range(8) if v >> b & 1) for v in range(256)]  # a byte's set bits
NONZERO = re.compile(rb"[^\x00]+")  # runs of nonzero bytes: the zero ones skipped in C
MARK = bytes([0] + [1] * 255)  # a nonzero byte as 1, for `bytes.find`
FEW = 400  # up to this many words, `chosen` finds the bytes that hold them


class WordIndex:
    """The game words of 2 to 16 letters, by length, as bit sets (see the module)."""

    __slots__ = ("words", "every", "at", "at_least", "kept_last")

    def __init__(self, lexicon) -> None:
        by_length: dict[int, list[str]] = {}
        for word in lexicon:
            if 2 <= len(word) <= SIZE:
                by_length.setdefault(len(word), []).append(word)
        self.words: dict[int, list[str]] = {}
        self.every: dict[int, int] = {}
        self.at: dict[int, list[dict[str, int]]] = {}
        self.at_least: dict[int, dict[str, list[int]]] = {}
        self.kept_last: dict[int, int] = {}
        for n, words in by_length.items():
            words.sort()
            every = (1 << len(words)) - 1
            text = "".join(words)
            # Position j of every word at once: text[j::n]; a letter's bits from a string of
            # 0s and 1s (read from its end: word 0 is the lowest bit).
            at = [
                {
                    c: int(column.translate(_ONLY[c])[::-1], 2) if c in column else 0
                    for c in ALPHABET
                }
                for column in (text[j::n] for j in range(n))
            ]
            plural = "".join("1" if _plural_end(lexicon, w) else "0" for w in words)
            self.words[n] = words
            self.every[n] = every
            self.at[n] = at
            self.at_least[n] = {c: _counts(every, [at[j][c] for j in range(n)]) for c in ALPHABET}
            self.kept_last[n] = every ^ int(plural[::-1], 2)


def _plural_end(lexicon, word: str) -> bool:
    return word[-1] in "SX" and lexicon.plural_only(word)


def _counts(every: int, positions: list[int]) -> list[int]:
    """`out[k]`: the words holding the letter at `k` positions or more, from its bit set at
    each position (a counter over bit sets); trailing empty sets dropped."""
    out = [every]
    for here in positions:
        if not here:
            continue
        out.append(0)
        for k in range(len(out) - 1, 0, -1):
            out[k] |= out[k - 1] & here
    while len(out) > 1 and not out[-1]:
        out.pop()
    return out


def chosen(words: list[str], bits: int) -> list[str]:
    """The words whose bits are set in `bits`, in order, read in C as far as can be: a few
    words by the bytes that hold them (`find` on the nonzero bytes marked), more from the
    binary digits (one `find` a word), a dense set byte by byte (its zero bytes skipped by the
    regular expression engine). The three agree; each is the fastest in its range."""
    count, span = bits.bit_count(), bits.bit_length()
    if count * 8 >= span:
        data = bits.to_bytes((span + 7) // 8, "little")
        return [
            words[i * 8 + b]
            for run in NONZERO.finditer(data)
            for i in range(run.start(), run.end())
            for b in BITS[data[i]]
        ]
    out: list[str] = []
    if count < FEW:
        data = bits.to_bytes((span + 7) // 8, "little")
        find = data.translate(MARK).find
        at = find(1)
        while at >= 0:
            base = at * 8
            for b in BITS[data[at]]:
                out.append(words[base + b])
            at = find(1, at + 1)
        return out
    low = (bits & -bits).bit_length() - 1
    digits = bin(bits >> low)[:1:-1]  # lowest first
    find = digits.find
    at = find("1")
    while at >= 0:
        out.append(words[low + at])
        at = find("1", at + 1)
    return out


@functools.cache
def for_lexicon(lexicon) -> WordIndex:
    """The index of `lexicon`, built once per process."""
    return WordIndex(lexicon)
