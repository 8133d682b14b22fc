"""Engraved notation for card faces, memo pages and lessons: inline SVG from Verovio, cached.

music21 writes MusicXML (in `theory._music21`), Verovio engraves it to a self-contained SVG
(glyphs embedded: nothing fetched, no font to ship). The result is made deterministic and
page-safe here: Verovio's <style> element is dropped (static/css/site.css has its rules); Verovio's random-looking ids are renamed `<prefix>-1`, `<prefix>-2`… (only
the referenced ones are kept), the root gets `role="img"`, a `<title>` in the pupil's
language and `class="notation notation-<kind>"`. The prefix defaults to a hash of the content,
so two different figures on one page never clash; pass `id_prefix` when the same figure
appears twice on a page.

Every public function is `functools.lru_cache`d per process: a card face costs one render.
"""

from __future__ import annotations

import hashlib
import html
import re
import threading
from collections.abc import Iterable
from functools import lru_cache

from .constants import EXTENDED_RANGE, GAME_RANGE, normalise_lang
from .labels import interval_label, note_label, rhythm_label
from .pitches import generic_interval, is_pitch, name_of
from .staff import describe_place, staff_place
from .texts import NBSP, NOTATION_TITLES

# Verovio options (facts.md): a constant xmlIdSeed, no header/footer, page fitted to the music.
VEROVIO_OPTIONS = {
    "xmlIdSeed": 1,
    "header": "none",
    "footer": "none",
    "adjustPageHeight": True,
    "adjustPageWidth": True,
    "breaks": "none",
    "svgViewBox": True,
    "scale": 40,
    "pageMarginLeft": 20,
    "pageMarginRight": 20,
    "pageMarginTop": 0,
    "pageMarginBottom": 0,
    # Tighter than Verovio's defaults (0.25, 0.6): whole notes on a card need not sprawl.
    "spacingLinear": 0.18,
    "spacingNonLinear": 0.5,
}
# Verovio crops the page at the last notehead: leave a little air on the right (viewBox units).
RIGHT_PAD = 2

_lock = threading.Lock()  # a Verovio toolkit is not thread-safe
_toolkit = None
_thread = threading.local()


def _get_toolkit():
    global _toolkit
    if _toolkit is None:
        import verovio

        verovio.enableLog(verovio.LOG_OFF)
        _toolkit = verovio.toolkit()
    return _toolkit


@lru_cache(maxsize=1024)
def _engrave(
    items: tuple[tuple[str | None, str | None], ...],
    harmonic: bool,
    one_line: bool,
    beamed: bool = True,
) -> str:
    """Raw Verovio SVG for some notes (language-free, so shared by every language)."""
    from . import _music21

    xml = _music21.musicxml(items, harmonic=harmonic, one_line=one_line, beamed=beamed)
    with _lock:
        tk = _get_toolkit()
        tk.setOptions(VEROVIO_OPTIONS)  # also resets the id seed: same input, same ids
        if not getattr(_thread, "loaded", False):
            # But Verovio draws ids from a generator of the calling thread, made at the
            # thread's first load, after the seed: one load first, then the seed again.
            tk.loadData(xml)
            tk.resetXmlIdSeed(VEROVIO_OPTIONS["xmlIdSeed"])
            _thread.loaded = True
        if not tk.loadData(xml):
            raise ValueError(f"Verovio could not read the MusicXML for {items!r}")
        return tk.renderToSVG(1)


_ID = re.compile(r'\sid="([^"]+)"')
_REF = re.compile(r"#([A-Za-z_][\w-]*)")
_DESC = re.compile(r"\s*<desc>.*?</desc>", re.DOTALL)
# Verovio's <style> block: an inline style element, which the site's Content-Security-Policy
# refuses; its one rule that shows (strokes in the text's colour) is in static/css/site.css.
_STYLE = re.compile(r"<style[^>]*>.*?</style>", re.DOTALL)
_VIEWBOX = re.compile(r'^<svg viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"')


