"""Django's ASGI handler with the middleware run as the views are: in one thread.

Django builds its middleware chain for ASGI around an async core, so a sync view under a sync
middleware crossed between the event loop and the request's thread three times (into the
outer middleware, back to the loop at the first async-capable one, into the view's thread
again): each crossing waits for the loop, busy with every open page's stream. Every view here
but the event stream is sync, so the chain is built sync and entered once; the stream's async
view is reached from it as Django reaches any async view from a sync chain. It measured about
0.5 ms of server CPU less per request (docs/capacity.md).
"""

from __future__ import annotations

from asgiref.sync import sync_to_async
from django.core.handlers.asgi import ASGIHandler


class OneThreadHandler(ASGIHandler):
    def load_middleware(self, is_async: bool = False) -> None:
        super().load_middleware(is_async=False)

    async def get_response_async(self, request):
        return await sync_to_async(self.get_response, thread_sensitive=True)(request)
