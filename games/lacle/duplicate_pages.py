"""What La Clé en duplicate's pages show, built from `duplicate.view(game, viewer)` only: the
shared board (with the top laid once the turn has ended), the rack everyone shares, a pupil's
own move as faint letters on his copy of the board, the turn's results and the ranking."""

from __future__ import annotations

from django.urls import reverse
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _

from games.tables import people

from . import duplicate as D
from . import duplicate_service as S
from . import presenter_crossword as PC
from .models import DuplicateGame
from .rules_words import EMPTY, with_tiles
from .tiles import JOKER

ENDINGS = {
    D.OUT: gettext_lazy("Toutes les lettres ont été posées."),
    D.LETTERS: gettext_lazy("Le sac et le tirage n’ont plus assez de voyelles ou de consonnes."),
    D.NO_MOVE: gettext_lazy("Le tirage ne forme plus aucun mot."),
    D.STOPPED: gettext_lazy("Le professeur a arrêté la partie."),
}


def where(move: dict) -> str:
    """« ligne 8, colonne 7, vers la droite » for a move's main word."""
    r, c = move["start"]
    if move["direction"] == "down":
        return _("ligne %(r)s, colonne %(c)s, vers le bas") % {"r": r + 1, "c": c + 1}
    return _("ligne %(r)s, colonne %(c)s, vers la droite") % {"r": r + 1, "c": c + 1}


def _grid(seen: dict, mine: dict | None, refusal_json: dict | None) -> list[list[dict]]:
    """The board: during a turn, the shared board (the last top marked) and the pupil's own
    move as faint letters; once the turn or the game has ended, the top laid and marked."""
    board, marked = seen["board"], None
    last = seen["last"]
    if last and last["top"]:
        marked = last["top"]
        tiles = {(r, c): s for r, c, s in marked["tiles"]}
        # The top laid once its turn has ended: in the pause, and at the end of a game the
        # teacher stopped during a turn (its top was never laid for the next turn).
        if seen["phase"] != D.PLAY and all(board[r][c] == EMPTY for r, c in tiles):
            board = with_tiles(board, tiles)
    moves = [{"kind": "lay", "tiles": marked["tiles"]}] if marked else []
    rows = PC.rows({"board": board, "pending": None, "last_move": moves}, refusal_json)
    for r, c, stored in (mine or {}).get("tiles", []):
        cell = rows[r][c]
        cell["ghost"], cell["mine"] = stored.upper(), True
        mark = _("ton coup : lettre %(l)s") % {"l": stored.upper()}
        cell["label"] = f"{cell['label']}, {mark}"
    return rows


def _results(last: dict | None, names: dict[str, str], teacher: bool, me: str | None):
    """The finished turn: the top, and each player's points and share (his word: teacher)."""
    if not last:
        return None
    top = last["top"]
    rows = [
        {
            "name": names.get(p, "?"),
            "points": points,
            "percent": last["percent"].get(p),
            "word": last["words"].get(p, "") if teacher or p == me else "",
            "me": p == me,
        }
        for p, points in last["scores"].items()
    ]
    rows.sort(key=lambda row: (-row["points"], row["name"].casefold()))
    return {
        "turn": last["turn"],
        "rack": last["rack"],
        "top": {**top, "word": top["words"][0], "where": where(top)} if top else None,
        "rows": rows,
        "mine": next((row for row in rows if row["me"]), None),
    }


