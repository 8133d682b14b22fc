"""QR codes drawn on the server as inline SVG (no outside service): a table's or an exercise's
join link. Shared by the tables and the lessons, hence this neutral place (docs/architecture.md,
"Dependency direction": `theory` never imports `games`).

(The classroom's login cards draw theirs with `clesite.classroom.cards.qr_svg`.)
"""

from __future__ import annotations

import re
from functools import lru_cache

from django.utils.html import escape


@lru_cache(maxsize=512)
def qr_svg(url: str, label: str) -> str:
    """The link as an inline SVG QR code, labelled for screen readers."""
    import qrcode
    import qrcode.image.svg

    image = qrcode.make(url, image_factory=qrcode.image.svg.SvgPathImage, box_size=10, border=2)
    svg = image.to_string(encoding="unicode")
    svg = re.sub(r'^<svg width="[^"]*" height="[^"]*"', "<svg", svg)
    return svg.replace("<svg ", f'<svg class="qr" role="img" aria-label="{escape(label)}" ', 1)