def _finish(raw: str, title: str, kind: str, id_prefix: str | None) -> str:
    """Deterministic, prefixed ids; accessible root with a <title>; no Verovio banner."""
    prefix = id_prefix or "n" + hashlib.sha1(f"{raw}\0{title}".encode()).hexdigest()[:8]
    svg = _DESC.sub("", raw, count=1)
    referenced = set(_REF.findall(svg))
    mapping: dict[str, str] = {}
    for old in _ID.findall(svg):
        if old in referenced and old not in mapping:
            mapping[old] = f"{prefix}-{len(mapping) + 1}"

    def rename_id(m: re.Match[str]) -> str:
        new = mapping.get(m.group(1))
        return f' id="{new}"' if new else ""

    svg = _ID.sub(rename_id, svg)
    svg = _REF.sub(lambda m: "#" + mapping.get(m.group(1), m.group(1)), svg)
    size = _VIEWBOX.match(svg)
    dims = ""
    if size:
        width, height = float(size.group(1)) + RIGHT_PAD, size.group(2)
        svg = _VIEWBOX.sub(f'<svg viewBox="0 0 {width:g} {height}"', svg, count=1)
        dims = f' width="{width:g}" height="{height}"'
    head = (
        f'<svg role="img" aria-labelledby="{prefix}-title" class="notation notation-{kind}"{dims}'
    )
    svg = svg.replace("<svg", head, 1)
    close = svg.index(">") + 1
    title_tag = f'<title id="{prefix}-title">{html.escape(title, quote=False)}</title>'
    return _STYLE.sub("", svg[:close] + title_tag + svg[close:], count=1)


_HEAD_TITLE = re.compile(
    r'<svg role="img" aria-labelledby="[^"]*"(.*?)<title id="[^"]*">.*?</title>', re.S
)


def card_face(svg: str) -> str:
    """A staff on a game's card, without its name: an SVG's <title> shows on hover, and read
    the note for the child who was to read it (the card itself names it to screen readers)."""
    return _HEAD_TITLE.sub(r'<svg aria-hidden="true" focusable="false"\1', svg, count=1)


def _title(lang: str, key: str, **fields: str) -> str:
    return _capital(NOTATION_TITLES[lang][key].format(nb=NBSP, **fields))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _check_pitch(p: str) -> str:
    if not is_pitch(p):
        raise ValueError(f"unknown pitch {p!r} (pitches: {EXTENDED_RANGE})")
    return p


@lru_cache(maxsize=4096)
def svg_note(
    pitch: str,
    rhythm: str | None = None,
    lang: str = "fr",
    names: str | None = None,
    id_prefix: str | None = None,
) -> str:
    """A Note card face: treble clef and the note ("Do grave, noire"); no rhythm: a whole note."""
    lang = normalise_lang(lang)
    label = note_label(_check_pitch(pitch), lang, names)
    title = _title(lang, "note", note=label, rhythm=rhythm_label(rhythm, lang)) if rhythm else label
    title = _capital(title)
    return _finish(_engrave(((pitch, rhythm),), False, False), title, "note", id_prefix)


@lru_cache(maxsize=256)
def svg_rhythm(rhythm: str, lang: str = "fr", id_prefix: str | None = None) -> str:
    """A Rythme card face: the note value alone on a single line, no clef (CS-2)."""
    lang = normalise_lang(lang)
    title = _capital(rhythm_label(rhythm, lang))
    return _finish(_engrave(((None, rhythm),), False, True), title, "rhythm", id_prefix)


@lru_cache(maxsize=4096)
def svg_interval(
    p: str,
    q: str,
    harmonic: bool = False,
    lang: str = "fr",
    names: str | None = None,
    id_prefix: str | None = None,
) -> str:
    """Two whole notes, one after the other (melodic) or stacked (harmonic), CS-4 memo."""
    lang = normalise_lang(lang)
    size = abs(generic_interval(_check_pitch(p), _check_pitch(q)))
    title = _title(
        lang,
        "harmonic" if harmonic else "melodic",
        a=note_label(p, lang, names),
        b=note_label(q, lang, names),
        interval=interval_label(size, lang),
    )
    items = ((p, None), (q, None))
    return _finish(_engrave(items, harmonic, False), title, "interval", id_prefix)


