"""A real local HTTP server standing in for the National Bank feed (no mocks of httpx).
The fixtures are offered by the conftest of each test folder that needs them."""

import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

SAMPLE_FEED = Path(__file__).parent / "data" / "nbkr_daily.xml"


@dataclass
class FeedServer:
    """Answers every GET with ``status`` and ``body`` (bytes, sent as they are)."""

    url: str = ""
    status: int = 200
    body: bytes = b""
    content_type: str = "text/xml; charset=windows-1251"
    delay_seconds: float = 0.0
    requests: list[str] = field(default_factory=list)

    def serve(self, body: bytes, status: int = 200) -> None:
        self.body, self.status = body, status


@pytest.fixture
def feed_server() -> Iterator[FeedServer]:
    state = FeedServer(body=SAMPLE_FEED.read_bytes())

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            state.requests.append(self.path)
            if state.delay_seconds:
                time.sleep(state.delay_seconds)
            self.send_response(state.status)
            self.send_header("Content-Type", state.content_type)
            self.send_header("Content-Length", str(len(state.body)))
            self.end_headers()
            self.wfile.write(state.body)

        def log_message(self, format: str, *args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}/XML/daily.xml"
    yield state
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)


@pytest.fixture
def closed_port_url() -> str:
    """A URL nothing listens on (connection refused at once)."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/XML/daily.xml"
