"""La Clé en duplicate through the real pages (Django's test client): a teacher starts a game for
his class from the dashboard's link, two pupils join and play the same rack, the server's clock
ends the turn, the top and the percentages show, « Tour suivant » draws the next rack; no page
shows the top, another pupil's move, the pool or the next rack before its time; each valid word
is one `word.spelling` event for the pupil who laid it."""

from datetime import UTC, timedelta

import pytest
from django.test import Client
from django.utils import timezone

from clesite.classroom import actions
from clesite.classroom.models import LearningEvent
from games.lacle import duplicate as D
from games.lacle import duplicate_service as S
from games.lacle.duplicate_pages import ENDINGS, game_context
from games.lacle.models import DuplicateGame, DuplicatePlayer

pytestmark = pytest.mark.django_db

ENTRY = "/jeux/la-cle/duplicate/"


@pytest.fixture
def cast():
    teacher = actions.create_teacher(email="anne@ecole.example", password="mot-de-passe-42")
    hiboux = actions.create_classroom(teacher=teacher, name="Les Hiboux")
    other = actions.create_teacher(email="bruno@ecole.example", password="mot-de-passe-42")
    renards = actions.create_classroom(teacher=other, name="Les Renards")
    lea, tom = actions.add_pupils(hiboux, ["Léa", "Tom"]).created
    (zoe,) = actions.add_pupils(renards, ["Zoé"]).created
    return teacher, hiboux, lea, tom, zoe, other


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def start(client: Client, hiboux, seconds=120, pause=0, begin=True) -> DuplicateGame:
    """The teacher makes the game, then (`begin`) clicks « Commencer le premier tour »."""
    response = client.post(
        ENTRY + "nouvelle/", {"seconds": seconds, "pause": pause, "classe": hiboux.code}
    )
    assert response.status_code == 302
    row = DuplicateGame.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    assert row.status == DuplicateGame.Status.WAITING and row.deadline is None
    if begin:
        assert client.post(f"{ENTRY}{row.code}/suivant/").status_code == 302
        row.refresh_from_db()
    return row


def started(row: DuplicateGame) -> DuplicateGame:
    """A game made by `S.start`, its first turn begun."""
    return S.teacher_next(row.code)


def lay_fields(move: dict) -> dict:
    tiles = [f"{r}-{c}-{'?' + s.upper() if s.islower() else s}" for r, c, s in move["tiles"]]
    return {"kind": "lay", "tile": tiles, "direction": move["direction"], "seat": 0}


def state_of(row: DuplicateGame) -> D.Duplicate:
    row.refresh_from_db()
    return D.from_json(row.state)


def secrets_of(row: DuplicateGame) -> list[str]:
    """What no page may show during a turn: the top's word, the pool's order."""
    game = state_of(row)
    out = ["".join(game.pool[-12:])]
    if game.phase == D.PLAY and game.top:
        out.append(f"<strong>{game.top['words'][0]}</strong>")
    return out


def test_dashboard_links_a_teacher_to_start_a_duplicate_for_his_class(cast):
    teacher, hiboux, lea, *_ = cast
    html = logged_in(teacher).get(f"/classe/{hiboux.code}/jeux/la-cle/").content.decode()
    assert f"{ENTRY}?classe={hiboux.code}" in html  # the dashboard's La Clé part, opened
    page = logged_in(teacher).get(f"{ENTRY}?classe={hiboux.code}").content.decode()
    assert 'name="seconds"' in page and hiboux.code in page
    # A pupil may not start one.
    refused = logged_in(lea.user).post(ENTRY + "nouvelle/", {"seconds": 60, "pause": 0})
    assert refused.status_code == 302 and not DuplicateGame.objects.exists()


