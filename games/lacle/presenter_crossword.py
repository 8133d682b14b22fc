"""Mots croisés at the table: the start options (the mode, Classique or Arbitre, teams), the
action parser (a lay as in La Patience, and pass, challenge, accept), and the board of one seat:
the 16 × 16 grid, its own rack only, the others' racks as counts, the key card, the scores (per
team in teams), the pool count, the last move, the challenge window and its verdict, the words
with their points, the end with the winner and why.

Everything shown comes from `observation(state, seat)`: another seat's rack and the pool's
order never reach a page (docs/architecture.md, "Hidden information"), and in Classique nothing
here says whether a word stands before a challenge (no lexicon is asked).
"""

from __future__ import annotations

from collections.abc import Mapping
from math import ceil

from django import forms
from django.core.cache import cache
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.engine import Action
from games.lacle import board as B
from games.lacle import hint_crossword
from games.lacle import presenter as P
from games.lacle import rules as R
from games.lacle import rules_crossword as C
from games.lacle.bots_table import CROSSWORD_BOTS
from games.lacle.crossword_log import (
    TEAM_WORDS,
    dealer_line,
    end,
    news,
    since_mine,
    stood_in,
    words_log,
)
from games.lacle.rules_patience_state import ARBITRE, CLASSIQUE, CROSSWORD
from games.tables import boards, services, starting
from games.tables.access import View
from games.tables.models import Table
from games.tables.names import elides

# Mots croisés' computer levels: none yet (issue 16, later slice); one line each in
# `bots_table.CROSSWORD_BOTS`, which the start form (`LaCleConfig.start_levels`) offers too.
CROSSWORD_LEVELS: tuple[str, ...] = tuple(CROSSWORD_BOTS)
OWN_KINDS = (C.PASS, C.CHALLENGE, C.ACCEPT)
# The computer's delay before it acts, in ms: at Mots croisés also the challenge window when it
# plays next (LC-6), so longer than the card games' (`starting.SPEEDS`).
# A child reads a long word before he challenges it: 8 s by default (it was 5, and 2 when fast).
CROSSWORD_SPEEDS = {"slow": 15000, "normal": 8000, "fast": 4000}


