"""`{% remember card pick_type %}…{% endremember %}`: a piece of a board drawn once per process
for the values it is given, and from them alone.

A move at a 4-seat table draws four boards at once, and most of each is what another seat's
board or the seat's own board of the last move already drew: the cards still in the hand, the
players around the table, the piles. Django's templates spend some 2 ms a board on such pieces
(issue 24). The piece is rendered with only the named values in its context (as an
`{% include … only %}`), so its HTML is a function of those values and of the language: equal
values give equal HTML whichever seat asks, and nothing else of a board can slip in. A value
that is not plain data (a model, a date) is still isolated, never remembered.

With the setting `TEMPLATE_REMEMBER_CHECK` (the tests'), each piece is drawn both ways, isolated
and in the whole board's context, and a difference is an error: a piece that reads a value it
was not given cannot go unnoticed.
"""

from __future__ import annotations

import itertools

from django import template
from django.conf import settings
from django.template.base import FilterExpression
from django.template.defaulttags import CsrfTokenNode
from django.utils.functional import Promise
from django.utils.safestring import SafeData
from django.utils.translation import get_language

from games.tables.lru import Lru

register = template.Library()

SIZE = 4096
_SERIAL = itertools.count()


DRAWN = Lru(SIZE)  # the pieces drawn in this process, by piece, language and values


class NotPlain(Exception):
    pass


def frozen(value):
    """A hashable twin of plain data, that tells apart what renders differently (a safe string
    from a plain one, True from 1, 1 from 1.0, a list from a tuple); NotPlain for anything else.
    Exact types first: a board's values are mostly str, int and dicts of them."""
    kind = type(value)
    if kind is str or kind is int or value is None:
        return value  # never equal to a tagged tuple below, nor to each other
    if kind is dict:
        return ("dict", tuple([(frozen(k), frozen(v)) for k, v in value.items()]))
    if kind is list or kind is tuple:
        return (kind.__name__, tuple([frozen(v) for v in value]))
    if kind is bool or kind is float:
        return (kind.__name__, value)
    if isinstance(value, SafeData):
        return ("safe", str(value))
    if isinstance(value, Promise):  # a lazy translation: the language is in the key
        return str(value)
    raise NotPlain(kind.__name__)  # a str or int subclass (an enum) included


class RememberNode(template.Node):
    def __init__(self, names: list[str], values: list[FilterExpression], nodelist) -> None:
        self.names, self.values, self.nodelist = names, values, nodelist
        self.serial = next(_SERIAL)  # not id(self): a template read again gets new nodes

    def render(self, context) -> str:
        given = dict(zip(self.names, (v.resolve(context) for v in self.values), strict=True))
        try:
            key = (self.serial, get_language(), context.autoescape, frozen(tuple(given.values())))
        except NotPlain:
            key = None
        html = DRAWN.get(key) if key is not None else None
        if html is None:
            html = self.nodelist.render(context.new(given))
            if key is not None:
                DRAWN.put(key, html)
        if getattr(settings, "TEMPLATE_REMEMBER_CHECK", False):
            with context.push(given):
                whole = self.nodelist.render(context)
            if whole != html:
                raise template.TemplateSyntaxError(
                    f"{{% remember {' '.join(self.names)} %}} in {context.template_name}: the "
                    f"piece reads a value it is not given.\nalone: {html}\nin the board: {whole}"
                )
        return html


@register.tag
def remember(parser, token):
    """`{% remember a b=x.y %}`: the piece sees `a` and `b` (x.y), nothing else."""
    names, values = [], []
    for bit in token.split_contents()[1:]:
        name, equals, expression = bit.partition("=")
        if not equals:
            name = expression = bit
        if not name.isidentifier():
            raise template.TemplateSyntaxError(f"remember: « {bit} » names no value")
        names.append(name)
        values.append(parser.compile_filter(expression))
    nodelist = parser.parse(("endremember",))
    parser.delete_first_token()
    if nodelist.get_nodes_by_type(CsrfTokenNode):  # a page's token, not the values'
        raise template.TemplateSyntaxError("remember: keep {% csrf_token %} out of the piece")
    return RememberNode(names, values, nodelist)
