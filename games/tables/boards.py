"""What every game's board shows the same way: the players, the hand, the revealed hands, the
score sheet, the log, the pass-the-computer screen, whose turn it is.

`CardBoard.board_context` builds it from one seat's `observation` and `legal_actions` alone, so
nothing hidden can reach a template; a game's presenter adds only its own piles and words. The
pieces that draw it are the partials of `tables/pieces.html`.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from django.template.loader import render_to_string
from django.utils.translation import get_language, gettext_lazy, ngettext_lazy

from games.tables import kit, services
from games.tables.access import View
from games.tables.logs import recent_log
from games.tables.models import ActionLog, Table
from games.tables.names import elides
from theory import normalise_lang

# Log lines every game words alike; a game's own `log_texts` may word them otherwise.
LOG_TEXTS = {
    "draw": ngettext_lazy("%(name)s pioche %(n)s carte.", "%(name)s pioche %(n)s cartes.", "n"),
    "game-end": gettext_lazy("Fin de la partie."),
}


@dataclass(frozen=True)
class CardBoard:
    """How one card game fills the shared board: its partials, its card faces, its log's words
    and its own pieces. Its templates live in its app's folder: `<app>/board.html` (the game's
    partials) and `<app>/card.html` (a card face).

    `face(card, lang, where=..., names=...)` draws a card (`names`: print the note's name);
    `parts` names the partials of `<app>/board.html` the shared pieces show in their slots
    (status, turn, player_tags, player_extra, round_over_title, next_round,
    hand_actions); `log_texts` words the log's simple events with `%(name)s` (who acted, won
    or deals), `%(round)s` and `%(n)s`, and `log_line(event, names, lang)` the others;
    `own(look, lang, shared)` adds the game's own pieces (its piles, notices, memo…) to the
    shared context."""

    app: str
    slug: str
    face: Callable[..., dict]
    parts: tuple[str, ...]
    log_texts: dict
    log_line: Callable[[dict, list[str], str], str]
    own: Callable[[Look, str, dict], dict]
    hand_label: str
    may_label: str  # the pass screen's words for who may act out of turn
    pick_type: str = "radio"
    dealer_key: str = "dealer"
    # Why the winner won, with `%(score)s`: « %(score)s points : le total le plus bas gagne ».
    winning: str = ""
    # Its card face (`<app>/card.html`) shows the card's own fields and nothing else of the
    # board: each face in a hand is then drawn once per process (`FACES`), not in every board.
    pure_faces: bool = False
    # Events whose log line already says the draw that follows them (« … et pioche 2 cartes »):
    # that draw gets no line of its own (a reviewer's pupil read four cards for two).
    says_its_draw: tuple[str, ...] = ()

    @property
    def template(self) -> str:
        return f"{self.app}/board.html"

    @property
    def card_template(self) -> str:
        return f"{self.app}/card.html"

    def board_context(
        self, *, table, rules, state, view: View, lang: str, refusal: dict | None
    ) -> dict:
        """Everything the board shows to `view.seat` (None: a spectator, or the pass screen)."""
        lang = normalise_lang(lang)
        seen = look(table, rules, state, view)
        context = shared_context(self, seen, table=table, view=view, lang=lang, refusal=refusal)
        context.update(self.own(seen, lang, context))
        memo = context.get("memo")
        if memo:  # the memo of the moment is beside the board: the others, as links under it
            context["memo_links"] = [m for m in context["memo_links"] if m["url"] != memo["url"]]
        return place_refusal(context)


@dataclass(frozen=True)
class Look:
    """One seat's view of a table, read once: its observation and what it may do now."""

    seats: list
    names: list[str]
    viewer: int | None
    obs: dict
    kinds: set[str]
    playable: set[str]
    hints: bool
    my_turn: bool
    may_act: bool
    outcome: object

    @property
    def phase(self) -> str:
        return self.obs["phase"]


def look(table: Table, rules, state, view: View) -> Look:
    seats = list(table.seats.all())
    viewer = view.seat
    obs = services.observe(table, rules, state, viewer)
    legal = list(rules.legal_actions(state, viewer)) if viewer is not None else []
    hints = bool(obs["options"].get("hints"))
    stage = obs["stage"]
    return Look(
        seats=seats,
        names=[s.shown_name for s in seats],
        viewer=viewer,
        obs=obs,
        kinds={a.kind for a in legal},
        playable={c for a in legal if a.kind == "play" for c in a.cards} if hints else set(),
        hints=hints,
        my_turn=viewer is not None and viewer in stage["must"],
        may_act=viewer is not None and viewer in stage["may"],
        outcome=rules.outcome(state),
    )


