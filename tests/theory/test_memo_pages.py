"""The memo pages /apprendre/ and /apprendre/<memo>/ (docs/architecture.md), in fr / ro / en.

Assertions on Romanian and English pages use only words that come from `theory` (note names,
SVG titles) or that the site already translates (the <html lang>), so they hold before the
memo strings are compiled into locale/.
"""

import html
import json
import re
from collections import Counter

import pytest

from theory import GAME_RANGE, memo_intervals, note_label
from theory.memo_figures import note_spots
from theory.memo_intervals import IntervalQuery, interval_result, parse_query
from theory.notation import svg_range

pytestmark = pytest.mark.django_db

SLUGS = ("hauteurs", "durees", "intervalles", "gamme", "son")
NBSP = "\u00a0"
RANGE_TITLES = {
    "fr": "Les notes du jeu, de Do grave à La aigu",
    "ro": "Notele jocului, de la Do grav la La acut",
    "en": "The notes of the game, from low C to high A",
}


def get(client, url: str, lang: str = "fr", **extra):
    if lang != "fr":
        client.post("/i18n/setlang/", {"language": lang, "next": "/"})
    return client.get(url, **extra)


def text(response) -> str:
    return response.content.decode()


def svg_titles(page: str) -> list[str]:
    return [html.unescape(t) for t in re.findall(r"<title id=\"[^\"]+\">([^<]*)</title>", page)]


def sounds(page: str) -> list[dict]:
    return [json.loads(html.unescape(s)) for s in re.findall(r'data-sound="([^"]*)"', page)]


# --- every page --------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["fr", "ro", "en"])
@pytest.mark.parametrize("slug", SLUGS)
def test_each_memo_renders_in_each_language(client, slug, lang):
    response = get(client, f"/apprendre/{slug}/", lang)
    assert response.status_code == 200
    page = text(response)
    assert f'<html lang="{lang}">' in page
    assert '<svg role="img"' in page  # inline, server-rendered notation
    assert "/static/theory/sound.js" in page and "/static/css/memo.css" in page
    assert "htmx.min.js" in page
    assert not re.search(r'(?:src|href)="(?:https?:)?//', page), "nothing from outside"
    ids = Counter(re.findall(r'\sid="([^"]+)"', page))
    assert [i for i, n in ids.items() if n > 1] == [], "ids must be unique on a page"
    specs = sounds(page)
    assert specs, "every memo can be heard"
    for spec in specs:
        assert spec["notes"] and all(n["f"] > 0 and n["d"] > 0 for n in spec["notes"])
    # each "Écouter" is a real button
    assert page.count('<button type="button" class="listen') >= 1


@pytest.mark.parametrize("lang", ["fr", "ro", "en"])
def test_index_lists_the_five_memos(client, lang):
    page = text(get(client, "/apprendre/", lang))
    assert f'<html lang="{lang}">' in page
    for slug in SLUGS:
        assert f'href="/apprendre/{slug}/"' in page


def test_unknown_memo_is_a_404(client):
    assert client.get("/apprendre/solfege/").status_code == 404
    assert client.get("/apprendre/hauteurs/x/").status_code == 404


def test_memos_link_to_their_games(client):
    games = {
        "hauteurs": "/jeux/cle-de-sol/",
        "durees": "/jeux/cle-de-sol/",
        "intervalles": "/jeux/cle-de-sol/",
        "gamme": "/jeux/gama/",
        "son": "/jeux/bataille-des-sons/",
    }
    for slug, url in games.items():
        assert f'href="{url}"' in text(client.get(f"/apprendre/{slug}/"))


# --- hauteurs ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["fr", "ro", "en"])
def test_hauteurs_shows_every_note_of_the_range(client, lang):
    page = text(get(client, "/apprendre/hauteurs/", lang))
    assert RANGE_TITLES[lang] in svg_titles(page)
    for pitch in GAME_RANGE:
        assert f'data-pitch="{pitch}"' in page
        assert html.escape(note_label(pitch, lang)) in page
    assert page.count('class="note-hit"') == len(GAME_RANGE)
    assert 'class="ledgerLines below"' in page and 'class="ledgerLines above"' in page


