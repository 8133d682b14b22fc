"""Music words laid link to their memo (issue 26: vocabulary, not just a puzzle): every key word
(LC-8) and the note names have a memo, a plural counts as its singular, other words none."""

from games.lacle import music_words
from games.lacle.keywords import KEY_WORDS
from theory.memos import SLUGS


def test_lc_8_every_key_word_links_to_a_memo_page():
    assert all(music_words.memo_of(w) for w in KEY_WORDS)
    assert set(music_words.MEMO_OF.values()) <= set(SLUGS)


def test_note_names_and_plurals_and_other_words():
    for name in ("DO", "RE", "MI", "FA", "SOL", "LA", "SI"):
        assert music_words.memo_of(name) == "hauteurs"
    assert music_words.memo_of("GAMME") == "gamme" and music_words.memo_of("NOTES") == "hauteurs"
    assert music_words.memo_of("croches") == "durees"
    assert music_words.memo_of("LAS") is None and music_words.memo_of("SAVOIR") is None
