"""QR codes drawn on the server as inline SVG (no outside service, no image request): a table's
or an exercise's join link, a pupil's login card. Shared by the tables, the lessons and the
classroom, hence this neutral place (docs/architecture.md, "Dependency direction": `theory`
never imports `games`).

One SVG path for the whole code, each row's runs of dark modules as one rectangle, in module
units with a `viewBox`: 3.3 kB for a table's link, where the library's path writer gives 6.8 kB
(a square per module). Cached: a waiting table's board is drawn again at every change.
"""

from __future__ import annotations

from functools import lru_cache

import qrcode
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe


@lru_cache(maxsize=512)
def qr_svg(data: str, label: str = "") -> SafeString:
    """`data` (a link) as an inline SVG QR code, labelled for screen readers by `label`."""
    qr = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=2)
    qr.add_data(data)
    qr.make(fit=True)
    matrix = qr.get_matrix()
    size = len(matrix)
    parts = []
    for y, row in enumerate(matrix):
        x = 0
        while x < size:
            if row[x]:
                start = x
                while x < size and row[x]:
                    x += 1
                parts.append(f"M{start} {y}h{x - start}v1h-{x - start}z")
            else:
                x += 1
    name = escape(label)
    named = f' aria-label="{name}"' if label else ""
    title = f"<title>{name}</title>" if label else ""
    return mark_safe(  # noqa: S308 - built from numbers and an escaped label only
        f'<svg class="qr" role="img"{named} viewBox="0 0 {size} {size}" '
        f'xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges">{title}'
        f'<rect width="{size}" height="{size}" fill="#fff"/>'
        f'<path fill="#000" d="{"".join(parts)}"/></svg>'
    )
