"""Build `games/lacle/data/familiar.txt.gz`: the game words a pupil may have read, for the computer
players of Mots croisés (`games/lacle/familiar.py`).

A reviewer played against the computer and met FORKA and TETAT (« tétât »): words of the
dictionary that no child reads, laid by a player the pupil is meant to learn from. The
computer now lays only words found in ordinary French text, taken from `wordfreq`'s French
frequencies (Zipf scale: 3 is once per million words; `THRESHOLD` below), each accented
form brought to its game form as La Clé writes it (`lexicon.game_form`) and kept only if the
lexicon counts it a game word. The music words La Clé teaches (`music_words.MEMO_OF`) are always
in, however rare in ordinary text (CROCHE, DIESE).

wordfreq is not a dependency of the site, which never reads it: run this with a Python that has
it (`python -m venv /tmp/wf && /tmp/wf/bin/pip install wordfreq==3.1.1`), from the repository:

    /tmp/wf/bin/python tools/build_familiar.py

The same wordfreq version and the same lexicon give the same bytes. wordfreq's data is under
CC BY-SA 4.0 (Robyn Speer and contributors), so is this list: `games/lacle/data/README.md`.
"""

from __future__ import annotations

import gzip
import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from games.lacle import lexicon  # noqa: E402 - plain Python, no Django
from games.lacle.music_words import MEMO_OF  # noqa: E402

OUT = ROOT / "games" / "lacle" / "data" / "familiar.txt.gz"
THRESHOLD = 2.5  # Zipf: about three times in ten million words of ordinary French text
SOURCE_WORDS = 400_000  # wordfreq's French list is about 310,000 words: all of it


def familiar_forms(wordfreq, lex: lexicon.Lexicon) -> set[str]:
    forms = set(MEMO_OF)
    for word in wordfreq.top_n_list("fr", SOURCE_WORDS):
        if not word.isalpha() or wordfreq.zipf_frequency(word, "fr") < THRESHOLD:
            continue
        form = lexicon.game_form(word)
        if form in lex:
            forms.add(form)
    return {form for form in forms if form in lex}


def main() -> int:
    try:
        import wordfreq  # noqa: PLC0415 - only this tool needs it
    except ImportError:
        print(__doc__.split("\n\n")[2], file=sys.stderr)
        return 1
    from importlib.metadata import version  # noqa: PLC0415

    lex = lexicon.load()
    forms = sorted(familiar_forms(wordfreq, lex))
    digest = hashlib.sha256(lexicon.DATA.read_bytes()).hexdigest()
    header = (
        f"# wordfreq {version('wordfreq')} fr, Zipf >= {THRESHOLD}, with La Clé's music words;"
        f" lexicon sha256 {digest}\n"
    )
    with gzip.GzipFile(OUT, "wb", mtime=0) as out:
        out.write((header + "".join(f"{form}\n" for form in forms)).encode())
    print(f"{OUT.relative_to(ROOT)}: {len(forms):,} words, {OUT.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
