"""La Clé in the browser: the start options (the mode, the Patience code), the action parser
(tiles laid by click or keyboard, or a typed word with its first cell and direction), and the
Patience board: the 16 × 16 grid, the rack, the words laid, the result with the solver's line
and, for a shared code, its player's ranking (`ranking.py`: his class's attempts, or his own).

Everything shown comes from `observation(state, seat)`; the pool's order never leaves the
server. The script (`static/lacle/lacle.js`) only fills the same form a click-less pupil fills.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from django import forms
from django.core.cache import cache
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext_lazy

from games.engine import Action
from games.lacle import board as B
from games.lacle import candidates, music_meanings, music_words, ranking, solver
from games.lacle import rules as R
from games.lacle.ranking import clock
from games.lacle.rules_patience_state import normal_code
from games.tables import services, starting
from games.tables.access import View
from games.tables.models import ActionLog, Table
from theory import normalise_lang

BOT_NAMES = ("Lili", "Hugo", "Nadia")  # Mots croisés seats up to three computers
# The solver after an attempt (measured with the real lexicon: 0.5 to 4 s on this machine's
# deals): so many positions expanded, so many lays tried from each, one greedy finish.
SOLVER_NODES, SOLVER_WIDTH, SOLVER_DIVES = 6, 8, 2
VOWELS = frozenset("AEIOUY") | {R.JOKER}  # a joker can be any vowel


class OptionsForm(starting.GameOptions):
    mode = forms.ChoiceField(
        label=gettext_lazy("Jeu"),
        choices=[("patience", gettext_lazy("La Patience (seul)"))],
        initial="patience",
        help_text=gettext_lazy("Les mots croisés à plusieurs arrivent bientôt."),
    )
    code = forms.CharField(
        label=gettext_lazy("Code de la Patience"),
        required=False,
        max_length=20,
        help_text=gettext_lazy(
            "Tous ceux qui tapent le même code reçoivent les mêmes lettres, dans le même "
            "ordre : la classe peut comparer. Vide : des lettres au hasard."
        ),
    )
    field_order = ["mode", "code"]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        del self.fields["hints"], self.fields["speed"]  # no hints, no computer to wait for

    def options(self, mode: str, seats: int) -> dict:
        data = self.cleaned_data
        return {"mode": data["mode"], "code": normal_code(data.get("code") or "")}


def _int(text) -> int | None:
    try:
        return int(str(text).strip())
    except (TypeError, ValueError):
        return None


def parse_action(post: Mapping, seat: int) -> Action | None:
    """`give-up`; a `lay` of tiles (`tile` = "row-col-A" or "row-col-?E", 0-based, from the
    script); or a typed `word` with its `row`, `col` (1 … 16) and `direction`. None: not an
    action at all."""
    kind = post.get("kind", "")
    if kind == R.GIVE_UP:
        return Action(seat, R.GIVE_UP)
    if kind != R.LAY:
        return None
    direction = post.get("direction") or None
    if direction not in (None, "across", "down"):
        return None
    getlist = getattr(post, "getlist", lambda k: [post[k]] if k in post else [])
    raw = [t for t in getlist("tile") if t][:16]
    if raw:
        tiles = []
        for item in raw:
            parts = str(item).split("-")
            if len(parts) != 3 or _int(parts[0]) is None or _int(parts[1]) is None:
                return None
            tiles.append([_int(parts[0]), _int(parts[1]), parts[2][:2]])
        params: dict = {"tiles": tiles}
        if direction:
            params["direction"] = direction
        return Action.of(seat, R.LAY, params)
    word = str(post.get("word", "")).strip()[:30]
    row, col = _int(post.get("row")), _int(post.get("col"))
    if not word or row is None or col is None:
        return None
    return Action.of(
        seat,
        R.LAY,
        {"word": word, "at": [row - 1, col - 1], "direction": direction or "across"},
    )


bot_name = partial(starting.named_bot, BOT_NAMES)


def rules_context() -> dict:
    from games.lacle import rules_page  # noqa: PLC0415 - the rules page's pieces

    return {**starting.rules_pages("lacle"), **rules_page.context()}


def _kind_words(cell: B.Cell) -> str:
    colour = {
        B.ROUGE: _("rouge"),
        B.ORANGE: _("orangée"),
        B.VERT: _("verte"),
        B.BLEU: _("bleue"),
    }.get(cell.colour or "", "")
    if cell.kind == B.GRAY:
        return _("case grise")
    if cell.kind == B.COLOUR:
        return _("case %(colour)s") % {"colour": colour}
    if cell.kind == B.KEY:
        return _("case clé")
    if cell.kind == B.KEY_COLOUR:
        return _("case clé %(colour)s") % {"colour": colour}
    return _("case blanche")


# Each colour's cell marked by its initial in the player's language (the legend says which).
MARKS = {
    B.ROUGE: pgettext_lazy("La Clé: initial of red", "R"),
    B.ORANGE: pgettext_lazy("La Clé: initial of orange", "O"),
    B.VERT: pgettext_lazy("La Clé: initial of green", "V"),
    B.BLEU: pgettext_lazy("La Clé: initial of blue", "B"),
}


def grid(
    board: list[str],
    *,
    last: set | frozenset = frozenset(),
    refused: Mapping | None = None,
    numbers: Mapping | None = None,
    music: set | frozenset = frozenset(),
) -> list[list[dict]]:
    """The 16 × 16 cells as the page draws them: kind, colour mark, letter, and the words a
    screen reader says (« ligne 3, colonne 5, case rouge, lettre A »)."""
    refused = refused or {}
    numbers = numbers or {}
    rows = []
    for r in range(B.SIZE):
        row = []
        for c in range(B.SIZE):
            cell = B.cell(r, c)
            ch = board[r][c] if board else "."
            letter = ch.upper() if ch != "." else ""
            parts = [_("ligne %(r)s, colonne %(c)s") % {"r": r + 1, "c": c + 1}, _kind_words(cell)]
            if (r, c) == B.TOP_LEFT:
                parts.append(_("départ"))
            if (r, c) == B.BOTTOM_RIGHT:
                parts.append(_("arrivée"))
            if letter:
                parts.append(
                    _("lettre %(l)s (joker)") % {"l": letter}
                    if ch.islower()
                    else _("lettre %(l)s") % {"l": letter}
                )
            else:
                parts.append(_("vide"))
            if (r, c) in refused:
                parts.append(_("mot refusé"))
            if (r, c) in music:
                parts.append(_("mot de musique"))
            row.append(
                {
                    "r": r,
                    "c": c,
                    "kind": cell.kind,
                    "colour": cell.colour or "",
                    "mark": str(MARKS.get(cell.colour or "", "")),
                    "key": cell.key,
                    "letter": letter,
                    "joker": ch.islower(),
                    "ghost": refused.get((r, c), "") if not letter else "",
                    "refused": (r, c) in refused,
                    "last": (r, c) in last,
                    "music": (r, c) in music,
                    "start": (r, c) == B.TOP_LEFT,
                    "goal": (r, c) == B.BOTTOM_RIGHT,
                    "number": numbers.get((r, c), ""),
                    "label": ", ".join(str(p) for p in parts),
                }
            )
        rows.append(row)
    return rows


def _refused_cells(refusal: dict | None) -> dict:
    word = ((refusal or {}).get("detail") or {}).get("word")
    if not word:
        return {}
    return {(r, c): ch for (r, c), ch in zip(word["cells"], word["word"], strict=False)}


def _elapsed(table: Table) -> str:
    last = ActionLog.objects.filter(table=table).order_by("-seq").first()
    if last is None:
        return ""
    return clock((last.created_at - table.created_at).total_seconds())


def solver_line(state) -> dict:
    """The solver's answer for this deal (cached per deal): its chain, and whether it is known
    to be the shortest."""
    key = f"lacle:solve:{state.seed}:{SOLVER_NODES}:{SOLVER_WIDTH}:{SOLVER_DIVES}"
    found = cache.get(key)
    if found is None:
        lexicon = R.default_lexicon()
        start = R.new_game(1, R.Options(), state.seed)
        solution = solver.solve(
            start,
            lexicon,
            words=candidates.state_lays(lexicon),
            max_nodes=SOLVER_NODES,
            width=SOLVER_WIDTH,
            dives=SOLVER_DIVES,
        )
        found = {"chain": solution.chain, "reached": solution.reached, "exact": solution.exhaustive}
        cache.set(key, found, 24 * 3600)
    return found


def _chain_label(found: dict, played: int | None) -> str:
    """Whose words follow, when the verdict spoke of the pupil's (« pas plus court que tes 6
    mots » then seven words read as hers: a reviewer's find)."""
    n = len(found["chain"])
    if played is None or not found["reached"] or n < played:
        return ""  # the verdict itself announces the computer's path, or there is none
    return ngettext(
        "Le chemin de l’ordinateur, en %(n)s mot :",
        "Le chemin de l’ordinateur, en %(n)s mots :",
        n,
    ) % {"n": n}


