"""Issue 25, point 4: a pupil's table is her class's. Guests and other classes' pupils get a
page that says so (no seat, no child's name); her teacher watches; a classmate sits under his
own pseudonym. Codes are eight characters; unknown codes are throttled per address."""

import re

import pytest
from django.test import Client

from clesite.classroom import actions
from games.tables import codes, misses, services
from games.tables.models import Table

pytestmark = pytest.mark.django_db

PASSWORD = "un-mot-de-passe-42"
START = {
    "mode": "network",
    "net_name": "Zorro",  # typed, but a pupil sits under her pseudonym
    "seat_1": "person",
    "seat_2": "simple",
    "away_after": "120",
    "opt-oldest": "0",
    "opt-note_cards": "52",
    "opt-speed": "fast",
}
RESERVED = "Cette table est réservée aux élèves d’une classe."
RESERVED_ADULT = "Cette table est réservée aux élèves d’une autre classe que les vôtres."


@pytest.fixture
def school():
    """Anne teaches Les Hiboux (Léa, Tom); Bruno teaches Les Renards (Nina)."""
    anne = actions.create_teacher(email="anne@ecole.example", password=PASSWORD)
    bruno = actions.create_teacher(email="bruno@ecole.example", password=PASSWORD)
    hiboux = actions.create_classroom(teacher=anne, name="Les Hiboux")
    renards = actions.create_classroom(teacher=bruno, name="Les Renards")
    lea, tom = actions.add_pupils(hiboux, ["Léa", "Tom"]).created
    nina = actions.add_pupils(renards, ["Nina"]).created[0]
    return {"anne": anne, "bruno": bruno, "lea": lea, "tom": tom, "nina": nina}


def browser(user=None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def leas_table(school) -> tuple[Client, Table]:
    lea = browser(school["lea"].user)
    response = lea.post("/jeux/cle-de-sol/nouvelle/", START)
    assert response.status_code == 302
    return lea, Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])


def test_a_pupils_table_is_her_class_and_she_sits_under_her_pseudonym(school):
    _lea, table = leas_table(school)
    assert table.reserved_for == f"class:{school['lea'].classroom_id}"
    assert re.fullmatch(f"[{codes.ALPHABET}]{{8}}", table.code)
    assert table.seats.get(index=0).name == "Léa"  # not "Zorro"


@pytest.mark.parametrize("who", ["guest", "nina", "bruno"])
def test_a_stranger_is_told_the_table_is_a_class_and_learns_no_name(school, who):
    _lea, table = leas_table(school)
    user = {"guest": None, "nina": school["nina"].user, "bruno": school["bruno"]}[who]
    stranger = browser(user)
    page = stranger.get(f"/tables/{table.code}/")
    html = page.content.decode()
    told = RESERVED_ADULT if who == "bruno" else RESERVED  # a teacher, « vous », no card
    assert page.status_code == 403 and told in html
    assert "ta carte" not in html if who == "bruno" else "ta carte" in html
    assert "Léa" not in html and 'name="name"' not in html
    joined = stranger.post(f"/tables/{table.code}/rejoindre/", {"name": "Léa2"})
    assert joined.status_code == 403 and told in joined.content.decode()
    assert not table.seats.get(index=1).is_claimed  # no seat taken
    assert stranger.get(f"/tables/{table.code}/etat/").status_code == 403
    stream = stranger.get(f"/tables/{table.code}/flux/", **{"wsgi.multithread": True})
    assert stream.status_code == 403


def test_her_teacher_watches_but_takes_no_seat(school):
    _lea, table = leas_table(school)
    anne = browser(school["anne"])
    html = anne.get(f"/tables/{table.code}/").content.decode()
    assert "Léa" in html and "Une place t’attend" not in html
    response = anne.post(f"/tables/{table.code}/rejoindre/", {"name": "Anne"}, follow=True)
    assert "Vous regardez cette table" in response.content.decode()
    assert not table.seats.get(index=1).is_claimed


