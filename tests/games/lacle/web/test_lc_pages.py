"""La Clé at a real table (issue 26): the pages in fr/ro/en, the sheet's Patience played through
the real pages (LC-11, LC-ours-23), a refused plural that changes nothing (LC-3), the text form,
giving up, the shared code (LC-ours-16), the learning events (word.spelling), no 500."""

import re
from pathlib import Path

import pytest
from django.core.management import call_command
from django.test import Client

from games.lacle import example
from games.lacle import rules as R
from games.lacle.presenter import parse_action
from games.tables.models import Table

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _quick_solver(monkeypatch):
    """The solver with the real lexicon takes seconds: the page tests stub it."""
    from games.lacle import presenter

    monkeypatch.setattr(
        presenter,
        "solver_line",
        lambda state: {"chain": ["A"] * 9, "reached": True, "exact": False},
    )


def start(client: Client, code: str = "") -> Table:
    data = {"mode": "bots", "my_name": "Léa", "opt-mode": "patience", "opt-code": code}
    response = client.post("/jeux/la-cle/nouvelle/", data)
    assert response.status_code == 302, response.content.decode()[:3000]
    return Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])


def with_example_tiles(table: Table) -> Table:
    table.state = R.to_json(R.scenario(example.draws()))
    table.save()
    return table


def post(client, table, **data):
    table.refresh_from_db()
    payload = {"seat": "0", "version": str(table.version), **data}
    return client.post(f"/tables/{table.code}/jouer/", payload)


@pytest.mark.parametrize("lang", ["fr", "ro", "en"])
def test_the_pages_answer_in_every_language(client, lang):
    client.cookies["django_language"] = lang
    for url in ("/jeux/", "/jeux/la-cle/", "/jeux/la-cle/regles/"):
        response = client.get(url, HTTP_ACCEPT_LANGUAGE=lang)
        assert response.status_code == 200, url
    rules = client.get("/jeux/la-cle/regles/", HTTP_ACCEPT_LANGUAGE=lang).content.decode()
    assert "SAVOIR" in rules and "PIMENT" in rules and "EUX" in rules
    assert rules.count('role="gridcell"') == 2 * 256  # the board, and the example's board
    # Mots croisés is played on the site now: its rules and its choices, no "soon" left.
    said = {"fr": "Deux façons de juger les mots", "ro": "Două feluri de a judeca cuvintele",
            "en": "Two ways to judge words"}[lang]  # fmt: skip
    assert said in rules
    assert not any(w in rules for w in ("bientôt", "în curând", "coming soon", "online soon"))


RULES = Path(__file__).resolve().parents[4] / "games" / "lacle" / "templates" / "lacle" / "rules"


def _text(html: str) -> str:
    """The words of a page or template: tags, template tags and comments become line breaks, a
    command (<code>) goes."""
    return re.sub(r"<code>.*?</code>|<[^>]+>|\{[%{#].*?[%}#]\}", "\n", html)


def french_sentences() -> list[str]:
    """The sentences (4 words or more) of the French rule sheet and of « Nos choix »."""
    text = _text((RULES / "body_fr.html").read_text() + (RULES / "choices_fr.html").read_text())
    pieces = re.split(r"(?<=[.:;!?])\s+|\n", text)
    return [p.strip() for p in pieces if len(p.split()) >= 4]


def rules_page(client, lang: str) -> str:
    client.cookies["django_language"] = lang
    return _text(client.get("/jeux/la-cle/regles/", HTTP_ACCEPT_LANGUAGE=lang).content.decode())


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_the_rules_page_in_romanian_and_english(client, lang):
    french, french_page = french_sentences(), rules_page(Client(), "fr")
    assert len(french) > 60
    assert all(s in french_page for s in french)  # the check below is not empty
    page = rules_page(client, lang)
    words = {
        "ro": ("Scopul jocului", "Pasiența", "Dicționarul", "căsuță-cheie", "rândul 1, coloana 1"),
        "en": ("Goal of the game", "Crosswords", "The dictionary", "key square", "row 1, column 1"),
    }[lang]
    assert [w for w in words if w not in page or w in french_page] == []
    assert [s for s in french if s in page] == []
    assert "SAVOIR" in page and "RIXES" in page and "EUX" in page  # the French words laid stay