def test_hauteurs_says_where_each_note_is_written(client):
    page = html.unescape(text(client.get("/apprendre/hauteurs/")))
    assert f"Mi grave{NBSP}: sur la 1re ligne de la portée" in page  # a clicked note's info
    assert f"Mi, Sol, Si, Ré, Fa{NBSP}: les notes <strong>sur</strong> les lignes" in page
    assert f"Fa, La, Do, Mi{NBSP}: les notes <strong>entre</strong> les lignes" in page
    assert "sur la 1re ligne ajoutée au-dessous de la portée" in page  # Do grave
    assert "juste au-dessous de la portée" in page  # Ré grave
    assert "juste au-dessus de la portée" in page  # Sol aigu
    assert "Mi grave, Sol grave, Si grave, Ré aigu, Fa aigu" in svg_titles(page)
    # A music teacher: « La grave » is the tuning la3; the memo says the octaves' numbers too.
    assert "l’octave 3 (du do3, le do du milieu du clavier, au si3, avec le la3" in page


def test_range_overlay_sits_on_the_noteheads():
    spots = note_spots(svg_range("fr"))
    assert len(spots) == len(GAME_RANGE)
    xs = [s.x for s in spots]
    ys = [s.y for s in spots]
    assert xs == sorted(xs) and 10 < xs[0] < xs[-1] < 100
    assert ys == sorted(ys, reverse=True)  # each note higher than the last


# --- durées ------------------------------------------------------------------------------------


def test_durees_engraves_and_plays_the_four_values(client):
    page = text(client.get("/apprendre/durees/"))
    titles = svg_titles(page)
    for name in ("Double-croche", "Croche", "Noire", "Blanche"):
        assert name in titles
    assert "Une blanche = 2 noires = 4 croches = 8 doubles-croches" in page
    beats = [[n["d"] for n in s["notes"]] for s in sounds(page)]
    assert [2.0] in beats and [1.0, 1.0] in beats and [0.5] * 4 in beats and [0.25] * 8 in beats
    assert [1.0, 0.5, 0.5] in beats  # noire + croche + croche = blanche (mixed, CS-5)
    assert "1 + ½ + ½ = 2 temps" in page and "½ + ¼ + ¼ = 1 temps" in page


def test_durees_tempo_is_a_get_parameter(client):
    fast = sounds(text(client.get("/apprendre/durees/?tempo=120")))
    assert {s["tempo"] for s in fast} == {120}
    for bad in ("abc", "7", "-1", "99999999999999999999"):
        response = client.get(f"/apprendre/durees/?tempo={bad}")
        assert response.status_code == 200
        assert {s["tempo"] for s in sounds(text(response))} == {80}


# --- intervalles -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "steps", "answer"),
    [
        ("note=C4&direction=up&size=3", ["Do", "Ré", "Mi"], "Mi grave"),
        ("note=C5&direction=down&size=3", ["Do", "Si", "La"], "La grave"),
        ("note=G4&direction=up&size=5", ["Sol", "La", "Si", "Do", "Ré"], "Ré aigu"),
        ("note=A5&direction=down&size=4", ["La", "Sol", "Fa", "Mi"], "Mi aigu"),
    ],
)
def test_interval_form_counts_inclusively(client, query, steps, answer):
    response = client.get(f"/apprendre/intervalles/?{query}")
    assert response.status_code == 200
    page = text(response)
    result = page[page.index('id="interval-result"') :]
    assert re.findall(r'class="step-name">([^<]+)<', result) == steps
    assert f"<strong>{answer}</strong>" in result