def shared_context(
    game: CardBoard, seen: Look, *, table: Table, view: View, lang: str, refusal: dict | None
) -> dict:
    """What the shared pieces (`tables/pieces.html`) show of the seat's look."""
    obs, names, viewer = seen.obs, seen.names, seen.viewer
    finished = seen.phase == "game-over"
    # At the end, on a computer several children share, nobody is « toi »: they all read it.
    told = viewer if not finished or len(view.own) <= 1 else None
    return {
        "table": table,
        "game": game_info(game.slug),
        "inner_template": game.template,
        "card_template": game.card_template,
        "parts": {name: f"{game.template}#{name}" for name in game.parts},
        **assets(game.slug),
        "pick_type": game.pick_type,
        "hand_label": game.hand_label,
        "obs": obs,
        "viewer": viewer,
        "viewer_name": names[viewer] if viewer is not None else None,
        "viewer_elides": viewer is not None and elides(names[viewer]),
        "players": players(seen.seats, obs, told, dealer_key=game.dealer_key),
        "hand": hand(game, seen, lang),
        "my_turn": seen.my_turn,
        "can_deal": "deal" in seen.kinds,
        "turn_name": names[obs["turn"]],
        "score_rows": score_rows(obs, names),
        "revealed": revealed(game, obs, names, lang),
        "outcome": seen.outcome,
        "winners": winners(seen.outcome, names),
        "i_won": finished and told is not None and told in seen.outcome.winners,
        "why_won": why_won(game, seen.outcome),
        "finished": finished,
        "round_over": seen.phase == "round-over",
        "bot_deals": bool(view.own) and _bot_deals(seen),
        "hot_seat": len(view.own) > 1,  # « Continuer » for who plays here
        "log": log_lines(game, recent_log(table), viewer, names, lang),
        "refusal": refusal,
        "pass_screen": pass_screen(view, seen.seats, obs["stage"], game.may_label),
        "hints": seen.hints,
        "notices": [],
        "memo_links": memo_links(game.slug),
    }


def _bot_deals(seen: Look) -> bool:
    """Between two rounds, a computer deals the next (`services.ROUND_READ`)."""
    must = seen.obs["stage"]["must"]
    return bool(must) and "deal" not in seen.kinds and all(seen.seats[i].is_bot for i in must)


def memo_links(slug: str) -> list[dict]:
    """The game's memos, to open in a tab beside the table at any time (CS-sheet-9)."""
    return [{"url": f"/apprendre/{m.slug}/", "title": m.title} for m in kit.game(slug).memos]


def place_refusal(context: dict) -> dict:
    """A refused move's message goes by the hand, where the pupil is looking (on a phone the
    top of the board is out of sight); without a hand on screen, at the top of the board."""
    context["refusal_at_hand"] = bool(
        context.get("refusal")
        and context.get("viewer") is not None
        and not context.get("finished")
        and not context.get("round_over")
    )
    return context


def assets(slug: str) -> dict:
    """The game's own stylesheets and scripts (its declaration's `assets`), for its table page
    after the shared ones (`table.css`, `live.js`)."""
    declared = kit.game(slug).assets
    return {
        "styles": [a for a in declared if a.endswith(".css")],
        "scripts": [a for a in declared if a.endswith(".js")],
    }


def hand(game: CardBoard, seen: Look, lang: str) -> list[dict]:
    """The seat's own cards, those a hint says are playable marked."""
    faces = [game.face(c, lang, names=seen.hints) for c in (seen.obs["hand"] or [])]
    # The legal moves name one copy of identical cards: every copy is marked (a child took the
    # unmarked second tierce for another card, or a wrong one). Copies share their words.
    playable = {face.get("label") for face in faces if face["id"] in seen.playable} - {None, ""}
    faces = [
        {**face, "playable": face["id"] in seen.playable or face.get("label") in playable}
        for face in faces
    ]
    return [FACES.drawn(game.card_template, face) for face in faces] if game.pure_faces else faces


