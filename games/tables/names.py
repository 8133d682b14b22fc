"""French elision before a person's name: « le coup d’Inès », « les cartes d’Adam », never
« de Inès ». Templates and presenters pick the elided sentence, a msgid of its own, so that
each language translates both as it needs."""

from __future__ import annotations

VOWELS = frozenset("AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")


def elides(name: str) -> bool:
    """Whether French writes « d’ » rather than « de » before `name`: its first letter is a
    vowel. Not before h: « de Hugo » is never wrong, « d’Hector » would be wrong for some h."""
    return bool(name) and name[0].upper() in VOWELS
