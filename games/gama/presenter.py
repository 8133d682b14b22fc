"""Gama in the browser: the start options, and the board as one seat may see it.

Everything shown is built from `observation(state, seat)`: another seat's hand, the stock's
order and the RNG never reach a template.
"""

from __future__ import annotations

from django import forms
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _

from games.gama import board
from games.tables import boards
from games.tables.access import View

MIN_PLAYERS, MAX_PLAYERS = 2, 6
board_template = "tables/board.html"
inner_template = "gama/board.html"
rules_template = "tables/rules.html"
BOT_NAMES = ("Enescu", "Clara", "Maurice", "Lili", "Nadia")
LEVEL_WORDS = {
    "random": gettext_lazy("débutant"),
    "simple": gettext_lazy("moyen"),
    "strong": gettext_lazy("fort"),
}
SPEEDS = {"slow": 2500, "normal": 1500, "fast": 800}


class OptionsForm(forms.Form):
    flat_own_turn_only = forms.BooleanField(
        label=gettext_lazy("Le ♭ se pose seulement à son tour"),
        required=False,
        help_text=gettext_lazy(
            "Selon la règle, le ♭ se pose « oricând » : à tout moment, même hors de son tour."
        ),
    )
    hints = forms.BooleanField(
        label=gettext_lazy("Aide : montrer les cartes jouables"), required=False, initial=False
    )
    speed = forms.ChoiceField(
        label=gettext_lazy("Vitesse de l’ordinateur"),
        choices=[
            ("slow", gettext_lazy("lente")),
            ("normal", gettext_lazy("normale")),
            ("fast", gettext_lazy("rapide")),
        ],
        initial="normal",
        help_text=gettext_lazy(
            "L’ordinateur attend un peu avant de jouer, pour qu’on puisse poser un ♭."
        ),
    )

    def options(self, mode: str, seats: int) -> dict:
        data = self.cleaned_data
        return {
            "flat_own_turn_only": data["flat_own_turn_only"],
            "hints": data["hints"],
            "bot_delay_ms": SPEEDS[data["speed"]],
        }


def bot_name(index: int, level: str) -> str:
    return f"{BOT_NAMES[(index - 1) % len(BOT_NAMES)]} ({LEVEL_WORDS.get(level, level)})"


def memos() -> list[dict]:
    return [{"url": "/apprendre/gamme/", "title": _("Mémo de la gamme et des altérations")}]


def rules_context() -> dict:
    lang = board.lang_of(get_language())
    return {
        "rules_body": f"gama/rules/body_{lang}.html",
        "choices_body": f"gama/rules/choices_{lang}.html",
    }


def board_context(*, table, rules, state, view: View, lang: str, refusal: dict | None) -> dict:
    """Everything `gama/board.html` shows to `view.seat` (None: spectator or pass screen)."""
    lang = board.lang_of(lang)
    seats = list(table.seats.all())
    names = [s.name for s in seats]
    viewer = view.seat
    obs = rules.observation(state, viewer)
    legal = rules.legal_actions(state, viewer) if viewer is not None else []
    kinds = {a.kind for a in legal}
    hints = bool(obs["options"].get("hints"))
    stage = obs["stage"]
    my_turn = viewer is not None and viewer in stage["must"]
    playable = {c for a in legal if a.kind == "play" for c in a.cards} if hints else set()
    hand = [
        {**board.card_view(c, lang), "playable": c["id"] in playable} for c in (obs["hand"] or [])
    ]
    outcome = rules.outcome(state)
    top = obs["pile"]["top"]
    return {
        "table": table,
        "game": boards.game_info("gama"),
        "inner_template": inner_template,
        "card_template": "gama/card.html",
        "pick_type": "radio",
        "hand_label": _("Ta main : coche une carte"),
        "obs": obs,
        "viewer": viewer,
        "viewer_name": names[viewer] if viewer is not None else None,
        "players": boards.players(seats, obs, viewer, dealer_key="starter"),
        "hand": hand,
        "my_turn": my_turn,
        "can_play": "play" in kinds,
        "can_draw": "draw" in kinds or (my_turn and obs["phase"] == "play"),
        "can_end_run": "end-run" in kinds,
        "can_flat": viewer is not None and viewer in stage["may"] and "play" in kinds,
        "can_deal": "deal" in kinds,
        "top": board.card_view(top, lang, where="top") if top else None,
        "pile_count": obs["pile"]["count"],
        "stock_count": obs["stock"]["count"],
        "expect": board.expect_view(obs, names, lang),
        "colour": board.colour_view(obs["colour"], lang) if obs["colour"] else None,
        "blocked_names": [names[i] for i in obs["blocked"]],
        "turn_name": names[obs["turn"]],
        "next_starter_name": names[(obs["starter"] + 1) % obs["seats"]],
        "rounds": boards.score_rows(obs, names),
        "score_rows": boards.score_rows(obs, names),
        "revealed": board.revealed_view(obs, names, lang),
        "outcome": outcome,
        "winners": boards.winners(outcome, names),
        "finished": obs["phase"] == "game-over",
        "round_over": obs["phase"] == "round-over",
        "log": board.event_lines(boards.recent_log(table), viewer, names, lang),
        "memo": board.memo_view(lang),
        "refusal": refusal,
        "pass_screen": boards.pass_screen(
            view, seats, stage, _("Quelqu’un veut poser un ♭ hors de son tour ?")
        ),
        "hints": hints,
    }
