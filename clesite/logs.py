"""The server's log, kept for what is worth reading: a refused request (403, 404, 405) is one
line, never a traceback. A hardening reviewer's probes left 144 tracebacks of ordinary 403s
(`PermissionDenied`, which Django logs with its exception), and a real one would have been
lost among them."""

from __future__ import annotations

import logging


class RefusalsWithoutTraceback(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        status = getattr(record, "status_code", None)
        if record.exc_info and status is not None and 400 <= status < 500:
            record.exc_info = None
            record.exc_text = None
        return True