def test_the_start_form_offers_mots_croises_computer_players(client):
    """La Patience is played alone; Mots croisés also against the computer's three levels."""
    page = client.get("/jeux/la-cle/?opt-code=abc12").content.decode()
    assert 'name="bot_1"' in page and 'value="mots-croises"' in page
    assert all(f'value="{level}"' in page for level in ("random", "simple", "strong"))
    assert 'value="abc12"' in page  # LC-ours-16: a link presets the Patience code


def test_lc_ours_23_the_sheets_patience_through_the_real_pages(client):
    table = with_example_tiles(start(client))
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert page.count('role="gridcell"') == 256 and "lc-rack" in page
    for n, (word, direction, tiles) in enumerate(example.moves(), 1):
        fields = [f"{r}-{c}-{t}" for r, c, t in tiles]
        response = post(client, table, kind="lay", tile=fields, direction=direction)
        assert response.status_code == 302
        table.refresh_from_db()
        assert len(R.from_json(table.state).chain) == n, word
    assert table.status == Table.Status.FINISHED
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert "15\u00a0mots" in page or "15 mots" in page
    assert "En bas à droite en" in page and "L’ordinateur y arrive en 9 mots" in page
    assert "il en existe peut-être un plus court" in page  # the search was not exhaustive


@pytest.mark.parametrize(
    ("found", "played", "said"),
    [
        # LC-sheet-9: a pupil who reached the corner is never told that it cannot be reached.
        ({"chain": [], "reached": False, "exact": False}, 6, "Tu as fait mieux que l’ordinateur"),
        (
            {"chain": ["A"] * 6, "reached": True, "exact": False},
            6,
            "pas trouvé plus court que tes 6",
        ),
        ({"chain": ["A"] * 6, "reached": True, "exact": True}, 6, "Impossible de faire mieux"),
        ({"chain": ["A"] * 4, "reached": True, "exact": True}, 6, "On peut faire mieux : 4 mots."),
        (
            {"chain": ["A"] * 4, "reached": True, "exact": False},
            6,
            "L’ordinateur y arrive en 4 mots",
        ),
        (
            {"chain": ["A"] * 4, "reached": True, "exact": False},
            None,
            "L’ordinateur y arrive en 4 mots",
        ),
        ({"chain": [], "reached": False, "exact": False}, None, "L’ordinateur non plus"),
    ],
)
def test_lc_sheet_9_the_result_speaks_of_the_pupils_attempt_first(found, played, said):
    from games.lacle.presenter import _verdict

    assert said in str(_verdict(found, played))


def test_lc_3_a_refused_plural_is_shown_with_its_word_and_changes_nothing(client):
    table = start(client)
    state = R.scenario("RIXESAAAEE")
    table.state = R.to_json(state)
    table.save()
    response = post(client, table, kind="lay", word="RIXES", row="1", col="1", direction="across")
    assert response.status_code == 302
    table.refresh_from_db()
    assert table.version == 0 and R.from_json(table.state).chain == []
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert "RIXES\u00a0: ce pluriel demande que son S soit déjà sur le plateau" in page
    assert page.count("lc-refused") == 5  # the word's five cells are highlighted


def test_the_text_form_lays_a_word_through_letters_already_there(client):
    table = with_example_tiles(start(client))
    post(client, table, kind="lay", word="SAVOIR", row="1", col="1", direction="across")
    post(client, table, kind="lay", word="rouge", row="1", col="6", direction="down")
    table.refresh_from_db()
    assert [w["word"] for w in R.from_json(table.state).chain] == ["SAVOIR", "ROUGE"]
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert "2 mots" in page or "2\u00a0mots" in page


def test_keyboard_and_text_forms_are_parsed():
    from django.http import QueryDict

    q = QueryDict(mutable=True)
    q.setlist("tile", ["0-0-S", "0-1-?A"])
    q["kind"], q["direction"] = "lay", "across"
    assert parse_action(q, 0).param("tiles") == [[0, 0, "S"], [0, 1, "?A"]]
    q = QueryDict("kind=lay&word=SA%3FVOIR&row=2&col=3&direction=down")
    action = parse_action(q, 0)
    assert action.param("word") == "SA?VOIR" and action.param("at") == [1, 2]
    for bad in ("kind=lay&tile=x-y-A", "kind=lay&word=A&row=x&col=1", "kind=zz", "kind=lay"):
        assert parse_action(QueryDict(bad), 0) is None
    assert parse_action(QueryDict("kind=give-up"), 0).kind == "give-up"


