"""Bataille des sons in the browser (its start options and action parser: `options.py`): its
board: your card large with its four values (or
a « listen » button only, « à l'oreille »), the question in words and an icon, the cards laid so
far with who laid them, the decks and won piles as counts, the mystery card, the rounds, the
trick just played (« X remporte la plie »), and the aide-mémoire of the four powers.

The board is built from `observation(state, seat)` and the seat's legal actions only
(`games.tables.boards.look`); the shared pieces (the pass-the-computer screen, the turn banner,
the log) are the kit's. Hot seat: one's own card is secret until laid; the kit's pass screen
hides it as soon as the seat has nothing more to do in the trick.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from games.bataille import board, sounds
from games.bataille.cards import CARD, CRESCENDO, PARAMS, TRANSPOSITION
from games.engine import Action
from games.tables import boards, starting
from games.tables.access import View

BOT_NAMES = ("Edgar", "Clara", "Maurice", "Nadia", "Gabriel", "Ionela")


bot_name = partial(starting.named_bot, BOT_NAMES)


def rules_context() -> dict:
    from django.utils.translation import get_language

    cards = board.all_cards(get_language())
    for card in cards:
        card["sound"] = sounds.public_url(card["id"])
    return {
        **starting.rules_pages("bataille"),
        "cards": cards,
        "params": board.params_legend(),
        "powers": board.aide_memoire(),
    }


# ---------------------------------------------------------------- the board


def _sound(obs: dict, card: dict | None, code: str) -> str:
    """The address of a card's sound: public when its values show, opaque when hidden."""
    if not card:
        return ""
    if card.get("hidden") or "id" not in card:
        slot = card.get("sound")
        return sounds.opaque_url(code, obs, slot) if slot else ""
    return sounds.public_url(card["id"])


def _face(obs: dict, card: dict | None, lang: str, code: str, **kw) -> dict | None:
    return board.face(card, lang, sound_url=_sound(obs, card, code), **kw)


def laid_view(obs: dict, entries: list, names: list[str], lang: str, code: str, param) -> list:
    """The cards in play, in the order laid: who laid, the card (a power used is turned a
    quarter), Écho's extra card, a bataille's cards stacked."""
    out = []
    for entry in entries or []:
        seat = entry.get("seat")
        card = entry.get("card")
        out.append(
            {
                "seat": seat,
                "name": names[seat] if seat is not None and seat < len(names) else "",
                "card": _face(obs, card, lang, code),
                "value": entry.get("value", board.value_on(card or {}, param)),
                "power_used": bool(entry.get("power_used")),
                "target_param": board.PARAM_NAMES.get(entry.get("target_param") or "", ""),
                "echo": _face(obs, entry.get("echo"), lang, code),
                "bataille": [_face(obs, c, lang, code) for c in entry.get("bataille") or []],
            }
        )
    return out


def _judged(trick: dict, variant: str) -> dict | None:
    return board.question_view(trick.get("judged") or trick.get("question"), variant)


def _card_name(card: dict | None, lang: str) -> str:
    if not card or "id" not in card:
        return ""
    name = CARD[card["id"]].name.get(lang) or CARD[card["id"]].name["fr"]
    return name[:1].lower() + name[1:]


def trick_story(trick: dict, names: list[str], variant: str, lang: str) -> list[str]:
    """Why the trick went the way it did, in a child's words and numbers: each value counted
    (Crescendo's +3 shown), which way wins, and each bataille's turned cards."""
    judged = board.question_view(trick.get("judged") or trick.get("question"), variant)
    if not judged:
        return []
    param, way = judged["param"], judged["way"]
    counted = []
    for e in trick.get("laid") or []:
        seat, value = e.get("seat"), e.get("value")
        if seat is None or value is None:
            continue
        card = e.get("card") or {}
        base = board.value_on(card, param)
        words = {"name": names[seat], "value": value, "card": _card_name(card, lang)}
        if e.get("power_used") and card.get("power") == CRESCENDO and base is not None:
            counted.append(_("%(name)s %(value)s (%(card)s : %(base)s + 3, Crescendo)") % {
                **words, "base": base})  # fmt: skip
        else:
            counted.append(_("%(name)s %(value)s (%(card)s)") % words)
    if not counted:
        return []
    rule = _("le plus grand nombre gagne") if way == board.HIGH else _("le plus petit nombre gagne")
    story = [
        _("En %(param)s : %(counted)s ; %(rule)s.")
        % {"param": judged["param_name"], "counted": ", ".join(counted), "rule": rule}
    ]
    for k in range(max((len(e.get("bataille") or []) for e in trick.get("laid") or []), default=0)):
        turned = [
            _("%(name)s %(value)s (%(card)s)")
            % {
                "name": names[e["seat"]],
                "value": board.value_on(c, param),
                "card": _card_name(c, lang),
            }
            for e in trick.get("laid") or []
            if len(e.get("bataille") or []) > k
            for c in [e["bataille"][k]]
            if board.value_on(c, param) is not None
        ]
        if turned:
            story.append(_("Égalité : bataille ! Cartes suivantes : %(turned)s.") % {
                "turned": ", ".join(turned)})  # fmt: skip
    return story


