"""Clé de Sol in the browser: the start options, and the board as one seat may see it.

Everything shown is built from `observation(state, seat)`: another seat's hand, the draw pile's
order and the RNG never reach a template.
"""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.cledesol import board
from games.tables import boards
from games.tables.access import View
from games.tables.models import Table
from games.tables.options import (
    SPEEDS,
    hints_field,
    named_bot,
    rules_pages,
    speed_field,
)
from theory import normalise_lang, notation

MIN_PLAYERS, MAX_PLAYERS = 2, 6
board_template = "tables/board.html"
inner_template = "cledesol/board.html"
card_template = "cledesol/card.html"
rules_template = "tables/rules.html"
BOT_NAMES = ("Clara", "Maurice", "Lili", "George", "Nadia")
BOARD = boards.CardBoard(
    slug="cle-de-sol",
    template=inner_template,
    card_template=card_template,
    face=board.face,
    parts=(
        "status",
        "turn",
        "player_tags",
        "player_extra",
        "round_over_title",
        "next_round",
        "piles",
        "hand_actions",
    ),
    log_texts=board.LOG_TEXTS,
    log_line=board.log_line,
    hand_label=gettext_lazy("Ta main : coche une carte (ou plusieurs Notes sur un Rythme)"),
    may_label=gettext_lazy(
        "Quelqu’un a la même note dans l’autre octave ? Il peut intercepter avant :"
    ),
    pick_type="checkbox",
)


class OptionsForm(forms.Form):
    oldest = forms.TypedChoiceField(
        label=gettext_lazy("Le plus âgé (il distribue et joue en premier)"),
        choices=[(i, gettext_lazy("Joueur %(n)s") % {"n": i + 1}) for i in range(MAX_PLAYERS)],
        coerce=int,
        initial=0,
        help_text=gettext_lazy("Contre l’ordinateur, c’est toi (joueur 1)."),
    )
    note_cards = forms.TypedChoiceField(
        label=gettext_lazy("Cartes Note"),
        choices=[
            (52, gettext_lazy("52 cartes, du Do grave au La aigu (106 cartes en tout)")),
            (56, gettext_lazy("56 cartes comme imprimé, du Do grave au Si aigu")),
        ],
        coerce=int,
        initial=52,
    )
    hints = hints_field()
    demi_pause_two_turns = forms.BooleanField(
        label=gettext_lazy("À deux joueurs, la demi-pause fait passer deux tours à l’adversaire"),
        required=False,
    )
    speed = speed_field(
        gettext_lazy("L’ordinateur attend un peu avant de jouer, pour qu’on puisse intercepter.")
    )

    def options(self, mode: str, seats: int) -> dict:
        data = self.cleaned_data
        oldest = data["oldest"] if mode == Table.Mode.HOTSEAT else 0  # CS-ours-6
        if oldest >= seats:
            raise forms.ValidationError(
                _("Le plus âgé doit être l’un des %(n)s joueurs.") % {"n": seats}
            )
        return {
            "note_cards": data["note_cards"],
            "hints": data["hints"],
            "demi_pause_two_turns": data["demi_pause_two_turns"],
            "oldest_seat": oldest,
            "bot_delay_ms": SPEEDS[data["speed"]],
        }


def bot_name(index: int, level: str) -> str:
    return named_bot(BOT_NAMES, index, level)


def memos() -> list[dict]:
    return [
        {"url": "/apprendre/hauteurs/", "title": _("Mémo des hauteurs")},
        {"url": "/apprendre/durees/", "title": _("Mémo des durées")},
        {"url": "/apprendre/intervalles/", "title": _("Mémo des intervalles")},
    ]


def rules_context() -> dict:
    return rules_pages("cledesol")


def board_context(*, table, rules, state, view: View, lang: str, refusal: dict | None) -> dict:
    """Everything `cledesol/board.html` shows to `view.seat` (None: spectator or pass screen):
    the shared pieces (`boards.board_context`), then the piles, the obligation and the gifts."""
    seen, context = boards.board_context(
        BOARD, table=table, rules=rules, state=state, view=view, lang=lang, refusal=refusal
    )
    lang = normalise_lang(lang)
    obs, names = seen.obs, seen.names
    gift = board.gift_view(obs, names, seen.viewer)
    interception = board.interception_view(obs, names, lang, seen.may_act)
    pile_b = obs["pile_b"]["top"]
    context.update(
        can_draw=seen.my_turn and obs["phase"] == "play" and not gift,
        can_give="give" in seen.kinds,
        has_musicien=any(c["kind"] == "musicien" for c in context["hand"]),
        demand_choices=board.demand_choices(lang),
        pile_a=board.card_view(obs["pile_a"]["top"], lang, show_names=seen.hints, where="a"),
        pile_a_count=obs["pile_a"]["count"],
        pile_b=board.card_view(pile_b, lang, show_names=seen.hints, where="b") if pile_b else None,
        pile_b_count=obs["pile_b"]["count"],
        draw_count=obs["draw_pile"]["count"],
        interception=interception,
        gift=gift,
        notices=board.notices(board.pending_view(obs, names, lang), interception, gift),
        next_dealer_name=names[(obs["dealer"] + 1) % obs["seats"]],
        direction_clockwise=obs["direction"] == "clockwise",
        memo=board.memo_view(obs, lang),
    )
    return context


def refusal_staff(state, action_cards: tuple[str, ...], lang: str) -> str:
    """The staff in front of a refused pupil: pile A's top and the Notes he tried."""
    from games.cledesol.cards import CARDS

    top = CARDS[state.top_a]
    items = []
    if top.kind == "note":
        items.append((top.pitch, top.rhythm))
    for cid in action_cards:
        c = CARDS.get(cid)
        if c is not None and c.kind == "note":
            items.append((c.pitch, c.rhythm))
    if not items or (len(items) == 1 and top.kind == "note"):
        return ""
    return notation.svg_notes(tuple(items), lang)
