"""Voisins in the browser: its options, and its board as one seat may see it."""

from __future__ import annotations

from django import forms

from games.tables import boards

board_template = "tables/board.html"
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


def _card(cid: str, lang: str, *, where: str = "", names: bool = False) -> dict:
    return {"id": cid, "label": card_label(cid, lang)}


def _line(e: dict, names: list[str], lang: str) -> str:
    if e["kind"] == "play":
        return f"{names[e['seat']]} pose {card_label(e['card'], lang)}."
    if e["kind"] == "drew":
        return f"Tu as pioché {card_label(e['card'], lang)}."
    return ""


def own_pieces(seen: boards.Look, lang: str, shared: dict) -> dict:
    """What only Voisins shows: the card on the table, and whether one may draw or pass."""
    return {
        "can_draw": "draw" in seen.kinds,
        "can_pass": "pass" in seen.kinds,
        "piles": [boards.pile("pile-a", _card(seen.obs["top"], lang), "Sur la table")],
        "memo": {
            "title": "Voisins",
            "text": "Un voisin : un de plus ou un de moins.",
            "url": "/jeux/voisins/regles/",
        },
    }


BOARD = boards.CardBoard(
    app="toygame",
    slug="voisins",
    face=_card,
    parts=("hand_actions",),
    log_texts={"draw": "%(name)s pioche.", "pass": "%(name)s passe.", "win": "%(name)s gagne !"},
    log_line=_line,
    own=own_pieces,
    hand_label="Ta main : coche une carte",
    may_label="",
)
board_context = BOARD.board_context
inner_template = BOARD.template
