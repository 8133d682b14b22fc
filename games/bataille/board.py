"""The Bataille des sons board as one seat sees it: view models for `bataille/board.html`, built
only from `observation(state, seat)` and that seat's legal actions.

A card the observation hides (« à l'oreille », before the trick's reveal) is drawn from what the
observation gives and nothing else: its power, and an opaque address for its sound (`sounds.py`).
No id, name or value of it is ever looked up here.
"""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.bataille.cards import CARD, CRESCENDO, ECHO, MIROIR, PARAMS, POWERS, TRANSPOSITION
from theory import normalise_lang

HIGH, LOW = "high", "low"

# The four parameters of sound, on the sheet's scales (BS-ours-2).
PARAM_NAMES = {
    "volume": gettext_lazy("volume"),
    "pitch": gettext_lazy("hauteur"),
    "duration": gettext_lazy("durée"),
    "timbre": gettext_lazy("timbre"),
}
# The ends of each scale: (value 1, value 10).
SCALE_ENDS = {
    "volume": (gettext_lazy("faible"), gettext_lazy("fort")),
    "pitch": (gettext_lazy("grave"), gettext_lazy("aigu")),
    "duration": (gettext_lazy("court"), gettext_lazy("long")),
    "timbre": (gettext_lazy("lisse"), gettext_lazy("rugueux")),
}
# The question in the sheet's words (BS-sheet-37), by parameter and by way.
QUESTIONS = {
    ("volume", HIGH): gettext_lazy("Qui a le son le plus fort ?"),
    ("volume", LOW): gettext_lazy("Qui a le son le plus faible ?"),
    ("pitch", HIGH): gettext_lazy("Qui a le son le plus aigu ?"),
    ("pitch", LOW): gettext_lazy("Qui a le son le plus grave ?"),
    ("duration", HIGH): gettext_lazy("Qui a le son le plus long ?"),
    ("duration", LOW): gettext_lazy("Qui a le son le plus court ?"),
    ("timbre", HIGH): gettext_lazy("Qui a le son le plus rugueux ?"),
    ("timbre", LOW): gettext_lazy("Qui a le son le plus lisse ?"),
}
POWER_NAMES = {
    CRESCENDO: gettext_lazy("Crescendo"),
    MIROIR: gettext_lazy("Miroir"),
    TRANSPOSITION: gettext_lazy("Transposition"),
    ECHO: gettext_lazy("Écho"),
}
# The aide-mémoire (BS-sheet-5, BS-2): what each power does, in a line.
POWER_TEXTS = {
    CRESCENDO: gettext_lazy("+3 à la valeur de ta carte sur le paramètre jugé."),
    MIROIR: gettext_lazy(
        "Pour cette plie, la plus petite valeur gagne (ou la plus grande, si on demandait la "
        "plus petite). Deux Miroirs s’annulent."
    ),
    TRANSPOSITION: gettext_lazy("Tu changes le paramètre de la question pour cette plie."),
    ECHO: gettext_lazy(
        "Tu poses aussi la carte suivante de ton paquet : la meilleure des deux compte, et les "
        "deux vont au gagnant."
    ),
}
VARIANT_WORDS = {
    "classic": gettext_lazy("la plus grande valeur gagne"),
    "pianissimo": gettext_lazy("Pianissimo : la plus petite valeur gagne"),
    "scherzo": gettext_lazy("Scherzo : l’attaquant choisit le plus… ou le moins…"),
}


def lang_of(lang: str) -> str:
    return normalise_lang(lang)


def card_name(cid: str, lang: str) -> str:
    return CARD[cid].name[lang_of(lang)]


def card_label(cid: str, lang: str, names: str | None = None) -> str:
    """The declaration's card labels (lessons, logs): the card's name in the language."""
    return card_name(cid, lang)


def way_of(question: dict | None, variant: str) -> str:
    """The way a question is judged: as asked (Scherzo), or by the variant."""
    if question and question.get("way") in (HIGH, LOW):
        return question["way"]
    return LOW if variant == "pianissimo" else HIGH