class OptionsForm(P.OptionsForm):
    """La Patience's options, and Mots croisés': the way words are judged and team play."""

    speed_help = gettext_lazy(
        "Aux Mots croisés, c’est aussi le temps pour contester un mot de l’ordinateur avant "
        "qu’il rejoue : 15 s (lente), 8 s (normale) ou 4 s (rapide)."
    )

    mode = forms.ChoiceField(
        label=gettext_lazy("Jeu"),
        choices=[
            ("patience", gettext_lazy("La Patience (seul)")),
            (CROSSWORD, gettext_lazy("Mots croisés (2 à 4 joueurs)")),
        ],
        initial="patience",
        help_text=gettext_lazy(
            "Mots croisés contre l’ordinateur : tes adversaires se choisissent plus haut, "
            "dans « Contre l’ordinateur » (un est choisi pour toi)."
        ),
        # The start form's script picks Mots croisés when opponents are chosen (a pupil who
        # chose a computer and left « La Patience » was refused, with the choice far above).
        widget=forms.Select(attrs={"data-alone": "patience", "data-together": CROSSWORD}),
    )
    challenges = forms.ChoiceField(
        label=gettext_lazy("Mots croisés : les mots"),
        choices=[
            (CLASSIQUE, gettext_lazy("Classique : on pose sans vérifier, les autres contestent")),
            (ARBITRE, gettext_lazy("Arbitre : chaque mot est vérifié dès qu’il est posé")),
        ],
        initial=CLASSIQUE,
        required=False,
        # Said before the first refusal (review 18): the rules page says it too.
        help_text=gettext_lazy(
            "Des mots français, sans accents (FIÈRE se pose FIERE) ; ni noms propres ni "
            "abréviations."
        ),
    )
    teams = forms.BooleanField(
        label=gettext_lazy("Mots croisés à 4 : deux équipes (rouge + orangé contre vert + bleu)"),
        required=False,
        help_text=gettext_lazy(
            "Les partenaires sont assis en alternance : joueurs 1 et 3, 2 et 4."
        ),
    )
    field_order = ["mode", "code", "challenges", "teams", "speed", "hints"]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        # La Patience has no computer to wait for; Mots croisés has, and its delay is also the
        # time the others have to challenge a word before the computer plays (LC-6).
        self.fields["speed"] = forms.ChoiceField(
            label=gettext_lazy("Mots croisés : vitesse de l’ordinateur"),
            choices=starting.GameOptions.base_fields["speed"].choices,  # CROSSWORD_SPEEDS
            initial="normal",
            required=False,
            help_text=gettext_lazy(
                "C’est aussi le temps laissé aux autres pour contester un mot avant que "
                "l’ordinateur joue."
            ),
        )
        self.fields["hints"] = forms.BooleanField(
            label=gettext_lazy(
                "Mots croisés : après son coup, chacun peut voir le meilleur coup possible"
            ),
            required=False,
            initial=False,
        )
        self.order_fields(self.field_order)

    def options(self, mode: str, seats: int) -> dict:
        """The table's options, once the seats fit the game chosen (else a message)."""
        data = self.cleaned_data
        if data["mode"] != CROSSWORD:
            if mode != Table.Mode.BOTS:
                raise forms.ValidationError(
                    _("La Patience se joue seul : choisis « Contre l’ordinateur ».")
                )
            if seats != 1:  # computer players chosen: there is nobody to play against
                raise forms.ValidationError(
                    _(
                        "La Patience se joue seul : laisse les ordinateurs sur « personne », "
                        "ou choisis les Mots croisés pour jouer contre eux."
                    )
                )
            return super().options(mode, seats)
        if mode == Table.Mode.BOTS and not CROSSWORD_LEVELS:
            raise forms.ValidationError(
                _(
                    "Pas encore d’ordinateur aux mots croisés : choisis « À plusieurs sur cet "
                    "ordinateur » ou « Chacun sur son ordinateur »."
                )
            )
        if mode == Table.Mode.BOTS and seats < 2:
            raise forms.ValidationError(
                _(
                    "Choisis au moins un ordinateur comme adversaire : les mots croisés se "
                    "jouent à 2, 3 ou 4 joueurs."
                )
            )
        if not 2 <= seats <= 4:
            raise forms.ValidationError(_("Les mots croisés se jouent à 2, 3 ou 4 joueurs."))
        if data.get("teams") and seats != 4:
            raise forms.ValidationError(_("Les équipes se jouent à 4 joueurs exactement."))
        return {
            "mode": CROSSWORD,
            "challenges": data.get("challenges") or CLASSIQUE,
            "teams": bool(data.get("teams")),
            "bot_delay_ms": CROSSWORD_SPEEDS.get(data.get("speed") or "normal"),
            "hints": bool(data.get("hints")),
        }


def parse_action(post: Mapping, seat: int) -> Action | None:
    """`pass`, `challenge`, `accept`; anything else as La Patience reads it (a lay)."""
    kind = post.get("kind", "")
    if kind in OWN_KINDS:
        return Action(seat, kind)
    return P.parse_action(post, seat)


COLOUR_WORDS = {
    B.ROUGE: gettext_lazy("Rouge"),
    B.VERT: gettext_lazy("Vert"),
    B.ORANGE: gettext_lazy("Orangé"),
    B.BLEU: gettext_lazy("Bleu"),
}


def is_crossword(state) -> bool:
    return isinstance(state, C.State)