def last_trick_view(
    obs: dict, names: list[str], lang: str, code: str, last: bool = False
) -> dict | None:
    """The trick just resolved, all revealed: who takes it (or nobody: set aside), and why.
    `last`: the game's, under its winner (« Gagnant : Inès » then « Léa remporte la plie ! »
    read as if Léa had won: a reviewer)."""
    trick = obs.get("last_trick")
    if not trick:
        return None
    variant = obs["options"].get("variant", "classic")
    judged = _judged(trick, variant)
    param = judged["param"] if judged else None
    winner = trick.get("winner")
    why = ""
    laid = laid_view(trick, trick.get("laid") or [], names, lang, code, param)
    if winner is None and last:
        title = _("La dernière plie : personne ne l’a remportée, ses cartes sont mises de côté.")
    elif winner is None:
        title = _("Personne ne remporte la plie : ses cartes sont mises de côté.")
        why = _("Les joueurs à égalité n’avaient plus de carte pour faire bataille.")
    elif last:
        title = _("La dernière plie : %(name)s l’a remportée.") % {"name": names[winner]}
    else:
        title = _("%(name)s remporte la plie !") % {"name": names[winner]}
    return {
        "title": title,
        "why": why,
        "winner": winner,
        "question": board.question_view(trick.get("question"), variant),
        "judged": judged if trick.get("judged") not in (None, trick.get("question")) else None,
        "laid": laid,
        "count": trick.get("cards") or _count_cards(trick.get("laid") or []),
        "bataille": any(e.get("bataille") for e in trick.get("laid") or []),
        "story": trick_story(trick, names, variant, lang),
    }


def _count_cards(entries: list) -> int:
    return sum(1 + bool(e.get("echo")) + len(e.get("bataille") or []) for e in entries)


def ask_buttons(legal: list[Action], variant: str) -> list[dict]:
    """The attacker's questions: one button each (4, or 8 in Scherzo)."""
    out = []
    for a in legal:
        if a.kind != "ask" or a.choice not in PARAMS:
            continue
        way = a.param("way")
        question = board.question_view({"param": a.choice, "way": way}, variant)
        # `way` is posted only in Scherzo (the attacker's word); elsewhere the rules decide
        out.append({**question, "choice": a.choice, "way": way or "", "arrow": question["way"]})
    return out


def lay_choices(legal: list[Action], hand: dict | None) -> dict | None:
    """The layer's options: lay plainly; turn the card's power on (a defender with a power);
    Transposition's new parameter."""
    lays = [a for a in legal if a.kind == "lay"]
    if not lays:
        return None
    with_power = [a for a in lays if a.param("power")]
    targets = [a.param("target_param") for a in with_power if a.param("target_param")]
    power = (hand or {}).get("power")
    return {
        "plain": any(not a.param("power") for a in lays),
        "power": board.power_view(power) if with_power else None,
        "transposition": power == TRANSPOSITION and bool(targets),
        "targets": [{"param": p, "name": board.PARAM_NAMES[p]} for p in PARAMS if p in targets],
    }


def players_view(obs: dict, seats, viewer: int | None) -> list[dict]:
    stage = obs["stage"]
    decks, won = obs.get("decks") or [], obs.get("won") or []
    rounds_won = obs.get("rounds_won") or []
    out_seats = set(obs.get("out") or [])
    laid_seats = {e.get("seat") for e in obs.get("laid") or []}
    return [
        {
            "index": s.index,
            "name": s.shown_name,
            "is_bot": s.is_bot,
            "deck": _at(decks, s.index),
            "won": _at(won, s.index),
            "rounds_won": _at(rounds_won, s.index),
            "is_turn": s.index in stage["must"],
            "is_me": s.index == viewer,
            "is_attacker": s.index == obs.get("attacker"),
            "is_dealer": s.index == obs.get("dealer"),
            "is_out": s.index in out_seats,
            "has_laid": s.index in laid_seats,
        }
        for s in seats
    ]