def test_a_classmate_sits_under_his_pseudonym_whatever_he_types(school):
    _lea, table = leas_table(school)
    tom = browser(school["tom"].user)
    html = tom.get(f"/tables/{table.code}/").content.decode()
    assert "Tu t’assieds sous ton pseudonyme, Tom." in html and 'name="name"' not in html
    tom.post(f"/tables/{table.code}/rejoindre/", {"name": "Léa"})  # tries another's name
    seat = table.seats.get(index=1)
    assert seat.user == school["tom"].user and seat.name == "Tom"


def test_a_teachers_table_is_his_classes(school):
    anne = browser(school["anne"])
    response = anne.post("/jeux/cle-de-sol/nouvelle/", {**START, "net_name": "Anne"})
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    assert table.reserved_for == f"teacher:{school['anne'].pk}"
    assert browser(school["nina"].user).get(f"/tables/{table.code}/").status_code == 403
    tom = browser(school["tom"].user)
    tom.post(f"/tables/{table.code}/rejoindre/")
    assert table.seats.get(index=1).name == "Tom"


def test_a_guests_table_stays_open_to_whoever_has_the_code():
    host = browser()
    response = host.post("/jeux/cle-de-sol/nouvelle/", {**START, "net_name": "Max"})
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    assert table.reserved_for == ""
    friend = browser()
    assert friend.get(f"/tables/{table.code}/").status_code == 200
    friend.post(f"/tables/{table.code}/rejoindre/", {"name": "Sam"})
    assert table.seats.get(index=1).name == "Sam"


def test_an_old_five_character_code_still_opens_its_table():
    table = services.create_table(
        game="cle-de-sol",
        mode="bots",
        seats=[services.SeatSpec(name="Max", player_token="t")]
        + [services.SeatSpec(name="B", bot_level="simple")] * 2,
        options={},
        seed=1,
    )
    Table.objects.filter(pk=table.pk).update(code="AC3DE")
    assert browser().get("/tables/ac3-de/").status_code == 200
    assert codes.table_with_code("ac3 de") == "AC3DE"


def test_unknown_codes_are_throttled_per_address(school, monkeypatch):
    monkeypatch.setattr(misses, "LIMIT", 3)
    lea, table = leas_table(school)
    guesser = browser()
    for guess in ("AAAAAAAA", "CCCCCCCC", "DDDDDDDD"):
        assert guesser.get(f"/tables/{guess}/").status_code == 404
    refused = guesser.get("/tables/EEEEEEEE/")
    assert refused.status_code == 429
    assert "Trop de codes inconnus" in refused.content.decode()
    box = guesser.get("/rejoindre/", {"classe": "FFFFFFFF"})
    assert box.status_code == 429 and "Trop de codes inconnus" in box.content.decode()
    # Who belongs at a table goes on from the same address (one school, one address) …
    assert lea.get(f"/tables/{table.code}/").status_code == 200
    assert browser(school["tom"].user).get(f"/tables/{table.code}/").status_code == 200
    # … and another address is not stopped.
    assert browser().get("/tables/GGGGGGGG/", REMOTE_ADDR="192.0.2.9").status_code == 404


def test_a_stop_lasts_one_to_two_windows(rf, monkeypatch):
    monkeypatch.setattr(misses, "LIMIT", 2)
    request = rf.get("/")
    start = 1_000_000 * misses.WINDOW
    misses.note(request, now=start)
    misses.note(request, now=start + 1)
    assert misses.blocked(request, now=start + 2)
    assert misses.blocked(request, now=start + misses.WINDOW)  # the window after
    assert not misses.blocked(request, now=start + 2 * misses.WINDOW)
    assert not misses.blocked(rf.get("/", REMOTE_ADDR="192.0.2.1"), now=start + 2)


