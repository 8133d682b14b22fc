"""La Clé's 12 key words (ruling LC-8): music words of 3 letters or more, our theme tie-in.

Each is a game word of the lexicon and none is plural-only (LC-3), so each can be laid as the
opening word; all can be spelt with the French Scrabble tiles (LC-2). The pack of key cards is
these 12, shuffled.
"""

KEY_WORDS: tuple[str, ...] = (
    "CLE",
    "SOL",
    "NOTE",
    "GAMME",
    "PORTEE",
    "SOUPIR",
    "DIESE",
    "BEMOL",
    "ACCORD",
    "RYTHME",
    "TEMPO",
    "OCTAVE",
)
