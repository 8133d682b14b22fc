"""Every URL pattern of the site, read from the URL conf, and the paths that fill it.

`routes()` walks `django.urls.get_resolver()` recursively: a page added tomorrow is fuzzed and
must enter the access matrix without anyone listing it. `real_paths` fills each converter with
objects of the world (`cast.World`); `hostile_paths` with values no link ever holds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import quote

from django.contrib.contenttypes.models import ContentType
from django.urls import URLPattern, URLResolver, get_resolver
from django.urls.resolvers import RoutePattern

from games.tables import kit

from .cast import World, lesson_slugs, memo_slugs

PARAM = re.compile(r"<(?:(?P<conv>[^>:]+):)?(?P<name>[^>]+)>")
GROUP = re.compile(r"\(\?P<(?P<name>\w+)>[^)]*\)")


@dataclass(frozen=True)
class Route:
    """One URL pattern: its full name (`tables:play`) or, unnamed, its template."""

    name: str
    template: str  # "tables/<code>/jouer/", every parameter as <name>
    params: tuple[str, ...]
    kinds: tuple[str, ...]  # the converters' kinds: str, int, slug, path, regex
    space: str = ""  # its namespace ("admin"), named or not

    @property
    def key(self) -> str:
        return self.name or self.template

    def path(self, values: dict[str, str]) -> str:
        """The path with each parameter replaced by its (already encoded) value."""
        return "/" + PARAM.sub(lambda m: values[m["name"]], self.template)


def _own(pattern) -> tuple[str, list[tuple[str, str]]]:
    """A pattern's text with its parameters as <name>, and (name, kind) for each."""
    if isinstance(pattern, RoutePattern):
        text = str(pattern)
        params = [(m["name"], m["conv"] or "str") for m in PARAM.finditer(text)]
        return PARAM.sub(lambda m: f"<{m['name']}>", text), params
    text = str(pattern).lstrip("^").rstrip("$")
    params = [(m["name"], "regex") for m in GROUP.finditer(text)]
    return GROUP.sub(lambda m: f"<{m['name']}>", text), params


def routes() -> list[Route]:
    """Every URL pattern of the site, depth first, in the URL conf's order."""
    found: list[Route] = []

    def walk(resolver: URLResolver, prefix: str, params: list, namespace: str) -> None:
        for entry in resolver.url_patterns:
            text, own = _own(entry.pattern)
            if isinstance(entry, URLResolver):
                ns = f"{namespace}{entry.namespace}:" if entry.namespace else namespace
                walk(entry, prefix + text, params + own, ns)
            elif isinstance(entry, URLPattern):
                name = f"{namespace}{entry.name}" if entry.name else ""
                every = params + own
                names, kinds = tuple(n for n, _k in every), tuple(k for _n, k in every)
                found.append(Route(name, prefix + text, names, kinds, namespace.rstrip(":")))

    walk(get_resolver(), "", [], "")
    return found


def _choices(route: Route, param: str, world: World) -> list[str]:
    """The real values a link of the site puts in this parameter."""
    space = route.space.split(":")[0]
    users = ContentType.objects.get(app_label="auth", model="user").pk
    by_space = {
        ("tables", "code"): [t.code for t in world.tables.values()],
        ("games", "slug"): sorted(kit.games()),
        ("theory", "memo"): memo_slugs(),
        ("lessons", "slug"): lesson_slugs()[:1] + lesson_slugs()[-1:],  # open, and locked
        ("lessons", "code"): [world.exercise.code],
        ("classroom", "code"): [world.class_a.code],
        ("join", "code"): [world.class_a.code],
        ("join", "pk"): [str(world.pupil_a.pk)],
        ("admin", "object_id"): [str(world.teacher_a.pk)],
        ("admin", "id"): [str(world.teacher_a.pk)],
        ("admin", "content_type_id"): [str(users)],
        ("admin", "app_label"): ["auth"],
        ("admin", "url"): ["nowhere/"],
        ("", "status"): ["400", "404", "500"],
        **{("", k): [v] for k, v in world.reset_link().items()},
    }
    if route.name == "classroom:delete-assignment" and param == "pk":
        return [str(world.assignment.pk)]
    if (space, param) == ("classroom", "pk"):
        return [str(world.pupil_a.pk)]
    if (space, param) in by_space:
        return by_space[(space, param)]
    # A game's own addresses (GameApp.urls): the values its pages link to, else a stand-in.
    return [kw[param] for kw in linked(world).get(route.name, []) if param in kw] or ["x"]


LINK = re.compile(r'(?:href|src|data-[\w-]+)="(/[^"#?]*)')


def linked(world: World) -> dict[str, list[dict[str, str]]]:
    """The keyword arguments of every address a guest's pages link to, by URL name: each game's
    page, rules page and tables (so a game's own routes get the values its pages use)."""
    if getattr(world, "_linked", None) is not None:
        return world._linked
    from django.test import Client
    from django.urls import Resolver404, resolve

    client, out = Client(), {}
    pages = [f"/jeux/{slug}/" for slug in kit.games()]
    pages += [f"/jeux/{slug}/regles/" for slug in kit.games()]
    pages += [f"/tables/{t.code}/" for t in world.tables.values()]
    for page in pages:
        for url in set(LINK.findall(client.get(page).content.decode())):
            try:
                match = resolve(url)
            except Resolver404:
                continue
            out.setdefault(match.view_name, []).append({k: str(v) for k, v in match.kwargs.items()})
    world._linked = out
    return out


def real_values(route: Route, world: World) -> list[dict[str, str]]:
    """The values the site's own links put in this pattern, encoded: one set per real value of
    the parameter that has most (every game's tables, every memo), the others at their first."""
    if not route.params:
        return [{}]
    options = {p: _choices(route, p, world) for p in route.params}
    widest = max(route.params, key=lambda p: len(options[p]))
    return [
        {p: quote(v if p == widest else options[p][0], safe="") for p in route.params}
        for v in options[widest]
    ]
