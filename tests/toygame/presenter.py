"""Voisins in the browser: its options, and its board as one seat may see it."""

from __future__ import annotations

from django import forms

from games.tables import boards
from games.tables.access import View

board_template = "tables/board.html"
inner_template = "toygame/board.html"
rules_template = "tables/rules.html"


class OptionsForm(forms.Form):
    hand_size = forms.TypedChoiceField(
        label="Cartes en main", choices=[(3, "3"), (5, "5")], coerce=int, initial=3
    )

    def options(self, mode: str, seats: int) -> dict:
        return {"hand_size": self.cleaned_data["hand_size"], "bot_delay_ms": 0}


def bot_name(index: int, level: str) -> str:
    return f"Robot {index} ({level})"


def card_label(cid: str, lang: str, names: str | None = None) -> str:
    return cid[0]


def rules_context() -> dict:
    return {"rules_body": "toygame/rules.html", "choices_body": "toygame/choices.html"}


def _line(e: dict, names: list[str]) -> str:
    who = names[e["seat"]]
    if e["kind"] == "play":
        return f"{who} pose {card_label(e['card'], 'fr')}."
    if e["kind"] == "drew":
        return f"Tu as pioché {card_label(e['card'], 'fr')}."
    return {"draw": f"{who} pioche.", "pass": f"{who} passe.", "win": f"{who} gagne !"}[e["kind"]]


def board_context(*, table, rules, state, view: View, lang: str, refusal: dict | None) -> dict:
    seats = list(table.seats.all())
    names = [s.name for s in seats]
    viewer = view.seat
    obs = rules.observation(state, viewer)
    kinds = {a.kind for a in rules.legal_actions(state, viewer)} if viewer is not None else set()
    outcome = rules.outcome(state)
    log = [_line(e, names) for e in boards.visible_events(boards.recent_log(table), viewer)]
    card = lambda cid: {"id": cid, "label": card_label(cid, lang)}  # noqa: E731
    return {
        "table": table,
        "game": boards.game_info(table.game),
        "inner_template": inner_template,
        "card_template": "toygame/card.html",
        "pick_type": "radio",
        "hand_label": "Ta main : coche une carte",
        "obs": obs,
        "viewer": viewer,
        "viewer_name": names[viewer] if viewer is not None else None,
        "players": boards.players(seats, obs, viewer),
        "hand": [card(c) for c in obs["hand"] or []],
        "my_turn": viewer is not None and viewer in obs["stage"]["must"],
        "can_draw": "draw" in kinds,
        "can_pass": "pass" in kinds,
        "top": card(obs["top"]),
        "turn_name": names[obs["turn"]],
        "rounds": [],
        "score_rows": [],
        "revealed": None,
        "outcome": outcome,
        "winners": boards.winners(outcome, names),
        "finished": obs["phase"] == "game-over",
        "round_over": False,
        "log": log[::-1],
        "memo": {"title": "Voisins", "text": "Un voisin : un de plus ou un de moins.", "url": ""},
        "refusal": refusal,
        "pass_screen": boards.pass_screen(view, seats, obs["stage"], ""),
    }
