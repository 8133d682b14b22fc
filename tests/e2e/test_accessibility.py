"""Accessibility: axe-core on every page of the site map, as the visitor who sees it (a guest, a
teacher with a class that has played, a pupil), and on every installed game's table in play
against the computer. The test fails on any violation axe rates serious or critical (WCAG 2 A and
AA rules, and axe's best practices), listing each with its rule, impact, targets and page.

axe-core is vendored for this test only (`tests/e2e/vendor/`, see its README) and injected with
`page.evaluate`: the site never serves it.
"""

import json
import os
import re
from collections import Counter
from datetime import timedelta
from pathlib import Path

from django.utils import timezone
from playwright.sync_api import Page, expect

from clesite.classroom import actions
from games.tables import kit
from tests.classroom.conftest import record
from tests.e2e.test_cledesol_play import start_and_hurry_the_bots
from theory import memos
from theory.lessons import PATH
from theory.models import LessonProgress

AXE = (Path(__file__).parent / "vendor" / "axe.min.js").read_text()
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
GRAVE = {"serious", "critical"}
PASSWORD = "un-mot-de-passe-solide-42"

RUN = """async (tags) => {
  const results = await axe.run(document, {
    runOnly: {type: "tag", values: tags},
    resultTypes: ["violations"],
  });
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => ({
      target: n.target.join(" "),
      impact: n.impact,
      why: n.failureSummary,
    })),
  }));
}"""