def _at(values: list, i: int) -> int:
    return values[i] if i < len(values) else 0


def mystery_view(obs: dict, names: list[str]) -> dict:
    """The mystery card: face down until taken; the pile then says who took it (« prise par
    Léa »: taken when her deck ran out, before she lays it, reviewer 16), and once laid its face
    shows where it lies, like any card."""
    mystery = obs.get("mystery") or {}
    seat = mystery.get("seat")
    return {
        "used": bool(mystery.get("used")),
        "by": names[seat] if seat is not None and seat < len(names) else "",
    }


def round_results(obs: dict, names: list[str]) -> list[dict]:
    """The rounds played: cards won by each, who won (several: a shared round), and the cards
    set aside on ties nobody took (BS-ours-10: a row that adds up to less than the deck)."""
    out = []
    for r in obs.get("round_results") or []:
        winner = r.get("winner")
        winners = [winner] if winner is not None else list(r.get("shared") or [])
        out.append(
            {
                "round": r.get("round"),
                "won": r.get("won") or r.get("points") or [],
                "winners": [names[w] for w in winners],
                "aside": r.get("set_aside") or 0,
            }
        )
    return out


def own_pieces(seen: boards.Look, lang: str, shared: dict) -> dict:
    """What only Bataille des sons shows (see the module's docstring)."""
    obs, names, table = seen.obs, seen.names, shared["table"]
    code = table.code
    options = obs.get("options") or {}
    variant = options.get("variant", "classic")
    by_ear = bool(options.get("by_ear"))
    legal = list(seen.legal)
    question = board.question_view(obs.get("question"), variant)
    judged = board.question_view(obs.get("judged"), variant)
    if judged == question:  # no power has changed the question
        judged = None
    param = (judged or question or {}).get("param")
    hand = obs.get("hand")
    hints = seen.hints and not by_ear
    stage = obs["stage"].get("name", "")
    attacker = obs.get("attacker")
    order = obs.get("order") or []
    laid = laid_view(obs, obs.get("laid") or [], names, lang, code, param)
    waiting = [names[s] for s in order if s not in {e["seat"] for e in laid}]
    my_card = _face(obs, hand, lang, code, highlight=hints)
    return {
        "variant": variant,
        "variant_words": board.VARIANT_WORDS.get(variant, ""),
        "by_ear": by_ear,
        "stage": stage,
        "my_card": my_card,
        "open_hand": [my_card] if my_card else [],  # the class's teacher, all hands open
        "question": question,
        "judged": judged,
        "asks": ask_buttons(legal, variant) if "ask" in seen.kinds else [],
        "lay": lay_choices(legal, hand) if "lay" in seen.kinds else None,
        "is_attacker": seen.viewer is not None and seen.viewer == attacker,
        "attacker_name": names[attacker] if attacker is not None else "",
        "laid": laid,
        "my_laid": seen.viewer is not None and any(e["seat"] == seen.viewer for e in laid),
        "waiting_names": waiting,
        "seat_players": players_view(obs, seen.seats, seen.viewer),
        "bots_by_value": by_ear and any(s.is_bot for s in seen.seats),
        "mystery": mystery_view(obs, names),
        "last_trick": last_trick_view(
            obs, names, lang, code, last=bool(seen.outcome and seen.outcome.finished)
        ),
        "rounds_to_win": options.get("rounds_to_win", 2),
        "results": round_results(obs, names),
        "powers": board.aide_memoire(),
        "params": board.params_legend(),
        "trick_no": obs.get("trick"),
        "round_over": stage == "deal" or seen.phase == "round-over",
        # The round's winner deals the next (BS-sheet-32), not the one who dealt it (reviewer
        # 17: « Clara va distribuer… », then « Manche 2 : Edgar distribue. »).
        "next_dealer_name": names[obs["next_dealer"]] if obs.get("next_dealer") is not None else "",
        "hot_seat": len(shared.get("own_seats") or []) > 1,
    }