def test_a_teacher_opens_a_table_to_his_pupils_without_taking_a_seat(school):
    """A reviewer's teacher could only start a class game sitting at it: his seat was « Moi »
    to the children, and the game waited for his turn. « Je ne joue pas » leaves every seat
    to the pupils; he watches with every hand open, as at any of his classes' tables."""
    anne = browser(school["anne"])
    assert "Je ne joue pas" in anne.get("/jeux/cle-de-sol/").content.decode()
    chosen = {**START, "net_name": "", "watch": "on", "seat_2": "person"}  # Places 2 and 3
    response = anne.post("/jeux/cle-de-sol/nouvelle/", chosen)
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    seats = table.seats.order_by("index")  # the two he chose, no hidden third one
    assert [(s.is_claimed, s.bot_level) for s in seats] == [(False, ""), (False, "")]
    assert not table.seats.filter(user=school["anne"]).exists()
    waiting = anne.get(f"/tables/{table.code}/").content.decode()
    assert table.code in waiting and "net-open-hands" not in waiting  # he may project the code
    assert "Une place t’attend" not in waiting  # who sees every hand never sits down
    for pupil in ("lea", "tom"):
        browser(school[pupil].user).post(f"/tables/{table.code}/rejoindre/")
    table.refresh_from_db()
    assert [s.name for s in table.seats.order_by("index")][:2] == ["Léa", "Tom"]
    assert table.status == Table.Status.PLAYING
    html = anne.get(f"/tables/{table.code}/").content.decode()
    assert "Vous regardez la partie de vos élèves" in html and "Moi" not in html
    assert "net-open-hands" not in html  # the game started under the class's eyes: closed
    anne.post(f"/tables/{table.code}/mains/", {"show": "1"})
    html = anne.get(f"/tables/{table.code}/").content.decode()
    open_hands = html.split('class="panel net-open-hands', 1)[1]  # both children's hands
    assert "<strong>Léa</strong>" in open_hands and "<strong>Tom</strong>" in open_hands
    assert 'name="cards"' not in html  # and no hand of his own to play


def test_a_watching_teacher_fills_every_seat_of_the_game(school):
    """A reviewer's teacher who did not play could open a 4-seat Bataille with 3 seats only:
    his own seat went and none came back. « Place 1 » is offered to him when he watches."""
    from games.tables import kit

    anne = browser(school["anne"])
    most = kit.game("bataille-des-sons").max_players
    form = anne.get("/jeux/bataille-des-sons/").content.decode()
    assert 'class="watch-seat"><label for="id_seat_0">Place 1</label>' in form
    seats = {f"seat_{i}": "person" for i in range(most - 1)} | {f"seat_{most - 1}": "simple"}
    chosen = {"mode": "network", "watch": "on", "away_after": "120", **seats}
    chosen |= {"opt-speed": "fast", "opt-variant": "classic", "opt-rounds_to_win": "2"}
    chosen |= {"opt-first_attacker": "-1"}
    response = anne.post("/jeux/bataille-des-sons/nouvelle/", chosen)
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    levels = [s.bot_level for s in table.seats.order_by("index")]
    assert levels == [""] * (most - 1) + ["simple"]
    # Who plays keeps his seat and the others: « Place 1 » is not his to give.
    lea = browser(school["lea"].user)
    response = lea.post("/jeux/bataille-des-sons/nouvelle/", {**chosen, "watch": ""})
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    assert table.seats.count() == most and table.seats.get(index=0).user == school["lea"].user


def test_only_a_teacher_is_offered_to_watch_without_a_seat(school):
    assert (
        "Je ne joue pas"
        not in browser(school["lea"].user).get("/jeux/cle-de-sol/").content.decode()
    )
    assert "Je ne joue pas" not in browser().get("/jeux/cle-de-sol/").content.decode()
    lea = browser(school["lea"].user)  # a pupil who forges the field still sits
    response = lea.post("/jeux/cle-de-sol/nouvelle/", {**START, "watch": "on"})
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    assert table.seats.get(index=0).user == school["lea"].user


