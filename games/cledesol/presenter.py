"""Clé de Sol in the browser: the start options, and the board as one seat may see it.

Everything shown is built from `observation(state, seat)`: another seat's hand, the draw pile's
order and the RNG never reach a template.
"""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.tables import boards
from games.tables.access import View
from games.tables.models import Table
from theory import notation

MIN_PLAYERS, MAX_PLAYERS = 2, 6
board_template = "tables/board.html"
inner_template = "cledesol/board.html"
rules_template = "tables/rules.html"
BOT_NAMES = ("Clara", "Maurice", "Lili", "George", "Nadia")
LEVEL_WORDS = {
    "random": gettext_lazy("débutant"),
    "simple": gettext_lazy("moyen"),
    "strong": gettext_lazy("fort"),
}
SPEEDS = {"slow": 2500, "normal": 1500, "fast": 800}


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
    hints = forms.BooleanField(
        label=gettext_lazy("Aide : montrer les cartes jouables"), required=False, initial=False
    )
    demi_pause_two_turns = forms.BooleanField(
        label=gettext_lazy("À deux joueurs, la demi-pause fait passer deux tours à l’adversaire"),
        required=False,
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
            "L’ordinateur attend un peu avant de jouer, pour qu’on puisse intercepter."
        ),
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
    return f"{BOT_NAMES[(index - 1) % len(BOT_NAMES)]} ({LEVEL_WORDS.get(level, level)})"


def memos() -> list[dict]:
    return [
        {"url": "/apprendre/hauteurs/", "title": _("Mémo des hauteurs")},
        {"url": "/apprendre/durees/", "title": _("Mémo des durées")},
        {"url": "/apprendre/intervalles/", "title": _("Mémo des intervalles")},
    ]


def rules_context() -> dict:
    from django.utils.translation import get_language

    lang = (get_language() or "fr")[:2]
    lang = lang if lang in ("fr", "ro", "en") else "fr"
    return {
        "rules_body": f"cledesol/rules/body_{lang}.html",
        "choices_body": f"cledesol/rules/choices_{lang}.html",
    }


def board_context(*, table, rules, state, view: View, lang: str, refusal: dict | None) -> dict:
    """Everything `cledesol/board.html` shows to `view.seat` (None: spectator or pass screen)."""
    from games.cledesol import board

    lang = board._lang(lang)
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
        {**board.card_view(c, lang, show_names=hints), "playable": c["id"] in playable}
        for c in (obs["hand"] or [])
    ]
    outcome = rules.outcome(state)
    finished = obs["phase"] == "game-over"
    players = boards.players(seats, obs, viewer)
    window = obs["interception"]
    interception = None
    if window is not None:
        interception = {
            "layer": names[window["layer"]],
            "turn": names[window["turn"]],
            "note": board.card_view(window["note"], lang, show_names=True, where="w"),
            "can": viewer is not None and viewer in stage["may"],
        }
    gift = obs["gift"]
    gift_view = None
    if gift:
        gift_view = {
            "giver": names[gift["giver"]],
            "receiver": names[gift["receiver"]],
            "count": gift["count"],
            "mine": viewer == gift["giver"],
        }
    rounds = []
    for r in obs["round_results"]:
        rounds.append({"round": r["round"], "winner": names[r["winner"]], "points": r["points"]})
    revealed = None
    if obs["revealed_hands"] is not None and obs["phase"] != "play":
        revealed = [
            {
                "name": names[i],
                "cards": [board.card_view(c, lang, show_names=True, where=f"r{i}") for c in cards],
            }
            for i, cards in enumerate(obs["revealed_hands"])
        ]
    next_dealer = (obs["dealer"] + 1) % obs["seats"]
    pass_screen = boards.pass_screen(
        view,
        seats,
        stage,
        _("Quelqu’un a la même note dans l’autre octave ? Il peut intercepter avant :"),
    )
    return {
        "table": table,
        "game": boards.game_info("cle-de-sol"),
        "inner_template": inner_template,
        "card_template": "cledesol/card.html",
        "pick_type": "checkbox",
        "hand_label": _("Ta main : coche une carte (ou plusieurs Notes sur un Rythme)"),
        "obs": obs,
        "viewer": viewer,
        "viewer_name": names[viewer] if viewer is not None else None,
        "players": players,
        "hand": hand,
        "my_turn": my_turn,
        "can_draw": my_turn and obs["phase"] == "play" and not gift,
        "can_deal": "deal" in kinds,
        "can_give": "give" in kinds,
        "has_musicien": any(c["kind"] == "musicien" for c in hand),
        "demand_choices": board.demand_choices(lang),
        "pile_a": board.card_view(obs["pile_a"]["top"], lang, show_names=hints, where="a"),
        "pile_a_count": obs["pile_a"]["count"],
        "pile_b": board.card_view(obs["pile_b"]["top"], lang, show_names=hints, where="b")
        if obs["pile_b"]["top"]
        else None,
        "pile_b_count": obs["pile_b"]["count"],
        "draw_count": obs["draw_pile"]["count"],
        "pending": board.pending_view(obs, names, lang),
        "interception": interception,
        "gift": gift_view,
        "turn_name": names[obs["turn"]],
        "next_dealer_name": names[next_dealer],
        "direction_clockwise": obs["direction"] == "clockwise",
        "rounds": rounds,
        "revealed": revealed,
        "outcome": outcome,
        "winners": boards.winners(outcome, names),
        "finished": finished,
        "round_over": obs["phase"] == "round-over",
        "log": board.event_lines(boards.recent_log(table), viewer, names, lang),
        "memo": board.memo_view(obs, lang),
        "refusal": refusal,
        "pass_screen": pass_screen,
        "hints": hints,
        "score_rows": boards.score_rows(obs, names),
    }


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
