"""Mots croisés at a real table (issue 16, the table): the start form's modes, a lay and its
preview, a refused lay in Arbitre that says why and changes nothing (LC-6, LC-ours-11), a
challenge posted by an opponent and its ground said to all (LC-sheet-40, 41), two challengers at
once with exactly one counted, team scores (LC-10), and the hidden-rack scan: no other seat's
letters in any page, fragment, preview or stream message, for any viewer."""

import re
import threading

import pytest
from django.db import connection
from django.test import Client

from games.lacle import rules as R
from games.lacle import rules_crossword as C
from games.lacle.keywords import KEY_WORDS
from games.lacle.rules_patience_state import ARBITRE, CLASSIQUE, CROSSWORD
from games.tables import bus, stream
from games.tables.models import ActionLog, Table
from tests.games.tables.test_network_hidden import STREAM_LINE, StreamReader, stream_events

KEYS = ["OCTAVE", *[k for k in KEY_WORDS if k != "OCTAVE"]]  # no rack below can form OCTAVE
NB = "\u00a0"


def code_of(response) -> str:
    assert response.status_code == 302, response.content.decode()[:3000]
    return response["Location"].rstrip("/").rsplit("/", 1)[1]


def start_network(lea: Client, others: list[tuple[Client, str]], **options) -> Table:
    """Léa opens a networked table; each other pupil joins from his own browser."""
    data = {"mode": "network", "net_name": "Léa", "opt-mode": CROSSWORD, **options}
    for i in range(1, len(others) + 1):
        data[f"seat_{i}"] = "person"
    table = Table.objects.get(code=code_of(lea.post("/jeux/la-cle/nouvelle/", data)))
    for client, name in others:
        client.get(f"/tables/{table.code}/")
        client.post(f"/tables/{table.code}/rejoindre/", {"name": name})
    table.refresh_from_db()
    assert table.status == Table.Status.PLAYING
    return table


def set_state(
    table: Table, racks: list[str], challenges=CLASSIQUE, teams=False, keys=KEYS, pool=True
):
    options = R.Options(mode=CROSSWORD, challenges=challenges, teams=teams)
    state = C.scenario(racks, keys=keys, options=options)
    if not pool:
        state.pool.clear()
    table.state = R.to_json(state)
    table.save()


def post(client: Client, table: Table, seat: int, **data):
    table.refresh_from_db()
    payload = {"seat": str(seat), "version": str(table.version), **data}
    return client.post(f"/tables/{table.code}/jouer/", payload, HTTP_HX_REQUEST="true")


def lay(client, table, seat, word, row, col):
    tiles = [f"{row}-{col + i}-{ch}" for i, ch in enumerate(word)]
    return post(client, table, seat, kind="lay", tile=tiles, direction="across")


def state_of(table: Table):
    table.refresh_from_db()
    return R.from_json(table.state)


TILE = re.compile(r'class="lc-tile[^"]*"[^>]*>([A-Z?])<')


def assert_only_own_rack(html: str, state, seat: int | None) -> None:
    """The tiles drawn as tiles are exactly the viewer's rack (none for a spectator or the pass
    screen); another seat's rack appears in no form, sorted or as dealt."""
    shown = sorted(TILE.findall(html))
    assert shown in ([], sorted(state.racks[seat]) if seat is not None else []), shown
    for other, rack in enumerate(state.racks):
        if other != seat and len(rack) >= 4:
            assert "".join(sorted(rack)) not in html and "".join(rack) not in html
            assert "'" + "', '".join(sorted(rack)) not in html  # a Python list's repr


pytestmark = pytest.mark.django_db(transaction=True)