def test_two_pupils_one_teacher_play_a_turn_then_the_next(cast):
    teacher, hiboux, lea, tom, zoe, other = cast
    prof = logged_in(teacher)
    row = start(prof, hiboux)
    a, b = logged_in(lea.user), logged_in(tom.user)

    # Pupils find it on their own page and on the entry page, and join.
    assert row.code in a.get("/classe/moi/").content.decode()
    assert row.code in a.get(ENTRY).content.decode()
    assert "Rejoindre la partie" in a.get(f"{ENTRY}{row.code}/").content.decode()
    for client in (a, b):
        assert client.post(f"{ENTRY}{row.code}/rejoindre/").status_code == 302
    # Another class's pupil and another teacher see nothing of it.
    assert logged_in(zoe.user).get(f"{ENTRY}{row.code}/").status_code == 403
    assert logged_in(other).get(f"{ENTRY}{row.code}/").status_code == 403
    assert Client().get(f"{ENTRY}{row.code}/etat/").status_code == 403

    game = state_of(row)
    rack = "".join(game.rack)
    page_a = a.get(f"{ENTRY}{row.code}/").content.decode()
    for secret in secrets_of(row):
        assert secret not in page_a
    assert all(f'data-tile="{t}"' in page_a for t in set(rack))

    # Léa lays a bad word: refused with the reason, nothing kept; then the top's word.
    top = game.top
    bad = {"kind": "lay", "word": "QZQ", "row": 8, "col": 7, "direction": "across"}
    refused = a.post(f"{ENTRY}{row.code}/jouer/", bad).content.decode()
    assert "dp-refusal" in refused and state_of(row).moves == {}
    played = a.post(f"{ENTRY}{row.code}/jouer/", lay_fields(top), HTTP_HX_REQUEST="true")
    assert played.status_code == 200 and "C’est noté" in played.content.decode()
    assert str(lea.user.pk) in state_of(row).moves
    # Tom does not see Léa's move; the teacher sees that she played, not what.
    page_b = b.get(f"{ENTRY}{row.code}/").content.decode()
    teacher_page = prof.get(f"{ENTRY}{row.code}/").content.decode()
    for page in (page_b, teacher_page):
        for secret in secrets_of(row):
            assert secret not in page
    assert "Léa a joué" in teacher_page and "Tom cherche" in teacher_page
    assert prof.get(f"{ENTRY}{row.code}/etat/").json()["moves"] >= 3
    assert "moves" not in b.get(f"{ENTRY}{row.code}/etat/").json()

    # Each valid word: one word.spelling event, filed under Léa only.
    events = LearningEvent.objects.filter(concept="word.spelling")
    assert events.count() == len(top["words"]) and {e.user_id for e in events} == {lea.user.pk}
    assert all(e.correct and e.source == "game:la-cle" and e.context == row.code for e in events)

    # The clock runs out: a late move is refused kindly, the turn's results show.
    DuplicateGame.objects.filter(pk=row.pk).update(deadline=timezone.now() - timedelta(seconds=5))
    late = b.post(f"{ENTRY}{row.code}/jouer/", lay_fields(top)).content.decode()
    assert "Le temps de ce tour est écoulé" in late
    assert state_of(row).phase == D.RESULTS
    results = b.get(f"{ENTRY}{row.code}/").content.decode()
    assert f"<strong>{top['words'][0]}</strong>" in results
    assert "Toi\u00a0: pas de coup, 0 point." in results
    assert "100\u00a0%" in results  # Léa found the top
    standings = {s["player"]: s for s in D.standings(state_of(row))}
    assert standings[str(lea.user.pk)]["percent"] == 100
    assert standings[str(tom.user.pk)]["percent"] == 0

    # « Tour suivant »: the top is laid for everyone, the next rack drawn; only the teacher.
    assert b.post(f"{ENTRY}{row.code}/suivant/").status_code == 403
    version = state_of(row).turn
    assert prof.post(f"{ENTRY}{row.code}/suivant/").status_code == 302
    game = state_of(row)
    assert game.turn == version + 1 and game.phase == D.PLAY
    for r, c, stored in top["tiles"]:
        assert game.board[r][c] == stored
    page_a = a.get(f"{ENTRY}{row.code}/").content.decode()
    for secret in secrets_of(row):
        assert secret not in page_a


