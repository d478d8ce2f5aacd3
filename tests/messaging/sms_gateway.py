"""A real SMS gateway on a local port (an HTTP server in a thread, no mock of httpx): it
records every request and answers from a script, as ``conftest.SmtpServer`` does for
e-mail. It can be started late, on the port it was given, to test retries."""

import json
import socket
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass(frozen=True)
class Received:
    method: str
    path: str
    headers: dict[str, str]
    body: dict


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class SmsGateway:
    """Answers each POST with the next of ``answers`` (status, JSON body), then 200 with
    an id; ``delay_seconds`` holds every answer back."""

    port: int = field(default_factory=_free_port)
    answers: list[tuple[int, dict | str]] = field(default_factory=list)
    delay_seconds: float = 0.0
    received: list[Received] = field(default_factory=list)
    _server: ThreadingHTTPServer | None = None
    _thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1/messages"

    def start(self) -> None:
        gateway = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                gateway.received.append(
                    Received(
                        "POST",
                        self.path,
                        {k.lower(): v for k, v in self.headers.items()},
                        json.loads(self.rfile.read(length)),
                    )
                )
                if gateway.delay_seconds:
                    time.sleep(gateway.delay_seconds)
                status, body = (
                    gateway.answers.pop(0)
                    if gateway.answers
                    else (200, {"id": f"gw-{len(gateway.received)}"})
                )
                payload = (json.dumps(body) if isinstance(body, dict) else body).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the sender stopped waiting (its timeout)

            def log_message(self, format: str, *args) -> None:
                pass

        server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        server.daemon_threads = True
        self._server = server
        self._thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
        self._thread.start()

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._thread.join(timeout=5)
            self._server = self._thread = None