def test_replaying_a_watched_game_offers_the_same_table_again(school):
    """« Rejouer » at a watched game's end sent the teacher to a game against the computer, with
    himself seated: the start form now comes back as he filled it in, in this browser only."""
    anne = browser(school["anne"])
    chosen = {**START, "net_name": "", "watch": "on", "seat_2": "person", "opt-hints": "on"}
    response = anne.post("/jeux/cle-de-sol/nouvelle/", chosen)
    code = response["Location"].rstrip("/").rsplit("/", 1)[1]
    page = anne.get(f"/jeux/cle-de-sol/?rejouer={code}").content.decode()
    assert re.search(r'<input type="radio" name="mode" value="network"[^>]*checked', page)
    assert re.search(r'<input type="checkbox" name="watch"[^>]*checked', page)
    assert re.search(r'<option value="person" selected>', page.split('name="seat_2"', 1)[1])
    assert re.search(r'<input type="checkbox" name="opt-hints"[^>]*checked', page)
    plain = anne.get("/jeux/cle-de-sol/").content.decode()  # no `rejouer`: the usual form
    assert not re.search(r'<input type="checkbox" name="watch"[^>]*checked', plain)
    stranger = browser(school["lea"].user).get(f"/jeux/cle-de-sol/?rejouer={code}")
    assert not re.search(r'name="mode" value="network"[^>]*checked', stranger.content.decode())


HOT_SEAT = {
    "mode": "hotseat",
    "player_1": "Léa",
    "player_2": "tom",
    **{k: v for k, v in START.items() if k.startswith("opt-")},
}


def test_a_classmate_at_the_same_computer_gives_her_code_and_her_moves_are_hers(school):
    """On one computer only the account's pupil was followed: the other children's moves were
    lost to their teacher. A classmate who types the code of her card sits under her own
    account (and her pseudonym as the class spells it), so her decisions are filed under her."""
    from clesite.classroom.hooks import record_learning  # noqa: PLC0415
    from clesite.classroom.models import LearningEvent  # noqa: PLC0415
    from games.engine import LearningEvent as Judged  # noqa: PLC0415

    lea = browser(school["lea"].user)
    form = lea.get("/jeux/cle-de-sol/").content.decode()
    assert 'name="code_2"' in form and 'name="code_1"' not in form  # Léa is logged in already
    assert 'name="code_2"' not in browser().get("/jeux/cle-de-sol/").content.decode()
    response = lea.post("/jeux/cle-de-sol/nouvelle/", {**HOT_SEAT, "code_2": school["tom"].code})
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    seats = {s.index: s for s in table.seats.all()}
    assert [(s.name, s.user) for s in seats.values()] == [
        ("Léa", school["lea"].user),
        ("Tom", school["tom"].user),
    ]
    judged = {i: [Judged(i, "interval.third.up", i == 1, {"options": 3}).to_json()] for i in (0, 1)}
    assert record_learning(None, table=table, learning=judged, seats=seats) == 2
    filed = LearningEvent.objects.filter(context=table.code)
    assert sorted((e.user.pupil.pseudonym, e.correct) for e in filed) == [
        ("Léa", False),
        ("Tom", True),
    ]
    # What the form remembers for « Rejouer » holds no child's code.
    replay = lea.get(f"/jeux/cle-de-sol/?rejouer={table.code}").content.decode()
    assert school["tom"].code not in re.findall(r'name="code_2"[^>]*', replay)[0]