def test_the_clock_ends_a_turn_and_the_pause_opens_the_next_with_nobody_clicking(cast):
    teacher, hiboux, lea, *_ = cast
    row = start(logged_in(teacher), hiboux, seconds=60, pause=20)
    a = logged_in(lea.user)
    a.post(f"{ENTRY}{row.code}/rejoindre/")
    now = timezone.now()
    S.catch_up(row.code, now + timedelta(seconds=63))  # past the turn and its grace
    assert state_of(row).phase == D.RESULTS
    S.catch_up(row.code, now + timedelta(seconds=90))  # past the pause
    game = state_of(row)
    assert game.phase == D.PLAY and game.turn == 2
    assert row.deadline > now + timedelta(seconds=140)  # the new turn's time runs from then


def test_state_survives_a_restart_it_lives_in_the_database(cast):
    teacher, hiboux, lea, *_ = cast
    row = start(logged_in(teacher), hiboux)
    before = DuplicateGame.objects.get(pk=row.pk).state
    assert D.to_json(D.from_json(before)) == before  # all there is, in one JSON row


def test_pages_in_romanian_and_english(cast):
    teacher, hiboux, lea, *_ = cast
    row = start(logged_in(teacher), hiboux)
    a = logged_in(lea.user)
    a.post(f"{ENTRY}{row.code}/rejoindre/")
    for lang, words in (("ro", "Tura 1"), ("en", "Turn 1")):
        a.cookies["django_language"] = lang
        assert words in a.get(f"{ENTRY}{row.code}/", HTTP_ACCEPT_LANGUAGE=lang).content.decode()


def test_an_unknown_word_is_a_wrong_spelling_and_the_answer_fragment_hides_the_top(cast):
    teacher, hiboux, lea, *_ = cast
    row = started(S.start(teacher, seconds=120, pause=0, class_code=hiboux.code, seed=3))
    assert "".join(state_of(row).rack) == "LZEUAELARE"  # the seed's first rack
    a = logged_in(lea.user)
    a.post(f"{ENTRY}{row.code}/rejoindre/")
    word = {"kind": "lay", "word": "EZAU", "row": 7, "col": 7, "direction": "across"}
    answer = a.post(f"{ENTRY}{row.code}/jouer/", word, HTTP_HX_REQUEST="true").content.decode()
    assert "EZAU" in answer and "dictionnaire" in answer
    assert answer.lstrip().startswith('<div id="board"')  # the fragment htmx swaps
    for secret in secrets_of(row):
        assert secret not in answer
    [event] = LearningEvent.objects.filter(concept="word.spelling")
    assert not event.correct and event.user_id == lea.user.pk
    assert event.detail["word"] == "EZAU" and event.detail["hinted"] is False
    assert state_of(row).moves == {}


def test_the_end_of_a_game_shows_why_and_the_final_ranking(cast):
    teacher, hiboux, lea, *_ = cast
    row = started(S.start(teacher, seconds=60, pause=0, class_code=hiboux.code, seed=3))
    a = logged_in(lea.user)
    a.post(f"{ENTRY}{row.code}/rejoindre/")
    prof = logged_in(teacher)
    while state_of(row).phase != D.OVER:
        prof.post(f"{ENTRY}{row.code}/suivant/")
    row.refresh_from_db()
    assert row.status == DuplicateGame.Status.FINISHED and row.deadline is None
    game = state_of(row)
    for client in (a, prof):
        page = client.get(f"{ENTRY}{row.code}/").content.decode()
        assert "La partie est finie." in page and str(ENDINGS[game.ended]) in page
        assert "dp-standings" in page and 'name="tile"' not in page
    assert game.ended in (D.OUT, D.LETTERS, D.NO_MOVE)
    assert row.code not in a.get(ENTRY).content.decode()  # no longer offered


