"""Login cards: each pupil's QR code, made on the server as inline SVG (no image request).

The QR code holds the address of the pupil's own login step (/rejoindre/<class>/<pupil>/), not
their code: a tablet's camera takes the pupil to "type your code", the card's digits do the rest.
"""

from __future__ import annotations

import qrcode
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe


def qr_svg(data: str, label: str = "") -> SafeString:
    """A QR code as one SVG path: each row's runs of dark modules become rectangles."""
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
    title = f"<title>{escape(label)}</title>" if label else ""
    return mark_safe(  # noqa: S308 - built from numbers and an escaped label only
        f'<svg class="qr" viewBox="0 0 {size} {size}" role="img" '
        f'xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges">{title}'
        f'<rect width="{size}" height="{size}" fill="#fff"/>'
        f'<path fill="#000" d="{"".join(parts)}"/></svg>'
    )