def test_giving_up_ends_the_patience(client):
    table = start(client)
    post(client, table, kind="give-up")
    table.refresh_from_db()
    assert table.status == Table.Status.FINISHED
    assert "Patience abandonnée" in client.get(f"/tables/{table.code}/").content.decode()


def test_lc_ours_16_the_same_code_deals_the_same_rack_to_two_players():
    a, b = Client(), Client()
    one, two = start(a, "Dm5 k"), start(b, "DM5K")
    assert one.options["code"] == two.options["code"] == "DM5K"
    assert R.from_json(one.state).rack == R.from_json(two.state).rack
    assert R.from_json(one.state).pool == R.from_json(two.state).pool
    other = start(Client(), "AUTRE")
    assert R.from_json(other.state).pool != R.from_json(one.state).pool


def test_the_ranking_of_a_shared_code(client):
    first, second = Client(), Client()
    for c in (first, second):
        table = start(c, "CLASSE1")
        post(c, table, kind="give-up")
    page = second.get(f"/tables/{table.code}/").content.decode()
    assert "Tes essais de la Patience CLASSE1" in page  # a guest: his own (test_lc_class.py)
    assert page.count('class="lc-me"') == 1


def test_word_spelling_events_reach_the_log(client):
    table = with_example_tiles(start(client))
    post(client, table, kind="lay", word="SAVOIR", row="1", col="1", direction="across")
    row = table.log.get()
    assert {"concept": "word.spelling", "correct": True}.items() <= row.learning[0].items()


def test_no_500_on_bad_input(client):
    table = start(client)
    for data in (
        {"kind": "lay", "tile": ["99-99-A"]},
        {"kind": "lay", "tile": ["0-0-?"]},
        {"kind": "lay", "word": "ÉTÉ", "row": "16", "col": "16"},
        {"kind": "lay", "word": "A-B", "row": "1", "col": "1"},
        {"kind": "lay", "word": "x" * 40, "row": "1", "col": "1", "direction": "down"},
        {"kind": "lay", "tile": ["0-0-AB"]},
        {"kind": "what"},
    ):
        assert post(client, table, **data).status_code in (200, 302)
        assert client.get(f"/tables/{table.code}/").status_code == 200


def test_the_mot_command_now_that_the_app_is_installed(capsys):
    call_command("mot", "SAVOIR")
    assert "SAVOIR" in capsys.readouterr().out
    from django.core.management.base import CommandError

    with pytest.raises(CommandError):
        call_command("mot", "MOZART")


def test_a_music_word_laid_is_highlighted_and_links_to_its_memo(client):
    table = start(client)
    table.state = R.to_json(R.scenario("GAMMEAAEEU"))
    table.save()
    post(client, table, kind="lay", word="GAMME", row="1", col="1", direction="across")
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert page.count(" lc-music") == 5  # its five cells on the board
    assert "ligne 1, colonne 1, case clé, départ, lettre G, mot de musique" in page
    assert '<a href="/apprendre/gamme/" class="lc-memo-link">Mémo\u00a0: La gamme' in page
    assert client.get("/apprendre/gamme/").status_code == 200
    # and what the word means, there: a memo teaches a family, not every word of it
    assert "Les notes rangées dans l’ordre, de marche en marche" in page


def test_every_music_word_says_what_it_means_in_every_language():
    from django.utils import translation

    from games.lacle import music_meanings, music_words

    assert set(music_meanings.MEANINGS) == set(music_words.MEMO_OF)
    assert music_words.entry_of("SOUPIRS") == "SOUPIR" and music_words.entry_of("SIS") is None
    for lang in ("fr", "ro", "en"):
        with translation.override(lang):
            said = {str(m) for m in music_meanings.MEANINGS.values()}
        assert len(said) == len(music_meanings.MEANINGS) - 6  # the seven note names share one
        if lang != "fr":
            french = {str(m) for m in music_meanings.MEANINGS.values()}
            assert not said & french, lang  # every meaning translated