def test_the_teacher_ends_the_game_early_a_pupil_cannot(cast):
    teacher, hiboux, lea, *_ = cast
    row = start(logged_in(teacher), hiboux)
    a = logged_in(lea.user)
    a.post(f"{ENTRY}{row.code}/rejoindre/")
    assert a.post(f"{ENTRY}{row.code}/terminer/").status_code == 403
    assert logged_in(teacher).post(f"{ENTRY}{row.code}/terminer/").status_code == 302
    row.refresh_from_db()
    assert row.status == DuplicateGame.Status.FINISHED and state_of(row).ended == D.STOPPED
    assert "Le professeur a arrêté la partie." in a.get(f"{ENTRY}{row.code}/").content.decode()


def test_the_sites_code_box_opens_a_duplicate_game_by_its_code(cast):
    """The one box on the site (« Le code de ta classe ou d’une table ») takes a duplicate's
    code too, typed in any case with spaces; an unknown D… code is a kind miss."""
    teacher, hiboux, lea, *_ = cast
    row = start(logged_in(teacher), hiboux)
    typed = f"{row.code[:4].lower()} {row.code[4:]}"
    response = logged_in(lea.user).get("/rejoindre/", {"classe": typed})
    assert response.status_code == 302
    assert response["Location"] == f"{ENTRY}{row.code}/"
    missing = "D" + ("X" if row.code[1] != "X" else "Y") + row.code[2:]
    refused = Client().get("/rejoindre/", {"classe": missing})
    assert refused.status_code == 400
    assert "Aucune classe ni aucune table n’a ce code" in refused.content.decode()


def test_a_pupil_previews_his_lay_words_and_points_before_handing_it_in(cast):
    """As at a Mots croisés table: the words the pending lay forms and its points, from the
    rules' judge, never the lexicon's verdict; only a player of the game; nothing is kept."""
    teacher, hiboux, lea, tom, zoe, other = cast
    row = start(logged_in(teacher), hiboux)
    a = logged_in(lea.user)
    a.post(f"{ENTRY}{row.code}/rejoindre/")
    page = a.get(f"{ENTRY}{row.code}/").content.decode()
    assert f'data-preview="{ENTRY}{row.code}/apercu/"' in page and "lc-preview-box" in page
    top = state_of(row).top
    shown = a.get(f"{ENTRY}{row.code}/apercu/", lay_fields(top)).content.decode()
    assert top["words"][0] in shown and f"{top['points']} points" in shown
    # A lay of the rack's tiles off the grey cells: why, in words, and no lexicon verdict.
    tiles = [t for t in state_of(row).rack if t != "?"][:3]
    far = {
        "kind": "lay",
        "direction": "across",
        "tile": [f"0-{i}-{t}" for i, t in enumerate(tiles)],
    }
    why = a.get(f"{ENTRY}{row.code}/apercu/", far).content.decode()
    assert "lc-preview-no" in why and "case grise" in why
    assert state_of(row).moves == {} and not LearningEvent.objects.exists()
    # Not a player of this game: nothing.
    assert logged_in(tom.user).get(f"{ENTRY}{row.code}/apercu/", lay_fields(top)).status_code == 403
    assert logged_in(zoe.user).get(f"{ENTRY}{row.code}/apercu/", lay_fields(top)).status_code == 403
    assert a.get(f"{ENTRY}{row.code}/apercu/", {"kind": "lay"}).status_code == 400