@pytest.mark.parametrize(
    ("typed", "code", "told"),
    [
        ("tom", "wrong", "Ce n’est pas le code de tom\u00a0: regarde bien sa carte."),
        ("Nina", "nina", "«\u00a0Nina\u00a0» n’est pas un pseudonyme de ta classe"),
    ],
)
def test_a_wrong_code_or_a_stranger_at_the_computer_starts_nothing(school, typed, code, told):
    lea = browser(school["lea"].user)
    given = {"wrong": "0000" if school["tom"].code != "0000" else "1111"}.get(code, "")
    given = given or school["nina"].code  # Nina's right code, but she is in another class
    response = lea.post(
        "/jeux/cle-de-sol/nouvelle/", {**HOT_SEAT, "player_2": typed, "code_2": given}
    )
    assert response.status_code == 400 and told in response.content.decode()
    assert not Table.objects.exists()


def test_codes_typed_at_the_computer_count_as_tries_at_the_join_page(school, monkeypatch):
    """A pupil could otherwise guess a classmate's code at the start form, try after try: the
    form counts each wrong code as /rejoindre/ does, and then refuses even the right one."""
    from django.utils import timezone  # noqa: PLC0415

    from clesite.classroom import ratelimit  # noqa: PLC0415

    frozen = timezone.now().replace(second=30, microsecond=0)  # one window of a minute
    monkeypatch.setattr(timezone, "now", lambda: frozen)
    lea = browser(school["lea"].user)
    wrong = "0000" if school["tom"].code != "0000" else "1111"
    for _ in range(ratelimit.PUPIL_HERE.tries):
        lea.post("/jeux/cle-de-sol/nouvelle/", {**HOT_SEAT, "code_2": wrong})
    response = lea.post("/jeux/cle-de-sol/nouvelle/", {**HOT_SEAT, "code_2": school["tom"].code})
    assert "Trop d’essais pour tom" in response.content.decode()
    assert not Table.objects.exists()


def test_on_one_computer_the_pupil_logged_in_is_player_one_under_her_pseudonym(school):
    """Typed « Lea » for « Léa », a reviewer's pupil had none of her moves recorded, and was
    not told: the first player is the pupil logged in, under her class pseudonym."""
    lea = browser(school["lea"].user)
    form = lea.get("/jeux/cle-de-sol/").content.decode()
    assert re.search(r'<input type="text" name="player_1" value="Léa"[^>]*readonly', form)
    response = lea.post(
        "/jeux/cle-de-sol/nouvelle/", {**HOT_SEAT, "player_1": "Lea", "player_2": "Hugo"}
    )
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    assert table.seats.get(index=0).name == "Léa"


def test_after_a_new_login_the_computer_still_passes_to_the_classmate(school):
    """A reviewer's hot seat stalled: Léa logged in again (a new session), and Chloé's seat,
    filed under Chloé's own account, could no longer be shown. Her creator's browser holds
    every seat of a table on one computer; a child typed without a code is nobody's account
    (his wins went to Léa)."""
    from games.tables import access  # noqa: PLC0415

    lea = browser(school["lea"].user)
    sent = {**HOT_SEAT, "code_2": school["tom"].code, "player_3": "Hugo"}
    response = lea.post("/jeux/cle-de-sol/nouvelle/", sent)
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    assert [s.user for s in table.seats.order_by("index")] == [
        school["lea"].user,
        school["tom"].user,
        None,
    ]
    again = browser(school["lea"].user)  # another session, another token
    request = again.get(f"/tables/{table.code}/").wsgi_request
    assert {s.index for s in access.claimed_seats(request, table)} == {0, 1, 2}
    stranger = browser(school["tom"].user).get(f"/tables/{table.code}/").wsgi_request
    assert {s.index for s in access.claimed_seats(stranger, table)} == {1}  # his own only