def _verdict(found: dict, played: int | None) -> str:
    """What the computer's search says after the pupil's attempt, the pupil's own finish first:
    a pupil who reached the corner is never told it cannot be reached."""
    n = len(found["chain"])
    if played is not None and not found["reached"]:
        return _(
            "Tu as fait mieux que l’ordinateur : il n’a pas trouvé de chemin jusqu’en bas à droite."
        )
    if played is not None and n >= played:
        if found["exact"]:
            return _("Impossible de faire mieux : tes %(n)s mots, c’est le plus court.") % {
                "n": played
            }
        return _("L’ordinateur n’a pas trouvé plus court que tes %(n)s mots.") % {"n": played}
    if not found["reached"]:
        return _("L’ordinateur non plus n’a pas trouvé de chemin jusqu’en bas à droite.")
    if found["exact"]:
        return _("On peut faire mieux : %(n)s mots.") % {"n": n}
    return _("L’ordinateur y arrive en %(n)s mots :") % {"n": n}


def board_context(*, table, rules, state, view: View, lang: str, refusal: dict | None) -> dict:
    from games.lacle import presenter_crossword  # noqa: PLC0415 - Mots croisés' own board
    from games.tables.boards import assets, game_info  # noqa: PLC0415

    if presenter_crossword.is_crossword(state):
        return presenter_crossword.board_context(
            table=table, rules=rules, state=state, view=view, lang=lang, refusal=refusal
        )

    lang = normalise_lang(lang)
    seat = view.seat if view.seat == 0 else (0 if 0 in view.own else None)
    obs = services.observe(table, rules, state, seat)
    chain = obs["chain"]
    last = {tuple(c) for c in chain[-1]["cells"]} if chain else {B.TOP_LEFT}
    numbers = {}
    for i, word in enumerate(chain, 1):
        numbers.setdefault(tuple(word["cells"][0]), i)
    refused = _refused_cells(refusal)
    finished = obs["phase"] != R.PLAY
    rack = [
        {"i": i, "tile": t, "letter": "?" if t == R.JOKER else t}
        for i, t in enumerate(obs["rack"] or [])
    ]
    count = len(chain)
    context = {
        "table": table,
        "game": game_info("la-cle"),
        "inner_template": "lacle/board.html",
        **assets("la-cle"),
        "obs": obs,
        "viewer": seat,
        "my_turn": seat == 0 and not finished,
        "finished": finished,
        "refusal": refusal,
        "pass_screen": None,
        "rows": grid(
            obs["board"], last=last, refused=refused, numbers=numbers, music=_music_cells(chain)
        ),
        "columns": list(range(1, B.SIZE + 1)),
        "rack": rack,
        "hand": rack,
        "chain": [
            {"n": i, "word": w["word"], **_memo(w), **_where(w)} for i, w in enumerate(chain, 1)
        ],
        "count_words": ngettext("%(n)s mot", "%(n)s mots", count) % {"n": count},
        "previous": obs["previous"],
        "pool_count": obs["pool_count"],
        "code": obs["options"].get("code", ""),
        "player_name": table.seats.all()[0].shown_name if table.seats.all() else "",
        # LC-11: no exchange in the Patience; a rack without a vowel is usually stuck, and the
        # pupil should hear that giving up and starting again is allowed.
        "no_vowel": not finished and bool(rack) and not any(t["tile"] in VOWELS for t in rack),
    }
    if finished:
        context.update(_result(table, state, obs, seat))
    return context