def test_a_game_is_for_the_one_class_it_was_started_for(cast):
    """A teacher with two classes starts a game for Les Hiboux: his other class's pupils are
    neither offered it nor let in; the page names the class."""
    teacher, hiboux, lea, *_ = cast
    chouettes = actions.create_classroom(teacher=teacher, name="Les Chouettes")
    (ana,) = actions.add_pupils(chouettes, ["Ana"]).created
    form = logged_in(teacher).get(f"{ENTRY}?classe={hiboux.code}").content.decode()
    assert f'<option value="{hiboux.code}" selected>Les Hiboux</option>' in form
    assert f'<option value="{chouettes.code}">Les Chouettes</option>' in form
    row = start(logged_in(teacher), hiboux)
    assert "Partie de la classe «\u00a0Les Hiboux\u00a0»" in (
        logged_in(teacher).get(f"{ENTRY}{row.code}/").content.decode()
    )
    assert row.code in logged_in(lea.user).get(ENTRY).content.decode()
    stranger = logged_in(ana.user)
    assert row.code not in stranger.get(ENTRY).content.decode()
    assert stranger.get(f"{ENTRY}{row.code}/").status_code == 403
    stranger.post(f"{ENTRY}{row.code}/rejoindre/")
    assert not row.players.exists()
    assert "Les Hiboux" in logged_in(teacher).get(ENTRY).content.decode()  # « Mes parties »


def test_a_teacher_cannot_start_a_game_for_a_class_not_his(cast):
    teacher, hiboux, lea, tom, zoe, other = cast
    for classe in (hiboux.code, "", "NOPE42"):
        response = logged_in(other).post(
            ENTRY + "nouvelle/", {"seconds": 60, "pause": 0, "classe": classe}
        )
        assert response.status_code == 302 and not DuplicateGame.objects.exists()
    with pytest.raises(ValueError):
        S.start(other, seconds=60, pause=0, class_code=hiboux.code)


def test_a_game_stopped_during_a_turn_shows_that_turn_s_top_laid_not_empty_cells(cast):
    teacher, hiboux, lea, *_ = cast
    row = start(logged_in(teacher), hiboux)
    logged_in(lea.user).post(f"{ENTRY}{row.code}/rejoindre/")
    assert logged_in(teacher).post(f"{ENTRY}{row.code}/terminer/").status_code == 302
    row.refresh_from_db()
    context = game_context(row, lea.user, "player", "fr")
    top = context["results"]["top"]
    assert top and context["phase"] == D.OVER
    for r, c, stored in top["tiles"]:
        cell = context["rows"][r][c]
        assert cell["letter"] == stored.upper() and cell["last"], (r, c, cell)


def test_the_dashboard_shows_the_class_s_finished_games_with_each_pupil_s_share(cast):
    """The teacher finds a finished game on the dashboard: each pupil's points, share of the
    top and the turns he laid nothing, with the game's page a click away."""
    teacher, hiboux, lea, tom, *_ = cast
    row = start(logged_in(teacher), hiboux)
    a, b = logged_in(lea.user), logged_in(tom.user)
    for client in (a, b):
        client.post(f"{ENTRY}{row.code}/rejoindre/")
    game = state_of(row)
    assert a.post(f"{ENTRY}{row.code}/jouer/", lay_fields(game.top)).status_code in (200, 302)
    assert logged_in(teacher).post(f"{ENTRY}{row.code}/terminer/").status_code == 302
    html = logged_in(teacher).get(f"/classe/{hiboux.code}/jeux/la-cle/").content.decode()
    html = html.replace("\xa0", " ")
    assert f'href="{ENTRY}{row.code}/"' in html and "· 1 tour</a>" in html
    assert '<th scope="row">Léa</th><td>' in html and "100 %" in html
    assert '<th scope="row">Tom</th><td>0</td><td>0 %</td><td>1 / 1</td>' in html
    # A pupil's own page lists no finished game of the class (their words stay the teacher's).
    assert "Tours sans coup" not in a.get("/classe/moi/").content.decode()