def question_view(question: dict | None, variant: str) -> dict | None:
    """The question in words, with its parameter (for its icon) and its way (the arrow)."""
    if not question or not question.get("param"):
        return None
    param, way = question["param"], way_of(question, variant)
    return {
        "param": param,
        "way": way,
        "param_name": PARAM_NAMES[param],
        "text": QUESTIONS[(param, way)],
        "end": SCALE_ENDS[param][1 if way == HIGH else 0],
    }


def values_view(values: dict, *, highlight: bool = False) -> list[dict]:
    """A card's four values as bars with their words: `volume 8 / 10 (faible → fort)`."""
    out = []
    best = max(values.values()) if highlight else None
    worst = min(values.values()) if highlight else None
    for p in PARAMS:
        v = int(values[p])
        low, high = SCALE_ENDS[p]
        out.append(
            {
                "param": p,
                "name": PARAM_NAMES[p],
                "value": v,
                "pct": v * 10,
                "low": low,
                "high": high,
                "strong": highlight and v == best,
                "weak": highlight and v == worst,
            }
        )
    return out


def _hint_words(value: dict) -> str:
    """The « Aide » marks said in words too, not by colour alone (WCAG 1.4.1)."""
    if value["strong"]:
        return " " + _("(le maximum de la carte)")
    if value["weak"]:
        return " " + _("(le minimum de la carte)")
    return ""


def power_view(power: str | None) -> dict | None:
    if not power:
        return None
    return {"code": power, "name": POWER_NAMES[power], "text": POWER_TEXTS[power]}


def face(card: dict | None, lang: str, *, sound_url: str = "", highlight: bool = False):
    """A card as the board draws it. A hidden card (« à l'oreille ») shows its power and a
    « listen » button only; a visible card its name, line, four values and power."""
    if card is None:
        return None
    power = power_view(card.get("power"))
    mystery = bool(card.get("mystery"))  # the mystery card, once played: said wherever it lies
    mark = _("Carte mystère") + " · " if mystery else ""
    if card.get("hidden") or "id" not in card:
        words = mark + _("Carte cachée : écoute-la")
        if power:
            words += " · " + _("super pouvoir %(power)s") % {"power": power["name"]}
        return {"hidden": True, "power": power, "sound_url": sound_url, "label": words,
                "mystery": mystery}  # fmt: skip
    lang = lang_of(lang)
    c = CARD[card["id"]]
    values = values_view(c.values, highlight=highlight)
    parts = [f"{v['name']} {v['value']}/10{_hint_words(v)}" for v in values]
    label = mark + _("%(name)s : %(values)s") % {"name": c.name[lang], "values": ", ".join(parts)}
    if power:
        label += " · " + _("super pouvoir %(power)s") % {"power": power["name"]}
    return {
        "hidden": False,
        "id": c.id,
        "name": c.name[lang],
        "line": c.line[lang],
        "values": values,
        "power": power,
        "sound_url": sound_url,
        "label": label,
        "mystery": mystery,
    }


def value_on(card: dict, param: str | None) -> int | None:
    """A visible card's value on a parameter (None: hidden, or no parameter)."""
    if not param or card.get("hidden") or "id" not in card:
        return None
    return CARD[card["id"]].value(param)


def aide_memoire() -> list[dict]:
    """The four powers, always on every player's screen (BS-sheet-5)."""
    return [power_view(p) for p in POWERS]


def params_legend() -> list[dict]:
    return [
        {"param": p, "name": PARAM_NAMES[p], "low": SCALE_ENDS[p][0], "high": SCALE_ENDS[p][1]}
        for p in PARAMS
    ]


def all_cards(lang: str) -> list[dict]:
    """The 37 cards for the rules page's table."""
    lang = lang_of(lang)
    return [
        {
            "id": c.id,
            "name": c.name[lang],
            "line": c.line[lang],
            "values": [c.value(p) for p in PARAMS],
            "power": POWER_NAMES[c.power] if c.power else "",
        }
        for c in CARD.values()
    ]