def test_the_start_form_matches_seats_to_the_game():
    lea = Client()
    patience_for_two = {"mode": "hotseat", "player_1": "Léa", "player_2": "Tom"}
    page = lea.post("/jeux/la-cle/nouvelle/", {**patience_for_two, "opt-mode": "patience"})
    assert page.status_code == 400 and "choisis «\u00a0Contre l’ordinateur" in page.content.decode()
    with_bot = {"mode": "bots", "my_name": "Léa", "bot_1": "simple", "opt-mode": "patience"}
    page = lea.post("/jeux/la-cle/nouvelle/", with_bot)  # « Contre l’ordinateur » is chosen
    assert page.status_code == 400
    assert "laisse les ordinateurs sur «\u00a0personne\u00a0»" in page.content.decode()
    alone = {"mode": "bots", "my_name": "Léa", "opt-mode": CROSSWORD}
    page = lea.post("/jeux/la-cle/nouvelle/", alone).content.decode()
    assert "Choisis au moins un ordinateur comme adversaire" in page  # no computer chosen
    three = {**patience_for_two, "player_3": "Zoé", "opt-mode": CROSSWORD, "opt-teams": "on"}
    page = lea.post("/jeux/la-cle/nouvelle/", three).content.decode()
    assert "Les équipes se jouent à 4" in page
    assert Table.objects.count() == 0
    arbitre = {**patience_for_two, "opt-mode": CROSSWORD, "opt-challenges": ARBITRE}
    table = Table.objects.get(code=code_of(lea.post("/jeux/la-cle/nouvelle/", arbitre)))
    assert table.options["mode"] == CROSSWORD and table.options["challenges"] == ARBITRE
    assert R.from_json(table.state).seats == 2


def test_the_hidden_rack_scan_pages_fragments_previews_and_streams(monkeypatch):
    monkeypatch.setattr(stream, "WSGI_LIFETIME_S", 1.0)
    lea, tom, spectator = Client(), Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    set_state(table, ["TRAEEEEEEE", "UUKWOOYZII"])
    # The state of every version as its write committed: what a board pushed for it shows.
    states = {table.version: table.state}

    def record(code, stamp, local):
        if code == table.code and local:
            states.setdefault(stamp[0], Table.objects.get(code=code).state)

    monkeypatch.setattr(bus.hub, "_observers", [*bus.hub._observers, record])
    viewers = ((lea, 0), (tom, 1), (spectator, None))
    readers = [StreamReader(client, table.code) for client, _ in viewers]
    for reader in readers:
        reader.start()
    url = f"/tables/{table.code}/"

    def scan():
        for client, seat in viewers:
            for html in (
                client.get(url).content.decode(),
                client.get(url + "etat/?v=-1", HTTP_HX_REQUEST="true").content.decode(),
            ):
                assert_only_own_rack(html, state_of(table), seat)

    try:
        scan()
        preview = lea.get(url + "mots/apercu/", {"seat": 0, "kind": "lay", "tile": ["7-6-T"]})
        assert_only_own_rack(preview.content.decode(), state_of(table), 0)
        assert tom.get(url + "mots/apercu/", {"seat": 0, "tile": ["7-6-T"]}).status_code == 403
        html = lay(lea, table, 0, "TRA", 7, 6).content.decode()  # not a word: unchecked
        assert_only_own_rack(html, state_of(table), 0)
        for client, _seat in viewers:
            page = client.get(url).content.decode()
            assert "TRA" in page and "Contestation" not in page and "pas un mot" not in page
        scan()
        html = post(tom, table, 1, kind="challenge").content.decode()
        assert_only_own_rack(html, state_of(table), 1)
        scan()
    finally:
        for reader in readers:
            reader.done.set()
        for reader in readers:
            reader.join(timeout=10)
    for reader, (_client, seat) in zip(readers, viewers, strict=True):
        boards = 0
        for kind, _ident, data in stream_events("".join(reader.received)):
            if kind != "board":
                assert kind in ("stamp", "end") and STREAM_LINE.fullmatch(f"data: {data}"), data
                continue
            version = int(re.search(r'data-version="(\d+)"', data).group(1))
            assert_only_own_rack(data, R.from_json(states[version]), seat)
            boards += 1
        assert boards >= 2  # each seat's stream pushed its boards (the spectator's too)