def test_the_class_joins_before_the_first_turn_and_its_rack_shows_to_all_at_once(cast):
    """The clock ran from « Lancer » while the class logged in: pupils lost turn 1 (review 9)."""
    teacher, hiboux, lea, tom, *_ = cast
    prof, a, b = logged_in(teacher), logged_in(lea.user), logged_in(tom.user)
    row = start(prof, hiboux, begin=False)
    rack = "".join(state_of(row).rack)
    # One click from the pupil's list: he is in.
    entry = a.get(ENTRY).content.decode()
    assert f'action="{ENTRY}{row.code}/rejoindre/"' in entry
    assert a.post(f"{ENTRY}{row.code}/rejoindre/").status_code == 302
    page = a.get(f"{ENTRY}{row.code}/").content.decode()
    assert "Tu es dans la partie." in page and "data-tile=" not in page
    teacher_page = prof.get(f"{ENTRY}{row.code}/").content.decode()
    assert "Commencer le premier tour" in teacher_page and "Léa a rejoint la partie" in teacher_page
    assert rack not in teacher_page and "data-remaining" not in teacher_page
    assert a.get(f"{ENTRY}{row.code}/etat/").json()["remaining"] is None
    move = {"kind": "lay", "word": "LA", "row": 8, "col": 7, "direction": "across"}
    refused = a.post(f"{ENTRY}{row.code}/jouer/", move).content.decode()
    assert "Le premier tour n’a pas commencé" in refused and state_of(row).moves == {}
    # The teacher starts: the same rack on every screen, the clock running from now.
    before = row.version
    prof.post(f"{ENTRY}{row.code}/suivant/")
    row.refresh_from_db()
    assert row.status == DuplicateGame.Status.PLAYING and row.version == before + 1
    assert 115 <= S.remaining(row) <= 120
    b.post(f"{ENTRY}{row.code}/rejoindre/")
    for client in (a, b):
        page = client.get(f"{ENTRY}{row.code}/").content.decode()
        assert all(f'data-tile="{t}"' in page for t in set(rack))
    assert {p["since"] for p in state_of(row).players.values()} == {1}


def test_a_finished_game_offers_no_seat_to_a_pupil_who_was_not_in_it(cast):
    teacher, hiboux, lea, tom, *_ = cast
    row = start(logged_in(teacher), hiboux)
    S.teacher_stop(row.code)
    page = logged_in(tom.user).get(f"{ENTRY}{row.code}/").content.decode()
    assert "La partie est finie." in page and "Rejoindre la partie" not in page
    # A page loaded before the end (or a forged POST) seats him no more (review 10).
    version = state_of(row)
    followed = logged_in(tom.user).post(f"{ENTRY}{row.code}/rejoindre/", follow=True)
    html = followed.content.decode().replace("\xa0", " ")
    assert "Cette partie est finie : on ne peut plus y entrer." in html
    assert not row.players.filter(user=tom.user).exists()
    assert D.to_json(state_of(row)) == D.to_json(version)


def test_a_game_stopped_before_it_began_counts_no_turn(cast):
    teacher, hiboux, lea, *_ = cast
    row = start(logged_in(teacher), hiboux, begin=False)
    logged_in(lea.user).post(f"{ENTRY}{row.code}/rejoindre/")
    S.teacher_stop(row.code)
    game = state_of(row)
    assert game.phase == D.OVER and game.history == []


def test_a_pupil_who_joins_while_results_show_is_told_he_plays_from_the_next_turn(cast):
    teacher, hiboux, lea, tom, *_ = cast
    row = start(logged_in(teacher), hiboux)
    DuplicateGame.objects.filter(pk=row.pk).update(deadline=timezone.now() - timedelta(seconds=5))
    S.catch_up(row.code, timezone.now() + timedelta(seconds=60))
    assert state_of(row).phase == D.RESULTS
    followed = logged_in(tom.user).post(f"{ENTRY}{row.code}/rejoindre/", follow=True)
    assert "Ce tour est fini\u00a0: tu joues à partir du prochain." in followed.content.decode()
    assert state_of(row).players[str(tom.user.pk)]["since"] == 2


