"""A small in-memory lexicon with the real one's interface (games/lacle/README.md), so the rules
are tested without the built French lexicon: `word in lex`, `lex.plural_only(word)`,
`lex.why_not(word)`, and `Lexicon.from_words({word: plural_only})`.

`why_not` answers as the real one does for what it can tell from the spelling alone
("too-short", "not-letters"), "unknown" for any other word it lacks, or the reason a test
gives (`reasons={"MOZART": "proper-noun"}`)."""

from __future__ import annotations

from collections.abc import Mapping

LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


class Lexicon:
    def __init__(self, words: Mapping[str, bool], reasons: Mapping[str, str] | None = None):
        self._words = dict(words)
        self._reasons = dict(reasons or {})

    @classmethod
    def from_words(cls, words: Mapping[str, bool], reasons: Mapping[str, str] | None = None):
        return cls(words, reasons)

    def __contains__(self, word: object) -> bool:
        return word in self._words

    def __len__(self) -> int:
        return len(self._words)

    def __iter__(self):
        return iter(self._words)

    def plural_only(self, word: str) -> bool:
        return self._words.get(word, False)

    def why_not(self, word: str) -> str | None:
        if word in self._words:
            return None
        if word in self._reasons:
            return self._reasons[word]
        if not set(word) <= LETTERS:
            return "not-letters"
        if len(word) < 2:
            return "too-short"
        return "unknown"
