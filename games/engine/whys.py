"""Explanations built from explanations: a game's rule sentence glued to the music (`theory`).

`Why` renders lazily in the page's language; these compose it without naming a game or a
language (the game passes its normaliser of language codes).
"""

from __future__ import annotations

from collections.abc import Callable

from games.engine import Why


def explained(fn: Callable[..., str], normalise: Callable[[str], str], *args, **kwargs) -> Why:
    """A Why over a function that takes its arguments, then lang and names (as
    `theory.explain`'s do); `normalise` maps the page's language to one it knows."""

    def render(*a, lang: str, names: str | None) -> str:
        return fn(*a, normalise(lang), names, **kwargs)

    return Why(render, *args)


def both(first: Why, second: Why) -> Why:
    """Two explanations, one after the other: the rule, then the music."""

    def render(a: Why, b: Why, *, lang: str, names: str | None) -> str:
        return f"{a.render(lang, names)} {b.render(lang, names)}"

    return Why(render, first, second)


__all__ = ["both", "explained"]