LOG_TEXTS = {
    "deal": gettext_lazy("Manche %(round)s : %(name)s distribue."),
}


def log_line(e: dict, names: list[str], lang: str) -> str:
    """A log line: who asked what, who laid (never which card: the table shows it, and « à
    l'oreille » it is secret until the reveal), who took the trick."""
    kind = e.get("kind")
    who = names[e["seat"]] if e.get("seat") is not None and e["seat"] < len(names) else ""
    if kind == "ask":
        q = board.question_view({"param": e.get("param"), "way": e.get("way")}, "classic")
        if q:
            return _("%(name)s demande : %(question)s") % {"name": who, "question": q["text"]}
        return ""
    if kind == "lay":
        if e.get("power_used") or e.get("power"):
            return _("%(name)s pose sa carte et tourne son super pouvoir.") % {"name": who}
        return _("%(name)s pose sa carte.") % {"name": who}
    if kind in ("trick", "trick-won"):
        if e.get("winner") is None:
            return _("Personne ne remporte la plie : ses cartes sont mises de côté.")
        n = e.get("cards", 0)
        return ngettext(
            "%(name)s remporte la plie (%(n)s carte).",
            "%(name)s remporte la plie (%(n)s cartes).",
            n,
        ) % {"name": names[e["winner"]], "n": n}
    if kind == "echo":
        return _("Écho : %(name)s pose aussi sa carte suivante.") % {"name": who}
    if kind == "mystery":
        return _("%(name)s n’a plus de cartes et joue la carte mystère.") % {"name": who}
    if kind == "sit-out":
        return _("%(name)s n’a plus de cartes et attend la fin de la manche.") % {"name": who}
    if kind == "bank":
        return ngettext(
            "%(name)s ajoute sa dernière carte à ses cartes gagnées.",
            "%(name)s ajoute ses %(n)s dernières cartes à ses cartes gagnées.",
            e.get("count", 0),
        ) % {"name": who, "n": e.get("count", 0)}
    if kind == "round-over":
        if e.get("winner") is not None and e.get("game_over"):
            return _("%(name)s gagne la manche et la partie !") % {"name": names[e["winner"]]}
        if e.get("winner") is not None:
            return _("%(name)s gagne la manche.") % {"name": names[e["winner"]]}
        return _("Manche partagée : personne ne la gagne.")
    return ""


def _face_for_shared(card, lang, **kw):  # the kit's hand and revealed hands: none here
    return {"id": "", "label": ""}


BOARD = boards.CardBoard(
    app="bataille",
    slug="bataille-des-sons",
    face=_face_for_shared,
    parts=("status", "turn"),
    log_texts=LOG_TEXTS,
    log_line=log_line,
    own=own_pieces,
    hand_label=gettext_lazy("Ta carte"),
    may_label="",
)


def board_context(*, table, rules, state, view: View, lang: str, refusal: dict | None) -> dict:
    """The shared pieces (turn banner, log, pass screen) from the seat's look, and Bataille's
    own. The kit's card-table keys that Bataille has not (hands of several cards, points) are
    filled so that its shared pieces read them safely; the board draws its own seats."""
    seen = boards.look(table, rules, state, view)
    obs = seen.obs
    seats = obs["seats"]
    shared_obs = {
        **obs,
        "hand": [],
        "hand_counts": obs.get("decks") or [0] * seats,
        "scores": obs.get("won") or [0] * seats,
        "revealed_hands": None,
        "round_results": [],
    }
    shared_seen = replace(seen, obs=shared_obs)
    context = boards.shared_context(
        BOARD, shared_seen, table=table, view=view, lang=lang, refusal=refusal
    )
    context["obs"] = obs
    context["own_seats"] = view.own
    look = _Look(seen, rules.legal_actions(state, view.seat) if view.seat is not None else [])
    context.update(own_pieces(look, lang, context))
    context["finished"] = bool(seen.outcome and seen.outcome.finished)
    return boards.place_refusal(context)


class _Look:
    """The kit's look, with the seat's legal actions kept (the ask and lay buttons)."""

    def __init__(self, seen: boards.Look, legal) -> None:
        self._seen = seen
        self.legal = list(legal)

    def __getattr__(self, name):
        return getattr(self._seen, name)


board_template, rules_template = "tables/board.html", "bataille/rules.html"
inner_template, card_template = BOARD.template, BOARD.card_template
