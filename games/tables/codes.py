"""Short table codes a pupil can read aloud and type: no 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V."""

import secrets

ALPHABET = "3467ACDEFGHJKMNPQRTWXY"
LENGTH = 5


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def normalise(code: str) -> str:
    """What a pupil typed, as stored: upper case, spaces and dashes dropped."""
    return "".join(ch for ch in code.upper() if ch.isalnum())
