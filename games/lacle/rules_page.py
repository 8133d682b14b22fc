"""The rules page's pieces (LC-ours-23): the empty board, the sheet's Patience replayed word by
word through the real rules (one board with the words numbered, and the list of steps), the
lexicon's size and the key words."""

from __future__ import annotations

import functools

from django.utils.formats import number_format

from games.lacle import board as B
from games.lacle import example, lexicon
from games.lacle import rules as R
from games.lacle.keywords import KEY_WORDS
from games.lacle.rules_words import empty_board


@functools.cache
def _replay() -> tuple[list[str], list[dict]]:
    """The example played through the real rules and lexicon: the final board and each step."""
    state = R.scenario(example.draws())
    steps = []
    for n, (word, direction, tiles) in enumerate(example.moves(), 1):
        state, events = R.apply(state, R.lay(tiles, direction))
        side = next((e.data["words"] for e in events if e.kind == "side-words"), [])
        r, c = example.PATIENCE_EXAMPLE[n - 1][1:3]
        steps.append(
            {
                "n": n,
                "word": word,
                "row": r + 1,
                "col": c + 1,
                "down": direction == "down",
                "laid": "".join(t for _r, _c, t in tiles),
                "side": [w["word"] for w in side],
            }
        )
    return list(state.board), steps


# The sheet's two small diagrams (LC-sheet-35, 36), redrawn: each row as the sheet prints it
# ("." an empty cell) and the cells laid by the move it explains. The first one's layout is
# damaged in the 1954 text; our reading puts CASE and TAXE down, EUX across (the sheet's own
# AXE → TAXE and EUX examples), and the R of ART between them. The third is ours: after TIR,
# COTE is allowed.
SHEET_DIAGRAMS = {
    "art": (("C..", "ART", "S.A", "EUX", "..E"), {(1, 1)}),
    "rame": ((".T..", "RAME", ".C.T", ".T.R", "...E"), set()),
    "cote": ((".T...", "RAME.", ".COTE", ".TIR.", "...E."), {(2, 2), (2, 4)}),
}


def sheet_diagram(rows: tuple[str, ...], new: set) -> dict:
    return {
        "width": len(rows[0]),
        "rows": [
            [{"letter": "" if ch == "." else ch, "new": (r, c) in new} for c, ch in enumerate(row)]
            for r, row in enumerate(rows)
        ],
    }


@functools.cache
def lexicon_size() -> int:
    return len(lexicon.load())


def context() -> dict:
    from games.lacle.presenter import grid  # noqa: PLC0415 - the page's board drawing

    final, steps = _replay()
    numbers = {(r, c): n for n, (_w, r, c, _d) in enumerate(example.PATIENCE_EXAMPLE, 1)}
    return {
        "empty_rows": grid(empty_board()),
        "example_rows": grid(final, numbers=numbers),
        "columns": list(range(1, B.SIZE + 1)),
        "steps": steps,
        # « 412 844 », « 412.844 », « 412,844 »: grouped as the page's language writes numbers
        "lexicon_size": number_format(lexicon_size(), force_grouping=True),
        "key_words": KEY_WORDS,
        "diagrams": {name: sheet_diagram(*d) for name, d in SHEET_DIAGRAMS.items()},
    }
