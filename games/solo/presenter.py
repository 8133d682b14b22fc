"""Solo in the browser: its start options, its action parser (a card, a colour, a seat, SOLO!),
and what only its board shows: the discard, the colour asked for, the pending stack, the
direction, the SOLO! toggle, the colour and seat pickers, the quick discard. The rest of the
board, and what keeps another seat's cards and the draw pile off the page, is
`games.tables.boards`.

Hot seat: the rules let every seat quick-discard at any time. The kit passes the screen as
soon as another child at it must play (`access.current_view`); while only bots are to play,
`board_context` hides the hand of the one who has just moved unless it holds a twin of the new
top card. The shared screen's "Défausse rapide !" asks who wants to lay out of turn.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import partial

from django import forms
from django.utils.translation import gettext_lazy, ngettext_lazy

from games.engine import Action
from games.solo import board
from games.solo.cards import CARDS, DRAW4, NAMES_COLOUR, SWAP
from games.tables import boards, starting
from games.tables.access import View
from games.tables.models import ActionLog

MIN_PLAYERS, MAX_PLAYERS = 2, 10
BOT_NAMES = ("Lili", "Enescu", "Clara", "Maurice", "Nadia", "Gabriel", "Ionela", "Paul", "Rosa")
TRUE = ("1", "on", "true", "oui")


class OptionsForm(starting.GameOptions):
    target = forms.TypedChoiceField(
        label=gettext_lazy("La partie s’arrête à"),
        choices=[
            (500, gettext_lazy("500 points (la règle)")),
            (300, gettext_lazy("300 points (partie plus courte)")),
            (200, gettext_lazy("200 points (partie courte)")),
        ],
        coerce=int,
        initial=500,
        help_text=gettext_lazy(
            "La règle dit 500 points ; 300 ou 200, c’est notre choix pour jouer en une séance."
        ),
    )
    notes = forms.BooleanField(
        label=gettext_lazy("« Solo en notes » : les nombres deviennent des notes"),
        required=False,
        help_text=gettext_lazy(
            "Chaque carte nombre montre une note sur la portée en clé de sol : 1 = Do grave, 2 = Ré grave… "
            "9 = Ré aigu. Même nombre = même note. Le suivi de la classe note alors la lecture "
            "des notes ; sans l’option, Solo ne note rien."
        ),
    )
    reverse_skips = forms.BooleanField(
        label=gettext_lazy("À 2 joueurs, « Changement de sens » fait passer son tour"),
        required=False,
        help_text=gettext_lazy(
            "Selon la règle, à 2 joueurs cette carte ne change rien ; avec l’option, on rejoue."
        ),
    )
    field_order = ["target", "notes", "reverse_skips", "hints", "speed"]
    speed_help = gettext_lazy(
        "L’ordinateur attend un peu avant de jouer, pour qu’on puisse faire une défausse rapide "
        "avant lui."
    )

    def own_options(self, mode: str, seats: int) -> dict:
        data = self.cleaned_data
        return {
            "target": int(data["target"]),
            "notes": data["notes"],
            "reverse_skips": data["reverse_skips"],
        }


def parse_action(post: Mapping, seat: int) -> Action | None:
    """Solo's action parser: a kind, one card, a colour named, the seat to swap hands with
    (empty: nobody), and the SOLO! toggle said with the card. None: not an action at all."""
    kind = post.get("kind", "")
    if not kind or len(kind) > 40:
        return None
    params: dict = {}
    cards = [c for c in post.getlist("cards") if c][:2]
    if cards:
        params["cards"] = cards
    choice = post.get("choice") or None
    if choice is not None:
        params["choice"] = choice[:20]
    target = post.get("target")
    # The swap's partner is one field of the same form: chosen, then another card laid, it
    # is not that card's business (SO-5 asks a partner of a swap card only).
    swapping = bool(cards) and getattr(CARDS.get(cards[0]), "kind", None) == SWAP
    if target not in (None, "") and (swapping or len(cards) != 1):
        try:
            params["target"] = int(target)
        except ValueError:
            return None
    if str(post.get("solo", "")).lower() in TRUE:
        params["solo"] = True
    return Action.of(seat, kind, params)


bot_name = partial(starting.named_bot, BOT_NAMES)
rules_context = partial(starting.rules_pages, "solo")


def own_pieces(seen: boards.Look, lang: str, shared: dict) -> dict:
    """What only Solo shows (see the module's docstring)."""
    obs, kinds, names = seen.obs, seen.kinds, seen.names
    notes = bool(obs["options"].get("notes"))
    layable = _layable(obs, seen.my_turn)
    playable_faces = {CARDS[c].face for c in seen.playable}
    if seen.hints and "quick-discard" in kinds:  # the twin of the top card, out of turn
        playable_faces.add(CARDS[obs["top"]["id"]].face)
    hand = [
        {**board.face(c, lang, names=seen.hints, notes=notes), "playable": False}
        for c in obs["hand"] or []
    ]
    drawn = obs["drawn"] if seen.my_turn else None  # SO-2: only it may be laid now
    for card in hand:
        card["playable"] = CARDS[card["id"]].face in playable_faces
        card["drawn"] = card["id"] == drawn
    out = {
        "hand": hand,
        "notes": notes,
        # Without the hints, « Poser » stays when no card fits: its absence told the child so,
        # and in Solo en notes there was then no note left to read.
        "can_play": "play" in kinds
        or (seen.my_turn and bool(obs["hand"]) and not seen.hints and "draw" in kinds),
        "can_draw": "draw" in kinds,
        "can_pass": "pass" in kinds,
        "can_quick": _can_quick(seen),
        "asks_colour": any(CARDS[c].kind in NAMES_COLOUR for c in layable),
        "has_swap": seen.my_turn and any(CARDS[c].kind == SWAP for c in layable),
        "colours": board.colour_choices(lang),
        "others": [{"index": i, "name": n} for i, n in enumerate(names) if i != seen.viewer],
        "piles": board.piles_view(obs, lang, notes),
        "colour": board.colour_view(obs["colour"], lang),
        "direction": board.direction_words(obs),
        "stack": obs["stack"],
        "target_points": obs["target"],
        "notices": board.notices(
            obs, names, lang, my_turn=seen.my_turn, kinds=kinds, hints=seen.hints
        ),
        "next_dealer_name": names[(obs["dealer"] + 1) % obs["seats"]],
        # Nothing to lay on the end screens: no « which card » box there.
        "memo": None
        if shared.get("round_over") or shared.get("finished")
        else board.memo_view(
            lang,
            notes,
            obs["stack"],
            four=bool(obs["stack"]) and CARDS[obs["top"]["id"]].kind == DRAW4,
        ),
    }
    if notes:  # the cards' words name their notes: the log and the open hands again
        game = replace(BOARD, log_line=partial(board.log_line, notes=True))
        rows = boards.recent_log(shared["table"])
        out["log"] = boards.log_lines(game, rows, seen.viewer, names, lang)
        if shared["revealed"] is not None:
            out["revealed"] = [
                {
                    "name": names[i],
                    "cards": [
                        board.face(c, lang, where=f"r{i}", names=True, notes=True) for c in h
                    ],
                }
                for i, h in enumerate(obs["revealed_hands"])
            ]
    return out


def _can_quick(seen: boards.Look) -> bool:
    """The « Défausse rapide ! » button: with the hints, when the hand holds the top card's
    twin; without them, out of turn at every moment of the round, so that the button itself
    does not tell who holds it (a card that is not the twin is refused kindly)."""
    if "quick-discard" in seen.kinds:
        return True
    playing = seen.phase == "play" and seen.viewer is not None and bool(seen.obs["hand"])
    return playing and not seen.hints and not seen.my_turn


def _layable(obs: dict, my_turn: bool) -> list[str]:
    """The cards of the hand the colour and seat pickers may concern now (from the seat's own
    observation): the card just drawn; a like card on a pending stack; any card on one's turn;
    out of turn, a twin of the top card."""
    hand = [c["id"] for c in obs["hand"] or []]
    top = CARDS[obs["top"]["id"]]
    if my_turn and obs["drawn"]:
        return [obs["drawn"]]
    if my_turn and obs["stack"]:
        return [c for c in hand if CARDS[c].kind == top.kind]
    if my_turn:
        return hand
    return [c for c in hand if CARDS[c].face == top.face]


BOARD = boards.CardBoard(
    app="solo",
    slug="solo",
    face=board.face,
    parts=(
        *("status", "player_tags", "round_over_title", "next_round", "round_points"),
        "hand_actions",
    ),
    log_texts=board.LOG_TEXTS,
    log_line=board.log_line,
    own=own_pieces,
    hand_label=gettext_lazy("Ta main : choisis une carte"),
    may_label=gettext_lazy(
        "Défausse rapide ! Qui a exactement la même carte que la défausse ? Touche ton nom."
    ),
    winning=ngettext_lazy(
        "%(score)s point : le total le plus bas gagne.",
        "%(score)s points : le total le plus bas gagne.",
        "score",
    ),
    says_its_draw=("solo-forgotten",),
)


def _move_done(table, rules, state, view: View) -> bool:
    """Hot seat: the seat shown has just moved and may do nothing more but a quick discard it
    cannot make; its hand must leave the shared screen. Unless the child tapped her name on
    the pass screen since: her hand shows whether or not she holds the twin (the button did
    nothing without one, which told the table she had none)."""
    if len(view.own) < 2 or view.seat is None or state.phase != "play" or view.asked:
        return False
    stage = rules.observation(state, None)["stage"]
    if view.seat in stage["must"]:
        return False
    last = ActionLog.objects.filter(table=table).order_by("-seq").values_list("seat", "by_bot")
    if last.first() != (view.seat, False):
        return False
    return not any(a.kind == "quick-discard" for a in rules.legal_actions(state, view.seat))


def board_context(*, table, rules, state, view: View, lang: str, refusal: dict | None) -> dict:
    """The shared board, with the hot seat's hand hidden once its move is done."""
    if _move_done(table, rules, state, view):
        stage = rules.observation(state, None)["stage"]
        acting = set(stage["must"]) | set(stage["may"])
        view = View(None, view.own, [i for i in view.own if i in acting])
    context = BOARD.board_context(
        table=table, rules=rules, state=state, view=view, lang=lang, refusal=refusal
    )
    context["hot_seat"] = len(view.own) > 1
    return context


board_template, rules_template = "tables/board.html", "tables/rules.html"
inner_template, card_template = BOARD.template, BOARD.card_template
