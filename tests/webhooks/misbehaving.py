"""Real HTTP receivers that misbehave, on a free loopback port (threads): one answering a
body far larger than any webhook answer, one dripping its answer a byte at a time, one
that never answers. Each counts the requests it got and the bytes it managed to send."""

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CHUNK = b"x" * 65536


@dataclass
class Misbehaving:
    url: str = ""
    requests: int = 0
    sent: int = 0  # body bytes written before the sender hung up (or all of them)
    lock: threading.Lock = field(default_factory=threading.Lock)
    stop: threading.Event = field(default_factory=threading.Event)

    def count(self, sent: int = 0) -> None:
        with self.lock:
            self.sent += sent


def _huge(state: Misbehaving, handler: BaseHTTPRequestHandler, size: int) -> None:
    handler.send_response(500)
    handler.send_header("Content-Length", str(size))
    handler.end_headers()
    left = size
    while left > 0 and not state.stop.is_set():
        chunk = CHUNK[:left]
        handler.wfile.write(chunk)
        state.count(len(chunk))
        left -= len(chunk)


def _drip(state: Misbehaving, handler: BaseHTTPRequestHandler, every: float) -> None:
    handler.send_response(200)
    handler.send_header("Content-Length", "100000")
    handler.end_headers()
    while not state.stop.wait(every):
        handler.wfile.write(b"x")
        handler.wfile.flush()
        state.count(1)


def _hang(state: Misbehaving, handler: BaseHTTPRequestHandler, _arg: float) -> None:
    state.stop.wait(60)


BEHAVIOURS = {"huge": _huge, "drip": _drip, "hang": _hang}


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # every concurrent sender connects at once


@contextmanager
def misbehaving(kind: str, arg: float = 0) -> Iterator[Misbehaving]:
    """``huge`` answers 500 with a body of ``arg`` bytes; ``drip`` answers 200 and then one
    byte every ``arg`` seconds; ``hang`` reads the request and answers nothing."""
    state = Misbehaving()
    behave = BEHAVIOURS[kind]

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("content-length", 0)))
            with state.lock:
                state.requests += 1
            with suppress(OSError):  # the sender hung up: what the tests expect of it
                behave(state, self, arg)

        def log_message(self, *args) -> None:
            pass

    server = _Server(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}/hook"
    try:
        yield state
    finally:
        state.stop.set()
        server.shutdown()
        server.server_close()
        time.sleep(0.05)