def test_a_preview_gives_the_words_and_points_and_never_the_lexicon():
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    set_state(table, ["TRAEEEEEEE", "UUUUOOOOII"])
    url = f"/tables/{table.code}/mots/apercu/"
    tiles = ["7-6-T", "7-7-R", "7-8-A"]
    html = lea.get(url, {"seat": 0, "kind": "lay", "tile": tiles}).content.decode()
    assert "TRA" in html and "15" in html and "points" in html  # 3 × 5, and no verdict
    short = lea.get(url, {"seat": 0, "kind": "lay", "tile": tiles[:2]}).content.decode()
    assert "au moins 3" in short
    assert state_of(table).racks[0] == list("TRAEEEEEEE")
    # a preview asked as the turn moved on (sent just before her word was laid) is empty, not
    # refused: the server's log filled with 403s after every word laid from the keyboard
    late = tom.get(url, {"seat": 1, "kind": "lay", "tile": tiles})
    assert late.status_code == 204 and not late.content


def test_lc_6_arbitre_a_refused_lay_says_why_and_changes_nothing():
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")], **{"opt-challenges": ARBITRE})
    set_state(table, ["TRAEEEEEEE", "UUUUOOOOII"], challenges=ARBITRE)
    before = (table.version, table.state)
    html = lay(lea, table, 0, "TRA", 7, 6).content.decode()
    assert "TRA" in html and "refusal" in html and "lc-refused" in html
    table.refresh_from_db()
    assert (table.version, table.state) == before
    assert "Contester" not in tom.get(f"/tables/{table.code}/").content.decode()


def test_lc_sheet_40_a_challenge_by_post_undoes_the_move_and_says_why_to_all():
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    set_state(table, ["TRAEEEEEEE", "UUUUOOOOII"])
    lay(lea, table, 0, "TRA", 7, 6)
    assert state_of(table).scores == [15, 0]
    page = tom.get(f"/tables/{table.code}/").content.decode()
    assert 'value="challenge"' in page and "Léa a posé TRA pour 15" in page
    assert 'value="challenge"' not in lea.get(f"/tables/{table.code}/").content.decode()
    post(tom, table, 1, kind="challenge")
    after = state_of(table)
    assert after.scores == [0, 50] and after.racks[0] == list("TRAEEEEEEE") and not after.opened
    for client in (lea, tom, Client()):
        page = client.get(f"/tables/{table.code}/").content.decode()
        assert f"Contestation réussie{NB}!" in page and "TRA" in page
        assert "annulé après contestation" in page


def test_lc_sheet_41_a_wrong_challenge_costs_50():
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    set_state(table, ["NOTEEEEEEE", "UUUUOOOOII"], keys=["OCTAVE", "SOL"])
    lay(lea, table, 0, "NOTE", 7, 6)
    post(tom, table, 1, kind="challenge")
    assert state_of(table).scores == [20, -50]
    page = lea.get(f"/tables/{table.code}/").content.decode()
    assert "Contestation ratée" in page
    assert "<strong>\u221250</strong>" in page and "-50" not in page  # a minus sign


def test_the_last_move_comes_first_where_the_pupil_may_challenge_it_and_is_news():
    """At 1366 × 768 « Contester » sat under the rack, below the window, and the news box
    said old challenges but not the words laid since (review 9)."""
    lea, tom, zoe = Client(), Client(), Client()
    table = start_network(lea, [(tom, "Tom"), (zoe, "Zoé")])
    set_state(table, ["NOTEEEEEEE", "SELUUUUOOI", "IIIIIIAASS"], keys=["OCTAVE", "SOL"])
    lay(lea, table, 0, "NOTE", 7, 6)
    page = tom.get(f"/tables/{table.code}/").content.decode()
    assert page.index('id="lc-window"') < page.index('id="lc-rack-title"')
    assert re.search(r'id="lc-window"[^>]*data-your-move=', page)
    assert "Léa a posé NOTE pour 20 points." in page and "Léa pose NOTE" not in page  # once
    assert "data-your-move" not in lea.get(f"/tables/{table.code}/").content.decode()
    lay(tom, table, 1, "SEL", 6, 9)  # S over the E of NOTE: Léa's word stands now
    page = zoe.get(f"/tables/{table.code}/").content.decode()
    assert f"Léa pose NOTE{NB}: 20 points." in page and "Tom a posé SEL" in page
    assert "Léa pose NOTE" not in lea.get(f"/tables/{table.code}/").content.decode()


