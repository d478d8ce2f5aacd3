"""A real HTTP receiver for webhook tests: a threaded server on a free loopback port that
records every request and answers the statuses programmed for it (then ``default``),
after ``delay`` seconds when set, and verifies signatures as an integrator would."""

import hashlib
import hmac
import threading
import time
from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes
    at: float

    def signed_with(self, secret: str) -> bool:
        """The integrator's check (spec 02 §6.1), in constant time."""
        signed = (
            f"{self.headers['x-service-timestamp']}.{self.headers['x-service-event-id']}.".encode()
            + self.body
        )
        expected = "sha256=" + hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
        return hmac.compare_digest(expected, self.headers["x-service-signature"])


class Receiver:
    def __init__(self) -> None:
        self.received: list[Received] = []
        self.statuses: deque[int] = deque()
        self.default = 200
        self.delays: deque[float] = deque()
        self.lock = threading.Lock()
        self.url = ""

    def answer(self, *statuses: int, default: int | None = None) -> None:
        self.statuses.extend(statuses)
        if default is not None:
            self.default = default

    def on(self, path: str) -> list[Received]:
        return [r for r in self.received if r.path == path]

    def wait_for(self, count: int, timeout: float = 30.0) -> list[Received]:
        deadline = time.monotonic() + timeout
        while len(self.received) < count and time.monotonic() < deadline:
            time.sleep(0.05)
        return list(self.received)


@contextmanager
def receiver():
    state = Receiver()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("content-length", 0)))
            with state.lock:
                state.received.append(
                    Received(
                        self.path,
                        {k.lower(): v for k, v in self.headers.items()},
                        body,
                        time.monotonic(),
                    )
                )
                status = state.statuses.popleft() if state.statuses else state.default
                delay = state.delays.popleft() if state.delays else 0.0
            if delay:
                time.sleep(delay)
            try:
                self.send_response(status)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"ok")
            except OSError:
                pass  # the sender gave up (its timeout, or it was killed)

        def log_message(self, *args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