def test_interval_result_shows_engraving_sound_and_quality(client):
    raw = text(client.get("/apprendre/intervalles/?note=C4&direction=up&size=3"))
    result = html.unescape(raw[raw.index('id="interval-result"') :])
    titles = svg_titles(result)
    assert f"Do grave puis Mi grave{NBSP}: tierce" in titles
    assert f"Do grave et Mi grave ensemble{NBSP}: tierce" in titles
    modes = [s["mode"] for s in sounds(raw[raw.index('id="interval-result"') :])]
    assert "interval" in modes  # melodic, then harmonic (sound.js)
    assert "tierce majeure" in result
    assert "Fa" in result and "quarte" in result  # the exclusive-count trap
    down = text(client.get("/apprendre/intervalles/?note=C5&direction=down&size=3"))
    assert "tierce mineure" in down


def test_interval_beyond_the_cards_is_explained(client):
    response = client.get("/apprendre/intervalles/?note=A5&direction=up&size=3")
    assert response.status_code == 200
    page = html.unescape(text(response))
    assert "aucune carte du jeu n’a cette note" in page


def test_interval_in_romanian_uses_theory_names(client):
    page = text(get(client, "/apprendre/intervalles/?note=C4&direction=up&size=3", "ro"))
    assert '<html lang="ro">' in page
    result = page[page.index('id="interval-result"') :]
    assert re.findall(r'class="step-name">([^<]+)<', result) == ["Do", "Re", "Mi"]
    assert "<strong>Mi grav</strong>" in result
    assert "terță mare" in result


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("note=H9&direction=up&size=3", "Cette note n’est pas dans le jeu"),
        ("note=C4&direction=up&size=9", "Choisis une tierce (3 notes), une quarte (4 notes)"),
        ("note=C4&direction=x&size=3", "Choisis un sens"),
        ("note=C4&direction=up&size=abc", "Choisis une tierce"),
        ("note=B5&direction=up&size=3", "Cette note n’est pas dans le jeu"),  # not in C4–A5
        ("note=<script>&direction=zz&size=-3", "Choisis un sens"),  # NUL: test_control_characters
    ],
)
def test_bad_interval_input_is_a_clear_400(client, query, message):
    response = client.get(f"/apprendre/intervalles/?{query}")
    assert response.status_code == 400
    page = html.unescape(text(response))
    assert message in page
    assert "<script>&" not in text(response)
    assert "<form" in page  # the pupil can try again


def test_htmx_request_gets_only_the_result_fragment(client):
    response = client.get(
        "/apprendre/intervalles/?note=G4&direction=up&size=5", headers={"HX-Request": "true"}
    )
    assert response.status_code == 200
    fragment = text(response).strip()
    assert fragment.startswith('<div id="interval-result"')
    assert "<html" not in fragment and "<form" not in fragment and "<nav" not in fragment
    assert "<strong>Ré aigu</strong>" in fragment
    assert "HX-Request" in response["Vary"]
    restore = client.get(
        "/apprendre/intervalles/?note=G4&direction=up&size=5",
        headers={"HX-Request": "true", "HX-History-Restore-Request": "true"},
    )
    assert "<html" in text(restore)  # htmx's history cache missed: the whole page
    bad = client.get("/apprendre/intervalles/?size=9", headers={"HX-Request": "true"})
    assert bad.status_code == 200  # htmx swaps 2xx only: the error message must show
    assert "Choisis une tierce" in html.unescape(text(bad))


def test_parse_query_never_raises():
    assert parse_query({}) == (IntervalQuery("C4", "up", 3), ())
    assert parse_query({"note": "A5", "direction": "down", "size": "5"}) == (
        IntervalQuery("A5", "down", 5),
        (),
    )
    query, errors = parse_query({"note": "X", "direction": "left", "size": "٣"})
    assert errors == ("note", "direction", "size") and query == IntervalQuery()