def test_a_code_is_never_sent_back_and_a_code_without_a_name_is_refused(school):
    lea = browser(school["lea"].user)
    wrong = "0000" if school["tom"].code != "0000" else "1111"
    sent = {**HOT_SEAT, "player_2": "Tom", "code_2": school["tom"].code, "code_3": "1234"}
    page = lea.post("/jeux/cle-de-sol/nouvelle/", sent).content.decode()
    assert f'value="{school["tom"].code}"' not in page and 'value="1234"' not in page
    top = page.split('class="message error"', 1)[1].split("</div>", 1)[0]
    assert "Écris d’abord le pseudonyme du joueur 3, puis son code." in top
    sent = {**HOT_SEAT, "player_2": "Tom", "code_2": wrong}
    page = lea.post("/jeux/cle-de-sol/nouvelle/", sent).content.decode()
    top = page.split('class="message error"', 1)[1].split("</div>", 1)[0]
    assert "Ce n’est pas le code de Tom" in top  # said at the top, not only 1,200 px down
    assert 'id="id_code_2_error"' in page  # what the field's aria-describedby names
    assert not Table.objects.exists()


def test_a_classmate_sent_to_log_in_comes_back_to_the_table(school):
    """A pupil reviewer: Tom typed his class's table code before logging in, was told to log in
    « (« J’ai un code ») », a button the page did not have, and after his card landed on his
    own page, where he typed the table code again. The page names its button, each step of the
    card carries the table (no session is written by the refusal), and the last brings him back;
    a table of another class is never where it leads."""
    import re

    from django.urls import reverse

    _lea, table = leas_table(school)
    tom, pupil = Client(), school["tom"]
    html = tom.get(f"/tables/{table.code}/").content.decode()
    assert "(le bouton ci-dessous)" in html and "Me connecter avec ma carte" in html
    join = re.search(r'href="(/rejoindre/\?table=[A-Z0-9]+)"', html).group(1)
    page = tom.get(join).content.decode()
    assert f'name="table" value="{table.code}"' in page  # the class code's form carries it
    names = tom.get(reverse("join:join"), {"classe": pupil.classroom.code, "table": table.code})
    listed = tom.get(names["Location"]).content.decode()
    code_url = reverse("join:code", args=[pupil.classroom.code, pupil.pk]) + f"?table={table.code}"
    assert f'href="{code_url}"' in listed
    response = tom.post(code_url, {"code": pupil.code})
    assert response.status_code == 302 and response["Location"] == f"/tables/{table.code}/"
    assert "Une place t’attend" in tom.get(response["Location"]).content.decode()
    nina = school["nina"]  # another class's pupil, given the same link: her own page
    other = reverse("join:code", args=[nina.classroom.code, nina.pk]) + f"?table={table.code}"
    assert Client().post(other, {"code": nina.code})["Location"] == reverse("classroom:me")


def test_a_classmate_typed_without_accent_or_code(school):
    """A reviewer typed « Zoe » with Zoé's code: « n’est pas un pseudonyme de ta classe »; left
    the code empty as the hint said, and Zoé played unrecorded. Her name is found without its
    accents; a classmate's name without a code is asked for it."""
    zoe = actions.add_pupils(school["lea"].classroom, ["Zoé"]).created[0]
    lea = browser(school["lea"].user)
    response = lea.post(
        "/jeux/cle-de-sol/nouvelle/", {**HOT_SEAT, "player_2": "zoe", "code_2": zoe.code}
    )
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    assert (table.seats.get(index=1).name, table.seats.get(index=1).user) == ("Zoé", zoe.user)
    refused = lea.post("/jeux/cle-de-sol/nouvelle/", {**HOT_SEAT, "player_2": "Tom"})
    said = "Tom est dans ta classe\u00a0: tape le code de sa carte"
    assert refused.status_code == 400 and said in refused.content.decode()
    assert Table.objects.count() == 1