def test_the_teacher_sees_who_has_left_the_page_and_his_page_reloads_for_it(cast):
    """Review 9: the teacher's list said « Camille cherche » for a pupil who closed her tab."""
    teacher, hiboux, lea, tom, *_ = cast
    prof, a = logged_in(teacher), logged_in(lea.user)
    row = start(prof, hiboux)
    a.post(f"{ENTRY}{row.code}/rejoindre/")
    logged_in(tom.user).post(f"{ENTRY}{row.code}/rejoindre/")
    state = prof.get(f"{ENTRY}{row.code}/etat/").json()
    page = prof.get(f"{ENTRY}{row.code}/").content.decode()
    assert "Léa cherche" in page and "Tom cherche" in page and state["away"] == 0
    assert f'data-moves="{state["moves"]}-0"' in page
    # Tom's page stops polling; Léa's goes on.
    long_ago = timezone.now() - timedelta(minutes=2)
    DuplicatePlayer.objects.filter(game=row, user=tom.user).update(seen_at=long_ago)
    S._last_written.clear()
    assert a.get(f"{ENTRY}{row.code}/etat/").status_code == 200
    page = prof.get(f"{ENTRY}{row.code}/").content.decode()
    assert "Tom a quitté la page" in page and "Léa cherche" in page
    assert prof.get(f"{ENTRY}{row.code}/etat/").json()["away"] == 1
    assert f'data-moves="{state["moves"]}-1"' in page
    # He comes back: his page's poll says so.
    logged_in(tom.user).get(f"{ENTRY}{row.code}/etat/")
    assert "Tom cherche" in prof.get(f"{ENTRY}{row.code}/").content.decode()


def test_the_teacher_may_keep_the_ranking_on_his_screen_each_pupil_seeing_his_line(cast):
    """Review 9: every pupil saw the whole class's ranking by name, « 0 % » included."""
    teacher, hiboux, lea, tom, *_ = cast
    prof, a, b = logged_in(teacher), logged_in(lea.user), logged_in(tom.user)
    entry = prof.get(ENTRY).content.decode()
    assert 'name="classement"' in entry and "ne voit que sa ligne" in entry
    made = prof.post(
        ENTRY + "nouvelle/",
        {"seconds": 120, "pause": 0, "classe": hiboux.code, "classement": "soi"},
    )
    row = DuplicateGame.objects.get(code=made["Location"].rstrip("/").rsplit("/", 1)[1])
    assert row.ranking_shown is False
    prof.post(f"{ENTRY}{row.code}/suivant/")
    for client in (a, b):
        client.post(f"{ENTRY}{row.code}/rejoindre/")
    a.post(f"{ENTRY}{row.code}/jouer/", lay_fields(state_of(row).top))
    DuplicateGame.objects.filter(pk=row.pk).update(deadline=timezone.now() - timedelta(seconds=5))
    S.catch_up(row.code, timezone.now() + timedelta(seconds=60))
    tom_page = b.get(f"{ENTRY}{row.code}/").content.decode()
    assert "Ton total" in tom_page and '<th scope="row">Tom</th>' in tom_page
    assert "Léa" not in tom_page  # not in the turn's table, not in the ranking
    teacher_page = prof.get(f"{ENTRY}{row.code}/").content.decode()
    assert '<th scope="row">Léa</th>' in teacher_page and '<th scope="row">Tom</th>' in teacher_page


def test_a_finished_game_s_day_is_written_as_each_language_writes_it():
    """A Romanian reviewer read « din 30 Noiembrie » on the class's La Clé panel: Romanian
    months take no capital (« 30 noiembrie »); English ones do."""
    from datetime import datetime

    from django.utils import translation

    from games.lacle.duplicate_pages import _day

    when = datetime(2026, 11, 30, 10, tzinfo=UTC)
    for lang, said in (("ro", "30 noiembrie"), ("fr", "30 novembre"), ("en", "30 November")):
        with translation.override(lang):
            assert _day(when) == said
