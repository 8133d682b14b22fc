"""Short table codes a pupil can read aloud and type: no 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V."""

import secrets

ALPHABET = "3467ACDEFGHJKMNPQRTWXY"
LENGTH = 5


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def normalise(code: str) -> str:
    """What a pupil typed, as stored: upper case, spaces and dashes dropped."""
    return "".join(ch for ch in code.upper() if ch.isalnum())


def table_with_code(typed: str) -> str | None:
    """The code of the table a person typed (any case, spaces, dashes), if such a table exists:
    one box on the site takes a class code or a table code."""
    from games.tables.models import Table

    code = normalise(typed)
    if len(code) != LENGTH or not set(code) <= set(ALPHABET):
        return None
    return code if Table.objects.filter(code=code).exists() else None
