"""Gama in the browser: its start options (the ♭ out of turn or not), and what only its board
shows: the played cards, the colour asked, what the player on turn must lay. The rest of the
board, and what keeps another seat's cards and the stock's order off the page, is
`games.tables.boards`.
"""

from __future__ import annotations

from functools import partial

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext_lazy

from games.gama import board
from games.tables import boards, starting

MIN_PLAYERS, MAX_PLAYERS = 2, 6
BOT_NAMES = ("Enescu", "Clara", "Maurice", "Lili", "Nadia")


class OptionsForm(starting.GameOptions):
    flat_own_turn_only = forms.BooleanField(
        label=gettext_lazy("Le ♭ se pose seulement à son tour"),
        required=False,
        help_text=gettext_lazy(
            "Selon la règle, le ♭ se pose à tout moment, même hors de son tour."
        ),
    )
    field_order = ["flat_own_turn_only", "hints", "speed"]
    speed_help = gettext_lazy(
        "L’ordinateur attend un peu avant de jouer, pour qu’on puisse poser un ♭."
    )

    def own_options(self, mode: str, seats: int) -> dict:
        return {"flat_own_turn_only": self.cleaned_data["flat_own_turn_only"]}


bot_name = partial(starting.named_bot, BOT_NAMES)
rules_context = partial(starting.rules_pages, "gama")


def memos() -> list[dict]:
    return [{"url": "/apprendre/gamme/", "title": _("Mémo de la gamme et des altérations")}]


def own_pieces(seen: boards.Look, lang: str, shared: dict) -> dict:
    """What only Gama shows: one pile, the colour asked, what the player on turn must lay."""
    obs, kinds = seen.obs, seen.kinds
    return {
        "can_play": "play" in kinds,
        # offered even when a card fits (the refusal says which: GA-ours), not during a run of
        # rests, where one never draws (a pupil reviewer pressed it and was refused)
        "can_draw": "draw" in kinds or (seen.my_turn and obs["phase"] == "play" and not obs["run"]),
        "can_end_run": "end-run" in kinds,
        "can_flat": seen.may_act and "play" in kinds,
        "piles": board.piles_view(obs, lang),
        "colour": board.colour_view(obs["colour"], lang) if obs["colour"] else None,
        "notices": board.expect_notices(obs, seen.names, lang, seen.my_turn),
        "next_starter_name": seen.names[(obs["starter"] + 1) % obs["seats"]],
        "memo": board.memo_view(lang),
    }


BOARD = boards.CardBoard(
    app="gama",
    slug="gama",
    face=board.face,
    parts=(
        *("status", "player_tags", "round_over_title", "next_round", "round_points"),
        "hand_actions",
    ),
    log_texts=board.LOG_TEXTS,
    log_line=board.log_line,
    own=own_pieces,
    hand_label=gettext_lazy("Ta main : choisis une carte"),
    may_label=gettext_lazy("Quelqu’un veut poser un ♭ hors de son tour ?"),
    dealer_key="starter",
    winning=ngettext_lazy(
        "%(score)s point : le total le plus bas gagne.",
        "%(score)s points : le total le plus bas gagne.",
        "score",
    ),
)
board_context = BOARD.board_context
board_template, rules_template = "tables/board.html", "tables/rules.html"
inner_template, card_template = BOARD.template, BOARD.card_template