def game_context(row: DuplicateGame, user, role: str, lang: str, refusal=None) -> dict:
    game = D.from_json(row.state)
    me = str(user.pk) if role == "player" else None
    seen = D.view(game, me)
    names = {str(p.user_id): p.name for p in row.players.all()}
    teacher = role == "teacher"
    refusal_json = {"detail": refusal.to_json(lang)} if refusal is not None else None
    mine = seen["mine"] if seen["phase"] == D.PLAY else None
    standings = [
        {**s, "name": names.get(s["player"], "?"), "me": s["player"] == me}
        for s in seen["standings"]
    ]
    results = _results(seen["last"], names, teacher, me)
    if not teacher and not row.ranking_shown:  # his own line only: no other name leaves
        standings = [s for s in standings if s["me"]]
        if results:
            results["rows"] = [r for r in results["rows"] if r["me"]]
    signature = "".join(f"{r}.{c}{s}" for r, c, s in (mine or {}).get("tiles", []))
    return {
        "row": row,
        "table": row,  # what the rack's forms read: its code and version
        "play_url": reverse("games:lacle-duplicate-play", args=[row.code]),
        "preview_url": reverse("games:lacle-duplicate-preview", args=[row.code]),
        "page_url": reverse("games:lacle-duplicate", args=[row.code]),
        "state_url": reverse("games:lacle-duplicate-state", args=[row.code]),
        "role": role,
        "class_name": dict(people.classes_taught(user)).get(row.class_code, "") if teacher else "",
        "teacher": teacher,
        "phase": seen["phase"],
        "waiting": row.status == DuplicateGame.Status.WAITING,
        "playing": seen["phase"] == D.PLAY and row.status != DuplicateGame.Status.WAITING,
        "turn": seen["turn"],
        "remaining": S.remaining(row),
        "board_version": f"{row.version}-{signature}",
        "rows": _grid(seen, mine, refusal_json),
        "columns": range(1, 17),
        "rack": [
            {"i": i, "tile": t, "letter": "?" if t == JOKER else t}
            for i, t in enumerate(seen["rack"])
            if row.status != DuplicateGame.Status.WAITING  # shown to all at once, at the start
        ],
        "key_word": seen["key_word"],
        "pool_count": seen["pool_count"],
        "mine": {**mine, "where": where(mine)} if mine else None,
        "refusal": refusal.why.render(lang) if refusal is not None else "",
        "results": results,
        "ranking_shown": row.ranking_shown or teacher,
        "standings": standings,
        "my_standing": next((s for s in standings if s["me"]), None),
        "submitted": [
            {
                "name": p.name,
                "done": str(p.user_id) in (seen["submitted"] or ()),
                "away": S.away(p),
            }
            for p in row.players.all()
        ]
        if teacher
        else [],
        "away": away_count(row) if teacher else 0,
        "ending": ENDINGS.get(seen["ended"] or "", ""),
    }


def away_count(row: DuplicateGame) -> int:
    """The pupils whose page has stopped polling (« Camille cherche » stood for a closed tab:
    review 9): the teacher's page loads again when it changes, as when a move comes in."""
    return sum(1 for p in row.players.all() if S.away(p))


FINISHED_SHOWN = 3  # the class's last finished games on its dashboard


def panel(class_code: str, names_of: dict[int, str], *, pupil: bool = False) -> dict:
    """La Clé en duplicate in La Clé's section of a class's dashboard (`ranking.class_panel`):
    the link that starts a game for the class, and its games still running (one query); on a
    pupil's own page, the class's running games he may join."""
    running = S.running().filter(class_code=class_code).order_by("-created_at")[:3]
    entry = reverse("games:lacle-duplicate-entry")
    return {
        "start_url": f"{entry}?classe={class_code}",
        "entry_url": entry,
        "running": [
            {
                "code": g.code,
                "url": reverse("games:lacle-duplicate", args=[g.code]),
                "join_url": reverse("games:lacle-duplicate-join", args=[g.code]),
            }
            for g in running
        ],
        "finished": [] if pupil else finished(class_code, names_of),
        "pupil": pupil,
    }


def finished(class_code: str, names_of: dict[int, str], count: int = FINISHED_SHOWN) -> list:
    """The class's last finished games (one query): each pupil's points, his share of the top
    over the turns he played, and how many turns he laid nothing, best first."""
    rows = DuplicateGame.objects.filter(
        class_code=class_code, status=DuplicateGame.Status.FINISHED
    ).order_by("-updated_at")[:count]
    out = []
    for row in rows:
        game = D.from_json(row.state)
        out.append(
            {
                "code": row.code,
                "url": reverse("games:lacle-duplicate", args=[row.code]),
                "when": row.updated_at,
                "day": _day(row.updated_at),
                "turns": len(game.history),
                "rows": [
                    {
                        "name": names_of.get(int(s["player"]), "?"),
                        "rank": s["rank"],
                        "total": s["total"],
                        "top": s["top"],
                        "percent": s["percent"],
                        "turns": s["turns"],
                        "blank": sum(
                            1
                            for t in game.history
                            if t["turn"] >= game.players[s["player"]]["since"]
                            and not t["words"].get(s["player"])
                        ),
                    }
                    for s in D.standings(game)
                ],
            }
        )
    return out


def _day(when) -> str:
    """« 30 novembre », « 30 noiembrie » (Django writes « 30 Noiembrie »: Romanian months take
    no capital), « 30 November »."""
    text = date_format(timezone.localtime(when), "j F")
    return text.lower() if get_language() == "ro" else text