def test_interval_results_over_the_whole_range():
    """Every start, size and direction gives a result; answers stay inside the cards."""
    for note in GAME_RANGE:
        for size in memo_intervals.SIZES:
            for direction in memo_intervals.DIRECTIONS:
                r = interval_result(IntervalQuery(note, direction, size), "fr")
                assert len(r.steps) == size
                if r.answer_pitch:
                    assert r.answer_pitch in GAME_RANGE and r.melodic and r.counting


# --- gamme -------------------------------------------------------------------------------------


def test_gamme_scale_up_down_wrap_and_accidentals(client):
    raw = text(client.get("/apprendre/gamme/"))
    page = html.unescape(raw)
    titles = svg_titles(raw)
    assert f"Gamme{NBSP}: Do, Ré, Mi, Fa, Sol, La, Si, Do" in titles
    assert f"Gamme{NBSP}: Do, Si, La, Sol, Fa, Mi, Ré, Do" in titles
    assert f"Gamme{NBSP}: La, Si, Do, Ré" in titles  # Si -> Do (GA-3)
    assert "Mi♭" in page and "Fa♯" in page
    # A reviewer's finds: the ring was read « …, Si, Do, puis de nouveau Do »; two keys « Do ».
    assert f"La gamme tourne en rond{NBSP}: Do, Ré, Mi, Fa, Sol, La, Si, puis de nouveau Do." in (
        titles
    )
    keys = re.findall(r'class="key key-white"[^>]*aria-label="([^"]+)"', raw)
    assert keys[0] == "Do grave" and keys[7] == "Do aigu" and len(set(keys)) == len(keys) == 10
    # The keys come in the page (the Tab order) as their pitches go up, black between white:
    # white keys notched around the black ones, so that none covers another.
    every = re.findall(r'class="key key-[^"]*"[^>]*aria-label="([^"]+)"', raw)
    assert every[:4] == ["Do grave", "Do♯ / Ré♭", "Ré grave", "Ré♯ / Mi♭"] and len(every) == 17
    assert every[5:7] == ["Fa grave", "Fa♯ / Sol♭"] and every[-1] == "Mi aigu"
    freqs = [[n["f"] for n in s["notes"]] for s in sounds(raw)]
    assert [329.63, 311.13] in freqs  # Mi then Mi♭: a semitone down
    assert [349.23, 369.99] in freqs  # Fa then Fa♯: a semitone up
    assert [329.63, 293.66] in freqs  # the game's ♭: Mi then Ré, a step down (GA-4)
    scales = [f for f in freqs if len(f) == 8]
    assert scales[0] == sorted(scales[0]) and scales[1] == sorted(scales[1], reverse=True)


# --- son ---------------------------------------------------------------------------------------


def test_son_has_pairs_for_the_four_parameters(client):
    page = text(client.get("/apprendre/son/"))
    for key in ("volume", "hauteur", "duree", "timbre"):
        assert f"param-{key}" in page
    specs = sounds(page)
    gains = {n.get("g") for s in specs for n in s["notes"]}
    assert {0.15, 1.0} <= gains  # volume: faible, fort
    assert {"sine", "sawtooth"} <= {s.get("type") for s in specs}  # timbre: lisse, rugueux
    lengths = {n["d"] for s in specs for n in s["notes"]}
    assert {0.25, 2.0} <= lengths  # durée: court, long


def test_the_interval_memo_shows_each_interval_going_down_beside_going_up(client):
    """Issue 20: the memo's table had ascending examples only."""
    page = html.unescape(text(client.get("/apprendre/intervalles/")))
    for up, down in [("Do, Ré, Mi", "Do, Si, La"), ("Do, Ré, Mi, Fa, Sol", "Do, Si, La, Sol, Fa")]:
        assert up in page and down in page
    assert "Tierce en descendant depuis Do aigu" in page
    titles = svg_titles(text(client.get("/apprendre/intervalles/")))
    assert any("Do aigu" in t and "La grave" in t for t in titles)