def board_context(*, table, rules, state, view: View, lang: str, refusal: dict | None) -> dict:
    """What one seat's board shows (`view.seat` None: a spectator, or the pass screen)."""
    from games.tables.boards import assets, game_info  # noqa: PLC0415

    seat = view.seat
    obs = services.observe(table, rules, state, seat)
    seats = list(table.seats.all())
    names = [s.shown_name or _("place libre") for s in seats]
    stage = obs["stage"]
    kinds = set(obs["kinds"])
    finished = obs["phase"] == C.OVER
    my_turn = seat is not None and C.LAY in kinds
    rack = [
        {"i": i, "tile": t, "letter": "?" if t == R.JOKER else t}
        for i, t in enumerate(obs["rack"] or [])
    ]
    return {
        "table": table,
        "game": game_info("la-cle"),
        "inner_template": "lacle/crossword.html",
        **assets("la-cle"),
        "obs": obs,
        "viewer": seat,
        "my_turn": my_turn,
        "finished": finished,
        "refusal": refusal,
        "pass_screen": boards.pass_screen(
            view, seats, stage, _("Contester le dernier coup :"), letters=True
        ),
        "rows": rows(obs, refusal),
        "columns": list(range(1, B.SIZE + 1)),
        "rack": rack,
        "hand": rack,
        "players": (people := players(obs, seats, seat)),
        "teams": (sides := teams(obs, names)),
        "scoreline": scoreline(people, sides),
        "turn_name": names[obs["turn"]],
        "hot_seat": seat is not None and len(view.own) > 1,
        "can_pass": seat is not None and C.PASS in kinds,
        # the pool empty and the others all passed: this pass ends the game (LC-7), say so first
        "pass_ends_game": not obs["pool_count"] and obs.get("passes", 0) >= obs["seats"] - 1,
        "can_challenge": seat is not None and C.CHALLENGE in kinds,
        "can_accept": seat is not None and C.ACCEPT in kinds,
        "window_first": seat is not None and bool({C.CHALLENGE, C.ACCEPT} & kinds),
        "pending": pending(obs, names),
        "window": window_clock(table, seats, obs, names, seat),
        "hint": hint(table, state, seat),
        "news": news(since_mine(table, seat, obs), names, lang, seat, obs["pending"]),
        "words_log": words_log(obs, names, stood_in(table, seats)),
        "key_word": obs["key_word"],
        "keys_left": obs["keys_left"],
        "pool_count": obs["pool_count"],
        "arbitre": not obs["challenges"],
        "must_lay_key": obs["must_lay_key"],
        "dealer_line": dealer_line(obs, names),
        "end": end(rules.outcome(state), obs, names) if finished else None,
    }


FIRST_CELL = (7, 7)  # the keyboard's way into the grid: a gray cell, where the game opens


def rows(obs: dict, refusal: dict | None) -> list[list[dict]]:
    """La Patience's grid without its start and goal (Mots croisés has none); the keyboard
    enters the board on a gray cell."""
    out = P.grid(obs["board"], last=last_cells(obs), refused=P._refused_cells(refusal))
    drop = (", " + _("départ"), ", " + _("arrivée"))
    for row in out:
        for cell in row:
            if cell["start"] or cell["goal"]:
                for words in drop:
                    cell["label"] = cell["label"].replace(words, "")
            cell["goal"] = False
            cell["start"] = (cell["r"], cell["c"]) == FIRST_CELL
    return out


def signed(points: int) -> str:
    """A score as printed: a negative one with a minus sign (−50), not a hyphen."""
    return str(points) if points >= 0 else f"\u2212{-points}"


def scoreline(players: list[dict], teams: list[dict] | None) -> list[dict]:
    """The points at a glance, above the board: per team in teams, else per player."""
    if teams:
        return [{"name": t["name"], "points": t["shown"], "colour": t["colour"]} for t in teams]
    return [{"name": p["name"], "points": p["shown"], "colour": p["colour"]} for p in players]


def last_cells(obs: dict) -> set:
    """The cells of the last move still on the board: the move a challenge may undo, or the
    last lay that stood."""
    if obs["pending"]:
        return {(r, c) for r, c, _t in obs["pending"]["tiles"]}
    for event in obs["last_move"]:
        if event["kind"] == C.LAY:
            return {(r, c) for r, c, _t in event["tiles"]}
    return set()