# The memo pages' titles, as theory's memo index says them (theory.views.TITLES).
MEMO_TITLES = {
    music_words.HAUTEURS: gettext_lazy("Les hauteurs"),
    music_words.DUREES: gettext_lazy("Les durées"),
    music_words.INTERVALLES: gettext_lazy("Les intervalles"),
    music_words.GAMME: gettext_lazy("La gamme et les altérations"),
    music_words.SON: gettext_lazy("Les quatre paramètres du son"),
}


def _memo(word: dict) -> dict:
    """A music word laid links to the memo that explains it (issue 26: vocabulary)."""
    entry = music_words.entry_of(word["word"])
    if entry is None:
        return {"music": False}
    slug = music_words.MEMO_OF[entry]
    return {
        "music": True,
        "meaning": music_meanings.MEANINGS[entry],  # what the word means, read beside it
        "memo_url": reverse("theory:memo", args=[slug]),
        "memo_title": MEMO_TITLES[slug],
    }


def _music_cells(chain: list[dict]) -> frozenset:
    return frozenset(
        tuple(cell) for w in chain if music_words.memo_of(w["word"]) for cell in w["cells"]
    )


def _where(word: dict) -> dict:
    r, c = word["cells"][0]
    return {
        "row": r + 1,
        "col": c + 1,
        "down": word["direction"] == "down",
    }


