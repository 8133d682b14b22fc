"""French elision before a person's name: « le coup d’Inès », « les cartes d’Adam », never
« de Inès ». Templates and presenters pick the elided sentence, a msgid of its own, so that
each language translates both as it needs."""

from __future__ import annotations

import unicodedata

VOWELS = frozenset("AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")


def elides(name: str) -> bool:
    """Whether French writes « d’ » rather than « de » before `name`: its first letter is a
    vowel. Not before h: « de Hugo » is never wrong, « d’Hector » would be wrong for some h."""
    return bool(name) and name[0].upper() in VOWELS


def cleaned(name: str) -> str:
    """A typed name as shown to others: no invisible character (a zero-width space, a pasted
    right-to-left override that mirrored the words after it: « donne » read « ennod »), its
    spaces single, its letters composed (« Zoé » typed two ways is one name)."""
    kept = "".join(
        ch for ch in unicodedata.normalize("NFC", name) if unicodedata.category(ch)[0] != "C"
    )
    return " ".join(kept.split())