def test_rejouer_keeps_the_classmates_who_gave_their_code(school):
    """« Rejouer » filled in Tom's name, not his code (codes are never kept): the rematch
    started with Tom nobody's account, and nothing said so. The classmates let in at the table
    replayed need no code again, in this session only."""
    lea = browser(school["lea"].user)
    first = lea.post("/jeux/cle-de-sol/nouvelle/", {**HOT_SEAT, "code_2": school["tom"].code})
    code = first["Location"].rstrip("/").rsplit("/", 1)[1]
    form = lea.get(f"/jeux/cle-de-sol/?rejouer={code}").content.decode()
    assert f'<input type="hidden" name="rejouer" value="{code}">' in form
    assert "pas besoin de retaper le code de\u00a0: Tom." in form
    assert school["tom"].code not in form
    again = lea.post("/jeux/cle-de-sol/nouvelle/", {**HOT_SEAT, "rejouer": code})
    table = Table.objects.get(code=again["Location"].rstrip("/").rsplit("/", 1)[1])
    assert table.seats.get(index=1).user == school["tom"].user
    # Another session of Léa's (another computer) has no such replay: Tom's code is asked.
    elsewhere = browser(school["lea"].user).post(
        "/jeux/cle-de-sol/nouvelle/", {**HOT_SEAT, "rejouer": code}
    )
    assert elsewhere.status_code == 400


def test_the_pupil_logged_in_typed_again_is_not_a_second_seat_of_hers(school):
    """Her own name without its accent at seat 2 found her account: two seats filed under Léa."""
    lea = browser(school["lea"].user)
    refused = lea.post("/jeux/cle-de-sol/nouvelle/", {**HOT_SEAT, "player_2": "lea"})
    assert refused.status_code == 400
    assert "Léa, c’est toi\u00a0: tu es déjà le joueur 1." in refused.content.decode()
    assert not Table.objects.exists()


def test_a_code_typed_once_is_not_asked_again_when_another_seat_is_refused(school):
    """A review: « zoe » with her code and « Tom » without: the form came back asking for Tom's
    code, every code box empty, then refused « zoe est dans ta classe » once Tom's was typed.
    A code checked holds for the same form sent again (its token), not for another new game,
    and not once the teacher gave that child a new code."""
    zoe = actions.add_pupils(school["lea"].classroom, ["Zoé"]).created[0]
    lea = browser(school["lea"].user)
    sent = {**HOT_SEAT, "player_2": "zoe", "code_2": zoe.code, "player_3": "Tom"}
    first = lea.post("/jeux/cle-de-sol/nouvelle/", sent).content.decode()
    assert "Tom est dans ta classe\u00a0: tape le code de sa carte" in first
    assert "pas besoin de les retaper\u00a0: Zoé." in first and zoe.code not in first
    token = re.search(r'name="essai" value="([^"]+)"', first).group(1)
    fresh = {**sent, "code_2": "", "code_3": school["tom"].code}
    started = lea.post("/jeux/cle-de-sol/nouvelle/", {**fresh, "essai": token})
    table = Table.objects.get(code=started["Location"].rstrip("/").rsplit("/", 1)[1])
    assert [s.user for s in table.seats.order_by("index")] == [
        school["lea"].user, zoe.user, school["tom"].user,
    ]  # fmt: skip
    # Another new game (a fresh form, no token) asks Zoé's code again.
    another = lea.post("/jeux/cle-de-sol/nouvelle/", fresh)
    assert another.status_code == 400 and "Zoé est dans ta classe" in another.content.decode()


def test_a_new_code_voids_the_rematch_pass_of_that_child(school):
    """A review: a classmate's code checked once let Léa file games under her after the teacher
    gave her a new code."""
    lea = browser(school["lea"].user)
    first = lea.post("/jeux/cle-de-sol/nouvelle/", {**HOT_SEAT, "code_2": school["tom"].code})
    code = first["Location"].rstrip("/").rsplit("/", 1)[1]
    actions.reset_code(school["tom"])
    again = lea.post("/jeux/cle-de-sol/nouvelle/", {**HOT_SEAT, "rejouer": code})
    assert again.status_code == 400 and "tape le code de sa carte" in again.content.decode()