def players(obs: dict, seats, viewer: int | None) -> list[dict]:
    """Each seat: name, colour, team, letters on its rack (a count), points, whose turn."""
    must = set(obs["stage"]["must"])
    return [
        {
            "index": s.index,
            "name": s.shown_name or _("place libre"),
            "colour": obs["colours"][s.index],
            "colour_words": COLOUR_WORDS[obs["colours"][s.index]],
            "count": obs["hand_counts"][s.index],
            "points": obs["seat_scores"][s.index],
            "shown": signed(obs["seat_scores"][s.index]),
            "is_turn": s.index in must and obs["phase"] != C.OVER,
            "is_me": s.index == viewer,
            "is_dealer": s.index == obs["dealer"],
        }
        for s in seats
    ]


def teams(obs: dict, names: list[str]) -> list[dict] | None:
    """Two teams, rouge + orangé (seats 1 and 3) against vert + bleu (2 and 4), LC-10."""
    if not obs["teams"]:
        return None
    return [
        {
            "name": TEAM_WORDS[t],
            "members": " + ".join(names[s] for s in (t, t + 2)),
            "points": obs["team_scores"][t],
            "shown": signed(obs["team_scores"][t]),
            "size": abs(obs["team_scores"][t]),  # « −50 points », plural as for 50
            "colour": obs["colours"][t],
        }
        for t in (0, 1)
    ]


def pending(obs: dict, names: list[str]) -> dict | None:
    """The move a challenge may still undo: who laid which words for how many points."""
    move = obs["pending"]
    if move is None:
        return None
    return {
        "name": names[move["seat"]],
        "words": " · ".join(w["word"] for w in move["words"]),
        "points": move["points"]["total"],
        "final": move["final"],
    }


def window_clock(
    table, seats, obs: dict, names: list[str], viewer: int | None = None
) -> dict | None:
    """How long the open move may still be challenged (LC-6: until the next move). When a
    computer plays next, that is the moment the table has been still for its bot delay, when
    `services.advance_bots` lets it act: the same instant for every page, known to the server
    (`deadline`, and the milliseconds left when the page was made, which the script counts down
    on the browser's own clock). When a person plays next, until he plays: no clock. Whether a
    computer would challenge is not said (only a faulty word draws its challenge)."""
    if obs["pending"] is None or obs["phase"] == C.OVER:
        return None
    nxt = obs["turn"]
    if not seats[nxt].is_bot:  # `yours`: the page of the one who plays next says « ton coup »
        yours = viewer == nxt
        return {"name": names[nxt], "elides": elides(names[nxt]), "deadline": None, "yours": yours}
    deadline = table.updated_at + services.bot_delay(table)
    left = max(0.0, (deadline - timezone.now()).total_seconds())
    return {
        "name": names[nxt],
        "elides": elides(names[nxt]),
        "deadline": deadline,
        "at": timezone.localtime(deadline).strftime("%H:%M:%S"),
        "left_ms": int(left * 1000),
        "left_s": ceil(left),
    }


def hint(table, state, seat: int | None) -> dict | None:
    """With the table's hints on, the best move this seat could have played from the position of
    its last move (`hint_crossword`): only once it has played there, never before, and only on
    its own page. Worked out once per move (the cache), not at each redraw."""
    if seat is None or not state.options.hints:
        return None
    played_from = hint_crossword.position(state, seat)
    if played_from is None:
        return None
    key = f"lacle:hint:{table.code}:{seat}:{played_from['at']}"
    best = cache.get(key)
    if best is None:
        best = hint_crossword.best_move(played_from, seat, C.default_lexicon()) or {"none": True}
        cache.set(key, best, 3600)
    if best.get("none"):
        return best
    direction = _("vers la droite") if best["across"] else _("vers le bas")
    return {**best, "row": best["row"] + 1, "col": best["col"] + 1, "direction": direction}
