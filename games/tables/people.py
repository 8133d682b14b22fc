"""Who people are around a table, as far as the tables need to know: filled by the site.

The tables never import the classroom (docs/architecture.md, "The floors"). What they ask of it
(is this user a pupil? does this user teach one of the pupils seated here?) goes through the
provider the classroom installs in its `AppConfig.ready()` (`provide`). Without a classroom the
defaults hold: nobody is a pupil and nobody teaches a table, so only Django's staff may watch a
table with every hand open (`access.may_see_all_hands`), and every table is open to whoever has
its code.
"""

from __future__ import annotations

PLAY, WATCH, NOTHING = "play", "watch", ""


class People:
    """The defaults, and the shape of a provider: subclass it and override what you know."""

    def is_pupil(self, user) -> bool:
        """Whether a logged-in user is a pupil of a class (a pupil never sees others' hands)."""
        return False

    def teaches_table(self, user, table) -> bool:
        """Whether `user` teaches the class the table is reserved for (`Table.reserved_for`)."""
        return False

    def reservation(self, user) -> str:
        """The group a table started by `user` is reserved for ("": open to anyone)."""
        return ""

    def classes_taught(self, user) -> list[tuple[str, str]]:
        """The classes `user` teaches, as (code, name), alphabetical: whom a game he starts may
        be for."""
        return []

    def class_reservation(self, user, class_code: str) -> str:
        """The group a game `user` starts for his class `class_code` is reserved for: that
        class's pupils only ("" when he does not teach it)."""
        return ""

    def admission(self, user, reserved_for: str) -> str:
        """What `user` may do at a table reserved for that group: PLAY (take a seat), WATCH
        (look on: the class's teacher), or NOTHING."""
        return PLAY if not reserved_for else NOTHING

    def pseudonym(self, user) -> str:
        """The name a pupil goes by in class (the start form offers it), or ""."""
        return ""

    def classmate_at_computer(self, request, name: str, code: str) -> tuple[object, str]:
        """On one computer, a child the logged-in pupil typed in who proves to be a classmate
        (`name` their pseudonym, `code` their card's code): (their user, "") or (None, why:
        "unknown", "wrong" or "blocked"), so their moves are filed under them; (their user,
        "no-code") for a classmate's name without a code."""
        return None, "unknown"

    def classmates(self, user) -> frozenset[int] | None:
        """The user ids of a pupil's class, the pupil included (a game's class ranking shows
        only them); None for anyone who is not a pupil of a class."""
        return None


_people: People = People()


def provide(people: People) -> None:
    """Installs the site's provider (the classroom's, at start-up)."""
    global _people
    _people = people


def provider() -> People:
    return _people


def is_pupil(user) -> bool:
    return _people.is_pupil(user)


def teaches_table(user, table) -> bool:
    return _people.teaches_table(user, table)


def pseudonym(user) -> str:
    return _people.pseudonym(user)


def classmate_at_computer(request, name: str, code: str) -> tuple[object, str]:
    return _people.classmate_at_computer(request, name, code)


def classmates(user) -> frozenset[int] | None:
    return _people.classmates(user)


def reservation(user) -> str:
    return _people.reservation(user)


def classes_taught(user) -> list[tuple[str, str]]:
    return _people.classes_taught(user)


def class_reservation(user, class_code: str) -> str:
    return _people.class_reservation(user, class_code)


def admission(user, reserved_for: str) -> str:
    return _people.admission(user, reserved_for)
