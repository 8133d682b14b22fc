"""The forms a page shows: where each posts, and its fields with the values the page offers.

The fuzz posts what the site's own forms would post, then makes it hostile: reading the forms
from the pages (rather than listing them here) keeps a new form, or a new field, fuzzed.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

from django.urls import Resolver404, resolve

# The move endpoint of every card game (`games.tables.kit.card_action`): seats, cards and kinds
# no form offers, added to whatever the board shows.
TABLE_MOVES: dict[str, tuple[str, ...]] = {
    "seat": ("0", "1", "-1", "6", "99", "9" * 25),
    "version": ("0", "-1", "9" * 25, "x"),
    "kind": ("play", "draw", "pass", "say", "nonsense", "k" * 41),
    "cards": ("", "XX-99", "C4-noire", "../0", "0"),
    "choice": ("", "nope", "0"),
    "target": ("", "-1", "99", "9" * 25, "x"),
}


@dataclass
class Form:
    action: str  # the path it posts (or gets) to
    method: str
    fields: list[tuple[str, str]] = field(default_factory=list)


class _Forms(HTMLParser):
    def __init__(self, page: str) -> None:
        super().__init__(convert_charrefs=True)
        self.page = page
        self.forms: list[Form] = []
        self.current: Form | None = None
        self.select: str | None = None

    def handle_starttag(self, tag: str, attrs) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form":
            action = urlsplit(urljoin(self.page, a.get("action") or self.page)).path
            self.current = Form(action, (a.get("method") or "get").lower())
            self.forms.append(self.current)
        elif self.current is None or not a.get("name") and tag != "option":
            return
        elif tag in ("input", "button", "textarea"):
            self.current.fields.append((a["name"], a.get("value", "")))
        elif tag == "select":
            self.select = a["name"]
        elif tag == "option" and self.select:
            self.current.fields.append((self.select, a.get("value", "")))

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self.current = None
        elif tag == "select":
            self.select = None


def forms_of(page: str, html: str) -> list[Form]:
    parser = _Forms(page)
    parser.feed(html)
    return parser.forms


class Harvest:
    """The forms seen on every page, by the route (URL name or template) they post to."""

    def __init__(self) -> None:
        self.by_route: dict[str, list[Form]] = defaultdict(list)

    def add(self, page: str, html: str) -> None:
        for form in forms_of(page, html):
            try:
                match = resolve(form.action)
            except Resolver404:
                continue
            key = match.view_name if match.url_name else match.route
            known = self.by_route[key]
            if all(f.fields != form.fields or f.action != form.action for f in known):
                known.append(form)

    def fields(self, key: str) -> list[tuple[str, str]]:
        """Every field any form posting to this route has shown (one value per name kept
        at random by the fuzz), plus the move fields for a table's move endpoint."""
        out = [pair for form in self.by_route.get(key, ()) for pair in form.fields]
        if key == "tables:play":
            out += [(name, values[0]) for name, values in TABLE_MOVES.items()]
        return out

    def actions(self, key: str) -> list[str]:
        return [form.action for form in self.by_route.get(key, ())]