def _place_names(notes: tuple[str, ...]) -> tuple[str, ...]:
    """Bare names become pitches, each as close as possible to the previous (C4 to start)."""
    out: list[str] = []
    for item in notes:
        if is_pitch(item):
            out.append(item)
            continue
        name = name_of(item)
        candidates = [p for p in EXTENDED_RANGE if p[0] == name]
        if not out:
            out.append(candidates[0])
            continue
        prev = out[-1]
        out.append(min(candidates, key=lambda c: (abs(generic_interval(prev, c)), -int(c[-1]))))
    return tuple(out)


def svg_scale(
    notes: Iterable[str] = ("C", "D", "E", "F", "G", "A", "B", "C"),
    lang: str = "fr",
    names: str | None = None,
    id_prefix: str | None = None,
) -> str:
    """A scale as whole notes: bare names (placed step by step from C4) or exact pitches (GA-3)."""
    return _svg_scale(tuple(notes), normalise_lang(lang), names, id_prefix)


@lru_cache(maxsize=256)
def _svg_scale(notes: tuple[str, ...], lang: str, names: str | None, id_prefix: str | None) -> str:
    pitches = _place_names(notes)
    title = _title(
        lang, "scale", notes=", ".join(note_label(name_of(p), lang, names) for p in pitches)
    )
    return _finish(
        _engrave(tuple((p, None) for p in pitches), False, False), title, "scale", id_prefix
    )


@lru_cache(maxsize=16)
def svg_range(lang: str = "fr", names: str | None = None, id_prefix: str | None = None) -> str:
    """Every note of the game, Do grave to La aigu (CS-1), as whole notes: the pitch memo."""
    lang = normalise_lang(lang)
    title = _title(
        lang,
        "range",
        first=note_label(GAME_RANGE[0], lang, names),
        last=note_label(GAME_RANGE[-1], lang, names),
    )
    items = tuple((p, None) for p in GAME_RANGE)
    return _finish(_engrave(items, False, False), title, "range", id_prefix)


def svg_notes(
    pitches_with_rhythms: Iterable[tuple[str, str | None]],
    lang: str = "fr",
    names: str | None = None,
    id_prefix: str | None = None,
    beamed: bool = True,
    named: bool = True,
) -> str:
    """A little melody: (pitch, rhythm or None) pairs in order, e.g. Notes adding up to a Rythme.
    `beamed=False` draws each note with its own flags: notes from different cards (a pile's
    card and a refused one) are not one rhythmic figure. `named=False`: a figure whose note
    names the page hides (the question asks them, or only durations count) does not say them
    to a screen reader either: it says the durations, or each note's place on the staff."""
    items = tuple((_check_pitch(p), r) for p, r in pitches_with_rhythms)
    return _svg_notes(items, normalise_lang(lang), names, id_prefix, beamed, named)


@lru_cache(maxsize=1024)
def _svg_notes(
    items, lang: str, names: str | None, id_prefix: str | None, beamed: bool, named: bool = True
) -> str:
    template = NOTATION_TITLES[lang]["item"]
    parts = []
    for p, r in items:
        if not named:
            unnamed = NOTATION_TITLES[lang]["unnamed"]
            say_place = unnamed.format(place=describe_place(staff_place(p), lang))
            parts.append(rhythm_label(r, lang) if r else say_place)
            continue
        label = note_label(p, lang, names)
        parts.append(template.format(note=label, rhythm=rhythm_label(r, lang)) if r else label)
    title = _capital(", ".join(parts))
    return _finish(_engrave(items, False, False, beamed), title, "notes", id_prefix)


def cache_clear() -> None:
    """Forget every render (tests, benchmarks)."""
    for f in (_engrave, svg_note, svg_rhythm, svg_interval, _svg_scale, svg_range, _svg_notes):
        f.cache_clear()
