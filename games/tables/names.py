"""French elision before a person's name: « le coup d’Inès », « les cartes d’Adam », never
« de Inès ». Templates and presenters pick the elided sentence, a msgid of its own, so that
each language translates both as it needs."""

from __future__ import annotations

import re
import unicodedata

VOWELS = frozenset("AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")


def elides(name: str) -> bool:
    """Whether French writes « d’ » rather than « de » before `name`: its first letter is a
    vowel. Not before h: « de Hugo » is never wrong, « d’Hector » would be wrong for some h."""
    return bool(name) and name[0].upper() in VOWELS


def folded(name: str) -> str:
    """A name as a child may type it: no case, no accent (« zoe » for « Zoé »)."""
    decomposed = unicodedata.normalize("NFD", name.strip().casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


ZWJ = "\u200d"  # joins emoji into one: 👨‍👩‍👧 is a family, not three people


def cleaned(name: str) -> str:
    """A typed name as shown to others: no invisible character (a zero-width space, a pasted
    right-to-left override that mirrored the words after it: « donne » read « ennod »), its
    spaces single, its letters composed (« Zoé » typed two ways is one name). A zero-width
    joiner between two symbols stays: it is what makes one emoji of them."""
    text = unicodedata.normalize("NFC", name)
    kept = "".join(
        ch
        for i, ch in enumerate(text)
        if unicodedata.category(ch)[0] != "C" or (ch == ZWJ and _joins_symbols(text, i))
    )
    return " ".join(kept.split())


def _joins_symbols(text: str, i: int) -> bool:
    before, after = text[i - 1 : i], text[i + 1 : i + 2]
    return bool(before and after) and all(
        unicodedata.category(c) in ("So", "Sk") or c == "\ufe0f" for c in (before, after)
    )


# An email address in any of its disguises: @ in any width (＠, ﹫ are @ once NFKC-folded),
# « (at) », « [at] », « at … dot », « arobase ». Pupils give a first name or a pseudonym only.
_EMAIL = re.compile(r"@|[(\[{<]\s*at\s*[)\]}>]|\barobase\b|\bat\b.*\b(dot|point)\b", re.IGNORECASE)


def looks_like_email(name: str) -> bool:
    """Whether a name typed for a seat or a class list is an email address, disguised or not
    (a hardening reviewer saved « lea＠gmail.com » and « lea at gmail dot com »)."""
    return bool(_EMAIL.search(unicodedata.normalize("NFKC", name)))