class Audit:
    """Runs axe on the page it is given and keeps every violation, by page."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.found: dict[str, list[dict]] = {}

    def visit(self, path: str, label: str = "") -> None:
        response = self.page.goto(self.page.base_url + path)
        assert response is not None and response.ok, f"{path}: {response and response.status}"
        self.check(label or path)

    def check(self, label: str) -> None:
        page = self.page
        page.wait_for_load_state("load")
        if not page.evaluate("typeof window.axe !== 'undefined'"):
            page.evaluate(AXE)
        self.found[label] = page.evaluate(RUN, TAGS)
        shots = os.environ.get("AXE_SHOTS")  # a folder: a screenshot of each page, to compare
        if shots:
            name = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-") or "home"
            page.screenshot(path=Path(shots) / f"{len(self.found):02d}-{name}.png", full_page=True)

    def grave(self) -> list[str]:
        lines = []
        for label, violations in self.found.items():
            for v in violations:
                nodes = [n for n in v["targets"] if (n["impact"] or v["impact"]) in GRAVE]
                if not nodes:
                    continue
                targets = ", ".join(n["target"] for n in nodes[:6])
                more = f" (+{len(nodes) - 6})" if len(nodes) > 6 else ""
                lines.append(f"{label}: {v['id']} [{v['impact']}] {v['help']}: {targets}{more}")
        return lines

    def summary(self) -> dict[str, dict[str, int]]:
        return {
            label: dict(Counter(f"{v['id']} ({v['impact']})" for v in violations))
            for label, violations in self.found.items()
            if violations
        }


def log_in_as_teacher(page: Page, email: str) -> None:
    page.goto(page.base_url + "/comptes/connexion/")
    page.fill("#id_username", email)
    page.fill("#id_password", PASSWORD)
    page.locator("main form button[type=submit]").click()
    expect(page).to_have_url(re.compile("/classe/$"))


def a_class_that_has_played():
    teacher = actions.create_teacher(email="axe@ecole.example", password=PASSWORD, name="Mme Axe")
    room = actions.create_classroom(teacher=teacher, name="CM1 Les Hiboux", level="CM1")
    lea, tom, _ = actions.add_pupils(room, ["Léa", "Tom", "Zoé"]).created
    record(lea.user, "interval.third.up", "1111111111")
    record(lea.user, "pitch.conjoint", "1101")
    record(lea.user, "interval.fourth.up", "00", misconception="interval.exclusive-count",
           detail={"ref": "C", "played": "G", "size": 4})  # fmt: skip
    record(tom.user, "pitch.conjoint", "0", misconception="pitch.line-space",
           detail={"top": "N:E4:quarter", "played": "N:G4:quarter"})  # fmt: skip
    record(tom.user, "interval.third.up", "10", source="lesson:intervalles", context="practice")
    actions.set_lessons_unlocked(room, True)
    due = timezone.localdate() + timedelta(days=3)
    actions.create_assignment(room, kind="game", target="cle-de-sol", count=2, due=due)
    # A lesson Léa passed after wrong tries: her chip is a done one, with its « 1 erreur »
    # (its brown on the chip's teal was 3.6:1, a reviewer's find).
    lesson = PATH[0].slug
    actions.create_assignment(room, kind="lesson", target=lesson, count=1, due=due)
    record(lea.user, "pitch.read.line", "01", source=f"lesson:{lesson}", context="practice",
           start=timezone.now())  # fmt: skip
    LessonProgress.objects.create(
        user=lea.user, lesson=lesson, passed=True, best=5, passed_on=timezone.localdate()
    )
    # A homework due three weeks ago, Tom late: « Les devoirs passés… », a part of its own.
    made, _given = actions.create_assignment(room, kind="game", target="gama", count=1, due=due)
    made.due = timezone.localdate() - timedelta(days=21)
    made.save(update_fields=["due"])
    return teacher, room, lea


def test_every_page_and_game_table_has_no_serious_or_critical_violation(site):
    page = site
    audit = Audit(page)
    teacher, room, lea = a_class_that_has_played()
    games = kit.games()

    # A guest.
    for path in ("/", "/jeux/", "/apprendre/", "/lecons/", "/classe/moi/"):
        audit.visit(path)
    for slug in games:
        audit.visit(f"/jeux/{slug}/")
        audit.visit(f"/jeux/{slug}/regles/")
    for mode in ("hotseat", "network"):  # the start form greys the other modes' panels
        page.goto(page.base_url + "/jeux/cle-de-sol/")
        page.check(f"input[name=mode][value={mode}]")
        audit.check(f"/jeux/cle-de-sol/ ({mode})")
    for slug in memos.SLUGS:
        audit.visit(f"/apprendre/{slug}/")
    audit.visit(f"/lecons/{PATH[0].slug}/")
    expect(page.locator("#run form[data-question]")).to_be_visible()
    audit.check(f"/lecons/{PATH[0].slug}/ (a question)")
    page.locator("#run form[data-question] button[name=answer]").first.click()
    steps = page.locator("#run [data-pick-steps]:visible")
    if steps.count():  # a height picked on the staff: « Vérifier » sends it
        steps.locator("[data-pick-ok]").click()
    expect(page.locator("#run [data-feedback]")).to_be_visible()
    audit.check(f"/lecons/{PATH[0].slug}/ (feedback)")
    for path in (
        "/comptes/connexion/",
        "/comptes/inscription/",
        "/comptes/mot-de-passe/",
        "/comptes/activation/Mg/un-lien-perime/",  # a used or expired sign-up link
    ):
        audit.visit(path)
    audit.visit("/rejoindre/")
    audit.visit(f"/rejoindre/{room.code}/")
    audit.visit(f"/rejoindre/{room.code}/{lea.pk}/")
    page.goto(page.base_url + "/une-page-qui-n-existe-pas/")
    audit.check("404")

    # Every game's table in play, against the computer.
    for slug in games:
        page.goto(f"{page.base_url}/jeux/{slug}/")
        page.fill("#id_my_name", "Ana")
        start_and_hurry_the_bots(page)
        page.reload()
        expect(page.locator("#board")).to_be_visible()
        audit.check(f"/tables/<{slug}>/ (in play)")

    # A table over the network, waiting for its players.
    page.goto(page.base_url + "/jeux/cle-de-sol/")
    page.check("input[name=mode][value=network]")
    page.fill("#id_net_name", "Ana")
    page.get_by_role("button", name="Commencer la partie").click()
    expect(page).to_have_url(re.compile(r"/tables/[A-Z0-9]+/$"))
    audit.check("/tables/<cle-de-sol>/ (network, waiting)")

    # A pupil, logged in with the class code, the name and the 4-digit code.
    secret = actions.reset_code(lea)
    page.context.clear_cookies()
    page.goto(f"{page.base_url}/rejoindre/{room.code}/{lea.pk}/")
    page.fill("#id_code", secret)
    page.locator("main form button[type=submit]").click()
    expect(page).to_have_url(re.compile("/classe/moi/$"))
    audit.check("/classe/moi/ (pupil)")
    audit.visit("/lecons/", "/lecons/ (pupil)")
    for lesson in PATH:
        audit.visit(f"/lecons/{lesson.slug}/", f"/lecons/{lesson.slug}/ (pupil)")

    # The teacher.
    page.context.clear_cookies()
    log_in_as_teacher(page, teacher.email)
    audit.check("/classe/")
    base = f"/classe/{room.code}"
    for path in ("/classe/aide/", "/classe/guide/", f"{base}/", f"{base}/reglages/",
                 f"{base}/cartes/", f"{base}/eleves/{lea.pk}/", "/lecons/exercice/",
                 f"{base}/eleves/"):  # fmt: skip  # the last: a part as a page, without JS
        audit.visit(path)
    # The dashboard with every part opened (issue 24: fetched when opened) and a pupil's cells.
    page.goto(f"{page.base_url}{base}/")
    for part in page.locator("details.part[hx-get]").all():
        part.locator("summary").click()
        expect(part.locator(".part-body")).not_to_contain_text("Ouvrir cette partie")
    page.locator("#cases summary").click()
    page.get_by_role("button", name="Voir ses réponses").click()
    expect(page.locator("#cases-body table")).to_be_visible()
    audit.check(f"{base}/ (every part open)")
    # The teacher's pages in the other languages: a name axe hears must hold the words it
    # shows (« Withdraw » was announced « Remove the homework »).
    for lang in ("ro", "en"):
        page.context.add_cookies([{"name": "django_language", "value": lang, "url": page.base_url}])
        for path in (f"{base}/", f"{base}/eleves/{lea.pk}/"):
            audit.visit(path, f"{path} ({lang})")

    report = os.environ.get("AXE_REPORT")
    if report:
        Path(report).write_text(json.dumps(audit.summary(), indent=1, ensure_ascii=False))
        Path(report).with_suffix(".full.json").write_text(
            json.dumps(audit.found, indent=1, ensure_ascii=False)
        )
    grave = audit.grave()
    assert not grave, f"{len(grave)} serious or critical violations:\n" + "\n".join(grave)
