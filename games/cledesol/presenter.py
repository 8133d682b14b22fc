"""Clé de Sol in the browser: its start options (the oldest deals, 52 or 56 Notes, the demi-pause
at two), and what only its board shows: two piles, the obligation, interceptions and gifts. The
rest of the board, and what keeps another seat's cards off the page, is `games.tables.boards`.
"""

from __future__ import annotations

from functools import partial

from django import forms
from django.utils.functional import lazy
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext_lazy

from games.cledesol import board
from games.tables import boards, starting
from games.tables.models import Table
from theory import notation

MIN_PLAYERS, MAX_PLAYERS = 2, 6
BOT_NAMES = ("Clara", "Maurice", "Lili", "George", "Nadia")


def _player_n(n: int) -> str:
    """« Joueur 3 » in the page's language (a lazy string formatted with % at import is French
    for good)."""
    return _("Joueur %(n)s") % {"n": n}


player_n = lazy(_player_n, str)


class OptionsForm(starting.GameOptions):
    oldest = forms.TypedChoiceField(
        label=gettext_lazy("Le plus âgé (il distribue et joue en premier)"),
        choices=[(i, player_n(i + 1)) for i in range(MAX_PLAYERS)],
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
    demi_pause_two_turns = forms.BooleanField(
        label=gettext_lazy("À deux joueurs, la demi-pause fait passer deux tours à l’adversaire"),
        required=False,
    )
    field_order = ["oldest", "note_cards", "hints", "demi_pause_two_turns", "speed"]
    speed_help = gettext_lazy(
        "L’ordinateur attend un peu avant de jouer, pour qu’on puisse intercepter."
    )

    def own_options(self, mode: str, seats: int) -> dict:
        data = self.cleaned_data
        oldest = data["oldest"] if mode == Table.Mode.HOTSEAT else 0  # CS-ours-6
        if oldest >= seats:
            raise forms.ValidationError(
                _("Le plus âgé doit être l’un des %(n)s joueurs.") % {"n": seats}
            )
        return {
            "note_cards": data["note_cards"],
            "demi_pause_two_turns": data["demi_pause_two_turns"],
            "oldest_seat": oldest,
        }


def _drawn(pile: dict) -> dict:
    """An open pile's top card drawn once per process, as the hand's (`boards.FACES`)."""
    if not BOARD.pure_faces or not pile.get("card"):
        return pile
    return {**pile, "card": boards.FACES.drawn(BOARD.card_template, pile["card"])}


bot_name = partial(starting.named_bot, BOT_NAMES)
rules_context = partial(starting.rules_pages, "cledesol")


def memos() -> list[dict]:
    return [
        {"url": "/apprendre/hauteurs/", "title": _("Mémo des hauteurs")},
        {"url": "/apprendre/durees/", "title": _("Mémo des durées")},
        {"url": "/apprendre/intervalles/", "title": _("Mémo des intervalles")},
    ]


def own_pieces(seen: boards.Look, lang: str, shared: dict) -> dict:
    """What only Clé de Sol shows: two piles, the obligation, interceptions and gifts."""
    obs, names = seen.obs, seen.names
    gift = board.gift_view(obs, names, seen.viewer)
    interception = board.interception_view(obs, names, lang, seen.may_act)
    return {
        "can_draw": seen.my_turn and obs["phase"] == "play" and not gift,
        "can_give": "give" in seen.kinds,
        "has_musicien": any(c["kind"] == "musicien" for c in shared["hand"]),
        "demand_choices": board.demand_choices(lang),
        "piles": [_drawn(pile) for pile in board.piles_view(obs, lang, seen.hints)],
        "interception": interception,
        "gift": gift,
        "notices": board.notices(board.pending_view(obs, names, lang), interception, gift),
        "next_dealer_name": names[(obs["dealer"] + 1) % obs["seats"]],
        "direction_clockwise": obs["direction"] == "clockwise",
        "memo": board.memo_view(obs, lang),
    }


BOARD = boards.CardBoard(
    app="cledesol",
    slug="cle-de-sol",
    face=board.face,
    parts=(
        *("status", "turn", "player_tags", "player_extra"),
        *("round_over_title", "next_round", "round_points", "hand_actions"),
    ),
    log_texts=board.LOG_TEXTS,
    log_line=board.log_line,
    own=own_pieces,
    hand_label=gettext_lazy("Ta main : coche une carte (ou plusieurs Notes sur un Rythme)"),
    may_label=gettext_lazy(
        "Quelqu’un a la même note dans l’autre octave ? Il peut intercepter avant :"
    ),
    pick_type="checkbox",
    winning=ngettext_lazy(
        "%(score)s point : le total le plus bas gagne.",
        "%(score)s points : le total le plus bas gagne.",
        "score",
    ),
    pure_faces=True,
)
board_context = BOARD.board_context
board_template, rules_template = "tables/board.html", "tables/rules.html"
inner_template, card_template = BOARD.template, BOARD.card_template


def refusal_staff(state, action_cards: tuple[str, ...], lang: str) -> str:
    """The staff in front of a refused pupil: pile A's top and the Notes he tried."""
    from games.cledesol.cards import CARDS

    if (state.pending or {}).get("type") == "demand":
        return ""  # a Musicien's demand asks a name or a rhythm: the pile's card is not the point
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
    return notation.svg_notes(tuple(items), lang, beamed=False)
