#!/usr/bin/env python3
"""Build La Clé's word graph (the lexicon as a DAWG) for the move generator.

Run by `make lexicon` after `tools/build_lexicon.py`, or directly:

    python3 tools/build_graph.py

It reads `games/lacle/data/lexique.tsv.gz` and writes `games/lacle/data/graphe.txt.gz`, stamped
with the lexicon file's SHA-256 (gzip with mtime 0: the same lexicon gives the same bytes).
`games/lacle/movegen_graph.py` describes the format; building takes about 1 s of CPU (reading
the file, 0.06 s), which is why it is done here once rather than in every process.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from games.lacle import lexicon, movegen_graph  # noqa: E402


def main() -> int:
    started = time.perf_counter()
    lex = lexicon.Lexicon.from_file(lexicon.DATA)
    graph = movegen_graph.of_lexicon(lex)
    data = movegen_graph.dumps(graph, movegen_graph.lexicon_digest(lexicon.DATA))
    movegen_graph.FILE.write_bytes(data)
    edges = sum(len(e) for e in graph.edges)
    print(
        f"{movegen_graph.FILE.name}: {len(graph)} nodes, {edges} edges, {len(data)} bytes "
        f"in {time.perf_counter() - started:.1f} s",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