def test_lc_6_two_challengers_at_once_exactly_one_is_counted():
    lea, tom, zoe = Client(), Client(), Client()
    table = start_network(lea, [(tom, "Tom"), (zoe, "Zoé")])
    set_state(table, ["TRAEEEEEEE", "UUUUOOOOII", "IIIIIIAASS"])
    lay(lea, table, 0, "TRA", 7, 6)
    table.refresh_from_db()
    version, barrier, codes = table.version, threading.Barrier(2), []

    def challenge(client: Client, seat: int) -> None:
        try:
            barrier.wait()
            data = {"seat": str(seat), "version": str(version), "kind": "challenge"}
            page = client.post(f"/tables/{table.code}/jouer/", data, HTTP_HX_REQUEST="true")
            codes.append('class="refusal' in page.content.decode())
        finally:
            connection.close()

    threads = [threading.Thread(target=challenge, args=a) for a in ((tom, 1), (zoe, 2))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    after = state_of(table)
    assert sorted(after.scores) == [0, 0, 50] and after.scores[0] == 0
    table.refresh_from_db()
    assert table.version == version + 1  # one challenge committed, the other refused
    assert sorted(codes) == [False, True]  # the late one is told why it did not count
    assert ActionLog.objects.filter(table=table, action__kind="challenge").count() == 1


def test_lc_6_a_challenge_from_an_old_page_never_hits_a_move_its_player_has_not_seen():
    """Max's page shows Léa's NOTE; meanwhile Tom lays SEL (Zoé plays next). Max's
    « Contester », sent from that page, was applied to SEL, a word he never saw, and cost him
    50. It is refused now."""
    lea, tom, zoe, max_ = Client(), Client(), Client(), Client()
    table = start_network(lea, [(tom, "Tom"), (zoe, "Zoé"), (max_, "Max")])
    racks = ["NOTEEEEEEE", "SELUUUUOOI", "IIIIIIAASS", "AAAARRRMMP"]
    set_state(table, racks, keys=["OCTAVE", "SOL"])
    lay(lea, table, 0, "NOTE", 7, 6)
    table.refresh_from_db()
    seen = table.version  # Max's page
    lay(tom, table, 1, "SEL", 6, 9)
    before = state_of(table)
    data = {"seat": "3", "version": str(seen), "kind": "challenge"}
    page = max_.post(f"/tables/{table.code}/jouer/", data, HTTP_HX_REQUEST="true")
    assert "Quelqu’un a joué juste avant toi" in page.content.decode()
    after = state_of(table)
    assert after.scores == before.scores and after.pending == before.pending
    assert not ActionLog.objects.filter(table=table, action__kind="challenge").exists()
    post(max_, table, 3, kind="challenge")  # from the page that shows SEL: it counts
    assert state_of(table).scores[3] == -50


def test_lc_10_team_scores_are_shown_per_team():
    clients = [Client() for _ in range(4)]
    table = start_network(
        clients[0],
        [(c, n) for c, n in zip(clients[1:], ("Tom", "Zoé", "Max"), strict=True)],
        **{"opt-teams": "on"},
    )
    assert table.options["teams"] is True
    set_state(
        table,
        ["NOTEEEEEEE", "UUUUOOOOII", "IIIIIIAASS", "EERRLLTTMM"],
        teams=True,
        keys=["OCTAVE", "SOL"],
    )
    lay(clients[0], table, 0, "NOTE", 7, 6)
    page = clients[3].get(f"/tables/{table.code}/").content.decode()
    assert "Rouge + orangé" in page and "Vert + bleu" in page and "(Léa + Zoé)" in page
    assert re.search(r'lc-team-points">20\s*points', page)
    assert 'value="challenge"' in page  # Max (bleu) may challenge Léa (rouge)
    assert 'value="challenge"' not in clients[2].get(f"/tables/{table.code}/").content.decode()
    post(clients[3], table, 3, kind="challenge")  # a wrong challenge: vert + bleu at −50
    page = clients[3].get(f"/tables/{table.code}/").content.decode()
    assert 'lc-team-points">\u221250 points' in page


def test_lc_7_everyone_passing_at_the_opening_goes_on_and_says_why():
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    set_state(table, ["TRAEEEEEEE", "UUUUOOOOIS"])
    post(lea, table, 0, kind="pass")
    answer = post(tom, table, 1, kind="pass").content.decode().replace(NB, " ")
    assert "la partie continue" in answer and "Gagnant" not in answer
    table.refresh_from_db()
    assert table.status != Table.Status.FINISHED
    assert 'value="pass"' in lea.get(f"/tables/{table.code}/").content.decode()  # her turn


def test_lc_sheet_51_everyone_passing_ends_the_game_with_winner_and_why():
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    set_state(table, ["TRAEEEEEEE", "UUUUOOOOIS"], pool=False)
    warning = "si tu passes aussi, la partie s’arrête"
    assert warning not in lea.get(f"/tables/{table.code}/").content.decode()
    post(lea, table, 0, kind="pass")
    page = tom.get(f"/tables/{table.code}/").content.decode()
    assert "Léa passe son tour." in page and warning in page  # said before his pass ends it
    answer = post(tom, table, 1, kind="pass").content.decode()  # the board htmx swaps in
    assert f"Gagnants{NB}: Léa, Tom" in answer
    table.refresh_from_db()
    assert table.status == Table.Status.FINISHED
    for client in (lea, tom, Client()):
        page = client.get(f"/tables/{table.code}/").content.decode()
        assert f"Gagnants{NB}: Léa, Tom" in page  # −50 each: equal highest share the win
        assert "chacun perd 5" in page and 'value="pass"' not in page


def test_a_bad_form_or_a_move_out_of_turn_changes_nothing_and_says_why():
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    set_state(table, ["TRAEEEEEEE", "UUUUOOOOII"])
    before = (table.version, table.state)
    pages = [
        lay(tom, table, 1, "OU", 7, 6),  # not his turn
        lea.post(  # garbage, posted without JavaScript
            f"/tables/{table.code}/jouer/",
            {"seat": "0", "version": str(table.version), "kind": "lay", "tile": ["x-y-Z"]},
            follow=True,
        ),
        post(lea, table, 0, kind="challenge"),  # nothing to challenge
        post(tom, table, 0, kind="pass"),  # not his seat
    ]
    assert [p.status_code for p in pages] == [200, 200, 200, 403]
    said = [p.content.decode() for p in pages[:3]]
    assert f"Ce n’est pas ton tour{NB}:" in said[0]
    assert "Ce coup n’a pas été compris" in said[1]
    assert "Il n’y a pas de mot à contester" in said[2]
    table.refresh_from_db()
    assert (table.version, table.state) == before


@pytest.mark.parametrize(
    ("lang", "words"),
    [("fr", ("Contester", "Carte clé")), ("ro", ("Contestă", "Carte-cheie")),
     ("en", ("Challenge", "Key card"))],
)  # fmt: skip
def test_the_table_speaks_each_language(lang, words):
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    set_state(table, ["TRAEEEEEEE", "UUUUOOOOII"])
    lay(lea, table, 0, "TRA", 7, 6)
    tom.cookies["django_language"] = lang
    page = tom.get(f"/tables/{table.code}/", HTTP_ACCEPT_LANGUAGE=lang).content.decode()
    assert all(w in page for w in words)


def test_lc_sheet_49_after_the_last_tiles_the_next_player_accepts_and_the_game_ends():
    """The pool is empty (every other tile already on rows 1 to 6): Léa lays her last three
    tiles; Tom may challenge or accept; he accepts and the game ends with her bonus."""
    from games.lacle.tiles import BAG

    rest = list(BAG)
    for tile in "TRA" + "UUUUOOOOII":
        rest.remove(tile)
    laid = "".join("e" if t == "?" else t for t in rest)  # a joker is stored in lower case
    board = [laid[i : i + 16] for i in range(0, len(laid), 16)]
    board = [row.ljust(16, ".") for row in board] + ["." * 16] * (16 - len(board))
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    options = R.Options(mode=CROSSWORD)
    state = C.scenario(["TRA", "UUUUOOOOII"], board=board, keys=KEYS, options=options)
    assert not state.pool and not C.check_invariants(state)
    table.state = R.to_json(state)
    table.save()
    lay(lea, table, 0, "TRA", 6, 0)
    page = tom.get(f"/tables/{table.code}/").content.decode()
    assert 'value="accept"' in page and 'value="challenge"' in page and 'value="pass"' not in page
    post(tom, table, 1, kind="accept")
    table.refresh_from_db()
    assert table.status == Table.Status.FINISHED
    page = lea.get(f"/tables/{table.code}/").content.decode()
    assert f"Gagnant{NB}: Léa" in page and "Léa a posé toutes ses lettres" in page
    # said so that a child sees where the 100 come from (a reviewer's find)
    assert "+100 points, 50 pour avoir fini et 5 pour chacune des 10 lettres restées" in page
    assert R.from_json(table.state).scores[0] == 15 + 50 + 5 * 10
    # The end says the final points at once; Léa's empty rack is not shown, Tom's letters are.
    final = page[page.index("lc-final-scores") :]
    assert f"Léa <strong>{15 + 50 + 50}</strong>" in final[:600] and "Tom <strong>" in final[:600]
    assert "Ton support" not in page
    assert "Ton support" in tom.get(f"/tables/{table.code}/").content.decode()


def test_a_hostile_preview_is_answered_without_an_error():
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    set_state(table, ["TRAEEEEEEE", "UUUUOOOOII"])
    url = f"/tables/{table.code}/mots/apercu/"
    for query in (
        {"seat": 0, "kind": "lay", "tile": ["99-99-T"]},
        {"seat": 0, "kind": "lay", "tile": ["7-7-??"]},
        {"seat": 0, "kind": "lay", "tile": ["7-7-Z"]},
        {"seat": 0, "kind": "lay", "tile": ["a-b-c"]},
        {"seat": 0, "kind": "lay", "tile": ["7-7-T"], "direction": "sideways"},
        {"seat": 0, "kind": "lay", "tile": ["7-7-T", "7-7-R"]},
        {"seat": "x"},
        {"seat": 0, "kind": "pass"},
    ):
        response = lea.get(url, query)
        assert response.status_code in (200, 400, 403), (query, response.status_code)
    assert lea.post(url, {"seat": 0}).status_code == 405
    said = lea.get(url, {"seat": 0, "kind": "lay", "tile": ["7-7-Z"]}).content.decode()
    assert "lc-preview-no" in said  # no Z on her rack: said, nothing laid
    assert state_of(table).racks[0] == list("TRAEEEEEEE")


def test_a_stand_in_keeps_an_away_pupils_seat_by_playing_words(settings):
    """The tables' stand-in (level « simple ») at a Mots croisés table is Mots croisés' own
    simple bot (games/lacle/bots_table.py): it lays the best-scoring word it finds."""
    from games.tables import seating, services

    settings.TABLES_BOT_RUNNER = "manual"
    lea, tom = Client(), Client()
    table = start_network(lea, [(tom, "Tom")])
    set_state(table, ["TRAEEEEEEE", "UUUUOOOOII"])
    table.options = {**table.options, "bot_delay_ms": 0}
    table.save()
    seating.stand_in(table.code, 1)
    lay(lea, table, 0, "ART", 7, 6)  # a word: nothing to challenge
    services.advance_bots(table.code)
    after = state_of(table)
    assert after.log[-1]["seat"] == 1 and after.log[-1]["kind"] == "lay"
    assert after.scores[1] > 0 and after.turn == 0 and after.board[7][6:9] == "ART"
    page = lea.get(f"/tables/{table.code}/").content.decode()
    words = page[page.index('id="lc-words-log"') :]
    assert words.count("joué par l’ordinateur") == 1  # Tom's word, not Léa's ART


def test_mots_croises_against_the_computer(settings):
    """A pupil starts Mots croisés against two computer players; they lay words by themselves."""
    from games.tables import services

    settings.TABLES_BOT_RUNNER = "manual"
    lea = Client()
    data = {"mode": "bots", "my_name": "Léa", "bot_1": "strong", "bot_2": "random"}
    table = Table.objects.get(
        code=code_of(lea.post("/jeux/la-cle/nouvelle/", {**data, "opt-mode": CROSSWORD}))
    )
    assert [s.kind for s in table.seats.order_by("index")] == ["human", "bot", "bot"]
    table.options = {**table.options, "bot_delay_ms": 0}
    table.save()
    for _ in range(6):
        state = state_of(table)
        if state.turn == 0:  # Léa passes, or lays the key word when she opens and can (LC-sheet-27)
            services.play(table.code, 0, R.legal_actions(state, 0)[0], None)
        services.advance_bots(table.code)
    assert any(e["kind"] == "lay" and e["seat"] in (1, 2) for e in state_of(table).log)


def test_a_challenge_s_result_stays_until_the_challenged_pupil_acts_again():
    """Adam's challenge undid Léa's TRA, then Adam laid SEL: when Léa's turn comes back, her
    screen still says what happened to her word (a bot may play in under two seconds)."""
    lea, adam = Client(), Client()
    table = start_network(lea, [(adam, "Adam")])
    set_state(table, ["TRAEEEEEEE", "SELUUUUOOI"])
    lay(lea, table, 0, "TRA", 7, 6)
    post(adam, table, 1, kind="challenge")
    lay(adam, table, 1, "SEL", 7, 6)
    page = lea.get(f"/tables/{table.code}/").content.decode()
    assert "À toi de jouer." in page and "Adam a posé SEL" in page
    assert "Adam conteste le coup de Léa." in page and f"Contestation réussie{NB}!" in page
    post(lea, table, 0, kind="pass")  # Léa acts: the old news goes
    assert "conteste le coup" not in lea.get(f"/tables/{table.code}/").content.decode()


def test_french_elides_de_before_a_name_with_a_vowel():
    from games.lacle.crossword_log import news
    from games.tables.names import elides

    assert elides("Adam") and elides("Émile") and not elides("Hugo") and not elides("Léa")
    challenge = {"kind": C.CHALLENGE, "seat": 0, "against": 1, "right": False, "words": []}
    lines = news([challenge], ["Léa", "Inès"], "fr")
    assert lines[0] == "Léa conteste le coup d’Inès."


def test_hot_seat_a_won_challenge_keeps_its_player_s_letters_on_screen():
    """Tom's challenge undid Léa's TRA and the turn is his: the screen stays his (no « Je suis
    Tom » again); after his next move it goes to Léa's pass screen as usual."""
    pupils = Client()
    data = {"mode": "hotseat", "player_1": "Léa", "player_2": "Tom", "opt-mode": CROSSWORD}
    table = Table.objects.get(code=code_of(pupils.post("/jeux/la-cle/nouvelle/", data)))
    set_state(table, ["TRAEEEEEEE", "SELUUUUOOI"])
    url = f"/tables/{table.code}/"
    pupils.post(url + "montrer/", {"seat": 0})
    lay(pupils, table, 0, "TRA", 7, 6)
    assert "Je suis Tom" in pupils.get(url).content.decode()  # the screen goes to Tom
    pupils.post(url + "montrer/", {"seat": 1})
    post(pupils, table, 1, kind="challenge")
    page = pupils.get(url).content.decode()
    assert "Je suis Tom" not in page and "À toi de jouer." in page
    assert sorted(TILE.findall(page)) == sorted("SELUUUUOOI")  # Tom's rack, still shown
    lay(pupils, table, 1, "SEL", 7, 6)
    assert "Je suis Léa" in pupils.get(url).content.decode()


def test_lc_7_the_end_says_where_its_points_came_from():
    """LC-sheet-50, 51: the end's line gives the bonus or each player's deduction in numbers."""
    from types import SimpleNamespace

    from games.lacle import crossword_log as P
    from games.lacle import rules_crossword as C

    names = ["Léa", "Tom"]
    won = SimpleNamespace(winners=[0])
    blocked = {"ended": C.BLOCKED, "finisher": None, "minus": [15, 5]}
    why = P.end(won, {"result": blocked, "teams": False}, names)["why"]
    assert "chacun perd 5 points par lettre" in why and "(Léa \u221215, Tom \u22125)" in why
    out = {"ended": C.OUT, "finisher": 1, "left": 1, "bonus": 55}
    why = P.end(won, {"result": out, "teams": False}, names)["why"]
    assert (
        "Tom a posé toutes ses lettres" in why
        and "+55 points, 50 pour avoir fini et 5 pour la lettre" in why
    )
    empty = {"ended": C.OUT, "finisher": 1, "left": 0, "bonus": 50}
    assert "+50 points" in P.end(won, {"result": empty, "teams": False}, names)["why"]
