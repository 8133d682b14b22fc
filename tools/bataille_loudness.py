"""The gain of each Bataille des sons card, so that its sound is heard at its volume's level.

The synthesis (games/bataille/sound.py) sets a card's gain from a model of hearing that weighs
the spectrum by the equal-loudness contour: right for pure tones, not across timbres (a noisy
sound is heard louder than a pure tone of the same power). This tool measures each card's
loudness level as ISO 532-1 (Zwicker) hears it (tests/games/bataille/sound_measure.heard, which
needs the `mosqito` package of the dev dependencies) and prints the correction in dB that brings
it to 50 + 4 × (volume − 1) phon, a full-scale sine playing at 87 dB SPL. Paste the table into
`CARD_GAIN_DB` of games/bataille/sound.py; tests/games/bataille/test_sound.py checks the result.

    .venv/bin/python tools/bataille_loudness.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from games.bataille import sound  # noqa: E402
from games.bataille.cards import CARDS  # noqa: E402
from tests.games.bataille import sound_measure as sm  # noqa: E402

FIRST_PHON, STEP_PHON = 50.0, 4.0


def target(volume: int) -> float:
    return FIRST_PHON + STEP_PHON * (volume - 1)


def gain_for(x, volume: int, tries: int = 6) -> float:
    """The dB to add to `x` for it to be heard at its target (secant steps: phons grow about
    one per dB at these levels, a little faster near the threshold)."""
    wanted = target(volume)
    gain, level = 0.0, sm.heard(x, sound.RATE)
    previous = None
    for _ in range(tries):
        if abs(level - wanted) < 0.05:
            break
        slope = 1.0
        if previous is not None and gain != previous[0]:
            slope = max(0.3, (level - previous[1]) / (gain - previous[0]))
        previous = (gain, level)
        gain += (wanted - level) / slope
        level = sm.heard(x * 10 ** (gain / 20), sound.RATE)
    return round(gain, 2)


def main() -> None:
    print("CARD_GAIN_DB = {")
    for c in CARDS:
        x = sound.render(c.volume, c.pitch, c.duration, c.timbre, seed=sound.seed_of(c.id))
        print(f'    "{c.id}": {gain_for(x, c.volume)},', flush=True)
    print("}")


if __name__ == "__main__":
    main()
