"""Gama in the browser: the start options, and the board as one seat may see it.

Everything shown is built from `observation(state, seat)`: another seat's hand, the stock's
order and the RNG never reach a template.
"""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.gama import board
from games.tables import boards
from games.tables.access import View
from games.tables.options import (
    SPEEDS,
    hints_field,
    named_bot,
    rules_pages,
    speed_field,
)
from theory import normalise_lang

MIN_PLAYERS, MAX_PLAYERS = 2, 6
board_template = "tables/board.html"
inner_template = "gama/board.html"
card_template = "gama/card.html"
rules_template = "tables/rules.html"
BOT_NAMES = ("Enescu", "Clara", "Maurice", "Lili", "Nadia")
BOARD = boards.CardBoard(
    slug="gama",
    template=inner_template,
    card_template=card_template,
    face=board.face,
    parts=("status", "player_tags", "round_over_title", "next_round", "piles", "hand_actions"),
    log_texts=board.LOG_TEXTS,
    log_line=board.log_line,
    hand_label=gettext_lazy("Ta main : coche une carte"),
    may_label=gettext_lazy("Quelqu’un veut poser un ♭ hors de son tour ?"),
    dealer_key="starter",
)


class OptionsForm(forms.Form):
    flat_own_turn_only = forms.BooleanField(
        label=gettext_lazy("Le ♭ se pose seulement à son tour"),
        required=False,
        help_text=gettext_lazy(
            "Selon la règle, le ♭ se pose « oricând » : à tout moment, même hors de son tour."
        ),
    )
    hints = hints_field()
    speed = speed_field(
        gettext_lazy("L’ordinateur attend un peu avant de jouer, pour qu’on puisse poser un ♭.")
    )

    def options(self, mode: str, seats: int) -> dict:
        data = self.cleaned_data
        return {
            "flat_own_turn_only": data["flat_own_turn_only"],
            "hints": data["hints"],
            "bot_delay_ms": SPEEDS[data["speed"]],
        }


def bot_name(index: int, level: str) -> str:
    return named_bot(BOT_NAMES, index, level)


def memos() -> list[dict]:
    return [{"url": "/apprendre/gamme/", "title": _("Mémo de la gamme et des altérations")}]


def rules_context() -> dict:
    return rules_pages("gama")


def board_context(*, table, rules, state, view: View, lang: str, refusal: dict | None) -> dict:
    """Everything `gama/board.html` shows to `view.seat` (None: spectator or pass screen): the
    shared pieces (`boards.board_context`), then the pile, the colour and what is expected."""
    seen, context = boards.board_context(
        BOARD, table=table, rules=rules, state=state, view=view, lang=lang, refusal=refusal
    )
    lang = normalise_lang(lang)
    obs, names, kinds = seen.obs, seen.names, seen.kinds
    top = obs["pile"]["top"]
    context.update(
        can_play="play" in kinds,
        can_draw="draw" in kinds or (seen.my_turn and obs["phase"] == "play"),
        can_end_run="end-run" in kinds,
        can_flat=seen.may_act and "play" in kinds,
        top=board.card_view(top, lang, where="top") if top else None,
        pile_count=obs["pile"]["count"],
        stock_count=obs["stock"]["count"],
        colour=board.colour_view(obs["colour"], lang) if obs["colour"] else None,
        notices=board.expect_notices(obs, names, lang, seen.my_turn),
        next_starter_name=names[(obs["starter"] + 1) % obs["seats"]],
        memo=board.memo_view(lang),
    )
    return context