class Faces:
    """Card faces as HTML, by template and face: a game has few (a card, a language, the hint
    that it is playable), and every board of every seat shows them, move after move."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._lock = threading.Lock()
        self._items: OrderedDict[tuple, str] = OrderedDict()

    def drawn(self, template: str, face: dict) -> dict:
        """The face with its HTML (`html`), as `{% include template %}` draws it."""
        key = (template, get_language(), *face.items())
        with self._lock:
            html = self._items.get(key)
        if html is None:
            html = render_to_string(template, {"card": face})
            with self._lock:
                self._items[key] = html
                while len(self._items) > self.size:
                    self._items.popitem(last=False)
        return {**face, "html": html}


FACES = Faces()


def revealed(game: CardBoard, obs: dict, names: list[str], lang: str) -> list[dict] | None:
    """The hands laid open at the end of a round, for everyone to count."""
    if obs["revealed_hands"] is None or obs["phase"] == "play":
        return None
    return [
        {"name": names[i], "cards": [game.face(c, lang, where=f"r{i}", names=True) for c in cards]}
        for i, cards in enumerate(obs["revealed_hands"])
    ]


def players(seats, obs: dict, viewer: int | None, *, dealer_key: str = "dealer") -> list[dict]:
    stage = obs["stage"]
    blocked = set(obs.get("blocked", ()))
    skips = obs.get("skips") or [0] * len(seats)
    return [
        {
            "index": s.index,
            "name": s.shown_name,
            "is_bot": s.is_bot,
            "count": obs["hand_counts"][s.index],
            "score": obs["scores"][s.index],
            "is_turn": s.index in stage["must"],
            "is_me": s.index == viewer,
            "is_dealer": s.index == obs.get(dealer_key),
            "skips": skips[s.index],
            "blocked": s.index in blocked,
        }
        for s in seats
    ]


def pass_screen(
    view: View, seats, stage: dict, may_label: str, letters: bool = False
) -> dict | None:
    """Hot seat: whose hand the screen waits to show, and who may act out of turn meanwhile
    (`letters`: a rack of letters, not cards, is shown)."""
    if view.seat is not None or not view.waiting:
        return None
    by_index = {s.index: s for s in seats}
    return {
        "must": [by_index[i] for i in view.waiting if i in stage["must"]],
        "may": [by_index[i] for i in view.waiting if i not in stage["must"]],
        "may_label": may_label,
        "letters": letters,
    }


def visible_events(rows: list[ActionLog], seat: int | None):
    """The events of the log rows this seat may be shown, oldest first."""
    for row in rows:
        for event in row.events:
            visible = event.get("visible_to")
            if visible is None or (seat is not None and seat in visible):
                yield event


def log_lines(
    game: CardBoard, rows: list, seat: int | None, names: list[str], lang: str
) -> list[str]:
    """The public log (and what this seat alone was shown), newest first, in words. A draw the
    seat sees card by card ("Tu as pioché : …") is one line, not two."""
    events = list(visible_events(rows, seat))
    kept = [
        e
        for before, e, after in zip([None, *events], events, [*events[1:], None], strict=False)
        if not (e["kind"] == "draw" and after and after["kind"] == "drew"
                and after.get("seat") == e.get("seat"))
        and not (e["kind"] in ("draw", "drew") and before
                 and before["kind"] in game.says_its_draw and before.get("seat") == e.get("seat"))
    ]  # fmt: skip
    lines = (log_line(game, e, names, lang) for e in kept)
    return [line for line in lines if line][::-1]


def log_line(game: CardBoard, event: dict, names: list[str], lang: str) -> str:
    text = game.log_texts.get(event["kind"]) or LOG_TEXTS.get(event["kind"])
    if text is None:
        return game.log_line(event, names, lang)
    return str(text % event_words(event, names))


def event_words(event: dict, names: list[str]) -> dict:
    """The usual words of a log line: who acted (or won the round, or deals), the round, a count."""
    who = next((event[k] for k in ("seat", "winner", "dealer", "starter") if k in event), None)
    return {
        "name": names[who] if who is not None else "",
        "round": event.get("round"),
        "n": event.get("count", 0),
    }


def score_rows(obs: dict, names: list[str]) -> list[dict]:
    return [
        {"round": r["round"], "points": r["points"], "winner": names[r["winner"]]}
        for r in obs["round_results"]
    ]


def game_info(slug: str):
    from clesite.catalogue import info

    return info(slug)


def why_won(game: CardBoard, outcome) -> str:
    """The winner's score and the game's rule: a child reads why the game ended that way."""
    if not (game.winning and outcome and outcome.finished and outcome.winners):
        return ""
    return str(game.winning % {"score": outcome.scores[outcome.winners[0]]})


def winners(outcome, names: list[str]) -> list[str]:
    return [names[w] for w in outcome.winners] if outcome and outcome.finished else []


def draw_pile(count: int, label: str, words: str) -> dict:
    """The face-down pile: its size, its name, and both in `words` for a screen reader."""
    return {"back": True, "count": count, "label": label, "words": words}


def pile(cls: str, card: dict | None, label: str, empty: str = "") -> dict:
    """An open pile: its top card (or `empty`, the empty place in words) and its name."""
    return {"back": False, "class": cls, "card": card, "label": label, "empty": empty}


def notice(cls: str, title: str, *texts: str, svg: str = "") -> dict:
    """A box beside the piles (`pieces.html#notices`): what must or may be done now, and why."""
    return {"class": cls, "title": title, "texts": list(texts), "svg": svg}