def test_a_word_that_is_no_music_word_has_no_memo(client):
    table = with_example_tiles(start(client))
    post(client, table, kind="lay", word="SAVOIR", row="1", col="1", direction="across")
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert " lc-music" not in page and "lc-memo-link" not in page


def test_the_memo_links_say_the_memo_pages_titles():
    from games.lacle.presenter import MEMO_TITLES
    from theory.views import TITLES

    assert {k: str(v) for k, v in MEMO_TITLES.items()} == {k: str(TITLES[k]) for k in MEMO_TITLES}


def test_the_pool_order_never_reaches_the_page(client):
    """La Patience's refills are blind (LC-sheet-5): no response of the table, page or fragment,
    names the pool's next tiles, in order or as a rack-sized run of them."""
    table = start(client)
    state = R.from_json(table.state)
    upcoming = "".join(reversed(state.pool))  # the order the next draws take
    responses = [
        client.get(f"/tables/{table.code}/").content.decode(),
        client.get(f"/tables/{table.code}/", HTTP_HX_REQUEST="true").content.decode(),
        client.get(f"/tables/{table.code}/etat/?v=-1").content.decode(),
    ]
    shown = re.sub(r"[^A-Z?]", "", re.sub(r"<[^>]+>", " ", responses[0]))
    rack = "".join(t for t in state.rack if t != "?")  # a joker shows as a blank tile
    assert "".join(sorted(rack)) in shown.replace("?", "")  # it sees a rack, laid out in order
    for html in responses:
        letters = re.sub(r"[^A-Z?]", "", re.sub(r"<[^>]+>", " ", html))
        runs = {upcoming[i : i + 8] for i in range(0, len(upcoming) - 8)}
        assert not any(run in html or run in letters for run in runs)


def test_the_colour_marks_are_the_initials_of_the_player_s_language():
    """A reviewer playing in English read « V » for green: the French « vert »."""
    from django.utils import translation

    from games.lacle import presenter
    from games.lacle.rules_words import empty_board

    for lang, want in (("fr", "ROVB"), ("en", "ROGB"), ("ro", "RPVA")):
        with translation.override(lang):
            cells = [c for row in presenter.grid(empty_board()) for c in row if c["mark"]]
            marks = {c["colour"]: c["mark"] for c in cells}
        assert "".join(marks[c] for c in ("rouge", "orange", "vert", "bleu")) == want, marks


def test_lc_11_a_rack_without_a_vowel_says_giving_up_is_allowed(client):
    table = start(client)
    table.state = R.to_json(R.scenario("BFGGHHJKPV" + "AEIOU" * 4))
    table.save()
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert "Pas de voyelle sur ton support" in page
    table.state = R.to_json(R.scenario("BFGGHHJKPA" + "AEIOU" * 4))
    table.save()
    assert "Pas de voyelle" not in client.get(f"/tables/{table.code}/").content.decode()


def _runs(rows: tuple[str, ...]) -> set[str]:
    """The words (2 letters or more) a small diagram reads across and down."""
    lines = list(rows) + ["".join(col) for col in zip(*rows, strict=True)]
    return {w for line in lines for w in line.split(".") if len(w) >= 2}


def test_lc_sheet_35_36_the_sheets_diagrams_are_drawn_and_read_as_it_says(client):
    from games.lacle import lexicon
    from games.lacle.rules_page import SHEET_DIAGRAMS

    lex = lexicon.load()
    read = {name: _runs(rows) for name, (rows, _new) in SHEET_DIAGRAMS.items()}
    assert read["art"] == {"CASE", "TAXE", "EUX", "ART"}
    assert read["rame"] == {"RAME", "TACT", "ETRE"}
    assert read["cote"] == {"RAME", "TACT", "ETRE", "COTE", "TIR", "MOI"}
    assert all(w in lex for words in read.values() for w in words)
    assert "MO" not in lex  # without TIR's I, COTE would leave MO downwards
    page = client.get("/jeux/la-cle/regles/").content.decode()
    assert page.count('class="lc-sheet-diagram"') == 3 and "n’est pas reproduit" not in page