def _result(table, state, obs: dict, seat: int | None) -> dict:
    result = obs["result"]
    found = solver_line(state)
    played = result["words"] if result["reached"] else None
    code = obs["options"].get("code", "")
    verdict = _verdict(found, played)
    if code and played is None and found["reached"]:
        # A shared code deals the same tiles again: a path read after giving up could be
        # replayed at once, first of the class (a reviewer's find). It shows once arrived.
        n = len(found["chain"])
        found = {**found, "chain": []}
        verdict = ngettext(
            "L’ordinateur y arrive en %(n)s mot. Son chemin s’affiche quand tu arrives en bas à "
            "droite : ta classe compare cette Patience, jouée sans aide.",
            "L’ordinateur y arrive en %(n)s mots. Son chemin s’affiche quand tu arrives en bas à "
            "droite : ta classe compare cette Patience, jouée sans aide.",
            n,
        ) % {"n": n}
    return {
        "result": result,
        "elapsed": _elapsed(table),
        "solver": {
            **found,
            "verdict": verdict,
            "chain_label": _chain_label(found, played),
            # Only beside a path the computer found: with none, « a shorter one » means nothing.
            "bound": ""
            if found["exact"] or not found["reached"]
            else _(
                "L’ordinateur n’a pas essayé tous les chemins : il en existe peut-être un plus court."
            ),
        },
        "ranking": ranking.ranking(table) if code and seat == 0 else {"rows": []},
    }


board_template, rules_template = "tables/board.html", "tables/rules.html"
inner_template, card_template = "lacle/board.html", "lacle/tile.html"
