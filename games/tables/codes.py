"""Table codes a pupil can read aloud and type: no 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V.

Eight characters (22⁸ ≈ 5.5 × 10¹⁰ codes): a guesser held to `misses.LIMIT` unknown codes per
address and window (about 14,400 a day) needs about a year for one hit among 10,000 live tables,
a century among 100; and a class's table shows him nothing (`gate`). Tables made before codes
grew keep their five characters until they expire (`expiry`).
"""

import secrets

ALPHABET = "3467ACDEFGHJKMNPQRTWXY"
LENGTH = 8
LENGTHS = (5, LENGTH)  # what a stored code may measure: the old short ones still open


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def normalise(code: str) -> str:
    """What a pupil typed, as stored: upper case, spaces and dashes dropped."""
    return "".join(ch for ch in code.upper() if ch.isalnum())


def well_formed(code: str) -> bool:
    """Whether a normalised code could be a table's (else it is a miss without a query)."""
    return len(code) in LENGTHS and set(code) <= set(ALPHABET)


def table_with_code(typed: str) -> str | None:
    """The code of the table a person typed (any case, spaces, dashes), if such a table exists
    and has not expired: one box on the site takes a class code or a table code."""
    from games.tables import expiry
    from games.tables.models import Table

    code = normalise(typed)
    if not well_formed(code):
        return None
    table = Table.objects.filter(code=code).only("status", "updated_at").first()
    return code if table is not None and not expiry.expired(table) else None


def place_with_code(typed: str) -> str | None:
    """The address a code opens: a live table's, else a place a game declares
    (`GameApp.place_with_code`: La Clé en duplicate's games). None when nothing has it."""
    from django.urls import reverse

    from games.tables import kit

    code = table_with_code(typed)
    if code is not None:
        return reverse("tables:table", args=[code])
    typed_code = normalise(typed)
    if not well_formed(typed_code):
        return None
    for config in kit.games().values():
        finder = config.place_finder()
        address = finder(typed_code) if finder else None
        if address:
            return address
    return None
