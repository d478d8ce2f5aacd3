"""The HTTP protocol ``tarmac serve`` runs: uvicorn's httptools one, with two limits it
lacks (uvicorn has ``h11_max_incomplete_event_size`` for h11 only, nothing for httptools,
and no timeout while a request is being received: its keep-alive timer stops at the first
byte, so a client that trickles a request holds its connection for ever).

- The request line and headers are capped (``max_head_bytes``, 16 KB): more is answered
  ``431`` and the connection closed, counted as the bytes arrive, so nobody makes the
  server buffer a megabyte of headers.
- A request must be received whole within ``receive_timeout`` seconds of its first byte:
  headers or body that stop arriving (slowloris) are answered ``408`` (if nothing was
  answered yet) and the connection closed.

The cost on the hot path: a counter while a request's head is arriving, and a timer armed
only for a request that did not arrive in one read (a usual GET or small POST does).
"""

from asyncio import TimerHandle

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

MAX_HEAD_BYTES = 16 * 1024
RECEIVE_TIMEOUT_SECONDS = 30.0


def _status_line_response(status: bytes, message: bytes) -> bytes:
    return b"".join(
        [
            b"HTTP/1.1 ",
            status,
            b"\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ",
            str(len(message)).encode(),
            b"\r\nconnection: close\r\n\r\n",
            message,
        ]
    )


HEAD_TOO_LARGE = _status_line_response(
    b"431 Request Header Fields Too Large", b"Request line and headers too large"
)
TIMED_OUT = _status_line_response(b"408 Request Timeout", b"Request not received in time")


class LimitedHttpToolsProtocol(HttpToolsProtocol):
    """Used as ``functools.partial(LimitedHttpToolsProtocol, max_head_bytes=...,
    receive_timeout=...)`` for uvicorn's ``http`` (a partial pickles to worker processes)."""

    def __init__(
        self,
        *args,
        max_head_bytes: int = MAX_HEAD_BYTES,
        receive_timeout: float = RECEIVE_TIMEOUT_SECONDS,
        **kwargs,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.max_head_bytes = max_head_bytes
        self.receive_timeout = receive_timeout
        self._head_bytes = 0  # of the head being received; None once it is complete
        self._receiving = False  # a request begun and not yet received whole
        self._deadline: TimerHandle | None = None
        self._refused = False

    def data_received(self, data: bytes) -> None:
        if self._refused:
            return
        if self._head_bytes is not None:
            self._head_bytes += len(data)
        super().data_received(data)
        if self._refused:
            return
        if self._head_bytes is not None and self._head_bytes > self.max_head_bytes:
            self._refuse(HEAD_TOO_LARGE)
        elif self._receiving and self._deadline is None:
            self._deadline = self.loop.call_later(self.receive_timeout, self._timed_out)

    def on_message_begin(self) -> None:
        self._receiving = True
        super().on_message_begin()

    def on_headers_complete(self) -> None:
        # the read that completed the head may hold a body too: count the head itself
        if self._head_bytes > self.max_head_bytes and self._head_size() > self.max_head_bytes:
            self._refuse(HEAD_TOO_LARGE)
            return
        self._head_bytes = None
        super().on_headers_complete()

    def on_body(self, body: bytes) -> None:
        if not self._refused:
            super().on_body(body)

    def on_message_complete(self) -> None:
        if self._refused:
            return
        self._receiving = False
        self._head_bytes = 0
        self._cancel_deadline()
        super().on_message_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel_deadline()
        super().connection_lost(exc)

    def _head_size(self) -> int:
        return len(self.url) + sum(len(name) + len(value) + 4 for name, value in self.headers)

    def _cancel_deadline(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _timed_out(self) -> None:
        self._deadline = None
        answered = self.cycle is not None and self.cycle.response_started
        if self._receiving and not self.transport.is_closing():
            self._refuse(None if answered else TIMED_OUT)

    def _refuse(self, answer: bytes | None) -> None:
        self._refused = True
        self._cancel_deadline()
        if answer is not None:
            self.transport.write(answer)
        self.transport.close()
